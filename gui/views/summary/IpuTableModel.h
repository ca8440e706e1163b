#pragma once
// One row per IPU of a replica: always-live bytes, peak not-always-live bytes, largest tile, the
// room to spare on its tightest tile and whether the IPU fits. Qt::UserRole gives raw numbers (bool
// for the fit column, signed bytes for the room: negative is an overflow).

#include "report/ReportSummary.h"

#include <QAbstractTableModel>

namespace tilescope::gui {

class IpuTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { IpuColumn, AlwaysLiveColumn, PeakNotAlwaysLiveColumn, MaxTileColumn, RoomToSpareColumn, FitsColumn,
                  ColumnCount };
    static constexpr int RawValueRole = Qt::UserRole;

    explicit IpuTableModel(QObject* parent = nullptr);

    /// Shows the IPUs of `summary` (null empties the model); it must outlive the next call.
    void setSummary(const ReportSummary* summary);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const ReportSummary* summary_ = nullptr;
};

} // namespace tilescope::gui
