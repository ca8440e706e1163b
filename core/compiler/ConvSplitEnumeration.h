#pragma once
// The search space of the convolution planner (docs/SIMULATION.md §2 [R]): every vertex that can run a
// problem, and every way to split it over tiles (batch, field, kernel rows, conv groups, input and
// output channels: any integer counts whose product fits the IPU, as PopLibs' ConvModel has them)
// and over serial steps (input or output channels, never both).

#include "compiler/ConvCostModel.h"
#include "compiler/ConvPlanner.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace tilescope {

/// The serial step counts tried over `grains` grains, ascending: for each per-step count that is a
/// power of two or grains / 2^k (rounded up), the smallest split giving it (a larger split with the
/// same ceil(grains / split) costs steps and buys nothing).
std::vector<std::uint32_t> convSerialSplits(std::uint64_t grains);

/// The parallel splits tried for a dimension of `grains` grains when `freeTiles` tiles are left for
/// it and the dimensions after it, ascending: the serial candidates that fit, and the split that
/// fills the free tiles, whatever integer it is. PopLibs tries every integer split [R, poplibs
/// ConvModel.cpp]; this is a subset of them [I] that still reaches counts such as 19 x 4 x 19 =
/// 1444 tiles, where powers of two stop at 1024.
std::vector<std::uint32_t> convParallelSplits(std::uint64_t grains, std::uint64_t freeTiles);

/// One part of the planner's search: a transform of the problem (its expanded dimensions) and a
/// vertex. The parts are independent, so that they can be searched at the same time.
struct ConvSearchSpace {
    std::shared_ptr<const ConvProblem> problem; // the transformed problem context points into
    ConvCostContext context;
    /// Parts of one wave may be searched at the same time; a wave's search may use what the waves
    /// before it found.
    std::uint32_t wave = 0;
};

/// The parts of `problem`'s search, in the order forEachConvPlan visits them: the AMP vertex's
/// (narrow, then full width) for each expandDims subset, the empty one first (wave 0), then the
/// horizontal and the vertical MAC's for each subset (wave 1).
std::vector<ConvSearchSpace> convSearchSpaces(const ConvProblem& problem, const Target& target);

/// What is known of every serial candidate of one parallel split before any is costed in full:
/// none needs less temporary memory per tile or summed over its tiles, or fewer cycles, than this.
/// Each memory term is monotone in the serial split (larger splits hold smaller slices; the loop's
/// rearrangement and in-place buffers are the same for every split > 1), so the least memory is
/// that of no serial split or of the largest of either kind; the fewest cycles are those of no
/// serial split, since steps x ceil(work per step) never falls below the work done at once.
struct ConvSerialBounds {
    std::uint64_t tempBytesPerTile = 0;
    std::uint64_t totalTempBytes = 0;
    std::uint64_t cycles = 0;
};

/// Whether any plan within `bounds` could change what a search gathers: false turns away every
/// serial candidate of the parallel split at once, as `worthTiming` would turn each away.
using ConvSerialFilter = std::function<bool(const ConvSerialBounds& bounds)>;

/// forEachConvPlan over one part of the search; `worthSearching` (when given, with `worthTiming`)
/// may turn away all serial candidates of a parallel split together.
void forEachConvPlanIn(const ConvSearchSpace& space, std::uint32_t tiles,
                       const std::function<void(const ConvPlan&)>& visit, const ConvPlanFilter& worthTiming = {},
                       const ConvSerialFilter& worthSearching = {});

/// Calls `visit` with the costed plan of every candidate (transform, vertex, splits) whose parallel
/// splits use at most `tiles` tiles and which respects the tile-mapping minimums, but those
/// `worthTiming` (when given) turns away once their memory is known. The plan's phase is not set.
void forEachConvPlan(const ConvProblem& problem, const Target& target, std::uint32_t tiles,
                     const std::function<void(const ConvPlan&)>& visit, const ConvPlanFilter& worthTiming = {});

} // namespace tilescope
