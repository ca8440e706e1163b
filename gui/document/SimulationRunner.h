#pragma once
// Runs simulations in the background for the Simulate panel: core's simulate() and summarize() on
// the thread pool through a JobTracker, so a newer request supersedes an older one and a stale
// result is never delivered. Runs plan through the SimulationService's cache: moving a slider
// re-plans only the convolutions whose problem changed.

#include "document/JobTracker.h"
#include "document/ReportDocument.h"
#include "document/ReportLoader.h"
#include "document/SimulationService.h"
#include "options/OptionCatalog.h"

#include <QObject>

#include <functional>
#include <memory>

namespace tilescope {
class ConvPlanCache;
}

namespace tilescope::gui {

class SimulationRunner : public QObject {
    Q_OBJECT
public:
    explicit SimulationRunner(QObject* parent = nullptr);
    ~SimulationRunner() override;

    /// Starts simulating `input`, superseding a simulation still running (its result is dropped).
    void run(const SimulationInput& input);
    /// Stops the running simulation, if any; emits cancelled() at once.
    void cancel();
    bool isRunning() const { return jobs_.isRunning(); }
    /// Simulations started so far: the number in the next result's name.
    int runsStarted() const { return runs_; }

    /// What a run does on its pool thread: simulateReport() unless a test puts in one that holds
    /// its result back, to deliver it late.
    using Simulator = std::function<std::shared_ptr<const LoadedReport>(const SimulationInput&, ConvPlanCache&,
                                                                        const QString&, JobControl&)>;
    void setSimulator(Simulator simulator) { simulator_ = std::move(simulator); }

signals:
    void started();
    /// `report` has no file; its name says which run it is ("Simulation 3").
    void finished(std::shared_ptr<const tilescope::gui::LoadedReport> report, const tilescope::SimulationInput& input);
    void failed(const tilescope::gui::LoadFailure& failure);
    void cancelled();
    void progressChanged(int permille);
    /// A simulation started, or the last one finished, failed or was cancelled (after its result
    /// was delivered).
    void runningChanged(bool running);

private:
    JobTracker jobs_;
    Simulator simulator_;
    int runs_ = 0;
};

} // namespace tilescope::gui
