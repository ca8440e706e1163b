#pragma once
// Two reports' program steps side by side by what they run, so that a comparison reads step by
// step although the reports have different step counts and their peaks fall at different steps
// (a plan with more serial steps, a pipeline stage moved). The k-th step of an operation in one
// report is matched with the k-th step of the operation of the same name in the other; of those
// pairs the longest run in order in both reports is kept (patience diff), and the steps between two
// kept pairs are placed between them, the source's first, each facing a gap.

#include "report/Report.h"

#include <cstdint>
#include <vector>

namespace tilescope {

struct StepAlignment {
    static constexpr std::int64_t kGap = -1;
    std::vector<std::int64_t> sourceStep; // per aligned position: the source's step, or kGap
    std::vector<std::int64_t> targetStep; // the target's step, or kGap
    std::size_t matched = 0;              // positions where both have a step

    std::size_t size() const { return sourceStep.size(); }
};

/// Aligns two sequences of keys (equal keys are the same thing run): positions in order, every
/// element of each sequence once, in its order; O((n + m) log(n + m)).
StepAlignment alignSequences(const std::vector<std::uint32_t>& source, const std::vector<std::uint32_t>& target);

/// Aligns the program steps of two reports by the name of each step's operation (a step of no
/// operation by its program's name, such as a host copy or a sync).
StepAlignment alignStepsByOperation(const Report& source, const Report& target);

} // namespace tilescope
