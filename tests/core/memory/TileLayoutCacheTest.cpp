// The cache of tile layouts must answer exactly what layoutTile answers, whoever asked first, and
// tell apart inputs that differ in any field layoutTile reads.

#include "memory/TileLayoutCache.h"

#include <gtest/gtest.h>

#include <thread>

namespace tilescope {
namespace {

const TileRegions kMk2{212992, 638976};

std::vector<TileItem> someItems()
{
    return {{1000, 8, false, -1, -1}, {4096, 16, true, 0, 4}, {2000, 8, false, 1, 2}, {2000, 8, false, 3, 5}};
}

void expectSameLayout(const TileLayout& a, const TileLayout& b)
{
    EXPECT_EQ(a.offsets, b.offsets);
    EXPECT_EQ(a.codeBytes, b.codeBytes);
    EXPECT_EQ(a.alwaysLiveBytes, b.alwaysLiveBytes);
    EXPECT_EQ(a.peakNotAlwaysLiveBytes, b.peakNotAlwaysLiveBytes);
    EXPECT_EQ(a.peakNotAlwaysLiveInterleavedBytes, b.peakNotAlwaysLiveInterleavedBytes);
    EXPECT_EQ(a.bytesIncludingGaps, b.bytesIncludingGaps);
    EXPECT_EQ(a.overflowBytes, b.overflowBytes);
    EXPECT_EQ(a.roomBytes, b.roomBytes);
}

TEST(TileLayoutCache, AnswersAsLayoutTileAndLaysATileOutOnce)
{
    TileLayoutCache cache;
    const auto first = cache.layout(1001, someItems(), kMk2);
    expectSameLayout(*first, layoutTile(1001, someItems(), kMk2));
    const auto again = cache.layout(1001, someItems(), kMk2);
    EXPECT_EQ(again.get(), first.get()) << "the same input is laid out once";
    const auto counts = cache.counts();
    EXPECT_EQ(counts.misses, 1u);
    EXPECT_EQ(counts.hits, 1u);
    EXPECT_EQ(counts.entries, 1u);
}

TEST(TileLayoutCache, TellsApartInputsThatDifferInAnyField)
{
    std::vector<std::pair<std::uint64_t, std::vector<TileItem>>> inputs{{1001, someItems()}, {1009, someItems()}};
    const auto changed = [&](auto edit) {
        auto items = someItems();
        edit(items[2]);
        inputs.push_back({1001, items});
    };
    changed([](TileItem& i) { i.bytes += 8; });
    changed([](TileItem& i) { i.alignment = 64; });
    changed([](TileItem& i) { i.interleaved = true; });
    changed([](TileItem& i) { i.firstStep = 0; });
    changed([](TileItem& i) { i.lastStep = 4; });
    auto fewer = someItems();
    fewer.pop_back();
    inputs.push_back({1001, fewer});
    TileLayoutCache cache;
    for (const auto& [code, items] : inputs)
        expectSameLayout(*cache.layout(code, items, kMk2), layoutTile(code, items, kMk2));
    expectSameLayout(*cache.layout(1001, someItems(), TileRegions{kMk2.interleavedStart / 2, kMk2.tileBytes}),
                     layoutTile(1001, someItems(), TileRegions{kMk2.interleavedStart / 2, kMk2.tileBytes}));
    EXPECT_EQ(cache.counts().misses, inputs.size() + 1) << "each input is its own entry";
    EXPECT_EQ(cache.counts().hits, 0u);
}

TEST(TileLayoutCache, KeepsWithinItsCapacityDroppingTheOldestFirst)
{
    // Room for about two of these layouts: the third drops the first, which is laid out again.
    const auto oneEntry = [] {
        TileLayoutCache probe;
        probe.layout(0, someItems(), kMk2);
        return probe.counts().bytes;
    }();
    TileLayoutCache cache(2 * oneEntry + oneEntry / 2);
    const auto input = [](std::uint64_t code) { return std::make_pair(code, someItems()); };
    for (const std::uint64_t code : {8, 16, 24}) {
        const auto [c, items] = input(code);
        cache.layout(c, items, kMk2);
    }
    EXPECT_EQ(cache.counts().entries, 2u);
    EXPECT_LE(cache.counts().bytes, 2 * oneEntry + oneEntry / 2);
    cache.layout(24, someItems(), kMk2);
    EXPECT_EQ(cache.counts().hits, 1u) << "the newest stays";
    expectSameLayout(*cache.layout(8, someItems(), kMk2), layoutTile(8, someItems(), kMk2));
    EXPECT_EQ(cache.counts().misses, 4u) << "the oldest went and is laid out again";
}

TEST(TileLayoutCache, ThreadsSharingItGetLayoutTilesAnswers)
{
    TileLayoutCache cache;
    const auto work = [&cache](std::uint64_t seed, std::vector<int>& wrong) {
        for (std::uint64_t i = 0; i < 200; ++i) {
            const auto code = 8 * ((i * 7 + seed) % 50);
            const auto got = cache.layout(code, someItems(), kMk2);
            if (got->offsets != layoutTile(code, someItems(), kMk2).offsets)
                wrong.push_back(int(i));
        }
    };
    std::vector<int> wrongA, wrongB;
    std::thread other(work, 3, std::ref(wrongB));
    work(0, wrongA);
    other.join();
    EXPECT_TRUE(wrongA.empty());
    EXPECT_TRUE(wrongB.empty());
    EXPECT_EQ(cache.counts().entries, 50u);
}

} // namespace
} // namespace tilescope
