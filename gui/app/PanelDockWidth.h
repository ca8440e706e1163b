#pragma once
// Side panels (the Simulate and Lesson docks) take their preferred width, which in French or
// German is wide: on a narrow window QMainWindow would squeeze the views to their minimum first,
// leaving a plot a hundred pixels high under its legend. Here, when a panel is shown or the window
// is resized, the panels give up width first, down to their minimum, while the views have less
// than they prefer. The user may still drag a panel wider.

#include <QObject>

#include <vector>

class QDockWidget;
class QMainWindow;

namespace tilescope::gui {

class PanelDockWidth : public QObject {
    Q_OBJECT
public:
    /// Keeps the views of `window` `preferredViewWidth` wide where its width allows (wider by the
    /// text's scale while presenting).
    PanelDockWidth(QMainWindow& window, int preferredViewWidth);
    /// A panel that gives up width for the views.
    void manage(QDockWidget* dock);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void scheduleFit();
    void fit();

    QMainWindow& window_;
    int preferredViewWidth_;
    std::vector<QDockWidget*> docks_;
    bool fitScheduled_ = false;
};

} // namespace tilescope::gui
