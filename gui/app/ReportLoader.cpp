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
std::shared_ptr<const LoadedReport> loadAndSummarize(const QString& path)
{
    auto loaded = std::make_shared<LoadedReport>();
    loaded->path = path;
    loaded->report = loadReport(path.toStdString());
    loaded->summary = summarize(loaded->report);
    return loaded;
}

LoadFailure failureFrom(const Error& error)
{
    return {error.code(), QString::fromStdString(error.file()), QString::fromStdString(error.field()),
            QString::fromStdString(error.message())};
}

} // namespace

ReportLoader::ReportLoader(QObject* parent) : QObject(parent) {}

void ReportLoader::load(const QString& sourcePath, const QString& targetPath)
{
    const quint64 generation = ++generation_;
    loading_ = true;
    emit started(sourcePath);

    auto* watcher = new QFutureWatcher<Outcome>(this);
    connect(watcher, &QFutureWatcher<Outcome>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        deliver(generation, watcher->result());
    });
    // QtConcurrent only transports QExceptions, so core's errors become part of the result.
    watcher->setFuture(QtConcurrent::run([sourcePath, targetPath]() -> Outcome {
        Outcome outcome;
        QString current = sourcePath;
        try {
            outcome.source = loadAndSummarize(sourcePath);
            if (!targetPath.isEmpty()) {
                current = targetPath;
                outcome.target = loadAndSummarize(targetPath);
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
    loading_ = false;
    emit cancelled();
}

void ReportLoader::deliver(quint64 generation, const Outcome& outcome)
{
    if (generation != generation_)
        return; // superseded or cancelled
    loading_ = false;
    if (outcome.failure)
        emit failed(*outcome.failure);
    else
        emit loaded(outcome.source, outcome.target);
}

} // namespace tilescope::gui
