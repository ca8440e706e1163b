#pragma once
// The advisor's fitting configurations as a table: rank, what changes, samples per second, the
// room to spare on the tightest tile, the global batch and the command. Qt Core only (no widgets).

#include "simulation/Advisor.h"

#include <QAbstractTableModel>

#include <vector>

namespace tilescope::gui {

class AdviceModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        RankColumn,
        ChangeColumn,
        SamplesPerSecondColumn,
        RoomToSpareColumn,
        GlobalBatchColumn,
        CommandColumn,
        ColumnCount
    };

    explicit AdviceModel(QObject* parent = nullptr);

    /// Shows `candidates` (fastest first, as the advisor ranks them); an empty list clears it.
    void setCandidates(std::vector<AdviceCandidate> candidates);
    const AdviceCandidate* candidate(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<AdviceCandidate> candidates_;
};

} // namespace tilescope::gui
