#pragma once
// The variables live at the clicked liveness step on the chosen source, largest first: what the
// memory of a spike is made of. Columns: variable, category, bytes on the source, share of the
// step's listed bytes, live steps, owning operation. RawValueRole gives raw numbers.

#include "report/Report.h"
#include "report/TileMemoryMap.h"

#include "models/TableModel.h"

#include <optional>
#include <vector>

namespace tilescope::gui {

class LiveVariablesModel : public TableModel {
    Q_OBJECT
public:
    enum Column { VariableColumn, CategoryColumn, BytesColumn, ShareColumn, LiveStepsColumn, OperationColumn,
                  ColumnCount };

    explicit LiveVariablesModel(QObject* parent = nullptr);

    /// Shows `live` (rows of `report`'s variables, largest first) at `step`; the model copies what
    /// it shows and does not refer to `report` afterwards.
    void setLiveVariables(const Report& report, std::size_t step, const std::vector<LiveVariable>& live);
    void clear();
    /// The step shown; nullopt when empty.
    std::optional<std::size_t> step() const { return step_; }
    std::uint64_t totalBytes() const { return totalBytes_; }

private:
    int rows() const override;
    int columns() const override { return ColumnCount; }
    QVariant cell(int row, int column, int role) const override;
    QVariant header(int column, int role) const override;
    bool isTextColumn(int column) const override;

    struct Row {
        QString name;
        MemoryCategory category = MemoryCategory::NotAlwaysLiveVariable;
        std::uint64_t bytes = 0;
        std::int32_t firstStep = kNone;
        std::int32_t lastStep = kNone;
        QString operation;
    };
    std::vector<Row> rows_;
    std::optional<std::size_t> step_;
    std::uint64_t totalBytes_ = 0;
};

} // namespace tilescope::gui
