// The planner turns away all serial candidates of a parallel split, and all splits of the last
// field dimension, on bounds taken from their extreme members (ConvSplitEnumeration.h,
// ConvSerialBounds). That is exact only while the monotonicity those bounds rest on holds and the
// pruned search gathers what a search over every candidate gathers: both are checked here on
// problems where the MAC vertices, serial splits and field splits all take part.
#include "compiler/ConvPlanner.h"
#include "compiler/ConvSplitEnumeration.h"
#include "common/Error.h"
#include "ExhaustiveChoice.h"

#include <gtest/gtest.h>

#include <map>
#include <thread>
#include <tuple>

namespace tilescope {
namespace {

ConvProblem groupedFp32()
{
    // ResNeXt's first stage: 32 groups of 4 channels, fp32, where the MAC vertices compete.
    ConvProblem p;
    p.batch = 20;
    p.groups = 32;
    p.inChannelsPerGroup = p.outChannelsPerGroup = 4;
    p.inputField = {56, 56};
    p.kernel = {3, 3};
    p.padding = {1, 1};
    p.halfInputs = false;
    return p;
}

ConvProblem stridedDownsample()
{
    // ResNeXt's layer3 downsample: 1x1, stride 2, 512 -> 1024 channels, fp32.
    ConvProblem p;
    p.batch = 20;
    p.inChannelsPerGroup = 512;
    p.outChannelsPerGroup = 1024;
    p.inputField = {28, 28};
    p.stride = {2, 2};
    p.halfInputs = false;
    return p;
}

ConvProblem denseLayer() { return matmulAsConvolution(1, 16, 4096, 1024, false, false); }

std::vector<ConvProblem> problems()
{
    ConvProblem small;
    small.batch = 4;
    small.inChannelsPerGroup = small.outChannelsPerGroup = 64;
    small.inputField = {16, 16};
    small.kernel = {3, 3};
    small.padding = {1, 1};
    return {small, groupedFp32(), stridedDownsample(), denseLayer()};
}

// What identifies a plan's search part and parallel splits, all but `skip` ("serial": the serial
// splits; "fieldX": the last field split).
auto partOf(const ConvPlan& plan, const std::string& skip)
{
    ConvSplits s = plan.splits;
    if (skip == "serial")
        s.serialInChannels = s.serialOutChannels = 0;
    if (skip == "fieldX")
        s.field[1] = 0;
    return std::make_tuple(int(plan.vertex), plan.expandedDims, plan.swappedOperands, plan.narrowAmp, s.batch, s.field[0],
                           s.field[1], s.kernelY, s.groups, s.inChannels, s.outChannels, s.serialInChannels,
                           s.serialOutChannels);
}

} // namespace

// The least memory among a parallel split's serial candidates is that of no serial split or of
// the largest split of either kind; each kind's memory never grows with its split beyond 1.
TEST(ConvSearchPruning, ASerialSplitsLeastMemoryIsAtAnExtremeSplit)
{
    const Target target = makeTarget(Arch::Mk2);
    for (const ConvProblem& problem : problems()) {
        std::map<decltype(partOf(ConvPlan{}, "")), std::vector<ConvPlan>> byParallelSplit;
        forEachConvPlan(problem, target, target.tilesPerIpu,
                        [&](const ConvPlan& plan) { byParallelSplit[partOf(plan, "serial")].push_back(plan); });
        ASSERT_GT(byParallelSplit.size(), 100u);
        for (const auto& [part, plans] : byParallelSplit) {
            std::uint64_t least = UINT64_MAX, atExtremes = UINT64_MAX;
            std::uint32_t largestOut = 1, largestIn = 1;
            for (const ConvPlan& plan : plans) {
                largestOut = std::max(largestOut, plan.splits.serialOutChannels);
                largestIn = std::max(largestIn, plan.splits.serialInChannels);
            }
            // Enumerated in ascending splits of each kind: memory never grows along them.
            std::uint64_t lastOut = UINT64_MAX, lastIn = UINT64_MAX;
            for (const ConvPlan& plan : plans) {
                least = std::min(least, plan.tempBytesPerTile);
                const auto& s = plan.splits;
                const bool extreme = (s.serialOutChannels == 1 && s.serialInChannels == 1) ||
                                     (s.serialOutChannels == largestOut && s.serialInChannels == 1) ||
                                     (s.serialInChannels == largestIn && s.serialOutChannels == 1);
                if (extreme)
                    atExtremes = std::min(atExtremes, plan.tempBytesPerTile);
                if (s.serialOutChannels > 1) {
                    EXPECT_LE(plan.tempBytesPerTile, lastOut) << plan.describe();
                    lastOut = plan.tempBytesPerTile;
                }
                if (s.serialInChannels > 1) {
                    EXPECT_LE(plan.tempBytesPerTile, lastIn) << plan.describe();
                    lastIn = plan.tempBytesPerTile;
                }
            }
            EXPECT_EQ(least, atExtremes) << plans.front().describe();
        }
    }
}

// A larger split of the last field dimension never raises a tile's memory or its exchange.
TEST(ConvSearchPruning, ALargerFieldSplitNeverRaisesATilesMemory)
{
    const Target target = makeTarget(Arch::Mk2);
    for (const ConvProblem& problem : problems()) {
        std::map<decltype(partOf(ConvPlan{}, "")), std::vector<ConvPlan>> byOtherSplits;
        forEachConvPlan(problem, target, target.tilesPerIpu,
                        [&](const ConvPlan& plan) { byOtherSplits[partOf(plan, "fieldX")].push_back(plan); });
        std::size_t compared = 0;
        for (auto& [part, plans] : byOtherSplits) {
            std::sort(plans.begin(), plans.end(),
                      [](const ConvPlan& a, const ConvPlan& b) { return a.splits.field[1] < b.splits.field[1]; });
            for (std::size_t i = 1; i < plans.size(); ++i, ++compared) {
                EXPECT_LE(plans[i].tempBytesPerTile, plans[i - 1].tempBytesPerTile) << plans[i].describe();
                EXPECT_LE(plans[i].exchangeBytesPerTile, plans[i - 1].exchangeBytesPerTile) << plans[i].describe();
            }
        }
        if (problem.outputField()[1] > 1) {
            EXPECT_GT(compared, 0u);
        }
    }
}

// The pruned search chooses, at every amp, what a search over every candidate chooses, and finds
// the same least-memory plan.
TEST(ConvSearchPruning, ThePrunedSearchChoosesAsAFullSearch)
{
    const Target target = makeTarget(Arch::Mk2);
    for (const ConvProblem& problem : problems()) {
        const auto candidates = enumerateConvPlans(problem, target, target.tilesPerIpu);
        const auto choices = planChoices(problem, target, target.tilesPerIpu);
        for (double amp = 0.005; amp <= 1.0; amp += 0.0149) {
            const ConvPlan* fastest = test::fastestWithinBudget(candidates, amp * double(target.bytesPerTile));
            if (fastest) {
                EXPECT_EQ(choices.choose(amp, target.bytesPerTile).describe(), fastest->describe()) << "amp " << amp;
            }
        }
        const ConvPlan* least = test::leastMemoryOf(candidates, target.bytesPerTile);
        ASSERT_NE(least, nullptr);
        ConvPlan expected = *least;
        expected.phase = PlannerPhase::Phase2;
        EXPECT_EQ(choices.leastMemory().describe(), expected.describe());
    }
}

// Phase 2 is searched when first asked for, once, by whichever thread asks first; the copies of
// the choices (the plan cache hands out shared ones) share it.
TEST(ConvSearchPruning, PhaseTwoIsSearchedOnceWhenFirstAskedForAndShared)
{
    const Target target = makeTarget(Arch::Mk2);
    const ConvPlanChoices choices = planChoices(groupedFp32(), target, target.tilesPerIpu);
    const ConvPlanChoices copy = choices;
    const ConvPlan* fromThread = nullptr;
    std::thread asker([&] { fromThread = &copy.leastMemory(); });
    const ConvPlan* here = &choices.leastMemory();
    asker.join();
    EXPECT_EQ(here, fromThread);
    EXPECT_EQ(here->phase, PlannerPhase::Phase2);
    // Below the frontier's least memory, choose() takes it.
    const double belowFrontier = double(choices.fastestWithin.front().tempBytesPerTile - 1) / double(target.bytesPerTile);
    EXPECT_EQ(choices.choose(belowFrontier, target.bytesPerTile).describe(), here->describe());
    try {
        (void)ConvPlanChoices{}.leastMemory();
        ADD_FAILURE() << "choices planChoices did not make have no phase 2";
    } catch (const Error& e) {
        EXPECT_EQ(e.code(), ErrorCode::Internal);
    }
}

// On one thread the parts of the search run one after another, each from what the parts before
// found: the same choices as the parts side by side, on both phases; the scope ends with the
// thread's earlier limit back.
TEST(ConvSearchPruning, OneSearchThreadChoosesAsTwo)
{
    const Target target = makeTarget(Arch::Mk2);
    for (const ConvProblem& problem : problems()) {
        const ConvPlanChoices sideBySide = planChoices(problem, target, target.tilesPerIpu);
        std::vector<std::string> expected;
        for (const auto& plan : sideBySide.fastestWithin)
            expected.push_back(plan.describe());
        expected.push_back(sideBySide.leastMemory().describe());
        std::vector<std::string> oneAfterAnother;
        {
            const ConvSearchThreadsScope oneThread(1);
            const ConvPlanChoices sequential = planChoices(problem, target, target.tilesPerIpu);
            for (const auto& plan : sequential.fastestWithin)
                oneAfterAnother.push_back(plan.describe());
            oneAfterAnother.push_back(sequential.leastMemory().describe());
            {
                const ConvSearchThreadsScope nested(2);
            }
        }
        EXPECT_EQ(oneAfterAnother, expected);
    }
}

} // namespace tilescope
