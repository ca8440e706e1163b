#include "ir/TileSpread.h"

#include <algorithm>

namespace tilescope {

std::uint64_t TileSpread::bytesOn(std::uint32_t tile) const
{
    if (!covers(tile))
        return 0;
    return tile + 1 == endTile() ? lastTileBytes : bytesPerTile;
}

TileSpread spreadEvenly(std::uint64_t bytes, std::uint32_t firstTile, std::uint32_t maxTiles, std::uint64_t grainBytes,
                        std::uint64_t alignment)
{
    if (bytes == 0 || maxTiles == 0)
        return {firstTile, 0, 0, 0};
    const std::uint64_t grain = std::max<std::uint64_t>(grainBytes, 1);
    const auto byGrain = std::max<std::uint64_t>(1, bytes / grain);
    const auto tiles = std::uint32_t(std::min<std::uint64_t>(maxTiles, byGrain));
    const auto perTile = alignUp((bytes + tiles - 1) / tiles, alignment);
    // With rounding, fewer tiles may be needed; the last one takes the remainder.
    const auto used = std::uint32_t(std::min<std::uint64_t>(tiles, (bytes + perTile - 1) / perTile));
    const auto last = bytes - (used - 1) * perTile;
    return {firstTile, used, perTile, alignUp(last, alignment)};
}

TileSpread spreadUniform(std::uint32_t firstTile, std::uint32_t tiles, std::uint64_t bytesPerTile)
{
    return {firstTile, tiles, bytesPerTile, bytesPerTile};
}

} // namespace tilescope
