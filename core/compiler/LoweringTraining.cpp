// Training: the backward pass in reverse op order, then the weight update. Gradients of
// convolutions and matmuls are convolutions too, planned by the same planner under the same
// availableMemoryProportion; forward activations a backward op reads stay live until then
// (they are "stashed"), which is what makes training need far more memory than inference.
// Over several IPUs each op's backward runs where its forward ran, so gradients flow back over the
// IPU links the way activations came.

#include "common/Error.h"
#include "compiler/CodeSizes.h"
#include "compiler/Lowering.h"

#include <algorithm>

namespace tilescope::detail {

using namespace code_sizes;

std::int32_t Lowering::gradientOf(std::int32_t tensor, std::uint32_t ipu, TileSpread like)
{
    auto& existing = gradients_.tryEmplace(tensor, ipu, kNone);
    if (existing != kNone) {
        // A tensor read by several ops (a residual) sums the gradients flowing back from each.
        auto& v = out_.variables[std::size_t(existing)];
        v.lastStep = std::max(v.lastStep, builder_->nextStep());
        return existing;
    }
    const auto type = model_.tensors[std::size_t(tensor)].parameter && !options_.precision.halfWeights
                          ? ElementType::Float
                          : elementTypeOf(tensor);
    existing = addNotAlwaysLive(model_.tensors[std::size_t(tensor)].name + "/gradient", like, Placement::Anywhere, type);
    return existing;
}

std::int32_t Lowering::useGradient(std::int32_t tensor, std::uint32_t ipu)
{
    std::int32_t local = kNone;
    if (const auto* found = gradients_.find(tensor, ipu))
        local = *found;
    // Parts of the gradient made on other IPUs (the tensor was read there) come over the links.
    gradients_.forEach(tensor, [&](std::uint32_t partIpu, std::int32_t& part) {
        if (partIpu == ipu || part == kNone)
            return;
        const auto copy = copyAcrossIpus(part, partIpu, ipu, out_.variableNames[std::size_t(part)]);
        if (local == kNone)
            local = copy;
        else
            out_.variables[std::size_t(copy)].lastStep = builder_->nextStep(); // summed into the local part
        part = kNone; // delivered
    });
    if (local == kNone)
        return kNone;
    gradients_.set(tensor, ipu, local);
    auto& v = out_.variables[std::size_t(local)];
    v.lastStep = std::max(v.lastStep, builder_->nextStep());
    return local;
}

std::vector<std::int32_t> backwardReads(const OpView& op, const Model& model)
{
    std::vector<std::int32_t> reads;
    switch (op.type) {
    case OpType::Input:
    case OpType::Add:
    case OpType::Reshape:
    case OpType::Flatten:
        return reads;
    case OpType::Relu:
    case OpType::Sigmoid:
    case OpType::Tanh:
    case OpType::Softmax:
    case OpType::Exp:
        reads.push_back(op.outputs.at(0));
        return reads;
    case OpType::Conv2d:
    case OpType::MatMul:
    case OpType::Linear:
        for (const auto id : op.inputs) {
            const auto& tensor = model.tensors[std::size_t(id)];
            if (!tensor.parameter && !tensor.constant)
                reads.push_back(id);
        }
        return reads;
    default:
        reads.push_back(op.inputs.at(0));
        return reads;
    }
}

Lowering::BackwardProducts Lowering::backwardProducts(const OpView& op) const
{
    BackwardProducts products;
    const auto in = std::size_t(op.inputs.at(0));
    products.data = needsGradient_[in] || hostInputs_[in];
    for (std::size_t i = 1; i < op.inputs.size(); ++i)
        products.weights = products.weights || needsGradient_[std::size_t(op.inputs[i])];
    return products;
}

std::vector<std::int32_t> Lowering::backwardReadsOf(std::size_t i) const
{
    const OpView op = model_.ops[i];
    auto reads = backwardReads(op, model_);
    if (op.type != OpType::Conv2d && op.type != OpType::MatMul && op.type != OpType::Linear)
        return reads;
    const auto products = backwardProducts(op);
    std::erase_if(reads, [&](std::int32_t tensor) {
        return tensor == op.inputs.at(0) ? !products.weights : !products.data;
    });
    return reads;
}

void Lowering::lowerTrainingTail()
{
    // The backward of the first op to use a parameter finishes its gradient (a tied weight has two).
    lastGradientOp_.assign(model_.tensors.size(), kNone);
    accumulator_.assign(model_.tensors.size(), kNone);
    for (std::size_t i = model_.ops.size(); i-- > 0;)
        for (auto id : model_.ops[i].inputs)
            if (model_.tensors[std::size_t(id)].parameter)
                lastGradientOp_[std::size_t(id)] = std::int32_t(i);
    recomputedRunDone_.assign(model_.ops.size(), false);
    // A run of recomputed ops: consecutive ops of one stage. Where each ends, found once, for every
    // backward that reads an op's output (walking to the run's end from each was quadratic).
    const auto n = model_.ops.size();
    recomputedRunEnd_.assign(n, 0);
    for (std::size_t i = n; i-- > 0;)
        recomputedRunEnd_[i] = i + 1 < n && recomputed_[i + 1] && placement_.opStage[i + 1] == placement_.opStage[i]
                                   ? recomputedRunEnd_[i + 1]
                                   : i;
    for (std::size_t i = n; i-- > 0;) {
        const auto u = unitOf_[i];
        if (units_[u].last == i)
            beginBackwardCall(u);
        if (recomputed_[i] && recomputedRunEnd_[i] == i)
            recomputeRunOnce(i);
        recomputeWhatItsBackwardReads(i);
        lowerBackward(i);
        if (units_[u].first == i)
            endBackwardCall(u);
    }
    lowerWeightUpdate();
}

void Lowering::lowerBackward(std::size_t opIndex)
{
    const OpView op = model_.ops[opIndex];
    if (op.type == OpType::Input)
        return;
    const auto out = op.outputs.at(0);
    const bool isLoss = op.type == OpType::CrossEntropy || op.type == OpType::NllLoss;
    const bool isAlias = op.type == OpType::Reshape || op.type == OpType::Flatten;
    const auto ipu = ipuOf(op);
    if (isAlias) {
        // A view's gradient is its input's gradient, wherever its parts were made.
        gradients_.forEach(out, [&](std::uint32_t partIpu, std::int32_t& gradient) {
            gradients_.set(op.inputs.at(0), partIpu, gradient);
        });
        return;
    }
    // Ops off the path from the loss get no gradient (a model without a loss op is trained
    // from its outputs, as if the framework appended one).
    const bool hasGradient = gradients_.contains(out);
    if (!hasGradient && !isLoss) {
        const bool isModelOutput = uses_.readers(out).empty();
        if (!isModelOutput)
            return;
    }

    const bool planned = op.type == OpType::Conv2d || op.type == OpType::MatMul || op.type == OpType::Linear;
    const double amp = planned ? options_.ampFor(op.availableMemoryProportion, ipu) : 0.0;
    std::uint32_t products = 2; // a convolution's or matmul's backward computes dX and dW
    beginOperationRow();
    Op backward = op.record();
    backward.name = op.name + "/backward";
    builder_->setContext(stageOf(op), StagePhase::Backward, StepSegment::Backward);
    // The backward pass of an op is a function of its own, never the forward one.
    builder_->beginOp(currentOperation_, backward.name);

    // The output as the forward left it on this IPU: the gradient takes its shape and tiles.
    const auto outSpread = out_.variables[std::size_t(variableOn(out, ipu))].spread;
    auto gradOut = isLoss ? kNone : useGradient(out, ipu);
    if (!isLoss && gradOut == kNone) // a model output: the framework's implicit loss seeds its gradient
        gradOut = gradientOf(out, ipu, outSpread);
    if (planned) {
        // dX and dW are convolutions of their own: the transposed problem and the weight-gradient matmul.
        // A serialized matmul's gradients are serialized with it [R: popart serializematmuls.cpp]: dW
        // slice by slice of the output channels, each writing its rows of the weight's gradient; dX as
        // K products over the slices' channels, each added into the input's gradient.
        const auto slices = serializationOf(op);
        auto forward = convProblem(op);
        forward.outChannelsPerGroup /= slices;
        const auto outputField = forward.outputField();
        const ConvProblem dataGradient = dataGradientProblem(forward);
        const auto weightGradient = matmulAsConvolution(
            forward.groups, forward.inChannelsPerGroup * forward.kernel[0] * forward.kernel[1],
            forward.batch * outputField[0] * outputField[1], forward.outChannelsPerGroup, forward.halfInputs,
            forward.halfPartials);
        // Only the products autograd needs: no dX for an operand made without parameters (BERT's
        // detached one-hot of the masked positions), no dW when the right operand needs no gradient.
        // The dX of a host input is still computed [I: kept as before; pruning it too takes
        // ResNet-50's backward further below the guide's 2 to 2.2 forwards], but no
        // gradient is kept for it. dW reads the stashed left operand, dX the right one.
        const auto in = op.inputs.at(0);
        const auto needed = backwardProducts(op);
        const auto inputVariable = needed.weights || tensorIpu_[std::size_t(in)] != std::int32_t(ipu)
                                       ? useTensor(in, ipu)
                                       : variableOn(in, ipu);
        products = 0;
        for (const auto& [problem, suffix] : {std::pair{dataGradient, "/dX"}, std::pair{weightGradient, "/dW"}}) {
            if (std::string(suffix) == "/dX" ? !needed.data : !needed.weights)
                continue;
            ++products;
            const auto plan = plans_.plan(problem, target_, amp, computeTiles_);
            const auto first = planFirstTile(plan, forward, op.type != OpType::Conv2d, ipu);
            const bool isData = std::string(suffix) == "/dX";
            for (std::uint32_t slice = 0; slice < slices; ++slice) {
                const auto name = backward.name + suffix + sliceName(slice, slices) + "/convolution";
                std::int32_t sliceProduct = kNone; // a later dX slice's product, added into the gradient
                emitPlannedConvolution(name, problem, plan, ipu, first, [&] {
                    if (isData) {
                        for (std::size_t i = 1; i < op.inputs.size(); ++i) // an activation operand (attention)
                            if (!model_.tensors[std::size_t(op.inputs[i])].parameter)
                                useTensor(op.inputs[i], ipu);
                        if (!needsGradient_[std::size_t(in)])
                            return;
                        const auto like = out_.variables[std::size_t(inputVariable)].spread;
                        gradientOf(in, ipu, like);
                        if (slice > 0)
                            sliceProduct = addTemporary(name + "/product", like, Placement::Anywhere,
                                                        elementTypeOf(in));
                    } else {
                        for (std::size_t i = 1; i < op.inputs.size(); ++i) {
                            const auto id = op.inputs[i];
                            if (!needsGradient_[std::size_t(id)])
                                continue;
                            gradientOf(id, ipu, out_.variables[std::size_t(variableOn(id, ipu))].spread);
                        }
                    }
                });
                if (sliceProduct != kNone) {
                    const auto& like = out_.variables[std::size_t(sliceProduct)].spread;
                    const auto bytes = elementTypeBytes(elementTypeOf(in));
                    compute(name + "/AddTo", ipu, "popops::ScaledAddTo", kElementwiseVertexCodeBytes,
                            kVertexStateBytes, like.firstTile, like.tiles, target_.workerContexts,
                            elementwiseCycles(like.bytesPerTile / bytes, bytes, 2));
                    endTemporary(sliceProduct);
                }
            }
            recordPlan(plan, convVertexName(plan.vertex, problem.halfInputs, problem.halfPartials));
        }
        noteSerialization(slices);
    } else {
        // Elementwise-like backward: reads the output gradient and what its grad op needs of the
        // forward (backwardReads): the input, the output (ReluGrad) or nothing (AddGrad).
        const auto reads = backwardReads(op, model_);
        for (const auto tensor : reads)
            useTensor(tensor, ipu);
        const bool readsInput = std::find(reads.begin(), reads.end(), op.inputs.at(0)) != reads.end();
        const auto shapeOf = readsInput ? op.inputs.at(0) : out; // the output has input 0's shape then
        const auto like = out_.variables[std::size_t(variableOn(shapeOf, ipu))].spread; // a copy: gradients are added below
        const auto bytesPerElement = this->bytesPerElement(op.inputs.at(0));
        const auto elements = like.bytesPerTile / std::max<std::uint32_t>(bytesPerElement, 1);
        if (gradOut != kNone)
            out_.variables[std::size_t(gradOut)].lastStep = builder_->nextStep();
        const auto cycles = elementwiseCycles(elements, bytesPerElement, isLoss ? 4 : 3);
        const auto slices = op.type == OpType::Embedding ? serializationOf(op) : 1;
        if (slices == 1)
            compute(backward.name + "/Gradient", ipu, "popops::" + opTypeName(op.type) + "Grad",
                    kElementwiseVertexCodeBytes, kVertexStateBytes, like.firstTile, like.tiles, target_.workerContexts,
                    cycles);
        // A serialized lookup's gradient is K updates, each into its slice's rows of the table's
        // gradient (one dense table-shaped tensor, as PopART's GatherGrad makes it [R: popart
        // popx/op/gatherx.cpp]).
        const auto table = op.inputs.size() > 1 ? variableOn(op.inputs[1], ipu) : kNone;
        for (std::uint32_t slice = 0; slice < slices && slices > 1 && table != kNone; ++slice) {
            const auto rows = tableSlice(out_.variables[std::size_t(table)].spread, slice, slices);
            compute(backward.name + sliceName(slice, slices) + "/Gradient", ipu,
                    "popops::" + opTypeName(op.type) + "Grad", kElementwiseVertexCodeBytes, kVertexStateBytes,
                    rows.firstTile, rows.tiles, target_.workerContexts, cycles);
        }
        if (slices > 1)
            serialSteps_ = slices;
        for (std::size_t i = 0; i < op.inputs.size(); ++i) {
            const auto id = op.inputs[i];
            // No gradient for what the host streams in, integers, or what no parameter made.
            if (tensorVariable_[std::size_t(id)] == kNone || !needsGradient_[std::size_t(id)])
                continue;
            gradientOf(id, ipu, out_.variables[std::size_t(variableOn(id, ipu))].spread);
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
    addOperationRow(backward, ipu, amp, {opTypeName(op.type) + ".backward", backward.name});
    // Backward computes two products per forward one (dX and dW) [R], or only the one autograd needs.
    out_.operations.flops.back() *= products;
    if (options_.gradientAccumulation > 1)
        for (auto id : op.inputs)
            if (model_.tensors[std::size_t(id)].parameter && lastGradientOp_[std::size_t(id)] == std::int32_t(opIndex))
                accumulateGradient(id);
}

void Lowering::accumulateGradient(std::int32_t parameter)
{
    const auto weight = tensorVariable_[std::size_t(parameter)];
    if (weight == kNone)
        return;
    const auto accumulates = weightUpdateTensors(options_).accumulator;
    if (!accumulates)
        return;
    const auto spread = out_.variables[std::size_t(weight)].spread;
    const auto ipu = spread.firstTile / target_.tilesPerIpu;
    const auto gradient = useGradient(parameter, ipu);
    if (gradient == kNone)
        return;
    beginOperationRow();
    Op accumulate;
    accumulate.name = model_.tensors[std::size_t(parameter)].name + "/accumulate";
    accumulate.type = OpType::Add;
    builder_->setContext(stageOnIpu(ipu), StagePhase::Backward, StepSegment::Backward);
    builder_->beginOp(currentOperation_, accumulate.name);
    // The accumulator outlives the micro-batches it sums: always-live, on its weight's tiles, in
    // accum_type (SGD1's combined buffer in the gradient's type) [R: popart sgd*decompose.cpp,
    // adamdecompose.cpp].
    const auto weightBytesPerElement = elementTypeBytes(out_.variables[std::size_t(weight)].elementType);
    const auto bytesPerElement = accumulates->bytesPerElement();
    LoweredVariable accumulator = out_.variables[std::size_t(weight)];
    accumulator.category = MemoryCategory::AlwaysLiveVariable;
    accumulator.elementType = accumulates->half ? ElementType::Half : ElementType::Float;
    if (bytesPerElement != weightBytesPerElement) {
        accumulator.spread.bytesPerTile = spread.bytesPerTile / weightBytesPerElement * bytesPerElement;
        accumulator.spread.lastTileBytes = spread.lastTileBytes / weightBytesPerElement * bytesPerElement;
    }
    accumulator.operation = currentOperation_;
    accumulator.placement = Placement::Anywhere;
    accumulator.firstStep = kNone;
    accumulator.lastStep = kNone;
    accumulator_[std::size_t(parameter)] = addVariable(
        accumulator, model_.tensors[std::size_t(parameter)].name + "/" + accumulates->name);
    out_.variables[std::size_t(gradient)].lastStep = builder_->nextStep();
    compute(accumulate.name, ipu, "popops::ScaledAddTo", kElementwiseVertexCodeBytes, kVertexStateBytes,
            spread.firstTile, spread.tiles, 6,
            elementwiseCycles(spread.bytesPerTile / weightBytesPerElement, bytesPerElement, 2));
    builder_->endOp();
    tilesUsed_ = spread.tiles;
    serialSteps_ = 1;
    addOperationRow(accumulate, ipu, 0.0, {"gradientAccumulation"});
    out_.operations.flops.back() = spread.totalBytes() / weightBytesPerElement;
}

} // namespace tilescope::detail
