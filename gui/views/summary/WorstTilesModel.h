#pragma once
// The tiles using the most memory, worst first, as summarize() ranks them. Columns: tile, IPU,
// memory including gaps, share of the tile's memory, excluding gaps, always-live, peak
// not-always-live. Qt::UserRole gives raw numbers.

#include "report/ReportSummary.h"

#include "models/TableModel.h"

namespace tilescope::gui {

class WorstTilesModel : public TableModel {
    Q_OBJECT
public:
    enum Column { TileColumn, IpuColumn, BytesColumn, ShareColumn, ExcludingGapsColumn, AlwaysLiveColumn,
                  PeakNotAlwaysLiveColumn, ColumnCount };

    explicit WorstTilesModel(QObject* parent = nullptr);

    /// Shows the worst tiles of `summary` (null empties the model); it must outlive the next call.
    void setSummary(const ReportSummary* summary);

private:
    int rows() const override;
    int columns() const override { return ColumnCount; }
    QVariant cell(int row, int column, int role) const override;
    QVariant header(int column, int role) const override;
    bool isTextColumn(int column) const override;
    QVariant headerAlignment(int column) const override;

    const ReportSummary* summary_ = nullptr;
};

} // namespace tilescope::gui
