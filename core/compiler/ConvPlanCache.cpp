#include "compiler/ConvPlanCache.h"

namespace tilescope {

ConvPlan ConvPlanCache::plan(const ConvProblem& problem, const Target& target, double availableMemoryProportion,
                             std::uint32_t tiles)
{
    ConvPlanRequest request{problem, target, availableMemoryProportion, tiles};
    {
        const std::lock_guard lock(mutex_);
        if (const auto found = plans_.find(request); found != plans_.end())
            return found->second;
    }
    // Planned outside the lock, so that threads planning different convolutions do not wait.
    ConvPlan chosen = planConvolution(problem, target, availableMemoryProportion, tiles);
    const std::lock_guard lock(mutex_);
    plans_.emplace(std::move(request), chosen);
    return chosen;
}

std::size_t ConvPlanCache::size() const
{
    const std::lock_guard lock(mutex_);
    return plans_.size();
}

} // namespace tilescope
