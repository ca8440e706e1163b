// Steps of two reports side by side by operation (report/StepAlignment): what is matched, where the
// gaps go, every step once and in order on both sides whatever the sequences, and the reports'
// keys (operation names, else the program's name).

#include "report/StepAlignment.h"

#include "../TestReports.h" // shared with the tests in tests/core

#include <gtest/gtest.h>

#include <random>

using namespace tilescope;

namespace {

constexpr std::int64_t gap = StepAlignment::kGap;

} // namespace

TEST(StepAlignment, MatchesEqualKeysAndFacesTheRestWithGaps)
{
    // A B C against A X C: B only in the source, X only in the target, between A and C.
    const StepAlignment a = alignSequences({1, 2, 3}, {1, 9, 3});
    EXPECT_EQ(a.sourceStep, (std::vector<std::int64_t>{0, 1, gap, 2}));
    EXPECT_EQ(a.targetStep, (std::vector<std::int64_t>{0, gap, 1, 2}));
    EXPECT_EQ(a.matched, 2u);
}

TEST(StepAlignment, MatchesTheKthStepOfAnOperationWithItsKth)
{
    // A convolution of three steps against one of five: three matched, two facing gaps before the relu.
    const StepAlignment a = alignSequences({7, 7, 7, 8}, {7, 7, 7, 7, 7, 8});
    EXPECT_EQ(a.sourceStep, (std::vector<std::int64_t>{0, 1, 2, gap, gap, 3}));
    EXPECT_EQ(a.targetStep, (std::vector<std::int64_t>{0, 1, 2, 3, 4, 5}));
    EXPECT_EQ(a.matched, 4u);
}

TEST(StepAlignment, KeepsTheLongestRunInOrderWhenStepsMoved)
{
    // C moved to the front: A and B stay matched; each C faces a gap.
    const StepAlignment a = alignSequences({1, 2, 3}, {3, 1, 2});
    EXPECT_EQ(a.sourceStep, (std::vector<std::int64_t>{gap, 0, 1, 2}));
    EXPECT_EQ(a.targetStep, (std::vector<std::int64_t>{0, 1, 2, gap}));
    EXPECT_EQ(a.matched, 2u);
    EXPECT_EQ(alignSequences({}, {}).size(), 0u);
    EXPECT_EQ(alignSequences({}, {4, 4}).targetStep, (std::vector<std::int64_t>{0, 1}));
}

TEST(StepAlignment, HoldsEveryStepOnceInOrderAndMatchesOnlyEqualKeys)
{
    std::mt19937 random(7);
    for (int round = 0; round < 200; ++round) {
        std::vector<std::uint32_t> source(random() % 60), target(random() % 60);
        for (auto& key : source)
            key = random() % 6;
        for (auto& key : target)
            key = random() % 6;
        const StepAlignment a = alignSequences(source, target);
        ASSERT_EQ(a.sourceStep.size(), a.targetStep.size());
        std::int64_t nextSource = 0, nextTarget = 0;
        std::size_t matched = 0;
        for (std::size_t i = 0; i < a.size(); ++i) {
            ASSERT_FALSE(a.sourceStep[i] == gap && a.targetStep[i] == gap);
            if (a.sourceStep[i] != gap) {
                ASSERT_EQ(a.sourceStep[i], nextSource++);
            }
            if (a.targetStep[i] != gap) {
                ASSERT_EQ(a.targetStep[i], nextTarget++);
            }
            if (a.sourceStep[i] != gap && a.targetStep[i] != gap) {
                ASSERT_EQ(source[std::size_t(a.sourceStep[i])], target[std::size_t(a.targetStep[i])]);
                ++matched;
            }
        }
        EXPECT_EQ(nextSource, std::int64_t(source.size()));
        EXPECT_EQ(nextTarget, std::int64_t(target.size()));
        EXPECT_EQ(a.matched, matched);
    }
}

TEST(StepAlignment, AlignsReportsByOperationNameElseProgramName)
{
    // Steps of the small report: conv1's exchange and convolution, a sync (no operation), relu1.
    const Report source = test::makeSmallReport();
    const StepAlignment same = alignStepsByOperation(source, source);
    EXPECT_EQ(same.matched, 4u);
    EXPECT_EQ(same.sourceStep, same.targetStep);
    Report target = source;
    target.operations.name.set(1, "pool1");
    const StepAlignment renamed = alignStepsByOperation(source, target);
    EXPECT_EQ(renamed.sourceStep, (std::vector<std::int64_t>{0, 1, 2, 3, gap}));
    EXPECT_EQ(renamed.targetStep, (std::vector<std::int64_t>{0, 1, 2, gap, 3}));
    target.programs.name.set(4, "sync2"); // the sync's program, as the step has no operation
    EXPECT_EQ(alignStepsByOperation(source, target).matched, 2u);
}
