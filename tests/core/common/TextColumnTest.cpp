#include "common/TextColumn.h"

#include "report/ColumnCodec.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace tilescope {
namespace {

TEST(TextColumn, ReadsBackWhatWasAppendedWhateverItsLength)
{
    TextColumn column;
    const std::vector<std::string> texts{"", "a", "layer12/convolution/partials", std::string(1000, 'x'), "", "z"};
    for (const auto& text : texts)
        column.push_back(text);
    ASSERT_EQ(column.size(), texts.size());
    for (std::size_t i = 0; i < texts.size(); ++i)
        EXPECT_EQ(column[i], texts[i]) << i;
    EXPECT_EQ(column.front(), "");
    EXPECT_EQ(column.back(), "z");
    EXPECT_EQ(column.characterCount(), 1000u + 1 + 28 + 1);
    EXPECT_TRUE(column == texts);
    EXPECT_EQ(column.strings(), texts);
    EXPECT_THROW(static_cast<void>(column.at(texts.size())), std::out_of_range);
}

TEST(TextColumn, IteratesAndSearchesAsAVectorOfStrings)
{
    const TextColumn column{"conv1", "relu1", "conv2"};
    EXPECT_EQ(std::find(column.begin(), column.end(), "relu1") - column.begin(), 1);
    EXPECT_EQ(std::count_if(column.begin(), column.end(), [](auto name) { return name.starts_with("conv"); }), 2);
    std::string joined;
    for (const auto name : column)
        joined += name + ";";
    EXPECT_EQ(joined, "conv1;relu1;conv2;");
    const std::string copy = column[2];
    EXPECT_EQ(copy, "conv2");
    EXPECT_EQ(column[1].find("lu"), 2u);
    EXPECT_EQ(column[1].find('1'), 4u);
    EXPECT_EQ(column[2].rfind("v"), 3u);
    EXPECT_EQ(column[0].rfind('c', 2), 0u);
    EXPECT_EQ(column[1].find("x"), std::string_view::npos);
    EXPECT_TRUE(column[2].ends_with("v2"));
    EXPECT_FALSE(column[2].starts_with("relu"));
    EXPECT_EQ(column[1].substr(0, 4), "relu");
    EXPECT_EQ(column[1].substr(2), "lu1");
}

TEST(TextColumn, ResizesPopsAndSetsRowsInPlace)
{
    TextColumn column{"alpha", "beta", "gamma"};
    column.set(1, "a much longer beta");
    EXPECT_TRUE(column == (std::vector<std::string>{"alpha", "a much longer beta", "gamma"}));
    column.set(0, "");
    EXPECT_TRUE(column == (std::vector<std::string>{"", "a much longer beta", "gamma"}));
    column.pop_back();
    EXPECT_TRUE(column == (std::vector<std::string>{"", "a much longer beta"}));
    column.resize(4);
    EXPECT_TRUE(column == (std::vector<std::string>{"", "a much longer beta", "", ""}));
    column.resize(1);
    EXPECT_TRUE(column == (std::vector<std::string>{""}));
    EXPECT_EQ(column.characterCount(), 0u);
    column.clear();
    EXPECT_TRUE(column.empty());
}

TEST(TextColumn, ComparesByTextsNotByHowTheyWereBuilt)
{
    TextColumn built;
    built.reserve(10);
    built.reserveCharacters(100);
    built.push_back("ab");
    built.push_back("c");
    EXPECT_EQ(built, (TextColumn{"ab", "c"}));
    EXPECT_NE(built, (TextColumn{"a", "bc"})) << "the same characters split differently are other texts";
    EXPECT_EQ(TextColumn(std::vector<std::string>{"ab", "c"}), built);
}

TEST(TextColumn, WritesAndReadsAsAJsonArrayOfStrings)
{
    const TextColumn column{"conv1/weights", std::string(100, 'x'), ""};
    nlohmann::json document = column;
    EXPECT_EQ(document, nlohmann::json::parse(R"(["conv1/weights", ")" + std::string(100, 'x') + R"(", ""])"));
    EXPECT_EQ(codec::takeTextColumn(document, "/names"), column);
    EXPECT_TRUE(document.is_null()) << "the array is consumed as it is read";
}

} // namespace
} // namespace tilescope

namespace tilescope {
namespace {

// A model's names are the same column with 4-byte ends; an end that cannot count the characters is
// refused before the column changes (shown with 1-byte ends: 255 characters at most).
TEST(TextColumn, NarrowEndsReadAlikeAndRefuseWhatTheyCannotCount)
{
    BasicTextColumn<std::uint32_t> names{"x", "layer0", ""};
    EXPECT_EQ(names.size(), 3u);
    EXPECT_EQ(names[1], "layer0");
    EXPECT_EQ(names.characterCount(), 7u);

    BasicTextColumn<std::uint8_t> tiny;
    tiny.push_back(std::string(200, 'a'));
    tiny.push_back(std::string(55, 'b')); // 255 characters: the most an 8-bit end counts
    try {
        tiny.push_back("c");
        FAIL() << "a 256th character was taken";
    } catch (const std::length_error& e) {
        EXPECT_STREQ(e.what(), "a column of texts holds at most 255 characters");
    }
    EXPECT_EQ(tiny.size(), 2u);
    EXPECT_EQ(tiny.characterCount(), 255u);
    EXPECT_EQ(tiny[1], std::string(55, 'b'));
    EXPECT_THROW(tiny.set(0, std::string(201, 'a')), std::length_error);
    EXPECT_EQ(tiny[0], std::string(200, 'a')); // unchanged
}

} // namespace
} // namespace tilescope
