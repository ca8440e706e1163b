#include "document/ReportLoader.h"

#include "models/QtText.h"
#include "report/ReportIO.h"

#include <exception>

namespace tilescope::gui {
namespace {

// Runs on a pool thread: parsing and summarising are the expensive parts, so both happen here.
// The load covers [base, base + span] of the whole load's progress.
std::shared_ptr<const LoadedReport> loadAndSummarize(const QString& path, JobControl& control, double base,
                                                     double span)
{
    LoadControl load;
    load.stop = control.stopFlag();
    load.progress = [&control, base, span](double fraction) {
        // Loading is most of the work; summarising takes the last few percent.
        control.setProgress(base + 0.95 * span * fraction);
    };
    auto loaded = std::make_shared<LoadedReport>();
    loaded->path = path;
    loaded->report = loadReport(path.toStdString(), load);
    loaded->summary = summarize(loaded->report);
    control.setProgress(base + span);
    return loaded;
}

} // namespace

LoadFailure loadFailureFrom(std::exception_ptr error, const QString& path)
{
    try {
        std::rethrow_exception(error);
    } catch (const Error& e) {
        return {e.code(), qtText(e.file()), qtText(e.field()),
                qtText(e.message())};
    } catch (const std::exception& e) {
        return {ErrorCode::Internal, path, {}, QString::fromLocal8Bit(e.what())};
    } catch (...) {
        return {ErrorCode::Internal, path, {}, QString()};
    }
}

ReportLoader::ReportLoader(QObject* parent) : QObject(parent)
{
    // The first stage covers the whole bar without a target and half of it with one; the target's
    // stage reports from the half-way mark on.
    connect(&jobs_, &JobTracker::progressChanged, this, &ReportLoader::progressChanged);
}

void ReportLoader::begin(const QString& path)
{
    loading_ = true;
    emit started(path);
    emit progressChanged(0);
}

void ReportLoader::load(const QString& sourcePath, const QString& targetPath)
{
    begin(sourcePath);
    const double share = targetPath.isEmpty() ? 1.0 : 0.5;
    jobs_.start(
        [sourcePath, share](JobControl& control) { return loadAndSummarize(sourcePath, control, 0.0, share); },
        [this, targetPath](std::shared_ptr<const LoadedReport> source) {
            emit summaryAvailable(source);
            if (targetPath.isEmpty()) {
                loading_ = false;
                emit loaded(std::move(source), nullptr);
            } else {
                loadTarget(std::move(source), targetPath);
            }
        },
        [this, sourcePath](std::exception_ptr error) { fail(error, sourcePath); });
}

void ReportLoader::loadComparison(const QString& targetPath)
{
    begin(targetPath);
    jobs_.start([targetPath](JobControl& control) { return loadAndSummarize(targetPath, control, 0.0, 1.0); },
                [this](std::shared_ptr<const LoadedReport> target) {
                    loading_ = false;
                    emit comparisonLoaded(std::move(target));
                },
                [this, targetPath](std::exception_ptr error) { fail(error, targetPath); });
}

void ReportLoader::loadTarget(std::shared_ptr<const LoadedReport> source, const QString& targetPath)
{
    jobs_.start([targetPath](JobControl& control) { return loadAndSummarize(targetPath, control, 0.5, 0.5); },
                [this, source](std::shared_ptr<const LoadedReport> target) {
                    loading_ = false;
                    emit loaded(source, std::move(target));
                },
                [this, source, targetPath](std::exception_ptr error) {
                    // The source is good: it opens alone, after the error about the target.
                    fail(error, targetPath);
                    emit loaded(source, nullptr);
                });
}

void ReportLoader::fail(std::exception_ptr error, const QString& path)
{
    loading_ = false;
    emit failed(loadFailureFrom(error, path));
}

void ReportLoader::cancel()
{
    if (!loading_)
        return;
    jobs_.reset();
    loading_ = false;
    emit cancelled();
}

} // namespace tilescope::gui
