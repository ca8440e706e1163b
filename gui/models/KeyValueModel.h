#pragma once
// A two-column table of named figures (property, value), or four columns when comparing
// (property, source, target, difference). Rows are pre-formatted by SummaryRows; a difference that
// is for the better or the worse is coloured as the category table colours memory (green, red).

#include "models/ReportNames.h"

#include <QAbstractTableModel>
#include <QList>
#include <QString>

namespace tilescope::gui {

struct KeyValueRow {
    QString key;
    QString source;
    QString target;     // used when comparing
    QString difference; // empty when equal or not comparable
    QString toolTip;
    /// Comparing: whether the difference is for the better (more room to spare) or the worse;
    /// None leaves it uncoloured, for figures that are neither (a capacity, a count of operations).
    enum class Verdict { None, Better, Worse };
    Verdict verdict = Verdict::None;
};

class KeyValueModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { KeyColumn, SourceColumn, TargetColumn, DifferenceColumn };

    explicit KeyValueModel(QObject* parent = nullptr);

    /// Replaces all rows; `comparing` shows the target and difference columns.
    void setRows(QList<KeyValueRow> rows, bool comparing);
    void clear();
    /// The files the source and target columns are headed with.
    void setReportNames(ReportNames names);
    const QList<KeyValueRow>& rows() const { return rows_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<KeyValueRow> rows_;
    bool comparing_ = false;
    ReportNames names_;
};

} // namespace tilescope::gui
