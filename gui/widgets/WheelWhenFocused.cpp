#include "widgets/WheelWhenFocused.h"

#include <QEvent>
#include <QWidget>

namespace tilescope::gui {
namespace {

class WheelFilter : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Wheel && !static_cast<QWidget*>(watched)->hasFocus()) {
            // Handled here but not accepted: QApplication passes an unaccepted wheel to the parent.
            event->ignore();
            return true;
        }
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

void takeWheelOnlyWhenFocused(QWidget* editor)
{
    editor->setFocusPolicy(Qt::StrongFocus); // not Qt::WheelFocus: the wheel alone gives no focus
    editor->installEventFilter(new WheelFilter(editor));
}

} // namespace tilescope::gui
