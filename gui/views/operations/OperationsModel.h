#pragma once
// Every operation of a report as the Operations view tabulates it: name, type, block, IPU,
// pipeline stage, then what it costs (cycles, temporary bytes per tile, code bytes, FLOPs), the
// options it was planned with (availableMemoryProportion, partials type, planner phase) and the
// planner's plan (splits, tiles used, serial steps, vertex): costs first, so that a comparison's
// differences are in sight. Comparing, operations are matched by name (matchOperationsByName).

#include "models/ComparedTableModel.h"
#include "report/Report.h"

namespace tilescope::gui {

class OperationsModel : public ComparedTableModel {
    Q_OBJECT
public:
    enum FieldIndex {
        NameField,
        TypeField,
        BlockField,
        IpuField,
        StageField,
        CyclesField,
        TempBytesField,
        CodeBytesField,
        FlopsField,
        AmpField,
        PartialsField,
        PhaseField,
        PlanField,
        TilesUsedField,
        SerialStepsField,
        VertexField,
    };

    explicit OperationsModel(QObject* parent = nullptr);

    /// Shows `source`'s operations, matched with `target`'s when it is not null; both must
    /// outlive the next call. Null `source` empties the model.
    void setReports(const Report* source, const Report* target);
    /// The name of the operation of a row (the target's when only the target has it).
    QString operationName(int row) const;
    /// The row of the operation named `name`, or -1.
    int rowOfOperation(const QString& name) const;

private:
    const Report* report(int side) const { return side == SourceSide ? source_ : target_; }

    const Report* source_ = nullptr;
    const Report* target_ = nullptr;
};

} // namespace tilescope::gui
