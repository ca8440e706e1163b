#include "model/GraphBuilder.h"

#include "common/Error.h"

namespace tilescope {

GraphBuilder::GraphBuilder(std::string modelName)
{
    model_.name = std::move(modelName);
}

void GraphBuilder::setPlacement(std::optional<std::int32_t> stage, std::optional<std::int32_t> ipu)
{
    stage_ = stage;
    ipu_ = ipu;
}

std::int32_t GraphBuilder::input(const std::string& name, std::vector<std::int64_t> shape, DataType type)
{
    const auto id = addTensor(name, {}, false, type);
    Op op;
    op.name = name;
    op.type = OpType::Input;
    op.outputs = {id};
    op.attributes.ints["shape"] = std::move(shape);
    op.block = block_;
    op.pipelineStage = stage_;
    op.ipu = ipu_;
    model_.ops.push_back(std::move(op));
    return id;
}

std::int32_t GraphBuilder::parameter(const std::string& name, std::vector<std::int64_t> shape)
{
    return addTensor(name, std::move(shape), true, DataType::Float);
}

std::int32_t GraphBuilder::constant(const std::string& name, std::vector<std::int64_t> shape, DataType type)
{
    const auto id = addTensor(name, std::move(shape), false, type);
    model_.tensors.setConstant(std::size_t(id), true);
    return id;
}

std::int32_t GraphBuilder::op(OpType type, const std::string& name, std::vector<std::int32_t> inputs,
                              OpAttributes attributes)
{
    const auto id = addTensor(name, {}, false, DataType::Float);
    Op op;
    op.name = name;
    op.type = type;
    op.inputs = std::move(inputs);
    op.outputs = {id};
    op.attributes = std::move(attributes);
    op.block = block_;
    op.pipelineStage = stage_;
    op.ipu = ipu_;
    model_.ops.push_back(std::move(op));
    return id;
}

std::int32_t GraphBuilder::tensor(const std::string& name) const
{
    const auto it = tensorIds_.find(name);
    if (it == tensorIds_.end())
        throw Error(ErrorCode::Internal, "model generator refers to unknown tensor '" + name + "'");
    return it->second;
}

Model GraphBuilder::finish()
{
    inferShapes(model_);
    tensorIds_.clear();
    return std::move(model_);
}

std::int32_t GraphBuilder::addTensor(const std::string& name, std::vector<std::int64_t> shape, bool parameter,
                                     DataType type)
{
    const auto id = std::int32_t(model_.tensors.size());
    if (!tensorIds_.emplace(name, id).second)
        throw Error(ErrorCode::Internal, "model generator adds tensor '" + name + "' twice");
    model_.tensors.push_back(Tensor{name, std::move(shape), parameter, type});
    return id;
}

OpAttributes ints(AttributeMap<OpAttributes::IntList> values)
{
    OpAttributes attributes;
    attributes.ints = std::move(values);
    return attributes;
}

} // namespace tilescope
