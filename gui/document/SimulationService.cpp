#include "document/SimulationService.h"

#include "compiler/ConvPlanCache.h"
#include "report/ReportSummary.h"
#include "simulation/Simulation.h"

namespace tilescope::gui {

std::shared_ptr<const LoadedReport> simulateReport(const SimulationInput& input, ConvPlanCache& plans,
                                                   const QString& name, JobControl& control, double base, double span)
{
    CompileControl compileControl;
    compileControl.stop = control.stopFlag();
    // The compilation is most of the work; the summary takes the last few percent.
    compileControl.progress = [&control, base, span](double fraction) { control.setProgress(base + 0.95 * span * fraction); };
    auto loaded = std::make_shared<LoadedReport>();
    loaded->name = name;
    loaded->report = simulate(input, plans, compileControl);
    loaded->summary = summarize(loaded->report);
    control.setProgress(base + span);
    return loaded;
}

SimulationService::SimulationService() : plans_(std::make_shared<ConvPlanCache>(kPlanCapacity)) {}

SimulationService& SimulationService::instance()
{
    static SimulationService service;
    return service;
}

} // namespace tilescope::gui
