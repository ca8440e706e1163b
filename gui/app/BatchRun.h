#pragma once
// `--screenshot DIR` runs without a user: with a report, a comparison (--compare), a lesson step
// (--lesson) or a simulation (--simulate). Nothing waits for anyone (no dialogs, no window on the
// screen), the first outcome decides the exit code (0 once the pictures are written, 2 on a bad
// input, 1 when a picture cannot be written), whether it comes before or after the event loop
// starts, and the user's settings and terminal are left alone.

#include "app/CommandLine.h"

#include <QObject>
#include <QTemporaryDir>

#include <memory>

namespace tilescope::gui {

class MainWindow;
class ScreenshotWriter;

class BatchRun : public QObject {
    Q_OBJECT
public:
    /// Call before the window exists: its settings (recent files, the last folder, the window's
    /// state) go to a throw-away place instead of the user's, and Qt's warnings about the
    /// offscreen platform's missing features stay off the terminal.
    static void isolate();

    BatchRun(MainWindow& window, const LaunchOptions& options, QObject* parent = nullptr);
    ~BatchRun() override;

    /// Starts the run; QApplication::exec() then returns its exit code.
    void start();

private:
    /// The run's outcome; the first one wins and ends the event loop (queued, so it also works
    /// before the loop has started).
    void finish(int exitCode);
    void fail(const QString& text, int exitCode);
    bool startSimulation();
    void writeScreenshots();
    void writeSweep();

    MainWindow& window_;
    const LaunchOptions& options_;
    std::unique_ptr<ScreenshotWriter> writer_;
    bool simulationStarted_ = false;
    bool finished_ = false;
};

} // namespace tilescope::gui
