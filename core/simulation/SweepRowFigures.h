#pragma once
// What the figures of a sweep file's row can be. A row is a point's report summarised (SweepRunner):
// its tiles are tiles of the point's target, the worst tile's excess is what it holds beyond a
// tile's memory, no tile is fuller than the worst one nor holds more than all of them, and a point
// that fits has no excess and room to spare. A file stating figures that no report gives (edited,
// corrupt, or written by a bug) is refused, naming the row and the field, rather than shown.

#include "simulation/SweepRunner.h"

#include <cstdint>
#include <optional>
#include <string>

namespace tilescope {

/// The tiles a point's report lays out: one replica's.
struct PointTiles {
    std::uint64_t count = 0;
    std::uint64_t bytesEach = 0;
};

/// The tiles of the target that point `index` of `space` compiles for. Throws Error(InvalidOption)
/// when the point's values cannot be set.
PointTiles pointTiles(const SweepSpace& space, std::size_t index);

/// `tile`, read from the field at `pointer`, as a tile number: one of `tiles`, or 0 for a row that
/// has no figures (`tiles` empty: its point did not compile). Throws Error(InvalidField) at `pointer`.
std::uint32_t checkedTile(std::uint64_t tile, const std::optional<PointTiles>& tiles, const std::string& pointer);

/// Checks the figures of `row`, read at `pointer` ("/rows/3"): against the tiles of its point's
/// target, or, without them (a row with an error), that it states none. Throws Error(InvalidField)
/// at the first impossible figure's field ("/rows/3/samplesPerSecond").
void checkRowFigures(const SweepRow& row, const std::optional<PointTiles>& tiles, const std::string& pointer);

} // namespace tilescope
