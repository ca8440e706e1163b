#include "compiler/ConvVertexCycles.h"

#include <gtest/gtest.h>

namespace tilescope {
namespace {

AmpTileWork floatWork()
{
    AmpTileWork work;
    work.floatActivations = true;
    work.floatPartials = true;
    work.elementCycles = 2;
    work.weightLoadCycles = 8;
    work.outChannelsPerGroup = 4;
    work.workers = 6;
    return work;
}

// poplibs PerformanceEstimation.hpp getConvPartial1x1SupervisorCycleEstimate, by hand: 12 elements give
// each worker 2 (46 cycles, 56 with zeroing 2 + 2 x 4), x6 workers, +14 for the idlest worker's tag:
// 350 and 290 per pass; outer loop 50 + (12 + 1) + (15 + 19 + 6 + 8 + 290) + (11 + 18 + 7 + 8 + 350).
TEST(ConvVertexCycles, OneByOneVertexFollowsPopLibsOuterAndInnerLoops)
{
    AmpTileWork work = floatWork();
    work.oneByOne = true;
    work.inGroups = 2;
    work.outX = 12;
    EXPECT_EQ(ampSupervisorCycles(work), 795u);
}

// poplibs getConvPartialnx1SupervisorCycleEstimate and estimateZeroSupervisorCycles, by hand: 6 rows
// of 4 give each worker one run of 4 (17 + 3 + 45 + 2 - 9 = 58), 6 x 58 + 9 = 357 per kernel
// position, 9 positions; the supervisor's kernel loops 3 x (14 + 3 x (12 + 8 + 15 + 3)); the outer
// loop 109 + 54 + 54 + 18 + 1 + 16 + 14 + 14 + inner; zeroing (ceil(16 / 2) + 5) x 6.
TEST(ConvVertexCycles, Nx1VertexPaysPerKernelPositionAndPerRun)
{
    AmpTileWork work = floatWork();
    work.outY = 6;
    work.outX = 4;
    work.kernelRowPasses = 3;
    work.kernelX = 3;
    EXPECT_EQ(ampSupervisorCycles(work), 3955u);
}

// The mechanism the planner meets: the same elements in fewer, larger passes cost fewer cycles, as
// the fixed costs of a pass are paid fewer times.
TEST(ConvVertexCycles, FewerLargerPassesAreFasterForTheSameWork)
{
    AmpTileWork many = floatWork();
    many.oneByOne = true;
    many.inGroups = 64;
    many.outGroups = 16;
    many.outX = 96;
    AmpTileWork few = many;
    few.outGroups = 8;
    few.outX = 192;
    EXPECT_LT(ampSupervisorCycles(few), ampSupervisorCycles(many));
}

// poplibs estimateZeroSupervisorCycles, by hand: 100 x 8 partials over 6 workers is 134 each, 67
// 64-bit stores, + 14 - 9 retained = 72, x 6 workers x 3 groups.
TEST(ConvVertexCycles, ZeroingPartialsFollowsPopLibs)
{
    EXPECT_EQ(zeroPartialsCycles(100, 8, 3, 6), 1296u);
}

HmacTileWork halfInFloatPartials()
{
    HmacTileWork work;
    work.vectorWidth = 4;
    work.floatActivations = false;
    work.floatPartials = true;
    work.workers = 6;
    return work;
}

// poplibs estimateConvPartialHorizontalMacInnerLoopCycles, getConvPartialHorizontalMacCycleEstimate,
// getDenseDotProductCycles and the outer loop, by hand: 6 rows of 4 give the busiest worker one run
// of 4; the dot product over 8 channels is 7 + 8 / 4 - 1 = 8 cycles; a kernel position costs
// 16 - 6 + 19 + 4 x (7 + 8) = 89; inner 6 x (9 x 89 + 16) = 4902; outer 65 + 6 x 9 + 23 + 15 +
// 2 x (10 + 4902); zeroing (ceil(4 / 2) + 5) x 6 x 2 = 84.
TEST(ConvVertexCycles, HorizontalMacPaysPerOutputChannelAndKernelPosition)
{
    HmacTileWork work = halfInFloatPartials();
    work.inChannelsPerGroup = 8;
    work.outGroups = 2;
    work.rows = 6;
    work.outX = 4;
    work.kernelPositions = 9;
    EXPECT_EQ(hmacSupervisorCycles(work), 10065u);
}

// The 1x1 specialisation, by hand: 4 rows over 6 workers split each row in 3 (rowSplit 6 / gcd(6, 4)),
// the busiest worker takes 2 parts of 3 columns; the dot product over 16 channels is 10; a pass
// 16 - 15 + 13 + 1 + 6 x (2 + 10) = 87; inner 6 x (87 + 16) = 618; outer 55 + 54 + 90 + 23 + 15 +
// 4 x (10 + 618); one input group of one output channel needs no zeroing.
TEST(ConvVertexCycles, HorizontalMacOneByOneNeedsNoZeroing)
{
    HmacTileWork work = halfInFloatPartials();
    work.oneByOne = true;
    work.inChannelsPerGroup = 16;
    work.outGroups = 4;
    work.rows = 4;
    work.outX = 9;
    EXPECT_EQ(hmacSupervisorCycles(work), 2749u);
}

} // namespace
} // namespace tilescope
