#include "memory/TileAllocator.h"

#include <algorithm>
#include <limits>
#include <map>
#include <numeric>
#include <queue>
#include <set>

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

/// Free address ranges, coalesced on release. The last range is unbounded upwards so that
/// whatever does not fit is still placed (above the tile's end: overflow). The sizes of the others
/// are kept sorted, so that the largest free block is known at every moment.
class FreeList {
public:
    explicit FreeList(std::uint64_t start) { insert(start, kUnbounded - start); }

    /// The largest block of free addresses below `end` that one more variable could take.
    std::uint64_t largestFreeBelow(std::uint64_t end) const
    {
        const auto open = std::prev(free_.end()); // the unbounded block, always last
        std::uint64_t largest = open->first < end ? end - open->first : 0;
        if (!boundedSizes_.empty())
            largest = std::max(largest, *boundedSizes_.rbegin());
        return largest;
    }

    /// First fit at or above `low` and below `high` (for the start), aligned; kUnbounded when none.
    std::uint64_t allocate(std::uint64_t bytes, std::uint64_t alignment, std::uint64_t low, std::uint64_t high)
    {
        for (auto it = free_.begin(); it != free_.end(); ++it) {
            const auto blockStart = it->first, blockEnd = it->first + it->second;
            const auto start = alignUp(std::max(blockStart, low), alignment);
            if (start >= high || start + bytes > blockEnd || start + bytes > high)
                continue;
            erase(it);
            if (start > blockStart)
                insert(blockStart, start - blockStart);
            if (start + bytes < blockEnd)
                insert(start + bytes, blockEnd - start - bytes);
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
            erase(std::next(it).base());
            if (start > blockStart)
                insert(blockStart, start - blockStart);
            if (start + bytes < fullEnd)
                insert(start + bytes, fullEnd - start - bytes);
            return start;
        }
        return kUnbounded;
    }

    void release(std::uint64_t start, std::uint64_t bytes)
    {
        if (bytes == 0)
            return;
        // Coalesce with the following and the preceding block.
        auto next = free_.lower_bound(start);
        if (next != free_.end() && start + bytes == next->first) {
            bytes += next->second;
            erase(next);
        }
        next = free_.lower_bound(start);
        if (next != free_.begin()) {
            const auto previous = std::prev(next);
            if (previous->first + previous->second == start) {
                start = previous->first;
                bytes += previous->second;
                erase(previous);
            }
        }
        insert(start, bytes);
    }

private:
    static bool unbounded(std::uint64_t start, std::uint64_t bytes) { return start + bytes >= kUnbounded; }
    void insert(std::uint64_t start, std::uint64_t bytes)
    {
        free_[start] = bytes;
        if (!unbounded(start, bytes))
            boundedSizes_.insert(bytes);
    }
    void erase(std::map<std::uint64_t, std::uint64_t>::iterator it)
    {
        if (!unbounded(it->first, it->second))
            boundedSizes_.erase(boundedSizes_.find(it->second));
        free_.erase(it);
    }

    std::map<std::uint64_t, std::uint64_t> free_;
    std::multiset<std::uint64_t> boundedSizes_;
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

    // Room to spare: the largest block still free at the tile's peak, the moment the most
    // not-always-live bytes are live (with none, once the always-live items are placed).
    std::uint64_t room = tileEnd;
    bool alwaysLiveDone = false;
    const auto noteRoom = [&] { room = freeList.largestFreeBelow(tileEnd); };
    using Release = std::pair<std::int64_t, std::size_t>; // (last step, item)
    std::priority_queue<Release, std::vector<Release>, std::greater<>> live;
    std::uint64_t liveBytes = 0, liveInterleaved = 0;
    for (auto index : order) {
        const auto& item = items[index];
        const bool alwaysLive = item.firstStep < 0;
        if (!alwaysLive && !alwaysLiveDone) {
            alwaysLiveDone = true;
            noteRoom(); // the peak so far: nothing but the always-live items
        }
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
        } else {
            offset = freeList.allocate(item.bytes, item.alignment, 0, tileEnd);
            if (offset != kUnbounded && offset + item.bytes > tileEnd)
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
            noteRoom();
        }
    }
    if (!alwaysLiveDone)
        noteRoom();
    layout.overflowBytes = overflowHigh - tileEnd;
    // A tile needs its memory less its room to spare; the gaps are the rest of what it needs beyond
    // the bytes live at the peak: the other free holes then (alignment, region rules, fragments).
    layout.roomBytes = layout.overflowBytes > 0 ? -std::int64_t(layout.overflowBytes) : std::int64_t(room);
    layout.bytesIncludingGaps = layout.overflowBytes > 0 ? tileEnd + layout.overflowBytes : tileEnd - room;
    layout.bytesIncludingGaps =
        std::max(layout.bytesIncludingGaps, layout.alwaysLiveBytes + layout.peakNotAlwaysLiveBytes);
    return layout;
}

} // namespace tilescope
