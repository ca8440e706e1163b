// Lessons in the viewer: Help > Lessons loads the bundled lessons; a step simulates its
// configurations, opens its view at the spot it names and lists its claims as they hold; a step's
// configuration opens in the Simulate panel; a bad lesson file is named and the others still load.
// Presentation mode makes text larger and plot lines thicker, and restores them.

#include "GuiTestSupport.h"
#include "compiler/ConvPlanCache.h"
#include "document/SimulationService.h"
#include "lessons/LessonPanel.h"
#include "options/CompileCommand.h"
#include "plot/PresentationStyle.h"
#include "report/MemoryCategory.h"
#include "simulate/SimulatePanel.h"
#include "simulation/Simulation.h"
#include "views/liveness/LivenessPlot.h"
#include "views/liveness/LivenessView.h"
#include "views/memory/MemoryView.h"
#include "views/memory/TileBreakdownModel.h"

#include <QAction>
#include <QComboBox>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QScopeGuard>
#include <QTest>

#include <qcustomplot.h>

using namespace tilescope;
using namespace tilescope::gui;

namespace {

int lessonIndex(const LessonPanel& panel, const std::string& id)
{
    for (std::size_t i = 0; i < panel.lessons().size(); ++i)
        if (panel.lessons()[i].id == id)
            return int(i);
    return -1;
}

bool waitForStep(LessonPanel& panel)
{
    QSignalSpy shown(&panel, &LessonPanel::stepShown);
    QSignalSpy failed(&panel, &LessonPanel::failed);
    return QTest::qWaitFor([&] { return !shown.isEmpty() || !failed.isEmpty(); }, 60'000) && !shown.isEmpty();
}

} // namespace

class LessonPanelTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings(); }

    // First in this file, so that the panel's run plans afresh: the viewer has one plan cache, and a
    // lesson step on the model the panel simulated (at other amps) plans nothing again.
    void aLessonStepReusesThePlansThePanelMade()
    {
        MainWindow window;
        window.setErrorDialogsEnabled(false);
        window.show();
        SimulatePanel& simulate = window.simulatePanel();
        simulate.setLive(false);
        simulate.setInput(parseCompileArguments({"resnext50_32x4d", "--precision", "32.32", "--batch-size", "20",
                                                 "--amp", "0.6"}));
        ConvPlanCache& plans = *SimulationService::instance().plans();
        const std::size_t missesBefore = plans.misses();
        QSignalSpy simulated(&simulate, &SimulatePanel::simulated);
        simulate.run();
        QVERIFY(QTest::qWaitFor([&] { return !simulated.isEmpty(); }, 60'000));
        const std::size_t panelMisses = plans.misses();
        QVERIFY(panelMisses > missesBefore);
        const std::size_t panelHits = plans.hits();

        window.showLessons();
        LessonPanel& panel = window.lessonPanel();
        const int journey = lessonIndex(panel, "oom-journey");
        QVERIFY(journey >= 0);
        panel.openLesson(journey, 1); // amp 0.75 against 0.8, the same model and batch
        QVERIFY(waitForStep(panel));
        QCOMPARE(plans.misses(), panelMisses);
        QVERIFY(plans.hits() > panelHits);
    }

    void aLessonStepSimulatesShowsItsViewAndChecksItsClaims()
    {
        MainWindow window;
        window.setErrorDialogsEnabled(false);
        window.show();
        window.showLessons();
        LessonPanel& panel = window.lessonPanel();
        QVERIFY(window.lessonDock()->isVisibleTo(&window));
        QVERIFY(panel.lessons().size() >= 17);
        QCOMPARE(panel.findChild<QComboBox*>(QStringLiteral("lessonBox"))->count(), int(panel.lessons().size()));

        const int journey = lessonIndex(panel, "oom-journey");
        QVERIFY(journey >= 0);
        const Lesson& lesson = panel.lessons()[std::size_t(journey)];
        panel.openLesson(journey, 0);
        QVERIFY(waitForStep(panel));
        // The step's configuration is what the document shows, in the step's view, at its peak.
        QCOMPARE(QString::fromStdString(window.document().source()->report.options.at(kCommandOption)),
                 QString::fromStdString(compileCommandLine(lesson.steps[0].inputs[0])));
        QCOMPARE(window.currentViewId(), QStringLiteral("liveness"));
        auto* liveness = test::viewOf<LivenessView>(window);
        QCOMPARE(liveness->selectedStep(), std::optional<std::size_t>(std::size_t(window.document().source()->summary.peakStep)));
        auto* claims = panel.findChild<QListWidget*>(QStringLiteral("lessonClaims"));
        QCOMPARE(claims->count(), int(lesson.steps[0].claims.size()));
        for (int i = 0; i < claims->count(); ++i)
            QVERIFY2(claims->item(i)->text().startsWith(QStringLiteral("✓")), qPrintable(claims->item(i)->text()));

        // Next: two configurations, source and target; then the worst tile's regions.
        QTest::mouseClick(panel.findChild<QPushButton*>(QStringLiteral("lessonNext")), Qt::LeftButton);
        QVERIFY(waitForStep(panel));
        QCOMPARE(panel.currentStep(), 1);
        QVERIFY(window.document().target());
        QCOMPARE(window.currentViewId(), QStringLiteral("memory"));
        panel.showStep(2);
        QVERIFY(waitForStep(panel));
        QCOMPARE(window.currentViewId(), QStringLiteral("regions"));
        // The worst tile of the step's first configuration: the headline (and target).
        QCOMPARE(window.document().selectedTile(),
                 std::optional<std::uint32_t>(window.document().headlineReport()->summary.worstTile.id));

        // "And what if...": the step's configuration in the Simulate panel.
        QTest::mouseClick(panel.findChild<QPushButton*>(QStringLiteral("lessonChange")), Qt::LeftButton);
        QVERIFY(window.simulateDock()->isVisibleTo(&window));
        QCOMPARE(window.simulatePanel().commandLine(),
                 QString::fromStdString(compileCommandLine(lesson.steps[2].inputs[0])));
    }

    // A memory category: the worst tile's breakdown with the category's row marked.
    void aCategoryIsMarkedInTheTilesBreakdown()
    {
        MainWindow window;
        window.setErrorDialogsEnabled(false);
        window.show();
        window.showLessons();
        LessonPanel& panel = window.lessonPanel();
        const int replication = lessonIndex(panel, "replication");
        QVERIFY(replication >= 0);
        QCOMPARE(panel.lessons()[std::size_t(replication)].steps[0].focus.category, std::string("globalExchangeCode"));
        panel.openLesson(replication, 0);
        QVERIFY(waitForStep(panel));
        QCOMPARE(window.currentViewId(), QStringLiteral("memory"));
        auto* memory = test::viewOf<MemoryView>(window);
        const int row = int(stackIndex(tileMemoryStackOf(MemoryCategory::GlobalExchangeCode)));
        QCOMPARE(memory->breakdownModel()->highlightedRow(), row);
        QVERIFY(window.document().selectedTile());
        QVERIFY(memory->breakdownModel()->columnCount() > 0);
        QCOMPARE(memory->breakdownModel()->data(memory->breakdownModel()->index(row, 0), Qt::FontRole).value<QFont>().bold(),
                 true);
    }

    // Issue 28: the Lesson dock restored open by the last session lists the lessons, in teaching
    // order, the out-of-memory journey first, as F1 does.
    void aLessonDockRestoredOpenListsTheLessons()
    {
        MainWindow window;
        window.setErrorDialogsEnabled(false);
        window.show();
        window.lessonDock()->show(); // as restoreState() does
        LessonPanel& panel = window.lessonPanel();
        QTRY_VERIFY(!panel.lessons().empty());
        QCOMPARE(panel.lessons().front().id, std::string("oom-journey"));
        QCOMPARE(panel.currentLesson(), 0);
        QCOMPARE(panel.findChild<QComboBox*>(QStringLiteral("lessonBox"))->count(), int(panel.lessons().size()));
    }

    void aBadLessonIsNamedAndTheOthersLoad()
    {
        QTemporaryDir dir;
        QFile::copy(QStringLiteral(TILESCOPE_LESSONS_DIR "/oom-journey.json"), dir.filePath(QStringLiteral("good.json")));
        QFile bad(dir.filePath(QStringLiteral("bad.json")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write(R"({"format": "tilescope-lesson", "version": "1.0", "title": "B", "introduction": "I",
                     "steps": [{"title": "S", "configurations": ["mlp --warp 9"], "view": "memory", "text": "T",
                                "claims": [{"figure": "fits", "is": true}]}]})");
        bad.close();
        ReportDocument document;
        LessonPanel panel(document);
        const QStringList failures = panel.loadLessons(dir.path());
        QCOMPARE(failures.size(), 1);
        QVERIFY(failures.front().contains(QStringLiteral("bad.json")));
        QVERIFY(failures.front().contains(QStringLiteral("/steps/0/configurations/0")));
        QCOMPARE(panel.lessons().size(), std::size_t(1));
    }

    // A plot built while presenting starts from the enlarged application font: its text is
    // enlarged once, as large as a plot built before (it was 1.96 times the normal size, and the
    // Memory view's legend took the whole plot at 1280x800).
    void aPlotBuiltWhilePresentingIsEnlargedOnce()
    {
        const double normal = QApplication::font().pointSizeF();
        QCustomPlot before;
        before.legend->setVisible(true);
        before.replot();
        QCOMPARE(before.legend->font().pointSizeF(), normal);

        PresentationStyle::instance().setEnabled(true);
        const auto restore = qScopeGuard([] { PresentationStyle::instance().setEnabled(false); });
        QCustomPlot during;
        during.legend->setVisible(true);
        const QFont small = [&] {
            QFont font = during.legend->font();
            font.setPointSizeF(font.pointSizeF() / 2);
            return font;
        }();
        during.addGraph()->setName(QStringLiteral("half-size label"));
        auto* label = new QCPItemText(&during);
        label->setFont(small);
        for (QCustomPlot* plot : {&before, &during}) {
            plot->ensurePolished(); // as when shown: the style finds it
            plot->replot();
            QCOMPARE(plot->legend->font().pointSizeF(), normal * PresentationStyle::kFontScale);
            QCOMPARE(plot->xAxis->tickLabelFont().pointSizeF(), normal * PresentationStyle::kFontScale);
        }
        QCOMPARE(label->font().pointSizeF(), normal * PresentationStyle::kFontScale / 2);

        PresentationStyle::instance().setEnabled(false);
        for (QCustomPlot* plot : {&before, &during}) {
            plot->replot();
            QCOMPARE(plot->legend->font().pointSizeF(), normal);
        }
        QCOMPARE(label->font().pointSizeF(), normal / 2);
    }

    void presentationModeEnlargesTextAndThickensLinesThenRestoresThem()
    {
        MainWindow window;
        window.setErrorDialogsEnabled(false);
        window.show();
        SimulatePanel& simulate = window.simulatePanel();
        simulate.setLive(false);
        simulate.setInput(parseCompileArguments({"mlp", "--batch-size", "4"}));
        QSignalSpy simulated(&simulate, &SimulatePanel::simulated);
        simulate.run();
        QVERIFY(QTest::qWaitFor([&] { return !simulated.isEmpty(); }, 30'000));
        window.showView(QStringLiteral("liveness"));
        auto* plot = test::viewOf<LivenessView>(window)->plot()->customPlot();
        QTest::qWait(50);
        plot->replot();
        std::vector<double> widths;
        for (int i = 0; i < plot->plottableCount(); ++i)
            widths.push_back(plot->plottable(i)->pen().widthF());
        const double fontSize = QApplication::font().pointSizeF();
        const double tickFont = plot->xAxis->tickLabelFont().pointSizeF();

        window.presentationAction()->trigger();
        QVERIFY(PresentationStyle::instance().isEnabled());
        QCOMPARE(QApplication::font().pointSizeF(), fontSize * PresentationStyle::kFontScale);
        plot->replot();
        bool thicker = false;
        for (int i = 0; i < plot->plottableCount(); ++i)
            if (plot->plottable(i)->pen().style() != Qt::NoPen) {
                QCOMPARE(plot->plottable(i)->pen().widthF(),
                         std::max(widths[std::size_t(i)], 1.0) * PresentationStyle::kLineScale);
                thicker = true;
            }
        QVERIFY(thicker);
        QCOMPARE(plot->xAxis->tickLabelFont().pointSizeF(), tickFont * PresentationStyle::kFontScale);

        window.presentationAction()->trigger();
        QVERIFY(!PresentationStyle::instance().isEnabled());
        QCOMPARE(QApplication::font().pointSizeF(), fontSize);
        plot->replot();
        for (int i = 0; i < plot->plottableCount(); ++i)
            QCOMPARE(plot->plottable(i)->pen().widthF(), widths[std::size_t(i)]);
        QCOMPARE(plot->xAxis->tickLabelFont().pointSizeF(), tickFont);
    }
};

TILESCOPE_GUI_TEST_MAIN(LessonPanelTest)
#include "LessonPanelTest.moc"
