// A view's page in a window too short for it (issue 17: 900x700 with the Simulate panel docked, in
// German): it scrolls, and every row gets the height it needs at its width, wrapped rows and a
// wrapped pane in a splitter included; in a window tall enough there is no scroll bar and the page
// fills it; the window is never held taller by a page.

#include "GuiTestSupport.h"
#include "widgets/FlowLayout.h"
#include "widgets/PageScrollArea.h"
#include "widgets/WrappedMinimumHeight.h"

#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTest>
#include <QVBoxLayout>

using namespace tilescope;
using namespace tilescope::gui;

namespace {

QString longText()
{
    return QStringLiteral("Variables with disjoint lifetimes can share addresses: they are drawn in separate "
                          "lanes, and the row at the peak shows what is allocated when the tile needs the most.");
}

// A page as the views are built: a toolbar that wraps, a wrapped note, and a splitter whose upper
// pane ends in a wrapped explanation.
struct Page {
    QWidget* page = new QWidget;
    FlowLayout* toolbar = new FlowLayout;
    QLabel* note = new QLabel(longText(), page);
    QWidget* pane = new QWidget(page);
    QLabel* explanation = new QLabel(longText(), pane);
    QWidget* body = new QWidget(pane);
    QWidget* lower = new QWidget(page);

    Page()
    {
        for (int i = 0; i < 6; ++i)
            toolbar->addWidget(new QPushButton(QStringLiteral("A button %1").arg(i), page));
        note->setWordWrap(true);
        explanation->setWordWrap(true);
        body->setMinimumHeight(150);
        lower->setMinimumHeight(60);
        auto* paneLayout = new QVBoxLayout(pane);
        paneLayout->setContentsMargins(0, 0, 0, 0);
        paneLayout->addWidget(body, 1);
        paneLayout->addWidget(explanation);
        keepWrappedMinimumHeight(pane);
        auto* splitter = new QSplitter(Qt::Vertical, page);
        splitter->addWidget(pane);
        splitter->addWidget(lower);
        auto* layout = new QVBoxLayout(page);
        layout->addLayout(toolbar);
        layout->addWidget(note);
        layout->addWidget(splitter, 1);
    }
};

// Every wrapped row is whole: each label as tall as its text at its width, each toolbar as tall as
// its rows, the pane in the splitter as tall as its rows need.
void verifyNothingSqueezed(const Page& page)
{
    for (const QLabel* label : {page.note, page.explanation})
        QVERIFY2(label->height() >= label->heightForWidth(label->width()), qPrintable(label->text().left(20)));
    QVERIFY(page.toolbar->geometry().height() >= page.toolbar->heightForWidth(page.toolbar->geometry().width()));
    QVERIFY(page.pane->height() >= page.pane->layout()->totalMinimumHeightForWidth(page.pane->width()));
    QVERIFY(page.body->height() >= 150);
}

// The page in its scrolling area, shown at `size` and laid out.
struct ShownPage {
    Page page;
    PageScrollArea area{page.page};
    explicit ShownPage(QSize size)
    {
        area.resize(size);
        area.show();
        exposed = QTest::qWaitForWindowExposed(&area);
        settleLayouts();
    }
    bool exposed = false;
};

// In an area tall enough: no scroll bar, and the page fills the area.
void verifyFillsWithoutScrolling(const PageScrollArea& area, const QWidget& page)
{
    QVERIFY(!area.scrolls());
    QVERIFY(!area.verticalScrollBar()->isVisible());
    QCOMPARE(page.size(), area.viewport()->size());
}

} // namespace

class PageScrollAreaTest : public QObject {
    Q_OBJECT

private slots:
    void shortAreaScrollsAndSqueezesNothing()
    {
        ShownPage shown(QSize(320, 300));
        QVERIFY(shown.exposed);
        const Page& page = shown.page;
        PageScrollArea& area = shown.area;
        QVERIFY(area.scrolls());
        QVERIFY(area.verticalScrollBar()->isVisible());
        QVERIFY(area.verticalScrollBar()->maximum() > 0);
        QVERIFY(page.page->height() > area.viewport()->height());
        // As wide as the room left by the scroll bar: nothing to scroll sideways.
        QCOMPARE(page.page->width(), area.viewport()->width());
        QVERIFY(!area.horizontalScrollBar()->isVisible());
        verifyNothingSqueezed(page);
        // The window is not held taller than the user made it.
        QVERIFY(area.minimumSizeHint().height() < page.page->height());
        QVERIFY(area.minimumSizeHint().width() >= page.page->minimumSizeHint().width());
    }

    void tallAreaFillsWithoutScrolling()
    {
        ShownPage shown(QSize(900, 900));
        QVERIFY(shown.exposed);
        const Page& page = shown.page;
        PageScrollArea& area = shown.area;
        verifyFillsWithoutScrolling(area, *page.page);
        verifyNothingSqueezed(page);
    }

    // Narrowing wraps more rows: the page grows and starts scrolling; widening again stops it.
    void followsTheWidth()
    {
        ShownPage shown(QSize(900, 420));
        QVERIFY(shown.exposed);
        const Page& page = shown.page;
        PageScrollArea& area = shown.area;
        QVERIFY(!area.scrolls());
        area.resize(240, 420);
        settleLayouts();
        QVERIFY(area.scrolls());
        verifyNothingSqueezed(page);
        area.resize(900, 420);
        settleLayouts();
        verifyFillsWithoutScrolling(area, *page.page);
    }

    // A pane in a splitter with a wrapped row keeps the height its rows need at its width.
    void wrappedPaneInASplitterIsWhole()
    {
        Page page;
        page.page->resize(260, 1000);
        page.page->show();
        QVERIFY(QTest::qWaitForWindowExposed(page.page));
        settleLayouts();
        const int narrow = page.pane->minimumHeight();
        QCOMPARE(narrow, page.pane->layout()->totalMinimumHeightForWidth(page.pane->width()));
        QVERIFY(narrow > 150 + page.explanation->fontMetrics().height() * 2);
        page.page->resize(1200, 1000);
        settleLayouts();
        QVERIFY(page.pane->minimumHeight() < narrow);
        delete page.page;
    }
};

QTEST_MAIN(PageScrollAreaTest)
#include "PageScrollAreaTest.moc"
