// Each ONNX node that computes on activations or parameters becomes Tilescope ops: per-sample
// shapes, per-sample axes, parameters as inputs. Views (reshape, squeeze, flatten) stay views, and
// what changes nothing (identity, inference dropout, casts within a class) is no op at all.

#include "onnx/OnnxImporter.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace tilescope::onnx_import {
namespace {

struct NamedType {
    const char* onnx;
    OpType type;
};

// The ops whose ONNX and Tilescope meanings are the same elementwise function.
constexpr NamedType kElementwise[] = {
    {"Relu", OpType::Relu},         {"Sigmoid", OpType::Sigmoid},     {"Tanh", OpType::Tanh},
    {"Erf", OpType::Erf},           {"Sqrt", OpType::Sqrt},           {"Reciprocal", OpType::Reciprocal},
    {"Neg", OpType::Neg},           {"Exp", OpType::Exp},             {"Log", OpType::Log},
    {"Abs", OpType::Abs},           {"HardSigmoid", OpType::HardSigmoid}, {"HardSwish", OpType::HardSwish},
    {"Not", OpType::Not},           {"Gelu", OpType::Gelu},           {"Add", OpType::Add},
    {"Sub", OpType::Sub},           {"Mul", OpType::Mul},             {"Div", OpType::Div},
    {"Pow", OpType::Pow},           {"Max", OpType::Max},             {"Min", OpType::Min},
    {"Equal", OpType::Equal},       {"Less", OpType::Less},           {"Greater", OpType::Greater},
    {"Where", OpType::Where},
};

} // namespace

void Importer::mapNode(const onnx::NodeProto& node)
{
    const auto& op = node.op_type();
    if (!node.domain().empty() && node.domain() != "ai.onnx")
        fail("unsupported op type '" + node.domain() + "." + op + "'");
    for (const auto& [name, type] : kElementwise)
        if (op == name)
            return mapElementwise(type);
    if (op == "Conv") return mapConv();
    if (op == "Gemm") return mapGemm();
    if (op == "MatMul") return mapMatMul();
    if (op == "Clip") return mapClip();
    if (op == "Cast") return mapCast();
    if (op == "BatchNormalization") return mapNorm(OpType::BatchNorm);
    if (op == "LayerNormalization") return mapNorm(OpType::LayerNorm);
    if (op == "MaxPool") return mapPool(OpType::MaxPool);
    if (op == "AveragePool") return mapPool(OpType::AvgPool);
    if (op == "GlobalAveragePool" || op == "GlobalMaxPool") return mapGlobalPool();
    if (op == "Flatten" || op == "Reshape" || op == "Squeeze" || op == "Unsqueeze") return mapView();
    if (op == "Identity") return forward();
    if (op == "Dropout") return mapDropout();
    if (op == "Transpose") return mapTranspose();
    if (op == "Concat") return mapConcat();
    if (op == "Slice") return mapSlice();
    if (op == "Split") return mapSplit();
    if (op == "Gather") return mapGather();
    if (op == "Expand") return mapExpand();
    if (op == "Pad") return mapPad();
    if (op == "ReduceMean") return mapReduce(OpType::ReduceMean);
    if (op == "ReduceSum") return mapReduce(OpType::ReduceSum);
    if (op == "ReduceMax") return mapReduce(OpType::ReduceMax);
    if (op == "Softmax" || op == "LogSoftmax") return mapSoftmax();
    fail("unsupported op type '" + op + "'");
}

bool Importer::hasAttr(const std::string& name) const
{
    return std::any_of(node_->attribute().begin(), node_->attribute().end(),
                       [&](const auto& a) { return a.name() == name; });
}

std::int64_t Importer::intAttr(const std::string& name, std::int64_t fallback) const
{
    for (const auto& a : node_->attribute())
        if (a.name() == name)
            return a.i();
    return fallback;
}

double Importer::realAttr(const std::string& name, double fallback) const
{
    for (const auto& a : node_->attribute())
        if (a.name() == name)
            return double(a.f());
    return fallback;
}

std::vector<std::int64_t> Importer::intsAttr(const std::string& name) const
{
    for (const auto& a : node_->attribute())
        if (a.name() == name)
            return {a.ints().begin(), a.ints().end()};
    return {};
}

std::vector<std::int64_t> Importer::constantInts(std::size_t i)
{
    const auto& v = in(i);
    if (v.kind != ValueKind::Constant || !v.values)
        fail("input " + std::to_string(i) + " ('" + node_->input(int(i)) + "') must be a constant whose values are known");
    std::vector<std::int64_t> ints;
    for (const auto x : *v.values)
        ints.push_back(toInt64(x));
    return ints;
}

void Importer::forward(std::size_t j, std::size_t i)
{
    out(i).tensor = tensorOf(node_->input(int(j)));
}

void Importer::mapConv()
{
    const auto& w = in(1);
    if (w.dims.size() != 4)
        fail("only 2-D convolutions are supported (weight " + dimsText(w.dims) + ")");
    if (hasAttr("auto_pad") && intsAttr("pads").empty())
        for (const auto& a : node_->attribute())
            if (a.name() == "auto_pad" && a.s() != "NOTSET")
                fail("auto_pad " + a.s() + " is not supported: export with explicit pads");
    auto pads = intsAttr("pads");
    if (pads.empty())
        pads = {0, 0, 0, 0};
    if (pads.size() != 4 || pads[0] != pads[2] || pads[1] != pads[3])
        fail("asymmetric padding " + dimsText(pads) + " is not supported");
    std::vector<std::int32_t> inputs{tensorOf(node_->input(0)), tensorOf(node_->input(1))};
    if (hasInput(2))
        inputs.push_back(tensorOf(node_->input(2), 1));
    auto op = addOp(OpType::Conv2d, std::move(inputs), {outputTensor()});
    if (const auto strides = intsAttr("strides"); !strides.empty())
        op.attributes.ints["stride"] = strides;
    op.attributes.ints["padding"] = {pads[0], pads[1]};
    if (const auto dilations = intsAttr("dilations"); !dilations.empty())
        op.attributes.ints["dilation"] = dilations;
    op.attributes.ints["groups"] = {intAttr("group", 1)};
}

void Importer::mapGemm()
{
    if (intAttr("transA", 0) != 0 || realAttr("alpha", 1.0) != 1.0 || realAttr("beta", 1.0) != 1.0)
        fail("only Gemm with transA = 0 and alpha = beta = 1 is supported (a linear layer)");
    const auto expected = modelShape(out(0));
    auto a = tensorOf(node_->input(0));
    const auto aShape = modelShape(in(0));
    const bool transB = intAttr("transB", 0) != 0;
    if (transB && in(1).kind != ValueKind::Activation) {
        // PyTorch's nn.Linear: weight [N, K], bias [N].
        std::vector<std::int32_t> inputs{a, tensorOf(node_->input(1))};
        if (hasInput(2))
            inputs.push_back(tensorOf(node_->input(2), 1));
        addOp(OpType::Linear, std::move(inputs), {outputTensor()});
        return;
    }
    if (transB)
        fail("a Gemm whose transposed second operand is an activation is not supported");
    // transformers' Conv1D (torch.addmm): weight [K, N], then the bias added.
    if (aShape.size() == 1)
        a = reshaped(a, {1, aShape[0]}, "/rows");
    std::int32_t product = hasInput(2) || aShape.size() == 1 ? newTensor(node_->output(0) + "/product", DataType::Float)
                                                             : outputTensor();
    addOp(OpType::MatMul, {a, tensorOf(node_->input(1))}, {product}, hasInput(2) ? "/matmul" : "");
    if (hasInput(2)) {
        const auto sum = aShape.size() == 1 ? newTensor(node_->output(0) + "/sum", DataType::Float) : outputTensor();
        addOp(OpType::Add, {product, tensorOf(node_->input(2), 2)}, {sum}, "/bias");
        product = sum;
    }
    if (aShape.size() == 1) {
        const auto result = outputTensor();
        addOp(OpType::Reshape, {product}, {result}, "/view").attributes.ints["shape"] = expected;
    }
}

void Importer::mapMatMul()
{
    const auto expected = modelShape(out(0));
    const auto rank = std::max<std::size_t>(expected.size(), 2);
    auto a = tensorOf(node_->input(0), rank);
    auto b = tensorOf(node_->input(1), rank);
    const auto bShape = modelShape(in(1));
    // numpy's vector cases: a [K] is a row, b [K] a column, and the product loses that axis.
    const bool vectorA = modelShape(in(0)).size() == 1;
    const bool vectorB = bShape.size() == 1;
    if (vectorA)
        a = reshaped(a, {1, modelShape(in(0))[0]}, "/row");
    if (vectorB)
        b = reshaped(b, {bShape[0], 1}, "/column");
    if (!vectorA && !vectorB) {
        addOp(OpType::MatMul, {a, b}, {outputTensor()});
        return;
    }
    const auto product = newTensor(node_->output(0) + "/product", DataType::Float);
    addOp(OpType::MatMul, {a, b}, {product}, "/matmul");
    addOp(OpType::Reshape, {product}, {outputTensor()}, "/view").attributes.ints["shape"] = expected;
}

void Importer::mapElementwise(OpType type)
{
    const auto arity = elementwiseArity(type);
    if (std::size_t(node_->input_size()) != arity)
        fail("takes " + std::to_string(arity) + " input(s) in Tilescope, has " + std::to_string(node_->input_size()));
    const auto rank = modelShape(out(0)).size();
    std::vector<std::int32_t> inputs;
    for (std::size_t i = 0; i < arity; ++i)
        inputs.push_back(tensorOf(node_->input(int(i)), rank));
    addOp(type, std::move(inputs), {outputTensor()});
}

void Importer::mapClip()
{
    std::optional<double> low, high;
    if (opset_ < 11) {
        if (hasAttr("min"))
            low = realAttr("min", 0.0);
        if (hasAttr("max"))
            high = realAttr("max", 0.0);
    } else {
        for (std::size_t i : {1, 2}) {
            if (!hasInput(i))
                continue;
            const auto& bound = in(i);
            if (!bound.values || bound.values->size() != 1)
                fail("the bounds of a Clip must be scalar constants");
            (i == 1 ? low : high) = bound.values->front();
        }
    }
    // MobileNet's ReLU6 is exported as Clip(0, 6).
    if (low == 0.0 && high == 6.0) {
        addOp(OpType::Relu6, {tensorOf(node_->input(0))}, {outputTensor()});
        return;
    }
    auto op = addOp(OpType::Clip, {tensorOf(node_->input(0))}, {outputTensor()});
    if (low && std::isfinite(*low))
        op.attributes.reals["min"] = *low;
    if (high && std::isfinite(*high))
        op.attributes.reals["max"] = *high;
}

void Importer::mapCast()
{
    const auto to = dataTypeOf(std::int32_t(intAttr("to", 0)));
    if (!to)
        fail("casts to an element type Tilescope does not know");
    // Within floating point the precision option decides the type: no op.
    if (*to == *dataTypeOf(in(0).elementType))
        return forward();
    addOp(OpType::Cast, {tensorOf(node_->input(0))}, {outputTensor()});
}

void Importer::mapNorm(OpType type)
{
    if (type == OpType::LayerNorm) {
        const auto axis = intAttr("axis", -1);
        if (axis != -1 && axis != std::int64_t(in(0).dims.size()) - 1)
            fail("a LayerNormalization over more than the last axis is not supported");
    }
    // BatchNormalization's running mean and variance (inputs 3 and 4) are buffers, not parameters.
    std::vector<std::int32_t> inputs{tensorOf(node_->input(0))};
    for (std::size_t i : {1, 2})
        if (hasInput(i))
            inputs.push_back(tensorOf(node_->input(int(i)), 1));
    auto op = addOp(type, std::move(inputs), {outputTensor()});
    op.attributes.reals["epsilon"] = realAttr("epsilon", 1e-5);
    if (type == OpType::BatchNorm)
        op.attributes.reals["momentum"] = realAttr("momentum", 0.9);
}

void Importer::mapPool(OpType type)
{
    const auto kernel = intsAttr("kernel_shape");
    if (kernel.size() != 2)
        fail("only 2-D pooling is supported");
    for (const auto d : intsAttr("dilations"))
        if (d != 1)
            fail("dilated pooling is not supported");
    auto pads = intsAttr("pads");
    if (pads.empty())
        pads = {0, 0, 0, 0};
    if (pads.size() != 4 || pads[0] != pads[2] || pads[1] != pads[3])
        fail("asymmetric padding " + dimsText(pads) + " is not supported");
    auto op = addOp(type, {tensorOf(node_->input(0))}, {outputTensor()});
    op.attributes.ints["kernel"] = kernel;
    const auto strides = intsAttr("strides");
    op.attributes.ints["stride"] = strides.empty() ? std::vector<std::int64_t>{1, 1} : strides;
    op.attributes.ints["padding"] = {pads[0], pads[1]};
    if (intAttr("ceil_mode", 0) != 0)
        op.attributes.ints["ceilMode"] = {1};
}

void Importer::mapGlobalPool()
{
    // ONNX keeps the pooled axes as 1s: [C] viewed as [C, 1, 1].
    const auto pooled = newTensor(node_->output(0) + "/pooled", DataType::Float);
    addOp(OpType::GlobalAvgPool, {tensorOf(node_->input(0))}, {pooled}, "/pool");
    addOp(OpType::Reshape, {pooled}, {outputTensor()}, "/view").attributes.ints["shape"] = modelShape(out(0));
}

void Importer::mapView()
{
    // The batch axis stays where the same elements come before it in memory order; when no axis
    // of the batch's size is there, the batch is folded into another axis.
    const auto& x = in(0);
    auto& result = out(0);
    result.batchAxis = -1;
    if (x.kind == ValueKind::Activation && x.batchAxis >= 0) {
        const auto before = elements(Dims(x.dims.begin(), x.dims.begin() + x.batchAxis));
        std::int64_t product = 1;
        for (std::size_t j = 0; j < result.dims.size() && product <= before; product *= result.dims[j], ++j)
            if (product == before && result.dims[j] == batch_) {
                result.batchAxis = std::int32_t(j);
                break;
            }
    }
    const auto input = tensorOf(node_->input(0));
    const auto shape = modelShape(out(0));
    if (expectedShape_[std::size_t(input)] == shape)
        return forward();
    addOp(OpType::Reshape, {input}, {outputTensor()}).attributes.ints["shape"] = shape;
}

void Importer::mapTranspose()
{
    const auto& x = in(0);
    const auto rank = x.dims.size();
    auto perm = intsAttr("perm");
    if (perm.empty()) {
        perm.resize(rank);
        std::iota(perm.rbegin(), perm.rend(), 0);
    }
    // The batch axis goes where the permutation takes it; the model's permutation leaves it out.
    auto& result = out(0);
    result.batchAxis = -1;
    if (x.kind == ValueKind::Activation && x.batchAxis >= 0) {
        const auto at = std::find(perm.begin(), perm.end(), x.batchAxis) - perm.begin();
        result.batchAxis = std::int32_t(at);
        perm.erase(perm.begin() + at);
        for (auto& p : perm)
            if (p > x.batchAxis)
                --p;
    }
    std::vector<std::int64_t> identity(perm.size());
    std::iota(identity.begin(), identity.end(), 0);
    if (perm == identity)
        return forward();
    addOp(OpType::Transpose, {tensorOf(node_->input(0))}, {outputTensor()}).attributes.ints["perm"] = perm;
}

void Importer::mapConcat()
{
    const auto rank = modelShape(out(0)).size();
    std::vector<std::int32_t> inputs;
    for (int i = 0; i < node_->input_size(); ++i)
        inputs.push_back(tensorOf(node_->input(i), rank));
    addOp(OpType::Concat, std::move(inputs), {outputTensor()}).attributes.ints["axis"] = {
        modelAxis(intAttr("axis", 0), out(0))};
}

void Importer::mapSlice()
{
    const auto& x = in(0);
    std::vector<std::int64_t> starts, ends, axes, steps;
    if (opset_ < 10) {
        starts = intsAttr("starts");
        ends = intsAttr("ends");
        axes = intsAttr("axes");
    } else {
        starts = constantInts(1);
        ends = constantInts(2);
        if (hasInput(3))
            axes = constantInts(3);
        if (hasInput(4))
            steps = constantInts(4);
    }
    if (axes.empty()) {
        axes.resize(starts.size());
        std::iota(axes.begin(), axes.end(), 0);
    }
    struct Cut {
        std::int64_t axis, start, end, step;
    };
    std::vector<Cut> cuts;
    for (std::size_t k = 0; k < starts.size() && k < ends.size() && k < axes.size(); ++k) {
        const auto rank = std::int64_t(x.dims.size());
        const auto axis = axes[k] < 0 ? axes[k] + rank : axes[k];
        if (axis < 0 || axis >= rank)
            fail("slices axis " + std::to_string(axes[k]) + " of " + dimsText(x.dims));
        const auto dim = x.dims[std::size_t(axis)];
        const auto step = steps.empty() ? 1 : steps[k];
        if (step < 1)
            fail("slices with step " + std::to_string(step) + "; only positive steps are supported");
        const auto clampIndex = [dim](std::int64_t i) { return std::clamp<std::int64_t>(i < 0 ? i + dim : i, 0, dim); };
        const auto start = clampIndex(starts[k]);
        const auto end = clampIndex(ends[k]);
        if (start == 0 && end == dim && step == 1)
            continue;
        if (end <= start)
            fail("an empty slice of axis " + std::to_string(axis) + " of " + dimsText(x.dims));
        cuts.push_back({modelAxis(axis, x), start, end, step});
    }
    if (cuts.empty())
        return forward();
    auto current = tensorOf(node_->input(0));
    for (std::size_t k = 0; k < cuts.size(); ++k) {
        const bool last = k + 1 == cuts.size();
        const auto next = last ? outputTensor()
                               : newTensor(node_->output(0) + "/slice" + std::to_string(k), *dataTypeOf(x.elementType));
        auto op = addOp(OpType::Slice, {current}, {next}, last ? "" : "/slice" + std::to_string(k));
        op.attributes.ints["axis"] = {cuts[k].axis};
        op.attributes.ints["start"] = {cuts[k].start};
        op.attributes.ints["end"] = {cuts[k].end};
        if (cuts[k].step != 1)
            op.attributes.ints["step"] = {cuts[k].step};
        current = next;
    }
}

void Importer::mapSplit()
{
    const auto& x = in(0);
    const auto rank = std::int64_t(x.dims.size());
    auto axis = intAttr("axis", 0);
    axis = axis < 0 ? axis + rank : axis;
    std::vector<std::int64_t> sizes = opset_ >= 13 ? (hasInput(1) ? constantInts(1) : std::vector<std::int64_t>{})
                                                   : intsAttr("split");
    if (sizes.empty()) {
        const auto pieces = std::int64_t(node_->output_size());
        sizes.assign(std::size_t(pieces), x.dims.at(std::size_t(axis)) / pieces);
    }
    std::vector<std::int32_t> outputs;
    for (int i = 0; i < node_->output_size(); ++i)
        outputs.push_back(outputTensor(std::size_t(i)));
    auto op = addOp(OpType::Split, {tensorOf(node_->input(0))}, std::move(outputs));
    op.attributes.ints["axis"] = {modelAxis(axis, x)};
    op.attributes.ints["sizes"] = sizes;
}

void Importer::mapGather()
{
    const auto& data = in(0);
    const auto axis = intAttr("axis", 0);
    const auto indices = tensorOf(node_->input(1));
    if (data.kind == ValueKind::Parameter && data.dims.size() == 2 && (axis == 0 || axis == -2)) {
        // An embedding table looked up by token or position ids.
        addOp(OpType::Embedding, {indices, tensorOf(node_->input(0))}, {outputTensor()});
        return;
    }
    addOp(OpType::Gather, {tensorOf(node_->input(0)), indices}, {outputTensor()}).attributes.ints["axis"] = {
        modelAxis(axis, data)};
}

void Importer::mapExpand()
{
    const auto shape = modelShape(out(0));
    const auto input = tensorOf(node_->input(0), shape.size());
    // Expanding over the batch alone changes nothing per sample.
    if (expectedShape_[std::size_t(input)] == shape) {
        out(0).tensor = input;
        return;
    }
    addOp(OpType::Expand, {input}, {outputTensor()}).attributes.ints["shape"] = shape;
}

void Importer::mapPad()
{
    const auto& x = in(0);
    auto pads = opset_ >= 11 ? constantInts(1) : intsAttr("pads");
    const auto rank = x.dims.size();
    if (pads.size() != 2 * rank)
        fail("has " + std::to_string(pads.size()) + " pads for " + std::to_string(rank) + " axes");
    if (x.kind == ValueKind::Activation && x.batchAxis >= 0) {
        const auto axis = std::size_t(x.batchAxis);
        if (pads[axis] != 0 || pads[rank + axis] != 0)
            fail("pads the batch axis, which Tilescope's per-sample model cannot express");
        pads.erase(pads.begin() + std::ptrdiff_t(rank + axis));
        pads.erase(pads.begin() + std::ptrdiff_t(axis));
    }
    if (std::all_of(pads.begin(), pads.end(), [](auto p) { return p == 0; }))
        return forward();
    addOp(OpType::Pad, {tensorOf(node_->input(0))}, {outputTensor()}).attributes.ints["pads"] = pads;
}

void Importer::mapReduce(OpType type)
{
    const auto& x = in(0);
    std::vector<std::int64_t> axes = hasInput(1) ? constantInts(1) : intsAttr("axes");
    if (axes.empty()) {
        axes.resize(x.dims.size());
        std::iota(axes.begin(), axes.end(), 0);
    }
    std::vector<std::int64_t> modelAxes;
    for (const auto a : axes)
        modelAxes.push_back(modelAxis(a, x));
    auto op = addOp(type, {tensorOf(node_->input(0))}, {outputTensor()});
    op.attributes.ints["axes"] = modelAxes;
    op.attributes.ints["keepDims"] = {intAttr("keepdims", 1)};
}

void Importer::mapSoftmax()
{
    // Softmax-13 normalises along one axis (default the last); earlier ones over the flattened
    // axes from `axis` (default 1), which exporters set to the last axis.
    const auto fallback = opset_ >= 13 ? -1 : 1;
    addOp(OpType::Softmax, {tensorOf(node_->input(0))}, {outputTensor()}).attributes.ints["axis"] = {
        modelAxis(intAttr("axis", fallback), in(0))};
}

void Importer::mapDropout()
{
    // Dropout-12 and later take the ratio and the training mode as inputs (PyTorch's training
    // exports set training_mode); earlier ones are dropout in training only.
    double ratio = realAttr("ratio", 0.5);
    bool training = opset_ < 12 && !hasAttr("is_test");
    if (opset_ >= 12) {
        if (hasInput(1) && in(1).values)
            ratio = in(1).values->front();
        training = hasInput(2) && in(2).values && in(2).values->front() != 0;
    }
    if (!training || ratio <= 0.0)
        return forward();
    addOp(OpType::Dropout, {tensorOf(node_->input(0))}, {outputTensor()}).attributes.reals["ratio"] = ratio;
}

} // namespace tilescope::onnx_import
