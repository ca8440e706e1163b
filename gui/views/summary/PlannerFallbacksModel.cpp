#include "views/summary/PlannerFallbacksModel.h"

#include "models/ByteFormat.h"
#include "models/QtText.h"

#include <QLocale>

#include <algorithm>

namespace tilescope::gui {

PlannerFallbacksModel::PlannerFallbacksModel(QObject* parent) : TableModel(parent) {}

void PlannerFallbacksModel::setReport(const Report* report)
{
    beginResetModel();
    report_ = report;
    operations_.clear();
    if (report) {
        const auto& o = report->operations;
        for (std::size_t i = 0; i < o.size(); ++i)
            if (o.plannerPhase[i] == PlannerPhase::Phase2)
                operations_.push_back(i);
        std::stable_sort(operations_.begin(), operations_.end(), [&](std::size_t a, std::size_t b) {
            return o.tempBytesPerTile[a] > o.tempBytesPerTile[b];
        });
    }
    endResetModel();
}

int PlannerFallbacksModel::rows() const { return int(operations_.size()); }

QVariant PlannerFallbacksModel::cell(int row, int column, int role) const
{
    const auto& o = report_->operations;
    const std::size_t op = operations_[std::size_t(row)];
    switch (role) {
    case Qt::DisplayRole:
        switch (Column(column)) {
        case OperationColumn: return qtText(o.name[op]);
        case TypeColumn: return qtText(o.type[op]);
        case AmpColumn: return QLocale().toString(o.availableMemoryProportion[op], 'g', 3);
        case TilesColumn: return QLocale().toString(o.tilesUsed[op]);
        case SerialStepsColumn: return QLocale().toString(o.serialSteps[op]);
        case TempBytesColumn: return formatBytes(o.tempBytesPerTile[op]);
        case ColumnCount: break;
        }
        return {};
    case RawValueRole:
        switch (Column(column)) {
        case OperationColumn: return qtText(o.name[op]);
        case TypeColumn: return qtText(o.type[op]);
        case AmpColumn: return o.availableMemoryProportion[op];
        case TilesColumn: return o.tilesUsed[op];
        case SerialStepsColumn: return o.serialSteps[op];
        case TempBytesColumn: return qulonglong(o.tempBytesPerTile[op]);
        case ColumnCount: break;
        }
        return {};
    case Qt::ToolTipRole:
        return qtText(o.plan[op]);
    default:
        return {};
    }
}

bool PlannerFallbacksModel::isTextColumn(int column) const
{
    return column == OperationColumn || column == TypeColumn;
}

QVariant PlannerFallbacksModel::header(int column, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(column)) {
    case OperationColumn: return tr("Operation");
    case TypeColumn: return tr("Type");
    case AmpColumn: return tr("Available memory proportion");
    case TilesColumn: return tr("Tiles used");
    case SerialStepsColumn: return tr("Serial steps");
    case TempBytesColumn: return tr("Temporary memory per tile");
    case ColumnCount: break;
    }
    return {};
}

} // namespace tilescope::gui
