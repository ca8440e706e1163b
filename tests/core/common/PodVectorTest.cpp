#include "common/PodVector.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <numeric>
#include <random>
#include <stdexcept>
#include <vector>

namespace tilescope {
namespace {

struct Row {
    std::int32_t id = -1; // a default the value-initialised rows must keep
    std::uint64_t bytes = 0;
    bool operator==(const Row&) const = default;
};

TEST(PodVector, GrowsRowByRowKeepingEveryRow)
{
    PodVector<Row> rows;
    EXPECT_TRUE(rows.empty());
    // Past glibc's mmap threshold (128 KiB), so that the block is remapped rather than copied.
    constexpr std::int32_t kRows = 200'000;
    for (std::int32_t i = 0; i < kRows; ++i)
        rows.push_back({i, std::uint64_t(i) * 3});
    ASSERT_EQ(rows.size(), std::size_t(kRows));
    EXPECT_GE(rows.capacity(), rows.size());
    for (std::int32_t i = 0; i < kRows; ++i)
        ASSERT_EQ(rows[std::size_t(i)], (Row{i, std::uint64_t(i) * 3}));
    EXPECT_EQ(rows.front().id, 0);
    EXPECT_EQ(rows.back().id, kRows - 1);
    EXPECT_EQ(rows.end() - rows.begin(), kRows);
}

TEST(PodVector, EmplacesAsAVectorDoesAndValueInitialises)
{
    PodVector<Row> rows;
    rows.emplace_back();             // Row{}: the default member values
    rows.emplace_back(7, 70u);       // parentheses, as std::vector (an aggregate in C++20)
    rows.emplace_back(Row{8, 80u});
    EXPECT_EQ(rows[0], Row{});
    EXPECT_EQ(rows[1], (Row{7, 70}));
    EXPECT_EQ(rows[2], (Row{8, 80}));
    rows.resize(5);
    EXPECT_EQ(rows[4].id, -1);
    rows.resize(6, Row{9, 90});
    EXPECT_EQ(rows[5], (Row{9, 90}));
    rows.resize(2);
    EXPECT_EQ(rows.size(), 2u);
    rows.pop_back();
    EXPECT_EQ(rows.size(), 1u);
    rows.clear();
    EXPECT_TRUE(rows.empty());
}

TEST(PodVector, PushesARowOfItsOwnWhileItMoves)
{
    PodVector<Row> rows{{1, 10}};
    for (int i = 0; i < 20; ++i)
        rows.push_back(rows.front()); // each growth reallocates under the referenced row
    for (const auto& row : rows)
        EXPECT_EQ(row, (Row{1, 10}));
    PodVector<char> text;
    const char* word = "columns";
    text.append(word, word + 7);
    for (int i = 0; i < 10; ++i)
        text.append(text.data(), text.data() + text.size()); // appends itself while it grows
    EXPECT_EQ(text.size(), 7u << 10);
    EXPECT_EQ(std::string(text.data() + 7 * 1000, 7), "columns");
}

TEST(PodVector, CopiesMovesAssignsComparesAndErases)
{
    PodVector<std::uint64_t> a{1, 2, 3, 4, 5};
    PodVector<std::uint64_t> b = a;
    EXPECT_EQ(a, b);
    b[0] = 9;
    EXPECT_FALSE(a == b);
    EXPECT_EQ(a[0], 1u); // a deep copy
    PodVector<std::uint64_t> c = std::move(b);
    EXPECT_TRUE(b.empty()); // NOLINT: moved from, left empty
    EXPECT_EQ(c[0], 9u);
    c = a;
    EXPECT_EQ(c, a);
    c = {7, 8};
    EXPECT_EQ(c.size(), 2u);
    c.assign(3, 4u);
    EXPECT_EQ(c, (PodVector<std::uint64_t>{4, 4, 4}));
    const std::vector<std::uint64_t> source{5, 6};
    c.assign(source.begin(), source.end());
    EXPECT_EQ(c, (PodVector<std::uint64_t>{5, 6}));
    const std::int32_t narrower[] = {-1, 7}; // rows of another type are converted, not copied as bytes
    c.append(std::begin(narrower), std::end(narrower));
    EXPECT_EQ(c, (PodVector<std::uint64_t>{5, 6, std::uint64_t(-1), 7}));
    const auto next = a.erase(a.begin() + 1, a.begin() + 3);
    EXPECT_EQ(*next, 4u);
    EXPECT_EQ(a, (PodVector<std::uint64_t>{1, 4, 5}));
    a.reserve(100);
    EXPECT_GE(a.capacity(), 100u);
    a.shrink_to_fit();
    EXPECT_EQ(a.capacity(), 3u);
    EXPECT_EQ(a, (PodVector<std::uint64_t>{1, 4, 5}));
    PodVector<std::uint64_t> sized(4, 2);
    EXPECT_EQ(std::accumulate(sized.begin(), sized.end(), std::uint64_t(0)), 8u);
}

TEST(PodVector, AtNamesTheRowOutOfRange)
{
    const PodVector<int> rows{1, 2};
    EXPECT_EQ(rows.at(1), 2);
    try {
        (void)rows.at(2);
        FAIL() << "row 2 of 2 was read";
    } catch (const std::out_of_range& e) {
        EXPECT_STREQ(e.what(), "row 2 of 2");
    }
}

// Random operations against std::vector: the same rows after each.
TEST(PodVector, AgreesWithStdVector)
{
    std::mt19937 random(28);
    PodVector<std::uint32_t> pod;
    std::vector<std::uint32_t> expected;
    for (int round = 0; round < 20'000; ++round) {
        const auto value = std::uint32_t(random());
        switch (random() % 6) {
        case 0:
        case 1:
        case 2: pod.push_back(value); expected.push_back(value); break;
        case 3:
            if (!expected.empty()) {
                pod.pop_back();
                expected.pop_back();
            }
            break;
        case 4: {
            const auto rows = std::size_t(random() % 64) + expected.size() / 2;
            pod.resize(rows, value);
            expected.resize(rows, value);
            break;
        }
        default:
            if (expected.size() > 2) {
                const auto from = std::size_t(random() % (expected.size() - 1));
                const auto to = from + 1 + std::size_t(random() % (expected.size() - from - 1));
                pod.erase(pod.begin() + from, pod.begin() + to);
                expected.erase(expected.begin() + std::ptrdiff_t(from), expected.begin() + std::ptrdiff_t(to));
            }
        }
        ASSERT_EQ(pod.size(), expected.size());
    }
    EXPECT_TRUE(std::equal(pod.begin(), pod.end(), expected.begin(), expected.end()));
}

} // namespace
} // namespace tilescope
