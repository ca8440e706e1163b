#pragma once
// Background work, written once for the loader and every view (hotspot's JobTracker is the
// model). start() runs a job on the thread pool and hands its result to a callback on the UI
// thread, unless a newer job was started or the tracker was reset meanwhile: a generation id drops
// stale results. Superseding or resetting also raises the old job's stop flag, which the job (and
// core's long loops, through stopFlag()) polls, so abandoned work stops too. Progress travels
// through an atomic that a UI-thread timer reads, so the worker never calls into an object that
// may be gone.

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <exception>
#include <functional>
#include <memory>
#include <type_traits>

namespace tilescope::gui {

/// What a running job shares with its tracker.
class JobControl {
public:
    bool stopRequested() const { return stop_.load(std::memory_order_relaxed); }
    /// For core functions that take a stop flag.
    const std::atomic<bool>* stopFlag() const { return &stop_; }
    /// The fraction of the job done, 0 to 1.
    void setProgress(double fraction);
    int permille() const { return permille_.load(std::memory_order_relaxed); }
    void requestStop() { stop_.store(true, std::memory_order_relaxed); }

private:
    std::atomic<bool> stop_{false};
    std::atomic<int> permille_{0};
};

class JobTracker : public QObject {
    Q_OBJECT
public:
    using Failure = std::function<void(std::exception_ptr)>;

    explicit JobTracker(QObject* parent = nullptr);
    /// Stops the running job; its result is never delivered.
    ~JobTracker() override;

    /// Runs `work(JobControl&)` on the thread pool, superseding the running job, and calls
    /// `deliver(result)` on this object's thread when it finishes while still current. A job that
    /// throws calls `fail` instead (when given; a stopped job's failure is dropped like its result).
    template <class Work, class Deliver> void start(Work work, Deliver deliver, Failure fail = {});
    /// Drops and stops the running job, if any.
    void reset();
    bool isRunning() const { return running_; }
    /// Thousandths of the running job done (0 when none runs).
    int progress() const { return control_ ? control_->permille() : 0; }

signals:
    void runningChanged(bool running);
    /// Thousandths of the running job done, at most every 50 ms.
    void progressChanged(int permille);

private:
    template <class Result> struct Outcome {
        std::shared_ptr<Result> result;
        std::exception_ptr error;
    };
    /// Supersedes the running job and returns the new job's generation.
    quint64 beginJob();
    /// True when job `generation` is still the current one (else its result must be dropped).
    bool isCurrent(quint64 generation) const { return generation == generation_; }
    /// Marks job `generation` done, unless its delivery started a newer one.
    void settle(quint64 generation);

    quint64 generation_ = 0;
    std::shared_ptr<JobControl> control_;
    bool running_ = false;
    QTimer progressTimer_;
};

template <class Work, class Deliver> void JobTracker::start(Work work, Deliver deliver, Failure fail)
{
    using Result = std::decay_t<std::invoke_result_t<Work&, JobControl&>>;
    const quint64 generation = beginJob();
    // QtConcurrent transports only QExceptions, and QFuture wants copyable results: the outcome
    // carries both as pointers. The watcher delivers through the event loop, always after start()
    // has returned, however quick the job.
    auto* watcher = new QFutureWatcher<Outcome<Result>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this,
            [this, watcher, generation, deliver = std::move(deliver), fail = std::move(fail)]() mutable {
                watcher->deleteLater();
                if (!isCurrent(generation))
                    return;
                Outcome<Result> outcome = watcher->result();
                if (outcome.result)
                    deliver(std::move(*outcome.result));
                else if (fail)
                    fail(outcome.error);
                settle(generation); // after delivery, so that nobody sees the job done without its result
            });
    watcher->setFuture(QtConcurrent::run([work = std::move(work), control = control_]() mutable {
        Outcome<Result> outcome;
        try {
            outcome.result = std::make_shared<Result>(work(*control));
        } catch (...) {
            outcome.error = std::current_exception();
        }
        return outcome;
    }));
}

} // namespace tilescope::gui
