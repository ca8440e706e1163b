#pragma once
// The model graph the simulator compiles: tensors and ops in topological order, framework-level
// (what a PyTorch or ONNX graph holds), before any IPU-specific lowering.
//
// Shapes of activations are per sample (no batch dimension): the batch size is a compile option.
// Parameters (weights, biases, embeddings, norm scales) carry their full shape.

#include "model/ModelTables.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace tilescope {

struct Model {
    std::string name;
    TensorTable tensors;
    OpTable ops; // topological order
    /// What building the model decided for the user (the task a config defaulted to), for the
    /// report's notes.
    std::vector<std::string> notes;
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
std::uint64_t opMacsPerSample(const Model& model, const OpView& op);

/// Elements of the parameter tensors `op` reads (a parameter shared by two ops counts for both).
std::uint64_t opParameterCount(const Model& model, const OpView& op);

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
