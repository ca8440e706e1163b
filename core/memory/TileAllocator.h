#pragma once
// Lays out one tile's memory: code at the bottom of the non-interleaved region, then data by
// live-range colouring (variables whose lifetimes do not overlap share addresses), honouring
// alignment and the interleaved-region rule for 128-bit operands. Other data grows up from the
// code; interleaved-only data grows down from the top of the tile. The largest block free at the
// tile's peak is its room to spare; the other holes then count as gaps. What does not fit is still placed, above the tile's end:
// that is the overflow an out-of-memory error reports.

#include <cstdint>
#include <vector>

namespace tilescope {

struct TileItem {
    std::uint64_t bytes = 0;
    std::uint32_t alignment = 8;
    bool interleaved = false;       // must lie in the interleaved region
    std::int64_t firstStep = -1;    // -1: always live
    std::int64_t lastStep = -1;
};

struct TileLayout {
    std::vector<std::uint64_t> offsets; // per item, in input order
    std::uint64_t codeBytes = 0;
    std::uint64_t alwaysLiveBytes = 0;     // code + always-live items (excluding alignment padding)
    std::uint64_t peakNotAlwaysLiveBytes = 0;
    std::uint64_t peakNotAlwaysLiveInterleavedBytes = 0; // of the peak, bytes in the interleaved region
    std::uint64_t bytesIncludingGaps = 0;  // the tile's memory less roomBytes (or more, overflowing)
    std::uint64_t overflowBytes = 0;       // bytesIncludingGaps beyond the tile's memory
    // The largest block still free at the tile's peak (the moment the most not-always-live bytes are
    // live): what one more variable could take then; minus the overflow when the tile overflows.
    std::int64_t roomBytes = 0;
    std::uint64_t gapBytes() const
    {
        const auto used = alwaysLiveBytes + peakNotAlwaysLiveBytes;
        return bytesIncludingGaps > used ? bytesIncludingGaps - used : 0;
    }
};

struct TileRegions {
    std::uint64_t interleavedStart = 0;
    std::uint64_t tileBytes = 0;
};

/// Lays out `codeBytes` of code (non-interleaved, from address 0) and `items`.
TileLayout layoutTile(std::uint64_t codeBytes, const std::vector<TileItem>& items, const TileRegions& regions);

} // namespace tilescope
