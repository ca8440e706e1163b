#include "compiler/ConvTileBalance.h"

#include <gtest/gtest.h>

#include <numeric>

namespace tilescope {
namespace {

TEST(ConvTileBalance, EvenSplitsGiveOneClass)
{
    ConvProblem p = matmulAsConvolution(1, 64, 256, 256, true, false);
    ConvPlan plan;
    plan.splits.batch = 4;
    plan.splits.outChannels = 8;
    const auto classes = convWorkClasses(p, plan);
    ASSERT_EQ(classes.size(), 1u);
    EXPECT_EQ(classes[0].tiles, 32u);
    EXPECT_DOUBLE_EQ(classes[0].work, 1.0);
}

TEST(ConvTileBalance, RemaindersMakeLighterTilesAndEmptyPartsNone)
{
    // Batch 10 in 4 parts: 3, 3, 3 and 1. Output channels 100 in 3 parts: 34, 34, 32.
    ConvProblem p = matmulAsConvolution(1, 10, 16, 100, true, false);
    ConvPlan plan;
    plan.splits.batch = 4;
    plan.splits.outChannels = 3;
    const auto classes = convWorkClasses(p, plan);
    ASSERT_EQ(classes.size(), 4u);
    EXPECT_EQ(classes[0].tiles, 6u); // 3 x 34
    EXPECT_DOUBLE_EQ(classes[0].work, 1.0);
    EXPECT_EQ(classes[1].tiles, 3u); // 3 x 32
    EXPECT_NEAR(classes[1].work, 32.0 / 34.0, 1e-12);
    EXPECT_EQ(classes[3].tiles, 1u); // 1 x 32
    EXPECT_NEAR(classes[3].work, 32.0 / 102.0, 1e-12);
    // Batch 4 in 8 parts leaves four parts empty: their tiles do nothing and are not listed.
    ConvProblem small = matmulAsConvolution(1, 4, 16, 16, true, false);
    ConvPlan wide;
    wide.splits.batch = 8;
    const auto busy = convWorkClasses(small, wide);
    const auto tiles = std::accumulate(busy.begin(), busy.end(), std::uint64_t(0),
                                       [](std::uint64_t n, const ConvWorkClass& c) { return n + c.tiles; });
    EXPECT_EQ(tiles, 4u);
}

} // namespace
} // namespace tilescope
