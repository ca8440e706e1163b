#pragma once
// Tile layouts already computed, by what decides them: the tile's code bytes, its regions and its
// items (sizes, alignments, placements, and the order of their live ranges). The fit advisor's
// candidates and a sweep's points share most tiles: a change of amp that leaves a matmul's plan
// as it was, or a change confined to one IPU, gives the others exactly the items they had, and
// laying a tile out is most of what simulating a large model costs (BERT-Large training on one
// IPU: 88 % of a compile). Within one compile, tiles alike but not side by side share too.
//
// An entry is found by two independent 64-bit hashes of its input and its item count: the input
// itself (a hundred kilobytes a tile) is not kept. Steps enter the hash as the caller gives them:
// the memory layout gives their ranks within the IPU, so that an IPU a change left alone is found
// when the other IPUs' steps are renumbered. (Ranks within each tile would find more, a third more
// over the advisor's BERT-Large candidates, but sorting each tile's steps cost more than it saved.)

#include "memory/TileAllocator.h"

#include <cstddef>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <unordered_map>
#include <vector>

namespace tilescope {

class TileLayoutCache {
public:
    /// Room for the cached layouts' offsets; the oldest entries go first past it.
    static constexpr std::size_t kDefaultCapacityBytes = std::size_t(128) << 20;

    explicit TileLayoutCache(std::size_t capacityBytes = kDefaultCapacityBytes) : capacityBytes_(capacityBytes) {}
    TileLayoutCache(const TileLayoutCache&) = delete;
    TileLayoutCache& operator=(const TileLayoutCache&) = delete;

    /// layoutTile(codeBytes, items, regions), computed once per distinct input while it stays
    /// cached. Thread-safe: two threads asking for the same new input may both compute it.
    std::shared_ptr<const TileLayout> layout(std::uint64_t codeBytes, const std::vector<TileItem>& items,
                                             const TileRegions& regions);

    struct Counts {
        std::size_t hits = 0, misses = 0, entries = 0, bytes = 0;
    };
    Counts counts() const;

private:
    struct Key {
        std::uint64_t first = 0, second = 0;
        std::size_t items = 0;
        bool operator==(const Key&) const = default;
    };
    struct KeyHash {
        std::size_t operator()(const Key& key) const { return std::size_t(key.first); }
    };
    static Key keyOf(std::uint64_t codeBytes, const std::vector<TileItem>& items, const TileRegions& regions);
    static std::size_t bytesOf(const TileLayout& layout);

    const std::size_t capacityBytes_;
    mutable std::mutex mutex_;
    std::unordered_map<Key, std::shared_ptr<const TileLayout>, KeyHash> entries_;
    std::deque<Key> oldestFirst_;
    Counts counts_;
};

} // namespace tilescope
