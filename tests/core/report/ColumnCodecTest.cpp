#include "report/ColumnCodec.h"

#include <gtest/gtest.h>

using namespace tilescope;
using namespace tilescope::codec;

TEST(ColumnCodec, TakingAPackedColumnFreesItsBytes)
{
    const std::vector<std::uint64_t> values = {1, 2, std::uint64_t(1) << 40};
    json document = {{"column", encodeColumn(values, true)}};
    EXPECT_EQ(takeColumn<std::uint64_t>(member(document, "column", ""), "/column"), values);
    EXPECT_TRUE(document["column"].is_null());
}

TEST(ColumnCodec, TakingAnArrayColumnFreesIt)
{
    const std::vector<std::int32_t> values = {-1, 0, 7};
    json column = encodeColumn(values, false);
    EXPECT_EQ(takeColumn<std::int32_t>(column, "/column"), values);
    EXPECT_TRUE(column.is_null());
}

TEST(ColumnCodec, TakingStringsFreesThem)
{
    json names = json::array({"conv1/weights", std::string(100, 'x')});
    EXPECT_EQ(takeTextColumn(names, "/names"), (TextColumn{"conv1/weights", std::string(100, 'x')}));
    EXPECT_TRUE(names.is_null());
}

TEST(ColumnCodec, TakingAnEnumColumnFreesIt)
{
    enum class Colour : std::uint8_t { Red, Green };
    auto name = [](Colour c) { return c == Colour::Red ? "red" : "green"; };
    json column = encodeEnumColumn(std::vector<Colour>{Colour::Green, Colour::Red}, true, name);
    EXPECT_EQ(takeEnumColumn<Colour>(column, "/colours", 2, name), (std::vector<Colour>{Colour::Green, Colour::Red}));
    EXPECT_TRUE(column.is_null());
}

TEST(ColumnCodec, ABadColumnIsNamedAndKept)
{
    json column = encodeColumn(std::vector<std::uint32_t>{1, 2}, true);
    try {
        takeColumn<std::uint64_t>(column, "/memory/gapBytes");
        FAIL() << "expected the wrong element kind to be refused";
    } catch (const Error& e) {
        EXPECT_EQ(e.code(), ErrorCode::InvalidField);
        EXPECT_EQ(e.field(), "/memory/gapBytes");
    }
    EXPECT_TRUE(column.is_binary());
    json names = json::array({"a", 3});
    try {
        takeTextColumn(names, "/names");
        FAIL() << "expected a number among strings to be refused";
    } catch (const Error& e) {
        EXPECT_EQ(e.field(), "/names/1");
    }
}
