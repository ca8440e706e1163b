#pragma once
// Plans already made in one compilation (or a set of compilations that share one cache, such as a
// sweep or the Simulate panel's runs): models repeat the same convolution many times (ResNeXt's
// blocks, BERT's layers), and a problem's choices serve every availableMemoryProportion. The key is
// the whole request, problem and Target included, compared field by field, so a hit returns exactly
// what planning would and a field added to either can never return a stale plan.

#include "compiler/ConvPlanner.h"

#include <cstddef>
#include <map>
#include <memory>
#include <mutex>

namespace tilescope {

/// Everything planChoices reads: availableMemoryProportion only chooses among the choices.
struct ConvPlanRequest {
    ConvProblem problem;
    Target target;
    std::uint32_t tiles = 0;
    auto operator<=>(const ConvPlanRequest&) const = default;
};

class ConvPlanCache {
public:
    /// planConvolution(problem, target, amp, tiles), its choices planned once per problem, Target and
    /// tiles whatever the amp. Thread-safe: compilations running in parallel may share one cache.
    /// Throws what planConvolution throws.
    ConvPlan plan(const ConvProblem& problem, const Target& target, double availableMemoryProportion,
                  std::uint32_t tiles);
    /// Distinct problems planned so far.
    std::size_t size() const;

private:
    mutable std::mutex mutex_;
    std::map<ConvPlanRequest, std::shared_ptr<const ConvPlanChoices>> plans_;
};

} // namespace tilescope
