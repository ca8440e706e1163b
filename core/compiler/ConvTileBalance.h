#pragma once
// How the work of a planned convolution falls on its tiles. Each split dimension of n elements in s
// parts gives parts of ceil(n / s) elements, one smaller remainder part, and perhaps empty parts: a
// tile's work is the product of its parts' sizes. Tiles of one work class are laid side by side,
// the busiest first, so a plan's tile balance is a handful of runs (what the vendor's trace shows).

#include "compiler/ConvPlanner.h"

#include <cstdint>
#include <vector>

namespace tilescope {

/// A number of tiles sharing a fraction of the busiest tile's work (1.0 for the busiest).
struct ConvWorkClass {
    std::uint64_t tiles = 0;
    double work = 0.0;
};

/// The work classes of `plan` on `problem`, busiest first; tiles with no work are left out, so the
/// counts sum to at most the plan's tiles.
std::vector<ConvWorkClass> convWorkClasses(const ConvProblem& problem, const ConvPlan& plan);

} // namespace tilescope
