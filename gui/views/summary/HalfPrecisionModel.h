#pragma once
// Float variables that would take half the memory in fp16, those on the worst tile first
// (core's halfPrecisionCandidates). Columns: variable, size, saved, saved on the worst tile.

#include "report/Insights.h"

#include "models/TableModel.h"

namespace tilescope::gui {

class HalfPrecisionModel : public TableModel {
    Q_OBJECT
public:
    enum Column { VariableColumn, BytesColumn, SavedColumn, SavedOnWorstTileColumn, ColumnCount };
    static constexpr std::size_t kListed = 10;

    explicit HalfPrecisionModel(QObject* parent = nullptr);

    /// Lists the candidates of `report` (null empties the model); it must outlive the next call.
    void setReport(const Report* report);

private:
    int rows() const override;
    int columns() const override { return ColumnCount; }
    QVariant cell(int row, int column, int role) const override;
    QVariant header(int column, int role) const override;
    bool isTextColumn(int column) const override;
    const Report* report_ = nullptr;
    std::vector<HalfPrecisionCandidate> candidates_;
};

} // namespace tilescope::gui
