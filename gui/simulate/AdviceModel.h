#pragma once
// The advisor's fitting configurations as a table: rank, what changes, samples per second, the
// room to spare on the tightest tile, the global batch and the command. Candidates that differ
// only in availableMemoryProportion and give the same figures are one row ("also with amp 0.35,
// 0.4"): the advisor tried amps that change nothing. Qt Core only (no widgets).

#include "simulation/Advisor.h"

#include <QAbstractTableModel>
#include <QStringList>

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

    /// Shows `candidates` (fastest first, as the advisor ranks them), folding amp variants with
    /// the same figures into the first of them; an empty list clears it.
    void setCandidates(std::vector<AdviceCandidate> candidates);
    /// The candidate a row shows (the first of a fold).
    const AdviceCandidate* candidate(int row) const;
    /// The other amps a row stands for, as the options write them ("0.35"); empty when none.
    QStringList foldedAmps(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<AdviceCandidate> candidates_;
    std::vector<QStringList> foldedAmps_; // per row
};

} // namespace tilescope::gui
