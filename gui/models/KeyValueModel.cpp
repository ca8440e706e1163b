#include "models/KeyValueModel.h"

#include <QBrush>
#include <QColor>

namespace tilescope::gui {

KeyValueModel::KeyValueModel(QObject* parent) : QAbstractTableModel(parent) {}

void KeyValueModel::setRows(QList<KeyValueRow> rows, bool comparing)
{
    beginResetModel();
    rows_ = std::move(rows);
    comparing_ = comparing;
    endResetModel();
}

void KeyValueModel::clear() { setRows({}, false); }

void KeyValueModel::setReportNames(ReportNames names)
{
    names_ = std::move(names);
    if (columnCount() > 0)
        emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
}

int KeyValueModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(rows_.size());
}

int KeyValueModel::columnCount(const QModelIndex& parent) const
{
    if (parent.isValid())
        return 0;
    return comparing_ ? 4 : 2;
}

QVariant KeyValueModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const KeyValueRow& row = rows_[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        switch (Column(index.column())) {
        case KeyColumn: return row.key;
        case SourceColumn: return row.source;
        case TargetColumn: return row.target;
        case DifferenceColumn: return row.difference;
        }
        return {};
    case Qt::ToolTipRole:
        return row.toolTip.isEmpty() ? QVariant() : QVariant(row.toolTip);
    case Qt::ForegroundRole:
        // CategoryTableModel's colours: warm for the direction that leads to out of memory.
        if (comparing_ && index.column() == DifferenceColumn && !row.difference.isEmpty()
            && row.verdict != KeyValueRow::Verdict::None)
            return QBrush(row.verdict == KeyValueRow::Verdict::Worse ? QColor(0xd3, 0x2f, 0x2f)
                                                                     : QColor(0x2e, 0x7d, 0x32));
        return {};
    default:
        return {};
    }
}

QVariant KeyValueModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return {};
    if (role == Qt::ToolTipRole) {
        // The whole command: the header names only what differs.
        const QString tip = section == SourceColumn && comparing_ ? names_.sourceToolTip
                            : section == TargetColumn            ? names_.targetToolTip
                            : section == DifferenceColumn        ? names_.differenceToolTip()
                                                                 : QString();
        return tip.isEmpty() ? QVariant() : QVariant(tip);
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case KeyColumn: return tr("Property");
    case SourceColumn: return comparing_ ? names_.sourceTitle() : tr("Value");
    case TargetColumn: return names_.targetTitle();
    case DifferenceColumn: return names_.differenceTitle();
    }
    return {};
}

} // namespace tilescope::gui
