#pragma once
// Simulates two points of a sweep in one background job, for comparing them in every view when
// the sweep kept no reports: core's simulate() and summarize() for each, planning through one plan
// cache (points that differ in amp plan each convolution once), on the thread pool through a
// JobTracker, so that a newer request supersedes an older one and a stale result is dropped.

#include "document/JobTracker.h"
#include "document/ReportDocument.h"
#include "document/ReportLoader.h"

#include <QObject>

#include <memory>

namespace tilescope::gui {

struct LoadedSweep;

class SweepPointsRunner : public QObject {
    Q_OBJECT
public:
    explicit SweepPointsRunner(QObject* parent = nullptr);
    ~SweepPointsRunner() override;

    /// Starts simulating points `source` and `target` of `sweep`, superseding a run still going.
    void run(std::shared_ptr<const LoadedSweep> sweep, std::size_t source, std::size_t target);
    /// Stops the running job, if any; its result is never delivered.
    void cancel();
    bool isRunning() const { return jobs_.isRunning(); }

signals:
    /// Both points simulated: `source` and `target` are named after their points ("Point 17").
    void finished(std::shared_ptr<const tilescope::gui::LoadedReport> source,
                  std::shared_ptr<const tilescope::gui::LoadedReport> target);
    void failed(const tilescope::gui::LoadFailure& failure);
    void progressChanged(int permille);
    void runningChanged(bool running);

private:
    JobTracker jobs_;
};

} // namespace tilescope::gui
