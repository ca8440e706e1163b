// Hashed start tiles, as PopLibs and PopART choose them (docs/SIMULATION.md §2).

#include "compiler/TileHash.h"

#include "compiler/ConvPlanner.h"

#include <gtest/gtest.h>

using namespace tilescope;

TEST(TileHash, BoostHashCombineByHand)
{
    // seed ^= value + 0x9e3779b9 + (seed << 6) + (seed >> 2)
    EXPECT_EQ(hashCombine(0, 0), 0x9e3779b9ull);
    const std::uint64_t seed = 0x9e3779b9ull;
    EXPECT_EQ(hashCombine(seed, 7), seed ^ (7 + 0x9e3779b9ull + (seed << 6) + (seed >> 2)));
    EXPECT_EQ(hashRange(seed, {7, 8}), hashCombine(hashCombine(seed, 7), 8));
    EXPECT_EQ(hashRange(seed, {}), seed);
}

TEST(TileHash, MappingOffsetsAreStableTilesOfTheIpu)
{
    const std::vector<std::uint64_t> shape{8, 128, 768};
    EXPECT_EQ(mappingOffset(1472, shape), std::uint32_t(hashRange(0x9e3779b9ull, shape) % 1472));
    EXPECT_LT(mappingOffset(1472, shape), 1472u);
    EXPECT_NE(mappingOffset(1472, shape), mappingOffset(1472, {8, 128, 3072}));
    EXPECT_EQ(mappingOffset(0, shape), 0u);
}

TEST(TileHash, DitheredConvolutionsStartOnAnEvenTileAndThePassesAgree)
{
    const auto qkv = matmulAsConvolution(1, 1024, 1024, 1024, true, false);
    const auto ffn = matmulAsConvolution(1, 1024, 1024, 4096, true, false);
    const auto start = convStartTile(qkv, true, true, 1472, kTilesPerSharedExchangeBus);
    EXPECT_EQ(start.tile % 2, 0u);
    EXPECT_LT(start.tile, 1472u);
    // One hash for the forward problem: the lowering passes it for dX and dW too.
    EXPECT_EQ(convStartTile(qkv, true, true, 1472, 2).tile, start.tile);
    const auto other = convStartTile(ffn, true, true, 1472, 2);
    EXPECT_TRUE(other.tile != start.tile || other.descending != start.descending);
}

TEST(TileHash, ADescendingPlanCoversTheTilesBelowItsMirroredStart)
{
    // Descending from start s over N tiles: tiles N-1-s down to N-s-used.
    EXPECT_EQ(ascendingFirstTile({10, false}, 100, 1472), 10u);
    EXPECT_EQ(ascendingFirstTile({10, true}, 100, 1472), 1472u - 10u - 100u);
    EXPECT_EQ(ascendingFirstTile({1400, true}, 100, 1472), (2u * 1472u - 1400u - 100u) % 1472u);
}
