#include "simulate/AdviceModel.h"

#include "models/QtText.h"
#include "models/RoomToSpareText.h"

#include <QLocale>

#include <algorithm>

namespace tilescope::gui {

namespace {

constexpr const char* kAmp = "available-memory-proportion";

// The same figures, and the same configuration but for availableMemoryProportion.
bool sameButAmp(const AdviceCandidate& a, const AdviceCandidate& b)
{
    if (a.figures.fits != b.figures.fits || a.figures.samplesPerSecond != b.figures.samplesPerSecond ||
        a.roomToSpareBytes != b.roomToSpareBytes || a.globalBatch != b.globalBatch || a.input.model != b.input.model)
        return false;
    for (const OptionDefinition& option : optionCatalog())
        if (option.name != kAmp && optionText(a.input, option.name) != optionText(b.input, option.name))
            return false;
    return true;
}

} // namespace

AdviceModel::AdviceModel(QObject* parent) : QAbstractTableModel(parent) {}

void AdviceModel::setCandidates(std::vector<AdviceCandidate> candidates)
{
    beginResetModel();
    candidates_.clear();
    foldedAmps_.clear();
    for (AdviceCandidate& c : candidates) {
        const auto fold = std::find_if(candidates_.begin(), candidates_.end(),
                                       [&c](const AdviceCandidate& shown) { return sameButAmp(shown, c); });
        if (fold != candidates_.end()) {
            foldedAmps_[std::size_t(fold - candidates_.begin())].append(qtText(optionText(c.input, kAmp)));
            continue;
        }
        candidates_.push_back(std::move(c));
        foldedAmps_.emplace_back();
    }
    endResetModel();
}

QStringList AdviceModel::foldedAmps(int row) const
{
    return row >= 0 && std::size_t(row) < foldedAmps_.size() ? foldedAmps_[std::size_t(row)] : QStringList();
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
    const QStringList folded = foldedAmps(index.row());
    const QString change = folded.isEmpty()
                               ? qtText(c->change)
                               : tr("%1 (the same figures with amp %2)")
                                     .arg(qtText(c->change), folded.join(QStringLiteral(", ")));
    if (role == Qt::ToolTipRole && (index.column() == ChangeColumn || index.column() == CommandColumn))
        return index.column() == ChangeColumn ? change : qtText(c->figures.command);
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(index.column())) {
    case RankColumn: return index.row() + 1;
    case ChangeColumn: return change;
    case SamplesPerSecondColumn: return QLocale().toString(c->figures.samplesPerSecond, 'f', 1);
    case RoomToSpareColumn: return RoomToSpareText::bytes(c->roomToSpareBytes);
    case GlobalBatchColumn: return QLocale().toString(qulonglong(c->globalBatch));
    case CommandColumn: return qtText(c->figures.command);
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
