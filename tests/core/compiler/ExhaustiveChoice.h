#pragma once
// The planner's two rules applied to every candidate, as the tests' reference for what the
// searches, with all they turn away, must choose (ConvPlanner.h).

#include "compiler/ConvPlanner.h"

#include <tuple>
#include <vector>

namespace tilescope::test {

/// Phase 1 over every candidate: the fastest whose temporary bytes per tile fit `budget`, the first
/// enumerated among equals; nullptr when none fits.
inline const ConvPlan* fastestWithinBudget(const std::vector<ConvPlan>& candidates, double budget)
{
    const ConvPlan* fastest = nullptr;
    for (const auto& plan : candidates)
        if (double(plan.tempBytesPerTile) <= budget &&
            (!fastest || std::tie(plan.cycles, plan.tempBytesPerTile, plan.tilesUsed) <
                             std::tie(fastest->cycles, fastest->tempBytesPerTile, fastest->tilesUsed)))
            fastest = &plan;
    return fastest;
}

/// Phase 2 over every candidate: among plans whose worst tile fits, the least totalTempBytes, then
/// tempBytesPerTile, then cycles, the first enumerated among equals; nullptr when none fits.
inline const ConvPlan* leastMemoryOf(const std::vector<ConvPlan>& candidates, std::uint64_t bytesPerTile)
{
    const ConvPlan* least = nullptr;
    for (const auto& plan : candidates)
        if (plan.tempBytesPerTile <= bytesPerTile &&
            (!least || std::tie(plan.totalTempBytes, plan.tempBytesPerTile, plan.cycles) <
                           std::tie(least->totalTempBytes, least->tempBytesPerTile, least->cycles)))
            least = &plan;
    return least;
}

} // namespace tilescope::test
