#include "memory/TileLayoutCache.h"

namespace tilescope {
namespace {

/// Two words mixed into one: multiplications by odd constants and xor-shifts, as in the
/// finaliser of splitmix64, so that each bit of either word reaches every bit of the result.
std::uint64_t mixed(std::uint64_t a, std::uint64_t b)
{
    std::uint64_t x = a ^ (b * 0x9e3779b97f4a7c15ull);
    x ^= x >> 31;
    x *= 0xbf58476d1ce4e5b9ull;
    x ^= x >> 27;
    return x;
}

constexpr std::uint64_t kSeeds[] = {0xa0761d6478bd642full, 0xe7037ed1a0b428dbull, 0x8ebc6af09c88c6e3ull,
                                    0x589965cc75374cc3ull};

} // namespace

TileLayoutCache::Key TileLayoutCache::keyOf(std::uint64_t codeBytes, const std::vector<TileItem>& items,
                                            const TileRegions& regions)
{
    Key key;
    key.items = items.size();
    std::uint64_t first = mixed(codeBytes ^ kSeeds[0], regions.tileBytes ^ kSeeds[1]);
    std::uint64_t second = mixed(regions.interleavedStart ^ kSeeds[2], codeBytes ^ kSeeds[3]);
    for (const auto& item : items) {
        const std::uint64_t shape = item.bytes ^ (std::uint64_t(item.alignment) << 44) ^
                                    (std::uint64_t(item.interleaved) << 63);
        const std::uint64_t range = std::uint64_t(item.firstStep) ^ (std::uint64_t(item.lastStep) << 32) ^
                                    (std::uint64_t(item.lastStep) >> 32);
        first = mixed(first ^ shape ^ kSeeds[0], range ^ kSeeds[1]);
        second = mixed(second ^ range ^ kSeeds[2], shape ^ kSeeds[3]);
    }
    key.first = first;
    key.second = second;
    return key;
}

std::size_t TileLayoutCache::bytesOf(const TileLayout& layout)
{
    return sizeof(TileLayout) + layout.offsets.size() * sizeof(layout.offsets.front()) + 64; // + the map's node
}

std::shared_ptr<const TileLayout> TileLayoutCache::layout(std::uint64_t codeBytes, const std::vector<TileItem>& items,
                                                          const TileRegions& regions)
{
    const auto key = keyOf(codeBytes, items, regions);
    {
        const std::lock_guard lock(mutex_);
        if (const auto found = entries_.find(key); found != entries_.end()) {
            ++counts_.hits;
            return found->second;
        }
        ++counts_.misses;
    }
    auto computed = std::make_shared<const TileLayout>(layoutTile(codeBytes, items, regions));
    const auto bytes = bytesOf(*computed);
    if (bytes > capacityBytes_)
        return computed;
    const std::lock_guard lock(mutex_);
    if (!entries_.emplace(key, computed).second)
        return computed; // another thread laid the same tile out meanwhile
    oldestFirst_.push_back(key);
    counts_.bytes += bytes;
    while (counts_.bytes > capacityBytes_) {
        const auto oldest = entries_.find(oldestFirst_.front());
        counts_.bytes -= bytesOf(*oldest->second);
        entries_.erase(oldest);
        oldestFirst_.pop_front();
    }
    counts_.entries = entries_.size();
    return computed;
}

TileLayoutCache::Counts TileLayoutCache::counts() const
{
    const std::lock_guard lock(mutex_);
    return counts_;
}

} // namespace tilescope
