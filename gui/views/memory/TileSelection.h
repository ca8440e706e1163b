#pragma once
// Tile lists as the user types them in the Memory view: "0-3, 952" means tiles 0, 1, 2, 3 and 952.

#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace tilescope::gui {

/// The tiles of `text` ("0-3, 952"; commas or spaces separate), sorted and without duplicates.
/// Returns nullopt and sets `error` (translated) when a part is not a tile or range, or names a
/// tile at or past `tileCount`. Empty text is an empty list.
std::optional<std::vector<std::uint32_t>> parseTileList(const QString& text, std::size_t tileCount, QString* error);

/// The shortest text for sorted `tiles`, runs written as ranges: {0,1,2,3,952} -> "0-3, 952".
QString formatTileList(const std::vector<std::uint32_t>& tiles);

} // namespace tilescope::gui
