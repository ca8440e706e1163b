#include "compiler/ConvPlanCache.h"

#include "common/Error.h"

#include <algorithm>

namespace tilescope {

ConvPlanCache::ConvPlanCache(std::size_t capacity) : capacity_(std::max<std::size_t>(capacity, 1)) {}

void ConvPlanCache::touch(Plans::iterator found)
{
    recency_.splice(recency_.begin(), recency_, found->second.recency);
}

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
        if (const auto found = plans_.find(request); found != plans_.end()) {
            choices = found->second.choices;
            touch(found);
            ++hits_;
        } else {
            ++misses_;
        }
    }
    if (!choices) {
        // Planned outside the lock, so that threads planning different convolutions do not wait.
        auto planned = std::make_shared<const ConvPlanChoices>(planChoices(problem, target, tiles));
        const std::lock_guard lock(mutex_);
        auto [found, inserted] = plans_.try_emplace(std::move(request), Entry{std::move(planned), {}});
        if (inserted) {
            recency_.push_front(found);
            found->second.recency = recency_.begin();
            while (plans_.size() > capacity_) {
                plans_.erase(recency_.back());
                recency_.pop_back();
            }
        } else {
            touch(found); // another thread planned it meanwhile: keep its choices
        }
        choices = found->second.choices;
    }
    return choices->choose(availableMemoryProportion, target.bytesPerTile);
}

std::size_t ConvPlanCache::size() const
{
    const std::lock_guard lock(mutex_);
    return plans_.size();
}

std::size_t ConvPlanCache::hits() const
{
    const std::lock_guard lock(mutex_);
    return hits_;
}

std::size_t ConvPlanCache::misses() const
{
    const std::lock_guard lock(mutex_);
    return misses_;
}

} // namespace tilescope
