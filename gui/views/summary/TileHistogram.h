#pragma once
// How many tiles use how much memory (including gaps): the shape that tells a balanced mapping
// from one where a few tiles carry the program. The range always reaches the tile's capacity so
// that the capacity line is visible.

#include "report/Report.h"

#include <cstdint>
#include <vector>

namespace tilescope::gui {

struct TileHistogram {
    double binWidthBytes = 0.0;
    std::vector<double> binStartBytes;
    std::vector<double> tileCounts; // per bin (double: what the plot takes)
    std::uint64_t capacityBytes = 0;
    std::uint64_t maxTileBytes = 0;

    bool isEmpty() const { return binStartBytes.empty(); }
};

/// Bins the tiles of `report` by bytes used including gaps into `binCount` equal bins over at
/// least `rangeBytes` (another report's range, so that two histograms share their bins).
TileHistogram tileHistogram(const Report& report, std::size_t binCount = 48, std::uint64_t rangeBytes = 0);

} // namespace tilescope::gui
