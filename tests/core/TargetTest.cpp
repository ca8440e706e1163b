#include "target/Target.h"

#include "common/Error.h"

#include <gtest/gtest.h>

using namespace tilescope;

TEST(Target, Mk2MatchesTheDatasheet)
{
    const auto t = makeTarget(Arch::Mk2);
    EXPECT_EQ(t.tilesPerIpu, 1472u);
    EXPECT_EQ(t.bytesPerTile, 638976u);
    EXPECT_EQ(t.bytesPerTile, 624u * 1024u);
    EXPECT_DOUBLE_EQ(t.clockHz, 1.33e9);
    EXPECT_EQ(t.ampMacsPerCycleHalfHalf, 64u);
    EXPECT_EQ(t.interleavedStartBytes(), 208u * 1024u);
    EXPECT_EQ(t.memoryElements.size(), 26u);
    // The host link and the worker threads are the target's, not the lowering's.
    EXPECT_EQ(t.workerContexts, 6u);
    EXPECT_DOUBLE_EQ(t.hostBytesPerSecond, 16e9);
    EXPECT_NO_THROW(validateTarget(t));
}

TEST(Target, Mk1HasSmallerTilesAndInterleavedFrom128KiB)
{
    const auto t = makeTarget(Arch::Mk1);
    EXPECT_EQ(t.tilesPerIpu, 1216u);
    EXPECT_EQ(t.bytesPerTile, 262144u);
    EXPECT_EQ(t.interleavedStartBytes(), 131072u);
    EXPECT_NO_THROW(validateTarget(t));
}

TEST(Target, BowIsMk2AtAHigherClock)
{
    const auto bow = makeTarget(Arch::Bow);
    const auto mk2 = makeTarget(Arch::Mk2);
    EXPECT_EQ(bow.tilesPerIpu, mk2.tilesPerIpu);
    EXPECT_GT(bow.clockHz, mk2.clockHz);
}

TEST(Target, ReplicaTotals)
{
    const auto t = makeTarget(Arch::Mk2, 4, 2);
    EXPECT_EQ(t.tilesPerReplica(), 4u * 1472u);
    EXPECT_EQ(t.bytesPerReplica(), 4ull * 1472ull * 638976ull);
}

TEST(Target, GlobalSyncGrowsWithIpus)
{
    // ceil(15 ns x 1.33 GHz x (1 + 1/4) x 2) = ceil(49.875) = 50
    EXPECT_EQ(makeTarget(Arch::Mk2, 1).globalSyncCycles(), 50u);
    EXPECT_GT(makeTarget(Arch::Mk2, 16).globalSyncCycles(), makeTarget(Arch::Mk2, 1).globalSyncCycles());
}

TEST(Target, ParsesNamesCaseInsensitively)
{
    EXPECT_EQ(parseArch("MK2"), Arch::Mk2);
    EXPECT_EQ(parseArch("bow"), Arch::Bow);
    EXPECT_EQ(archName(Arch::Mk1), "mk1");
    EXPECT_THROW(parseArch("mk3"), Error);
}

TEST(Target, RefusesZeroOrAbsurdCounts)
{
    EXPECT_THROW(makeTarget(Arch::Mk2, 0), Error);
    EXPECT_THROW(makeTarget(Arch::Mk2, 1, 0), Error);
    EXPECT_THROW(makeTarget(Arch::Mk2, 5000), Error);
}

TEST(Target, ValidationNamesTheField)
{
    auto t = makeTarget(Arch::Mk2);
    t.memoryElements[3].startBytes += 8;
    try {
        validateTarget(t);
        FAIL() << "expected an error";
    } catch (const Error& e) {
        EXPECT_EQ(e.field(), "/target/memoryElements/3");
    }
    t = makeTarget(Arch::Mk2);
    t.bytesPerTile = 0;
    EXPECT_THROW(validateTarget(t), Error);
}
