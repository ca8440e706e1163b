#include "exec/BspExecution.h"

#include "report/TraceBuilder.h"

namespace tilescope {

Execution executeBsp(const LoweredProgram& program, std::uint32_t batchSize)
{
    const auto& target = program.target;
    const auto& steps = program.steps;
    Execution e;
    const auto n = steps.size();
    e.stepIpu.reserve(n);
    for (const auto& step : steps) {
        e.stepIpu.push_back(step.ipu);
        e.stepCycles.push_back(step.cycles);
        e.stepActiveTiles.push_back(step.activeTiles);
        e.stepBytesIn.push_back(step.exchangeBytes);
        e.stepBytesOut.push_back(step.exchangeBytes);
        e.stepPhase.push_back(StagePhase::Forward);
        e.stepStage.push_back(kNone);
        e.stepPeerIpu.push_back(kNone);
    }
    e.tileCyclesBegin.assign(program.computeSets.size() + 1, 0);
    TraceBuilder trace(target.ipus);
    e.ipuBusyCycles.assign(target.ipus, 0);
    e.ipuComputeCycles.assign(target.ipus, 0);
    std::uint64_t clock = 0;
    for (std::size_t s = 0; s < n; ++s) {
        const auto& step = steps[s];
        const auto kind = traceKindOfProgram(program.programs.kind[std::size_t(step.node)]);
        trace.waitUntil(step.ipu, clock, StagePhase::Forward, kNone);
        trace.append(step.ipu, kind, std::int32_t(s), step.cycles, StagePhase::Forward, kNone);
        e.ipuBusyCycles[step.ipu] += step.cycles;
        if (kind == TraceKind::OnTileExecute)
            e.ipuComputeCycles[step.ipu] += step.cycles;
        clock += step.cycles;
    }
    for (std::uint32_t ipu = 0; ipu < target.ipus; ++ipu)
        trace.waitUntil(ipu, clock, StagePhase::Forward, kNone);
    trace.moveInto(e);
    e.cyclesPerIteration = clock;
    e.samplesPerIteration = std::uint64_t(batchSize) * target.replicas;
    e.samplesPerSecond = clock == 0 ? 0.0 : double(e.samplesPerIteration) * target.clockHz / double(clock);
    return e;
}

} // namespace tilescope
