#include "simulate/AdviceModel.h"

#include "models/RoomToSpareText.h"

#include <QLocale>

namespace tilescope::gui {

AdviceModel::AdviceModel(QObject* parent) : QAbstractTableModel(parent) {}

void AdviceModel::setCandidates(std::vector<AdviceCandidate> candidates)
{
    beginResetModel();
    candidates_ = std::move(candidates);
    endResetModel();
}

const AdviceCandidate* AdviceModel::candidate(int row) const
{
    return row >= 0 && std::size_t(row) < candidates_.size() ? &candidates_[std::size_t(row)] : nullptr;
}

int AdviceModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(candidates_.size());
}

int AdviceModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AdviceModel::data(const QModelIndex& index, int role) const
{
    const AdviceCandidate* c = candidate(index.row());
    if (!c || index.column() < 0 || index.column() >= ColumnCount)
        return {};
    if (role == Qt::TextAlignmentRole)
        return index.column() == ChangeColumn || index.column() == CommandColumn
                   ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                   : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && (index.column() == ChangeColumn || index.column() == CommandColumn))
        return QString::fromStdString(index.column() == ChangeColumn ? c->change : c->figures.command);
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(index.column())) {
    case RankColumn: return index.row() + 1;
    case ChangeColumn: return QString::fromStdString(c->change);
    case SamplesPerSecondColumn: return QLocale().toString(c->figures.samplesPerSecond, 'f', 1);
    case RoomToSpareColumn: return RoomToSpareText::bytes(c->roomToSpareBytes);
    case GlobalBatchColumn: return QLocale().toString(qulonglong(c->globalBatch));
    case CommandColumn: return QString::fromStdString(c->figures.command);
    case ColumnCount: break;
    }
    return {};
}

QVariant AdviceModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == RoomToSpareColumn)
        return RoomToSpareText::explanation();
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case RankColumn: return tr("#");
    case ChangeColumn: return tr("What changes");
    case SamplesPerSecondColumn: return tr("Samples/s");
    case RoomToSpareColumn: return tr("Room to spare");
    case GlobalBatchColumn: return tr("Global batch");
    case CommandColumn: return tr("Command");
    case ColumnCount: break;
    }
    return {};
}

} // namespace tilescope::gui
