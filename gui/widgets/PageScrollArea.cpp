#include "widgets/PageScrollArea.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLayout>
#include <QScrollBar>
#include <QStyle>

#include <algorithm>

namespace tilescope::gui {
namespace {

// The least height of a page in the window: enough to see that there is more to scroll to.
constexpr int kMinimumHeight = 200;

} // namespace

PageScrollArea::PageScrollArea(QWidget* page, QWidget* parent) : QScrollArea(parent)
{
    setFrameShape(QFrame::NoFrame);
    // Not a stop of its own for Tab: the keyboard moves between the view's controls, and the area
    // scrolls to the one that takes the focus (QScrollArea::focusNextPrevChild).
    setFocusPolicy(Qt::NoFocus);
    setWidgetResizable(false); // the page is sized here: QScrollArea would give it its preferred height
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setWidget(page);
    page->installEventFilter(this);
}

QSize PageScrollArea::pageMinimumSize() const
{
    const QWidget* content = widget();
    return content->minimumSizeHint().expandedTo(content->minimumSize());
}

int PageScrollArea::neededHeight(int width) const
{
    int height = pageMinimumSize().height();
    if (const QLayout* layout = widget()->layout(); layout && layout->hasHeightForWidth())
        height = std::max(height, layout->totalMinimumHeightForWidth(width));
    return height;
}

QSize PageScrollArea::minimumSizeHint() const
{
    QSize size = pageMinimumSize();
    if (scrolls_)
        size.rwidth() += verticalScrollBar()->sizeHint().width();
    size.setHeight(std::min(size.height(), kMinimumHeight));
    return size;
}

QSize PageScrollArea::sizeHint() const { return widget()->sizeHint().expandedTo(minimumSizeHint()); }

void PageScrollArea::resizeEvent(QResizeEvent* event)
{
    QScrollArea::resizeEvent(event);
    fitPage();
}

bool PageScrollArea::eventFilter(QObject* watched, QEvent* event)
{
    // The page's rows changed (a note got longer, a toolbar shows another box): fit it again.
    if (watched == widget() && event->type() == QEvent::LayoutRequest) {
        updateGeometry();
        fitPage();
    }
    return QScrollArea::eventFilter(watched, event);
}

void PageScrollArea::fitPage()
{
    QWidget* content = widget();
    if (fitting_ || !content)
        return;
    fitting_ = true;
    // The area's own room, whether or not the scroll bar is shown now.
    const QRect room = contentsRect();
    const int minimumWidth = pageMinimumSize().width();
    int width = std::max(room.width(), minimumWidth);
    int needed = neededHeight(width);
    const bool scrolls = needed > room.height();
    if (scrolls) { // narrower by the scroll bar, so perhaps taller
        width = std::max(room.width() - verticalScrollBar()->sizeHint().width(), minimumWidth);
        needed = neededHeight(width);
    }
    content->resize(width, std::max(room.height(), needed));
    if (scrolls != scrolls_) {
        scrolls_ = scrolls;
        setVerticalScrollBarPolicy(scrolls ? Qt::ScrollBarAlwaysOn : Qt::ScrollBarAlwaysOff);
        updateGeometry();
    }
    fitting_ = false;
}

void settleLayouts()
{
    constexpr int kPasses = 8; // more than the deepest such chain of the views
    for (int pass = 0; pass < kPasses; ++pass)
        QCoreApplication::processEvents();
}

} // namespace tilescope::gui
