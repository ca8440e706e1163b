#include "simulation/LessonRunner.h"

#include "simulation/Simulation.h"

#include <algorithm>

namespace tilescope {

bool LessonStepRun::holds() const
{
    return std::all_of(claims.begin(), claims.end(), [](const ClaimResult& c) { return c.holds; });
}

LessonStepRun runLessonStep(const LessonStep& step, ConvPlanCache& plans)
{
    LessonStepRun run;
    for (const auto& input : step.inputs) {
        run.reports.push_back(simulate(input, plans));
        run.summaries.push_back(summarize(run.reports.back()));
    }
    std::vector<LessonEvidence> evidence;
    for (std::size_t i = 0; i < run.reports.size(); ++i)
        evidence.push_back({&run.reports[i], &run.summaries[i]});
    for (const auto& claim : step.claims)
        run.claims.push_back(checkClaim(claim, evidence));
    return run;
}

} // namespace tilescope
