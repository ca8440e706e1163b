#pragma once
// `--screenshot DIR`: once the report is loaded, shows each view in turn in a window of the given
// size (`--size`, else the window's default) and saves it as DIR/<view>.png; once a sweep file is
// read, the window with its Sweep dock as DIR/sweep.png. Used for documentation and to look at the
// UI in CI.

#include <QObject>
#include <QSize>
#include <QString>
#include <QStringList>

namespace tilescope::gui {

class MainWindow;

class ScreenshotWriter : public QObject {
    Q_OBJECT
public:
    ScreenshotWriter(MainWindow& window, QString directory, QSize windowSize, QObject* parent = nullptr);

    /// Renders every view (or those of `only`, by id); returns the files written, or an empty list
    /// with error() set.
    QStringList writeAll(const QStringList& only = {});
    /// Renders the window with the Sweep dock shown as DIR/sweep.png; returns the file written, or
    /// an empty string with error() set.
    QString writeSweep();
    QString error() const { return error_; }

private:
    bool makeDirectory();
    /// Writes the window to `file` as a PNG, atomically; false with error() set when it cannot.
    bool saveWindow(const QString& file);

    MainWindow& window_;
    QString directory_;
    QSize windowSize_;
    QString error_;
};

} // namespace tilescope::gui
