#pragma once
// Memory by category: one row per category holding bytes in either report, largest first.
// Columns: category, bytes, share of the categorised bytes; when comparing also the target's bytes
// and the difference. Qt::UserRole gives raw numbers (category index, bytes, fraction, delta).

#include "models/ReportNames.h"
#include "report/MemoryCategory.h"
#include "report/ReportSummary.h"

#include "models/TableModel.h"

#include <vector>

namespace tilescope::gui {

class CategoryTableModel : public TableModel {
    Q_OBJECT
public:
    enum Column { CategoryColumn, BytesColumn, ShareColumn, TargetBytesColumn, DifferenceColumn };

    explicit CategoryTableModel(QObject* parent = nullptr);

    /// Shows `source`'s categories, compared with `target` when not null. Null `source` empties it.
    /// The summaries must outlive the model or the next call.
    void setSummaries(const ReportSummary* source, const ReportSummary* target = nullptr);
    /// The files the source and target columns are headed with.
    void setReportNames(ReportNames names);

    /// The translated, human name of a category ("Vertex code"), as a row of the report's totals
    /// names it (the not-always-live total is a sum of tile peaks).
    static QString categoryTitle(MemoryCategory category);
    /// The category of one variable or block, without what only a total is.
    static QString categoryName(MemoryCategory category);

private:
    int rows() const override;
    int columns() const override;
    QVariant cell(int row, int column, int role) const override;
    QVariant header(int column, int role) const override;
    bool isTextColumn(int column) const override;
    QVariant headerAlignment(int column) const override;

    struct Row {
        MemoryCategory category;
        std::uint64_t bytes;
        double share;
        std::uint64_t targetBytes;
    };
    std::vector<Row> rows_;
    ReportNames names_;
    bool comparing_ = false;
};

} // namespace tilescope::gui
