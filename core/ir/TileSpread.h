#pragma once
// How a tensor (or a block of code) lies on tiles: `tiles` consecutive tiles from `firstTile`,
// each with `bytesPerTile` except the last, which holds `lastTileBytes`. Poplar's linear tile
// mapping produces exactly this shape, and it keeps mapping arithmetic O(1).

#include <cstdint>

namespace tilescope {

struct TileSpread {
    std::uint32_t firstTile = 0;
    std::uint32_t tiles = 0;
    std::uint64_t bytesPerTile = 0;
    std::uint64_t lastTileBytes = 0;

    std::uint64_t totalBytes() const { return tiles == 0 ? 0 : (tiles - 1) * bytesPerTile + lastTileBytes; }
    std::uint32_t endTile() const { return firstTile + tiles; }
    /// Bytes on `tile` (0 outside the spread).
    std::uint64_t bytesOn(std::uint32_t tile) const;
    bool covers(std::uint32_t tile) const { return tile >= firstTile && tile < endTile(); }
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
