#pragma once
// One row per IPU of a replica: always-live bytes, peak not-always-live bytes, largest tile, the
// room to spare on its tightest tile and whether the IPU fits. Qt::UserRole gives raw numbers (bool
// for the fit column, signed bytes for the room: negative is an overflow).

#include "report/ReportSummary.h"

#include "models/TableModel.h"

namespace tilescope::gui {

class IpuTableModel : public TableModel {
    Q_OBJECT
public:
    enum Column { IpuColumn, AlwaysLiveColumn, PeakNotAlwaysLiveColumn, MaxTileColumn, RoomToSpareColumn, FitsColumn,
                  ColumnCount };

    explicit IpuTableModel(QObject* parent = nullptr);

    /// Shows the IPUs of `summary` (null empties the model); it must outlive the next call.
    void setSummary(const ReportSummary* summary);

private:
    int rows() const override;
    int columns() const override { return ColumnCount; };
    QVariant cell(int row, int column, int role) const override;
    QVariant header(int column, int role) const override;
    bool isTextColumn(int column) const override;
    QVariant headerAlignment(int column) const override;

    const ReportSummary* summary_ = nullptr;
};

} // namespace tilescope::gui
