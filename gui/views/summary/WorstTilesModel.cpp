#include "views/summary/WorstTilesModel.h"

#include "models/ByteFormat.h"

#include <algorithm>

#include <QBrush>
#include <QLocale>
#include <QColor>

namespace tilescope::gui {

WorstTilesModel::WorstTilesModel(QObject* parent) : TableModel(parent) {}

void WorstTilesModel::setSummary(const ReportSummary* summary)
{
    beginResetModel();
    summary_ = summary;
    endResetModel();
}

int WorstTilesModel::rows() const { return summary_ ? int(summary_->worstTiles.size()) : 0; }

QVariant WorstTilesModel::cell(int row, int column, int role) const
{
    const TileUsage& tile = summary_->worstTiles[std::size_t(row)];
    const std::uint32_t tilesPerIpu = std::max<std::uint32_t>(summary_->target.tilesPerIpu, 1);
    const std::uint64_t capacity = summary_->target.bytesPerTile;
    const double share = capacity ? double(tile.bytes) / double(capacity) : 0.0;
    switch (role) {
    case Qt::DisplayRole:
        switch (Column(column)) {
        case TileColumn: return QLocale().toString(tile.id);
        case IpuColumn: return QLocale().toString(tile.id / tilesPerIpu);
        case BytesColumn: return formatBytes(tile.bytes);
        case ShareColumn: return formatPercent(share);
        case ExcludingGapsColumn: return formatBytes(tile.bytesExcludingGaps);
        case AlwaysLiveColumn: return formatBytes(tile.alwaysLiveBytes);
        case PeakNotAlwaysLiveColumn: return formatBytes(tile.peakNotAlwaysLiveBytes);
        case ColumnCount: break;
        }
        return {};
    case RawValueRole:
        switch (Column(column)) {
        case TileColumn: return tile.id;
        case IpuColumn: return tile.id / tilesPerIpu;
        case BytesColumn: return qulonglong(tile.bytes);
        case ShareColumn: return share;
        case ExcludingGapsColumn: return qulonglong(tile.bytesExcludingGaps);
        case AlwaysLiveColumn: return qulonglong(tile.alwaysLiveBytes);
        case PeakNotAlwaysLiveColumn: return qulonglong(tile.peakNotAlwaysLiveBytes);
        case ColumnCount: break;
        }
        return {};
    case Qt::ForegroundRole:
        // A tile over its memory is the reason the program does not fit: make it stand out.
        if (column == ShareColumn && tile.bytes > capacity)
            return QBrush(QColor(0xd3, 0x2f, 0x2f));
        return {};
    default:
        return {};
    }
}

bool WorstTilesModel::isTextColumn(int) const { return false; }

QVariant WorstTilesModel::headerAlignment(int) const { return alignment(false); }

QVariant WorstTilesModel::header(int column, int role) const
{
    if (role == Qt::ToolTipRole)
        return column == ShareColumn ? tr("Memory used including gaps, as a share of the tile's memory") : QVariant();
    switch (Column(column)) {
    case TileColumn: return tr("Tile");
    case IpuColumn: return tr("IPU");
    case BytesColumn: return tr("Memory");
    case ShareColumn: return tr("Of tile");
    case ExcludingGapsColumn: return tr("Excluding gaps");
    case AlwaysLiveColumn: return tr("Always-live");
    case PeakNotAlwaysLiveColumn: return tr("Peak not-always-live");
    case ColumnCount: break;
    }
    return {};
}

} // namespace tilescope::gui
