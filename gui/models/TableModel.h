#pragma once
// The skeleton of the views' flat tables (one row per record, a fixed set of columns): counts that
// give an index no children, the index check, and the roles every table answers alike (text
// columns left-aligned, numbers right-aligned), so that a table says only what its cells and
// headers hold. A table keeps Q_OBJECT of its own: its words are translated in its own context.

#include <QAbstractTableModel>

namespace tilescope::gui {

class TableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    /// Raw values, for sorting, tests and CSV: bytes as integers, shares as fractions.
    static constexpr int RawValueRole = Qt::UserRole;

    int rowCount(const QModelIndex& parent = {}) const final;
    int columnCount(const QModelIndex& parent = {}) const final;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const final;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const final;

protected:
    using QAbstractTableModel::QAbstractTableModel;

    virtual int rows() const = 0;
    virtual int columns() const = 0;
    /// A valid cell's Qt::DisplayRole, RawValueRole, Qt::ToolTipRole or Qt::ForegroundRole; {} for
    /// none (alignment is the base's, from isTextColumn).
    virtual QVariant cell(int row, int column, int role) const = 0;
    /// A column's Qt::DisplayRole or Qt::ToolTipRole.
    virtual QVariant header(int column, int role) const = 0;
    /// Left-aligned (words) rather than right-aligned (figures).
    virtual bool isTextColumn(int column) const = 0;
    /// A column header's alignment; {} leaves the style's (centred).
    virtual QVariant headerAlignment(int column) const;

    /// Qt::AlignLeft or Qt::AlignRight, vertically centred.
    static QVariant alignment(bool text);
};

} // namespace tilescope::gui
