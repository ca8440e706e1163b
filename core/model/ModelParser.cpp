// Checking a JSON model document and building its Model (ModelJson.cpp reads the file). Every
// rejection names the JSON pointer of the field at fault, so that a hand-written file can be fixed
// from the message alone.

#include "model/ModelParser.h"

#include "common/Error.h"
#include "common/JsonDocumentBuilder.h"
#include "model/ModelJson.h"
#include "model/NameIndex.h"
#include "target/Target.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>
#include <set>
#include <sstream>
#include <string_view>
#include <unordered_map>
#include <utility>

namespace tilescope::detail {
namespace {

using nlohmann::json;

constexpr std::int64_t kMaxPlacement = 1023; // pipeline stages and IPU indices

// Attributes that are real-valued even when written as an integer ("ratio": 0).
const std::set<std::string> kRealAttributes{"ratio", "epsilon", "scale", "momentum", "min", "max"};

const std::set<std::string> kTopKeys{"format", "version", "name", "description", "tensors", "ops"};
const std::set<std::string> kTensorKeys{"name", "shape", "parameter", "constant", "dataType"};
const std::set<std::string> kOpKeys{"name",   "type", "inputs",        "outputs",
                                    "attributes", "block", "pipelineStage", "ipu",
                                    "availableMemoryProportion", "partialsType", "checkpoint"};

std::string at(const std::string& pointer, const std::string& key)
{
    return pointer + "/" + jsonPointerToken(key);
}

std::string at(const std::string& pointer, std::size_t index)
{
    return pointer + "/" + std::to_string(index);
}

std::string joined(const std::set<std::string>& names)
{
    std::string text;
    for (const auto& name : names)
        text += (text.empty() ? "" : ", ") + name;
    return text;
}

[[noreturn]] void fail(ErrorCode code, const std::string& pointer, const std::string& message)
{
    throw Error(code, message, {}, pointer);
}

} // namespace

class ModelParser::Impl {
public:
    explicit Impl(const json& root) : root_(root) {}

    Model parse()
    {
        if (!root_.is_object())
            fail(ErrorCode::InvalidField, "", "a model file must hold a JSON object");
        checkHeader();
        checkKeys(root_, "", kTopKeys);
        model_.name = optionalString(root_, "", "name").value_or("model");
        if (root_.contains("description"))
            requireString(root_["description"], "/description");
        // A long model's names are hashed once: sized for its ops (and a weight and a bias each).
        if (const auto ops = root_.find("ops"); ops != root_.end() && ops->is_array()) {
            opNames_.reserve(ops->size());
            laterOutputs_.reserve(ops->size());
            tensorIds_.reserve(3 * ops->size());
            declaredAt_.reserve(3 * ops->size());
        }
        collectProducers();
        if (root_.contains("tensors")) {
            const auto& tensors = requireArray(root_["tensors"], "/tensors");
            for (std::size_t i = 0; i < tensors.size(); ++i)
                declareTensor(tensors[i], at("/tensors", i));
        }
        const auto& ops = requireArray(member(root_, "", "ops"), "/ops");
        if (ops.empty())
            fail(ErrorCode::InvalidModel, "/ops", "the model has no ops");
        for (std::size_t i = 0; i < ops.size(); ++i)
            parseOp(ops[i], i);
        inferShapes(model_);
        checkDeclaredShapes();
        return std::move(model_);
    }

    /// Streaming, when "tensors" begins (before the ops): the header.
    void beginTensors()
    {
        streaming_ = true;
        checkHeader();
        tensorsStreamed_ = true;
    }

    /// Streaming: the next element of "tensors".
    void addTensor(const json& value) { declareTensor(value, at("/tensors", tensorsRead_++)); }

    /// Streaming, when the ops begin: the header, and the tensors listed before the ops (unless
    /// they were streamed: their array in the document is then empty).
    void beginOps()
    {
        if (!streaming_)
            checkHeader();
        streaming_ = true;
        if (!tensorsStreamed_ && root_.contains("tensors")) {
            const auto& tensors = requireArray(root_["tensors"], "/tensors");
            for (std::size_t i = 0; i < tensors.size(); ++i)
                declareTensor(tensors[i], at("/tensors", i));
        }
    }

    /// Streaming: the next element of "ops".
    void addOp(const json& value) { parseOp(value, opsRead_++); }

    /// Streaming, after the whole file: the fields that may follow the ops, and the graph's checks.
    Model finishOps()
    {
        checkKeys(root_, "", kTopKeys);
        model_.name = optionalString(root_, "", "name").value_or("model");
        if (root_.contains("description"))
            requireString(root_["description"], "/description");
        if (opsRead_ == 0)
            fail(ErrorCode::InvalidModel, "/ops", "the model has no ops");
        checkOpNamesOnce();
        inferShapes(model_);
        checkDeclaredShapes();
        return std::move(model_);
    }

private:
    /// Marks tensor `id` produced by an op; false when it already was.
    bool markProduced(std::int32_t id)
    {
        if (produced_.size() <= std::size_t(id))
            produced_.resize(std::max(std::size_t(id) + 1, 2 * produced_.size()));
        const bool fresh = !produced_[std::size_t(id)];
        produced_[std::size_t(id)] = true;
        return fresh;
    }

    bool isProduced(std::int32_t id) const { return std::size_t(id) < produced_.size() && produced_[std::size_t(id)]; }

    /// Where the tensor `name` was declared (kept only for the messages of a file read whole: one
    /// that is streamed and fails is read again whole).
    std::string declaredAt(const std::string& name) const
    {
        const auto it = declaredAt_.find(name);
        return it == declaredAt_.end() ? "" : it->second;
    }

    void checkHeader()
    {
        const auto& format = requireString(member(root_, "", "format"), "/format");
        if (format != kModelFormat)
            fail(ErrorCode::InvalidField, "/format",
                 "not a Tilescope model: format is '" + format + "', expected '" + kModelFormat + "'");
        const auto& version = requireString(member(root_, "", "version"), "/version");
        int major = 0;
        int minor = 0;
        char dot = 0;
        std::istringstream in(version);
        if (!(in >> major >> dot >> minor) || dot != '.' || !in.eof() || major < 0 || minor < 0)
            fail(ErrorCode::InvalidField, "/version", "version '" + version + "' is not of the form 1.0");
        if (major > kModelMajorVersion)
            fail(ErrorCode::UnsupportedVersion, "/version",
                 "model version " + version + " is newer than this Tilescope reads (" +
                     std::to_string(kModelMajorVersion) + ".x); please update Tilescope");
        // A newer minor version may add fields: ignore those rather than reject the file.
        lenient_ = major == kModelMajorVersion && minor > kModelMinorVersion;
    }

    void checkKeys(const json& object, const std::string& pointer, const std::set<std::string>& known) const
    {
        if (lenient_)
            return;
        for (const auto& item : object.items())
            if (!known.count(item.key()))
                fail(ErrorCode::InvalidField, at(pointer, item.key()),
                     "unknown field '" + item.key() + "' (known fields here: " + joined(known) + ")");
    }

    static const json& member(const json& object, const std::string& pointer, const std::string& key)
    {
        const auto it = object.find(key);
        if (it == object.end())
            fail(ErrorCode::MissingField, at(pointer, key), "missing required field '" + key + "'");
        return *it;
    }

    static const std::string& requireString(const json& value, const std::string& pointer)
    {
        if (!value.is_string())
            fail(ErrorCode::InvalidField, pointer, "must be a string, not " + std::string(value.type_name()));
        return value.get_ref<const std::string&>();
    }

    /// The string `key` of `object`; the pointer to it is built only for an error.
    static const std::string& stringMember(const json& object, const std::string& pointer, const std::string& key)
    {
        const auto& value = member(object, pointer, key);
        return value.is_string() ? value.get_ref<const std::string&>() : requireString(value, at(pointer, key));
    }

    static const json& requireArray(const json& value, const std::string& pointer)
    {
        if (!value.is_array())
            fail(ErrorCode::InvalidField, pointer, "must be an array, not " + std::string(value.type_name()));
        return value;
    }

    static std::optional<std::string> optionalString(const json& object, const std::string& pointer,
                                                     const std::string& key)
    {
        const auto it = object.find(key);
        if (it == object.end())
            return std::nullopt;
        return requireString(*it, at(pointer, key));
    }

    static std::int64_t requireInteger(const json& value, const std::string& pointer)
    {
        if (!value.is_number_integer())
            fail(ErrorCode::InvalidField, pointer, "must be an integer, not " + value.dump());
        if (value.is_number_unsigned() && value.get<std::uint64_t>() > std::uint64_t(INT64_MAX))
            fail(ErrorCode::InvalidField, pointer, "absurd value " + value.dump());
        return value.get<std::int64_t>();
    }

    /// A shape: every dimension at least 1 and at most 2^31, at most 2^40 elements in all.
    static std::vector<std::int64_t> parseShape(const json& value, const std::string& pointer)
    {
        requireArray(value, pointer);
        std::vector<std::int64_t> shape;
        std::int64_t elements = 1;
        for (std::size_t i = 0; i < value.size(); ++i) {
            // The pointer to the dimension is built only for an error: a long model has a million.
            const auto& item = value[i];
            const bool plain = item.is_number_integer() &&
                               !(item.is_number_unsigned() && item.get<std::uint64_t>() > std::uint64_t(INT64_MAX));
            const auto dim = plain ? item.get<std::int64_t>() : requireInteger(item, at(pointer, i));
            if (dim < 1)
                fail(ErrorCode::InvalidField, at(pointer, i),
                     "dimension " + std::to_string(dim) + " must be at least 1");
            if (dim > kMaxDimension)
                fail(ErrorCode::InvalidField, at(pointer, i),
                     "absurd dimension " + std::to_string(dim) + " (more than 2^31)");
            // Checked before multiplying: 2^40 elements times a 2^31 dimension would overflow.
            if (dim > kMaxElements / elements)
                fail(ErrorCode::InvalidField, pointer, "absurd shape: more than 2^40 elements");
            elements *= dim;
            shape.push_back(dim);
        }
        return shape;
    }

    /// Op outputs by name, so that a tensor read before its op can be told from an unknown one.
    void collectProducers()
    {
        const auto it = root_.find("ops");
        if (it == root_.end() || !it->is_array())
            return;
        for (std::size_t i = 0; i < it->size(); ++i) {
            const auto& op = (*it)[i];
            if (!op.is_object())
                continue;
            const auto outputs = op.find("outputs");
            if (outputs == op.end()) {
                if (const auto name = op.find("name"); name != op.end() && name->is_string())
                    laterOutputs_.emplace(name->get<std::string>(), i);
            } else if (outputs->is_array()) {
                for (const auto& output : *outputs) {
                    const json* name = output.is_object() && output.contains("name") ? &output["name"] : &output;
                    if (name->is_string())
                        laterOutputs_.emplace(name->get<std::string>(), i);
                }
            }
        }
    }

    /// A tensor object {"name", "shape", "parameter", "dataType"}; returns its id.
    std::int32_t declareTensor(const json& value, const std::string& pointer)
    {
        if (!value.is_object())
            fail(ErrorCode::InvalidField, pointer, "a tensor must be an object with a name");
        checkKeys(value, pointer, kTensorKeys);
        Tensor tensor;
        tensor.name = stringMember(value, pointer, "name");
        if (tensor.name.empty())
            fail(ErrorCode::InvalidField, at(pointer, "name"), "a tensor name must not be empty");
        for (const auto* key : {"parameter", "constant"}) {
            const auto it = value.find(key);
            if (it == value.end())
                continue;
            if (!it->is_boolean())
                fail(ErrorCode::InvalidField, at(pointer, key), "must be true or false");
            (std::string(key) == "parameter" ? tensor.parameter : tensor.constant) = it->get<bool>();
        }
        if (tensor.parameter && tensor.constant)
            fail(ErrorCode::InvalidField, at(pointer, "constant"),
                 "tensor '" + tensor.name + "' cannot be both a parameter and a constant");
        const bool fullShape = tensor.parameter || tensor.constant;
        if (const auto it = value.find("shape"); it != value.end()) {
            auto where = at(pointer, "shape");
            auto shape = parseShape(*it, where);
            if (fullShape)
                tensor.shape = std::move(shape);
            else // an activation's: checked against the shape its op computes (checkDeclaredShapes)
                declaredShapes_.emplace(std::int32_t(model_.tensors.size()),
                                        std::make_pair(std::move(shape), std::move(where)));
        }
        else if (fullShape)
            fail(ErrorCode::MissingField, at(pointer, "shape"),
                 std::string(tensor.parameter ? "parameter" : "constant") + " '" + tensor.name +
                     "' needs a shape (its full shape, e.g. [64, 3, 7, 7])");
        if (const auto type = optionalString(value, pointer, "dataType")) {
            const auto parsed = parseDataType(*type);
            if (!parsed)
                fail(ErrorCode::InvalidField, at(pointer, "dataType"),
                     "unknown data type '" + *type + "' (known: half, float, int32, bool)");
            tensor.dataType = *parsed;
        }
        if (tensorIds_.find(tensor.name))
            fail(ErrorCode::InvalidModel, at(pointer, "name"),
                 "duplicate tensor name '" + tensor.name + "' (already declared at " + declaredAt(tensor.name) + ")");
        if (!streaming_)
            declaredAt_.emplace(tensor.name, pointer);
        const auto id = std::int32_t(model_.tensors.size());
        model_.tensors.push_back(std::move(tensor));
        tensorIds_.add(std::size_t(id));
        return id;
    }

    std::int32_t parseInput(const json& value, const std::string& pointer, std::size_t opIndex)
    {
        if (value.is_object())
            return declareTensor(value, pointer);
        const auto& name = requireString(value, pointer);
        if (const auto id = tensorIds_.find(name))
            return std::int32_t(*id);
        if (const auto later = laterOutputs_.find(name); later != laterOutputs_.end() && later->second >= opIndex)
            fail(ErrorCode::InvalidModel, pointer,
                 "tensor '" + name + "' is read before /ops/" + std::to_string(later->second) +
                     " produces it (ops must be listed in execution order)");
        fail(ErrorCode::InvalidModel, pointer,
             "unknown tensor '" + name + "': not an earlier op's output, nor declared in /tensors or inline");
    }

    std::int32_t parseOutput(const json& value, const std::string& pointer)
    {
        const std::string& name =
            value.is_object() ? requireString(member(value, pointer, "name"), at(pointer, "name"))
                              : requireString(value, pointer);
        const auto existing = tensorIds_.find(name);
        if (!existing) {
            const auto id = value.is_object() ? declareTensor(value, pointer) : addTensor(name, pointer);
            markProduced(id);
            return id;
        }
        // Declared earlier in /tensors (for its data type or expected shape): this op produces it.
        const auto id = std::int32_t(*existing);
        if (value.is_object())
            fail(ErrorCode::InvalidModel, pointer,
                 "duplicate tensor name '" + name + "' (already declared at " + declaredAt(name) + ")");
        if (model_.tensors[std::size_t(id)].parameter || model_.tensors[std::size_t(id)].constant)
            fail(ErrorCode::InvalidModel, pointer, "'" + name + "' is a parameter or a constant; an op cannot produce it");
        if (!markProduced(id))
            fail(ErrorCode::InvalidModel, pointer,
                 "duplicate tensor name '" + name + "': another op already produces it");
        return id;
    }

    std::int32_t addTensor(const std::string& name, const std::string& pointer)
    {
        if (name.empty())
            fail(ErrorCode::InvalidField, pointer, "a tensor name must not be empty");
        const auto id = std::int32_t(model_.tensors.size());
        if (!streaming_)
            declaredAt_.emplace(name, pointer);
        model_.tensors.push_back(Tensor{name, {}, false, DataType::Float});
        tensorIds_.add(std::size_t(id));
        return id;
    }

    OpAttributes parseAttributes(const json& value, const std::string& pointer) const
    {
        if (!value.is_object())
            fail(ErrorCode::InvalidField, pointer, "attributes must be an object");
        OpAttributes attributes;
        for (const auto& item : value.items()) {
            const auto& key = item.key();
            const auto& v = item.value();
            const auto where = at(pointer, key);
            if (v.is_number_float() || (v.is_number() && kRealAttributes.count(key))) {
                attributes.reals[key] = v.get<double>();
            } else if (v.is_number_integer()) {
                attributes.ints[key] = {requireInteger(v, where)};
            } else if (v.is_array()) {
                std::vector<std::int64_t> values;
                for (std::size_t i = 0; i < v.size(); ++i)
                    values.push_back(requireInteger(v[i], at(where, i)));
                attributes.ints[key] = std::move(values);
            } else {
                fail(ErrorCode::InvalidField, where, "an attribute must be a number or a list of integers");
            }
        }
        return attributes;
    }

    void parseOp(const json& value, std::size_t index)
    {
        const auto pointer = at("/ops", index);
        if (!value.is_object())
            fail(ErrorCode::InvalidField, pointer, "an op must be an object");
        checkKeys(value, pointer, kOpKeys);
        Op op;
        op.name = stringMember(value, pointer, "name");
        if (op.name.empty())
            fail(ErrorCode::InvalidField, at(pointer, "name"), "an op name must not be empty");
        // Streamed, op names are checked once the ops are all read (finishOps): a file that fails
        // is read again whole, which names the first duplicate where it is.
        if (!streaming_)
            expectNewOpName(op.name, pointer);
        const auto& typeName = stringMember(value, pointer, "type");
        const auto type = parseOpType(typeName);
        if (!type) {
            std::string known;
            for (const auto& name : opTypeNames())
                known += (known.empty() ? "" : ", ") + name;
            fail(ErrorCode::InvalidModel, at(pointer, "type"),
                 "unknown op type '" + typeName + "' (known types: " + known + ")");
        }
        op.type = *type;
        if (const auto it = value.find("attributes"); it != value.end())
            op.attributes = parseAttributes(*it, at(pointer, "attributes"));
        if (op.type == OpType::Input) {
            if (!op.attributes.ints.count("shape"))
                fail(ErrorCode::MissingField, at(at(pointer, "attributes"), "shape"),
                     "an input op needs the per-sample shape of its tensor, e.g. \"attributes\": {\"shape\": [3, 224, 224]}");
            parseShape(value.at("attributes").at("shape"), at(at(pointer, "attributes"), "shape"));
        }
        if (const auto it = value.find("inputs"); it != value.end()) {
            const auto inputsPointer = at(pointer, "inputs");
            requireArray(*it, inputsPointer);
            for (std::size_t i = 0; i < it->size(); ++i)
                op.inputs.push_back(parseInput((*it)[i], at(inputsPointer, i), index));
        } else if (op.type != OpType::Input) {
            fail(ErrorCode::MissingField, at(pointer, "inputs"), "missing required field 'inputs'");
        }
        if (const auto it = value.find("outputs"); it != value.end()) {
            requireArray(*it, at(pointer, "outputs"));
            if (it->size() != 1 && op.type != OpType::Split)
                fail(ErrorCode::InvalidModel, at(pointer, "outputs"), "an op other than split has exactly one output");
            if (it->empty())
                fail(ErrorCode::InvalidModel, at(pointer, "outputs"), "a split has one output per piece");
            for (std::size_t o = 0; o < it->size(); ++o)
                op.outputs.push_back(parseOutput((*it)[o], at(at(pointer, "outputs"), o)));
        } else {
            op.outputs.push_back(parseOutput(json(op.name), at(pointer, "name")));
        }
        parsePlacement(value, pointer, op);
        model_.ops.push_back(std::move(op));
        if (!streaming_)
            opNames_.add(model_.ops.size() - 1);
    }

    void expectNewOpName(std::string_view name, const std::string& pointer) const
    {
        if (const auto earlier = opNames_.find(name))
            fail(ErrorCode::InvalidModel, at(pointer, "name"),
                 "duplicate op name '" + std::string(name) + "' (also /ops/" + std::to_string(*earlier) + ")");
    }

    /// Streaming, after the ops: no op name is given twice. The table of tensor names is dropped
    /// first (no op reads a tensor any more), so that a long model never holds both tables at once.
    void checkOpNamesOnce()
    {
        tensorIds_.release();
        opNames_.reserve(model_.ops.size());
        for (std::size_t i = 0; i < model_.ops.size(); ++i) {
            expectNewOpName(model_.ops[i].name, at("/ops", i));
            opNames_.add(i);
        }
        opNames_.release();
    }

    void parsePlacement(const json& value, const std::string& pointer, Op& op) const
    {
        op.block = optionalString(value, pointer, "block").value_or("");
        for (const auto* key : {"pipelineStage", "ipu"}) {
            const auto it = value.find(key);
            if (it == value.end())
                continue;
            const auto number = requireInteger(*it, at(pointer, key));
            if (std::string_view(key) == "ipu" && (number < 0 || number >= std::int64_t(kMaxIpusPerReplica)))
                fail(ErrorCode::InvalidField, at(pointer, key),
                     "ipu " + std::to_string(number) + " is out of range (0.." +
                         std::to_string(kMaxIpusPerReplica - 1) + "): a program spans at most " +
                         std::to_string(kMaxIpusPerReplica) + " IPUs");
            if (number < 0 || number > kMaxPlacement)
                fail(ErrorCode::InvalidField, at(pointer, key),
                     std::string(key) + " " + std::to_string(number) + " is out of range (0.." +
                         std::to_string(kMaxPlacement) + ")");
            (std::string(key) == "ipu" ? op.ipu : op.pipelineStage) = std::int32_t(number);
        }
        if (const auto it = value.find("availableMemoryProportion"); it != value.end()) {
            const auto where = at(pointer, "availableMemoryProportion");
            if (!it->is_number())
                fail(ErrorCode::InvalidField, where, "must be a number in (0, 1]");
            const auto amp = it->get<double>();
            if (!(amp > 0.0 && amp <= 1.0))
                fail(ErrorCode::InvalidField, where,
                     "availableMemoryProportion " + it->dump() + " is outside (0, 1]");
            op.availableMemoryProportion = amp;
        }
        if (const auto partials = optionalString(value, pointer, "partialsType")) {
            if (*partials != "half" && *partials != "float")
                fail(ErrorCode::InvalidField, at(pointer, "partialsType"),
                     "unknown partials type '" + *partials + "' (expected half or float)");
            op.partialsType = *partials == "half" ? DataType::Half : DataType::Float;
        }
        if (const auto it = value.find("checkpoint"); it != value.end()) {
            if (!it->is_boolean())
                fail(ErrorCode::InvalidField, at(pointer, "checkpoint"), "must be true or false");
            op.checkpoint = it->get<bool>();
        }
    }

    /// Output shapes written in the file are checks: they must equal what the ops compute.
    void checkDeclaredShapes() const
    {
        for (const auto& [id, declared] : declaredShapes_) {
            const auto& tensor = model_.tensors[std::size_t(id)];
            if (!tensor.parameter && !tensor.constant && isProduced(id) && tensor.shape != declared.first)
                fail(ErrorCode::InvalidModel, declared.second,
                     "tensor '" + tensor.name + "' is declared with shape " + json(declared.first).dump() +
                         " but its op computes " + json(tensor.shape).dump());
        }
    }

    const json& root_;
    Model model_;
    bool lenient_ = false;
    NameIndex<TensorTable> tensorIds_{model_.tensors};
    std::unordered_map<std::string, std::string> declaredAt_;
    NameIndex<OpTable> opNames_{model_.ops};
    std::unordered_map<std::string, std::size_t> laterOutputs_;
    std::map<std::int32_t, std::pair<std::vector<std::int64_t>, std::string>> declaredShapes_;
    std::vector<bool> produced_; // by tensor id
    bool streaming_ = false;
    bool tensorsStreamed_ = false;
    std::size_t tensorsRead_ = 0; // streaming
    std::size_t opsRead_ = 0;     // streaming
};

ModelParser::ModelParser(const json& root) : impl_(std::make_unique<Impl>(root)) {}
ModelParser::~ModelParser() = default;

Model ModelParser::parse()
{
    return impl_->parse();
}

void ModelParser::beginTensors()
{
    impl_->beginTensors();
}

void ModelParser::addTensor(const json& value)
{
    impl_->addTensor(value);
}

void ModelParser::beginOps()
{
    impl_->beginOps();
}

void ModelParser::addOp(const json& value)
{
    impl_->addOp(value);
}

Model ModelParser::finishOps()
{
    return impl_->finishOps();
}

} // namespace tilescope::detail
