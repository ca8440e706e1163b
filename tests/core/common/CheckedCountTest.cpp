#include "common/CheckedCount.h"

#include "../ErrorOf.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

using namespace tilescope;
using tilescope::test::errorOf;

TEST(CheckedCount, CountsWholeValuesInRange)
{
    EXPECT_EQ(checkedCount(0.0, "cycles"), 0u);
    EXPECT_EQ(checkedCount(1234.9, "cycles"), 1234u);
    EXPECT_EQ(checkedCount(double(kMaxCount) / 2, "cycles"), kMaxCount / 2);
}

TEST(CheckedCount, RefusesWhatIsNoCountNamingTheOption)
{
    for (const double bad : {-1.0, std::nan(""), std::numeric_limits<double>::infinity(), 1e30, double(kMaxCount)}) {
        const Error e = errorOf([&] { checkedCount(bad, "a host transfer's cycles", "host-bandwidth"); });
        EXPECT_EQ(e.code(), ErrorCode::InvalidOption);
        EXPECT_EQ(e.field(), "host-bandwidth");
        EXPECT_NE(e.message().find("a host transfer's cycles would be"), std::string::npos) << e.message();
    }
    EXPECT_NE(errorOf([] { checkedCount(2.5e23, "x"); }).message().find("2.5e+23"), std::string::npos);
}

TEST(CheckedCount, SumsAndProductsStopAtTheLimit)
{
    EXPECT_EQ(checkedSum(kMaxCount - 1, 1, "cycles"), kMaxCount);
    EXPECT_THROW(checkedSum(kMaxCount, 1, "cycles"), Error);
    EXPECT_EQ(checkedProduct(kMaxCount / 4, 4, "cycles"), kMaxCount);
    EXPECT_THROW(checkedProduct(kMaxCount / 4 + 1, 4, "cycles"), Error);
    EXPECT_EQ(checkedProduct(0, kMaxCount, "cycles"), 0u);
}
