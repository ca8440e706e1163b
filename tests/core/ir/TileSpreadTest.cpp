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
    EXPECT_EQ(u.endTile(), 5u);
}

TEST(TileSpread, AlignUp)
{
    EXPECT_EQ(alignUp(13, 8), 16u);
    EXPECT_EQ(alignUp(16, 8), 16u);
    EXPECT_EQ(alignUp(5, 1), 5u);
}
