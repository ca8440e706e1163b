#include "memory/TileAllocator.h"

#include <algorithm>
#include <limits>
#include <map>
#include <numeric>
#include <queue>

namespace tilescope {
namespace {

constexpr std::uint64_t kUnbounded = std::numeric_limits<std::uint64_t>::max() / 4;

std::uint64_t alignUp(std::uint64_t address, std::uint64_t alignment)
{
    return alignment <= 1 ? address : (address + alignment - 1) / alignment * alignment;
}

std::uint64_t alignDown(std::uint64_t address, std::uint64_t alignment)
{
    return alignment <= 1 ? address : address / alignment * alignment;
}

/// Free address ranges, coalesced on release. The interleaved region is unbounded upwards so
/// that whatever does not fit is still placed (above the tile's end: overflow).
class FreeList {
public:
    explicit FreeList(std::uint64_t start) { free_[start] = kUnbounded - start; }

    /// First fit at or above `low` and below `high` (for the start), aligned; kUnbounded when none.
    std::uint64_t allocate(std::uint64_t bytes, std::uint64_t alignment, std::uint64_t low, std::uint64_t high)
    {
        for (auto it = free_.begin(); it != free_.end(); ++it) {
            const auto blockStart = it->first, blockEnd = it->first + it->second;
            const auto start = alignUp(std::max(blockStart, low), alignment);
            if (start >= high || start + bytes > blockEnd || start + bytes > high)
                continue;
            free_.erase(it);
            if (start > blockStart)
                free_[blockStart] = start - blockStart;
            if (start + bytes < blockEnd)
                free_[start + bytes] = blockEnd - start - bytes;
            return start;
        }
        return kUnbounded;
    }

    /// Highest fit whose start is at or above `low` and whose end is at or below `high`, placed at
    /// the top of its block; kUnbounded when none.
    std::uint64_t allocateFromTop(std::uint64_t bytes, std::uint64_t alignment, std::uint64_t low, std::uint64_t high)
    {
        for (auto it = free_.rbegin(); it != free_.rend(); ++it) {
            const auto blockStart = it->first, blockEnd = std::min(it->first + it->second, high);
            if (blockEnd < blockStart + bytes)
                continue;
            const auto start = alignDown(blockEnd - bytes, alignment);
            if (start < std::max(blockStart, low))
                continue;
            const auto fullEnd = it->first + it->second;
            free_.erase(std::next(it).base());
            if (start > blockStart)
                free_[blockStart] = start - blockStart;
            if (start + bytes < fullEnd)
                free_[start + bytes] = fullEnd - start - bytes;
            return start;
        }
        return kUnbounded;
    }

    void release(std::uint64_t start, std::uint64_t bytes)
    {
        if (bytes == 0)
            return;
        auto [it, inserted] = free_.emplace(start, bytes);
        (void)inserted;
        // Coalesce with the following and the preceding block.
        auto next = std::next(it);
        if (next != free_.end() && it->first + it->second == next->first) {
            it->second += next->second;
            free_.erase(next);
        }
        if (it != free_.begin()) {
            auto previous = std::prev(it);
            if (previous->first + previous->second == it->first) {
                previous->second += it->second;
                free_.erase(it);
            }
        }
    }

private:
    std::map<std::uint64_t, std::uint64_t> free_;
};

} // namespace

TileLayout layoutTile(std::uint64_t codeBytes, const std::vector<TileItem>& items, const TileRegions& regions)
{
    TileLayout layout;
    layout.offsets.assign(items.size(), 0);
    layout.codeBytes = codeBytes;
    layout.alwaysLiveBytes = codeBytes;
    FreeList freeList(alignUp(codeBytes, 8));
    const auto tileEnd = regions.tileBytes;
    std::uint64_t bottomHigh = codeBytes;   // top of what grows up from address 0
    std::uint64_t topLow = tileEnd;          // bottom of what grows down from the tile's end
    std::uint64_t overflowHigh = tileEnd;    // top of what had to be placed beyond the tile

    // Always-live items first (they start before everything), then by first step, larger first:
    // the order a linear-scan colouring needs, and the one that fragments least.
    std::vector<std::size_t> order(items.size());
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (items[a].firstStep != items[b].firstStep)
            return items[a].firstStep < items[b].firstStep;
        return items[a].bytes > items[b].bytes;
    });

    using Release = std::pair<std::int64_t, std::size_t>; // (last step, item)
    std::priority_queue<Release, std::vector<Release>, std::greater<>> live;
    std::uint64_t liveBytes = 0, liveInterleaved = 0;
    for (auto index : order) {
        const auto& item = items[index];
        const bool alwaysLive = item.firstStep < 0;
        while (!alwaysLive && !live.empty() && live.top().first < item.firstStep) {
            const auto done = live.top().second;
            live.pop();
            freeList.release(layout.offsets[done], items[done].bytes);
            liveBytes -= items[done].bytes;
            if (layout.offsets[done] >= regions.interleavedStart)
                liveInterleaved -= items[done].bytes;
        }
        if (item.bytes == 0)
            continue;
        std::uint64_t offset = kUnbounded;
        if (item.interleaved) {
            offset = freeList.allocateFromTop(item.bytes, item.alignment, regions.interleavedStart, tileEnd);
            if (offset != kUnbounded)
                topLow = std::min(topLow, offset);
        } else {
            offset = freeList.allocate(item.bytes, item.alignment, 0, tileEnd);
            if (offset != kUnbounded && offset + item.bytes <= tileEnd)
                bottomHigh = std::max(bottomHigh, offset + item.bytes);
            else
                offset = kUnbounded;
        }
        if (offset == kUnbounded) // no room on the tile: placed where it would start, running past the end
            offset = freeList.allocate(item.bytes, item.alignment, item.interleaved ? regions.interleavedStart : 0,
                                       kUnbounded);
        overflowHigh = std::max(overflowHigh, offset + item.bytes);
        layout.offsets[index] = offset;
        if (alwaysLive) {
            layout.alwaysLiveBytes += item.bytes;
            continue;
        }
        live.push({item.lastStep, index});
        liveBytes += item.bytes;
        if (offset >= regions.interleavedStart)
            liveInterleaved += item.bytes;
        if (liveBytes > layout.peakNotAlwaysLiveBytes) {
            layout.peakNotAlwaysLiveBytes = liveBytes;
            layout.peakNotAlwaysLiveInterleavedBytes = liveInterleaved;
        }
    }
    layout.overflowBytes = overflowHigh - tileEnd;
    if (layout.overflowBytes > 0 || bottomHigh > topLow)
        layout.bytesIncludingGaps = tileEnd + layout.overflowBytes; // nothing left between the two ends
    else
        layout.bytesIncludingGaps = bottomHigh + (tileEnd - topLow);
    return layout;
}

} // namespace tilescope
