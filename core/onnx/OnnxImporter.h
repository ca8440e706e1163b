#pragma once
// The state of one ONNX import: the graph's values with their inferred (batched) shapes, which of
// them are parameters, constants or activations, and the Tilescope model being built. Nodes are
// visited in order (ONNX graphs are topologically sorted); each is shape-inferred by its ONNX
// schema, folded when all its inputs are constants, and otherwise mapped to Tilescope ops
// (OnnxOpMapping.cpp). Internal to core/onnx.

#include "onnx/OnnxImport.h"
#include "onnx/OnnxTensors.h"

#include <onnx/defs/schema.h>

#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace tilescope::onnx_import {

enum class ValueKind {
    Activation, // computed from the graph's inputs: per sample in the model
    Parameter,  // a floating-point initializer an op reads: trained, counted in the parameters
    Constant,   // Constant nodes, integer and boolean buffers, and what is computed from them alone
    Derived,    // computed from parameters and constants only (a transposed weight): not per sample
};

struct Value {
    ValueKind kind = ValueKind::Activation;
    std::int32_t elementType = 0; // ONNX element type
    Dims dims;                    // as ONNX infers them, batch included for activations
    std::optional<std::vector<double>> values; // constants with known values
    // Activations: the axis that holds the batch, which the model's per-sample shape leaves out;
    // -1 when none does (the batch is folded into another axis, or it is 1 and moved away).
    std::int32_t batchAxis = -1;
    std::int32_t tensor = -1;     // the Tilescope tensor, once made
};

class Importer {
public:
    Importer(const onnx::ModelProto& proto, std::string fileName, const OnnxImportOptions& options);
    Model run();

private:
    // OnnxImporter.cpp: values, shapes and the per-sample view.
    /// Fails on a name that is not UTF-8 (as ONNX requires): it could not be written as JSON.
    void checkNamesAreText() const;
    void readInitializers();
    void readInputs();
    void visitNode(const onnx::NodeProto& node, std::size_t index);
    void inferNode(const onnx::NodeProto& node);
    // OnnxInferenceGuards.cpp: what ONNX's inference does not check.
    /// Fails before ONNX's inference on what it does not check: a window attribute below 1 (it
    /// divides by strides), a shape input that would give an absurd number of dimensions.
    void requireSafeInference(const onnx::NodeProto& node, const std::vector<onnx::TypeProto>& types) const;
    /// Fails when a convolution's or pooling's weight or window attributes do not have a value for
    /// each spatial axis of its input.
    void requireConsistentWindow(const onnx::NodeProto& node, const std::vector<onnx::TypeProto>& types) const;
    /// Fails when an inferred shape is beyond the limits of every model's shapes.
    void requirePlausible(const Dims& dims, const std::string& output) const;
    void foldNode(const onnx::NodeProto& node);
    void readConstantNode(const onnx::NodeProto& node);
    /// The value named `name`; fails when no earlier node or initializer made it.
    Value& value(const std::string& name);
    bool hasInput(std::size_t i) const;
    /// Input `i` of the current node.
    Value& in(std::size_t i);
    Value& out(std::size_t i = 0);
    /// The model's shape of an activation (its batch axis dropped or divided out), or a full shape.
    Dims modelShape(const Value& v) const;
    /// Sets the batch axis of the current node's activation output: where its inputs of the same
    /// rank have it, else the first axis when that is the batch's size.
    void settleBatch(Value& v, const std::string& name);
    /// The Tilescope tensor of a value, declaring a parameter or constant on first use.
    std::int32_t tensorOf(const std::string& name);
    /// As tensorOf, seen with `rank` dimensions: leading 1s of a constant or parameter that the
    /// activations it meets have dropped with their batch axis are viewed away.
    std::int32_t tensorOf(const std::string& name, std::size_t rank);
    /// A new activation tensor for the current node's output `i`, with the model shape it must get.
    std::int32_t outputTensor(std::size_t i = 0);
    std::int32_t newTensor(const std::string& name, DataType type);
    /// Appends `tensor` (a parameter, a constant or an activation) under its name; returns its id.
    std::int32_t newTensor(const Tensor& tensor);
    /// Takes `name` for a tensor or an op: the JSON model (import-onnx) needs each name once.
    void claimName(std::unordered_set<std::string>& names, const std::string& name, const char* what) const;
    /// What an added op's caller may still set: its attributes (valid until the next op is added).
    struct AddedOp {
        OpAttributes& attributes;
    };
    /// Appends an op of the current node; `name` defaults to the node's.
    AddedOp addOp(OpType type, std::vector<std::int32_t> inputs, std::vector<std::int32_t> outputs,
              const std::string& suffix = {});
    /// A reshape of `tensor` to `shape` (a view) when its model shape differs; returns the tensor to use.
    std::int32_t reshaped(std::int32_t tensor, const Dims& shape, const std::string& suffix);
    [[noreturn]] void fail(const std::string& message) const;
    /// A batched axis of `v` as an axis of its model shape; fails on the batch axis.
    std::int64_t modelAxis(std::int64_t axis, const Value& v) const;
    void checkShapes();

    // OnnxOpMapping.cpp: the current node as Tilescope ops.
    void mapNode(const onnx::NodeProto& node);
    void mapConv();
    void mapGemm();
    void mapMatMul();
    void mapElementwise(OpType type);
    void mapClip();
    void mapCast();
    void mapNorm(OpType type);
    void mapPool(OpType type);
    void mapGlobalPool();
    void mapView();
    void mapTranspose();
    void mapConcat();
    void mapSlice();
    void mapSplit();
    void mapGather();
    void mapExpand();
    void mapPad();
    void mapReduce(OpType type);
    void mapSoftmax();
    void mapDropout();
    /// Output `i` is input `j` under another name: no op.
    void forward(std::size_t j = 0, std::size_t i = 0);
    std::int64_t intAttr(const std::string& name, std::int64_t fallback) const;
    double realAttr(const std::string& name, double fallback) const;
    std::vector<std::int64_t> intsAttr(const std::string& name) const;
    bool hasAttr(const std::string& name) const;
    /// The known integer values of input `i` (a folded constant); fails when they are unknown.
    std::vector<std::int64_t> constantInts(std::size_t i);

    const onnx::ModelProto& proto_;
    std::string fileName_;
    const OnnxImportOptions& options_;
    int opset_ = 0;
    std::int64_t batch_ = 1; // the graph's batch size, as exported
    std::unordered_map<std::string, Value> values_;
    std::unordered_map<std::string, const onnx::TensorProto*> initializers_;
    std::map<std::pair<std::string, std::size_t>, std::int32_t> views_; // (value, rank) -> tensor
    std::unordered_set<std::string> tensorNames_;
    std::unordered_set<std::string> opNames_;
    // Per Tilescope tensor: the model shape it must get, and the node that made it (-1: none).
    std::vector<Dims> expectedShape_;
    std::vector<std::int64_t> madeBy_;
    Model model_;
    // The node being visited.
    const onnx::NodeProto* node_ = nullptr;
    std::size_t nodeIndex_ = 0;
    const onnx::OpSchema* schema_ = nullptr;
};

} // namespace tilescope::onnx_import
