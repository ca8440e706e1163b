#pragma once
// The operations the convolution planner could not fit in their availableMemoryProportion and
// planned for minimum memory instead (phase 2), largest temporary memory first. Columns: operation,
// type, amp, tiles used, serial steps, temporary bytes per tile. Qt::UserRole gives raw numbers.

#include "report/Report.h"

#include <QAbstractTableModel>

#include <vector>

namespace tilescope::gui {

class PlannerFallbacksModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { OperationColumn, TypeColumn, AmpColumn, TilesColumn, SerialStepsColumn, TempBytesColumn,
                  ColumnCount };
    static constexpr int RawValueRole = Qt::UserRole;

    explicit PlannerFallbacksModel(QObject* parent = nullptr);

    /// Lists the phase-2 operations of `report` (null empties the model); it must outlive the next call.
    void setReport(const Report* report);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const Report* report_ = nullptr;
    std::vector<std::size_t> operations_; // rows of report_->operations
};

} // namespace tilescope::gui
