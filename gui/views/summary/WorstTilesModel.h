#pragma once
// The tiles using the most memory, worst first, as summarize() ranks them. Columns: tile, IPU,
// memory including gaps, share of the tile's memory, excluding gaps, always-live, peak
// not-always-live. Qt::UserRole gives raw numbers.

#include "report/ReportSummary.h"

#include <QAbstractTableModel>

namespace tilescope::gui {

class WorstTilesModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { TileColumn, IpuColumn, BytesColumn, ShareColumn, ExcludingGapsColumn, AlwaysLiveColumn,
                  PeakNotAlwaysLiveColumn, ColumnCount };
    static constexpr int RawValueRole = Qt::UserRole;

    explicit WorstTilesModel(QObject* parent = nullptr);

    /// Shows the worst tiles of `summary` (null empties the model); it must outlive the next call.
    void setSummary(const ReportSummary* summary);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const ReportSummary* summary_ = nullptr;
};

} // namespace tilescope::gui
