// The weight update, once per gradient accumulation (docs/SIMULATION.md §5): with replicas the
// gradients are first reduced across them (a ring all-reduce over the IPU links); with replicated
// tensor sharding each replica keeps and updates only its share of the optimiser state, between a
// reduce-scatter of the gradients and an all-gather of the weights; offloaded optimiser state lives in
// streaming memory and is streamed in before the update and out after it.

#include "compiler/CodeSizes.h"
#include "compiler/Lowering.h"

#include <algorithm>

namespace tilescope::detail {

using namespace code_sizes;

void Lowering::replicaCollective(const std::string& name, const std::string& type, std::uint32_t ipu,
                                 std::uint64_t bytes, double share, std::uint32_t ringSteps)
{
    beginOperationRow();
    Op op;
    op.name = name;
    op.type = OpType::Add;
    builder_->beginOp(currentOperation_, name);
    // A ring over R replicas: each step sends a 1/R fragment to the next replica and receives one.
    const auto moved = std::uint64_t(double(bytes) * share);
    const auto cycles = std::uint64_t(ringSteps) * target_.exchangeFixedCycles + target_.ipuPairTransferCycles(moved);
    builder_->step(ProgramKind::GlobalExchange, name, ipu, cycles, target_.tilesPerIpu, moved);
    // Every tile holding gradients takes part in every ring step: its exchange code and headers.
    const auto fragmentBytesPerTile = bytes / target_.replicas / std::max<std::uint32_t>(1, computeTiles_);
    const auto regions = std::max<std::uint64_t>(1, (fragmentBytesPerTile + kExchangeRegionBytes - 1) / kExchangeRegionBytes);
    chargeCode(MemoryCategory::GlobalExchangeCode, ipuFirstTile(ipu), target_.tilesPerIpu,
               ringSteps * (kGlobalExchangeCodeBytesPerExchange + 2 * regions * kExchangeBytesPerRegion));
    chargeCode(MemoryCategory::GlobalExchangePacketHeader, ipuFirstTile(ipu), target_.tilesPerIpu,
               ringSteps * kGlobalPacketHeaderBytes);
    chargeCode(MemoryCategory::ControlCode, ipuFirstTile(ipu), target_.tilesPerIpu, ringSteps * kControlCodeBytesPerStep);
    opCycles_ += cycles;
    builder_->endOp();
    tilesUsed_ = target_.tilesPerIpu;
    serialSteps_ = ringSteps;
    addOperationRow(op, ipu, 0.0, {type});
    out_.operations.flops.back() = type == "allGather" ? 0 : moved / 2;
}

std::int32_t Lowering::streamOptimiserState(std::uint32_t ipu, std::uint64_t bytes, bool in)
{
    const auto name = std::string("optimiserState/") + (in ? "fromStreamingMemory" : "toStreamingMemory");
    beginOperationRow();
    Op op;
    op.name = name;
    op.type = OpType::Add;
    builder_->beginOp(currentOperation_, name);
    const auto spread = spreadEvenly(bytes, ipuFirstTile(ipu), computeTiles_, target_.minWeightBytesPerTile,
                                     kDataAlignment);
    const auto cycles = target_.hostTransferCycles(bytes);
    const auto step = builder_->step(ProgramKind::StreamCopy, name, ipu, cycles, spread.tiles, bytes);
    // Streaming memory is reached like the host: a stream each way, with its code and headers.
    out_.steps[std::size_t(step)].bytesIn = in ? bytes : 0;
    out_.steps[std::size_t(step)].bytesOut = in ? 0 : bytes;
    chargeHostStreams(spread.firstTile, spread.tiles);
    chargeCode(MemoryCategory::ControlCode, ipuFirstTile(ipu), target_.tilesPerIpu, kControlCodeBytesPerStep);
    opCycles_ += cycles;
    builder_->endOp();
    tilesUsed_ = spread.tiles;
    serialSteps_ = 1;
    addOperationRow(op, ipu, 0.0, {in ? "streamIn" : "streamOut"});
    return step;
}

void Lowering::noteStatelessOptimiser(const WeightUpdateTensors& tensors)
{
    const bool shardingAsked = options_.replicatedTensorSharding && target_.replicas > 1;
    if (tensors.stateTensorsPerElement() > 0 || (!shardingAsked && !options_.offloadOptimiserState))
        return;
    // [R: popart streamingmemoryopinserter.cpp determineTensorLocation] SGD1's combined buffer
    // follows the accumulator's location when gradients are accumulated; PopTorch's SGD docstring:
    // "there are no optimizer state tensors and so setOptimizerLocation has no effect".
    const std::string why = tensors.accumulator && options_.optimiser == Optimiser::SgdCombined
                                ? "with gradient accumulation sgd-combined keeps no optimiser state: its one buffer "
                                  "per weight is the gradient accumulator, which stays on chip, whole"
                                : "--optimiser " + optimiserName(options_.optimiser) + " keeps no optimiser state";
    if (options_.offloadOptimiserState)
        out_.notes.push_back({"offload-optimiser-state", why + "; --offload-optimiser-state has nothing to move"});
    if (shardingAsked)
        out_.notes.push_back({"replicated-tensor-sharding",
                              why + "; --replicated-tensor-sharding has nothing to shard: the gradients are "
                                    "all-reduced"});
}

void Lowering::lowerWeightUpdate()
{
    const auto tensors = weightUpdateTensors(options_);
    const auto replicas = target_.replicas;
    // Sharding and offloading act on the optimiser state (PopTorch's setOptimizerLocation), not on
    // the accumulator; an optimiser without state leaves them nothing to do.
    const bool hasState = tensors.stateTensorsPerElement() > 0;
    const bool sharded = options_.replicatedTensorSharding && replicas > 1 && hasState;
    const bool offloaded = options_.offloadOptimiserState && hasState;
    noteStatelessOptimiser(tensors);
    const bool accumulated = options_.gradientAccumulation > 1;
    // The parameters that get a gradient, grouped by the IPU that holds them (their stage updates them).
    std::vector<std::int32_t> updated;
    for (std::size_t tensor = 0; tensor < model_.tensors.size(); ++tensor) {
        if (!model_.tensors[tensor].parameter || tensorVariable_[tensor] == kNone)
            continue;
        const auto id = std::int32_t(tensor);
        const bool hasGradient = accumulated ? accumulator_[tensor] != kNone
                                             : gradients_.contains(id);
        if (hasGradient)
            updated.push_back(id);
    }
    auto ipuOfTensor = [&](std::int32_t tensor) {
        return out_.variables[std::size_t(tensorVariable_[std::size_t(tensor)])].spread.firstTile / target_.tilesPerIpu;
    };
    std::stable_sort(updated.begin(), updated.end(),
                     [&](std::int32_t a, std::int32_t b) { return ipuOfTensor(a) < ipuOfTensor(b); });

    // Replicas reduce what the update reads: the accumulator with accumulation (PopART's AccumReduce,
    // SGD1's AcclReduce), else the gradient, in the weight's type.
    const auto reducedBytesPerElement =
        tensors.accumulator ? tensors.accumulator->bytesPerElement() : (options_.precision.halfWeights ? 2u : 4u);
    const auto shards = sharded ? replicas : 1;
    for (auto group = updated.begin(); group != updated.end();) {
        const auto ipu = ipuOfTensor(*group);
        const auto end = std::find_if(group, updated.end(), [&](std::int32_t t) { return ipuOfTensor(t) != ipu; });
        builder_->setContext(stageOnIpu(ipu), StagePhase::WeightUpdate, StepSegment::WeightUpdate);
        std::uint64_t reducedBytes = 0, weightBytes = 0, stateBytes = 0;
        for (auto it = group; it != end; ++it) {
            const auto& weight = out_.variables[std::size_t(tensorVariable_[std::size_t(*it)])];
            const auto elements = weight.spread.totalBytes() / elementTypeBytes(weight.elementType);
            weightBytes += weight.spread.totalBytes();
            reducedBytes += elements * reducedBytesPerElement;
            stateBytes += elements * tensors.stateBytesPerElement() / shards;
        }
        // Replicas agree on the gradients before any of them updates: all-reduce (2(R-1) ring steps
        // moving 2(R-1)/R of the bytes), or with sharding a reduce-scatter (R-1 steps, (R-1)/R).
        if (replicas > 1) {
            const auto steps = sharded ? replicas - 1 : 2 * (replicas - 1);
            replicaCollective(sharded ? "gradients/reduceScatter" : "gradients/allReduce",
                              sharded ? "reduceScatter" : "allReduce", ipu, reducedBytes,
                              double(steps) / replicas, steps);
        }
        const auto stateFirstStep = offloaded ? streamOptimiserState(ipu, stateBytes, true) + 1 : kNone;
        std::vector<std::int32_t> streamedState;
        for (auto it = group; it != end; ++it) {
            const auto tensor = *it;
            const auto& tensorName = model_.tensors[std::size_t(tensor)].name;
            const auto weight = tensorVariable_[std::size_t(tensor)];
            const auto spread = out_.variables[std::size_t(weight)].spread;
            beginOperationRow();
            Op update;
            update.name = tensorName + "/update";
            update.type = OpType::Mul;
            builder_->beginOp(currentOperation_, update.name);
            if (!accumulated)
                useGradient(tensor, ipu);
            const auto weightType = out_.variables[std::size_t(weight)].elementType;
            const auto elements = spread.totalBytes() / elementTypeBytes(weightType);
            // One value per element of a 1/R share with sharding, beside the weight.
            const auto besideWeight = [&](std::uint32_t bytesPerElement) {
                return spreadEvenly(elements * bytesPerElement / shards, spread.firstTile, spread.tiles,
                                    target_.minWeightBytesPerTile, kDataAlignment);
            };
            // Optimiser state lives beside its weight (always-live), in streaming memory when offloaded
            // (then live on the IPU only around the update). A scalar (Adam's step) is below PopART's
            // minimum elements both for off-chip storage (2) and for sharding (8192) [R: popart
            // sessionoptions.hpp TensorLocationSettings]: whole, on chip.
            for (const auto& kept : tensors.state) {
                LoweredVariable state = out_.variables[std::size_t(weight)];
                const bool streamed = offloaded && !kept.scalar;
                state.category = streamed ? MemoryCategory::NotAlwaysLiveVariable : MemoryCategory::AlwaysLiveVariable;
                state.elementType = kept.half ? ElementType::Half : ElementType::Float;
                state.operation = currentOperation_;
                state.spread = kept.scalar ? mapLinearly(kept.bytesPerElement(), ipu, target_.minWeightBytesPerTile,
                                                         kDataAlignment)
                                           : besideWeight(kept.bytesPerElement());
                state.placement = Placement::Anywhere;
                state.firstStep = streamed ? stateFirstStep : kNone;
                state.lastStep = streamed ? stateFirstStep : kNone;
                state.segment = StepSegment::WeightUpdate;
                const auto id = addVariable(state, tensorName + "/" + kept.name);
                if (streamed)
                    streamedState.push_back(id);
            }
            const auto bytesPerElement = elementTypeBytes(weightType);
            const auto elementsPerTile =
                std::max<std::uint64_t>(1, spread.bytesPerTile / bytesPerElement / shards);
            std::uint32_t norms = 0;
            for (const auto& temporary : tensors.temporaries) {
                const auto type = temporary.half ? ElementType::Half : ElementType::Float;
                if (temporary.scalar) {
                    ++norms;
                    addTemporary(tensorName + "/" + temporary.name,
                                 mapLinearly(temporary.bytesPerElement(), ipu, target_.minWeightBytesPerTile,
                                             kDataAlignment),
                                 Placement::Anywhere, type);
                    continue;
                }
                // The fp16 gradient cast up for fp32 moments [R: popart adamdecompose.cpp gradCast].
                addTemporary(tensorName + "/" + temporary.name, besideWeight(temporary.bytesPerElement()),
                             Placement::Anywhere, type);
                compute(update.name + "/Cast", ipu, "popops::Cast", kCastVertexCodeBytes, kVertexStateBytes,
                        spread.firstTile, spread.tiles, target_.workerContexts,
                        elementwiseCycles(elementsPerTile, temporary.bytesPerElement(), 1));
            }
            // Each tensor the update rewrites costs a read, a multiply-add and a write per element;
            // each of LAMB's norms a read [I].
            compute(update.name, ipu, "popops::ScaledAddTo", kElementwiseVertexCodeBytes, kVertexStateBytes,
                    spread.firstTile, spread.tiles, target_.workerContexts,
                    elementwiseCycles(elementsPerTile, bytesPerElement, 2 + 3 * tensors.rewrittenPerElement + norms));
            closeTemporaries();
            builder_->endOp();
            tilesUsed_ = spread.tiles;
            serialSteps_ = 1;
            addOperationRow(update, ipu, 0.0, {"weightUpdate"});
            out_.operations.flops.back() = 2 * (elements / shards) * (1 + tensors.rewrittenPerElement);
        }
        if (offloaded) {
            const auto out = streamOptimiserState(ipu, stateBytes, false);
            for (auto id : streamedState)
                out_.variables[std::size_t(id)].lastStep = out;
        }
        if (sharded)
            replicaCollective("weights/allGather", "allGather", ipu, weightBytes, double(replicas - 1) / replicas,
                              replicas - 1);
        group = end;
    }
}

} // namespace tilescope::detail
