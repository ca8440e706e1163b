#pragma once
// Level of detail for timelines (Tracy's rule): of intervals sorted by start and not overlapping,
// those at least `minCycles` long (about 3 px) become one box each, and each run of shorter ones
// becomes one folded box that says how many it holds. The visible window is found by binary search
// and a run is crossed in jumps of `minCycles`, each a galloping search (or, for the trace's rows,
// in whole blocks of short rows: TraceIndex::shortRunEnd), so the cost stays far below the rows'.

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

/// One past the last interval of the run of short intervals (under `minCycles`) that a fold
/// starting at short interval `i` holds, stopping before any interval that starts at `limit` or
/// later: it jumps a box's width at a time (galloping), so a run costs O(width / box x log rows).
template <class StartOf, class EndOf>
std::uint64_t shortRunEnd(std::uint64_t i, std::uint64_t end, StartOf startOf, EndOf endOf, double minCycles,
                          double limit)
{
    // The first interval at or after `lo` for which `past(i)` holds (ends grow with starts since
    // intervals do not overlap). Galloping from `lo`: what a fold looks for is usually a few rows
    // on, so the probes stay near each other in memory.
    const auto firstPast = [end](std::uint64_t lo, auto past) {
        std::uint64_t step = 1, hi = lo;
        while (hi < end && !past(hi)) {
            lo = hi + 1;
            hi = std::min(end, hi + step);
            step *= 2;
        }
        while (lo < hi) {
            const std::uint64_t mid = lo + (hi - lo) / 2;
            if (past(mid))
                hi = mid;
            else
                lo = mid + 1;
        }
        return lo;
    };
    double stop = double(endOf(i));
    std::uint64_t next = i + 1;
    for (;;) {
        // Whatever ends within a box's width of the fold's end is absorbed.
        std::uint64_t candidate = firstPast(next, [&](std::uint64_t j) { return double(endOf(j)) > stop + minCycles; });
        if (limit != std::numeric_limits<double>::infinity())
            candidate = std::min(candidate, firstPast(next, [&](std::uint64_t j) { return double(startOf(j)) >= limit; }));
        // Up to what follows the boundary, a box of its own, or what lies beyond a gap wider than a
        // box (sparse intervals, such as one operation's rows): the fold stops before it.
        if (candidate >= end || double(startOf(candidate)) >= limit ||
            double(endOf(candidate) - startOf(candidate)) >= minCycles || double(startOf(candidate)) > stop + minCycles)
            return candidate;
        next = candidate + 1;
        stop = double(endOf(candidate));
    }
}

/// Appends to `out` the boxes of intervals [begin, end) visible in [from, to). `startOf(i)` and
/// `endOf(i)` give interval i's cycles; `limitOf(i)` the cycle a fold starting at i must not cross
/// (a phase or micro-batch boundary; infinity when none); `runEnd(i, limit)` where such a fold
/// ends (shortRunEnd, or a faster way the table knows).
template <class StartOf, class EndOf, class LimitOf, class RunEnd>
void foldIntervals(std::vector<TraceBox>& out, std::uint64_t begin, std::uint64_t end, StartOf startOf, EndOf endOf,
                   double from, double to, double minCycles, LimitOf limitOf, RunEnd runEnd)
{
    // The window's first interval, the first ending after `from`: one binary search.
    std::uint64_t lo = begin, hi = end;
    while (lo < hi) {
        const std::uint64_t mid = lo + (hi - lo) / 2;
        if (double(endOf(mid)) <= from)
            lo = mid + 1;
        else
            hi = mid;
    }
    std::uint64_t i = lo;
    while (i < end && double(startOf(i)) < to) {
        const double start = double(startOf(i));
        const double stop = double(endOf(i));
        if (stop - start >= minCycles) {
            out.push_back({start, stop, i, i + 1});
            ++i;
            continue;
        }
        const std::uint64_t next = std::max(i + 1, std::uint64_t(runEnd(i, double(limitOf(i)))));
        out.push_back({start, std::max(double(endOf(next - 1)), start), i, next});
        i = next;
    }
}

/// foldIntervals with boundaries, crossing runs by galloping.
template <class StartOf, class EndOf, class LimitOf>
void foldIntervals(std::vector<TraceBox>& out, std::uint64_t begin, std::uint64_t end, StartOf startOf, EndOf endOf,
                   double from, double to, double minCycles, LimitOf limitOf)
{
    foldIntervals(out, begin, end, startOf, endOf, from, to, minCycles, limitOf, [&](std::uint64_t i, double limit) {
        return shortRunEnd(i, end, startOf, endOf, minCycles, limit);
    });
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
