#pragma once
// Running a lesson's step: its configurations simulated (sharing one plan cache), summarised, and
// its claims checked against them.

#include "compiler/ConvPlanCache.h"
#include "lessons/Lesson.h"
#include "lessons/LessonClaims.h"
#include "report/Report.h"
#include "report/ReportSummary.h"

#include <vector>

namespace tilescope {

struct LessonStepRun {
    std::vector<Report> reports;          // one per configuration, in the step's order
    std::vector<ReportSummary> summaries;
    std::vector<ClaimResult> claims;      // one per claim, in order

    /// True when every claim holds.
    bool holds() const;
};

/// Simulates `step`'s configurations and checks its claims. Throws what simulate() throws.
LessonStepRun runLessonStep(const LessonStep& step, ConvPlanCache& plans);

} // namespace tilescope
