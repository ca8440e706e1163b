#include "report/StepAlignment.h"

#include "report/ExecutionTotals.h"

#include <algorithm>
#include <string_view>
#include <unordered_map>
#include <utility>

namespace tilescope {

namespace {

// Each element's key with its occurrence: the k-th time a key appears in a sequence.
std::vector<std::uint64_t> withOccurrence(const std::vector<std::uint32_t>& keys)
{
    std::unordered_map<std::uint32_t, std::uint32_t> seen;
    std::vector<std::uint64_t> out(keys.size());
    for (std::size_t i = 0; i < keys.size(); ++i)
        out[i] = (std::uint64_t(keys[i]) << 32) | seen[keys[i]]++;
    return out;
}

// Of pairs (source index ascending, target index), the longest subsequence whose target indices
// rise too: patience sorting with back links, O(p log p).
std::vector<std::pair<std::size_t, std::size_t>> longestOrderedRun(const std::vector<std::pair<std::size_t, std::size_t>>& pairs)
{
    std::vector<std::size_t> tails;       // tails[k]: the pair ending the best run of length k + 1
    std::vector<std::size_t> previous(pairs.size(), pairs.size());
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        const auto at = std::lower_bound(tails.begin(), tails.end(), pairs[i].second,
                                         [&](std::size_t tail, std::size_t target) { return pairs[tail].second < target; });
        if (at != tails.begin())
            previous[i] = *(at - 1);
        if (at == tails.end())
            tails.push_back(i);
        else
            *at = i;
    }
    std::vector<std::pair<std::size_t, std::size_t>> run;
    for (std::size_t i = tails.empty() ? pairs.size() : tails.back(); i < pairs.size(); i = previous[i])
        run.push_back(pairs[i]);
    std::reverse(run.begin(), run.end());
    return run;
}

} // namespace

StepAlignment alignSequences(const std::vector<std::uint32_t>& source, const std::vector<std::uint32_t>& target)
{
    const std::vector<std::uint64_t> sourceKeys = withOccurrence(source), targetKeys = withOccurrence(target);
    std::unordered_map<std::uint64_t, std::size_t> targetIndex;
    targetIndex.reserve(targetKeys.size());
    for (std::size_t t = 0; t < targetKeys.size(); ++t)
        targetIndex.emplace(targetKeys[t], t);
    std::vector<std::pair<std::size_t, std::size_t>> pairs;
    for (std::size_t s = 0; s < sourceKeys.size(); ++s)
        if (const auto found = targetIndex.find(sourceKeys[s]); found != targetIndex.end())
            pairs.emplace_back(s, found->second);

    StepAlignment alignment;
    alignment.sourceStep.reserve(source.size() + target.size());
    alignment.targetStep.reserve(source.size() + target.size());
    std::size_t s = 0, t = 0;
    const auto unmatchedUpTo = [&](std::size_t sourceEnd, std::size_t targetEnd) {
        for (; s < sourceEnd; ++s) {
            alignment.sourceStep.push_back(std::int64_t(s));
            alignment.targetStep.push_back(StepAlignment::kGap);
        }
        for (; t < targetEnd; ++t) {
            alignment.sourceStep.push_back(StepAlignment::kGap);
            alignment.targetStep.push_back(std::int64_t(t));
        }
    };
    for (const auto& [matchedSource, matchedTarget] : longestOrderedRun(pairs)) {
        unmatchedUpTo(matchedSource, matchedTarget);
        alignment.sourceStep.push_back(std::int64_t(s++));
        alignment.targetStep.push_back(std::int64_t(t++));
        ++alignment.matched;
    }
    unmatchedUpTo(source.size(), target.size());
    return alignment;
}

StepAlignment alignStepsByOperation(const Report& source, const Report& target)
{
    // One number per name, shared by both reports.
    std::unordered_map<std::string_view, std::uint32_t> ids;
    const auto keys = [&ids](const Report& report) {
        const std::vector<std::int32_t> operations = stepOperations(report);
        std::vector<std::uint32_t> out(operations.size());
        for (std::size_t step = 0; step < operations.size(); ++step) {
            const std::int32_t program = report.liveness.stepProgram[step];
            const std::string_view name =
                operations[step] >= 0 ? std::string_view(report.operations.name[std::size_t(operations[step])])
                : program >= 0        ? std::string_view(report.programs.name[std::size_t(program)])
                                      : std::string_view();
            out[step] = ids.emplace(name, std::uint32_t(ids.size())).first->second;
        }
        return out;
    };
    const std::vector<std::uint32_t> sourceKeys = keys(source);
    const std::vector<std::uint32_t> targetKeys = keys(target);
    return alignSequences(sourceKeys, targetKeys);
}

} // namespace tilescope
