#include "document/SimulationRunner.h"

#include "document/SimulationService.h"
#include "models/QtText.h"

namespace tilescope::gui {

SimulationRunner::SimulationRunner(QObject* parent)
    : QObject(parent)
{
    connect(&jobs_, &JobTracker::progressChanged, this, &SimulationRunner::progressChanged);
    connect(&jobs_, &JobTracker::runningChanged, this, &SimulationRunner::runningChanged);
}

SimulationRunner::~SimulationRunner() = default;

void SimulationRunner::run(const SimulationInput& input)
{
    const QString name = tr("Simulation %1").arg(++runs_);
    emit started();
    emit progressChanged(0);
    jobs_.start(
        // On a pool thread: the compilation, the execution and the summary the views start from.
        [input, plans = SimulationService::instance().plans(), name, simulator = simulator_](JobControl& control) {
            return simulator ? simulator(input, *plans, name, control) : simulateReport(input, *plans, name, control);
        },
        [this, input](std::shared_ptr<const LoadedReport> report) { emit finished(std::move(report), input); },
        [this, input](std::exception_ptr error) {
            emit failed(loadFailureFrom(error, qtText(input.model)));
        });
}

void SimulationRunner::cancel()
{
    if (!jobs_.isRunning())
        return;
    jobs_.reset();
    emit cancelled();
}

} // namespace tilescope::gui
