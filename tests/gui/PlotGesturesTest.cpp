// PlotGestures, the one place the plots tell a click from a drag and read the zoom keys: a left
// press released within four pixels is a click (with its modifiers), five pixels is a drag; the
// right button never clicks; + = - Left Right Home 0 ask to zoom, pan and reset by the plot's
// steps; keys held with a modifier the plot leaves alone pass on; a plot without keys ignores them.

#include "GuiTestSupport.h"
#include "plot/PlotGestures.h"

#include <QSignalSpy>
#include <QTest>

#include <qcustomplot.h>

using namespace tilescope::gui;

class PlotGesturesTest : public QObject {
    Q_OBJECT

private slots:
    void aPressReleasedNearbyIsAClickAndADragIsNot()
    {
        QCustomPlot plot;
        plot.resize(300, 200);
        auto* gestures = new PlotGestures(&plot);
        QSignalSpy clicked(gestures, &PlotGestures::clicked);
        const QPoint at(100, 100);
        QTest::mousePress(&plot, Qt::LeftButton, Qt::ControlModifier, at);
        QTest::mouseRelease(&plot, Qt::LeftButton, Qt::ControlModifier, at + QPoint(3, 1));
        QCOMPARE(clicked.size(), 1);
        QCOMPARE(clicked[0][0].toPoint(), at + QPoint(3, 1));
        QCOMPARE(clicked[0][1].value<Qt::KeyboardModifiers>(), Qt::KeyboardModifiers(Qt::ControlModifier));
        QTest::mousePress(&plot, Qt::LeftButton, {}, at);
        QTest::mouseRelease(&plot, Qt::LeftButton, {}, at + QPoint(3, 2)); // five pixels: a drag
        QCOMPARE(clicked.size(), 1);
        QTest::mousePress(&plot, Qt::RightButton, {}, at);
        QTest::mouseRelease(&plot, Qt::RightButton, {}, at);
        QCOMPARE(clicked.size(), 1);
        QVERIFY(PlotGestures::isClick(at, at + QPoint(0, PlotGestures::kClickTolerancePx)));
        QVERIFY(!PlotGestures::isClick(at, at + QPoint(1, PlotGestures::kClickTolerancePx)));
    }

    void theKeysZoomPanAndResetByThePlotsSteps()
    {
        QCustomPlot plot;
        auto* gestures = new PlotGestures(&plot, PlotGestures::Keys{1.5, 0.2, Qt::AltModifier});
        QSignalSpy zoomed(gestures, &PlotGestures::zoomRequested);
        QSignalSpy panned(gestures, &PlotGestures::panRequested);
        QSignalSpy reset(gestures, &PlotGestures::resetRequested);
        QTest::keyClick(&plot, Qt::Key_Plus);
        QTest::keyClick(&plot, Qt::Key_Equal, Qt::ControlModifier);
        QTest::keyClick(&plot, Qt::Key_Minus);
        QCOMPARE(zoomed.size(), 3);
        QCOMPARE(zoomed[0][0].toDouble(), 1.5);
        QCOMPARE(zoomed[1][1].value<Qt::KeyboardModifiers>(), Qt::KeyboardModifiers(Qt::ControlModifier));
        QCOMPARE(zoomed[2][0].toDouble(), 1.0 / 1.5);
        QTest::keyClick(&plot, Qt::Key_Left);
        QTest::keyClick(&plot, Qt::Key_Right);
        QCOMPARE(panned.size(), 2);
        QCOMPARE(panned[0][0].toDouble(), -0.2);
        QCOMPARE(panned[1][0].toDouble(), 0.2);
        QTest::keyClick(&plot, Qt::Key_Home);
        QTest::keyClick(&plot, Qt::Key_0);
        QCOMPARE(reset.size(), 2);
        QTest::keyClick(&plot, Qt::Key_Plus, Qt::AltModifier); // left to the window
        QCOMPARE(zoomed.size(), 3);

        QCustomPlot still;
        auto* clicksOnly = new PlotGestures(&still);
        QSignalSpy notZoomed(clicksOnly, &PlotGestures::zoomRequested);
        QTest::keyClick(&still, Qt::Key_Plus);
        QCOMPARE(notZoomed.size(), 0);
    }
};

TILESCOPE_GUI_TEST_MAIN(PlotGesturesTest)
#include "PlotGesturesTest.moc"
