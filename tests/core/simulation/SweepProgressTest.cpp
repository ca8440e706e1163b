// What a running sweep prints of its pace (describeSweepProgress), by hand.

#include "simulation/SweepProgress.h"

#include <gtest/gtest.h>

using namespace tilescope;

TEST(SweepProgress, SaysTheRateAndTheTimeLeftAtThatRate)
{
    // 54 points in 3.14 s: 17.2 points/s, and the 54 left take another 3.14 s.
    EXPECT_EQ(describeSweepProgress(54, 108, 3.14), "54 of 108 points simulated, 17 points/s, about 3 s left");
    // 3 points in 4 s: 0.75 points/s; 97 left take 129.3 s.
    EXPECT_EQ(describeSweepProgress(3, 100, 4.0), "3 of 100 points simulated, 0.8 points/s, about 2 min 09 s left");
    // 107 points in 4.4 s: 24.3 points/s; the last one takes 0.04 s.
    EXPECT_EQ(describeSweepProgress(107, 108, 4.4), "107 of 108 points simulated, 24 points/s, under 1 s left");
}

TEST(SweepProgress, SaysNoRateBeforeTheFirstPointAndTheTotalTimeAtTheEnd)
{
    EXPECT_EQ(describeSweepProgress(0, 108, 1.5), "0 of 108 points simulated");
    EXPECT_EQ(describeSweepProgress(5, 108, 0.0), "5 of 108 points simulated");
    EXPECT_EQ(describeSweepProgress(108, 108, 6.25), "108 of 108 points simulated, 17 points/s, done in 6.2 s");
    EXPECT_EQ(describeSweepProgress(0, 0, 0.0), "no points to simulate");
}

TEST(SweepProgress, DurationsReadAsAPersonWouldSayThem)
{
    EXPECT_EQ(describeDuration(0.4), "<1 s");
    EXPECT_EQ(describeDuration(-3.0), "<1 s");
    EXPECT_EQ(describeDuration(42.4), "42 s");
    EXPECT_EQ(describeDuration(125.0), "2 min 05 s");
    EXPECT_EQ(describeDuration(3780.0), "1 h 03 min");
}
