// The model's compact containers behave as the standard ones they replace: IdList as a vector of
// ids (two held inline, more on the heap), AttributeMap as a std::map in key order, NameIndex as a
// hash map of names to indices.

#include "model/AttributeMap.h"
#include "model/IdList.h"
#include "model/NameIndex.h"

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
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

struct Named {
    std::string name;
};

TEST(NameIndex, FindsEveryNameAddedAcrossItsGrowth)
{
    std::vector<Named> items;
    NameIndex<Named> index(items);
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
    NameIndex<Named> index(items);
    index.add(0);
    index.reserve(5000);
    index.add(1);
    EXPECT_EQ(index.find("x"), std::optional<std::size_t>(0));
    EXPECT_EQ(index.find("y"), std::optional<std::size_t>(1));
    EXPECT_FALSE(index.find("z"));
}

} // namespace
} // namespace tilescope
