#pragma once
// How a tensor (or a block of code) lies on tiles: `tiles` consecutive tiles from `firstTile`,
// each with `bytesPerTile` except the last, which holds `lastTileBytes`. Poplar's linear tile
// mapping produces exactly this shape, and it keeps mapping arithmetic O(1).
//
// "Consecutive" wraps round the IPU, as PopLibs' tile order does when a convolution's start tile is
// dithered: with `ipuTiles` set, a spread running past its IPU's last tile goes on from the IPU's
// first. Such a spread is at most two contiguous ranges of tiles (forEachRange).

#include <cstdint>

namespace tilescope {

/// A range of tiles on one IPU that may wrap round the IPU's last tile to its first:
/// `count` tiles from `first`, the IPU having `ipuTiles` tiles (0: the range never wraps).
struct TileRange {
    std::uint32_t first = 0;
    std::uint32_t count = 0;
    std::uint32_t ipuTiles = 0;

    /// Calls f(firstTile, tiles) for each contiguous part: once, or twice when the range wraps.
    template <class F> void forEachRange(F&& f) const
    {
        if (count == 0)
            return;
        const auto offset = ipuTiles == 0 ? 0 : first % ipuTiles;
        if (ipuTiles == 0 || offset + count <= ipuTiles) {
            f(first, count);
            return;
        }
        const auto head = ipuTiles - offset;
        f(first, head);
        f(first - offset, count - head);
    }
    /// The physical tile of the range's i-th tile.
    std::uint32_t tileAt(std::uint32_t i) const
    {
        if (ipuTiles == 0)
            return first + i;
        const auto offset = first % ipuTiles;
        return first - offset + (offset + i) % ipuTiles;
    }
    /// The position of `tile` in the range, or `count` when the range does not cover it.
    std::uint32_t indexOf(std::uint32_t tile) const;
};

struct TileSpread {
    std::uint32_t firstTile = 0;
    std::uint32_t tiles = 0;
    std::uint64_t bytesPerTile = 0;
    std::uint64_t lastTileBytes = 0;
    std::uint32_t ipuTiles = 0; // the IPU's tiles, when the spread may wrap round them (0: it never wraps)

    std::uint64_t totalBytes() const { return tiles == 0 ? 0 : (tiles - 1) * bytesPerTile + lastTileBytes; }
    TileRange range() const { return {firstTile, tiles, ipuTiles}; }
    /// True when the spread runs past its IPU's last tile and on from its first.
    bool wraps() const { return ipuTiles != 0 && firstTile % ipuTiles + tiles > ipuTiles; }
    /// The tile holding the remainder (the spread's last).
    std::uint32_t lastTile() const { return range().tileAt(tiles == 0 ? 0 : tiles - 1); }
    /// Bytes on `tile` (0 outside the spread).
    std::uint64_t bytesOn(std::uint32_t tile) const;
    bool covers(std::uint32_t tile) const { return range().indexOf(tile) < tiles; }
};

/// Spreads `bytes` over at most `maxTiles` tiles from `firstTile`, no tile holding less than
/// `grainBytes` (the mapping minimum), per-tile sizes rounded up to `alignment`.
TileSpread spreadEvenly(std::uint64_t bytes, std::uint32_t firstTile, std::uint32_t maxTiles, std::uint64_t grainBytes,
                        std::uint64_t alignment);

/// Exactly `bytesPerTile` on each of `tiles` tiles.
TileSpread spreadUniform(std::uint32_t firstTile, std::uint32_t tiles, std::uint64_t bytesPerTile);

/// Rounds `bytes` up to a multiple of `alignment` (a power of two or any positive number).
constexpr std::uint64_t alignUp(std::uint64_t bytes, std::uint64_t alignment)
{
    return alignment <= 1 ? bytes : (bytes + alignment - 1) / alignment * alignment;
}

} // namespace tilescope
