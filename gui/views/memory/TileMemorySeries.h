#pragma once
// The per-tile memory series of the Memory view, reduced to pixel columns. The tiles of the IPU
// filter are laid out in software order or sorted by usage; a window of them is cut into at most
// one column per pixel, and each column is represented by its worst tile.
//
// Why the worst tile: a column of 24 tiles has 24 different stacks; summing or averaging them
// would draw a bar that no tile has. Drawing the stacks of the column's most used tile keeps
// every bar a real tile and never hides a peak (the top of the bar is the column's maximum);
// the column's least used tile is carried as its minimum so that imbalance stays visible.
// Decimation is a linear scan of the visible window (at most one replica's tiles, 23,552 for
// 16 IPUs), done here and never in paint.

#include "models/TileMemoryStacks.h"

#include <QString>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace tilescope::gui {

enum class TileOrder : std::uint8_t { Software, ByUsage };

/// One pixel column: tiles at positions [first, last) of the series.
struct TileColumn {
    std::size_t first = 0;
    std::size_t last = 0;
    std::uint32_t worstTile = 0;  // the most used tile: its stacks are drawn
    std::uint32_t leastTile = 0;  // the least used tile
    std::uint64_t maxBytes = 0;   // worstTile's total
    std::uint64_t minBytes = 0;   // leastTile's total
    std::uint32_t outOfMemoryTiles = 0;
    std::int64_t maxDifference = 0; // comparison: largest target - source over the column
    std::int64_t minDifference = 0; // and the smallest
};

class TileMemorySeries {
public:
    /// Shows `stacks` (may be null: empty series). `difference` is target - source bytes per
    /// tile including gaps, empty when not comparing.
    void setStacks(std::shared_ptr<const TileMemoryStacks> stacks, std::vector<std::int64_t> difference = {});
    /// Which tiles (one IPU or all) in which order, and whether totals count gaps.
    void configure(std::optional<std::uint32_t> ipu, TileOrder order, bool includeGaps);

    const TileMemoryStacks* stacks() const { return stacks_.get(); }
    bool hasDifference() const { return !difference_.empty(); }
    std::optional<std::uint32_t> ipu() const { return ipu_; }
    TileOrder order() const { return order_; }
    bool includesGaps() const { return includeGaps_; }

    /// Tiles in the series (the IPU filter's).
    std::size_t size() const { return tiles_.size(); }
    std::uint32_t tileAt(std::size_t position) const { return tiles_[position]; }
    /// Position of a tile, or nullopt when the filter hides it.
    std::optional<std::size_t> positionOf(std::uint32_t tile) const;
    /// Total bytes of the tile at a position (with or without gaps, as configured).
    std::uint64_t totalAt(std::size_t position) const { return totals_[position]; }
    std::int64_t differenceOf(std::uint32_t tile) const { return difference_.empty() ? 0 : difference_[tile]; }

    /// Cuts positions [first, last) into at most `buckets` columns of near-equal tile counts.
    std::vector<TileColumn> columns(std::size_t first, std::size_t last, std::size_t buckets) const;

    /// The most used tile of the series (nullopt when empty).
    std::optional<std::uint32_t> worstTile() const;
    std::uint64_t maxTotalBytes() const;
    /// Out-of-memory tiles of the series, most overflowing first.
    std::vector<std::uint32_t> outOfMemoryTiles() const;
    /// Sums over the series' tiles: total bytes (as configured) and, comparing, the difference.
    std::uint64_t sumOfTotals() const;
    std::int64_t sumOfDifferences() const;

    /// Every tile of the series in its order, undecimated: tile, bytes per stack, total,
    /// overflow, room to spare (negative: the overflow) and (comparing) the difference; raw bytes,
    /// for spreadsheets.
    QString toCsv() const;

private:
    void rebuild();

    std::shared_ptr<const TileMemoryStacks> stacks_;
    std::vector<std::int64_t> difference_;
    std::optional<std::uint32_t> ipu_;
    TileOrder order_ = TileOrder::Software;
    bool includeGaps_ = true;
    std::vector<std::uint32_t> tiles_;  // position -> tile
    std::vector<std::uint64_t> totals_; // position -> total bytes
    std::vector<std::uint32_t> positions_; // tile - first tile -> position (sorted order)
};

} // namespace tilescope::gui
