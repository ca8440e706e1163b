// The lowering's gradients per tensor and IPU: unset until set, a value of kNone (-1) still counts as
// set (a gradient delivered elsewhere), and each tensor's IPUs are visited in order.

#include "compiler/TensorIpuTable.h"

#include <gtest/gtest.h>

#include <stdexcept>
#include <utility>
#include <vector>

namespace tilescope {
namespace {

TEST(TensorIpuTable, EntriesAreUnsetUntilSetAndKeepTheirFirstValue)
{
    TensorIpuTable table(3, 2);
    EXPECT_EQ(table.find(1, 0), nullptr);
    EXPECT_FALSE(table.contains(1));
    EXPECT_EQ(table.tryEmplace(1, 1, -1), -1);
    EXPECT_TRUE(table.contains(1)); // set to -1 is set
    EXPECT_FALSE(table.contains(0));
    table.tryEmplace(1, 1, 7) = 5; // already set: the reference is to the stored -1
    ASSERT_NE(table.find(1, 1), nullptr);
    EXPECT_EQ(*table.find(1, 1), 5);
    table.set(2, 0, 9);
    EXPECT_EQ(*table.find(2, 0), 9);
    EXPECT_EQ(table.find(2, 1), nullptr);
}

TEST(TensorIpuTable, VisitsATensorsIpusInOrderAndLetsThemChange)
{
    TensorIpuTable table(2, 4);
    table.set(0, 3, 30);
    table.set(0, 1, 10);
    table.set(1, 0, 99);
    std::vector<std::pair<std::uint32_t, std::int32_t>> seen;
    table.forEach(0, [&](std::uint32_t ipu, std::int32_t& value) {
        seen.emplace_back(ipu, value);
        value = -1;
    });
    EXPECT_EQ(seen, (std::vector<std::pair<std::uint32_t, std::int32_t>>{{1, 10}, {3, 30}}));
    EXPECT_EQ(*table.find(0, 3), -1);
    EXPECT_EQ(*table.find(1, 0), 99);
}

TEST(TensorIpuTable, RefusesEntriesOutsideIt)
{
    TensorIpuTable table(2, 2);
    EXPECT_THROW(table.find(2, 0), std::out_of_range);
    EXPECT_THROW(table.set(0, 2, 1), std::out_of_range);
    EXPECT_THROW(table.tryEmplace(-1, 0, 1), std::out_of_range);
}

} // namespace
} // namespace tilescope
