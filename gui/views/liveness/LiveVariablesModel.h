#pragma once
// The variables live at the clicked liveness step on the chosen source, largest first: what the
// memory of a spike is made of. Columns: variable, category, bytes on the source, share of the
// step's listed bytes, live steps, owning operation. RawValueRole gives raw numbers.

#include "report/Report.h"
#include "report/TileMemoryMap.h"

#include <QAbstractTableModel>

#include <optional>
#include <vector>

namespace tilescope::gui {

class LiveVariablesModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { VariableColumn, CategoryColumn, BytesColumn, ShareColumn, LiveStepsColumn, OperationColumn,
                  ColumnCount };
    static constexpr int RawValueRole = Qt::UserRole;

    explicit LiveVariablesModel(QObject* parent = nullptr);

    /// Shows `live` (rows of `report`'s variables, largest first) at `step`; the model copies what
    /// it shows and does not refer to `report` afterwards.
    void setLiveVariables(const Report& report, std::size_t step, const std::vector<LiveVariable>& live);
    void clear();
    /// The step shown; nullopt when empty.
    std::optional<std::size_t> step() const { return step_; }
    std::uint64_t totalBytes() const { return totalBytes_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
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
