#pragma once
// How the Regions view lays out one tile's blocks: variables whose lifetimes do not overlap share
// addresses, so blocks that overlap in address go to separate lanes (a Gantt chart of address
// against lane), and, when zoomed out, blocks narrower than a pixel are folded into one so the plot
// never draws more rectangles than it has pixels. Qt-free; the plot only draws what this returns.

#include "report/TileMemoryMap.h"

#include <cstdint>
#include <vector>

namespace tilescope::gui {

/// The lane of every block of a tile map (same order as the blocks), and where lanes lie on the
/// plot's lane axis. Blocks that stay allocated for the whole program (code, state, always-live
/// variables) go to the first, taller lanes (normally just lane 0: they never share addresses);
/// not-always-live variables go to the lanes below. Within each set, a block takes the lowest lane
/// free at its offset (first fit in address order, which uses as few lanes as the deepest overlap
/// needs). Gap, free and overflow blocks span every lane and get lane -1; blocks flagged as outside
/// the lanes (gaps that are only gaps at the peak: variables use them at other steps) get
/// kOutsideLanes and are not drawn in the lanes at all.
struct TileBlockLanes {
    static constexpr int kOutsideLanes = -2;

    std::vector<int> lane;
    int laneCount = 0;          // all lanes; at least 1 when there is any code or variable block
    int permanentLaneCount = 0; // lanes [0, permanentLaneCount) hold the always-allocated blocks

    static TileBlockLanes assign(const std::vector<TileBlock>& blocks, const std::vector<bool>& outsideLanes = {});
    /// One lane holding the `blocks` flagged in `inRow`, every other block outside it.
    static TileBlockLanes row(const std::vector<bool>& inRow);

    /// Height of a lane of always-allocated blocks, in lane-axis units (a temporary lane is 1):
    /// tall enough to read next to dozens of temporary lanes.
    double permanentLaneHeight() const;
    /// The lane-axis span of `lane` (-1: all lanes).
    double laneTop(int index) const;
    double laneBottom(int index) const;
    double totalHeight() const { return laneTop(laneCount); }
    /// The lane at a lane-axis coordinate, -1 outside [0, totalHeight()).
    int laneAt(double coordinate) const;
};

/// A rectangle to draw: one block, or several neighbours narrower than a pixel folded together.
struct DrawnBlock {
    std::uint64_t begin = 0;
    std::uint64_t end = 0;
    int lane = -1;    // -1: spans every lane (gaps, overflow)
    int block = -1;   // the block drawn; when folded, the largest of the folded ones
    bool folded = false;
};

/// The rectangles to draw for the address window [first, last) at `bytesPerPixel` (> 0): blocks
/// outside the window are skipped, and runs of neighbouring blocks in one lane that are each
/// narrower than a pixel become one rectangle per pixel column. Lanes are binary-searched, so the
/// cost follows what is visible, not the tile's block count. Blocks outside the lanes are left out.
class TileBlockFolding {
public:
    TileBlockFolding() = default;
    TileBlockFolding(const std::vector<TileBlock>& blocks, const TileBlockLanes& lanes);

    std::vector<DrawnBlock> visible(std::uint64_t first, std::uint64_t last, double bytesPerPixel) const;
    /// The block at `address` in `lane` (lane -1: the gap there), or -1. Overflow blocks are not
    /// folded nor found: they overlap the blocks past the tile's end and are drawn as a band.
    int blockAt(std::uint64_t address, int lane) const;

private:
    struct Span {
        std::uint64_t begin;
        std::uint64_t end;
        int block;
    };
    // Per lane (index 0: the lane-spanning gap blocks, then lane 0, 1, ...), spans
    // sorted by address; within a lane spans never overlap.
    std::vector<std::vector<Span>> lanes_;
    std::vector<std::uint64_t> blockBytes_;

    void visibleInLane(const std::vector<Span>& spans, int lane, std::uint64_t first, std::uint64_t last,
                       double bytesPerPixel, std::vector<DrawnBlock>& out) const;
};

} // namespace tilescope::gui
