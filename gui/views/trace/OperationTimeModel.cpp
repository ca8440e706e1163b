#include "views/trace/OperationTimeModel.h"

#include "models/QtText.h"
#include "models/TraceWords.h"
#include "report/OperationTable.h"

namespace tilescope::gui {
namespace {

// The kinds an operation's rows can have: idle rows never belong to one.
constexpr TraceKind kKinds[] = {TraceKind::OnTileExecute, TraceKind::DoExchange,     TraceKind::Sync,
                                TraceKind::ExternalSync,  TraceKind::GlobalExchange, TraceKind::StreamCopy};

} // namespace

OperationTimeModel::OperationTimeModel(QObject* parent) : ComparedTableModel(parent)
{
    setTotals(nullptr, nullptr, nullptr, nullptr);
}

void OperationTimeModel::setTotals(const Report* source, std::shared_ptr<const ExecutionTotals> sourceTotals,
                                   const Report* target, std::shared_ptr<const ExecutionTotals> targetTotals)
{
    const bool comparing = source && target && targetTotals;
    reports_[SourceSide] = source && sourceTotals ? source : nullptr;
    reports_[TargetSide] = comparing ? target : nullptr;
    totals_[SourceSide] = reports_[SourceSide] ? std::move(sourceTotals) : nullptr;
    totals_[TargetSide] = comparing ? std::move(targetTotals) : nullptr;
    std::vector<RowPair> rows;
    if (comparing) {
        for (const OperationPair& pair : matchOperationsByName(source->operations, target->operations))
            rows.push_back({pair.source, pair.target});
        rows.push_back({int(source->operations.size()), int(target->operations.size())});
    } else if (reports_[SourceSide]) {
        for (int i = 0; i <= int(source->operations.size()); ++i)
            rows.push_back({i, -1});
    }

    // Row `operations.size()` of a side stands for the time of no operation.
    const auto cyclesOf = [this](int side, int row) -> const KindCycles& {
        const ExecutionTotals& totals = *totals_[side];
        return std::size_t(row) < totals.operationCycles.size() ? totals.operationCycles[std::size_t(row)]
                                                                : totals.unattributedCycles;
    };
    const auto isOperation = [this](int side, int row) {
        return std::size_t(row) < reports_[side]->operations.size();
    };
    std::vector<Field> fields{
        {tr("Operation"), Format::Text,
         [this, isOperation](int side, int row) {
             return QVariant(isOperation(side, row)
                                 ? qtText(reports_[side]->operations.name[std::size_t(row)])
                                 : tr("(no operation)"));
         },
         tr("Syncs between operations, external syncs and waiting count as no operation")},
        {tr("Busy cycles"), Format::Count,
         [cyclesOf](int side, int row) { return QVariant::fromValue(qulonglong(totalCycles(cyclesOf(side, row), false))); },
         tr("Cycles of the traced rows, waiting excluded")},
    };
    for (const TraceKind kind : kKinds)
        fields.push_back({TraceWords::kindName(kind), Format::Count,
                          [cyclesOf, kind](int side, int row) {
                              return QVariant::fromValue(qulonglong(cyclesOf(side, row)[std::size_t(kind)]));
                          },
                          {}});
    fields.push_back({TraceWords::kindName(TraceKind::Idle), Format::Count,
                      [cyclesOf](int side, int row) {
                          return QVariant::fromValue(qulonglong(cyclesOf(side, row)[std::size_t(TraceKind::Idle)]));
                      },
                      tr("Waiting for another IPU at an external sync")});
    // The type last: in a narrow side panel the figures come first.
    fields.push_back({tr("Type"), Format::Text,
                      [this, isOperation](int side, int row) {
                          return isOperation(side, row)
                                     ? QVariant(qtText(reports_[side]->operations.type[std::size_t(row)]))
                                     : QVariant();
                      },
                      {}});
    setContent(std::move(fields), std::move(rows), comparing);
}

QString OperationTimeModel::operationName(int row) const
{
    if (row < 0 || row >= rowCount())
        return {};
    const RowPair& pair = rowPair(row);
    const int side = pair.source >= 0 ? SourceSide : TargetSide;
    const int r = side == SourceSide ? pair.source : pair.target;
    const Report* report = reports_[side];
    return report && std::size_t(r) < report->operations.size()
               ? qtText(report->operations.name[std::size_t(r)])
               : QString();
}

} // namespace tilescope::gui
