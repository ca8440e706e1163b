#include "widgets/WrappedMinimumHeight.h"

#include <QEvent>
#include <QLayout>
#include <QWidget>

namespace tilescope::gui {
namespace {

class WrappedMinimumHeight : public QObject {
public:
    explicit WrappedMinimumHeight(QWidget* widget) : QObject(widget), widget_(widget)
    {
        widget->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == widget_ && (event->type() == QEvent::Resize || event->type() == QEvent::LayoutRequest))
            update();
        return QObject::eventFilter(watched, event);
    }

private:
    void update()
    {
        const QLayout* layout = widget_->layout();
        if (!layout || !layout->hasHeightForWidth())
            return;
        // Depends on the width only, so setting it (which may resize the height) settles at once.
        const int height = layout->totalMinimumHeightForWidth(widget_->width());
        if (height > 0 && height != widget_->minimumHeight())
            widget_->setMinimumHeight(height);
    }

    QWidget* widget_;
};

} // namespace

void keepWrappedMinimumHeight(QWidget* widget) { new WrappedMinimumHeight(widget); }

} // namespace tilescope::gui
