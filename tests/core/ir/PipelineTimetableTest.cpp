#include "ir/PipelineTimetable.h"

#include "common/Error.h"

#include <gtest/gtest.h>

namespace tilescope {
namespace {

TEST(PipelineTimetable, GroupedRampsUpOneStagePerCycleAndBackTwiceAsLong)
{
    const PipelineTimetable t(PipelineKind::Grouped, 4, 16, true);
    EXPECT_EQ(t.cycles(), 16u + 2 * 3);
    // Cycle 0: only the first stage works (the ramp-up); stage 3 starts at cycle 3.
    EXPECT_EQ(t.forwardMicroBatch(0, 0), 0);
    for (std::uint32_t s = 1; s < 4; ++s)
        EXPECT_EQ(t.forwardMicroBatch(0, s), -1);
    EXPECT_EQ(t.forwardMicroBatch(3, 3), 0);
    // The last stage turns a micro-batch round in the cycle it arrives; stage 0 gets it back 6 cycles on.
    EXPECT_EQ(t.backwardMicroBatch(3, 3), 0);
    EXPECT_EQ(t.backwardMicroBatch(6, 0), 0);
    EXPECT_EQ(t.backwardMicroBatch(5, 0), -1);
    // The ramp-down: in the last cycle only stage 0 has work.
    EXPECT_EQ(t.backwardMicroBatch(t.cycles() - 1, 0), 15);
    for (std::uint32_t s = 1; s < 4; ++s) {
        EXPECT_EQ(t.forwardMicroBatch(t.cycles() - 1, s), -1);
        EXPECT_EQ(t.backwardMicroBatch(t.cycles() - 1, s), -1);
    }
}

TEST(PipelineTimetable, EveryMicroBatchPassesEveryStageOnceEachWay)
{
    for (auto kind : {PipelineKind::Grouped, PipelineKind::Interleaved}) {
        const PipelineTimetable t(kind, 3, 7, true);
        for (std::uint32_t s = 0; s < 3; ++s) {
            std::vector<int> forwards(7, 0), backwards(7, 0);
            std::int32_t lastForward = -1;
            for (std::uint32_t c = 0; c < t.cycles(); ++c) {
                if (const auto m = t.forwardMicroBatch(c, s); m >= 0) {
                    ++forwards[std::size_t(m)];
                    EXPECT_GT(m, lastForward); // in order
                    lastForward = m;
                }
                if (const auto m = t.backwardMicroBatch(c, s); m >= 0)
                    ++backwards[std::size_t(m)];
            }
            EXPECT_EQ(forwards, std::vector<int>(7, 1));
            EXPECT_EQ(backwards, std::vector<int>(7, 1));
        }
    }
}

TEST(PipelineTimetable, InterleavedStagesAlternateForwardAndBackward)
{
    const PipelineTimetable t(PipelineKind::Interleaved, 4, 16, true);
    EXPECT_EQ(t.cycles(), 2u * 16 + 2 * 4 - 2);
    for (std::uint32_t c = 0; c < t.cycles(); ++c)
        for (std::uint32_t s = 0; s < 4; ++s)
            EXPECT_FALSE(t.forwardMicroBatch(c, s) >= 0 && t.backwardMicroBatch(c, s) >= 0) << c << ' ' << s;
}

TEST(PipelineTimetable, StashDepthsAreTheGuidesFromTheScheduleItself)
{
    // Grouped: 2N+1 on the first IPU, 2(N-1)+1 on the second, ..., N = stages after the first.
    const PipelineTimetable grouped(PipelineKind::Grouped, 4, 16, true);
    EXPECT_EQ(grouped.stashDepth(0), 7u);
    EXPECT_EQ(grouped.stashDepth(1), 5u);
    EXPECT_EQ(grouped.stashDepth(2), 3u);
    EXPECT_EQ(grouped.stashDepth(3), 1u);
    // Interleaved: N+1.
    const PipelineTimetable interleaved(PipelineKind::Interleaved, 4, 16, true);
    EXPECT_EQ(interleaved.stashDepth(0), 4u);
    EXPECT_EQ(interleaved.stashDepth(3), 1u);
    // Never deeper than the micro-batches there are; nothing to stash in inference.
    EXPECT_EQ(PipelineTimetable(PipelineKind::Grouped, 4, 3, true).stashDepth(0), 3u);
    EXPECT_EQ(PipelineTimetable(PipelineKind::Grouped, 4, 16, false).stashDepth(0), 1u);
}

TEST(PipelineTimetable, InferenceHasForwardsOnly)
{
    const PipelineTimetable t(PipelineKind::Interleaved, 2, 5, false);
    EXPECT_EQ(t.cycles(), 6u);
    EXPECT_EQ(t.forwardMicroBatch(1, 1), 0);
    for (std::uint32_t c = 0; c < t.cycles(); ++c)
        EXPECT_EQ(t.backwardMicroBatch(c, 0), -1);
}

TEST(PipelineTimetable, NeedsAStageAndAMicroBatch)
{
    EXPECT_THROW(PipelineTimetable(PipelineKind::Grouped, 0, 4, true), Error);
    EXPECT_THROW(PipelineTimetable(PipelineKind::Grouped, 2, 0, true), Error);
}

} // namespace
} // namespace tilescope
