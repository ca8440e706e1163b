#pragma once
// The search space of the convolution planner (SIMULATION.md §2 [R]): every vertex that can run a
// problem, and every way to split it over tiles (batch, field, kernel rows, conv groups, input and
// output channels) and over serial steps (input or output channels, never both).

#include "compiler/ConvPlanner.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace tilescope {

/// The split counts tried for a dimension of `grains` grains: powers of two below it and the count
/// itself, ascending. Powers of two keep the search small while still reaching every tile count
/// the hardware can use well; the exact count lets a small dimension be split completely.
std::vector<std::uint32_t> convSplitCandidates(std::uint64_t grains);

/// Calls `visit` with the costed plan of every candidate (vertex, splits) whose parallel splits use
/// at most `tiles` tiles and which respects the tile-mapping minimums. The plan's phase is not set.
void forEachConvPlan(const ConvProblem& problem, const Target& target, std::uint32_t tiles,
                     const std::function<void(const ConvPlan&)>& visit);

} // namespace tilescope
