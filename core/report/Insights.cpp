#include "report/Insights.h"

#include "report/ReportSummary.h"

#include <algorithm>

namespace tilescope {

std::vector<HalfPrecisionCandidate> halfPrecisionCandidates(const Report& report, std::size_t count)
{
    const auto& v = report.variables;
    const auto worstTile = summarize(report, 1).worstTile.id;
    std::vector<HalfPrecisionCandidate> candidates;
    for (std::size_t i = 0; i < v.size(); ++i) {
        if (v.elementType[i] != ElementType::Float || v.bytes[i] == 0)
            continue;
        std::uint64_t onWorstTile = 0;
        for (auto s = v.sliceBegin[i]; s < v.sliceBegin[i + 1]; ++s)
            if (v.sliceCovers(s, worstTile))
                onWorstTile += v.sliceBytes[s];
        candidates.push_back({std::int32_t(i), v.bytes[i], v.bytes[i] / 2, onWorstTile / 2});
    }
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const HalfPrecisionCandidate& a, const HalfPrecisionCandidate& b) {
                         if (a.savedOnWorstTile != b.savedOnWorstTile)
                             return a.savedOnWorstTile > b.savedOnWorstTile;
                         return a.savedBytes > b.savedBytes;
                     });
    if (candidates.size() > count)
        candidates.resize(count);
    return candidates;
}

} // namespace tilescope
