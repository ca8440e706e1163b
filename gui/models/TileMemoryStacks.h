#pragma once
// A tile's memory in the eight stacks the Memory view draws. Core reports 19 categories (as
// libpva names them); a bar of 19 slivers is unreadable on a projector, so they are grouped into
// what the user acts on: variables (always-live, and the peak of the not-always-live ones), the
// code and state that vertices, exchanges and control flow cost, the rest, and the gaps.

#include "report/MemoryCategory.h"

#include <QColor>
#include <QString>

#include <array>
#include <cstdint>
#include <vector>

namespace tilescope {
struct Report;
}

namespace tilescope::gui {

enum class TileMemoryStack : std::uint8_t {
    AlwaysLiveVariables, // always-live variables and constants
    NotAlwaysLivePeak,   // the most not-always-live bytes live at once on the tile
    VertexCode,
    VertexState,         // instance state, field data, vector-list and copy descriptors
    ExchangeCode,        // internal, host and global exchange code and packet headers
    ControlCode,         // control code, ids and tables
    Other,               // stack, message buffers, instrumentation results
    Gaps,                // holes left by alignment and placement rules
};

inline constexpr std::size_t kTileMemoryStackCount = 8;

/// All stacks, bottom (always-live variables) to top (gaps).
const std::array<TileMemoryStack, kTileMemoryStackCount>& allTileMemoryStacks();
/// The translated name of a stack, as the legend shows it.
QString tileMemoryStackName(TileMemoryStack stack);
/// The core categories grouped in a stack, in their libpva names ("vertexCode, ..."); for
/// NotAlwaysLivePeak and Gaps, a sentence saying what the bytes are.
QString tileMemoryStackContents(TileMemoryStack stack);
/// The colour of a stack: the Okabe-Ito palette (colour-blind safe), gaps in neutral grey; all
/// mid-tones so that bars read on light and dark backgrounds alike.
QColor tileMemoryStackColor(TileMemoryStack stack);
/// Out of memory: vermillion, kept for that meaning alone (plots add a hatch, so it does not
/// rely on hue).
QColor outOfMemoryColor();
/// The stack a core category belongs to (NotAlwaysLiveVariable: NotAlwaysLivePeak).
TileMemoryStack tileMemoryStackOf(MemoryCategory category);

constexpr std::size_t stackIndex(TileMemoryStack stack) { return static_cast<std::size_t>(stack); }

/// Every tile's bytes per stack, columnar: [stack][tile]. Tiles are replica-wide ids.
struct TileMemoryStacks {
    std::array<std::vector<std::uint64_t>, kTileMemoryStackCount> bytes;
    std::vector<std::uint64_t> overflowBytes; // > 0: the tile is out of memory
    /// Core's tileRoomToSpare: the largest block free at the tile's peak; negative: its overflow.
    std::vector<std::int64_t> roomToSpareBytes;
    std::uint64_t bytesPerTile = 0;           // the tile's memory: the max-memory line
    std::uint32_t tilesPerIpu = 0;
    std::uint32_t ipus = 0;

    std::size_t tileCount() const { return overflowBytes.size(); }
    std::uint64_t stackBytes(TileMemoryStack stack, std::size_t tile) const { return bytes[stackIndex(stack)][tile]; }
    /// Sum of the stacks of a tile, with or without the gaps.
    std::uint64_t totalBytes(std::size_t tile, bool includeGaps) const;
    bool isOutOfMemory(std::size_t tile) const { return overflowBytes[tile] > 0; }
};

/// Groups the report's per-tile categories into stacks.
TileMemoryStacks tileMemoryStacks(const Report& report);

} // namespace tilescope::gui
