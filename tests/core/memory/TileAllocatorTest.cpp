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
    // b is made while a lives, a dies, c (larger than a) cannot use a's hole: the footprint grows.
    const auto layout = layoutTile(0, {{1000, 8, false, 0, 1}, {1000, 8, false, 1, 4}, {1500, 8, false, 2, 4}}, kMk2);
    EXPECT_EQ(layout.peakNotAlwaysLiveBytes, 2500u);
    EXPECT_GT(layout.bytesIncludingGaps, 2500u);
    EXPECT_EQ(layout.gapBytes(), layout.bytesIncludingGaps - 2500u);
}

// Of two items made at one step with one size, the longer-lived goes below: when the other dies
// its bytes join the free space above, and a larger item made later fits there.
TEST(TileAllocator, TheLongerLivedOfTwoAlikeLiesBelow)
{
    const auto layout = layoutTile(0, {{1000, 8, false, 0, 1}, {1000, 8, false, 0, 4}, {1500, 8, false, 2, 4}}, kMk2);
    EXPECT_EQ(layout.offsets[1], 0u);
    EXPECT_EQ(layout.offsets[0], 1000u);
    EXPECT_EQ(layout.offsets[2], 1000u); // over the first one's bytes, freed at step 1
    EXPECT_EQ(layout.peakNotAlwaysLiveBytes, 2500u);
    EXPECT_EQ(layout.gapBytes(), 0u);
}

TEST(TileAllocator, EmptyTile)
{
    const auto layout = layoutTile(0, {}, kMk2);
    EXPECT_EQ(layout.bytesIncludingGaps, 0u);
    EXPECT_EQ(layout.gapBytes(), 0u);
}

// Room to spare: the largest block free at the tile's peak. The tile needs its memory less that,
// so a fitting tile no longer reads 100 % whatever it holds.
TEST(TileAllocator, RoomToSpareIsTheLargestBlockFreeAtThePeak)
{
    // Code at the bottom, always-live interleaved data at the top, a temporary in between.
    const auto layout =
        layoutTile(1000, {{4096, 16, true, -1, -1}, {100000, 8, false, 0, 5}, {20000, 8, false, 6, 9}}, kMk2);
    const auto free = kMk2.tileBytes - 1000 - 4096 - 100000; // one block between the temporary and the data above
    EXPECT_EQ(layout.overflowBytes, 0u);
    EXPECT_EQ(layout.roomBytes, std::int64_t(free));
    EXPECT_EQ(layout.bytesIncludingGaps, kMk2.tileBytes - free);
    EXPECT_EQ(layout.gapBytes(), 0u); // nothing else free at the peak
}

TEST(TileAllocator, OtherHolesAtThePeakAreGapsAndTheLargestIsTheRoom)
{
    // A temporary released before a larger one is placed leaves a hole below it at the peak.
    const auto layout = layoutTile(0, {{1000, 8, false, 0, 1}, {64, 8, false, 0, 9}, {2000, 8, false, 2, 9}}, kMk2);
    // At the peak (step 2: 64 + 2000 live) the 1000 bytes the first one held are a hole too small for
    // the second; the room is the rest of the tile above.
    EXPECT_EQ(layout.peakNotAlwaysLiveBytes, 2064u);
    EXPECT_EQ(layout.roomBytes, std::int64_t(kMk2.tileBytes - layout.offsets[2] - 2000));
    EXPECT_EQ(layout.gapBytes(), 1000u);
}

TEST(TileAllocator, AnOverflowingTileHasNegativeRoom)
{
    const auto layout = layoutTile(0, {{700000, 8, false, -1, -1}}, kMk2);
    EXPECT_EQ(layout.overflowBytes, 700000u - kMk2.tileBytes);
    EXPECT_EQ(layout.roomBytes, -std::int64_t(layout.overflowBytes));
    EXPECT_EQ(layout.bytesIncludingGaps, 700000u);
}

// An item whose last step comes before its first (a variable never read) is freed before the next
// item is placed, as one whose life has ended; every other item stays until its last step.
TEST(TileAllocator, AnItemEndingBeforeItStartsIsFreedAtTheNextItem)
{
    const auto layout = layoutTile(0,
                                   {{2000, 8, false, 5, 3},   // ends before it starts
                                    {1000, 8, false, 5, 9},   // placed where it was
                                    {1000, 8, false, 6, 9},   // above the second
                                    {3000, 8, false, 10, 12}}, // all the others freed by then
                                   kMk2);
    EXPECT_EQ(layout.offsets[0], 0u);
    EXPECT_EQ(layout.offsets[1], 0u);
    EXPECT_EQ(layout.offsets[2], 1000u);
    EXPECT_EQ(layout.offsets[3], 0u);
    EXPECT_EQ(layout.peakNotAlwaysLiveBytes, 3000u);
}

TEST(TileAllocator, HonoursEveryAlignmentPowersOfTwoOrNot)
{
    // Powers of two are aligned by a mask, others by division: both must land on their multiples,
    // from the bottom (first fit) and from the top (interleaved).
    for (const std::uint32_t alignment : {8u, 64u, 4096u, 24u, 1000u}) {
        const auto layout = layoutTile(1001, {{100, alignment, false, -1, -1}, {300, alignment, true, 0, 1},
                                              {50, alignment, false, 0, 1}},
                                       kMk2);
        for (std::size_t i = 0; i < layout.offsets.size(); ++i)
            EXPECT_EQ(layout.offsets[i] % alignment, 0u) << "item " << i << ", alignment " << alignment;
        EXPECT_GE(layout.offsets[0], 1001u);
        EXPECT_GE(layout.offsets[1], kMk2.interleavedStart);
        EXPECT_LE(layout.offsets[1] + 300, kMk2.tileBytes);
        EXPECT_GT(layout.offsets[1] + 300 + alignment, kMk2.tileBytes) << "as high as the alignment allows";
    }
}
