#include "ir/CodeLedger.h"

namespace tilescope {

CodeLedger::CodeLedger(std::uint32_t tiles, std::uint32_t tilesPerIpu)
    : tiles_(tiles), tilesPerIpu_(tilesPerIpu), delta_(kMemoryCategoryCount, std::vector<std::int64_t>(tiles + 1, 0))
{
}

void CodeLedger::add(MemoryCategory category, std::uint32_t firstTile, std::uint32_t tiles, std::uint64_t bytesPerTile)
{
    if (tiles == 0 || bytesPerTile == 0)
        return;
    auto& delta = delta_[categoryIndex(category)];
    TileRange{firstTile, tiles, tilesPerIpu_}.forEachRange([&](std::uint32_t first, std::uint32_t count) {
        delta[first] += std::int64_t(bytesPerTile);
        delta[first + count] -= std::int64_t(bytesPerTile);
    });
}

void CodeLedger::useVertex(const std::string& vertexType, std::uint64_t codeBytes, std::uint32_t firstTile,
                           std::uint32_t tiles)
{
    if (tiles == 0)
        return;
    auto& use = vertices_[vertexType];
    if (use.coverageDelta.empty())
        use.coverageDelta.assign(tiles_ + 1, 0);
    use.codeBytes = codeBytes;
    TileRange{firstTile, tiles, tilesPerIpu_}.forEachRange([&](std::uint32_t first, std::uint32_t count) {
        use.coverageDelta[first] += 1;
        use.coverageDelta[first + count] -= 1;
    });
}

std::vector<std::vector<std::uint64_t>> CodeLedger::perTile() const
{
    std::vector<std::vector<std::uint64_t>> bytes(kMemoryCategoryCount, std::vector<std::uint64_t>(tiles_, 0));
    for (std::size_t c = 0; c < kMemoryCategoryCount; ++c) {
        std::int64_t running = 0;
        for (std::uint32_t t = 0; t < tiles_; ++t) {
            running += delta_[c][t];
            bytes[c][t] = std::uint64_t(running);
        }
    }
    // Vertex code is stored once per vertex type per tile, however many compute sets use it.
    auto& vertexCode = bytes[categoryIndex(MemoryCategory::VertexCode)];
    for (const auto& [type, use] : vertices_) {
        std::int32_t uses = 0;
        for (std::uint32_t t = 0; t < tiles_; ++t) {
            uses += use.coverageDelta[t];
            if (uses > 0)
                vertexCode[t] += use.codeBytes;
        }
    }
    return bytes;
}

} // namespace tilescope
