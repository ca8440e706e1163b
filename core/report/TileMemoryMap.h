#pragma once
// One tile's address space as the Regions view shows it: code blocks, variables at their offsets,
// the gaps between them and what overflows past the tile's end.

#include "report/Report.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tilescope {

enum class TileBlockKind : std::uint8_t {
    Code,
    Variable,
    Gap,      // a hole no variable ever uses, counted against the tile (alignment, placement rules)
    Overflow, // beyond the tile's end
    Free,     // the room between data growing up from the bottom and data placed from the top:
              // never used, and not counted against the tile
};

struct TileBlock {
    TileBlockKind kind = TileBlockKind::Gap;
    std::uint64_t offset = 0;
    std::uint64_t bytes = 0;
    MemoryCategory category = MemoryCategory::AlwaysLiveVariable; // Code and Variable blocks
    std::int32_t variable = kNone;                                 // Variable blocks: row of Variables
    bool interleaved = false;                                      // starts in the interleaved region
};

/// The blocks of `tile` in address order. Code sits at the bottom in category order (as the
/// allocator places it); variables whose lifetimes do not overlap may share addresses, so
/// Variable blocks can overlap one another; Gap blocks cover addresses no variable ever uses
/// below the highest one in use, except the tile's room to spare, which is a Free block; Overflow
/// blocks mark what lies beyond the tile's end.
/// Throws Error(InvalidOption) when the tile does not exist.
std::vector<TileBlock> tileMemoryMap(const Report& report, std::uint32_t tile);

/// Why bytes of a tile count as gaps: the tile's footprint (up to its highest address, less its
/// room to spare) minus what is in use at its peak, as the allocator counts them.
enum class GapCause : std::uint8_t {
    FreeAtPeak, // used by variables live at other steps, free at the peak: holes between the lanes
    Alignment,  // never used: padding before a block, to align it
    Stranded,   // never used, on a tile out of memory: room that what overflowed could not take
    NeverUsed,  // never used, on a tile that fits: a hole placement rules left
};

struct TileGap {
    std::uint64_t offset = 0;
    std::uint64_t bytes = 0;
    GapCause cause = GapCause::FreeAtPeak;
};

/// A tile at its peak: the step when the most not-always-live bytes are live on it, the blocks in
/// use then and the gaps, which add up to report.memory.gapBytes[tile] for a report the simulator
/// wrote.
struct TilePeak {
    std::int64_t step = kNone;     // the first step at the peak; kNone without not-always-live data
    std::vector<std::size_t> live; // rows of the tile's blocks in use at the peak, in address order
    std::vector<TileGap> gaps;     // in address order, never overlapping a live block nor
                                   // straddling the start of the interleaved region
};

/// The peak of `tile` given its `blocks` (tileMemoryMap(report, tile)).
TilePeak tilePeak(const Report& report, std::uint32_t tile, const std::vector<TileBlock>& blocks);

/// Variables live at `step` on `tile` (all tiles when tile is negative), with their bytes there,
/// largest first. Always-live variables are included when `includeAlwaysLive`.
struct LiveVariable {
    std::int32_t variable = kNone;
    std::uint64_t bytes = 0;
};
std::vector<LiveVariable> liveVariablesAt(const Report& report, std::size_t step, std::int64_t tile,
                                          bool includeAlwaysLive = false);
/// The same over the tiles [firstTile, endTile) together (one IPU's tiles, say): each variable with
/// the bytes its slices put on those tiles.
std::vector<LiveVariable> liveVariablesOnTiles(const Report& report, std::size_t step, std::uint64_t firstTile,
                                               std::uint64_t endTile, bool includeAlwaysLive = false);

/// The steps whose program belongs to an operation whose name or type contains `text`
/// (case-insensitive), in step order.
std::vector<std::size_t> stepsMatching(const Report& report, const std::string& text);

} // namespace tilescope
