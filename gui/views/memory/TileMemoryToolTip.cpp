#include "views/memory/TileMemoryToolTip.h"

#include "models/ByteFormat.h"
#include "models/RoomToSpareText.h"

#include <QCoreApplication>
#include <QStringList>

namespace tilescope::gui {
namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(TileMemoryToolTip)
};

} // namespace

QString tileColumnToolTip(const TileMemorySeries& series, const TileColumn& column)
{
    if (!series.stacks())
        return {};
    const TileMemoryStacks& stacks = *series.stacks();
    const std::size_t count = column.last - column.first;
    QStringList lines;
    if (count == 1) {
        lines.append(Text::tr("Tile %1").arg(column.worstTile));
    } else {
        // Sorted, the column's tiles are not consecutive ids: name the ranks instead.
        const QString range =
            series.order() == TileOrder::Software
                ? Text::tr("Tiles %1–%2").arg(series.tileAt(column.first)).arg(series.tileAt(column.last - 1))
                : Text::tr("Ranks %1–%2").arg(column.first).arg(column.last - 1);
        lines.append(Text::tr("%1 (%n tiles), worst %2", nullptr, int(count)).arg(range).arg(column.worstTile));
        lines.append(Text::tr("The bar shows the worst tile; least used: tile %1, %2")
                         .arg(column.leastTile)
                         .arg(formatBytes(column.minBytes)));
    }
    for (const TileMemoryStack stack : allTileMemoryStacks()) {
        if (stack == TileMemoryStack::Gaps && !series.includesGaps())
            continue;
        lines.append(Text::tr("%1: %2").arg(tileMemoryStackName(stack),
                                            formatBytes(stacks.stackBytes(stack, column.worstTile))));
    }
    lines.append(series.includesGaps() ? Text::tr("Total (including gaps): %1 of %2")
                                             .arg(formatBytes(column.maxBytes), formatBytes(stacks.bytesPerTile))
                                       : Text::tr("Total (excluding gaps): %1 of %2")
                                             .arg(formatBytes(column.maxBytes), formatBytes(stacks.bytesPerTile)));
    if (stacks.isOutOfMemory(column.worstTile)) {
        lines.append(Text::tr("Out of memory: %1 do not fit").arg(formatBytes(stacks.overflowBytes[column.worstTile])));
    } else if (column.worstTile < stacks.roomToSpareBytes.size()) {
        // What one more variable could take at the tile's peak; with gaps left out of the bars, less
        // than the bar's distance to the line.
        const QString room = RoomToSpareText::bytes(stacks.roomToSpareBytes[column.worstTile]);
        lines.append(count == 1 ? Text::tr("Room to spare: %1 (the largest block free at its peak)").arg(room)
                                : Text::tr("Room to spare on tile %1: %2").arg(column.worstTile).arg(room));
    }
    if (count > 1 && column.outOfMemoryTiles > 0)
        lines.append(Text::tr("Tiles of the column out of memory: %1").arg(column.outOfMemoryTiles));
    if (series.hasDifference()) {
        lines.append(count == 1
                         ? Text::tr("Target − source: %1").arg(formatByteDelta(column.maxDifference))
                         : Text::tr("Target − source: %1 to %2")
                               .arg(formatByteDelta(column.minDifference), formatByteDelta(column.maxDifference)));
    }
    return lines.join(u'\n');
}

} // namespace tilescope::gui
