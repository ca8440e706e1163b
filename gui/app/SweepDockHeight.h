#pragma once
// The Sweep dock's height at the bottom of the window: most of it while no report is open (the grid
// is all there is to see), under half of it beside a report. When the first report opens beside a
// grid that had the window to itself (a point opened or compared), the grid gives the views their
// room back; a height the user dragged is kept otherwise.

#include <QObject>

class QDockWidget;
class QMainWindow;

namespace tilescope::gui {

class ReportDocument;

class SweepDockHeight : public QObject {
    Q_OBJECT
public:
    SweepDockHeight(QMainWindow& window, QDockWidget& dock, ReportDocument& document);
    /// The dock was just shown with a sweep: sized for what the window holds, if it was hidden.
    void sweepShown(bool wasHidden);
    /// The share of the window's height the dock takes beside a report, and without one.
    static constexpr double kBesideReport = 0.4;
    static constexpr double kAlone = 0.6;

private:
    void reportsChanged();
    bool atBottom() const;
    void resizeTo(double share);

    QMainWindow& window_;
    QDockWidget& dock_;
    ReportDocument& document_;
    bool hadReport_ = false;
};

} // namespace tilescope::gui
