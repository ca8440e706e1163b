#include "views/summary/IpuTableModel.h"

#include "models/ByteFormat.h"
#include "models/RoomToSpareText.h"

#include <QBrush>
#include <QLocale>
#include <QColor>

namespace tilescope::gui {

IpuTableModel::IpuTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void IpuTableModel::setSummary(const ReportSummary* summary)
{
    beginResetModel();
    summary_ = summary;
    endResetModel();
}

int IpuTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !summary_ ? 0 : int(summary_->ipus.size());
}

int IpuTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant IpuTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const IpuSummary& ipu = summary_->ipus[std::size_t(index.row())];
    const auto column = Column(index.column());
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case IpuColumn: return QLocale().toString(ipu.id);
        case AlwaysLiveColumn: return formatBytes(ipu.alwaysLiveBytes);
        case PeakNotAlwaysLiveColumn: return formatBytes(ipu.peakNotAlwaysLiveBytes);
        case MaxTileColumn: return formatBytes(ipu.maxTileBytes);
        case RoomToSpareColumn: return RoomToSpareText::onTile(ipu.roomToSpare.bytes, ipu.roomToSpare.tile);
        case FitsColumn: return ipu.fits ? tr("Fits") : tr("Out of memory");
        case ColumnCount: break;
        }
        return {};
    case RawValueRole:
        switch (column) {
        case IpuColumn: return ipu.id;
        case AlwaysLiveColumn: return qulonglong(ipu.alwaysLiveBytes);
        case PeakNotAlwaysLiveColumn: return qulonglong(ipu.peakNotAlwaysLiveBytes);
        case MaxTileColumn: return qulonglong(ipu.maxTileBytes);
        case RoomToSpareColumn: return qlonglong(ipu.roomToSpare.bytes);
        case FitsColumn: return ipu.fits;
        case ColumnCount: break;
        }
        return {};
    case Qt::ForegroundRole:
        if ((column == FitsColumn && !ipu.fits) || (column == RoomToSpareColumn && ipu.roomToSpare.bytes < 0))
            return QBrush(QColor(0xd3, 0x2f, 0x2f));
        return {};
    case Qt::TextAlignmentRole:
        if (column == FitsColumn)
            return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant IpuTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue((section == FitsColumn ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && section == RoomToSpareColumn)
        return RoomToSpareText::explanation();
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case IpuColumn: return tr("IPU");
    case AlwaysLiveColumn: return tr("Always-live");
    case PeakNotAlwaysLiveColumn: return tr("Peak not-always-live");
    case MaxTileColumn: return tr("Largest tile");
    case RoomToSpareColumn: return tr("Room to spare");
    case FitsColumn: return tr("Status");
    case ColumnCount: break;
    }
    return {};
}

} // namespace tilescope::gui
