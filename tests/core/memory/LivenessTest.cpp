#include "memory/Liveness.h"

#include <gtest/gtest.h>

namespace tilescope {
namespace {

TEST(Liveness, NotAlwaysLiveBytesPerStepAndIpuFromLiveRanges)
{
    LoweredProgram p;
    p.target = makeTarget(Arch::Mk2, 2);
    p.target.tilesPerIpu = 4;
    for (int s = 0; s < 4; ++s) {
        LoweredStep step;
        step.node = s;
        p.steps.push_back(step);
    }
    auto variable = [&](std::uint32_t firstTile, std::uint64_t bytesPerTile, std::int32_t first, std::int32_t last) {
        LoweredVariable v;
        v.spread = spreadUniform(firstTile, 2, bytesPerTile);
        v.firstStep = first;
        v.lastStep = last;
        p.variables.push_back(v);
    };
    variable(0, 100, 0, 1); // IPU 0, 200 bytes at steps 0-1
    variable(4, 50, 1, 3);  // IPU 1, 100 bytes at steps 1-3
    variable(2, 10, kNone, kNone); // always-live: not counted
    const auto liveness = computeLiveness(p);
    EXPECT_EQ(liveness.stepProgram, (std::vector<std::int32_t>{0, 1, 2, 3}));
    EXPECT_EQ(liveness.notAlwaysLiveBytes, (std::vector<std::uint64_t>{200, 300, 100, 100}));
    EXPECT_EQ(liveness.notAlwaysLiveBytesPerIpu[0], (std::vector<std::uint64_t>{200, 200, 0, 0}));
    EXPECT_EQ(liveness.notAlwaysLiveBytesPerIpu[1], (std::vector<std::uint64_t>{0, 100, 100, 100}));
}

} // namespace
} // namespace tilescope
