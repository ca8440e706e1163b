#pragma once
// Loads reports in the background and hands them back on the UI thread, in stages as heaptrack's
// parser does: the source report's summary is announced as soon as it exists, then, once the
// target (if any) is loaded too, both reports. The work runs through JobTracker: a superseded or
// cancelled load stops at core's next checkpoint and its result is dropped.

#include "common/Error.h"
#include "document/JobTracker.h"
#include "document/ReportDocument.h"

#include <QObject>
#include <QString>

#include <memory>

namespace tilescope::gui {

/// Why a load failed, in core's structured terms; LoadFailureText words it for the user.
struct LoadFailure {
    ErrorCode code = ErrorCode::Internal;
    QString file;
    QString field; // JSON pointer of the offending field, empty when not about one field
    QString message;
};

/// The failure an exception of a background job stands for; `path` names the file when core's
/// error does not.
LoadFailure loadFailureFrom(std::exception_ptr error, const QString& path);

class ReportLoader : public QObject {
    Q_OBJECT
public:
    explicit ReportLoader(QObject* parent = nullptr);

    /// Starts loading `sourcePath` (and `targetPath` when not empty) in the background.
    /// A load already running is superseded: its result will be dropped.
    void load(const QString& sourcePath, const QString& targetPath = {});
    /// Starts loading `targetPath` alone, to compare a report already shown (a simulated one, which
    /// has no file to load again) with it; emits comparisonLoaded(), or failed().
    void loadComparison(const QString& targetPath);
    /// Forgets the running load, if any; emits cancelled() at once.
    void cancel();
    bool isLoading() const { return loading_; }

signals:
    void started(const QString& sourcePath);
    /// The first stage: the source report is read and summarised (the target may still be loading).
    void summaryAvailable(std::shared_ptr<const tilescope::gui::LoadedReport> source);
    void loaded(std::shared_ptr<const tilescope::gui::LoadedReport> source,
                std::shared_ptr<const tilescope::gui::LoadedReport> target);
    /// A loadComparison() finished.
    void comparisonLoaded(std::shared_ptr<const tilescope::gui::LoadedReport> target);
    /// A load failed. When only the target failed, loaded() follows with the source alone.
    void failed(const tilescope::gui::LoadFailure& failure);
    void cancelled();
    /// Fraction of the running load done, in thousandths (source and target together).
    void progressChanged(int permille);

private:
    void begin(const QString& path); // loading_, started and progress 0, as every load starts
    void loadTarget(std::shared_ptr<const LoadedReport> source, const QString& targetPath);
    void fail(std::exception_ptr error, const QString& path);

    JobTracker jobs_;
    bool loading_ = false;
};

} // namespace tilescope::gui
