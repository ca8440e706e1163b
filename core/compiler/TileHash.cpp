#include "compiler/TileHash.h"

#include "compiler/ConvPlanner.h"

namespace tilescope {

std::uint64_t hashCombine(std::uint64_t seed, std::uint64_t value)
{
    return seed ^ (value + 0x9e3779b9ull + (seed << 6) + (seed >> 2));
}

std::uint64_t hashRange(std::uint64_t seed, const std::vector<std::uint64_t>& values)
{
    for (const auto value : values)
        seed = hashCombine(seed, value);
    return seed;
}

std::uint32_t mappingOffset(std::uint32_t tiles, const std::vector<std::uint64_t>& shape, std::uint64_t seed)
{
    return tiles == 0 ? 0 : std::uint32_t(hashRange(seed, shape) % tiles);
}

ConvStart convStartTile(const ConvProblem& forward, bool training, bool fullyConnected, std::uint32_t tiles,
                        std::uint32_t tilesPerExchangeBus)
{
    std::uint64_t seed = hashCombine(0x9e3779b9ull, forward.groups);
    const auto inChannels = forward.inChannelsPerGroup;
    const auto outChannels = forward.outChannelsPerGroup;
    if (fullyConnected && training) {
        // A matmul in training: its field is 1, its batch the rows.
        seed = hashCombine(seed, forward.batch);
        seed = hashCombine(seed, forward.inputField[0] * inChannels * outChannels);
    } else {
        seed = hashRange(seed, {forward.inputField[0], forward.inputField[1]});
        if (training) {
            seed = hashCombine(seed, forward.batch * outChannels * inChannels);
        } else {
            seed = hashCombine(seed, forward.batch);
            seed = hashCombine(seed, outChannels);
            seed = hashCombine(seed, inChannels);
        }
    }
    const std::uint32_t bus = tilesPerExchangeBus == 0 ? 1 : tilesPerExchangeBus;
    const std::uint64_t superTiles = (tiles + bus - 1) / bus;
    ConvStart start;
    start.tile = superTiles == 0 ? 0 : std::uint32_t(((seed >> 1) % superTiles) * bus);
    start.descending = seed % 2 != 0;
    return start;
}

std::uint32_t ascendingFirstTile(const ConvStart& start, std::uint32_t used, std::uint32_t tiles)
{
    if (tiles == 0)
        return 0;
    if (!start.descending)
        return start.tile % tiles;
    const std::uint64_t n = tiles;
    return std::uint32_t((2 * n - (start.tile % n) - (used % n)) % n);
}

} // namespace tilescope
