#include "views/liveness/LiveVariablesModel.h"

#include "models/ByteFormat.h"
#include "models/CategoryTableModel.h"
#include "models/QtText.h"

#include <QLocale>

namespace tilescope::gui {

LiveVariablesModel::LiveVariablesModel(QObject* parent) : TableModel(parent) {}

void LiveVariablesModel::setLiveVariables(const Report& report, std::size_t step, const std::vector<LiveVariable>& live)
{
    beginResetModel();
    rows_.clear();
    rows_.reserve(live.size());
    totalBytes_ = 0;
    const auto& v = report.variables;
    for (const LiveVariable& entry : live) {
        const auto i = std::size_t(entry.variable);
        const auto op = v.operation[i];
        rows_.push_back({qtText(v.name[i]), v.category[i], entry.bytes, v.firstStep[i], v.lastStep[i],
                         op == kNone ? QString() : qtText(report.operations.name[std::size_t(op)])});
        totalBytes_ += entry.bytes;
    }
    step_ = step;
    endResetModel();
}

void LiveVariablesModel::clear()
{
    beginResetModel();
    rows_.clear();
    step_.reset();
    totalBytes_ = 0;
    endResetModel();
}

int LiveVariablesModel::rows() const { return int(rows_.size()); }

QVariant LiveVariablesModel::cell(int rowIndex, int column, int role) const
{
    const Row& row = rows_[std::size_t(rowIndex)];
    const double share = totalBytes_ ? double(row.bytes) / double(totalBytes_) : 0.0;
    if (role == RawValueRole) {
        switch (column) {
        case VariableColumn: return row.name;
        case CategoryColumn: return int(row.category);
        case BytesColumn: return qulonglong(row.bytes);
        case ShareColumn: return share;
        case LiveStepsColumn: return row.firstStep;
        case OperationColumn: return row.operation;
        default: return {};
        }
    }
    // The tool tip repeats the cell: names are long and columns narrow.
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    const QLocale locale;
    switch (column) {
    case VariableColumn: return row.name;
    case CategoryColumn: return CategoryTableModel::categoryName(row.category);
    case BytesColumn: return formatBytes(row.bytes);
    case ShareColumn: return formatPercent(share);
    case LiveStepsColumn:
        return row.firstStep == kNone ? tr("always")
                                      : tr("%1 – %2").arg(locale.toString(row.firstStep), locale.toString(row.lastStep));
    case OperationColumn: return row.operation;
    default: return {};
    }
}

bool LiveVariablesModel::isTextColumn(int column) const { return column != BytesColumn && column != ShareColumn; }

QVariant LiveVariablesModel::header(int column, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    switch (column) {
    case VariableColumn: return tr("Variable");
    case CategoryColumn: return tr("Category");
    case BytesColumn: return tr("Bytes");
    case ShareColumn: return tr("Share");
    case LiveStepsColumn: return tr("Live steps");
    case OperationColumn: return tr("Operation");
    default: return {};
    }
}

} // namespace tilescope::gui
