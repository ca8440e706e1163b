#pragma once
// Loads reports on the thread pool and hands them back on the UI thread. core's loadReport()
// cannot be interrupted, so cancelling only forgets the job: every job carries a generation id
// and a result whose generation is no longer current is dropped (the idea of hotspot's JobTracker).

#include "app/ReportDocument.h"
#include "common/Error.h"

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

class ReportLoader : public QObject {
    Q_OBJECT
public:
    explicit ReportLoader(QObject* parent = nullptr);

    /// Starts loading `sourcePath` (and `targetPath` when not empty) in the background.
    /// A load already running is superseded: its result will be dropped.
    void load(const QString& sourcePath, const QString& targetPath = {});
    /// Forgets the running load, if any; emits cancelled() at once.
    void cancel();
    bool isLoading() const { return loading_; }

signals:
    void started(const QString& sourcePath);
    void loaded(std::shared_ptr<const tilescope::gui::LoadedReport> source,
                std::shared_ptr<const tilescope::gui::LoadedReport> target);
    void failed(const tilescope::gui::LoadFailure& failure);
    void cancelled();

private:
    struct Outcome;
    void deliver(quint64 generation, const Outcome& outcome);

    quint64 generation_ = 0;
    bool loading_ = false;
};

} // namespace tilescope::gui
