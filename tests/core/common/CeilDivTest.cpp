// ceilDiv shifts for powers of two and divides otherwise: both must round up exactly.

#include "common/CeilDiv.h"

#include <gtest/gtest.h>

namespace tilescope {
namespace {

TEST(CeilDiv, RoundsUpForPowersOfTwoAndOtherDivisorsAlike)
{
    for (std::uint64_t b = 1; b <= 130; ++b)
        for (std::uint64_t a = 0; a <= 1000; ++a)
            ASSERT_EQ(ceilDiv(a, b), a / b + (a % b != 0)) << a << " / " << b;
    EXPECT_EQ(ceilDiv(std::uint64_t(1) << 40, std::uint64_t(1) << 20), std::uint64_t(1) << 20);
    EXPECT_EQ(ceilDiv((std::uint64_t(1) << 40) + 1, std::uint64_t(1) << 20), (std::uint64_t(1) << 20) + 1);
    EXPECT_EQ(ceilDiv(0, 1), 0u);
    EXPECT_EQ(ceilDiv(7, 1), 7u);
}

} // namespace
} // namespace tilescope
