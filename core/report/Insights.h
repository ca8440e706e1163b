#pragma once
// Advice a report supports on its own: what to try next to make a program fit or run faster.

#include "report/Report.h"

#include <cstdint>
#include <vector>

namespace tilescope {

/// A 32-bit floating-point variable that would take half the memory in fp16.
struct HalfPrecisionCandidate {
    std::int32_t variable = kNone;
    std::uint64_t bytes = 0;           // now, over all tiles
    std::uint64_t savedBytes = 0;      // if stored as half
    std::uint64_t savedOnWorstTile = 0; // on the report's worst tile (0 when the variable is not there)
};

/// The float variables with the most to save as half, largest first, at most `count`;
/// those present on the worst tile come first, since they decide whether the program fits.
std::vector<HalfPrecisionCandidate> halfPrecisionCandidates(const Report& report, std::size_t count);

} // namespace tilescope
