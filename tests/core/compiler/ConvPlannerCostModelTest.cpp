// The pieces under the planner: split candidates, vertex traits and the cost of one plan.
#include "common/Error.h"
#include "compiler/ConvCostModel.h"
#include "compiler/ConvPlanCache.h"
#include "compiler/ConvSplitEnumeration.h"
#include "ExhaustiveChoice.h"

#include <gtest/gtest.h>

#include <algorithm>

#include <string>
#include <thread>
#include <tuple>

namespace tilescope {
namespace {

ConvProblem conv3x3(std::uint64_t channels)
{
    ConvProblem p;
    p.batch = 2;
    p.inChannelsPerGroup = channels;
    p.outChannelsPerGroup = channels;
    p.inputField = {16, 16};
    p.kernel = {3, 3};
    p.padding = {1, 1};
    return p;
}

TEST(ConvPlannerSplitCandidates, SerialSplitsAreThePowerOfTwoAndHalvedStepCounts)
{
    EXPECT_EQ(convSerialSplits(1), (std::vector<std::uint32_t>{1}));
    EXPECT_EQ(convSerialSplits(8), (std::vector<std::uint32_t>{1, 2, 4, 8}));
    // Per step 56, 28, 14, 7, 4 and 2, 1: never 16 or 32 steps, which hold no fewer rows than 14 or 28.
    EXPECT_EQ(convSerialSplits(56), (std::vector<std::uint32_t>{1, 2, 4, 7, 8, 14, 28, 56}));
    EXPECT_EQ(convSerialSplits(3), (std::vector<std::uint32_t>{1, 2, 3}));
}

TEST(ConvPlannerSplitCandidates, ParallelSplitsFillTheFreeTilesWhateverIntegerThatIs)
{
    // With room for every grain, the serial candidates.
    EXPECT_EQ(convParallelSplits(56, 1472), (std::vector<std::uint32_t>{1, 2, 4, 7, 8, 14, 28, 56}));
    // 64 output grains where 23 tiles are free: 23 partitions of 3 grains (22 would give 3 as well,
    // so 22 is the smallest split that does), not only the powers of two below.
    EXPECT_EQ(convParallelSplits(64, 23), (std::vector<std::uint32_t>{1, 2, 4, 8, 16, 22}));
    // 1024 rows where 76 tiles are free: 74 partitions of 14 rows fill them.
    const auto rows = convParallelSplits(1024, 76);
    EXPECT_EQ(rows.back(), 74u);
    for (const auto split : rows)
        EXPECT_LE(split, 76u);
    EXPECT_EQ(convParallelSplits(5, 1), (std::vector<std::uint32_t>{1}));
}

TEST(ConvPlannerCostModel, VertexTraitsFollowTypesAndShapes)
{
    const Target target = makeTarget(Arch::Mk2);
    ConvProblem p = conv3x3(64);
    const ConvVertexTraits halfFloat = convVertexTraits(ConvVertex::Amp, p, target);
    EXPECT_EQ(halfFloat.inChannelGrain, 16u);
    EXPECT_EQ(halfFloat.outChannelGrain, 8u);
    EXPECT_EQ(halfFloat.macsPerCycle, target.ampMacsPerCycleHalfFloat);
    p.halfPartials = true;
    EXPECT_EQ(convVertexTraits(ConvVertex::Amp, p, target).macsPerCycle, target.ampMacsPerCycleHalfHalf);
    p.halfInputs = false;
    EXPECT_EQ(convVertexTraits(ConvVertex::Amp, p, target).macsPerCycle, target.ampMacsPerCycleFloat);
    EXPECT_FALSE(convVertexTraits(ConvVertex::VerticalMac, p, target).usable);
    p.inChannelsPerGroup = p.outChannelsPerGroup = 1;
    EXPECT_TRUE(convVertexTraits(ConvVertex::VerticalMac, p, target).usable);
    EXPECT_LT(convVertexTraits(ConvVertex::HorizontalMac, p, target).macsPerCycle, halfFloat.macsPerCycle);
}

TEST(ConvPlannerCostModel, GrainsRoundChannelsUp)
{
    const Target target = makeTarget(Arch::Mk2);
    ConvProblem p = conv3x3(20);
    p.groups = 3;
    const ConvGrains grains = convGrains(p, convVertexTraits(ConvVertex::Amp, p, target));
    EXPECT_EQ(grains.inChannels, 2u);  // 20 / 16, rounded up
    EXPECT_EQ(grains.outChannels, 3u); // 20 / 8, rounded up
    EXPECT_EQ(grains.convGroups, 3u);
}

TEST(ConvPlannerCostModel, ElementwiseCyclesFollowTheFormula)
{
    const Target target = makeTarget(Arch::Mk2);
    EXPECT_EQ(elementwiseCycles(0, true, 1, target), 0u);
    // 6 x (58 + ceil(240 / 6 / 4) x (1 + 4)) + 11
    EXPECT_EQ(elementwiseCycles(240, true, 1, target), 6u * (58 + 10 * 5) + 11);
    EXPECT_GT(elementwiseCycles(240, false, 1, target), elementwiseCycles(240, true, 1, target));
}

TEST(ConvPlannerCostModel, UnsplitPlanHoldsTheWholeProblem)
{
    const Target target = makeTarget(Arch::Mk2);
    const ConvProblem p = conv3x3(16);
    ConvPlan plan;
    ASSERT_TRUE(costConvPlan(makeConvCostContext(p, target, ConvVertex::Amp), ConvSplits{}, plan));
    EXPECT_EQ(plan.tilesUsed, 1u);
    EXPECT_EQ(plan.inputBytesPerTile, p.inputElements() * 2);
    EXPECT_EQ(plan.weightBytesPerTile, p.weightElements() * 2);
    EXPECT_EQ(plan.partialBytesPerTile, p.outputElements() * 4);
    EXPECT_EQ(plan.reductionStages, 0u);
    EXPECT_EQ(plan.reduceCycles, 0u);
    EXPECT_EQ(plan.tempBytesPerTile, plan.inputBytesPerTile + plan.weightBytesPerTile + plan.partialBytesPerTile);
    // At least every MAC at the AMP's rate, plus exchange and cast.
    EXPECT_GT(plan.computeCycles, p.macs() / target.ampMacsPerCycleHalfFloat);
    EXPECT_EQ(plan.rearrangeCycles, 0u);
    EXPECT_EQ(plan.cycles, plan.exchangeCycles + plan.computeCycles + plan.castCycles);
}

TEST(ConvPlannerCostModel, SerialStepsShrinkMemoryAndAddCycles)
{
    const Target target = makeTarget(Arch::Mk2);
    const ConvProblem p = conv3x3(64);
    const ConvCostContext context = makeConvCostContext(p, target, ConvVertex::Amp);
    ConvPlan whole;
    ConvPlan serial;
    ConvSplits splits;
    ASSERT_TRUE(costConvPlan(context, splits, whole));
    splits.serialOutChannels = 4;
    ASSERT_TRUE(costConvPlan(context, splits, serial));
    EXPECT_LT(serial.tempBytesPerTile, whole.tempBytesPerTile);
    EXPECT_EQ(serial.weightBytesPerTile * 4, whole.weightBytesPerTile);
    EXPECT_GT(serial.cycles, whole.cycles);
    // The weights are rearranged once so that each step's slice is contiguous.
    EXPECT_EQ(serial.rearrangeBytesPerTile, p.weightElements() * 2);
    EXPECT_GT(serial.rearrangeCycles, 0u);
    EXPECT_EQ(serial.exchangeCycles, 4 * (target.exchangeFixedCycles + serial.exchangeBytesPerTile / 4));
}

TEST(ConvPlannerCostModel, SplittingInputChannelsNeedsAReduction)
{
    const Target target = makeTarget(Arch::Mk2);
    ConvProblem p = conv3x3(256);
    const ConvCostContext context = makeConvCostContext(p, target, ConvVertex::Amp);
    ConvPlan plan;
    ConvSplits splits;
    splits.inChannels = 16;
    ASSERT_TRUE(costConvPlan(context, splits, plan));
    EXPECT_EQ(plan.reductionStages, 2u); // fan-in 8, then 2
    EXPECT_GT(plan.reduceCycles, 0u);
    // [poplibs ConvModel.cpp constructModel, totalTempBytes] the reduction follows the convolution,
    // so its buffers count against the slices as the larger of the two, not their sum.
    const std::uint64_t slices = plan.inputBytesPerTile + plan.weightBytesPerTile + plan.partialBytesPerTile;
    EXPECT_GT(plan.reduceBufferBytesPerTile, 0u);
    EXPECT_EQ(plan.tempBytesPerTile, std::max(slices, plan.reduceBufferBytesPerTile));
}

TEST(ConvPlannerCostModel, RejectsSplitsBelowTheTileMappingMinimum)
{
    const Target target = makeTarget(Arch::Mk2);
    ConvProblem p = conv3x3(16);
    p.inputField = {4, 4}; // 2 x 16 x 16 x 2 bytes = 1 KiB of input
    ConvPlan plan;
    ConvSplits splits;
    splits.field = {4, 4}; // 64 bytes per tile < 128
    EXPECT_FALSE(costConvPlan(makeConvCostContext(p, target, ConvVertex::Amp), splits, plan));
}

// A parallel partition's costs, worked out once (convLeafCosts), cost each serial split as costing
// the splits whole does, field for field; splits below the mapping minimum have none.
TEST(ConvPlannerCostModel, APartitionsLeafCostsServeEverySerialSplit)
{
    const Target target = makeTarget(Arch::Mk2);
    const ConvProblem p = conv3x3(64);
    const ConvCostContext context = makeConvCostContext(p, target, ConvVertex::Amp);
    ConvSplits splits;
    splits.batch = 2;
    splits.field = {4, 2};
    ConvLeafCosts leaf;
    ASSERT_TRUE(convLeafCosts(context, splits, leaf));
    // By hand: batch 1 and an 4 x 8 output field per tile; with the 3x3 kernel's halo a 6 x 10
    // input window; 32 positions, rounded up to the 6 workers: 36; 16 tiles.
    EXPECT_EQ(leaf.batch, 1u);
    EXPECT_EQ(leaf.outY, 4u);
    EXPECT_EQ(leaf.outX, 8u);
    EXPECT_EQ(leaf.inY, 6u);
    EXPECT_EQ(leaf.inX, 10u);
    EXPECT_EQ(leaf.positions, 32u);
    EXPECT_EQ(leaf.paddedPositions, 36u);
    EXPECT_EQ(leaf.tilesUsed, 16u);
    for (const auto& [serialIn, serialOut] : {std::pair{1u, 1u}, std::pair{1u, 4u}, std::pair{2u, 1u}}) {
        splits.serialInChannels = serialIn;
        splits.serialOutChannels = serialOut;
        ConvPlan whole, fromLeaf;
        ASSERT_TRUE(costConvPlan(context, splits, whole));
        ASSERT_TRUE(costConvPlan(context, leaf, splits, fromLeaf));
        EXPECT_EQ(fromLeaf.describe(), whole.describe());
        EXPECT_EQ(fromLeaf.tempBytesPerTile, whole.tempBytesPerTile);
        EXPECT_EQ(fromLeaf.exchangeBytesPerTile, whole.exchangeBytesPerTile);
        EXPECT_EQ(fromLeaf.transformCycles, whole.transformCycles);
        EXPECT_EQ(fromLeaf.computeCycles, whole.computeCycles);
        EXPECT_EQ(fromLeaf.reduceCycles, whole.reduceCycles);
        EXPECT_EQ(fromLeaf.cycles, whole.cycles);
    }
    ConvProblem small = conv3x3(16);
    small.inputField = {4, 4};
    ConvSplits fine;
    fine.field = {4, 4}; // 64 bytes of input per tile < 128
    EXPECT_FALSE(convLeafCosts(makeConvCostContext(small, target, ConvVertex::Amp), fine, leaf));
}

TEST(ConvPlanCache, PlansFromSeveralThreadsAgree)
{
    const Target target = makeTarget(Arch::Mk2);
    ConvPlanCache plans;
    ConvPlan fromThreads[4];
    std::vector<std::thread> threads;
    for (int i = 0; i < 4; ++i)
        threads.emplace_back([&, i] { fromThreads[i] = plans.plan(conv3x3(64), target, 0.3, 1472); });
    for (auto& thread : threads)
        thread.join();
    for (const ConvPlan& plan : fromThreads)
        EXPECT_EQ(plan.describe(), fromThreads[0].describe());
    EXPECT_EQ(plans.size(), 1u);
    EXPECT_EQ(planConvolution(conv3x3(64), target, 0.3, 1472).describe(), fromThreads[0].describe());
}

TEST(ConvPlanCache, AnyTargetFieldIsPartOfTheKey)
{
    const Target target = makeTarget(Arch::Mk2);
    ConvPlanCache plans;
    const auto first = plans.plan(conv3x3(64), target, 0.3, 1472);
    EXPECT_EQ(plans.plan(conv3x3(64), target, 0.3, 1472).describe(), first.describe());
    EXPECT_EQ(plans.size(), 1u);
    // A field the planner may not even read still makes a new request: no stale plan, ever.
    Target slowerLinks = target;
    slowerLinks.ipuLinkGbitPerSecond /= 2;
    plans.plan(conv3x3(64), slowerLinks, 0.3, 1472);
    EXPECT_EQ(plans.size(), 2u);
    // A field the planner reads changes the plan the cache returns.
    Target fasterAmp = target;
    fasterAmp.ampMacsPerCycleHalfFloat *= 2;
    EXPECT_EQ(plans.plan(conv3x3(64), fasterAmp, 0.3, 1472).describe(),
              planConvolution(conv3x3(64), fasterAmp, 0.3, 1472).describe());
    EXPECT_NE(plans.plan(conv3x3(64), fasterAmp, 0.3, 1472).cycles, first.cycles);
    EXPECT_EQ(plans.size(), 3u);
}

TEST(ConvPlanCache, EveryProblemFieldAndTheTilesArePartOfTheKeyButNotTheAmp)
{
    const Target target = makeTarget(Arch::Mk2);
    ConvPlanCache plans;
    ConvProblem problem = conv3x3(64);
    plans.plan(problem, target, 0.3, 1472);
    problem.halfPartials = !problem.halfPartials;
    plans.plan(problem, target, 0.3, 1472);
    plans.plan(problem, target, 0.31, 1472); // the same choices serve another amp
    plans.plan(problem, target, 0.31, 1000);
    EXPECT_EQ(plans.size(), 3u);
    EXPECT_THROW(plans.plan(problem, target, 0.0, 1472), Error);
}

// A cache kept for the viewer's lifetime is bounded: past its capacity the least recently used
// problem goes, and a problem asked for again (a hit) counts as used.
TEST(ConvPlanCache, DropsTheLeastRecentlyUsedProblemPastItsCapacity)
{
    const Target target = makeTarget(Arch::Mk2);
    ConvPlanCache plans(2);
    EXPECT_EQ(plans.capacity(), 2u);
    plans.plan(conv3x3(16), target, 0.3, 1472); // miss
    plans.plan(conv3x3(32), target, 0.3, 1472); // miss
    plans.plan(conv3x3(16), target, 0.6, 1472); // hit: 16 is now the most recently used
    EXPECT_EQ(plans.hits(), 1u);
    EXPECT_EQ(plans.misses(), 2u);
    plans.plan(conv3x3(64), target, 0.3, 1472); // miss: 32, the least recently used, is dropped
    EXPECT_EQ(plans.size(), 2u);
    plans.plan(conv3x3(16), target, 0.3, 1472); // still held
    EXPECT_EQ(plans.hits(), 2u);
    const ConvPlan replanned = plans.plan(conv3x3(32), target, 0.3, 1472); // planned again
    EXPECT_EQ(plans.misses(), 4u);
    EXPECT_EQ(plans.size(), 2u);
    EXPECT_EQ(replanned.describe(), planConvolution(conv3x3(32), target, 0.3, 1472).describe());
    EXPECT_EQ(ConvPlanCache(0).capacity(), 1u); // never less than one problem
}

// The choices made once give, for every amp, the plan a search over every candidate gives: the
// fastest whose temporary bytes per tile fit amp x tile memory, the first enumerated among equals,
// else the least-memory plan (phase 2).
TEST(ConvPlanChoices, ChooseAsASearchOverEveryCandidateWould)
{
    const Target target = makeTarget(Arch::Mk2);
    ConvProblem grouped = conv3x3(128);
    grouped.groups = 32;
    grouped.inChannelsPerGroup = grouped.outChannelsPerGroup = 4;
    grouped.batch = 48;
    grouped.halfInputs = false;
    for (const ConvProblem& problem : {conv3x3(64), conv3x3(256), grouped}) {
        const auto candidates = enumerateConvPlans(problem, target, target.tilesPerIpu);
        const auto choices = planChoices(problem, target, target.tilesPerIpu);
        for (double amp = 0.005; amp <= 1.0; amp += 0.015) {
            const ConvPlan* fastest = test::fastestWithinBudget(candidates, amp * double(target.bytesPerTile));
            const ConvPlan chosen = choices.choose(amp, target.bytesPerTile);
            if (fastest) {
                EXPECT_EQ(chosen.phase, PlannerPhase::Phase1);
                EXPECT_EQ(chosen.describe(), fastest->describe()) << "amp " << amp;
            } else {
                EXPECT_EQ(chosen.phase, PlannerPhase::Phase2) << "amp " << amp;
            }
            EXPECT_EQ(chosen.describe(), planConvolution(problem, target, amp, target.tilesPerIpu).describe());
        }
        EXPECT_LT(choices.fastestWithin.size(), candidates.size());
    }
}

TEST(ConvSearchSpaces, ThePartsInTheirWavesAreTheWholeSearchInItsOrder)
{
    const Target target = makeTarget(Arch::Mk2);
    ConvProblem grouped = conv3x3(128);
    grouped.groups = 32;
    grouped.inChannelsPerGroup = grouped.outChannelsPerGroup = 4;
    grouped.halfInputs = false;
    for (const ConvProblem& problem : {conv3x3(64), grouped}) {
        const auto spaces = convSearchSpaces(problem, target);
        ASSERT_GE(spaces.size(), 3u); // AMP and both MACs at least
        for (std::size_t i = 0; i < spaces.size(); ++i) {
            EXPECT_EQ(spaces[i].wave, spaces[i].context.vertex == ConvVertex::Amp ? 0u : 1u) << i;
            if (i > 0) {
                EXPECT_LE(spaces[i - 1].wave, spaces[i].wave) << i;
            }
            EXPECT_EQ(spaces[i].context.problem, spaces[i].problem.get()) << i;
        }
        std::vector<std::string> parts;
        for (const auto& space : spaces)
            forEachConvPlanIn(space, 256, [&](const ConvPlan& plan) { parts.push_back(plan.describe()); });
        std::vector<std::string> whole;
        for (const auto& plan : enumerateConvPlans(problem, target, 256))
            whole.push_back(plan.describe());
        EXPECT_EQ(parts, whole);
    }
}

TEST(ConvPlanChoices, TheLeastMemoryPlanIsTheOneOfASearchOverEveryCandidate)
{
    // Phase 2's rule (ConvPlanner.h): among plans whose worst tile fits, the least totalTempBytes,
    // then tempBytesPerTile, then cycles, the first enumerated among equals; the parts searched on
    // two threads and merged find the same plan.
    const Target target = makeTarget(Arch::Mk2);
    for (const ConvProblem& problem : {conv3x3(64), conv3x3(512)}) {
        const auto candidates = enumerateConvPlans(problem, target, target.tilesPerIpu);
        const ConvPlan* least = test::leastMemoryOf(candidates, target.bytesPerTile);
        ASSERT_NE(least, nullptr);
        EXPECT_EQ(planChoices(problem, target, target.tilesPerIpu).leastMemory().describe(),
                  [&] { ConvPlan p = *least; p.phase = PlannerPhase::Phase2; return p.describe(); }());
    }
}

} // namespace
} // namespace tilescope
