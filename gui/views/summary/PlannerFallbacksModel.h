#pragma once
// The operations the convolution planner could not fit in their availableMemoryProportion and
// planned for minimum memory instead (phase 2), largest temporary memory first. Columns: operation,
// type, amp, tiles used, serial steps, temporary bytes per tile. Qt::UserRole gives raw numbers.

#include "report/Report.h"

#include "models/TableModel.h"

#include <vector>

namespace tilescope::gui {

class PlannerFallbacksModel : public TableModel {
    Q_OBJECT
public:
    enum Column { OperationColumn, TypeColumn, AmpColumn, TilesColumn, SerialStepsColumn, TempBytesColumn,
                  ColumnCount };

    explicit PlannerFallbacksModel(QObject* parent = nullptr);

    /// Lists the phase-2 operations of `report` (null empties the model); it must outlive the next call.
    void setReport(const Report* report);

private:
    int rows() const override;
    int columns() const override { return ColumnCount; }
    QVariant cell(int row, int column, int role) const override;
    QVariant header(int column, int role) const override;
    bool isTextColumn(int column) const override;
    const Report* report_ = nullptr;
    std::vector<std::size_t> operations_; // rows of report_->operations
};

} // namespace tilescope::gui
