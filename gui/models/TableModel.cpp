#include "models/TableModel.h"

namespace tilescope::gui {

int TableModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : rows(); }

int TableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : columns(); }

QVariant TableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    switch (role) {
    case Qt::DisplayRole:
    case RawValueRole:
    case Qt::ToolTipRole:
    case Qt::ForegroundRole:
        return cell(index.row(), index.column(), role);
    case Qt::TextAlignmentRole:
        return alignment(isTextColumn(index.column()));
    default:
        return {};
    }
}

QVariant TableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section < 0 || section >= columns())
        return {};
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        return header(section, role);
    case Qt::TextAlignmentRole:
        return headerAlignment(section);
    default:
        return {};
    }
}

QVariant TableModel::headerAlignment(int) const { return {}; }

QVariant TableModel::alignment(bool text)
{
    return QVariant::fromValue((text ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
}

} // namespace tilescope::gui
