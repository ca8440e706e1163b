#pragma once
// Plans already chosen in one compilation (or a set of compilations that share one cache, such as
// a sweep): models repeat the same convolution many times (ResNeXt's blocks, BERT's layers). The key
// is the whole request, problem and Target included, compared field by field, so a hit returns
// exactly what planning would and a field added to either can never return a stale plan.

#include "compiler/ConvPlanner.h"

#include <cstddef>
#include <map>
#include <mutex>

namespace tilescope {

/// Everything planConvolution reads.
struct ConvPlanRequest {
    ConvProblem problem;
    Target target;
    double availableMemoryProportion = 0.6;
    std::uint32_t tiles = 0;
    auto operator<=>(const ConvPlanRequest&) const = default;
};

class ConvPlanCache {
public:
    /// planConvolution(problem, target, amp, tiles), planned once per distinct request. Thread-safe:
    /// compilations running in parallel may share one cache. Throws what planConvolution throws.
    ConvPlan plan(const ConvProblem& problem, const Target& target, double availableMemoryProportion,
                  std::uint32_t tiles);
    /// Distinct requests planned so far.
    std::size_t size() const;

private:
    mutable std::mutex mutex_;
    std::map<ConvPlanRequest, ConvPlan> plans_;
};

} // namespace tilescope
