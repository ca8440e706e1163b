#include "exec/BspExecution.h"

namespace tilescope {

Execution executeBsp(const std::vector<LoweredStep>& steps, const Target& target, std::uint32_t batchSize)
{
    Execution e;
    const auto n = steps.size();
    e.stepCyclesPerIpu.assign(target.ipus, std::vector<std::uint64_t>(n, 0));
    e.activeTilesPerIpu.assign(target.ipus, std::vector<std::uint32_t>(n, 0));
    std::uint64_t clock = 0;
    for (std::size_t s = 0; s < n; ++s) {
        const auto& step = steps[s];
        e.stepProgram.push_back(step.node);
        e.stepStartCycle.push_back(clock);
        e.stepCyclesPerIpu[step.ipu][s] = step.cycles;
        e.activeTilesPerIpu[step.ipu][s] = step.activeTiles;
        e.stepExchangeBytes.push_back(step.exchangeBytes);
        clock += step.cycles;
    }
    e.cyclesPerIteration = clock;
    e.samplesPerIteration = std::uint64_t(batchSize) * target.replicas;
    e.samplesPerSecond = clock == 0 ? 0.0 : double(e.samplesPerIteration) * target.clockHz / double(clock);
    return e;
}

} // namespace tilescope
