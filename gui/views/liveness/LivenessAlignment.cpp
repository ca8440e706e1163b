#include "views/liveness/LivenessAlignment.h"

#include "report/StepAlignment.h"

namespace tilescope::gui {

AlignedLiveness alignLiveness(const Report& sourceReport, const LivenessSeries& source, const Report& targetReport,
                              const LivenessSeries& target)
{
    const StepAlignment alignment = alignStepsByOperation(sourceReport, targetReport);
    AlignedLiveness aligned;
    aligned.source = std::make_shared<const LivenessSeries>(LivenessSeries::aligned(source, alignment.sourceStep));
    aligned.target = std::make_shared<const LivenessSeries>(LivenessSeries::aligned(target, alignment.targetStep));
    aligned.matched = alignment.matched;
    const auto unmatched = [&alignment](const LivenessSeries& series) {
        return series.stepCount() > alignment.matched ? series.stepCount() - alignment.matched : 0;
    };
    aligned.sourceOnly = unmatched(source);
    aligned.targetOnly = unmatched(target);
    return aligned;
}

} // namespace tilescope::gui
