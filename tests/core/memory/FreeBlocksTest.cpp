// FreeBlocks: the tree of a tile's free ranges that first fit searches. Its answers must be those
// of a plain scan of the ranges in address order, which the tile allocator did before.

#include "memory/FreeBlocks.h"

#include <gtest/gtest.h>

#include <functional>
#include <iterator>
#include <map>
#include <random>

namespace tilescope {
namespace {

using Block = FreeBlocks::Block;

TEST(FreeBlocks, FindsBlocksByAddress)
{
    FreeBlocks blocks;
    EXPECT_FALSE(blocks.last());
    blocks.insert({100, 10});
    blocks.insert({0, 50});
    blocks.insert({200, 1000});
    EXPECT_EQ(blocks.size(), 3u);
    EXPECT_EQ(blocks.atOrAfter(0), (Block{0, 50}));
    EXPECT_EQ(blocks.atOrAfter(1), (Block{100, 10}));
    EXPECT_EQ(blocks.atOrAfter(100), (Block{100, 10}));
    EXPECT_FALSE(blocks.atOrAfter(201));
    EXPECT_FALSE(blocks.before(0));
    EXPECT_EQ(blocks.before(100), (Block{0, 50}));
    EXPECT_EQ(blocks.before(101), (Block{100, 10}));
    EXPECT_EQ(blocks.last(), (Block{200, 1000}));
    EXPECT_EQ(blocks.largestBefore(0), 0u);
    EXPECT_EQ(blocks.largestBefore(200), 50u);
    EXPECT_EQ(blocks.largestBefore(201), 1000u);
    blocks.erase(100);
    blocks.erase(7); // no block starts there
    EXPECT_EQ(blocks.size(), 2u);
    EXPECT_EQ(blocks.atOrAfter(1), (Block{200, 1000}));
}

TEST(FreeBlocks, FirstFitSkipsSmallBlocksAndHonoursTheRangeAndTheCondition)
{
    FreeBlocks blocks;
    blocks.insert({0, 8});
    blocks.insert({16, 64});
    blocks.insert({100, 32});
    blocks.insert({200, 64});
    blocks.insert({300, 8});
    const auto any = [](const Block&) { return true; };
    EXPECT_EQ(blocks.lowestFitting(0, 1000, 32, any), (Block{16, 64}));
    EXPECT_EQ(blocks.lowestFitting(17, 1000, 32, any), (Block{100, 32}));
    EXPECT_EQ(blocks.lowestFitting(0, 1000, 33, [](const Block& b) { return b.start != 16; }), (Block{200, 64}));
    EXPECT_FALSE(blocks.lowestFitting(0, 200, 33, [](const Block& b) { return b.start != 16; }));
    EXPECT_EQ(blocks.highestFitting(0, 1000, 8, any), (Block{300, 8}));
    EXPECT_EQ(blocks.highestFitting(0, 300, 8, any), (Block{200, 64}));
    EXPECT_EQ(blocks.highestFitting(0, 200, 33, any), (Block{16, 64}));
    EXPECT_FALSE(blocks.highestFitting(17, 200, 33, any));
    EXPECT_FALSE(blocks.lowestFitting(0, 1000, 65, any));
}

TEST(FreeBlocks, ReplacesABlockWhereItLies)
{
    FreeBlocks blocks;
    blocks.insert({0, 8});
    blocks.insert({100, 50});
    blocks.insert({300, 8});
    const auto any = [](const Block&) { return true; };
    EXPECT_TRUE(blocks.replace(100, {120, 30})); // taken from the front
    EXPECT_EQ(blocks.atOrAfter(1), (Block{120, 30}));
    EXPECT_FALSE(blocks.lowestFitting(0, 1000, 31, any)) << "the largest block under the root still counted 50";
    EXPECT_TRUE(blocks.replace(120, {20, 250})); // grown over the holes on both sides
    EXPECT_EQ(blocks.lowestFitting(0, 1000, 250, any), (Block{20, 250}));
    EXPECT_EQ(blocks.largestBefore(300), 250u);
    EXPECT_FALSE(blocks.replace(21, {21, 1})) << "no block starts at 21";
    EXPECT_EQ(blocks.size(), 3u);
}

// The answers of a scan over a std::map, for random insertions, erasures, replacements and searches.
// Random insertions, erasures and replacements, each followed by every query, checked against a
// scan of a std::map. `grows(size, round)` says whether the next change is an insertion (else an
// erasure or a replacement). Returns how often the blocks moved between the array and the tree.
int checkAgainstAScan(std::uint32_t seed, int rounds, const std::function<bool(std::size_t, int)>& grows)
{
    std::mt19937 random(seed);
    FreeBlocks blocks;
    std::map<std::uint64_t, std::uint64_t> reference;
    int moves = 0;
    const auto pick = [&](std::uint64_t n) { return std::uniform_int_distribution<std::uint64_t>(0, n - 1)(random); };
    for (int round = 0; round < rounds; ++round) {
        const bool wasInTree = blocks.inTree();
        const auto address = pick(100000);
        if (grows(reference.size(), round)) {
            // Insert a block that overlaps none (blocks are disjoint in a free list).
            const auto bytes = 1 + pick(300);
            const auto next = reference.lower_bound(address);
            const bool overlapsNext = next != reference.end() && address + bytes > next->first;
            const bool overlapsPrevious =
                next != reference.begin() && std::prev(next)->first + std::prev(next)->second > address;
            if (!overlapsNext && !overlapsPrevious) {
                blocks.insert({address, bytes});
                reference[address] = bytes;
            }
        } else if (!reference.empty()) {
            auto victim = reference.lower_bound(address);
            if (victim == reference.end())
                victim = reference.begin();
            if (pick(2) == 0) {
                blocks.erase(victim->first);
                reference.erase(victim);
            } else {
                // Moved and resized within the hole between its neighbours, as the allocator does.
                const auto low = victim == reference.begin() ? 0 : std::prev(victim)->first + std::prev(victim)->second;
                const auto next = std::next(victim);
                const auto high = next == reference.end() ? 200000 : next->first;
                const auto start = low + pick(high - low);
                const auto bytes = 1 + pick(high - start);
                EXPECT_TRUE(blocks.replace(victim->first, {start, bytes}));
                reference.erase(victim);
                reference[start] = bytes;
            }
        }
        moves += blocks.inTree() != wasInTree;
        EXPECT_EQ(blocks.size(), reference.size());
        EXPECT_FALSE(blocks.replace(200001, {200001, 1})); // no block starts there
        const auto from = pick(100000), to = from + pick(50000), bytes = 1 + pick(300), modulus = 1 + pick(4);
        const auto fits = [&](const Block& b) { return b.start % modulus == 0; };
        std::optional<Block> lowest, highest;
        std::uint64_t largestBefore = 0;
        for (const auto& [start, size] : reference) {
            if (start < from)
                largestBefore = std::max(largestBefore, size);
            if (start >= from && start < to && size >= bytes && fits({start, size})) {
                if (!lowest)
                    lowest = Block{start, size};
                highest = Block{start, size};
            }
        }
        EXPECT_EQ(blocks.largestBefore(from), largestBefore) << "round " << round;
        EXPECT_EQ(blocks.lowestFitting(from, to, bytes, fits), lowest) << "round " << round;
        EXPECT_EQ(blocks.highestFitting(from, to, bytes, fits), highest) << "round " << round;
        const auto after = reference.lower_bound(from);
        EXPECT_EQ(blocks.atOrAfter(from), after == reference.end() ? std::nullopt
                                                                   : std::optional<Block>({after->first, after->second}));
        EXPECT_EQ(blocks.before(from), after == reference.begin()
                                           ? std::nullopt
                                           : std::optional<Block>({std::prev(after)->first, std::prev(after)->second}));
        EXPECT_EQ(blocks.around(from), std::make_pair(blocks.before(from), blocks.atOrAfter(from)));
        EXPECT_EQ(blocks.last(), reference.empty() ? std::nullopt
                                                   : std::optional<Block>({reference.rbegin()->first,
                                                                           reference.rbegin()->second}));
        if (::testing::Test::HasFailure())
            break;
    }
    return moves;
}

TEST(FreeBlocks, AgreesWithAScanOfTheBlocksInAddressOrder)
{
    // Mostly insertions: hundreds of blocks, in the tree.
    std::mt19937 coin(29);
    checkAgainstAScan(28, 20000, [&](std::size_t, int) { return coin() % 3 != 0; });
}

TEST(FreeBlocks, AgreesWithAScanAsTheBlocksMoveBetweenTheArrayAndTheTree)
{
    // Growing to twice the array's limit, then shrinking to a couple, again and again: every answer
    // is the scan's on both sides of each move.
    std::mt19937 coin(30);
    bool growing = true;
    const int moves = checkAgainstAScan(31, 40000, [&](std::size_t size, int) {
        if (size >= 2 * FreeBlocks::kMostScanned)
            growing = false;
        else if (size <= 2)
            growing = true;
        return growing ? coin() % 4 != 0 : coin() % 4 == 0;
    });
    EXPECT_GE(moves, 20); // both ways, many times
}

TEST(FreeBlocks, MovesToTheTreePastTheArraysLimitAndBackWhenFewAreLeft)
{
    FreeBlocks blocks;
    for (std::uint64_t i = 0; i < FreeBlocks::kMostScanned; ++i)
        blocks.insert({i * 10, 5});
    EXPECT_FALSE(blocks.inTree());
    const Block beyond{FreeBlocks::kMostScanned * 10, 5};
    blocks.insert(beyond);
    EXPECT_TRUE(blocks.inTree());
    for (std::uint64_t i = 0; blocks.size() > FreeBlocks::kFewInTree + 1; ++i)
        blocks.erase(i * 10);
    EXPECT_TRUE(blocks.inTree()); // not back at the limit: blocks hovering about it stay put
    const auto firstLeft = FreeBlocks::kMostScanned - FreeBlocks::kFewInTree;
    blocks.erase(firstLeft * 10);
    EXPECT_FALSE(blocks.inTree());
    EXPECT_EQ(blocks.size(), FreeBlocks::kFewInTree);
    EXPECT_EQ(blocks.last(), std::optional<Block>(beyond));
    EXPECT_EQ(blocks.atOrAfter(0), std::optional<Block>({(firstLeft + 1) * 10, 5}));
}

} // namespace
} // namespace tilescope
