#include "views/summary/IpuTableModel.h"

#include "models/ByteFormat.h"
#include "models/RoomToSpareText.h"

#include <QBrush>
#include <QLocale>
#include <QColor>

namespace tilescope::gui {

IpuTableModel::IpuTableModel(QObject* parent) : TableModel(parent) {}

void IpuTableModel::setSummary(const ReportSummary* summary)
{
    beginResetModel();
    summary_ = summary;
    endResetModel();
}

int IpuTableModel::rows() const { return summary_ ? int(summary_->ipus.size()) : 0; }

QVariant IpuTableModel::cell(int row, int column, int role) const
{
    const IpuSummary& ipu = summary_->ipus[std::size_t(row)];
    switch (role) {
    case Qt::DisplayRole:
        switch (Column(column)) {
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
        switch (Column(column)) {
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
    default:
        return {};
    }
}

bool IpuTableModel::isTextColumn(int column) const { return column == FitsColumn; }

QVariant IpuTableModel::headerAlignment(int column) const { return alignment(isTextColumn(column)); }

QVariant IpuTableModel::header(int column, int role) const
{
    if (role == Qt::ToolTipRole)
        return column == RoomToSpareColumn ? RoomToSpareText::explanation() : QVariant();
    switch (Column(column)) {
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
