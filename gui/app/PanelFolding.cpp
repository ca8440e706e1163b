#include "app/PanelFolding.h"

#include "plot/PresentationStyle.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QTimer>

#include <algorithm>

namespace tilescope::gui {

PanelFolding::PanelFolding(QMainWindow& window) : QObject(&window), window_(window)
{
    PresentationStyle& presentation = PresentationStyle::instance();
    folded_ = presentation.isEnabled();
    connect(&presentation, &PresentationStyle::enabledChanged, this, &PanelFolding::setFolded);
}

void PanelFolding::manage(QDockWidget* dock)
{
    panels_.push_back(Panel{dock});
    // A dock behind a tab keeps isVisible() (QMainWindow moves it out of sight): this signal is
    // what tells which tab is on top.
    connect(dock, &QDockWidget::visibilityChanged, this, [this, dock](bool visible) {
        for (Panel& panel : panels_)
            if (panel.dock == dock) {
                panel.onTop = visible;
                if (visible && !moving_)
                    panel.shownAt = ++clock_;
            }
        if (visible && !moving_ && folded_)
            scheduleFold();
    });
    // Dragged elsewhere by the user: where it is now is its place.
    connect(dock, &QDockWidget::dockLocationChanged, this, [this, dock] {
        if (moving_)
            return;
        for (Panel& panel : panels_)
            if (panel.dock == dock)
                panel.movedByFolding = false;
    });
}

void PanelFolding::setFolded(bool folded)
{
    if (folded == folded_)
        return;
    folded_ = folded;
    if (folded)
        fold();
    else
        unfold();
}

bool PanelFolding::isBeside(const Panel& panel) const
{
    const Qt::DockWidgetArea area = window_.dockWidgetArea(panel.dock);
    return panel.onTop && panel.dock->isVisible() && !panel.dock->isFloating() &&
           (area == Qt::LeftDockWidgetArea || area == Qt::RightDockWidgetArea);
}

// Once the dock that asked is shown and placed.
void PanelFolding::scheduleFold()
{
    if (foldScheduled_)
        return;
    foldScheduled_ = true;
    QTimer::singleShot(0, this, [this] {
        foldScheduled_ = false;
        if (folded_)
            fold();
    });
}

// Every panel shown beside the views joins the leftmost one's column (the Lesson's, where it
// opens), and the one shown last is raised. Of a column of tabs only the top one counts.
void PanelFolding::fold()
{
    std::vector<Panel*> shown;
    for (Panel& panel : panels_)
        if (isBeside(panel))
            shown.push_back(&panel);
    if (shown.size() < 2)
        return;
    const auto leftmost = std::min_element(shown.begin(), shown.end(), [](const Panel* a, const Panel* b) {
        return a->dock->mapToGlobal(QPoint()).x() < b->dock->mapToGlobal(QPoint()).x();
    });
    QDockWidget* column = (*leftmost)->dock;
    const Panel* last = *std::max_element(shown.begin(), shown.end(),
                                          [](const Panel* a, const Panel* b) { return a->shownAt < b->shownAt; });
    moving_ = true;
    for (Panel* panel : shown) {
        if (panel->dock == column)
            continue;
        if (!panel->movedByFolding) {
            panel->movedByFolding = true;
            panel->area = int(window_.dockWidgetArea(panel->dock));
        }
        window_.tabifyDockWidget(column, panel->dock);
    }
    last->dock->raise();
    moving_ = false;
}

// Each folded panel back to its side; one the user closed while presenting stays closed.
void PanelFolding::unfold()
{
    moving_ = true;
    for (Panel& panel : panels_) {
        if (!panel.movedByFolding)
            continue;
        panel.movedByFolding = false;
        if (panel.dock->isFloating())
            continue;
        const bool open = !panel.dock->isHidden();
        window_.addDockWidget(Qt::DockWidgetArea(panel.area), panel.dock);
        panel.dock->setVisible(open);
    }
    moving_ = false;
}

} // namespace tilescope::gui
