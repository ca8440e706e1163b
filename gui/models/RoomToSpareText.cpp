#include "models/RoomToSpareText.h"

#include "models/ByteFormat.h"

namespace tilescope::gui {
namespace {

std::uint64_t overflowOf(std::int64_t room) { return room < 0 ? std::uint64_t(-(room + 1)) + 1 : 0; }

} // namespace

QString RoomToSpareText::bytes(std::int64_t room)
{
    return room >= 0 ? formatBytes(std::uint64_t(room)) : tr("none (%1 over)").arg(formatBytes(overflowOf(room)));
}

QString RoomToSpareText::onTile(std::int64_t room, std::uint32_t tile)
{
    return room >= 0 ? tr("%1 on tile %2").arg(formatBytes(std::uint64_t(room))).arg(tile)
                     : tr("none: tile %1 is %2 over").arg(tile).arg(formatBytes(overflowOf(room)));
}

QString RoomToSpareText::explanation()
{
    return tr("The largest block still free on the tightest tile at its peak: what one more variable could take "
              "then. Out of memory, there is none: the tile is over by what could not be placed.");
}

} // namespace tilescope::gui
