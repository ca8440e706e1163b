#include "compiler/ConvPlanCache.h"

#include "common/Error.h"

namespace tilescope {

ConvPlan ConvPlanCache::plan(const ConvProblem& problem, const Target& target, double availableMemoryProportion,
                             std::uint32_t tiles)
{
    // Written so that NaN fails too; checked before the cache so that no amp is ever accepted by it.
    if (!(availableMemoryProportion > 0.0 && availableMemoryProportion <= 1.0))
        throw Error(ErrorCode::InvalidOption, "availableMemoryProportion must be in (0, 1], not " +
                                                  std::to_string(availableMemoryProportion));
    ConvPlanRequest request{problem, target, tiles};
    std::shared_ptr<const ConvPlanChoices> choices;
    {
        const std::lock_guard lock(mutex_);
        if (const auto found = plans_.find(request); found != plans_.end())
            choices = found->second;
    }
    if (!choices) {
        // Planned outside the lock, so that threads planning different convolutions do not wait.
        choices = std::make_shared<const ConvPlanChoices>(planChoices(problem, target, tiles));
        const std::lock_guard lock(mutex_);
        choices = plans_.emplace(std::move(request), choices).first->second;
    }
    return choices->choose(availableMemoryProportion, target.bytesPerTile);
}

std::size_t ConvPlanCache::size() const
{
    const std::lock_guard lock(mutex_);
    return plans_.size();
}

} // namespace tilescope
