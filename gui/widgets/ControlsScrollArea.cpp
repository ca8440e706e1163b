#include "widgets/ControlsScrollArea.h"

#include <QEvent>
#include <QScrollBar>

namespace tilescope::gui {

ControlsScrollArea::ControlsScrollArea(QWidget* controls, QWidget* parent) : QScrollArea(parent)
{
    setWidget(controls);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    controls->installEventFilter(this);
}

// The controls' width with room for the vertical scroll bar, which shows when they are taller.
QSize ControlsScrollArea::minimumSizeHint() const
{
    const QSize least = QScrollArea::minimumSizeHint();
    if (!widget())
        return least;
    const int width = widget()->minimumSizeHint().width() + verticalScrollBar()->sizeHint().width() + 2 * frameWidth();
    return {std::max(least.width(), width), least.height()};
}

bool ControlsScrollArea::eventFilter(QObject* watched, QEvent* event)
{
    // The controls were laid out anew (longer words, a larger font): so is the minimum.
    if (watched == widget() && event->type() == QEvent::LayoutRequest)
        updateGeometry();
    return QScrollArea::eventFilter(watched, event);
}

} // namespace tilescope::gui
