#pragma once
// A comparison's liveness with the two reports' steps side by side by operation (core's
// alignStepsByOperation): each series laid on the aligned positions, the steps one report has
// and the other has not facing gaps, and how many of each there are for the view's note.

#include "views/liveness/LivenessSeries.h"

#include <memory>

namespace tilescope::gui {

struct AlignedLiveness {
    std::shared_ptr<const LivenessSeries> source;
    std::shared_ptr<const LivenessSeries> target;
    std::size_t matched = 0;    // positions where both reports have a step
    std::size_t sourceOnly = 0; // steps of the source facing a gap
    std::size_t targetOnly = 0;
};

/// Aligns `source` (of `sourceReport`) with `target` (of `targetReport`); the series are the
/// reports' own, unaligned. Runs in O((n + m) log(n + m)) over the steps: off the UI thread for big
/// reports.
AlignedLiveness alignLiveness(const Report& sourceReport, const LivenessSeries& source, const Report& targetReport,
                              const LivenessSeries& target);

} // namespace tilescope::gui
