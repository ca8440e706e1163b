#pragma once
// The viewer's one place to simulate: every in-app simulation (the Simulate panel's runs, a
// lesson's steps, a sweep's points, the fit advisor's search and its candidates) plans through one
// convolution-plan cache per process, so a plan made for one feature serves the others (a lesson
// step that repeats the panel's model plans nothing again). The cache is bounded: past
// kPlanCapacity problems the least recently used one's choices are dropped. It is keyed on the whole
// planning request (the problem with its data types and pass, the Target, the tiles), which is
// every option that changes a plan; the amp only chooses among a problem's choices.

#include "document/JobTracker.h"
#include "document/ReportDocument.h"

#include <QString>

#include <cstddef>
#include <memory>

namespace tilescope {
class ConvPlanCache;
struct SimulationInput;
} // namespace tilescope

namespace tilescope::gui {

/// For work on a pool thread: `input` simulated and summarised into a report named `name`, planning
/// through `plans`. Stops when `control` asks (Error(Cancelled)) and reports its progress over
/// [base, base + span] of the job. Throws what core's simulate() throws.
std::shared_ptr<const LoadedReport> simulateReport(const SimulationInput& input, ConvPlanCache& plans,
                                                   const QString& name, JobControl& control, double base = 0.0,
                                                   double span = 1.0);

class SimulationService {
public:
    /// Problems whose plan choices are kept: a few times what a ResNet-50 training batch sweep
    /// plans (about 200 problems a batch size), at a few kilobytes each.
    static constexpr std::size_t kPlanCapacity = 4096;

    /// The process's one service.
    static SimulationService& instance();

    /// The cache every simulation plans through; work on a pool thread keeps it by this pointer.
    const std::shared_ptr<ConvPlanCache>& plans() const { return plans_; }

private:
    SimulationService();
    std::shared_ptr<ConvPlanCache> plans_;
};

} // namespace tilescope::gui
