#include "memory/TileAllocator.h"

#include <gtest/gtest.h>

using namespace tilescope;

namespace {
const TileRegions kMk2{212992, 638976};
}

TEST(TileAllocator, CodeStartsAtZeroAndDataFollowsAligned)
{
    const auto layout = layoutTile(1001, {{100, 8, false, -1, -1}, {64, 16, false, -1, -1}}, kMk2);
    EXPECT_EQ(layout.offsets[0], 1008u); // after the code, 8-byte aligned
    EXPECT_EQ(layout.offsets[1] % 16, 0u);
    EXPECT_GE(layout.offsets[1], 1108u);
    EXPECT_EQ(layout.alwaysLiveBytes, 1001u + 100u + 64u);
    EXPECT_EQ(layout.overflowBytes, 0u);
    EXPECT_GT(layout.gapBytes(), 0u); // alignment padding
}

TEST(TileAllocator, DisjointLifetimesShareAddresses)
{
    const auto layout = layoutTile(0, {{1000, 8, false, 0, 2}, {1000, 8, false, 3, 5}}, kMk2);
    EXPECT_EQ(layout.offsets[0], layout.offsets[1]);
    EXPECT_EQ(layout.peakNotAlwaysLiveBytes, 1000u);
}

TEST(TileAllocator, OverlappingLifetimesDoNot)
{
    const auto layout = layoutTile(0, {{1000, 8, false, 0, 3}, {1000, 8, false, 3, 5}}, kMk2);
    EXPECT_NE(layout.offsets[0], layout.offsets[1]);
    EXPECT_EQ(layout.peakNotAlwaysLiveBytes, 2000u);
}

TEST(TileAllocator, InterleavedDataGrowsDownFromTheTop)
{
    const auto layout = layoutTile(0, {{4096, 16, true, -1, -1}, {100, 8, false, -1, -1}}, kMk2);
    EXPECT_GE(layout.offsets[0], kMk2.interleavedStart);
    EXPECT_EQ(layout.offsets[0] + 4096, kMk2.tileBytes);
    EXPECT_LT(layout.offsets[1], kMk2.interleavedStart);
    // The free space between the two ends is not a gap.
    EXPECT_EQ(layout.bytesIncludingGaps, 100u + 4096u);
}

TEST(TileAllocator, OverflowIsPlacedBeyondTheTile)
{
    const auto layout = layoutTile(0, {{700000, 8, false, -1, -1}, {100, 8, false, 0, 1}}, kMk2);
    EXPECT_EQ(layout.offsets[0], 0u);
    EXPECT_EQ(layout.offsets[1], 700000u);
    EXPECT_EQ(layout.overflowBytes, 700100u - kMk2.tileBytes);
    EXPECT_EQ(layout.bytesIncludingGaps, 700100u);
}

TEST(TileAllocator, InterleavedOverflowStrandsNonInterleavedSpace)
{
    // 420 KiB that must be interleaved cannot fit in the 416 KiB interleaved region, although the
    // tile as a whole has room: the stranded non-interleaved space counts as gaps.
    const auto layout = layoutTile(1024, {{420 * 1024, 16, true, 0, 1}}, kMk2);
    EXPECT_GT(layout.overflowBytes, 0u);
    EXPECT_LT(layout.alwaysLiveBytes + layout.peakNotAlwaysLiveBytes, kMk2.tileBytes);
    EXPECT_GT(layout.bytesIncludingGaps, kMk2.tileBytes);
    EXPECT_GT(layout.gapBytes(), 200u * 1024u);
}

TEST(TileAllocator, FragmentationLeavesGaps)
{
    // a and b live together, a dies, c (larger than a) cannot use a's hole: the footprint grows.
    const auto layout = layoutTile(0, {{1000, 8, false, 0, 1}, {1000, 8, false, 0, 4}, {1500, 8, false, 2, 4}}, kMk2);
    EXPECT_EQ(layout.peakNotAlwaysLiveBytes, 2500u);
    EXPECT_GT(layout.bytesIncludingGaps, 2500u);
    EXPECT_EQ(layout.gapBytes(), layout.bytesIncludingGaps - 2500u);
}

TEST(TileAllocator, EmptyTile)
{
    const auto layout = layoutTile(0, {}, kMk2);
    EXPECT_EQ(layout.bytesIncludingGaps, 0u);
    EXPECT_EQ(layout.gapBytes(), 0u);
}
