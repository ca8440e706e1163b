#pragma once
// The shape every comparing table of the viewer shares (operations, operation types, time per
// operation, IPUs): each row pairs a row of the source report with a row of the target (either may
// be missing), each column shows a field. Alone, a field is one column. Compared, a numeric field
// becomes source, target and difference columns, and a text field one column that reads
// "source → target" where they differ. Display text is formatted; RawValueRole gives numbers to
// sort by and export.

#include "models/ReportNames.h"

#include <QAbstractTableModel>
#include <QString>

#include <functional>
#include <vector>

namespace tilescope::gui {

class ComparedTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    static constexpr int RawValueRole = Qt::UserRole;
    enum class Format { Text, Count, Bytes, Decimal, Percent };
    enum class Part { Value, Source, Target, Difference };
    enum Side { SourceSide = 0, TargetSide = 1 };

    struct Field {
        QString title;
        Format format = Format::Text;
        /// The raw value of `row` of a side's report (QString, qulonglong or double); invalid for none.
        std::function<QVariant(int side, int row)> value;
        QString toolTip;
    };
    /// A row: a row of the source and of the target, -1 where a side has none.
    struct RowPair {
        int source = -1;
        int target = -1;
    };

    explicit ComparedTableModel(QObject* parent = nullptr);

    bool isComparing() const { return comparing_; }
    const RowPair& rowPair(int row) const { return rows_[std::size_t(row)]; }
    /// The field and part a column shows.
    int fieldOfColumn(int column) const { return columns_[std::size_t(column)].field; }
    Part partOfColumn(int column) const { return columns_[std::size_t(column)].part; }
    /// The first column showing `field` (its source column when compared).
    int columnOfField(int field) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// What the source and target columns' tooltips name (the header stays short: many columns).
    void setReportNames(ReportNames names);

    /// Formats a raw value as a field of `format` shows it.
    static QString formatValue(const QVariant& value, Format format);

protected:
    /// Replaces the content; the derived model's fields read its own data.
    void setContent(std::vector<Field> fields, std::vector<RowPair> rows, bool comparing);

private:
    struct Column {
        int field = 0;
        Part part = Part::Value;
    };
    QVariant rawValue(int row, const Column& column) const;

    std::vector<Field> fields_;
    std::vector<Column> columns_;
    std::vector<RowPair> rows_;
    bool comparing_ = false;
    ReportNames names_;
};

} // namespace tilescope::gui
