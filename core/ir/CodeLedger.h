#pragma once
// The code and state that lowering charges to tiles, per category, before the memory layout
// places them. Charging a range of tiles is O(1); vertex code is counted once per type per tile.

#include "ir/TileSpread.h"
#include "report/MemoryCategory.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace tilescope {

/// Bytes of code and state per tile and category, accumulated as difference arrays so that
/// charging a range of tiles is O(1).
class CodeLedger {
public:
    /// A ledger of `tiles` tiles, IPUs of `tilesPerIpu` (ranges wrap round an IPU's last tile; 0: never).
    explicit CodeLedger(std::uint32_t tiles = 0, std::uint32_t tilesPerIpu = 0);
    /// Adds `bytesPerTile` of `category` to every tile of the range of `tiles` tiles from `firstTile`.
    void add(MemoryCategory category, std::uint32_t firstTile, std::uint32_t tiles, std::uint64_t bytesPerTile);
    /// Marks `vertexType` as used on a tile range; its code is charged once per tile at the end.
    void useVertex(const std::string& vertexType, std::uint64_t codeBytes, std::uint32_t firstTile,
                   std::uint32_t tiles);
    /// Per-tile bytes of each category: [category][tile].
    std::vector<std::vector<std::uint64_t>> perTile() const;
    std::uint32_t tileCount() const { return tiles_; }

private:
    struct VertexUse {
        std::uint64_t codeBytes = 0;
        std::vector<std::int32_t> coverageDelta; // difference array of uses per tile
    };
    std::uint32_t tiles_;
    std::uint32_t tilesPerIpu_;
    std::vector<std::vector<std::int64_t>> delta_; // [category][tile + 1]
    std::map<std::string, VertexUse> vertices_;
};

} // namespace tilescope
