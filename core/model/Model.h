#pragma once
// The model graph the simulator compiles: tensors and ops in topological order, framework-level
// (what a PyTorch or ONNX graph holds), before any IPU-specific lowering.
//
// Shapes of activations are per sample (no batch dimension): the batch size is a compile option.
// Parameters (weights, biases, embeddings, norm scales) carry their full shape.

#include "model/AttributeMap.h"
#include "model/CompactString.h"
#include "model/IdList.h"
#include "model/InlineVector.h"
#include "model/PackedOptional.h"
#include "model/TensorShape.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace tilescope {

enum class OpType : std::uint8_t {
    Input,          // a model input streamed from the host; output shape from attribute "shape"
    Conv2d,         // inputs: x [C,H,W], weight [O, C/groups, kh, kw], optional bias [O];
                    // attributes "stride", "padding" (each side), "dilation" (1 or 2 values), "groups"
    MatMul,         // inputs: a [.., M, K], b [.., K, N] (b a parameter or an activation; batch dims
                    // broadcast); real attribute "scale" multiplies the product (attention's 1/sqrt(d))
    Linear,         // inputs: x [.., K], weight [N, K], optional bias [N]
    BatchNorm,      // inputs: x [C, ...], scale [C], bias [C] (running stats are buffers, not parameters)
    LayerNorm,      // inputs: x [.., D], scale [D], bias [D]
    GroupNorm,      // inputs: x [C, ...], scale [C], bias [C]; attribute "groups"
    Relu,
    Gelu,
    Sigmoid,
    Tanh,
    Add,            // elementwise, two inputs of one shape (or broadcast of the second)
    Mul,
    MaxPool,        // attributes "kernel", "stride", "padding"
    AvgPool,
    GlobalAvgPool,  // [C,H,W] -> [C]
    Softmax,        // attribute "axis" (default last)
    Embedding,      // inputs: indices [S] (int), table [V, D] -> [S, D]
    Reshape,        // attribute "shape" (per sample)
    Transpose,      // attribute "perm" (per-sample axes)
    Concat,         // attribute "axis" (per-sample axis)
    Dropout,        // attribute "ratio"
    CrossEntropy,   // inputs: logits [.., C], labels -> scalar loss per sample
    NllLoss,
    Flatten,        // [C,H,W] -> [C*H*W]
    Slice,          // attributes "axis", "start", "end" (per-sample axis, end exclusive), "step": BERT's [CLS] token
    // Ops of imported graphs (ONNX). Elementwise ones broadcast as numpy does (elementwiseArity).
    Relu6,          // MobileNet's activation: min(max(x, 0), 6)
    Clip,           // real attributes "min", "max"
    Erf,
    Sqrt,
    Reciprocal,
    Neg,
    Exp,
    Log,
    Abs,
    HardSigmoid,
    HardSwish,
    Cast,           // to the data type declared for its output
    Not,
    Sub,
    Div,
    Pow,
    Max,
    Min,
    Equal,
    Less,
    Greater,
    Where,          // inputs: condition (bool), x, y
    ReduceMean,     // attributes "axes" (per-sample; default all), "keepDims" (1)
    ReduceSum,
    ReduceMax,
    Pad,            // attribute "pads": [begin of each axis..., end of each axis...] (per sample)
    Split,          // attributes "axis", "sizes"; one output per size
    Gather,         // inputs: x, indices (int32); attribute "axis"
    Expand,         // attribute "shape" (per sample): x broadcast to it
};

enum class DataType : std::uint8_t { Half, Float, Int32, Bool };

struct Tensor {
    CompactString name;
    // The flags below fill the 4 bytes of padding at the end of a TensorShape: a tensor takes 48.
    [[no_unique_address]] TensorShape shape; // per sample for activations, full for parameters
    bool parameter = false;          // a trainable weight: counted in parameters, always-live
    DataType dataType = DataType::Float; // Int32 for indices/labels; the precision option overrides floats
    bool constant = false;           // a value that is not trained (a mask, position ids, a scalar): always live
};

/// Integer-list attributes (kernel, stride, padding, dilation, groups, shape, perm, axis) and
/// real-valued ones (ratio, epsilon). Missing attributes take the op's documented defaults.
struct OpAttributes {
    /// An integer list: two values held inline (a kernel, a stride, a dilation), more on the heap.
    using IntList = InlineVector<std::int64_t, 2>;

    AttributeMap<IntList> ints;
    AttributeMap<double> reals;

    /// The integer list `key`, or `fallback` when absent.
    std::vector<std::int64_t> intsOr(const std::string& key, std::vector<std::int64_t> fallback) const;
    /// The single integer `key`, or `fallback` when absent.
    std::int64_t intOr(const std::string& key, std::int64_t fallback) const;
    double realOr(const std::string& key, double fallback) const;
};

// The small fields follow each IdList, in the 4 bytes of padding at its end ([[no_unique_address]]):
// an op takes 88 bytes, and a model of 10^6 layers holds a million of them.
struct Op {
    CompactString name;
    [[no_unique_address]] IdList inputs; // tensor ids, activations first then parameters
    PackedOptional<std::int32_t, std::int16_t> pipelineStage; // at most 1023, as the model format allows
    PackedOptional<std::int32_t, std::int16_t> ipu;
    [[no_unique_address]] IdList outputs; // tensor ids
    std::optional<DataType> partialsType; // Half or Float
    OpType type = OpType::Relu;
    bool checkpoint = false; // a recomputation checkpoint: its output is stashed, never recomputed
    OpAttributes attributes;
    CompactString block;                              // layer / block name for grouping ("layer1.0")
    PackedOptional<double> availableMemoryProportion; // per-op override
};

struct Model {
    std::string name;
    std::vector<Tensor> tensors;
    std::vector<Op> ops; // topological order
};

/// "conv2d", "matmul", ... (the names of the JSON model format).
std::string opTypeName(OpType type);
/// The op type of a JSON name; nullopt for an unknown one.
std::optional<OpType> parseOpType(const std::string& name);
/// Every op type's JSON name, in declaration order (for "known types are ..." messages).
std::vector<std::string> opTypeNames();

/// Inputs of an elementwise op: 1 (relu, cast ...), 2 (add, pow, equal ...) or 3 (where); 0 for any other op.
std::uint32_t elementwiseArity(OpType type);

/// True for the ops that produce a loss (crossentropy, nllloss).
bool isLossOp(OpType type);

/// "half", "float", "int32" or "bool" (the names of the JSON model format).
std::string dataTypeName(DataType type);
/// The data type of a JSON name ("half"/"float16", "float"/"float32", "int32", "bool"); nullopt if unknown.
std::optional<DataType> parseDataType(const std::string& name);

/// The limits of every shape a model may have: a dimension or tensor beyond them is not a plausible
/// model (and would overflow byte counts). docs/MODEL_FORMAT.md states them.
constexpr std::int64_t kMaxDimension = std::int64_t(1) << 31;
constexpr std::int64_t kMaxElements = std::int64_t(1) << 40;

/// Total elements of a shape (1 for a scalar).
std::int64_t elementCount(std::span<const std::int64_t> shape);

/// Number of trainable parameters (elements of parameter tensors; constants are not parameters).
std::uint64_t parameterCount(const Model& model);

/// Removes the loss ops, what reads their losses (a sum of losses), and the inputs and ops that only
/// feed them besides the prediction (the labels): an inference program computes no loss. Returns
/// how many ops were removed; tensors keep their ids.
std::size_t removeLoss(Model& model);

/// Multiply-accumulates of one op for one sample: conv2d, matmul and linear only, as fvcore and the
/// torchvision tables count them (0 for norms, pooling and elementwise ops). Needs inferred shapes.
std::uint64_t opMacsPerSample(const Model& model, const Op& op);

/// Elements of the parameter tensors `op` reads (a parameter shared by two ops counts for both).
std::uint64_t opParameterCount(const Model& model, const Op& op);

/// Multiply-accumulates of the whole forward pass for one sample.
std::uint64_t macsPerSample(const Model& model);

/// Activation bytes of one sample's forward pass (sum of non-parameter op outputs at `bytesPerElement`;
/// int32 outputs such as token ids and labels count 4 bytes, bool ones 1). Needs inferred shapes.
std::uint64_t activationBytesPerSample(const Model& model, std::uint32_t bytesPerElement);

/// Infers every op output's shape from its inputs and attributes, in place, and checks the graph
/// (ids in range, each tensor produced once, inputs produced before use, shapes compatible).
/// Throws Error(InvalidModel) naming the op ("/ops/12 (layer1.0.conv2)") and what is wrong.
void inferShapes(Model& model);

} // namespace tilescope
