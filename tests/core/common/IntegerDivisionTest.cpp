// ceilDiv and floorDiv shift for powers of two and divide otherwise: both must round exactly.

#include "common/IntegerDivision.h"

#include <gtest/gtest.h>

#include <bit>

namespace tilescope {
namespace {

TEST(IntegerDivision, RoundsForPowersOfTwoAndOtherDivisorsAlike)
{
    for (std::uint64_t b = 1; b <= 130; ++b) {
        EXPECT_EQ(isPowerOfTwo(b), (b & (b - 1)) == 0 && std::popcount(b) == 1) << b;
        for (std::uint64_t a = 0; a <= 1000; ++a) {
            ASSERT_EQ(ceilDiv(a, b), a / b + (a % b != 0)) << a << " / " << b;
            ASSERT_EQ(floorDiv(a, b), a / b) << a << " / " << b;
        }
    }
    EXPECT_EQ(ceilDiv(std::uint64_t(1) << 40, std::uint64_t(1) << 20), std::uint64_t(1) << 20);
    EXPECT_EQ(ceilDiv((std::uint64_t(1) << 40) + 1, std::uint64_t(1) << 20), (std::uint64_t(1) << 20) + 1);
    EXPECT_EQ(ceilDiv(0, 1), 0u);
    EXPECT_EQ(ceilDiv(7, 1), 7u);
}

} // namespace
} // namespace tilescope
