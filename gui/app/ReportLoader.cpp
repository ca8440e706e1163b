#include "app/ReportLoader.h"

#include "report/ReportIO.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

#include <exception>
#include <optional>

namespace tilescope::gui {

struct ReportLoader::Outcome {
    std::shared_ptr<const LoadedReport> source;
    std::shared_ptr<const LoadedReport> target;
    std::optional<LoadFailure> failure;
};

namespace {

// Runs on a pool thread: parsing and summarising are the expensive parts, so both happen here.
// The load covers [base, base + span] of the job's progress.
template <class State>
std::shared_ptr<const LoadedReport> loadAndSummarize(const QString& path, State& state, double base, double span)
{
    LoadControl control;
    control.stop = &state.stop;
    control.progress = [&state, base, span](double fraction) {
        // Loading is most of the work; summarising takes the last few percent.
        state.permille.store(int(1000.0 * (base + 0.95 * span * fraction)), std::memory_order_relaxed);
    };
    auto loaded = std::make_shared<LoadedReport>();
    loaded->path = path;
    loaded->report = loadReport(path.toStdString(), control);
    loaded->summary = summarize(loaded->report);
    state.permille.store(int(1000.0 * (base + span)), std::memory_order_relaxed);
    return loaded;
}

LoadFailure failureFrom(const Error& error)
{
    return {error.code(), QString::fromStdString(error.file()), QString::fromStdString(error.field()),
            QString::fromStdString(error.message())};
}

} // namespace

ReportLoader::ReportLoader(QObject* parent) : QObject(parent)
{
    progressTimer_.setInterval(50);
    connect(&progressTimer_, &QTimer::timeout, this, [this] {
        if (job_)
            emit progressChanged(job_->permille.load(std::memory_order_relaxed));
    });
}

ReportLoader::~ReportLoader()
{
    stopCurrentJob(); // a load still running stops at its next checkpoint
}

void ReportLoader::stopCurrentJob()
{
    if (job_)
        job_->stop.store(true, std::memory_order_relaxed);
    job_.reset();
    progressTimer_.stop();
}

void ReportLoader::load(const QString& sourcePath, const QString& targetPath)
{
    const quint64 generation = ++generation_;
    stopCurrentJob(); // a superseded load stops working, not only its result is dropped
    auto job = std::make_shared<JobState>();
    job_ = job;
    loading_ = true;
    emit started(sourcePath);
    emit progressChanged(0);
    progressTimer_.start();

    auto* watcher = new QFutureWatcher<Outcome>(this);
    connect(watcher, &QFutureWatcher<Outcome>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        deliver(generation, watcher->result());
    });
    // QtConcurrent only transports QExceptions, so core's errors become part of the result.
    watcher->setFuture(QtConcurrent::run([sourcePath, targetPath, job]() -> Outcome {
        Outcome outcome;
        QString current = sourcePath;
        const double share = targetPath.isEmpty() ? 1.0 : 0.5;
        try {
            outcome.source = loadAndSummarize(sourcePath, *job, 0.0, share);
            if (!targetPath.isEmpty()) {
                current = targetPath;
                outcome.target = loadAndSummarize(targetPath, *job, share, share);
            }
        } catch (const Error& error) {
            outcome.failure = failureFrom(error);
        } catch (const std::exception& error) {
            outcome.failure = LoadFailure{ErrorCode::Internal, current, {}, QString::fromLocal8Bit(error.what())};
        }
        return outcome;
    }));
}

void ReportLoader::cancel()
{
    if (!loading_)
        return;
    ++generation_;
    stopCurrentJob();
    loading_ = false;
    emit cancelled();
}

void ReportLoader::deliver(quint64 generation, const Outcome& outcome)
{
    if (generation != generation_)
        return; // superseded or cancelled
    loading_ = false;
    job_.reset();
    progressTimer_.stop();
    if (!outcome.failure)
        emit progressChanged(1000); // a quick load may finish before the timer ever fires
    if (outcome.failure)
        emit failed(*outcome.failure);
    else
        emit loaded(outcome.source, outcome.target);
}

} // namespace tilescope::gui
