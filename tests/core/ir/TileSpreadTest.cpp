#include "ir/TileSpread.h"

#include <gtest/gtest.h>

using namespace tilescope;

TEST(TileSpread, SpreadsEvenlyWithRemainderOnTheLastTile)
{
    const auto s = spreadEvenly(1000, 10, 4, 8, 8);
    EXPECT_EQ(s.firstTile, 10u);
    EXPECT_EQ(s.tiles, 4u);
    EXPECT_EQ(s.bytesPerTile, 256u);
    EXPECT_EQ(s.lastTileBytes, 232u);
    EXPECT_EQ(s.bytesOn(13), 232u);
    EXPECT_EQ(s.bytesOn(14), 0u);
    EXPECT_EQ(s.bytesOn(9), 0u);
    EXPECT_GE(s.totalBytes(), 1000u);
}

TEST(TileSpread, GrainLimitsTheTilesUsed)
{
    const auto s = spreadEvenly(1000, 0, 1472, 128, 8);
    EXPECT_EQ(s.tiles, 7u); // 1000 / 128
    EXPECT_GE(s.bytesPerTile, 128u);
}

TEST(TileSpread, EmptyAndUniform)
{
    EXPECT_EQ(spreadEvenly(0, 3, 10, 8, 8).tiles, 0u);
    EXPECT_EQ(spreadEvenly(0, 3, 10, 8, 8).totalBytes(), 0u);
    const auto u = spreadUniform(2, 3, 100);
    EXPECT_EQ(u.totalBytes(), 300u);
    EXPECT_TRUE(u.covers(4));
    EXPECT_FALSE(u.covers(5));
    EXPECT_EQ(u.lastTile(), 4u);
}

TEST(TileSpread, AlignUp)
{
    EXPECT_EQ(alignUp(13, 8), 16u);
    EXPECT_EQ(alignUp(16, 8), 16u);
    EXPECT_EQ(alignUp(5, 1), 5u);
}

TEST(TileSpread, ASpreadMayWrapRoundItsIpusLastTile)
{
    // IPU 1 of 8-tile IPUs: tiles 8..15. Five tiles from tile 13: 13, 14, 15, then 8, 9.
    auto s = spreadUniform(13, 5, 64);
    s.lastTileBytes = 16;
    s.ipuTiles = 8;
    EXPECT_TRUE(s.wraps());
    EXPECT_EQ(s.lastTile(), 9u);
    EXPECT_TRUE(s.covers(15));
    EXPECT_TRUE(s.covers(8));
    EXPECT_FALSE(s.covers(10));
    EXPECT_FALSE(s.covers(16)); // the next IPU
    EXPECT_FALSE(s.covers(5));  // the previous IPU
    EXPECT_EQ(s.bytesOn(9), 16u);
    EXPECT_EQ(s.bytesOn(13), 64u);
    std::vector<std::pair<std::uint32_t, std::uint32_t>> ranges;
    s.range().forEachRange([&](std::uint32_t first, std::uint32_t count) { ranges.emplace_back(first, count); });
    EXPECT_EQ(ranges, (std::vector<std::pair<std::uint32_t, std::uint32_t>>{{13, 3}, {8, 2}}));
    // Without the IPU's size, or when it fits, a spread is one range.
    s.ipuTiles = 0;
    EXPECT_FALSE(s.wraps());
    EXPECT_EQ(s.lastTile(), 17u);
    auto fits = spreadUniform(9, 3, 8);
    fits.ipuTiles = 8;
    EXPECT_FALSE(fits.wraps());
    EXPECT_EQ(TileRange({9, 3, 8}).tileAt(2), 11u);
}
