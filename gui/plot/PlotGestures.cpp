#include "plot/PlotGestures.h"

#include <QKeyEvent>
#include <QMouseEvent>

#include <qcustomplot.h>

namespace tilescope::gui {

PlotGestures::PlotGestures(QCustomPlot* plot, std::optional<Keys> keys) : QObject(plot), keys_(keys)
{
    plot->installEventFilter(this);
}

bool PlotGestures::isClick(QPoint pressed, QPoint released)
{
    return (released - pressed).manhattanLength() <= kClickTolerancePx;
}

bool PlotGestures::handleKey(const QKeyEvent& key)
{
    if (!keys_ || (key.modifiers() & keys_->leftAlone))
        return false;
    const Qt::KeyboardModifiers modifiers = key.modifiers();
    switch (key.key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal: emit zoomRequested(keys_->zoomStep, modifiers); return true;
    case Qt::Key_Minus: emit zoomRequested(1.0 / keys_->zoomStep, modifiers); return true;
    case Qt::Key_Left: emit panRequested(-keys_->panStep, modifiers); return true;
    case Qt::Key_Right: emit panRequested(keys_->panStep, modifiers); return true;
    case Qt::Key_Home:
    case Qt::Key_0: emit resetRequested(); return true;
    default: return false;
    }
}

bool PlotGestures::eventFilter(QObject* watched, QEvent* event)
{
    switch (event->type()) {
    case QEvent::KeyPress:
        return handleKey(*static_cast<QKeyEvent*>(event));
    case QEvent::MouseButtonPress:
        pressedAt_ = static_cast<QMouseEvent*>(event)->position().toPoint();
        break;
    case QEvent::MouseButtonRelease: {
        const auto* mouse = static_cast<QMouseEvent*>(event);
        const QPoint at = mouse->position().toPoint();
        if (mouse->button() == Qt::LeftButton && isClick(pressedAt_, at))
            emit clicked(at, mouse->modifiers());
        break;
    }
    default: break;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace tilescope::gui
