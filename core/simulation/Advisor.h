#pragma once
// The fit advisor: for a configuration that does not fit (or fits but is slow), the changes a user
// would try (amp down and up, a smaller batch with gradient accumulation keeping the global batch,
// fp16 and half partials, recomputation, the optimisers' memory-saving forms (SGD's combined
// accumulator and velocity, Adam's fp16 first moment), offloading the optimiser state, pipelining
// over more IPUs, replicated tensor sharding over replicas), each really compiled and executed, then pairs of the
// changes that helped most. The configurations that fit are ranked by samples per second.

#include "simulation/SweepRunner.h"

#include <atomic>
#include <functional>
#include <string>
#include <vector>

namespace tilescope {

struct AdviceCandidate {
    std::string change;    // what it changes, in the options' words ("--amp 0.8 -> 0.35")
    SimulationInput input; // the whole configuration
    SweepRow figures;      // as a sweep's row: fits, samples/s, worst tile and its excess, command
    /// The room to spare of its tightest tile (fits), or how far it is over (negative).
    std::int64_t roomToSpareBytes = 0;
    /// Samples per weight update (training) or per batch, as the candidate changes it.
    std::uint64_t globalBatch = 0;
};

struct Advice {
    AdviceCandidate baseline;              // the configuration as given (change empty)
    std::vector<AdviceCandidate> tried;    // every candidate, in the order tried
    std::vector<AdviceCandidate> fitting;  // those that fit, fastest first (and faster than the
                                           // baseline when the baseline fits)
};

struct AdviseOptions {
    unsigned jobs = 0; // threads; 0: one per core
    const std::atomic<bool>* stop = nullptr;
    /// Called (serialised, from a worker) after each candidate: candidates done, and planned so far.
    std::function<void(std::size_t done, std::size_t total)> progress;
    /// Called (serialised, from a worker, before `progress`) with each configuration as soon as it
    /// is simulated, the baseline first (its change empty), and the configurations simulated and
    /// planned so far: what the CLI's --stream prints and the viewer lists while the search goes on.
    std::function<void(const AdviceCandidate& candidate, std::size_t done, std::size_t planned)> found;
    /// Plans through this cache (the viewer's, shared with its other simulations); else a cache
    /// of its own for the search.
    ConvPlanCache* plans = nullptr;
};

/// Whether a configuration simulated as `candidate` is advice against the baseline simulated as
/// `baseline`: it fits (without error) and, when the baseline fits, is faster. What
/// Advice::fitting keeps, and what a consumer of AdviseOptions::found lists as it streams.
bool isAdvice(const SweepRow& candidate, const SweepRow& baseline);

/// Advice::fitting's order: the fastest first, then the most room to spare. Stable sorting by it
/// keeps the order tried among equals.
bool rankedBefore(const AdviceCandidate& a, const AdviceCandidate& b);

/// Searches the changes for `base`. Throws Error(InvalidOption) naming the option when `base` is
/// refused, what loading the model throws when it cannot load, Error(Cancelled) when stopped.
Advice advise(const SimulationInput& base, const AdviseOptions& options = {});

} // namespace tilescope
