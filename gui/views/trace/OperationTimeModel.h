#pragma once
// The Execution trace's side table of where the traced time went per operation: its trace rows'
// cycles summed per step kind (core's executionTotals), and a last row for the time of no
// operation (external syncs, idle, bare syncs). Comparing, operations are matched by name.

#include "models/ComparedTableModel.h"
#include "report/ExecutionTotals.h"

#include <memory>

namespace tilescope::gui {

class OperationTimeModel : public ComparedTableModel {
    Q_OBJECT
public:
    /// The fields in order: the operation, its busy cycles, then one per step kind, and its type.
    enum FieldIndex { OperationField, TotalField, FirstKindField, TypeField = FirstKindField + 7 };

    explicit OperationTimeModel(QObject* parent = nullptr);

    /// The totals of `source` (and `target`) with their reports, which must outlive the next call;
    /// null `source` empties the model.
    void setTotals(const Report* source, std::shared_ptr<const ExecutionTotals> sourceTotals, const Report* target,
                   std::shared_ptr<const ExecutionTotals> targetTotals);
    /// The operation of a row (by name), empty for the row of no operation.
    QString operationName(int row) const;

private:
    const Report* reports_[2] = {nullptr, nullptr};
    std::shared_ptr<const ExecutionTotals> totals_[2];
};

} // namespace tilescope::gui
