#include "views/trace/IpuTimeModel.h"

#include "models/TraceWords.h"

#include <algorithm>

namespace tilescope::gui {

IpuTimeModel::IpuTimeModel(QObject* parent) : ComparedTableModel(parent)
{
    setTotals(nullptr, nullptr, nullptr, nullptr);
}

void IpuTimeModel::setTotals(const Report* source, std::shared_ptr<const ExecutionTotals> sourceTotals,
                             const Report* target, std::shared_ptr<const ExecutionTotals> targetTotals)
{
    const auto usable = [](const Report* report, const std::shared_ptr<const ExecutionTotals>& totals) {
        return report && report->execution && totals;
    };
    const bool comparing = usable(source, sourceTotals) && usable(target, targetTotals);
    reports_[SourceSide] = usable(source, sourceTotals) ? source : nullptr;
    reports_[TargetSide] = comparing ? target : nullptr;
    totals_[SourceSide] = reports_[SourceSide] ? std::move(sourceTotals) : nullptr;
    totals_[TargetSide] = comparing ? std::move(targetTotals) : nullptr;
    std::vector<RowPair> rows;
    const auto ipusOf = [this](int side) { return reports_[side] ? int(reports_[side]->target.ipus) : 0; };
    for (int ipu = 0; ipu < std::max(ipusOf(SourceSide), ipusOf(TargetSide)); ++ipu)
        rows.push_back({ipu < ipusOf(SourceSide) ? ipu : -1, ipu < ipusOf(TargetSide) ? ipu : -1});

    const auto execution = [this](int side) -> const Execution& { return *reports_[side]->execution; };
    const auto fromColumn = [execution](std::vector<std::uint64_t> Execution::*column) {
        return [execution, column](int side, int row) {
            const auto& values = execution(side).*column;
            return std::size_t(row) < values.size() ? QVariant::fromValue(qulonglong(values[std::size_t(row)]))
                                                    : QVariant();
        };
    };
    std::vector<Field> fields{
        {tr("IPU"), Format::Text, [](int, int row) { return QVariant(QString::number(row)); }, {}},
        {tr("Utilisation"), Format::Percent,
         [execution](int side, int row) { return QVariant(execution(side).utilisation(std::uint32_t(row))); },
         tr("Busy cycles as a proportion of the iteration")},
        {tr("Busy cycles"), Format::Count, fromColumn(&Execution::ipuBusyCycles),
         tr("Cycles not spent waiting for another IPU")},
        {tr("Compute cycles"), Format::Count, fromColumn(&Execution::ipuComputeCycles), tr("Cycles in compute sets")},
    };
    for (std::size_t k = 0; k < kTraceKindCount; ++k)
        fields.push_back({tr("%1 (traced)").arg(TraceWords::kindName(TraceKind(k))), Format::Count,
                          [this, k](int side, int row) {
                              const auto& ipus = totals_[side]->ipuCycles;
                              return std::size_t(row) < ipus.size()
                                         ? QVariant::fromValue(qulonglong(ipus[std::size_t(row)][k]))
                                         : QVariant();
                          },
                          tr("Cycles of the traced device iterations")});
    setContent(std::move(fields), std::move(rows), comparing);
}

} // namespace tilescope::gui
