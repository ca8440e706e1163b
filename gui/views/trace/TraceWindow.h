#pragma once
// The boxes the Execution trace draws for one window of time, per IPU and track: the phase band
// (stage intervals), the operation track (grouped mode), the steps, and the marks of a selected
// operation's rows. Folded as TraceFolding.h says, so a window costs O(boxes x log rows) whatever
// its rows; a folded step box carries its rows' cycles per kind, from TraceIndex's block sums.
// Computed on every zoom and pan; drawing then only walks the boxes.

#include "views/trace/TraceFolding.h"
#include "views/trace/TraceIndex.h"
#include "views/trace/TraceOperationRuns.h"

#include <cstdint>
#include <vector>

namespace tilescope::gui {

struct TraceLaneWindow {
    std::vector<TraceBox> stages;     // rows of the stage table
    std::vector<TraceBox> operations; // runs of TraceOperationRuns::runsOf(ipu)
    std::vector<TraceBox> steps;      // trace rows
    std::vector<KindCycles> stepKinds; // per steps box: its rows' cycles per kind (when asked for)
    std::vector<TraceBox> marks;      // positions in the highlighted rows of the IPU
};

class TraceWindow {
public:
    /// Runs narrower than this many pixels fold.
    static constexpr double kFoldPixels = 3.0;

    /// The boxes of `index` in [from, to) cycles at `cyclesPerPixel`; `runs` (grouped mode) and
    /// `marked` (a selected operation's rows per IPU) may be null. `withKinds`: fill stepKinds
    /// (what colouring by kind draws; colouring by phase does without).
    static TraceWindow compute(const TraceIndex& index, const TraceOperationRuns* runs,
                               const std::vector<std::vector<std::uint64_t>>* marked, double from, double to,
                               double cyclesPerPixel, bool withKinds = true);

    const TraceLaneWindow& ipu(std::uint32_t ipu) const { return ipus_[ipu]; }
    std::uint32_t ipuCount() const { return std::uint32_t(ipus_.size()); }
    double from() const { return from_; }
    double to() const { return to_; }
    /// Boxes over all IPUs and tracks, and how many of the steps boxes are folded.
    std::size_t boxCount() const;
    std::size_t foldedStepBoxes() const;

private:
    std::vector<TraceLaneWindow> ipus_;
    double from_ = 0.0;
    double to_ = 0.0;
};

} // namespace tilescope::gui
