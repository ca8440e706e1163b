// The main window as the walk-through met it on a real desktop (issue 13): the journey's reports
// alone and compared, at the default 1280×860 and in a small window, where nothing may be cut.

#include "GuiTestSupport.h"
#include "app/MainWindow.h"
#include "models/LiveVariablesModel.h"
#include "models/LivenessSeries.h"
#include "plot/LivenessPlot.h"
#include "views/LivenessView.h"
#include "views/ReportView.h"

#include <QFileInfo>
#include <QLabel>
#include <QSemaphore>
#include <QStatusBar>
#include <QTableView>
#include <QTest>
#include <QThreadPool>

#include <qcustomplot.h>

using namespace tilescope;
using namespace tilescope::gui;
using namespace Qt::StringLiterals;

namespace {

template <class View>
View* viewOf(MainWindow& window)
{
    for (ReportView* view : window.views())
        if (auto* found = qobject_cast<View*>(view))
            return found;
    return nullptr;
}

// What of `view` is cut at its current size: legend entries past their plot's edges or squeezed
// below their text's width, wrapped labels shorter than their text. Empty when all is whole.
QStringList cutParts(ReportView& view)
{
    QStringList cut;
    for (QCustomPlot* plot : view.findChildren<QCustomPlot*>()) {
        if (!plot->isVisible())
            continue;
        plot->replot(QCustomPlot::rpImmediateRefresh);
        for (int i = 0; plot->legend->visible() && i < plot->legend->itemCount(); ++i)
            if (QCPAbstractLegendItem* item = plot->legend->item(i);
                item && (!plot->rect().contains(item->outerRect())
                         || item->outerRect().width() < item->minimumOuterSizeHint().width()))
                if (auto* entry = qobject_cast<QCPPlottableLegendItem*>(item))
                    cut.append(u"legend entry \"%1\""_s.arg(entry->plottable()->name()));
    }
    for (const QLabel* label : view.findChildren<QLabel*>())
        if (label->isVisible() && label->wordWrap() && !label->text().isEmpty()
            && label->heightForWidth(label->width()) > label->height())
            cut.append(u"label \"%1\""_s.arg(label->text().left(40)));
    return cut;
}

} // namespace

class WindowLayoutTest : public QObject {
    Q_OBJECT

private:
    std::shared_ptr<LoadedReport> source_;
    std::shared_ptr<LoadedReport> target_;

    // Every view at `size`: the window takes that size and nothing in any view is cut.
    void checkEveryViewAt(const QSize& size, bool compare)
    {
        MainWindow window;
        window.document().setReports(source_, compare ? target_ : nullptr);
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.size(), size);
        for (ReportView* view : window.views()) {
            window.showView(view->viewId());
            QCoreApplication::processEvents();
            QCoreApplication::processEvents();
            const QStringList cut = cutParts(*view);
            QVERIFY2(cut.isEmpty(), qPrintable(view->viewId() + u": "_s + cut.join(u", ")));
        }
    }

private slots:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
        test::isolateSettings();
        source_ = test::compiledResNeXt(0.6);
        target_ = test::compiledResNeXt(0.75);
    }

    // A small window (issue 13.6): down to 900×600 the window takes the size asked for, and at
    // 900×700 no legend entry and no wrapped line of any view is cut, alone or compared.
    void smallWindowCutsNothing_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("compare");
        QTest::newRow("900x600 compared") << QSize(900, 600) << true;
        QTest::newRow("900x700 alone") << QSize(900, 700) << false;
        QTest::newRow("900x700 compared") << QSize(900, 700) << true;
        QTest::newRow("1280x860 compared") << QSize(1280, 860) << true;
    }

    void smallWindowCutsNothing()
    {
        QFETCH(QSize, size);
        QFETCH(bool, compare);
        checkEveryViewAt(size, compare);
    }

    // The title and the content change together (issue 13.16): while a big series is still being
    // computed for the new report, nothing of the old one is left on screen, and the status bar
    // names both files of a comparison (issue 13.5).
    void titleAndContentChangeTogether()
    {
        MainWindow window;
        LivenessView* view = viewOf<LivenessView>(window);
        view->setBackgroundThreshold(0); // every series on the thread pool
        window.show();
        window.document().setReports(source_, nullptr);
        QTRY_VERIFY(!view->isComputing());
        window.showView(u"liveness"_s);
        QVERIFY(!view->plot()->sourceWindow().keys.isEmpty());

        QThreadPool* pool = QThreadPool::globalInstance();
        const int threads = pool->maxThreadCount();
        pool->setMaxThreadCount(1);
        QSemaphore gate;
        pool->start([&gate] { gate.acquire(); });
        window.document().setReports(target_, source_);
        QVERIFY(window.windowTitle().startsWith(QFileInfo(target_->path).fileName()));
        QVERIFY(view->isComputing());
        QVERIFY(!view->sourceSeries());
        QVERIFY(view->plot()->sourceWindow().keys.isEmpty());
        QCOMPARE(view->liveVariablesModel()->rowCount(), 0);
        const QString status = window.findChild<QLabel*>(u"shownFiles"_s)->text();
        QVERIFY2(status.contains(QFileInfo(target_->path).fileName()) && status.contains(QFileInfo(source_->path).fileName()),
                 qPrintable(status));
        gate.release();
        QTRY_VERIFY(!view->isComputing());
        pool->setMaxThreadCount(threads);
        QCOMPARE(view->sourceSeries()->peakNotAlwaysLiveBytes(),
                 LivenessSeries::build(target_->report, view->source()).peakNotAlwaysLiveBytes());
    }

    // At the default size the live variables' names are whole, and whole in their tooltips at any
    // size (issue 13.12).
    void variableNamesAreWholeAtTheDefaultSize()
    {
        MainWindow window;
        window.document().setReports(source_, nullptr);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.size(), MainWindow::kDefaultSize);
        window.showView(u"liveness"_s);
        QCoreApplication::processEvents(); // lays the page out
        QCoreApplication::processEvents();
        LivenessView* view = viewOf<LivenessView>(window);
        const auto* table = view->liveVariablesTable();
        const LiveVariablesModel* model = view->liveVariablesModel();
        QVERIFY(model->rowCount() > 0);
        for (int row = 0; row < model->rowCount(); ++row) {
            const QModelIndex index = model->index(row, LiveVariablesModel::VariableColumn);
            const QString name = index.data().toString();
            QCOMPARE(index.data(Qt::ToolTipRole).toString(), name);
            const int room = table->visualRect(index).width();
            QVERIFY2(table->fontMetrics().horizontalAdvance(name) + 8 <= room,
                     qPrintable(u"\"%1\" in %2 pixels"_s.arg(name).arg(room)));
        }
    }
};

TILESCOPE_GUI_TEST_MAIN(WindowLayoutTest)
#include "WindowLayoutTest.moc"
