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
    addOperationRow(op, ipu, 0.0);
    out_.operations.type.back() = type;
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
    chargeCode(MemoryCategory::HostExchangeCode, spread.firstTile, spread.tiles, kHostExchangeCodeBytesPerStream);
    chargeCode(MemoryCategory::HostExchangePacketHeader, spread.firstTile, spread.tiles, kHostPacketHeaderBytes);
    chargeCode(MemoryCategory::ControlCode, ipuFirstTile(ipu), target_.tilesPerIpu, kControlCodeBytesPerStep);
    opCycles_ += cycles;
    builder_->endOp();
    tilesUsed_ = spread.tiles;
    serialSteps_ = 1;
    addOperationRow(op, ipu, 0.0);
    out_.operations.type.back() = in ? "streamIn" : "streamOut";
    return step;
}

void Lowering::lowerWeightUpdate()
{
    const auto stateTensors = optimiserStateTensors(options_.optimiser);
    const auto replicas = target_.replicas;
    const bool sharded = options_.replicatedTensorSharding && replicas > 1;
    const bool accumulated = options_.gradientAccumulation > 1;
    // The parameters that get a gradient, grouped by the IPU that holds them (their stage updates them).
    std::vector<std::int32_t> updated;
    for (std::size_t tensor = 0; tensor < model_.tensors.size(); ++tensor) {
        if (!model_.tensors[tensor].parameter || tensorVariable_[tensor] == kNone)
            continue;
        const auto id = std::int32_t(tensor);
        const bool hasGradient = accumulated ? accumulator_[tensor] != kNone
                                             : gradients_.lower_bound({id, 0}) != gradients_.end() &&
                                                   gradients_.lower_bound({id, 0})->first.first == id;
        if (hasGradient)
            updated.push_back(id);
    }
    auto ipuOfTensor = [&](std::int32_t tensor) {
        return out_.variables[std::size_t(tensorVariable_[std::size_t(tensor)])].spread.firstTile / target_.tilesPerIpu;
    };
    std::stable_sort(updated.begin(), updated.end(),
                     [&](std::int32_t a, std::int32_t b) { return ipuOfTensor(a) < ipuOfTensor(b); });

    for (auto group = updated.begin(); group != updated.end();) {
        const auto ipu = ipuOfTensor(*group);
        const auto end = std::find_if(group, updated.end(), [&](std::int32_t t) { return ipuOfTensor(t) != ipu; });
        builder_->setContext(stageOnIpu(ipu), StagePhase::WeightUpdate, StepSegment::WeightUpdate);
        std::uint64_t gradientBytes = 0, weightBytes = 0, stateBytes = 0;
        for (auto it = group; it != end; ++it) {
            const auto& weight = out_.variables[std::size_t(tensorVariable_[std::size_t(*it)])];
            const auto elements = weight.spread.totalBytes() / elementTypeBytes(weight.elementType);
            weightBytes += weight.spread.totalBytes();
            gradientBytes += elements * (options_.precision.halfWeights ? 2 : 4);
            stateBytes += elements * 4 * stateTensors / (sharded ? replicas : 1);
        }
        // Replicas agree on the gradients before any of them updates: all-reduce (2(R-1) ring steps
        // moving 2(R-1)/R of the bytes), or with sharding a reduce-scatter (R-1 steps, (R-1)/R).
        if (replicas > 1) {
            const auto steps = sharded ? replicas - 1 : 2 * (replicas - 1);
            replicaCollective(sharded ? "gradients/reduceScatter" : "gradients/allReduce",
                              sharded ? "reduceScatter" : "allReduce", ipu, gradientBytes,
                              double(steps) / replicas, steps);
        }
        const bool offloaded = options_.offloadOptimiserState && stateTensors > 0;
        const auto stateFirstStep = offloaded ? streamOptimiserState(ipu, stateBytes, true) + 1 : kNone;
        std::vector<std::int32_t> streamedState;
        for (auto it = group; it != end; ++it) {
            const auto tensor = *it;
            const auto weight = tensorVariable_[std::size_t(tensor)];
            const auto spread = out_.variables[std::size_t(weight)].spread;
            beginOperationRow();
            Op update;
            update.name = model_.tensors[std::size_t(tensor)].name + "/update";
            update.type = OpType::Mul;
            builder_->beginOp(currentOperation_, update.name);
            if (!accumulated)
                useGradient(tensor, ipu);
            const auto weightType = out_.variables[std::size_t(weight)].elementType;
            const auto elements = spread.totalBytes() / elementTypeBytes(weightType);
            // Optimiser state lives beside its weight (always-live), in streaming memory when offloaded
            // (then live on the IPU only around the update), a 1/R share of it with sharding.
            for (std::uint32_t s = 0; s < stateTensors; ++s) {
                LoweredVariable state = out_.variables[std::size_t(weight)];
                state.name = model_.tensors[std::size_t(tensor)].name + (s == 0 ? "/firstMoment" : "/secondMoment");
                state.category = offloaded ? MemoryCategory::NotAlwaysLiveVariable : MemoryCategory::AlwaysLiveVariable;
                state.elementType = ElementType::Float;
                state.operation = currentOperation_;
                state.spread = spreadEvenly(elements * 4 / (sharded ? replicas : 1), spread.firstTile, spread.tiles,
                                            target_.minWeightBytesPerTile, kDataAlignment);
                state.placement = Placement::Anywhere;
                state.firstStep = offloaded ? stateFirstStep : kNone;
                state.lastStep = offloaded ? stateFirstStep : kNone;
                state.segment = StepSegment::WeightUpdate;
                const auto id = addVariable(std::move(state));
                if (offloaded)
                    streamedState.push_back(id);
            }
            const auto bytesPerElement = elementTypeBytes(weightType);
            const auto elementsPerTile = spread.bytesPerTile / bytesPerElement / (sharded ? replicas : 1);
            compute(update.name, ipu, "popops::ScaledAddTo", kElementwiseVertexCodeBytes, kVertexStateBytes,
                    spread.firstTile, spread.tiles, target_.workerContexts,
                    elementwiseCycles(std::max<std::uint64_t>(1, elementsPerTile), bytesPerElement, 2 + 3 * stateTensors));
            builder_->endOp();
            tilesUsed_ = spread.tiles;
            serialSteps_ = 1;
            addOperationRow(update, ipu, 0.0);
            out_.operations.type.back() = "weightUpdate";
            out_.operations.flops.back() = 2 * (elements / (sharded ? replicas : 1)) * (1 + stateTensors);
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
