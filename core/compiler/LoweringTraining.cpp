// Training: the backward pass in reverse op order, then the weight update. Gradients of
// convolutions and matmuls are convolutions too, planned by the same planner under the same
// availableMemoryProportion; forward activations a backward op reads stay live until then
// (they are "stashed"), which is what makes training need far more memory than inference.

#include "common/Error.h"
#include "compiler/CodeSizes.h"
#include "compiler/Lowering.h"

#include <algorithm>

namespace tilescope::detail {

using namespace code_sizes;

std::int32_t Lowering::gradientOf(std::int32_t tensor, TileSpread like)
{
    auto& existing = gradientVariable_[std::size_t(tensor)];
    if (existing != kNone) {
        // A tensor read by several ops (a residual) sums the gradients flowing back from each.
        auto& v = out_.variables[std::size_t(existing)];
        v.lastStep = std::max(v.lastStep, builder_->nextStep());
        return existing;
    }
    const auto type = model_.tensors[std::size_t(tensor)].parameter && !options_.precision.halfWeights
                          ? ElementType::Float
                          : elementTypeOf(tensor);
    existing = addVariable(notAlwaysLive(model_.tensors[std::size_t(tensor)].name + "/gradient", like,
                                         Placement::Anywhere, type));
    return existing;
}

bool Lowering::isHostInput(std::int32_t tensor) const
{
    for (const auto& op : model_.ops)
        if (op.type == OpType::Input && op.outputs.at(0) == tensor)
            return true;
    return false;
}

void Lowering::lowerTrainingTail()
{
    gradientVariable_.assign(model_.tensors.size(), kNone);
    for (std::size_t i = model_.ops.size(); i-- > 0;)
        lowerBackward(i);
    lowerWeightUpdate();
}

void Lowering::lowerBackward(std::size_t opIndex)
{
    const Op& op = model_.ops[opIndex];
    if (op.type == OpType::Input)
        return;
    const auto out = op.outputs.at(0);
    const auto outVariable = tensorVariable_[std::size_t(out)];
    const bool isLoss = op.type == OpType::CrossEntropy || op.type == OpType::NllLoss;
    const bool isAlias = op.type == OpType::Reshape || op.type == OpType::Flatten;
    if (isAlias) {
        gradientVariable_[std::size_t(op.inputs.at(0))] = gradientVariable_[std::size_t(out)];
        return;
    }
    // Ops off the path from the loss get no gradient (a model without a loss op is trained
    // from its outputs, as if the framework appended one).
    if (gradientVariable_[std::size_t(out)] == kNone && !isLoss) {
        bool isModelOutput = true;
        for (const auto& other : model_.ops)
            for (auto id : other.inputs)
                isModelOutput = isModelOutput && id != out;
        if (!isModelOutput)
            return;
    }

    const auto ipu = ipuOf(op);
    const bool planned = op.type == OpType::Conv2d || op.type == OpType::MatMul || op.type == OpType::Linear;
    const double amp = planned ? options_.ampFor(op.availableMemoryProportion, ipu) : 0.0;
    beginOperationRow();
    Op backward = op;
    backward.name = op.name + "/backward";
    // The backward pass of an op is a function of its own, never the forward one.
    const auto signature = outlineSignature(op, amp);
    builder_->beginOp(currentOperation_, backward.name, signature.empty() ? signature : signature + "|backward");

    const auto outSpread = out_.variables[std::size_t(outVariable)].spread; // a copy: variables grow below
    const auto gradOut = isLoss ? kNone : gradientOf(out, outSpread);
    if (planned) {
        // dX and dW are convolutions of their own: the transposed problem and the weight-gradient matmul.
        const auto forward = convProblem(op);
        ConvProblem dataGradient = forward;
        std::swap(dataGradient.inChannelsPerGroup, dataGradient.outChannelsPerGroup);
        const auto outputField = forward.outputField();
        const auto weightGradient = matmulAsConvolution(
            forward.groups, forward.inChannelsPerGroup * forward.kernel[0] * forward.kernel[1],
            forward.batch * outputField[0] * outputField[1], forward.outChannelsPerGroup, forward.halfInputs,
            forward.halfPartials);
        useTensor(op.inputs.at(0), ipu); // the stashed forward activation
        const auto inputVariable = tensorVariable_[std::size_t(op.inputs.at(0))];
        for (const auto& [problem, suffix] : {std::pair{dataGradient, "/dX"}, std::pair{weightGradient, "/dW"}}) {
            const auto plan = plans_.plan(problem, target_, amp, target_.tilesPerIpu);
            const auto first = planFirstTile(plan, ipu, backward.name + suffix);
            const bool isData = std::string(suffix) == "/dX";
            emitPlannedConvolution(backward.name + suffix + "/convolution", problem, plan, ipu, first, [&] {
                if (isData) {
                    const auto in = op.inputs.at(0);
                    if (!isHostInput(in))
                        gradientOf(in, out_.variables[std::size_t(inputVariable)].spread);
                } else {
                    for (std::size_t i = 1; i < op.inputs.size(); ++i) {
                        const auto id = op.inputs[i];
                        const auto like = out_.variables[std::size_t(tensorVariable_[std::size_t(id)])].spread;
                        gradientOf(id, like);
                        if (!model_.tensors[std::size_t(id)].parameter)
                            useTensor(id, ipu); // an activation operand (attention) is stashed too
                    }
                }
            });
            recordPlan(plan, convVertexName(plan.vertex, problem.halfInputs, problem.halfPartials));
        }
    } else {
        // Elementwise-like backward: reads the stashed forward input and the output gradient.
        const auto inputVariable = useTensor(op.inputs.at(0), ipu);
        const auto like = out_.variables[std::size_t(inputVariable)].spread; // a copy: gradients are added below
        const auto bytesPerElement = this->bytesPerElement(op.inputs.at(0));
        const auto elements = like.bytesPerTile / std::max<std::uint32_t>(bytesPerElement, 1);
        if (gradOut != kNone)
            out_.variables[std::size_t(gradOut)].lastStep = builder_->nextStep();
        compute(backward.name + "/Gradient", ipu, "popops::" + opTypeName(op.type) + "Grad",
                kElementwiseVertexCodeBytes, kVertexStateBytes, like.firstTile, like.tiles, target_.workerContexts,
                elementwiseCycles(elements, bytesPerElement, isLoss ? 4 : 3));
        for (std::size_t i = 0; i < op.inputs.size(); ++i) {
            const auto id = op.inputs[i];
            const auto variable = tensorVariable_[std::size_t(id)];
            if (variable == kNone || model_.tensors[std::size_t(id)].dataType == DataType::Int32)
                continue;
            const auto isParameter = model_.tensors[std::size_t(id)].parameter;
            if (!isParameter && isHostInput(id))
                continue; // no gradient for what the host streams in
            gradientOf(id, out_.variables[std::size_t(variable)].spread);
        }
        tilesUsed_ = like.tiles;
    }
    if (gradOut != kNone)
        out_.variables[std::size_t(gradOut)].lastStep =
            std::max(out_.variables[std::size_t(gradOut)].lastStep, builder_->lastStep());
    closeTemporaries();
    builder_->endOp();
    if (serialSteps_ == 0)
        serialSteps_ = 1;
    addOperationRow(backward, ipu, amp);
    out_.operations.type.back() += ".backward";
    // Backward computes two products per forward one (dX and dW) [R].
    out_.operations.flops.back() *= 2;
}

void Lowering::lowerWeightUpdate()
{
    const auto stateTensors = optimiserStateTensors(options_.optimiser);
    for (std::size_t tensor = 0; tensor < model_.tensors.size(); ++tensor) {
        const auto gradient = gradientVariable_[tensor];
        const auto weight = tensorVariable_[tensor];
        if (!model_.tensors[tensor].parameter || gradient == kNone || weight == kNone)
            continue;
        const auto spread = out_.variables[std::size_t(weight)].spread;
        const auto ipu = spread.firstTile / target_.tilesPerIpu;
        beginOperationRow();
        Op update;
        update.name = model_.tensors[tensor].name + "/update";
        update.type = OpType::Mul;
        builder_->beginOp(currentOperation_, update.name, {});
        // Optimiser state lives beside its weight for the whole run (always-live).
        for (std::uint32_t s = 0; s < stateTensors; ++s) {
            LoweredVariable state = out_.variables[std::size_t(weight)];
            state.name = model_.tensors[tensor].name + (s == 0 ? "/firstMoment" : "/secondMoment");
            state.elementType = ElementType::Float;
            state.operation = currentOperation_;
            state.spread = spreadEvenly(spread.totalBytes() / elementTypeBytes(out_.variables[std::size_t(weight)].elementType) * 4,
                                        spread.firstTile, spread.tiles, target_.minWeightBytesPerTile, kDataAlignment);
            state.placement = Placement::Anywhere;
            addVariable(std::move(state));
        }
        out_.variables[std::size_t(gradient)].lastStep = builder_->nextStep();
        const auto bytesPerElement = elementTypeBytes(out_.variables[std::size_t(weight)].elementType);
        compute(update.name, ipu, "popops::ScaledAddTo", kElementwiseVertexCodeBytes, kVertexStateBytes,
                spread.firstTile, spread.tiles, target_.workerContexts,
                elementwiseCycles(spread.bytesPerTile / bytesPerElement, bytesPerElement, 2 + 3 * stateTensors));
        builder_->endOp();
        tilesUsed_ = spread.tiles;
        serialSteps_ = 1;
        addOperationRow(update, ipu, 0.0);
        out_.operations.type.back() = "weightUpdate";
        out_.operations.flops.back() = 2 * (spread.totalBytes() / bytesPerElement) * (1 + stateTensors);
    }
}

} // namespace tilescope::detail
