#include "ir/CodeLedger.h"

#include <gtest/gtest.h>

namespace tilescope {
namespace {

TEST(CodeLedger, ChargesRangesThatWrapRoundAnIpu)
{
    CodeLedger ledger(16, 8); // two IPUs of eight tiles
    ledger.add(MemoryCategory::ControlCode, 6, 4, 10); // tiles 6, 7, then 0, 1
    ledger.useVertex("popops::Add", 100, 14, 3);       // tiles 14, 15, then 8
    ledger.useVertex("popops::Add", 100, 15, 1);       // tile 15 again: code is per type per tile
    const auto bytes = ledger.perTile();
    const auto& control = bytes[categoryIndex(MemoryCategory::ControlCode)];
    EXPECT_EQ(control, (std::vector<std::uint64_t>{10, 10, 0, 0, 0, 0, 10, 10, 0, 0, 0, 0, 0, 0, 0, 0}));
    const auto& vertexCode = bytes[categoryIndex(MemoryCategory::VertexCode)];
    EXPECT_EQ(vertexCode, (std::vector<std::uint64_t>{0, 0, 0, 0, 0, 0, 0, 0, 100, 0, 0, 0, 0, 0, 100, 100}));
    EXPECT_EQ(ledger.tileCount(), 16u);
}

} // namespace
} // namespace tilescope
