#pragma once
// What hovering a column of the Memory view's bars says: the tile or the range of tiles it stands
// for, the worst tile drawn and its bytes per stack, the least used tile, the overflow or the room
// to spare and, when comparing, the difference.

#include "views/memory/TileMemorySeries.h"

#include <QString>

namespace tilescope::gui {

/// The tooltip of `column` of `series` (plain text, one fact per line).
QString tileColumnToolTip(const TileMemorySeries& series, const TileColumn& column);

} // namespace tilescope::gui
