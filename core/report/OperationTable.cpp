#include "report/OperationTable.h"

#include <algorithm>
#include <deque>
#include <map>
#include <unordered_map>

namespace tilescope {

std::vector<OperationPair> matchOperationsByName(const Operations& source, const Operations& target)
{
    // Each name's target rows in order, taken one by one as the source names them.
    std::unordered_map<std::string_view, std::deque<std::int32_t>> targetRows;
    for (std::size_t t = 0; t < target.size(); ++t)
        targetRows[target.name[t]].push_back(std::int32_t(t));
    std::vector<OperationPair> pairs;
    pairs.reserve(std::max(source.size(), target.size()));
    std::vector<bool> matched(target.size(), false);
    for (std::size_t s = 0; s < source.size(); ++s) {
        OperationPair pair{std::int32_t(s), kNone};
        const auto found = targetRows.find(source.name[s]);
        if (found != targetRows.end() && !found->second.empty()) {
            pair.target = found->second.front();
            found->second.pop_front();
            matched[std::size_t(pair.target)] = true;
        }
        pairs.push_back(pair);
    }
    for (std::size_t t = 0; t < target.size(); ++t)
        if (!matched[t])
            pairs.push_back({kNone, std::int32_t(t)});
    return pairs;
}

std::vector<OperationTypeTotals> operationTotalsByType(const Operations& operations)
{
    std::map<std::string, OperationTypeTotals> byType;
    for (std::size_t i = 0; i < operations.size(); ++i) {
        OperationTypeTotals& totals = byType[operations.type[i]];
        totals.type = operations.type[i];
        ++totals.operations;
        totals.cycles += operations.cycles[i];
        totals.maxTempBytesPerTile = std::max(totals.maxTempBytesPerTile, operations.tempBytesPerTile[i]);
        totals.codeBytes += operations.codeBytes[i];
        totals.flops += operations.flops[i];
        totals.phase2Operations += operations.plannerPhase[i] == PlannerPhase::Phase2;
    }
    std::vector<OperationTypeTotals> result;
    result.reserve(byType.size());
    for (auto& entry : byType)
        result.push_back(std::move(entry.second));
    std::stable_sort(result.begin(), result.end(),
                     [](const OperationTypeTotals& a, const OperationTypeTotals& b) { return a.cycles > b.cycles; });
    return result;
}

std::int32_t findOperation(const Operations& operations, std::string_view name)
{
    for (std::size_t i = 0; i < operations.size(); ++i)
        if (operations.name[i] == name)
            return std::int32_t(i);
    return kNone;
}

std::vector<PlanTempTerm> planTempTerms(const Operations& operations, std::int32_t operation)
{
    const auto row = operations.planRowOf(operation);
    if (row == kNone)
        return {};
    const auto r = std::size_t(row);
    const auto& o = operations;
    return {{"inputs", "(a) input slice of one step", o.planInputBytes[r]},
            {"weights", "(a) weight slice of one step", o.planWeightBytes[r]},
            {"partials", "(a) partials", o.planPartialBytes[r]},
            {"transforms", "(b) transforms, both copies", o.planTransformBytes[r]},
            {"tileTransform", "(c) tile-level transform", o.planTileTransformBytes[r]},
            {"reduction", "(d) reduction buffers", o.planReduceBytes[r]},
            {"rearrangeBeforeSlice", "(e) rearranged before the serial slices", o.planRearrangeBytes[r]},
            {"inPlace", "(f) partials for in-place additions", o.planInPlaceBytes[r]},
            {"broadcast", "(g) input broadcast before the loop", o.planBroadcastBytes[r]}};
}

std::uint64_t planBudgetBytes(const Operations& operations, std::int32_t operation)
{
    const auto row = operations.planRowOf(operation);
    return row == kNone ? 0 : operations.planBudgetBytes[std::size_t(row)];
}

} // namespace tilescope
