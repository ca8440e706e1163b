#include "onnx/OnnxImporter.h"

#include "common/Error.h"
#include "common/Utf8.h"
#include "onnx/OnnxFolding.h"

#include <onnx/shape_inference/implementation.h>

#include <algorithm>
#include <filesystem>

namespace tilescope::onnx_import {
namespace {

// Float tensors are weights: their values are never read, except tiny ones (a Clip's bounds).
constexpr std::int64_t kMaxReadFloatElements = 16;

std::string blockOf(const std::string& nodeName)
{
    // PyTorch names nodes by module path ("/layer1/layer1.0/conv1/Conv"): the module is the block.
    const auto slash = nodeName.rfind('/');
    if (nodeName.empty() || nodeName.front() != '/' || slash == 0 || slash == std::string::npos)
        return {};
    return nodeName.substr(1, slash - 1);
}

} // namespace

Importer::Importer(const onnx::ModelProto& proto, std::string fileName, const OnnxImportOptions& options)
    : proto_(proto), fileName_(std::move(fileName)), options_(options)
{
    for (const auto& opset : proto.opset_import())
        if (opset.domain().empty() || opset.domain() == "ai.onnx")
            opset_ = int(opset.version());
    if (opset_ == 0)
        throw Error(ErrorCode::FileUnreadable, "the model imports no version of the ONNX operator set", fileName_);
    // An operator set newer than the ONNX library knows would be read with older operators'
    // meanings, silently: it is refused.
    const int newest = onnx::OpSchemaRegistry::DomainToVersionRange::Instance().Map().at(onnx::ONNX_DOMAIN).second;
    if (opset_ > newest)
        throw Error(ErrorCode::InvalidModel,
                    "the model imports opset " + std::to_string(opset_) + " of the ONNX operator set, newer than the " +
                        std::to_string(newest) + " Tilescope knows: export it at opset 11 to " + std::to_string(newest) +
                        " (torch.onnx.export(..., opset_version=" + std::to_string(newest) + "))",
                    fileName_, "opset_import");
    const auto stem = std::filesystem::path(fileName_).stem().string();
    model_.name = isUtf8(stem) ? stem : "model";
}

Model Importer::run()
{
    checkNamesAreText();
    readInitializers();
    readInputs();
    const auto& nodes = proto_.graph().node();
    for (int i = 0; i < nodes.size(); ++i)
        visitNode(nodes[i], std::size_t(i));
    node_ = nullptr;
    checkShapes();
    return std::move(model_);
}

void Importer::checkNamesAreText() const
{
    const auto& graph = proto_.graph();
    const auto check = [&](const std::string& name, const std::string& what) {
        if (!isUtf8(name))
            throw Error(ErrorCode::InvalidModel, what + " is not UTF-8 text", fileName_);
    };
    for (int i = 0; i < graph.initializer_size(); ++i)
        check(graph.initializer(i).name(), "the name of initializer " + std::to_string(i));
    for (int i = 0; i < graph.input_size(); ++i)
        check(graph.input(i).name(), "the name of graph input " + std::to_string(i));
    for (int i = 0; i < graph.node_size(); ++i) {
        const auto& node = graph.node(i);
        const auto where = "node " + std::to_string(i);
        check(node.name(), "the name of " + where);
        check(node.op_type(), "the op type of " + where);
        for (const auto& input : node.input())
            check(input, "an input name of " + where);
        for (const auto& output : node.output())
            check(output, "an output name of " + where);
    }
}

void Importer::readInitializers()
{
    for (const auto& tensor : proto_.graph().initializer()) {
        Value v;
        v.elementType = tensor.data_type();
        if (!dataTypeOf(v.elementType))
            throw Error(ErrorCode::InvalidModel,
                        "initializer '" + tensor.name() + "' has an element type Tilescope does not know (" +
                            std::to_string(v.elementType) + ")",
                        fileName_);
        v.dims = tensorDims(tensor);
        for (const auto d : v.dims)
            if (d < 0)
                throw Error(ErrorCode::InvalidModel, "initializer '" + tensor.name() + "' has a negative dimension",
                            fileName_);
        // Only its name, shape and type: the weights themselves (perhaps in a missing external
        // file) are not needed to plan memory.
        const bool weight = isFloatElementType(v.elementType);
        v.kind = weight ? ValueKind::Parameter : ValueKind::Constant;
        v.values = tensorValues(tensor, weight ? kMaxReadFloatElements : kMaxFoldedElements);
        initializers_[tensor.name()] = &tensor;
        values_[tensor.name()] = std::move(v);
    }
}

void Importer::readInputs()
{
    bool first = true;
    for (const auto& input : proto_.graph().input()) {
        if (initializers_.count(input.name()))
            continue; // older exporters list the initializers among the inputs
        const auto where = "graph input '" + input.name() + "'";
        if (!input.type().has_tensor_type())
            throw Error(ErrorCode::InvalidModel, where + " is not a tensor", fileName_);
        Value v;
        v.elementType = input.type().tensor_type().elem_type();
        if (!dataTypeOf(v.elementType))
            throw Error(ErrorCode::InvalidModel, where + " has an element type Tilescope does not know", fileName_);
        const auto& dims = input.type().tensor_type().shape().dim();
        if (dims.empty())
            throw Error(ErrorCode::InvalidModel, where + " has no shape (its first dimension is the batch)",
                        fileName_);
        for (int d = 0; d < dims.size(); ++d) {
            const auto& dim = dims[d];
            // A size below 0 is neither a size nor a symbol (one has no name): no shape has it, on
            // any axis, the batch's included.
            if (dim.has_dim_value() && dim.dim_value() < 0)
                throw Error(ErrorCode::InvalidModel,
                            where + " has a negative dimension, " + std::to_string(dim.dim_value()) + ", on axis " +
                                std::to_string(d) + ": a dimension is a size of 0 or more, or a symbol",
                            fileName_);
            // An empty input has nothing to compute, on the batch axis too (exporters write a
            // symbol there, never 0).
            if (dim.has_dim_value() && dim.dim_value() == 0)
                throw Error(ErrorCode::InvalidModel,
                            where + " has a dimension of 0 on axis " + std::to_string(d) +
                                ": it is empty, so there is nothing to simulate; export it with its real size",
                            fileName_);
            if (dim.has_dim_value()) {
                v.dims.push_back(dim.dim_value());
                if (d == 0 && first)
                    batch_ = dim.dim_value();
            } else if (d == 0) {
                v.dims.push_back(first ? 1 : batch_); // a symbolic batch: the model is per sample anyway
            } else if (dim.dim_param().empty()) {
                throw Error(ErrorCode::InvalidModel,
                            where + " has an unknown dimension on axis " + std::to_string(d) +
                                " (neither a size nor a name): export with a fixed shape or a named dimension",
                            fileName_);
            } else if (const auto it = options_.dimensions.find(dim.dim_param()); it != options_.dimensions.end()) {
                v.dims.push_back(it->second);
            } else {
                throw Error(ErrorCode::InvalidModel,
                            where + " has a symbolic dimension '" + dim.dim_param() + "' (axis " + std::to_string(d) +
                                "): give its value (--dim " + dim.dim_param() + "=N) or export with a fixed shape",
                            fileName_);
            }
        }
        first = false;
        v.batchAxis = 0;
        if (v.dims[0] != batch_)
            throw Error(ErrorCode::InvalidModel,
                        where + " has " + std::to_string(v.dims[0]) + " as its first dimension; the first input's (" +
                            std::to_string(batch_) + ") is the batch",
                        fileName_);
        Op op;
        op.name = input.name();
        claimName(opNames_, op.name, "an input op");
        op.type = OpType::Input;
        op.attributes.ints["shape"] = modelShape(v);
        v.tensor = newTensor(input.name(), *dataTypeOf(v.elementType));
        expectedShape_.back() = modelShape(v);
        op.outputs = {v.tensor};
        model_.ops.push_back(std::move(op));
        values_[input.name()] = std::move(v);
    }
    if (first)
        throw Error(ErrorCode::InvalidModel, "the graph has no inputs (the model needs data to run on)", fileName_);
}

void Importer::visitNode(const onnx::NodeProto& node, std::size_t index)
{
    node_ = &node;
    nodeIndex_ = index;
    schema_ = onnx::OpSchemaRegistry::Schema(node.op_type(), opset_, node.domain());
    if (!schema_)
        fail("unsupported op type '" + (node.domain().empty() ? "" : node.domain() + ".") + node.op_type() +
             "' (not an ONNX operator of opset " + std::to_string(opset_) + ")");
    // The operator's own definition checks the numbers of inputs and outputs and the attributes'
    // types, which everything below takes for granted.
    try {
        schema_->Verify(node);
    } catch (const std::exception& e) {
        fail(std::string("does not match the definition of ") + node.op_type() + ": " + e.what());
    }
    if (node.op_type() == "Constant" && (node.domain().empty() || node.domain() == "ai.onnx")) {
        readConstantNode(node);
        return;
    }
    for (int i = 0; i < node.input_size(); ++i)
        if (!node.input(i).empty())
            value(node.input(i));
    inferNode(node);
    bool anyActivation = false;
    bool allConstant = true;
    for (int i = 0; i < node.input_size(); ++i) {
        if (node.input(i).empty())
            continue;
        const auto kind = values_.at(node.input(i)).kind;
        anyActivation = anyActivation || kind == ValueKind::Activation;
        allConstant = allConstant && kind == ValueKind::Constant;
    }
    // Every shape is static, so what is computed from constants alone, and the shape of anything,
    // is a constant: folded here rather than computed by the program.
    if (allConstant || node.op_type() == "Shape" || node.op_type() == "Size") {
        foldNode(node);
        return;
    }
    for (int i = 0; i < node.output_size(); ++i) {
        if (node.output(i).empty())
            continue;
        auto& v = values_.at(node.output(i));
        v.kind = anyActivation ? ValueKind::Activation : ValueKind::Derived;
        if (anyActivation)
            settleBatch(v, node.output(i));
    }
    mapNode(node);
}

void Importer::inferNode(const onnx::NodeProto& node)
{
    const auto count = std::size_t(node.input_size());
    std::vector<onnx::TypeProto> types(count);
    std::vector<onnx::TensorProto> data(count);
    std::unordered_map<std::string, onnx::TypeProto*> typesByName;
    std::unordered_map<std::string, const onnx::TensorProto*> dataByName;
    for (std::size_t i = 0; i < count; ++i) {
        const auto& name = node.input(int(i));
        if (name.empty())
            continue;
        const auto& v = values_.at(name);
        types[i] = tensorType(v.elementType, v.dims);
        typesByName[name] = &types[i];
        if (v.values && !isFloatElementType(v.elementType)) {
            data[i] = int64Tensor(*v.values, v.dims);
            dataByName[name] = &data[i];
        }
    }
    requireSafeInference(node, types);
    onnx::NodeProto copy = node; // the inference context wants a mutable node
    onnx::shape_inference::InferenceContextImpl context(copy, typesByName, dataByName, {});
    try {
        schema_->GetTypeAndShapeInferenceFunction()(context);
    } catch (const std::exception& e) {
        fail(std::string("ONNX shape inference failed: ") + e.what());
    }
    for (int i = 0; i < node.output_size(); ++i) {
        if (node.output(i).empty())
            continue;
        Value v;
        const auto* type = context.getOutputType(std::size_t(i));
        v.elementType = type->tensor_type().elem_type();
        if (const auto dims = staticDims(*type)) {
            requirePlausible(*dims, node.output(i));
            v.dims = *dims;
        }
        else if (i == 0 || node.op_type() == "Split")
            fail("ONNX shape inference cannot tell the static shape of output '" + node.output(i) + "'");
        if (!values_.emplace(node.output(i), std::move(v)).second)
            fail("output '" + node.output(i) + "' is produced twice");
    }
}

void Importer::foldNode(const onnx::NodeProto& node)
{
    auto& result = out(0);
    result.kind = ValueKind::Constant;
    for (int i = 1; i < node.output_size(); ++i)
        if (!node.output(i).empty())
            values_.at(node.output(i)).kind = ValueKind::Constant;
    if (node.op_type() == "Shape" || node.op_type() == "Size") {
        const auto& dims = in(0).dims;
        if (node.op_type() == "Size") {
            result.values = std::vector<double>{double(elements(dims))};
            return;
        }
        const auto rank = std::int64_t(dims.size());
        auto start = intAttr("start", 0);
        auto end = intAttr("end", rank);
        start = std::clamp<std::int64_t>(start < 0 ? start + rank : start, 0, rank);
        end = std::clamp<std::int64_t>(end < 0 ? end + rank : end, 0, rank);
        result.values = std::vector<double>(dims.begin() + start, dims.begin() + std::max(start, end));
        return;
    }
    std::vector<FoldInput> inputs;
    for (int i = 0; i < node.input_size(); ++i) {
        if (node.input(i).empty()) {
            inputs.push_back({});
            continue;
        }
        const auto& v = values_.at(node.input(i));
        inputs.push_back({v.dims, v.values ? &*v.values : nullptr});
    }
    result.values = onnx_import::foldNode(node, inputs, result.dims, result.elementType);
}

void Importer::readConstantNode(const onnx::NodeProto& node)
{
    Value v;
    v.kind = ValueKind::Constant;
    if (node.attribute_size() != 1 || node.output_size() != 1)
        fail("a Constant has exactly one attribute and one output");
    const auto& a = node.attribute(0);
    if (a.name() == "value") {
        v.elementType = a.t().data_type();
        v.dims = tensorDims(a.t());
        if (std::any_of(v.dims.begin(), v.dims.end(), [](std::int64_t d) { return d < 0; }))
            fail("a Constant with a negative dimension");
        v.values = tensorValues(a.t(), kMaxFoldedElements);
    } else if (a.name() == "value_int" || a.name() == "value_float") {
        v.elementType = a.name() == "value_int" ? onnx::TensorProto::INT64 : onnx::TensorProto::FLOAT;
        v.values = std::vector<double>{a.name() == "value_int" ? double(a.i()) : double(a.f())};
    } else if (a.name() == "value_ints" || a.name() == "value_floats") {
        v.elementType = a.name() == "value_ints" ? onnx::TensorProto::INT64 : onnx::TensorProto::FLOAT;
        v.values = a.name() == "value_ints" ? std::vector<double>(a.ints().begin(), a.ints().end())
                                            : std::vector<double>(a.floats().begin(), a.floats().end());
        v.dims = {std::int64_t(v.values->size())};
    } else {
        fail("a Constant of kind '" + a.name() + "' is not supported");
    }
    if (!dataTypeOf(v.elementType))
        fail("a Constant of an element type Tilescope does not know");
    if (!values_.emplace(node.output(0), std::move(v)).second)
        fail("output '" + node.output(0) + "' is produced twice");
}

Value& Importer::value(const std::string& name)
{
    const auto it = values_.find(name);
    if (it == values_.end())
        fail("reads '" + name + "', which no earlier node, initializer or graph input produces");
    return it->second;
}

bool Importer::hasInput(std::size_t i) const
{
    return int(i) < node_->input_size() && !node_->input(int(i)).empty();
}

Value& Importer::in(std::size_t i)
{
    if (!hasInput(i))
        fail("needs input " + std::to_string(i));
    return value(node_->input(int(i)));
}

Value& Importer::out(std::size_t i)
{
    return values_.at(node_->output(int(i)));
}

Dims Importer::modelShape(const Value& v) const
{
    if (v.kind != ValueKind::Activation || v.dims.empty())
        return v.dims;
    if (v.batchAxis >= 0) {
        Dims shape = v.dims;
        shape.erase(shape.begin() + v.batchAxis);
        return shape;
    }
    Dims shape = v.dims;
    shape[0] /= batch_;
    return shape;
}

void Importer::settleBatch(Value& v, const std::string& name)
{
    if (v.dims.empty())
        return; // a scalar over the whole batch (a loss): kept as a scalar
    bool folded = false; // an input of the same rank has its batch folded away
    for (int i = 0; i < node_->input_size(); ++i) {
        if (node_->input(i).empty())
            continue;
        const auto& input = values_.at(node_->input(i));
        if (input.kind != ValueKind::Activation || input.dims.size() > v.dims.size())
            continue;
        folded = folded || (input.batchAxis < 0 && input.dims.size() == v.dims.size());
        if (input.batchAxis < 0)
            continue;
        // Broadcasting aligns the axes from the right.
        const auto axis = input.batchAxis + std::int32_t(v.dims.size() - input.dims.size());
        if (v.dims[std::size_t(axis)] == batch_) {
            v.batchAxis = axis;
            return;
        }
    }
    if (folded)
        return;
    if (v.dims[0] == batch_) {
        v.batchAxis = 0;
    } else if (v.dims[0] % batch_ != 0) {
        fail("cannot tell the batch axis of output '" + name + "' " + dimsText(v.dims) + " (batch " +
             std::to_string(batch_) + ")");
    }
}

void Importer::claimName(std::unordered_set<std::string>& names, const std::string& name, const char* what) const
{
    if (name.empty())
        fail(std::string("makes ") + what + " without a name");
    if (!names.insert(name).second)
        fail(std::string("makes ") + what + " named '" + name +
             "', a name already taken (names are unique within an ONNX graph)");
}

std::int32_t Importer::newTensor(const std::string& name, DataType type)
{
    Tensor t;
    t.name = name;
    t.dataType = type;
    return newTensor(t);
}

std::int32_t Importer::newTensor(const Tensor& tensor)
{
    claimName(tensorNames_, tensor.name, "a tensor");
    const auto id = std::int32_t(model_.tensors.size());
    model_.tensors.push_back(tensor);
    expectedShape_.emplace_back();
    madeBy_.push_back(-1);
    return id;
}

std::int32_t Importer::tensorOf(const std::string& name)
{
    auto& v = value(name);
    if (v.tensor >= 0)
        return v.tensor;
    if (v.kind != ValueKind::Parameter && v.kind != ValueKind::Constant)
        fail("'" + name + "' is read before any op computes it");
    v.tensor = newTensor(Tensor{name, v.dims, v.kind == ValueKind::Parameter, *dataTypeOf(v.elementType),
                                v.kind == ValueKind::Constant});
    expectedShape_.back() = v.dims;
    return v.tensor;
}

std::int32_t Importer::tensorOf(const std::string& name, std::size_t rank)
{
    const auto base = tensorOf(name);
    const auto& v = value(name);
    Dims shape = modelShape(v);
    if (shape.size() <= rank)
        return base;
    const auto key = std::make_pair(name, rank);
    if (const auto it = views_.find(key); it != views_.end())
        return it->second;
    while (shape.size() > rank) {
        if (shape.front() != 1)
            fail("'" + name + "' " + dimsText(shape) + " does not broadcast against the per-sample operands of rank " +
                 std::to_string(rank));
        shape.erase(shape.begin());
    }
    std::int32_t view = -1;
    if (v.kind == ValueKind::Constant) {
        // A constant is declared again in the shape it is read with.
        view = newTensor(Tensor{name + "/rank" + std::to_string(rank), shape, false,
                                model_.tensors[std::size_t(base)].dataType, true});
        expectedShape_.back() = shape;
    } else {
        view = reshaped(base, shape, "/rank" + std::to_string(rank));
    }
    views_[key] = view;
    return view;
}

std::int32_t Importer::outputTensor(std::size_t i)
{
    auto& v = out(i);
    v.tensor = newTensor(node_->output(int(i)), *dataTypeOf(v.elementType));
    expectedShape_.back() = modelShape(v);
    madeBy_.back() = std::int64_t(nodeIndex_);
    return v.tensor;
}

Importer::AddedOp Importer::addOp(OpType type, std::vector<std::int32_t> inputs, std::vector<std::int32_t> outputs,
                    const std::string& suffix)
{
    Op op;
    const auto& base = node_->name().empty() ? node_->op_type() + "_" + std::to_string(nodeIndex_) : node_->name();
    op.name = base + suffix;
    claimName(opNames_, op.name, "an op");
    op.type = type;
    op.inputs = std::move(inputs);
    op.outputs = std::move(outputs);
    op.block = blockOf(node_->name());
    model_.ops.push_back(op);
    return AddedOp{model_.ops.attributesOf(model_.ops.size() - 1)};
}

std::int32_t Importer::reshaped(std::int32_t tensor, const Dims& shape, const std::string& suffix)
{
    if (expectedShape_[std::size_t(tensor)] == shape)
        return tensor;
    const auto view = newTensor(model_.tensors[std::size_t(tensor)].name + suffix,
                                model_.tensors[std::size_t(tensor)].dataType);
    expectedShape_.back() = shape;
    madeBy_.back() = std::int64_t(nodeIndex_);
    addOp(OpType::Reshape, {tensor}, {view}, suffix).attributes.ints["shape"] = shape;
    return view;
}

std::int64_t Importer::modelAxis(std::int64_t axis, const Value& v) const
{
    const auto rank = std::int64_t(v.dims.size());
    const auto a = axis < 0 ? axis + rank : axis;
    if (a < 0 || a >= rank)
        fail("axis " + std::to_string(axis) + " is out of range for " + dimsText(v.dims));
    if (v.kind == ValueKind::Activation && v.batchAxis >= 0) {
        if (a == v.batchAxis)
            fail("works across the batch axis, which Tilescope's per-sample model cannot express");
        return a > v.batchAxis ? a - 1 : a;
    }
    return a;
}

void Importer::fail(const std::string& message) const
{
    if (!node_)
        throw Error(ErrorCode::InvalidModel, message, fileName_);
    throw Error(ErrorCode::InvalidModel,
                "node '" + node_->name() + "' (index " + std::to_string(nodeIndex_) + ", " + node_->op_type() +
                    "): " + message,
                fileName_);
}

void Importer::checkShapes()
{
    try {
        inferShapes(model_);
    } catch (const Error& e) {
        throw Error(ErrorCode::InvalidModel, "the imported model does not check: " + e.message() +
                                                 (e.field().empty() ? "" : " (at " + e.field() + ")"),
                    fileName_);
    }
    const auto& nodes = proto_.graph().node();
    for (std::size_t tensor = 0; tensor < model_.tensors.size(); ++tensor) {
        const auto& got = model_.tensors[tensor].shape;
        if (madeBy_[tensor] < 0 || got == expectedShape_[tensor])
            continue;
        node_ = &nodes[int(madeBy_[tensor])];
        nodeIndex_ = std::size_t(madeBy_[tensor]);
        fail("imported with shape " + dimsText(got) + " for '" + model_.tensors[tensor].name + "' but ONNX infers " +
             dimsText(expectedShape_[tensor]) + " per sample");
    }
}

} // namespace tilescope::onnx_import
