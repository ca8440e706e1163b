// Names of op types and the per-sample figures of a model: parameters, MACs, activation bytes.

#include "model/Model.h"

#include "model/TensorUses.h"

#include <algorithm>
#include <array>
#include <utility>

namespace tilescope {
namespace {

constexpr std::array<std::pair<OpType, const char*>, 55> kOpTypeNames{{
    {OpType::Input, "input"},
    {OpType::Conv2d, "conv2d"},
    {OpType::MatMul, "matmul"},
    {OpType::Linear, "linear"},
    {OpType::BatchNorm, "batchnorm"},
    {OpType::LayerNorm, "layernorm"},
    {OpType::GroupNorm, "groupnorm"},
    {OpType::Relu, "relu"},
    {OpType::Gelu, "gelu"},
    {OpType::Sigmoid, "sigmoid"},
    {OpType::Tanh, "tanh"},
    {OpType::Add, "add"},
    {OpType::Mul, "mul"},
    {OpType::MaxPool, "maxpool"},
    {OpType::AvgPool, "avgpool"},
    {OpType::GlobalAvgPool, "globalavgpool"},
    {OpType::Softmax, "softmax"},
    {OpType::Embedding, "embedding"},
    {OpType::Reshape, "reshape"},
    {OpType::Transpose, "transpose"},
    {OpType::Concat, "concat"},
    {OpType::Dropout, "dropout"},
    {OpType::CrossEntropy, "crossentropy"},
    {OpType::NllLoss, "nllloss"},
    {OpType::Flatten, "flatten"},
    {OpType::Slice, "slice"},
    {OpType::Relu6, "relu6"},
    {OpType::Clip, "clip"},
    {OpType::Erf, "erf"},
    {OpType::Sqrt, "sqrt"},
    {OpType::Reciprocal, "reciprocal"},
    {OpType::Neg, "neg"},
    {OpType::Exp, "exp"},
    {OpType::Log, "log"},
    {OpType::Abs, "abs"},
    {OpType::HardSigmoid, "hardsigmoid"},
    {OpType::HardSwish, "hardswish"},
    {OpType::Cast, "cast"},
    {OpType::Not, "not"},
    {OpType::Sub, "sub"},
    {OpType::Div, "div"},
    {OpType::Pow, "pow"},
    {OpType::Max, "max"},
    {OpType::Min, "min"},
    {OpType::Equal, "equal"},
    {OpType::Less, "less"},
    {OpType::Greater, "greater"},
    {OpType::Where, "where"},
    {OpType::ReduceMean, "reducemean"},
    {OpType::ReduceSum, "reducesum"},
    {OpType::ReduceMax, "reducemax"},
    {OpType::Pad, "pad"},
    {OpType::Split, "split"},
    {OpType::Gather, "gather"},
    {OpType::Expand, "expand"},
}};

TensorView tensorAt(const Model& model, std::int32_t id)
{
    return model.tensors.at(std::size_t(id));
}

} // namespace

std::vector<std::int64_t> OpAttributes::intsOr(const std::string& key, std::vector<std::int64_t> fallback) const
{
    const auto it = ints.find(key);
    return it == ints.end() ? fallback : it->second.vector();
}

std::int64_t OpAttributes::intOr(const std::string& key, std::int64_t fallback) const
{
    const auto it = ints.find(key);
    return it == ints.end() || it->second.empty() ? fallback : it->second.front();
}

double OpAttributes::realOr(const std::string& key, double fallback) const
{
    const auto it = reals.find(key);
    return it == reals.end() ? fallback : it->second;
}

std::string opTypeName(OpType type)
{
    for (const auto& [t, name] : kOpTypeNames)
        if (t == type)
            return name;
    return "unknown";
}

std::optional<OpType> parseOpType(const std::string& name)
{
    for (const auto& [t, known] : kOpTypeNames)
        if (name == known)
            return t;
    return std::nullopt;
}

std::vector<std::string> opTypeNames()
{
    std::vector<std::string> names;
    names.reserve(kOpTypeNames.size());
    for (const auto& entry : kOpTypeNames)
        names.emplace_back(entry.second);
    return names;
}

std::uint32_t elementwiseArity(OpType type)
{
    switch (type) {
    case OpType::Relu:
    case OpType::Gelu:
    case OpType::Sigmoid:
    case OpType::Tanh:
    case OpType::Relu6:
    case OpType::Clip:
    case OpType::Erf:
    case OpType::Sqrt:
    case OpType::Reciprocal:
    case OpType::Neg:
    case OpType::Exp:
    case OpType::Log:
    case OpType::Abs:
    case OpType::HardSigmoid:
    case OpType::HardSwish:
    case OpType::Cast:
    case OpType::Not: return 1;
    case OpType::Add:
    case OpType::Mul:
    case OpType::Sub:
    case OpType::Div:
    case OpType::Pow:
    case OpType::Max:
    case OpType::Min:
    case OpType::Equal:
    case OpType::Less:
    case OpType::Greater: return 2;
    case OpType::Where: return 3;
    default: return 0;
    }
}

bool isLossOp(OpType type)
{
    return type == OpType::CrossEntropy || type == OpType::NllLoss;
}

std::size_t removeLoss(Model& model)
{
    const TensorUses uses(model);
    // Forward from the loss ops: whatever reads a loss is loss too (BERT pre-training adds its two
    // losses into one).
    std::vector<bool> removed(model.ops.size(), false), lossTensor(model.tensors.size(), false);
    for (std::size_t i = 0; i < model.ops.size(); ++i) {
        const auto& op = model.ops[i];
        removed[i] = isLossOp(op.type) || std::ranges::any_of(op.inputs, [&](std::int32_t id) {
                         return lossTensor.at(std::size_t(id));
                     });
        if (removed[i])
            for (const auto id : op.outputs)
                lossTensor.at(std::size_t(id)) = true;
    }
    // Backward from them: what is left read only by removed ops goes (the labels and whatever
    // prepares them), but never the prediction a loss reads first: it is the program's output.
    // Ops are in topological order, so walking back decides every reader before its producer.
    std::vector<bool> prediction(model.tensors.size(), false);
    for (const auto& op : model.ops)
        if (isLossOp(op.type) && !op.inputs.empty())
            prediction.at(std::size_t(op.inputs.front())) = true;
    for (std::size_t i = model.ops.size(); i-- > 0;) {
        const auto& op = model.ops[i];
        if (removed[i] || op.outputs.empty())
            continue;
        bool read = false, readOnlyByRemoved = true;
        for (const auto id : op.outputs) {
            if (prediction[std::size_t(id)])
                readOnlyByRemoved = false;
            for (const auto reader : uses.readers(id)) {
                read = true;
                readOnlyByRemoved = readOnlyByRemoved && removed[std::size_t(reader)];
            }
        }
        removed[i] = read && readOnlyByRemoved;
    }
    removed.flip();
    return model.ops.keepOnly(removed);
}

std::int64_t elementCount(std::span<const std::int64_t> shape)
{
    std::int64_t count = 1;
    for (const auto dim : shape)
        count *= dim;
    return count;
}

std::uint64_t parameterCount(const Model& model)
{
    std::uint64_t count = 0;
    for (const auto& tensor : model.tensors)
        if (tensor.parameter)
            count += std::uint64_t(elementCount(tensor.shape));
    return count;
}

std::uint64_t opMacsPerSample(const Model& model, const OpView& op)
{
    if (op.inputs.size() < 2 || op.outputs.empty())
        return 0;
    const auto& out = tensorAt(model, op.outputs.front()).shape;
    const auto& weight = tensorAt(model, op.inputs[1]).shape;
    switch (op.type) {
    case OpType::Conv2d:
        // Every output element sums C/groups x kh x kw products: weight [O, C/groups, kh, kw].
        if (weight.size() != 4)
            return 0;
        return std::uint64_t(elementCount(out)) * std::uint64_t(weight[1] * weight[2] * weight[3]);
    case OpType::Linear:
        // Every output element is a dot product of length K: weight [N, K].
        if (weight.size() != 2)
            return 0;
        return std::uint64_t(elementCount(out)) * std::uint64_t(weight[1]);
    case OpType::MatMul: {
        // a [.., M, K]: every output element is a dot product of length K.
        const auto& a = tensorAt(model, op.inputs[0]).shape;
        if (a.empty())
            return 0;
        return std::uint64_t(elementCount(out)) * std::uint64_t(a.back());
    }
    default:
        return 0;
    }
}

std::uint64_t macsPerSample(const Model& model)
{
    std::uint64_t macs = 0;
    for (const auto& op : model.ops)
        macs += opMacsPerSample(model, op);
    return macs;
}

std::uint64_t activationBytesPerSample(const Model& model, std::uint32_t bytesPerElement)
{
    std::uint64_t bytes = 0;
    for (const auto& op : model.ops)
        for (const auto id : op.outputs) {
            const auto& tensor = tensorAt(model, id);
            if (tensor.parameter)
                continue;
            const std::uint64_t elementBytes = tensor.dataType == DataType::Int32 ? 4
                                               : tensor.dataType == DataType::Bool ? 1
                                                                                   : bytesPerElement;
            bytes += std::uint64_t(elementCount(tensor.shape)) * elementBytes;
        }
    return bytes;
}

std::uint64_t opParameterCount(const Model& model, const OpView& op)
{
    std::uint64_t count = 0;
    for (const auto id : op.inputs) {
        const auto& tensor = tensorAt(model, id);
        if (tensor.parameter)
            count += std::uint64_t(elementCount(tensor.shape));
    }
    return count;
}

std::string dataTypeName(DataType type)
{
    switch (type) {
    case DataType::Half: return "half";
    case DataType::Float: return "float";
    case DataType::Int32: return "int32";
    case DataType::Bool: return "bool";
    }
    return "float";
}

std::optional<DataType> parseDataType(const std::string& name)
{
    if (name == "half" || name == "float16")
        return DataType::Half;
    if (name == "float" || name == "float32")
        return DataType::Float;
    if (name == "int32")
        return DataType::Int32;
    if (name == "bool")
        return DataType::Bool;
    return std::nullopt;
}

} // namespace tilescope
