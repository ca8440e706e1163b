#pragma once
// The search space of the convolution planner (docs/SIMULATION.md §2 [R]): every vertex that can run a
// problem, and every way to split it over tiles (batch, field, kernel rows, conv groups, input and
// output channels) and over serial steps (input or output channels, never both).

#include "compiler/ConvPlanner.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace tilescope {

/// The split counts tried for a dimension of `grains` grains, ascending: for each per-tile count
/// that is a power of two or grains / 2^k (rounded up), the smallest split giving it. This keeps the
/// search small while splitting both power-of-two and awkward sizes (56 = 7 x 8) evenly.
std::vector<std::uint32_t> convSplitCandidates(std::uint64_t grains);

/// Calls `visit` with the costed plan of every candidate (vertex, splits) whose parallel splits use
/// at most `tiles` tiles and which respects the tile-mapping minimums. The plan's phase is not set.
void forEachConvPlan(const ConvProblem& problem, const Target& target, std::uint32_t tiles,
                     const std::function<void(const ConvPlan&)>& visit);

} // namespace tilescope
