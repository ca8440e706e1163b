#include "memory/Liveness.h"

namespace tilescope {

Liveness computeLiveness(const LoweredProgram& program)
{
    Liveness liveness;
    const auto steps = program.steps.size();
    const auto ipus = program.target.ipus;
    // Difference arrays: a variable adds its bytes at its first step and removes them after its last.
    std::vector<std::vector<std::int64_t>> delta(ipus, std::vector<std::int64_t>(steps + 1, 0));
    for (const auto& v : program.variables) {
        if (v.alwaysLive() || v.spread.tiles == 0)
            continue;
        // A spread lies within one IPU; the lowering never maps a tensor across two.
        const auto ipu = v.spread.firstTile / program.target.tilesPerIpu;
        const auto bytes = std::int64_t(v.spread.totalBytes());
        delta[ipu][std::size_t(v.firstStep)] += bytes;
        delta[ipu][std::size_t(v.lastStep) + 1] -= bytes;
    }
    liveness.notAlwaysLiveBytes.assign(steps, 0);
    liveness.notAlwaysLiveBytesPerIpu.assign(ipus, std::vector<std::uint64_t>(steps, 0));
    for (std::uint32_t ipu = 0; ipu < ipus; ++ipu) {
        std::int64_t running = 0;
        for (std::size_t s = 0; s < steps; ++s) {
            running += delta[ipu][s];
            liveness.notAlwaysLiveBytesPerIpu[ipu][s] = std::uint64_t(running);
            liveness.notAlwaysLiveBytes[s] += std::uint64_t(running);
        }
    }
    liveness.stepProgram.reserve(steps);
    for (const auto& step : program.steps)
        liveness.stepProgram.push_back(step.node);
    return liveness;
}

} // namespace tilescope
