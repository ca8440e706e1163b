#include "views/regions/TileBlockLanes.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace tilescope::gui {
namespace {

bool spansEveryLane(TileBlockKind kind)
{
    return kind == TileBlockKind::Gap || kind == TileBlockKind::Free || kind == TileBlockKind::Overflow;
}

} // namespace

TileBlockLanes TileBlockLanes::assign(const std::vector<TileBlock>& blocks, const std::vector<bool>& outsideLanes)
{
    TileBlockLanes result;
    result.lane.assign(blocks.size(), -1);
    for (std::size_t i = 0; i < outsideLanes.size() && i < blocks.size(); ++i)
        if (outsideLanes[i])
            result.lane[i] = kOutsideLanes;
    std::vector<std::size_t> order(blocks.size());
    std::iota(order.begin(), order.end(), std::size_t(0));
    // tileMemoryMap returns blocks in address order already; sorting keeps this correct for any input.
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return blocks[a].offset < blocks[b].offset; });
    const auto isTemporary = [](const TileBlock& block) {
        return block.kind == TileBlockKind::Variable && block.category == MemoryCategory::NotAlwaysLiveVariable;
    };
    std::vector<std::uint64_t> laneEnd; // first free address of each lane
    const auto place = [&](bool temporary, std::size_t firstLane) {
        for (const std::size_t i : order) {
            const TileBlock& block = blocks[i];
            if (spansEveryLane(block.kind) || isTemporary(block) != temporary || result.lane[i] == kOutsideLanes)
                continue;
            std::size_t lane = firstLane;
            while (lane < laneEnd.size() && laneEnd[lane] > block.offset)
                ++lane;
            if (lane == laneEnd.size())
                laneEnd.push_back(0);
            laneEnd[lane] = block.offset + block.bytes;
            result.lane[i] = int(lane);
        }
    };
    place(false, 0);
    result.permanentLaneCount = int(laneEnd.size());
    place(true, laneEnd.size());
    result.laneCount = int(laneEnd.size());
    return result;
}

TileBlockLanes TileBlockLanes::row(const std::vector<bool>& inRow)
{
    TileBlockLanes result;
    result.lane.reserve(inRow.size());
    for (const bool in : inRow)
        result.lane.push_back(in ? 0 : kOutsideLanes);
    result.laneCount = 1;
    result.permanentLaneCount = 1;
    return result;
}

double TileBlockLanes::permanentLaneHeight() const
{
    return std::max(1.5, 0.15 * double(laneCount - permanentLaneCount));
}

double TileBlockLanes::laneTop(int index) const
{
    if (index <= 0)
        return 0.0;
    const int permanent = std::min(index, permanentLaneCount);
    return permanent * permanentLaneHeight() + double(index - permanent);
}

double TileBlockLanes::laneBottom(int index) const { return index < 0 ? totalHeight() : laneTop(index + 1); }

int TileBlockLanes::laneAt(double coordinate) const
{
    if (!(coordinate >= 0.0) || coordinate >= totalHeight())
        return -1;
    const double permanentHeight = permanentLaneHeight();
    if (coordinate < permanentLaneCount * permanentHeight)
        return int(coordinate / permanentHeight);
    return std::min(laneCount - 1, permanentLaneCount + int(coordinate - permanentLaneCount * permanentHeight));
}

TileBlockFolding::TileBlockFolding(const std::vector<TileBlock>& blocks, const TileBlockLanes& lanes)
    : lanes_(std::size_t(lanes.laneCount) + 1)
{
    blockBytes_.reserve(blocks.size());
    for (std::size_t i = 0; i < blocks.size(); ++i) {
        blockBytes_.push_back(blocks[i].bytes);
        // The overflow block overlaps the blocks it sums up; the plot draws it as a band instead.
        if (blocks[i].bytes == 0 || blocks[i].kind == TileBlockKind::Overflow || lanes.lane[i] < -1)
            continue;
        lanes_[std::size_t(lanes.lane[i] + 1)].push_back({blocks[i].offset, blocks[i].offset + blocks[i].bytes, int(i)});
    }
    for (auto& spans : lanes_)
        std::sort(spans.begin(), spans.end(), [](const Span& a, const Span& b) { return a.begin < b.begin; });
}

std::vector<DrawnBlock> TileBlockFolding::visible(std::uint64_t first, std::uint64_t last, double bytesPerPixel) const
{
    std::vector<DrawnBlock> out;
    if (last <= first || !(bytesPerPixel > 0.0))
        return out;
    for (std::size_t l = 0; l < lanes_.size(); ++l)
        visibleInLane(lanes_[l], int(l) - 1, first, last, bytesPerPixel, out);
    return out;
}

void TileBlockFolding::visibleInLane(const std::vector<Span>& spans, int lane, std::uint64_t first,
                                     std::uint64_t last, double bytesPerPixel, std::vector<DrawnBlock>& out) const
{
    auto it = std::partition_point(spans.begin(), spans.end(), [&](const Span& s) { return s.end <= first; });
    const auto column = [&](std::uint64_t address) {
        return std::int64_t(std::floor(double(address - std::min(address, first)) / bytesPerPixel));
    };
    bool folding = false;
    DrawnBlock fold;
    std::int64_t foldColumn = 0;
    const auto flush = [&] {
        if (folding)
            out.push_back(fold);
        folding = false;
    };
    for (; it != spans.end() && it->begin < last; ++it) {
        const bool narrow = double(it->end - it->begin) < bytesPerPixel;
        if (!narrow) {
            flush();
            out.push_back({it->begin, it->end, lane, it->block, false});
            continue;
        }
        // Narrow blocks of one pixel column (and touching the previous one) become one rectangle,
        // shown as the largest of them.
        const auto c = column(it->begin);
        if (folding && c == foldColumn && it->begin <= fold.end + std::uint64_t(bytesPerPixel)) {
            fold.end = std::max(fold.end, it->end);
            if (blockBytes_[std::size_t(it->block)] > blockBytes_[std::size_t(fold.block)])
                fold.block = it->block;
            fold.folded = true;
            continue;
        }
        flush();
        folding = true;
        foldColumn = c;
        fold = {it->begin, it->end, lane, it->block, false};
    }
    flush();
}

int TileBlockFolding::blockAt(std::uint64_t address, int lane) const
{
    const auto l = std::size_t(lane + 1);
    if (lane < -1 || l >= lanes_.size())
        return -1;
    const auto& spans = lanes_[l];
    const auto it = std::partition_point(spans.begin(), spans.end(), [&](const Span& s) { return s.end <= address; });
    return it != spans.end() && it->begin <= address ? it->block : -1;
}

} // namespace tilescope::gui
