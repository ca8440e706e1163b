#pragma once
// Level of detail for timelines (Tracy's rule): of intervals sorted by start and not overlapping,
// those at least `minCycles` long (about 3 px) become one box each, and each run of shorter ones
// becomes one folded box that says how many it holds. The visible window is found by binary search
// and a run is crossed in jumps of `minCycles`, each a binary search, so the cost is
// O(boxes x log rows) however many rows the window holds.

#include <algorithm>
#include <cstdint>
#include <limits>
#include <vector>

namespace tilescope::gui {

/// Intervals [first, last) of a table drawn as one box from `start` to `end` cycles.
struct TraceBox {
    double start = 0.0;
    double end = 0.0;
    std::uint64_t first = 0;
    std::uint64_t last = 0;
    std::uint64_t count() const { return last - first; }
    bool folded() const { return last - first > 1; }
};

/// Appends to `out` the boxes of intervals [begin, end) visible in [from, to). `startOf(i)` and
/// `endOf(i)` give interval i's cycles; `limitOf(i)` the cycle a fold starting at i must not cross
/// (a phase or micro-batch boundary; infinity when none).
template <class StartOf, class EndOf, class LimitOf>
void foldIntervals(std::vector<TraceBox>& out, std::uint64_t begin, std::uint64_t end, StartOf startOf, EndOf endOf,
                   double from, double to, double minCycles, LimitOf limitOf)
{
    // The first interval ending after `from`, and below, the first one ending at or after a cycle:
    // ends grow with starts since intervals do not overlap.
    const auto firstEndingAfter = [&](std::uint64_t lo, double cycle) {
        std::uint64_t hi = end;
        while (lo < hi) {
            const std::uint64_t mid = lo + (hi - lo) / 2;
            if (double(endOf(mid)) <= cycle)
                lo = mid + 1;
            else
                hi = mid;
        }
        return lo;
    };
    const auto firstStartingAtOrAfter = [&](std::uint64_t lo, double cycle) {
        std::uint64_t hi = end;
        while (lo < hi) {
            const std::uint64_t mid = lo + (hi - lo) / 2;
            if (double(startOf(mid)) < cycle)
                lo = mid + 1;
            else
                hi = mid;
        }
        return lo;
    };
    std::uint64_t i = firstEndingAfter(begin, from);
    while (i < end && double(startOf(i)) < to) {
        const double start = double(startOf(i));
        double stop = double(endOf(i));
        if (stop - start >= minCycles) {
            out.push_back({start, stop, i, i + 1});
            ++i;
            continue;
        }
        // A run of short intervals: jump a box's width at a time while what follows is short too.
        const double limit = double(limitOf(i));
        std::uint64_t next = i + 1;
        for (;;) {
            // Whatever ends within a box's width of the fold's end is absorbed.
            std::uint64_t candidate = firstEndingAfter(next, stop + minCycles);
            candidate = std::min(candidate, firstStartingAtOrAfter(next, limit));
            if (candidate >= end || double(startOf(candidate)) >= limit) {
                next = candidate; // everything before it ends within the box's reach
                if (next > i + 1)
                    stop = std::max(stop, double(endOf(next - 1)));
                break;
            }
            if (double(endOf(candidate) - startOf(candidate)) >= minCycles) {
                next = candidate; // a box of its own follows: the fold stops before it
                if (next > i + 1)
                    stop = std::max(stop, double(endOf(next - 1)));
                break;
            }
            next = candidate + 1;
            stop = double(endOf(candidate));
        }
        out.push_back({start, std::max(stop, start), i, next});
        i = next;
    }
}

/// foldIntervals without boundaries.
template <class StartOf, class EndOf>
void foldIntervals(std::vector<TraceBox>& out, std::uint64_t begin, std::uint64_t end, StartOf startOf, EndOf endOf,
                   double from, double to, double minCycles)
{
    foldIntervals(out, begin, end, startOf, endOf, from, to, minCycles,
                  [](std::uint64_t) { return std::numeric_limits<double>::infinity(); });
}

} // namespace tilescope::gui
