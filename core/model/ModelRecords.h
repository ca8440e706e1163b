#pragma once
// What a model is made of, one op or tensor at a time: the records a model is built from (by the
// JSON and ONNX readers and the built-in generators) before a Model holds them as columns
// (ModelTables.h), and the enumerations both share.

#include "model/AttributeMap.h"
#include "model/CompactString.h"
#include "model/IdList.h"
#include "model/InlineVector.h"
#include "model/PackedOptional.h"
#include "model/TensorShape.h"

#include <cstdint>
#include <optional>
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

// A tensor as it is built, before a model's TensorTable takes it into its columns.
struct Tensor {
    CompactString name;
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

// An op as it is built, before a model's OpTable takes it into its columns (and what
// OpTable::record gives back).
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

} // namespace tilescope
