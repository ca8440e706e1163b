#include "memory/TileAllocator.h"

#include "common/IntegerDivision.h"
#include "memory/FreeBlocks.h"

#include <algorithm>
#include <limits>
#include <numeric>

namespace tilescope {
namespace {

constexpr std::uint64_t kUnbounded = std::numeric_limits<std::uint64_t>::max() / 4;

// Alignments are powers of two (Poplar's are): aligned by a shift, not a division, which first fit
// would pay for each block it tries (IntegerDivision.h). Any other alignment is still honoured.
std::uint64_t alignUp(std::uint64_t address, std::uint64_t alignment)
{
    return alignment <= 1 ? address : ceilDiv(address, alignment) * alignment;
}

std::uint64_t alignDown(std::uint64_t address, std::uint64_t alignment)
{
    return alignment <= 1 ? address : floorDiv(address, alignment) * alignment;
}

/// Free address ranges, coalesced on release. The last range is unbounded upwards so that
/// whatever does not fit is still placed (above the tile's end: overflow).
class FreeList {
public:
    using Block = FreeBlocks::Block;

    explicit FreeList(std::uint64_t start) { blocks_.insert({start, kUnbounded - start}); }

    /// The largest block of free addresses below `end` that one more variable could take.
    std::uint64_t largestFreeBelow(std::uint64_t end) const
    {
        const auto open = *blocks_.last(); // the unbounded block, always last
        const std::uint64_t belowEnd = open.start < end ? end - open.start : 0;
        return std::max(belowEnd, blocks_.largestBefore(open.start));
    }

    /// First fit at or above `low` and below `high` (for the start), aligned; kUnbounded when none.
    std::uint64_t allocate(std::uint64_t bytes, std::uint64_t alignment, std::uint64_t low, std::uint64_t high)
    {
        const auto startIn = [&](const Block& block) { return alignUp(std::max(block.start, low), alignment); };
        const auto fits = [&](const Block& block) {
            const auto start = startIn(block);
            return start < high && start + bytes <= block.start + block.bytes && start + bytes <= high;
        };
        // In address order, the block holding `low` comes before those that start in [low, high);
        // no other can fit.
        auto chosen = straddling(low);
        if (!chosen || !fits(*chosen))
            chosen = blocks_.lowestFitting(low, high, bytes, fits);
        if (!chosen)
            return kUnbounded;
        const auto start = startIn(*chosen);
        take(*chosen, start, bytes);
        return start;
    }

    /// Highest fit whose start is at or above `low` and whose end is at or below `high`, placed at
    /// the top of its block; kUnbounded when none.
    std::uint64_t allocateFromTop(std::uint64_t bytes, std::uint64_t alignment, std::uint64_t low, std::uint64_t high)
    {
        const auto endIn = [&](const Block& block) { return std::min(block.start + block.bytes, high); };
        const auto fits = [&](const Block& block) {
            const auto blockEnd = endIn(block);
            return blockEnd >= block.start + bytes &&
                   alignDown(blockEnd - bytes, alignment) >= std::max(block.start, low);
        };
        // From the top: the blocks that start in [low, high), then the one holding `low`.
        auto chosen = blocks_.highestFitting(low, high, bytes, fits);
        if (!chosen)
            if (const auto below = straddling(low); below && fits(*below))
                chosen = below;
        if (!chosen)
            return kUnbounded;
        const auto start = alignDown(endIn(*chosen) - bytes, alignment);
        take(*chosen, start, bytes);
        return start;
    }

    void release(std::uint64_t start, std::uint64_t bytes)
    {
        if (bytes == 0)
            return;
        // Coalesce with the following and the preceding block: a block that grows over the
        // released range keeps its place in address order, so it is changed where it lies.
        const auto [previous, next] = blocks_.around(start);
        const bool joinsNext = next && start + bytes == next->start;
        const bool joinsPrevious = previous && previous->start + previous->bytes == start;
        if (joinsPrevious) {
            if (joinsNext)
                blocks_.erase(next->start);
            blocks_.replace(previous->start, {previous->start, previous->bytes + bytes + (joinsNext ? next->bytes : 0)});
        } else if (joinsNext) {
            blocks_.replace(next->start, {start, bytes + next->bytes});
        } else {
            blocks_.insert({start, bytes});
        }
    }

private:
    /// The block that starts below `address` and ends above it, if any.
    std::optional<Block> straddling(std::uint64_t address) const
    {
        const auto below = blocks_.before(address);
        return below && below->start + below->bytes > address ? below : std::nullopt;
    }
    /// Takes [start, start + bytes) out of `block`, which holds it, leaving what remains on each side free.
    /// What remains keeps the block's place in address order, so the block is changed where it lies.
    void take(const Block& block, std::uint64_t start, std::uint64_t bytes)
    {
        const bool below = start > block.start;
        const bool above = start + bytes < block.start + block.bytes;
        const Block upper{start + bytes, block.start + block.bytes - start - bytes};
        if (below)
            blocks_.replace(block.start, {block.start, start - block.start});
        else if (above)
            blocks_.replace(block.start, upper);
        else
            blocks_.erase(block.start);
        if (below && above)
            blocks_.insert(upper);
    }

    FreeBlocks blocks_;
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
    // the order a linear-scan colouring needs, and the one that fragments least. Of two alike, the
    // longer-lived first: it lies below, and the other's bytes, when freed, join the space above.
    // The keys are sorted by value, ties kept in input order: a stable sort of indices that
    // compared through `items` missed the cache on every comparison of a million-item tile. The
    // keys are unique (the index ends them), so any sort gives one order; a merge sort takes it
    // fastest from the short runs in which a group's items arrive: a real model lays out
    // thousands of groups of a thousand or so items, where quicksort's partitions mispredict
    // (BERT-Large over 4 IPUs: 3.4 million items in 2,308 groups; 14 % less time to simulate).
    struct OrderKey {
        std::int64_t firstStep;
        std::uint64_t bytes;
        std::int64_t lastStep;
        std::size_t index;
    };
    std::vector<OrderKey> order;
    order.reserve(items.size());
    for (std::size_t i = 0; i < items.size(); ++i)
        order.push_back({items[i].firstStep, items[i].bytes, items[i].lastStep, i});
    std::stable_sort(order.begin(), order.end(), [](const OrderKey& a, const OrderKey& b) {
        if (a.firstStep != b.firstStep)
            return a.firstStep < b.firstStep;
        if (a.bytes != b.bytes)
            return a.bytes > b.bytes;
        if (a.lastStep != b.lastStep)
            return a.lastStep > b.lastStep;
        return a.index < b.index;
    });

    // Room to spare: the largest block still free at the tile's peak, the moment the most
    // not-always-live bytes are live (with none, once the always-live items are placed).
    std::uint64_t room = tileEnd;
    bool alwaysLiveDone = false;
    const auto noteRoom = [&] { room = freeList.largestFreeBelow(tileEnd); };
    // Releases in the order of last steps, known before any is placed: what a priority queue of the
    // live items gave, without its pushes and pops. Before an item is placed, every item whose last
    // step is earlier goes; all of them were placed already, having started no later than their
    // last step. (The order of one moment's releases changes nothing: freed blocks coalesce.) An
    // item ending before it starts is released at the next item, as the queue did.
    using Release = std::pair<std::int64_t, std::size_t>; // (last step, item)
    std::vector<Release> releases;
    for (std::size_t i = 0; i < items.size(); ++i)
        if (items[i].firstStep >= 0 && items[i].bytes > 0 && items[i].lastStep >= items[i].firstStep)
            releases.push_back({items[i].lastStep, i});
    std::stable_sort(releases.begin(), releases.end(),
                     [](const Release& a, const Release& b) { return a.first < b.first; });
    auto nextRelease = releases.begin();
    std::vector<std::size_t> endedBeforeStart; // placed, to be released at the next item
    std::uint64_t liveBytes = 0, liveInterleaved = 0;
    const auto release = [&](std::size_t done) {
        freeList.release(layout.offsets[done], items[done].bytes);
        liveBytes -= items[done].bytes;
        if (layout.offsets[done] >= regions.interleavedStart)
            liveInterleaved -= items[done].bytes;
    };
    for (const auto& key : order) {
        const auto index = key.index;
        const auto& item = items[index];
        const bool alwaysLive = item.firstStep < 0;
        if (!alwaysLive && !alwaysLiveDone) {
            alwaysLiveDone = true;
            noteRoom(); // the peak so far: nothing but the always-live items
        }
        if (!alwaysLive) {
            for (; nextRelease != releases.end() && nextRelease->first < item.firstStep; ++nextRelease)
                release(nextRelease->second);
            for (const auto done : endedBeforeStart)
                release(done);
            endedBeforeStart.clear();
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
        if (item.lastStep < item.firstStep)
            endedBeforeStart.push_back(index);
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
