// The model's compact containers behave as the standard ones they replace: IdList as a vector of
// ids (two held inline, more on the heap), AttributeMap as a std::map in key order, NameIndex as a
// hash map of names to indices, CompactString as a std::string, PackedOptional as a std::optional.

#include "model/AttributeMap.h"
#include "model/CompactString.h"
#include "model/IdList.h"
#include "model/Model.h"
#include "model/NameIndex.h"
#include "model/PackedOptional.h"
#include "model/TensorShape.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

namespace tilescope {
namespace {

std::vector<std::int32_t> idsOf(const IdList& list)
{
    return {list.begin(), list.end()};
}

TEST(IdList, HoldsTwoIdsInlineAndMoreOnTheHeap)
{
    IdList list;
    EXPECT_TRUE(list.empty());
    for (std::int32_t id = 0; id < 9; ++id) {
        list.push_back(id * 10);
        ASSERT_EQ(list.size(), std::size_t(id + 1));
        EXPECT_EQ(list.back(), id * 10);
        EXPECT_EQ(list.front(), 0);
    }
    EXPECT_EQ(idsOf(list), (std::vector<std::int32_t>{0, 10, 20, 30, 40, 50, 60, 70, 80}));
    EXPECT_EQ(sizeof(IdList), 16u);
}

TEST(IdList, CopiesAndMovesKeepTheIds)
{
    for (const auto& ids : {std::vector<std::int32_t>{}, {4}, {4, 5}, {4, 5, 6, 7}}) {
        const IdList original(ids);
        IdList copy = original;
        EXPECT_EQ(idsOf(copy), ids);
        IdList moved = std::move(copy);
        EXPECT_EQ(idsOf(moved), ids);
        EXPECT_TRUE(copy.empty()); // NOLINT: a moved-from list is empty, and usable
        copy.push_back(1);
        EXPECT_EQ(idsOf(copy), (std::vector<std::int32_t>{1}));
        IdList assigned{9, 9, 9};
        assigned = original;
        EXPECT_EQ(assigned, original);
        assigned = IdList{3};
        EXPECT_EQ(idsOf(assigned), (std::vector<std::int32_t>{3}));
        assigned = std::move(moved);
        EXPECT_EQ(idsOf(assigned), ids);
    }
}

TEST(IdList, AtChecksTheIndexAndEqualityComparesTheIds)
{
    IdList list{7, 8, 9};
    list[1] = 80;
    EXPECT_EQ(list.at(1), 80);
    EXPECT_THROW((void)list.at(3), std::out_of_range);
    EXPECT_THROW((void)IdList{}.front(), std::out_of_range);
    EXPECT_EQ(list, (IdList{7, 80, 9}));
    EXPECT_FALSE(list == (IdList{7, 80}));
    list.clear();
    EXPECT_TRUE(list.empty());
}

TEST(AttributeMap, IteratesInKeyOrderAsAMapDoes)
{
    AttributeMap<std::vector<std::int64_t>> ints;
    ints["stride"] = {2};
    ints["kernel"] = {3, 3};
    ints["padding"] = {1, 1};
    ints["kernel"].push_back(1); // an existing key is the same value
    std::vector<std::string> keys;
    for (const auto& [key, values] : ints)
        keys.push_back(key);
    EXPECT_EQ(keys, (std::vector<std::string>{"kernel", "padding", "stride"}));
    EXPECT_EQ(ints.find("kernel")->second, (std::vector<std::int64_t>{3, 3, 1}));
    EXPECT_EQ(ints.count("stride"), 1u);
    EXPECT_EQ(ints.count("dilation"), 0u);
    EXPECT_EQ(ints.find("dilation"), ints.end());
    EXPECT_EQ(ints.size(), 3u);
}

TEST(AttributeMap, ComparesByContentAndCopiesWhole)
{
    AttributeMap<double> a{{"ratio", 0.1}, {"epsilon", 1e-5}};
    AttributeMap<double> b;
    b["epsilon"] = 1e-5;
    b["ratio"] = 0.1;
    EXPECT_EQ(a, b);
    a["ratio"] = 0.2;
    EXPECT_FALSE(a == b);
    EXPECT_FALSE(a.empty());
    const AttributeMap<double> none;
    EXPECT_TRUE(none.empty());
    EXPECT_EQ(none, AttributeMap<double>{});
    EXPECT_FALSE(a == none);
    AttributeMap<double> copy = b;
    copy["ratio"] = 0.2; // a copy is a map of its own
    EXPECT_EQ(b.find("ratio")->second, 0.1);
    copy = none;
    EXPECT_TRUE(copy.empty());
    EXPECT_EQ(sizeof(AttributeMap<double>), sizeof(void*));
}

TEST(AttributeMap, KeepsItsPairsAcrossInsertionsMovesAndCopies)
{
    // Keys of more than 15 characters are on the heap: each insertion moves them to a larger block.
    AttributeMap<std::vector<std::int64_t>> map;
    for (int i = 9; i >= 0; --i)
        map["an attribute name longer than inline " + std::to_string(i)] = std::vector<std::int64_t>(std::size_t(i), i);
    map["an attribute name longer than inline 5"].push_back(-1);
    ASSERT_EQ(map.size(), 10u);
    for (int i = 0; i < 10; ++i) {
        const auto& [key, values] = map.begin()[i];
        EXPECT_EQ(key.view(), "an attribute name longer than inline " + std::to_string(i));
        EXPECT_EQ(values.size(), std::size_t(i) + (i == 5 ? 1 : 0));
    }
    AttributeMap<std::vector<std::int64_t>> moved(std::move(map));
    EXPECT_EQ(moved.size(), 10u);
    AttributeMap<std::vector<std::int64_t>> assigned;
    assigned["x"] = {1};
    assigned = std::move(moved);
    EXPECT_EQ(assigned.size(), 10u);
    const auto copy = assigned;
    EXPECT_EQ(copy, assigned);
    assigned = assigned; // NOLINT: a self-assignment keeps the map
    EXPECT_EQ(copy, assigned);
    EXPECT_EQ(copy.find("an attribute name longer than inline 5")->second.back(), -1);
}

struct Named {
    std::string name;
};

TEST(NameIndex, FindsEveryNameAddedAcrossItsGrowth)
{
    std::vector<Named> items;
    NameIndex<std::vector<Named>> index(items);
    EXPECT_FALSE(index.find("a"));
    for (int i = 0; i < 1000; ++i) {
        items.push_back({"n" + std::to_string(i)});
        index.add(items.size() - 1);
    }
    for (int i = 0; i < 1000; ++i)
        ASSERT_EQ(index.find("n" + std::to_string(i)), std::optional<std::size_t>(std::size_t(i)));
    EXPECT_FALSE(index.find("n1000"));
    EXPECT_FALSE(index.find(""));
}

TEST(NameIndex, AReserveKeepsWhatIsThere)
{
    std::vector<Named> items{{"x"}, {"y"}};
    NameIndex<std::vector<Named>> index(items);
    index.add(0);
    index.reserve(5000);
    index.add(1);
    EXPECT_EQ(index.find("x"), std::optional<std::size_t>(0));
    EXPECT_EQ(index.find("y"), std::optional<std::size_t>(1));
    EXPECT_FALSE(index.find("z"));
    index.release(); // forgets every name; the table can be filled again
    EXPECT_FALSE(index.find("x"));
    index.add(1);
    EXPECT_EQ(index.find("y"), std::optional<std::size_t>(1));
    EXPECT_FALSE(index.find("x"));
}

TEST(NameIndex, FindsItemsNamedByCompactStrings)
{
    struct CompactNamed {
        CompactString name;
    };
    std::vector<CompactNamed> items{{"a-name-longer-than-fifteen"}, {"short"}};
    NameIndex<std::vector<CompactNamed>> index(items);
    index.add(0);
    index.add(1);
    EXPECT_EQ(index.find("a-name-longer-than-fifteen"), std::optional<std::size_t>(0));
    EXPECT_EQ(index.find(std::string("short")), std::optional<std::size_t>(1));
    EXPECT_FALSE(index.find("shor"));
}

TEST(TensorShape, HoldsThreeDimensionsInlineAndReadsAsAVector)
{
    EXPECT_EQ(sizeof(TensorShape), 32u);
    EXPECT_EQ(sizeof(IdList), 16u);
    TensorShape shape{3, 224, 224};
    EXPECT_EQ(shape.size(), 3u);
    shape.push_back(2); // a fourth goes to the heap, keeping the first three
    EXPECT_EQ(shape, (std::vector<std::int64_t>{3, 224, 224, 2}));
    const std::vector<std::int64_t> copy = shape;
    EXPECT_EQ(copy, shape.vector());
    shape.back() = 5;
    EXPECT_EQ(shape.back(), 5);
    EXPECT_EQ(nlohmann::json(shape), nlohmann::json::parse("[3, 224, 224, 5]"));
    TensorShape fromVector = std::vector<std::int64_t>{7};
    EXPECT_EQ(fromVector.front(), 7);
    fromVector = shape;
    EXPECT_EQ(fromVector, shape);
    EXPECT_EQ(nlohmann::json(TensorShape{}), nlohmann::json::array());
    EXPECT_THROW((void)TensorShape{}.back(), std::out_of_range);
    for (std::int64_t d = 0; d < 20; ++d) // through the heap buffer's doublings: 4, 8, 16, 32
        fromVector.push_back(d);
    EXPECT_EQ(fromVector.size(), 24u);
    EXPECT_EQ(fromVector[23], 19);
    EXPECT_EQ(fromVector[3], 5);
    fromVector.clear(); // frees the heap buffer: the list is inline again
    EXPECT_TRUE(fromVector.empty());
    fromVector.push_back(9);
    EXPECT_EQ(fromVector, (std::vector<std::int64_t>{9}));
}

TEST(CompactString, HoldsNamesOfEveryLengthIn16Bytes)
{
    EXPECT_EQ(sizeof(CompactString), 16u);
    // 15 characters are the most held inline: the 16th byte is then their terminating '\0'.
    for (std::size_t length = 0; length <= 40; ++length) {
        std::string text;
        for (std::size_t i = 0; i < length; ++i)
            text += char('a' + i % 26);
        const CompactString s(text);
        ASSERT_EQ(s.size(), length) << text;
        EXPECT_EQ(s.empty(), length == 0);
        EXPECT_EQ(std::string(s), text);
        EXPECT_EQ(s.view(), text);
        EXPECT_EQ(std::string(s.c_str()), text) << "c_str() ends the text with a '\\0'";
        EXPECT_EQ(std::string(s.begin(), s.end()), text);
    }
    EXPECT_TRUE(CompactString().empty());
    EXPECT_STREQ(CompactString().c_str(), "");
}

TEST(CompactString, CopiesMovesAndAssignsAsAString)
{
    for (const std::string text : {"", "conv1", "exactly15chars!", "layer1.0.conv2.weight/gradient"}) {
        const CompactString original(text);
        CompactString copy = original;
        EXPECT_EQ(copy, original);
        CompactString moved = std::move(copy);
        EXPECT_EQ(moved, text);
        EXPECT_TRUE(copy.empty()); // NOLINT: a moved-from string is empty, and usable
        copy = "again";
        EXPECT_EQ(copy, "again");
        CompactString assigned("a long name that lives on the heap");
        assigned = original;
        EXPECT_EQ(assigned, text);
        assigned = std::move(moved);
        EXPECT_EQ(assigned, text);
        assigned = assigned; // NOLINT: self-assignment keeps the text
        EXPECT_EQ(assigned, text);
        assigned = std::string("x");
        EXPECT_EQ(assigned, "x");
    }
}

TEST(CompactString, ComparesJoinsAndPrintsAsAString)
{
    const CompactString name("layer1");
    const std::string same = "layer1";
    EXPECT_TRUE(name == same);
    EXPECT_TRUE(same == name);
    EXPECT_TRUE(name == "layer1");
    EXPECT_TRUE(name != "layer2");
    EXPECT_TRUE(name < CompactString("layer2"));
    EXPECT_TRUE(name < std::string("m"));
    EXPECT_TRUE(std::string("a") < name);
    EXPECT_EQ(name + ".weight", "layer1.weight");
    EXPECT_EQ("the " + name, "the layer1");
    EXPECT_EQ(same + name, "layer1layer1");
    EXPECT_EQ(std::string("x") + name, "xlayer1");
    EXPECT_EQ(name + '/', "layer1/");
    EXPECT_EQ(name + name, "layer1layer1");
    std::ostringstream out;
    out << name;
    EXPECT_EQ(out.str(), "layer1");
    EXPECT_EQ(nlohmann::json(name), nlohmann::json("layer1"));
    EXPECT_EQ(std::hash<CompactString>{}(name), std::hash<std::string>{}(same));
    std::map<std::string, int> byName{{same, 1}};
    EXPECT_EQ(byName.at(name), 1);
    const std::unordered_set<CompactString> names{name, CompactString("a name well past fifteen")};
    EXPECT_EQ(names.count("a name well past fifteen"), 1u);
}

TEST(PackedOptional, HoldsAValueOrNoneInTheValuesRoom)
{
    // As an op holds its pipeline stage and IPU: an int32 value in 2 bytes.
    EXPECT_EQ(sizeof(PackedOptional<std::int32_t, std::int16_t>), 2u);
    EXPECT_EQ(sizeof(PackedOptional<double>), 8u);
    PackedOptional<std::int32_t, std::int16_t> stage;
    EXPECT_FALSE(stage);
    EXPECT_FALSE(stage.has_value());
    EXPECT_EQ(stage.value_or(-1), -1);
    EXPECT_THROW((void)stage.value(), std::bad_optional_access);
    EXPECT_TRUE(stage == std::nullopt);
    stage = 0; // zero is a value, not none
    ASSERT_TRUE(stage);
    EXPECT_EQ(*stage, 0);
    EXPECT_TRUE(stage == 0);
    EXPECT_FALSE(stage == 1);
    stage.reset();
    EXPECT_FALSE(stage);
    stage = std::optional<std::int32_t>(3);
    EXPECT_EQ(std::optional<std::int32_t>(stage), std::optional<std::int32_t>(3));
    stage = std::optional<std::int32_t>();
    EXPECT_EQ(std::optional<std::int32_t>(stage), std::nullopt);
    EXPECT_THROW(stage = std::numeric_limits<std::int16_t>::min(), std::out_of_range); // it stands for none
    EXPECT_THROW(stage = 40000, std::out_of_range);                                  // beyond 2 bytes
    stage = 1023; // the largest placement the model format allows
    EXPECT_EQ(*stage, 1023);
}

TEST(PackedOptional, ComparesAsAStdOptional)
{
    PackedOptional<double> amp;
    EXPECT_EQ(amp, PackedOptional<double>()) << "none equals none, although NaN does not equal NaN";
    EXPECT_EQ(amp, std::optional<double>());
    amp = 0.6;
    EXPECT_EQ(amp, std::optional<double>(0.6));
    EXPECT_FALSE(amp == PackedOptional<double>());
    EXPECT_FALSE(amp == PackedOptional<double>(0.5));
    EXPECT_EQ(amp.value(), 0.6);
    EXPECT_THROW(amp = std::nan(""), std::out_of_range);
    std::ostringstream out;
    out << amp << ' ' << PackedOptional<double>();
    EXPECT_EQ(out.str(), "0.6 none");
}

// Ops and tensors are built as these records, a few at a time; a model holds them as columns
// (ModelTables.h, where the size of each row is asserted). The records stay small for the side
// table, which holds an op's attributes, and for the copies a compile makes of a few ops.
TEST(ModelMemory, AnOpAndATensorStayCompact)
{
    EXPECT_LE(sizeof(Op), 88u);
    EXPECT_LE(sizeof(Tensor), 48u);
}

TEST(ModelMemory, AnAttributeStaysCompact)
{
    // A conv's stride and padding are two of these: a name held inline and two values held inline.
    EXPECT_LE(sizeof(AttributeMap<OpAttributes::IntList>::value_type), 40u);
    EXPECT_LE(sizeof(AttributeMap<double>::value_type), 24u);
    OpAttributes attributes;
    attributes.ints["stride"] = std::vector<std::int64_t>{2, 2};
    attributes.ints["padding"] = std::vector<std::int64_t>{1, 1, 1, 1}; // four values: on the heap
    EXPECT_EQ(attributes.intsOr("stride", {}), (std::vector<std::int64_t>{2, 2}));
    EXPECT_EQ(attributes.intsOr("padding", {}), (std::vector<std::int64_t>{1, 1, 1, 1}));
    EXPECT_EQ(attributes.intOr("stride", 1), 2);
    EXPECT_EQ(attributes.ints.begin()->first.view(), "padding"); // key order, as a std::map
    EXPECT_EQ(attributes.ints.count(std::string_view("dilation")), 0u);
}

} // namespace
} // namespace tilescope
