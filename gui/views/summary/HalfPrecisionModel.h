#pragma once
// Float variables that would take half the memory in fp16, those on the worst tile first
// (core's halfPrecisionCandidates). Columns: variable, size, saved, saved on the worst tile.

#include "report/Insights.h"

#include <QAbstractTableModel>

namespace tilescope::gui {

class HalfPrecisionModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { VariableColumn, BytesColumn, SavedColumn, SavedOnWorstTileColumn, ColumnCount };
    static constexpr int RawValueRole = Qt::UserRole;
    static constexpr std::size_t kListed = 10;

    explicit HalfPrecisionModel(QObject* parent = nullptr);

    /// Lists the candidates of `report` (null empties the model); it must outlive the next call.
    void setReport(const Report* report);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const Report* report_ = nullptr;
    std::vector<HalfPrecisionCandidate> candidates_;
};

} // namespace tilescope::gui
