#include "app/PanelDockWidth.h"

#include "plot/PresentationStyle.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QTimer>

#include <algorithm>

namespace tilescope::gui {

PanelDockWidth::PanelDockWidth(QMainWindow& window, int preferredViewWidth)
    : QObject(&window), window_(window), preferredViewWidth_(preferredViewWidth)
{
    window_.installEventFilter(this);
    connect(&PresentationStyle::instance(), &PresentationStyle::enabledChanged, this, &PanelDockWidth::scheduleFit);
}

void PanelDockWidth::manage(QDockWidget* dock)
{
    docks_.push_back(dock);
    connect(dock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible)
            scheduleFit();
    });
    connect(dock, &QDockWidget::dockLocationChanged, this, &PanelDockWidth::scheduleFit);
}

bool PanelDockWidth::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == &window_ && (event->type() == QEvent::Resize || event->type() == QEvent::Show))
        scheduleFit();
    return QObject::eventFilter(watched, event);
}

// Once the main window's layout has placed the docks for the new size.
void PanelDockWidth::scheduleFit()
{
    if (fitScheduled_)
        return;
    fitScheduled_ = true;
    QTimer::singleShot(0, this, [this] {
        fitScheduled_ = false;
        fit();
    });
}

void PanelDockWidth::fit()
{
    const QWidget* views = window_.centralWidget();
    if (!views || !window_.isVisible())
        return;
    // Larger text needs a wider view as much as it needs a taller one.
    const double scale = PresentationStyle::instance().isEnabled() ? PresentationStyle::kFontScale : 1.0;
    int shortage = int(preferredViewWidth_ * scale) - views->width();
    QList<QDockWidget*> resized;
    QList<int> widths;
    for (QDockWidget* dock : docks_) {
        if (shortage <= 0)
            break;
        const Qt::DockWidgetArea area = window_.dockWidgetArea(dock);
        if (!dock->isVisible() || dock->isFloating() ||
            (area != Qt::LeftDockWidgetArea && area != Qt::RightDockWidgetArea))
            continue;
        const int spare = dock->width() - dock->minimumSizeHint().width();
        if (spare <= 0)
            continue;
        const int given = std::min(spare, shortage);
        resized.append(dock);
        widths.append(dock->width() - given);
        shortage -= given;
    }
    if (!resized.isEmpty())
        window_.resizeDocks(resized, widths, Qt::Horizontal);
}

} // namespace tilescope::gui
