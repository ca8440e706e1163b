#pragma once
// Plans already made in one compilation (or a set of compilations that share one cache, such as a
// sweep or the viewer's simulations): models repeat the same convolution many times (ResNeXt's
// blocks, BERT's layers), and a problem's choices serve every availableMemoryProportion. The key is
// the whole request, problem and Target included, compared field by field, so a hit returns exactly
// what planning would and a field added to either can never return a stale plan. A cache that
// lives as long as the viewer is bounded: past its capacity the least recently used problem's
// choices are dropped (and planned again if asked for).

#include "compiler/ConvPlanner.h"

#include <cstddef>
#include <limits>
#include <list>
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
    static constexpr std::size_t kUnbounded = std::numeric_limits<std::size_t>::max();

    /// Keeps the choices of at most `capacity` problems (at least one).
    explicit ConvPlanCache(std::size_t capacity = kUnbounded);

    /// planConvolution(problem, target, amp, tiles), its choices planned once per problem, Target and
    /// tiles whatever the amp. Thread-safe: compilations running in parallel may share one cache.
    /// Throws what planConvolution throws.
    ConvPlan plan(const ConvProblem& problem, const Target& target, double availableMemoryProportion,
                  std::uint32_t tiles);
    /// Distinct problems held now.
    std::size_t size() const;
    std::size_t capacity() const { return capacity_; }
    /// Requests answered from the cache, and requests that planned, since it was made.
    std::size_t hits() const;
    std::size_t misses() const;

private:
    struct Entry;
    using Plans = std::map<ConvPlanRequest, Entry>;
    struct Entry {
        std::shared_ptr<const ConvPlanChoices> choices;
        std::list<Plans::iterator>::iterator recency; // its place in recency_
    };

    /// Marks `found` as the most recently used; called with mutex_ held.
    void touch(Plans::iterator found);

    const std::size_t capacity_;
    mutable std::mutex mutex_;
    Plans plans_;
    std::list<Plans::iterator> recency_; // most recently used first
    std::size_t hits_ = 0;
    std::size_t misses_ = 0;
};

} // namespace tilescope
