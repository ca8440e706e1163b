#pragma once
// While presenting, the side panels (Lesson, Simulate) share one column as tabs, so that the view
// keeps the width its larger text needs: at 1280x800 with both panels beside it, a view had about
// 360 px and cut its names and notes. The column is the leftmost panel's; the panel shown last is
// the tab on top, and a panel shown while presenting joins the column on top. When presentation ends, each folded panel returns to the
// side it came from, shown as it was.

#include <QObject>

#include <cstdint>
#include <vector>

class QDockWidget;
class QMainWindow;

namespace tilescope::gui {

class PanelFolding : public QObject {
    Q_OBJECT
public:
    /// Folds the panels of `window` while PresentationStyle is enabled.
    explicit PanelFolding(QMainWindow& window);
    /// A side panel that folds while presenting.
    void manage(QDockWidget* dock);

private:
    /// Folds the shown panels into one column (true) or returns them to their sides (false), as
    /// presentation mode turns on or off.
    void setFolded(bool folded);

    struct Panel {
        QDockWidget* dock = nullptr;
        std::uint64_t shownAt = 0; // when it was last shown, to tell which goes on top
        bool onTop = false;        // shown, and not behind another tab
        bool movedByFolding = false;
        int area = 0; // the Qt::DockWidgetArea it had before folding
    };
    void scheduleFold();
    void fold();
    void unfold();
    bool isBeside(const Panel& panel) const; // docked on the left or right, shown on top

    QMainWindow& window_;
    std::vector<Panel> panels_;
    std::uint64_t clock_ = 0;
    bool folded_ = false;
    bool foldScheduled_ = false;
    bool moving_ = false; // our own tabifying shows and hides docks: not the user's choice
};

} // namespace tilescope::gui
