#include "views/summary/WorstTilesModel.h"

#include "models/ByteFormat.h"

#include <algorithm>

#include <QBrush>
#include <QLocale>
#include <QColor>

namespace tilescope::gui {

WorstTilesModel::WorstTilesModel(QObject* parent) : QAbstractTableModel(parent) {}

void WorstTilesModel::setSummary(const ReportSummary* summary)
{
    beginResetModel();
    summary_ = summary;
    endResetModel();
}

int WorstTilesModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !summary_ ? 0 : int(summary_->worstTiles.size());
}

int WorstTilesModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant WorstTilesModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const TileUsage& tile = summary_->worstTiles[std::size_t(index.row())];
    const std::uint32_t tilesPerIpu = std::max<std::uint32_t>(summary_->target.tilesPerIpu, 1);
    const std::uint64_t capacity = summary_->target.bytesPerTile;
    const double share = capacity ? double(tile.bytes) / double(capacity) : 0.0;
    const auto column = Column(index.column());
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
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
        switch (column) {
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
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant WorstTilesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && section == ShareColumn)
        return tr("Memory used including gaps, as a share of the tile's memory");
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
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
