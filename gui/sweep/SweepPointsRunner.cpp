#include "sweep/SweepPointsRunner.h"

#include "document/SimulationService.h"
#include "models/QtText.h"
#include "sweep/SweepGrid.h"
#include "sweep/SweepWords.h"

#include <utility>

namespace tilescope::gui {

SweepPointsRunner::SweepPointsRunner(QObject* parent)
    : QObject(parent)
{
    connect(&jobs_, &JobTracker::progressChanged, this, &SweepPointsRunner::progressChanged);
    connect(&jobs_, &JobTracker::runningChanged, this, &SweepPointsRunner::runningChanged);
}

SweepPointsRunner::~SweepPointsRunner() = default;

void SweepPointsRunner::run(std::shared_ptr<const LoadedSweep> sweep, std::size_t source, std::size_t target)
{
    using Pair = std::pair<std::shared_ptr<const LoadedReport>, std::shared_ptr<const LoadedReport>>;
    const QString sourceName = SweepWords::pointName(source);
    const QString targetName = SweepWords::pointName(target);
    const QString model = sweep ? qtText(sweep->result.space.base.model) : QString();
    emit progressChanged(0);
    jobs_.start(
        // On a pool thread: each point as the CLI's `compile` would simulate it, one after the other
        // so that the second plans with what the first planned.
        [sweep = std::move(sweep), source, target, sourceName, targetName, plans = SimulationService::instance().plans()](JobControl& control) {
            auto first = simulateReport(sweep->result.space.inputOf(source), *plans, sourceName, control, 0.0, 0.5);
            auto second = simulateReport(sweep->result.space.inputOf(target), *plans, targetName, control, 0.5, 0.5);
            return Pair(std::move(first), std::move(second));
        },
        [this](Pair reports) { emit finished(std::move(reports.first), std::move(reports.second)); },
        [this, model](std::exception_ptr error) { emit failed(loadFailureFrom(error, model)); });
}

void SweepPointsRunner::cancel()
{
    jobs_.reset();
}

} // namespace tilescope::gui
