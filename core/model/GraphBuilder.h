#pragma once
// Appends tensors and ops to a Model in the way a framework traces a module: the current block and
// pipeline placement apply to every op added until changed. Used by the built-in model generators.

#include "model/Model.h"

#include <string>
#include <unordered_map>

namespace tilescope {

class GraphBuilder {
public:
    explicit GraphBuilder(std::string modelName);

    /// Ops added from now on belong to `block` ("layer1.0"), for grouping in views and reports.
    void setBlock(std::string block) { block_ = std::move(block); }
    /// Ops added from now on run in pipeline `stage` on `ipu` (nullopt: not placed).
    void setPlacement(std::optional<std::int32_t> stage, std::optional<std::int32_t> ipu);

    /// A model input streamed from the host, with its per-sample shape; returns its tensor id.
    std::int32_t input(const std::string& name, std::vector<std::int64_t> shape, DataType type = DataType::Float);
    /// A trainable weight with its full shape; returns its tensor id.
    std::int32_t parameter(const std::string& name, std::vector<std::int64_t> shape);
    /// A value that is not trained (an index range, a scalar), with its full shape; returns its tensor id.
    std::int32_t constant(const std::string& name, std::vector<std::int64_t> shape, DataType type);
    /// An op named `name` whose single output tensor is also called `name`; returns the output's id.
    std::int32_t op(OpType type, const std::string& name, std::vector<std::int32_t> inputs,
                    OpAttributes attributes = {});

    /// The id of an existing tensor; throws Error(Internal) when there is none (a generator bug).
    std::int32_t tensor(const std::string& name) const;

    /// Checks the graph and infers its shapes (inferShapes), then hands the model over.
    Model finish();

private:
    std::int32_t addTensor(const std::string& name, std::vector<std::int64_t> shape, bool parameter,
                           DataType type);

    Model model_;
    std::unordered_map<std::string, std::int32_t> tensorIds_;
    std::string block_;
    std::optional<std::int32_t> stage_;
    std::optional<std::int32_t> ipu_;
};

/// Integer attributes written as `ints({{"stride", {2}}, {"padding", {1}}})`.
OpAttributes ints(AttributeMap<OpAttributes::IntList> values);

} // namespace tilescope
