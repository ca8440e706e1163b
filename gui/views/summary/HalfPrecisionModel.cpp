#include "views/summary/HalfPrecisionModel.h"

#include "models/ByteFormat.h"

namespace tilescope::gui {

HalfPrecisionModel::HalfPrecisionModel(QObject* parent) : QAbstractTableModel(parent) {}

void HalfPrecisionModel::setReport(const Report* report)
{
    beginResetModel();
    report_ = report;
    candidates_ = report ? halfPrecisionCandidates(*report, kListed) : std::vector<HalfPrecisionCandidate>{};
    endResetModel();
}

int HalfPrecisionModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(candidates_.size());
}

int HalfPrecisionModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant HalfPrecisionModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const HalfPrecisionCandidate& c = candidates_[std::size_t(index.row())];
    const auto column = Column(index.column());
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case VariableColumn: return QString::fromStdString(report_->variables.name[std::size_t(c.variable)]);
        case BytesColumn: return formatBytes(c.bytes);
        case SavedColumn: return formatBytes(c.savedBytes);
        case SavedOnWorstTileColumn: return formatBytes(c.savedOnWorstTile);
        case ColumnCount: break;
        }
        return {};
    case RawValueRole:
        switch (column) {
        case VariableColumn: return c.variable;
        case BytesColumn: return qulonglong(c.bytes);
        case SavedColumn: return qulonglong(c.savedBytes);
        case SavedOnWorstTileColumn: return qulonglong(c.savedOnWorstTile);
        case ColumnCount: break;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (column == VariableColumn)
            return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant HalfPrecisionModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case VariableColumn: return tr("Variable");
    case BytesColumn: return tr("Size (float)");
    case SavedColumn: return tr("Saved as half");
    case SavedOnWorstTileColumn: return tr("Saved on the worst tile");
    case ColumnCount: break;
    }
    return {};
}

} // namespace tilescope::gui
