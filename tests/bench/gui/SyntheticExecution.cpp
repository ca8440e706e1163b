#include "SyntheticExecution.h"

#include "report/TraceBuilder.h"

#include <algorithm>
#include <random>

namespace tilescope::bench {
namespace {

constexpr std::uint64_t kHostRoundTripCycles = 60'000;

// An IPU's share of the program: the steps it runs per micro-batch, per phase, and once per
// iteration (the weight update), plus its inter-IPU sends.
struct IpuSteps {
    std::vector<std::int32_t> forward, recompute, backward, weightUpdate;
    std::int32_t sendActivations = kNone;
    std::int32_t sendGradients = kNone;
};

// Splits each IPU's steps by phase: the first sixth forward, a little recompute, a fifth backward
// and the rest (optimiser state, once per iteration) weight update.
std::vector<IpuSteps> splitSteps(const Report& r, std::vector<std::uint32_t>& stepIpu)
{
    const std::uint32_t ipus = r.target.ipus;
    const std::size_t steps = r.liveness.stepCount();
    const std::size_t firstTransfer = steps - syntheticTransferSteps(ipus);
    std::vector<std::vector<std::int32_t>> regular(ipus);
    stepIpu.assign(steps, 0);
    std::uint32_t ipu = 0; // a sync of no operation runs where the operation before it did
    for (std::size_t s = 0; s < firstTransfer; ++s) {
        const auto node = std::size_t(r.liveness.stepProgram[s]);
        const auto op = r.programs.operation[node];
        if (op >= 0)
            ipu = r.operations.ipu[std::size_t(op)];
        stepIpu[s] = ipu;
        regular[ipu].push_back(std::int32_t(s));
    }
    std::vector<IpuSteps> result(ipus);
    for (ipu = 0; ipu < ipus; ++ipu) {
        const auto& all = regular[ipu];
        const std::size_t f = all.size() * 16 / 100, rc = all.size() * 4 / 100, b = all.size() * 20 / 100;
        IpuSteps& split = result[ipu];
        split.forward.assign(all.begin(), all.begin() + std::ptrdiff_t(f));
        split.recompute.assign(all.begin() + std::ptrdiff_t(f), all.begin() + std::ptrdiff_t(f + rc));
        split.backward.assign(all.begin() + std::ptrdiff_t(f + rc), all.begin() + std::ptrdiff_t(f + rc + b));
        split.weightUpdate.assign(all.begin() + std::ptrdiff_t(f + rc + b), all.end());
        split.sendActivations = std::int32_t(firstTransfer + 2 * ipu);
        split.sendGradients = std::int32_t(firstTransfer + 2 * ipu + 1);
        stepIpu[firstTransfer + 2 * ipu] = ipu;
        stepIpu[firstTransfer + 2 * ipu + 1] = ipu;
    }
    stepIpu[steps - 2] = 0;        // the host streams the inputs into the first stage
    stepIpu[steps - 1] = ipus - 1; // and reads the loss back from the last
    return result;
}

void describeSteps(const Report& r, const std::vector<IpuSteps>& split, Execution& e, std::mt19937_64& random)
{
    const std::size_t steps = r.liveness.stepCount();
    e.stepCycles.resize(steps);
    e.stepActiveTiles.resize(steps);
    e.stepBytesIn.assign(steps, 0);
    e.stepBytesOut.assign(steps, 0);
    e.stepPhase.assign(steps, StagePhase::WeightUpdate);
    e.stepStage.resize(steps);
    e.stepPeerIpu.assign(steps, kNone);
    // A compute set takes the same cycles every time it runs: its slowest tile's.
    std::vector<std::uint64_t> computeSetCycles(r.computeSets.size());
    for (auto& cycles : computeSetCycles)
        cycles = 400 + random() % 4'000;
    for (std::size_t s = 0; s < steps; ++s) {
        const auto node = std::size_t(r.liveness.stepProgram[s]);
        const ProgramKind kind = r.programs.kind[node];
        e.stepStage[s] = std::int32_t(e.stepIpu[s]);
        e.stepActiveTiles[s] = r.target.tilesPerIpu;
        switch (kind) {
        case ProgramKind::OnTileExecute: e.stepCycles[s] = computeSetCycles[std::size_t(r.programs.computeSet[node])]; break;
        case ProgramKind::Sync: e.stepCycles[s] = r.target.syncCycles; break;
        case ProgramKind::GlobalExchange:
        case ProgramKind::StreamCopy:
            e.stepCycles[s] = 3'000 + random() % 6'000;
            e.stepActiveTiles[s] = 64;
            e.stepBytesIn[s] = e.stepBytesOut[s] = r.programs.exchangeBytes[node];
            break;
        default:
            e.stepCycles[s] = 150 + random() % 700;
            e.stepActiveTiles[s] = r.target.tilesPerIpu / 2 + std::uint32_t(random() % (r.target.tilesPerIpu / 2));
            e.stepBytesIn[s] = e.stepBytesOut[s] = r.programs.exchangeBytes[node];
            break;
        }
    }
    for (std::size_t ipu = 0; ipu < split.size(); ++ipu) {
        for (const auto s : split[ipu].forward)
            e.stepPhase[std::size_t(s)] = StagePhase::Forward;
        for (const auto s : split[ipu].recompute)
            e.stepPhase[std::size_t(s)] = StagePhase::Recompute;
        for (const auto s : split[ipu].backward)
            e.stepPhase[std::size_t(s)] = StagePhase::Backward;
        e.stepPhase[std::size_t(split[ipu].sendActivations)] = StagePhase::Forward;
        e.stepPhase[std::size_t(split[ipu].sendGradients)] = StagePhase::Backward;
        const auto last = std::int32_t(split.size() - 1);
        e.stepPeerIpu[std::size_t(split[ipu].sendActivations)] = std::min(std::int32_t(ipu) + 1, last);
        e.stepPeerIpu[std::size_t(split[ipu].sendGradients)] = std::max(std::int32_t(ipu) - 1, 0);
    }
    e.stepPhase[steps - 2] = e.stepPhase[steps - 1] = StagePhase::HostIo;

    // Tile balance: each compute set on its IPU's tiles in three runs, the slowest one at its cycles.
    const std::uint32_t tilesPerIpu = r.target.tilesPerIpu;
    e.tileCyclesBegin.assign(1, 0);
    for (std::size_t c = 0; c < r.computeSets.size(); ++c) {
        const auto op = std::size_t(r.computeSets.operation[c]);
        const std::uint32_t first = r.operations.ipu[op] * tilesPerIpu;
        const std::uint32_t busy = tilesPerIpu / 2 + std::uint32_t(random() % (tilesPerIpu / 2 - 2));
        const std::uint32_t slow = 1 + std::uint32_t(random() % 16);
        const std::uint64_t cycles = computeSetCycles[c];
        e.tileCyclesTile.insert(e.tileCyclesTile.end(), {first, first + slow, first + busy});
        e.tileCyclesTileCount.insert(e.tileCyclesTileCount.end(), {slow, busy - slow, tilesPerIpu - busy});
        e.tileCyclesCycles.insert(e.tileCyclesCycles.end(), {cycles, cycles * 3 / 4, cycles / 5});
        e.tileCyclesBegin.push_back(e.tileCyclesTile.size());
    }
}

// Records the interval a run of rows covered as one stage row.
struct StageRecorder {
    Execution& e;
    void add(std::uint32_t ipu, StagePhase phase, std::uint64_t start, std::uint64_t end, std::int32_t microBatch)
    {
        if (end <= start)
            return;
        e.stageIpu.push_back(ipu);
        e.stage.push_back(std::int32_t(ipu));
        e.stagePhase.push_back(phase);
        e.stageStartCycle.push_back(start);
        e.stageEndCycle.push_back(end);
        e.stageMicroBatch.push_back(microBatch);
    }
};

void runSteps(TraceBuilder& trace, const Report& r, const Execution& e, std::uint32_t ipu,
              const std::vector<std::int32_t>& steps, StagePhase phase, std::int32_t microBatch)
{
    for (const auto s : steps) {
        const auto node = std::size_t(r.liveness.stepProgram[std::size_t(s)]);
        trace.append(ipu, traceKindOfProgram(r.programs.kind[node]), s, e.stepCycles[std::size_t(s)], phase,
                     microBatch);
    }
}

} // namespace

void addSyntheticExecution(Report& r, std::uint64_t traceRows)
{
    std::mt19937_64 random(20261122);
    Execution e;
    const std::uint32_t ipus = r.target.ipus;
    const std::vector<IpuSteps> split = splitSteps(r, e.stepIpu);
    describeSteps(r, split, e, random);

    std::uint64_t rowsPerMicroBatch = 0;
    for (const IpuSteps& s : split)
        rowsPerMicroBatch += s.forward.size() + s.recompute.size() + s.backward.size() + 2;
    const auto microBatches = std::uint32_t(
        std::max<std::uint64_t>(2 * ipus, traceRows / std::max<std::uint64_t>(1, rowsPerMicroBatch)));
    e.gradientAccumulation = microBatches;
    e.deviceIterations = e.tracedDeviceIterations = 1;

    TraceBuilder trace(ipus);
    StageRecorder stages{e};
    const std::uint64_t externalSync = r.target.globalSyncCycles();
    const std::size_t streamIn = r.liveness.stepCount() - 2, streamOut = r.liveness.stepCount() - 1;
    trace.append(0, TraceKind::StreamCopy, std::int32_t(streamIn), e.stepCycles[streamIn], StagePhase::HostIo, kNone);
    const std::uint32_t slots = microBatches + 2 * ipus - 1;
    for (std::uint32_t slot = 0; slot < slots; ++slot) {
        for (std::uint32_t k = 0; k < ipus; ++k) {
            const IpuSteps& steps = split[k];
            const auto forward = std::int64_t(slot) - k;
            if (forward >= 0 && forward < microBatches) {
                const auto mb = std::int32_t(forward);
                const auto start = trace.clock(k);
                runSteps(trace, r, e, k, steps.forward, StagePhase::Forward, mb);
                if (k + 1 < ipus)
                    runSteps(trace, r, e, k, {steps.sendActivations}, StagePhase::Forward, mb);
                stages.add(k, StagePhase::Forward, start, trace.clock(k), mb);
            }
            const auto backward = std::int64_t(slot) - (2 * std::int64_t(ipus) - 1 - k);
            if (backward >= 0 && backward < microBatches) {
                const auto mb = std::int32_t(backward);
                auto start = trace.clock(k);
                runSteps(trace, r, e, k, steps.recompute, StagePhase::Recompute, mb);
                stages.add(k, StagePhase::Recompute, start, trace.clock(k), mb);
                start = trace.clock(k);
                runSteps(trace, r, e, k, steps.backward, StagePhase::Backward, mb);
                if (k > 0)
                    runSteps(trace, r, e, k, {steps.sendGradients}, StagePhase::Backward, mb);
                stages.add(k, StagePhase::Backward, start, trace.clock(k), mb);
            }
        }
        // Every IPU meets the others at the slot's end: the faster ones wait.
        const std::uint64_t slotEnd = trace.latestClock();
        for (std::uint32_t k = 0; k < ipus; ++k) {
            trace.waitUntil(k, slotEnd, StagePhase::Forward, kNone);
            trace.append(k, TraceKind::ExternalSync, kNone, externalSync, StagePhase::Forward, kNone);
        }
    }
    for (std::uint32_t k = 0; k < ipus; ++k) {
        const auto start = trace.clock(k);
        runSteps(trace, r, e, k, split[k].weightUpdate, StagePhase::WeightUpdate, kNone);
        stages.add(k, StagePhase::WeightUpdate, start, trace.clock(k), kNone);
    }
    const std::uint64_t updated = trace.latestClock();
    for (std::uint32_t k = 0; k < ipus; ++k)
        trace.waitUntil(k, updated, StagePhase::WeightUpdate, kNone);
    trace.append(ipus - 1, TraceKind::StreamCopy, std::int32_t(streamOut), e.stepCycles[streamOut], StagePhase::HostIo,
                 kNone);

    // Totals, from the rows as laid.
    e.ipuBusyCycles.assign(ipus, 0);
    e.ipuComputeCycles.assign(ipus, 0);
    const std::uint64_t end = trace.latestClock();
    trace.moveInto(e);
    for (std::uint32_t k = 0; k < ipus; ++k) {
        const auto [begin, last] = e.traceRowsOf(k);
        for (auto row = begin; row < last; ++row) {
            if (e.traceKind[row] != TraceKind::Idle)
                e.ipuBusyCycles[k] += e.traceCycles[row];
            if (e.traceKind[row] == TraceKind::OnTileExecute)
                e.ipuComputeCycles[k] += e.traceCycles[row];
        }
    }
    e.hostRoundTripCycles = kHostRoundTripCycles;
    e.cyclesPerIteration = end + kHostRoundTripCycles;
    e.samplesPerIteration = std::uint64_t(r.model.batchSize) * microBatches;
    e.samplesPerSecond = double(e.samplesPerIteration) * r.target.clockHz / double(e.cyclesPerIteration);
    r.execution = std::move(e);
}

} // namespace tilescope::bench
