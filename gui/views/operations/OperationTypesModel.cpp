#include "views/operations/OperationTypesModel.h"

#include "models/QtText.h"

#include <unordered_map>

namespace tilescope::gui {

OperationTypesModel::OperationTypesModel(QObject* parent) : ComparedTableModel(parent)
{
    setReports(nullptr, nullptr);
}

void OperationTypesModel::setReports(const Report* source, const Report* target)
{
    if (!source)
        target = nullptr;
    totals_[SourceSide] = source ? operationTotalsByType(source->operations) : std::vector<OperationTypeTotals>{};
    totals_[TargetSide] = target ? operationTotalsByType(target->operations) : std::vector<OperationTypeTotals>{};
    std::vector<RowPair> rows;
    std::unordered_map<std::string, int> targetRow;
    for (int t = 0; t < int(totals_[TargetSide].size()); ++t)
        targetRow[totals_[TargetSide][std::size_t(t)].type] = t;
    std::vector<bool> matched(totals_[TargetSide].size(), false);
    for (int s = 0; s < int(totals_[SourceSide].size()); ++s) {
        const auto found = targetRow.find(totals_[SourceSide][std::size_t(s)].type);
        const int t = found == targetRow.end() ? -1 : found->second;
        if (t >= 0)
            matched[std::size_t(t)] = true;
        rows.push_back({s, t});
    }
    for (int t = 0; t < int(matched.size()); ++t)
        if (!matched[std::size_t(t)])
            rows.push_back({-1, t});

    const auto totals = [this](int side, int row) -> const OperationTypeTotals& {
        return totals_[side][std::size_t(row)];
    };
    const auto number = [totals](std::uint64_t OperationTypeTotals::*member) {
        return [totals, member](int side, int row) { return QVariant::fromValue(qulonglong(totals(side, row).*member)); };
    };
    std::vector<Field> fields{
        {tr("Type"), Format::Text,
         [totals](int side, int row) { return QVariant(qtText(totals(side, row).type)); }, {}},
        {tr("Operations"), Format::Count, number(&OperationTypeTotals::operations), {}},
        {tr("Cycles"), Format::Count, number(&OperationTypeTotals::cycles), tr("Estimated cycles, summed")},
        {tr("Most temporary bytes per tile"), Format::Bytes, number(&OperationTypeTotals::maxTempBytesPerTile),
         tr("The most temporary memory one operation of the type needs on a tile")},
        {tr("Code bytes"), Format::Bytes, number(&OperationTypeTotals::codeBytes), {}},
        {tr("FLOPs"), Format::Count, number(&OperationTypeTotals::flops), {}},
        {tr("Planned for minimum memory"), Format::Count, number(&OperationTypeTotals::phase2Operations),
         tr("Operations the planner could only fit by optimising for minimum memory (phase 2)")},
    };
    setContent(std::move(fields), std::move(rows), target != nullptr);
}

} // namespace tilescope::gui
