#pragma once
// Qt's stacks of pages (QStackedWidget, QTabWidget) are at least as large as the largest minimum
// of all their pages, shown or not: the widest view would hold the window wide even while a narrow
// one is shown, and a window with a panel docked beside the views could not be as small as the
// views it shows allow. Hidden pages here ignore their size; the current one alone sets it.

#include <QSizePolicy>
#include <QWidget>

namespace tilescope::gui {

/// Lets the current page of `pages` (a QStackedWidget or a QTabWidget, its pages added) alone set
/// its minimum size, now and whenever another page is chosen.
template <class Pages> void sizeByCurrentPage(Pages* pages)
{
    const auto apply = [pages] {
        for (int i = 0; i < pages->count(); ++i) {
            QWidget* page = pages->widget(i);
            const auto policy = page == pages->currentWidget() ? QSizePolicy::Preferred : QSizePolicy::Ignored;
            page->setSizePolicy(policy, policy);
        }
    };
    QObject::connect(pages, &Pages::currentChanged, pages, apply);
    apply();
}

} // namespace tilescope::gui
