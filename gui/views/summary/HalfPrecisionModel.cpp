#include "views/summary/HalfPrecisionModel.h"

#include "models/ByteFormat.h"
#include "models/QtText.h"

namespace tilescope::gui {

HalfPrecisionModel::HalfPrecisionModel(QObject* parent) : TableModel(parent) {}

void HalfPrecisionModel::setReport(const Report* report)
{
    beginResetModel();
    report_ = report;
    candidates_ = report ? halfPrecisionCandidates(*report, kListed) : std::vector<HalfPrecisionCandidate>{};
    endResetModel();
}

int HalfPrecisionModel::rows() const { return int(candidates_.size()); }

QVariant HalfPrecisionModel::cell(int row, int column, int role) const
{
    const HalfPrecisionCandidate& c = candidates_[std::size_t(row)];
    switch (role) {
    case Qt::DisplayRole:
        switch (Column(column)) {
        case VariableColumn: return qtText(report_->variables.name[std::size_t(c.variable)]);
        case BytesColumn: return formatBytes(c.bytes);
        case SavedColumn: return formatBytes(c.savedBytes);
        case SavedOnWorstTileColumn: return formatBytes(c.savedOnWorstTile);
        case ColumnCount: break;
        }
        return {};
    case RawValueRole:
        switch (Column(column)) {
        case VariableColumn: return c.variable;
        case BytesColumn: return qulonglong(c.bytes);
        case SavedColumn: return qulonglong(c.savedBytes);
        case SavedOnWorstTileColumn: return qulonglong(c.savedOnWorstTile);
        case ColumnCount: break;
        }
        return {};
    default:
        return {};
    }
}

bool HalfPrecisionModel::isTextColumn(int column) const { return column == VariableColumn; }

QVariant HalfPrecisionModel::header(int column, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(column)) {
    case VariableColumn: return tr("Variable");
    case BytesColumn: return tr("Size (float)");
    case SavedColumn: return tr("Saved as half");
    case SavedOnWorstTileColumn: return tr("Saved on the worst tile");
    case ColumnCount: break;
    }
    return {};
}

} // namespace tilescope::gui
