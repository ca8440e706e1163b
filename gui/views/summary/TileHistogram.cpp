#include "views/summary/TileHistogram.h"

#include <algorithm>

namespace tilescope::gui {

TileHistogram tileHistogram(const Report& report, std::size_t binCount, std::uint64_t rangeBytes)
{
    TileHistogram histogram;
    histogram.capacityBytes = report.target.bytesPerTile;
    const std::size_t tiles = report.memory.tileCount();
    if (tiles == 0 || binCount == 0)
        return histogram;

    std::vector<std::uint64_t> bytes(tiles);
    for (std::size_t t = 0; t < tiles; ++t)
        bytes[t] = report.memory.bytesIncludingGaps(t);
    histogram.maxTileBytes = *std::max_element(bytes.begin(), bytes.end());

    const double range =
        double(std::max<std::uint64_t>({histogram.maxTileBytes, histogram.capacityBytes, rangeBytes, 1}));
    histogram.binWidthBytes = range / double(binCount);
    histogram.binStartBytes.resize(binCount);
    histogram.tileCounts.assign(binCount, 0.0);
    for (std::size_t b = 0; b < binCount; ++b)
        histogram.binStartBytes[b] = double(b) * histogram.binWidthBytes;
    for (const std::uint64_t used : bytes) {
        const auto bin = std::min(binCount - 1, std::size_t(double(used) / histogram.binWidthBytes));
        histogram.tileCounts[bin] += 1.0;
    }
    return histogram;
}

} // namespace tilescope::gui
