#pragma once
// Loads reports on the thread pool and hands them back on the UI thread. Every job carries a
// generation id and a result whose generation is no longer current is dropped (the idea of
// hotspot's JobTracker); cancelling also raises the job's stop flag, which core's loadReport polls,
// so an abandoned load stops working too. Progress is published through an atomic that a UI-thread
// timer reads, so the worker never calls into an object that may be gone.

#include "app/ReportDocument.h"
#include "common/Error.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <atomic>
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
    ~ReportLoader() override;

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
    /// Fraction of the running load done, in thousandths (source and target together).
    void progressChanged(int permille);

private:
    struct Outcome;
    /// What a running job shares with the UI thread.
    struct JobState {
        std::atomic<bool> stop{false};
        std::atomic<int> permille{0};
    };
    void deliver(quint64 generation, const Outcome& outcome);
    void stopCurrentJob();

    quint64 generation_ = 0;
    bool loading_ = false;
    std::shared_ptr<JobState> job_;
    QTimer progressTimer_;
};

} // namespace tilescope::gui
