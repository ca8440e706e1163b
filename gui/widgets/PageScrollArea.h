#pragma once
// A view's page that scrolls up and down when the window is too short for it, so that nothing is
// ever drawn squeezed or cut. Qt gives a window the minimum height of its pages from their
// widgets' minimum sizes, which do not know that rows wrap: a toolbar that wraps onto a third row
// in German, or a note that takes four lines beside a docked panel, needs more height than the
// window was told. Laid out below that, a plot's bottom and a legend's rows fall outside the
// widgets that hold them, and a window told the whole height would be taller than the screen. Here
// the page is given at least the height its wrapped rows need at its width, and a scroll bar when
// the window is shorter than that; it is as wide as the area always.

#include <QScrollArea>

namespace tilescope::gui {

class PageScrollArea : public QScrollArea {
    Q_OBJECT
public:
    /// Takes `page` as its widget.
    explicit PageScrollArea(QWidget* page, QWidget* parent = nullptr);

    /// The page held (that given to the constructor).
    QWidget* page() const { return widget(); }
    /// Whether the page is taller than the area and scrolls.
    bool scrolls() const { return scrolls_; }

    /// As wide as the page's minimum (with a scroll bar's width while it scrolls), but only a little
    /// high: the window can be as short as the user makes it, and the page scrolls.
    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// Sizes the page to the area (its height at least what its rows need) and shows the scroll
    /// bar only when that is more than the area's height.
    void fitPage();
    /// The page's minimum size, without wrapped rows.
    QSize pageMinimumSize() const;
    /// The least height the page's rows need at `width`, wrapped rows included.
    int neededHeight(int width) const;

    bool scrolls_ = false;
    bool fitting_ = false;
};

/// Runs the event loop until changed minimum sizes have reached the pages (before a screenshot or
/// a test reads the layout): a change climbs a level of widgets per pass, each posting a layout
/// request to its parent (a legend's new row to its plot, the plot's frame, a pane in a splitter,
/// the view, the page that scrolls).
void settleLayouts();

} // namespace tilescope::gui
