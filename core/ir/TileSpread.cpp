#include "ir/TileSpread.h"

#include <algorithm>

namespace tilescope {

std::uint32_t TileRange::indexOf(std::uint32_t tile) const
{
    if (ipuTiles == 0)
        return tile >= first && tile - first < count ? tile - first : count;
    const auto ipuFirst = first - first % ipuTiles;
    if (tile < ipuFirst || tile - ipuFirst >= ipuTiles)
        return count; // another IPU
    const auto index = (tile - ipuFirst + ipuTiles - first % ipuTiles) % ipuTiles;
    return index < count ? index : count;
}

std::uint64_t TileSpread::bytesOn(std::uint32_t tile) const
{
    const auto index = range().indexOf(tile);
    if (index >= tiles)
        return 0;
    return index + 1 == tiles ? lastTileBytes : bytesPerTile;
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
