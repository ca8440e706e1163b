#pragma once
// The operations totalled per type (core's operationTotalsByType): how many, their cycles, the
// most temporary memory one of them needs on a tile, code bytes, FLOPs and how many the planner
// had to plan for minimum memory. Comparing, types are matched by name.

#include "models/ComparedTableModel.h"
#include "report/OperationTable.h"

namespace tilescope::gui {

class OperationTypesModel : public ComparedTableModel {
    Q_OBJECT
public:
    enum FieldIndex { TypeField, OperationsField, CyclesField, TempBytesField, CodeBytesField, FlopsField, Phase2Field };

    explicit OperationTypesModel(QObject* parent = nullptr);

    /// Totals of `source` (and `target`, matched by type); null `source` empties the model.
    void setReports(const Report* source, const Report* target);

private:
    std::vector<OperationTypeTotals> totals_[2];
};

} // namespace tilescope::gui
