#include "exec/SteadyState.h"

#include "common/CheckedCount.h"

#include <algorithm>

namespace tilescope {

SteadyState::SteadyState(const BspMachine& machine) : machine_(machine) {}

// Every lane's clock, then every IPU's busy and compute cycles.
std::vector<std::uint64_t> SteadyState::reading() const
{
    std::vector<std::uint64_t> values;
    const auto lanes = machine_.lanes();
    const auto ipus = machine_.ipus();
    values.reserve(lanes + 2 * ipus);
    for (std::uint32_t lane = 0; lane < lanes; ++lane)
        values.push_back(machine_.clock(lane));
    for (std::uint32_t ipu = 0; ipu < ipus; ++ipu) {
        values.push_back(machine_.busyCycles(ipu));
        values.push_back(machine_.computeCycles(ipu));
    }
    return values;
}

bool SteadyState::periodEnds()
{
    auto now = reading();
    repeating_ = false;
    if (!last_.empty()) {
        std::vector<std::uint64_t> change(now.size());
        for (std::size_t i = 0; i < now.size(); ++i)
            change[i] = now[i] - last_[i];
        // Every lane moves on by the same time, or some lane is still catching up (not steady yet).
        const auto lanes = machine_.lanes();
        const bool lanesTogether = std::all_of(change.begin(), change.begin() + lanes,
                                               [&](std::uint64_t c) { return c == change.front(); });
        repeating_ = lanesTogether && change == change_;
        change_ = std::move(change);
    }
    last_ = std::move(now);
    return repeating_;
}

void SteadyState::restart()
{
    last_.clear();
    change_.clear();
    repeating_ = false;
}

void SteadyState::fold(FoldedPeriods& folded, std::uint64_t periods, std::uint64_t microBatches,
                       const std::string& option) const
{
    if (periods == 0)
        return;
    if (!folded.any)
        folded.atCycle = machine_.latestClock();
    folded.any = true;
    const auto lanes = machine_.lanes();
    const auto ipus = machine_.ipus();
    const std::string what = "the cycles of " + std::to_string(microBatches) + " micro-batches";
    folded.cycles = checkedSum(folded.cycles, checkedProduct(change_.front(), periods, what, option), what, option);
    for (std::uint32_t ipu = 0; ipu < ipus; ++ipu) {
        folded.busyCycles[ipu] += change_[lanes + 2 * ipu] * periods;
        folded.computeCycles[ipu] += change_[lanes + 2 * ipu + 1] * periods;
    }
    folded.microBatches += microBatches;
}

} // namespace tilescope
