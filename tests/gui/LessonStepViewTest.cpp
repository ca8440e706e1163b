// Issue 24 §7: a lesson step sets every option of its view that its claims depend on, whatever the
// user left them on, and its text says which. Before every step the options are changed as a user
// would leave them (the liveness of one tile, zoomed, searched; the memory of one IPU, sorted,
// without gaps, zoomed; the trace in microseconds, zoomed; the regions zoomed; a filter on the
// operations); then the step is opened and its view checked against its claims: the reports are the
// step's (the first configuration the headline and target, the second the source), and the view
// shows what the claims are about.

#include "GuiTestSupport.h"
#include "LayoutChecks.h"
#include "plot/PresentationStyle.h"
#include "widgets/PageScrollArea.h"
#include "lessons/LessonClaims.h"
#include "lessons/LessonPanel.h"
#include "lessons/LessonViewWords.h"
#include "models/TileMemoryStacks.h"
#include "options/CompileCommand.h"
#include "report/MemoryCategory.h"
#include "simulation/Simulation.h"
#include "views/liveness/LivenessPlot.h"
#include "views/liveness/LivenessSource.h"
#include "views/liveness/LivenessView.h"
#include "views/memory/MemoryView.h"
#include "views/memory/TileBreakdownModel.h"
#include "views/memory/TileMemoryPlot.h"
#include "views/operations/OperationsView.h"
#include "views/regions/RegionsPlot.h"
#include "views/regions/RegionsView.h"
#include "views/summary/FitBanner.h"
#include "views/summary/SummaryView.h"
#include "views/trace/ExecutionTraceView.h"
#include "views/trace/TracePlot.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QScopeGuard>
#include <QComboBox>
#include <QLineEdit>
#include <QListWidget>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace tilescope;
using namespace tilescope::gui;

namespace {

using namespace Qt::StringLiterals;

// The views whose claims are read off a plot.
bool step_needsPlot(const std::string& view)
{
    return view == "liveness" || view == "memory" || view == "regions" || view == "trace";
}

// The first column of a compared table that holds the target's figures (its header names the
// "(target)"), or -1.
int firstTargetColumn(const QTableView& table)
{
    const QAbstractItemModel& model = *table.model();
    for (int c = 0; c < model.columnCount(); ++c) {
        const QString header = model.headerData(c, Qt::Horizontal).toString();
        if (header.endsWith(u"(target)"_s))
            return c;
    }
    return -1;
}

QString commandOf(const LoadedReport* loaded)
{
    return loaded ? QString::fromStdString(loaded->report.options.at(kCommandOption)) : QString();
}

bool waitUntilPrepared(MainWindow& window)
{
    return QTest::qWaitFor(
        [&] {
            const ReportView* view = window.currentView();
            return view && !view->isPreparing();
        },
        120'000);
}

// What a user leaves behind in the views, on whatever reports are shown.
void leaveOptionsChanged(MainWindow& window)
{
    const LoadedReport* shown = window.document().headlineReport();
    QVERIFY(shown);
    const std::uint32_t tile = std::min<std::uint32_t>(63, std::uint32_t(shown->report.memory.tileCount() - 1));

    window.showView(QStringLiteral("liveness"));
    auto* liveness = test::viewOf<LivenessView>(window);
    window.document().setSelectedTile(tile);
    liveness->setSource(LivenessSource::tile(tile));
    QVERIFY(waitUntilPrepared(window));
    liveness->zoomBy(4);
    liveness->searchField()->setText(QStringLiteral("conv"));
    QCOMPARE(liveness->source(), LivenessSource::tile(tile));

    window.showView(QStringLiteral("memory"));
    auto* memory = test::viewOf<MemoryView>(window);
    memory->ipuChooser()->setCurrentIndex(memory->ipuChooser()->count() - 1);
    memory->orderChooser()->setCurrentIndex(1);
    memory->gapsToggle()->setChecked(false);
    memory->zoomBy(4);

    window.showView(QStringLiteral("trace"));
    QVERIFY(waitUntilPrepared(window));
    auto* trace = test::viewOf<ExecutionTraceView>(window);
    trace->findChild<QComboBox*>(QStringLiteral("traceTimeUnit"))->setCurrentIndex(1);
    trace->findChild<TracePlot*>(QStringLiteral("executionTracePlot"))->zoomBy(4);

    window.showView(QStringLiteral("regions"));
    test::viewOf<RegionsView>(window)->zoomBy(4);

    window.showView(QStringLiteral("operations"));
    test::viewOf<OperationsView>(window)->filterField()->setText(QStringLiteral("no such operation"));
    window.showView(QStringLiteral("summary"));
}

// Whether `claim`, comparing two configurations, holds for the values `of` gives them.
template <class Value> bool holdsFor(const LessonClaim& claim, Value of)
{
    const double value = double(of(claim.of));
    if (claim.lessThan && !(value * claim.factor < double(of(*claim.lessThan))))
        return false;
    if (claim.greaterThan && !(value > double(of(*claim.greaterThan)) * claim.factor))
        return false;
    if (claim.sameAs && value != double(of(*claim.sameAs)))
        return false;
    return true;
}

} // namespace

class LessonStepViewTest : public QObject {
    Q_OBJECT

private:
    MainWindow* window_ = nullptr;

    // The configuration `c` of the shown step: the first is the headline (and, compared, the
    // target), the second the source.
    const LoadedReport* reportOf(std::size_t c) const
    {
        return c == 0 ? window_->document().headlineReport() : window_->document().source();
    }

    void checkReports(const LessonStep& step)
    {
        const ReportDocument& document = window_->document();
        QCOMPARE(commandOf(document.headlineReport()), QString::fromStdString(compileCommandLine(step.inputs[0])));
        if (step.inputs.size() > 1) {
            QCOMPARE(document.headline(), Headline::Target);
            QCOMPARE(document.headlineReport(), document.target());
            QCOMPARE(commandOf(document.source()), QString::fromStdString(compileCommandLine(step.inputs[1])));
        } else {
            QVERIFY(!document.target());
        }
        // Every claim holds in the reports the views show (the panel lists them checked).
        auto* claims = window_->lessonPanel().findChild<QListWidget*>(QStringLiteral("lessonClaims"));
        QCOMPARE(claims->count(), int(step.claims.size()));
        for (int i = 0; i < claims->count(); ++i)
            QVERIFY2(claims->item(i)->text().startsWith(QStringLiteral("✓")), qPrintable(claims->item(i)->text()));
    }

    void checkLiveness(const LessonStep& step)
    {
        const LessonFocus& focus = step.focus;
        auto* view = test::viewOf<LivenessView>(*window_);
        const LoadedReport* headline = reportOf(0);
        const bool namesTile = focus.tile || focus.worstTile;
        const LivenessSource expected = focus.worstTile ? LivenessSource::tile(headline->summary.worstTile.id)
                                        : focus.tile    ? LivenessSource::tile(*focus.tile)
                                                        : LivenessSource::allTiles();
        QCOMPARE(view->source(), expected);
        QVERIFY(view->plot()->showsAllSteps());
        QVERIFY(view->searchField()->text().isEmpty());
        QVERIFY(view->sourceSeries());
        if (focus.step)
            QCOMPARE(view->selectedStep(), std::optional<std::size_t>(std::size_t(*focus.step)));
        else if (!namesTile)
            QCOMPARE(view->selectedStep(), std::optional<std::size_t>(std::size_t(headline->summary.peakStep)));
        else
            QCOMPARE(view->selectedStep(), view->sourceSeries()->peakStep());
        // The plotted series are the configurations': the first drawn first, the second beside it.
        const auto seriesOf = [&](std::size_t c) { return c == 0 ? view->sourceSeries() : view->targetSeries(); };
        QCOMPARE(view->targetSeries() != nullptr, step.inputs.size() > 1);
        for (const LessonClaim& claim : step.claims) {
            if (claim.figure != "peakNotAlwaysLiveBytes")
                continue;
            if (!namesTile) {
                // All tiles: the plotted peak is the report's.
                const LoadedReport* report = reportOf(claim.of);
                QCOMPARE(double(seriesOf(claim.of)->peakNotAlwaysLiveBytes()),
                         lessonFigure(claim.figure, {&report->report, &report->summary}));
            }
            if (claim.lessThan || claim.greaterThan || claim.sameAs)
                QVERIFY2(holdsFor(claim, [&](std::size_t c) { return seriesOf(c)->peakNotAlwaysLiveBytes(); }),
                         claim.pointer.c_str());
        }
    }

    void checkMemory(const LessonStep& step)
    {
        const LessonFocus& focus = step.focus;
        auto* view = test::viewOf<MemoryView>(*window_);
        const LoadedReport* headline = reportOf(0);
        QCOMPARE(view->ipuChooser()->currentIndex(), 0);
        QCOMPARE(view->orderChooser()->currentData().toInt(), int(TileOrder::Software));
        QVERIFY(view->gapsToggle()->isChecked());
        QVERIFY(view->plot()->showsAllTiles());
        // The bars are the headline's, so is the breakdown's tile.
        QCOMPARE(view->series().stacks()->tileCount(), headline->report.memory.tileCount());
        QCOMPARE(view->series().worstTile(), std::optional<std::uint32_t>(headline->summary.worstTile.id));
        QVERIFY(view->breakdownModel()->columnCount() > 0);
        QCOMPARE(view->breakdownModel()->tileOfColumn(0), focus.tile.value_or(headline->summary.worstTile.id));
        if (const auto category = parseMemoryCategory(focus.category))
            QCOMPARE(view->breakdownModel()->highlightedRow(), int(stackIndex(tileMemoryStackOf(*category))));
        for (const LessonClaim& claim : step.claims)
            if (claim.figure == "worstTileBytes" && claim.of == 0)
                QCOMPARE(double(view->series().stacks()->totalBytes(headline->summary.worstTile.id, true)),
                         lessonFigure(claim.figure, {&headline->report, &headline->summary}));
    }

    void checkRegions(const LessonStep& step)
    {
        auto* view = test::viewOf<RegionsView>(*window_);
        const std::uint32_t tile = step.focus.tile.value_or(reportOf(0)->summary.worstTile.id);
        QCOMPARE(view->shownTile(), std::optional<std::uint32_t>(tile));
        QCOMPARE(view->tileSpinBox()->value(), int(tile));
        QVERIFY(view->sourcePlot()->showsWholeTile());
    }

    void checkTrace(const LessonStep& step)
    {
        auto* view = test::viewOf<ExecutionTraceView>(*window_);
        auto* plot = view->findChild<TracePlot*>(QStringLiteral("executionTracePlot"));
        QCOMPARE(plot->timeUnit(), TracePlot::TimeUnit::Cycles);
        if (const auto& window = step.focus.traceCycles) {
            // The window, kept within the run: one past its end is moved back (as wide), or shows
            // the whole run when wider than it.
            const auto near = [](double a, double b) { return std::abs(a - b) <= 1.0; };
            const double lower = plot->visibleLower(), upper = plot->visibleUpper();
            const bool exact = near(lower, double(window->first)) && near(upper, double(window->second));
            const bool movedBack = upper < double(window->second) && near(upper - lower, double(window->second - window->first));
            QVERIFY2(exact || movedBack || plot->showsAll(),
                     qPrintable(QStringLiteral("%1 to %2").arg(lower).arg(upper)));
        } else {
            QVERIFY(plot->showsAll());
        }
    }

    void checkOperations(const LessonStep& step)
    {
        auto* view = test::viewOf<OperationsView>(*window_);
        QVERIFY(view->filterField()->text().isEmpty());
        if (step.focus.operation.empty())
            return;
        QCOMPARE(window_->document().selectedOperation(), QString::fromStdString(step.focus.operation));
        const QModelIndex current = view->operationsTable()->currentIndex();
        QVERIFY(current.isValid());
        QCOMPARE(current.siblingAtColumn(0).data().toString(), QString::fromStdString(step.focus.operation));
    }

    void checkSummary(const LessonStep& step)
    {
        // The banner heads with the first configuration's verdict, which the fits claims state.
        const FitBanner* banner = test::viewOf<SummaryView>(*window_)->banner();
        QCOMPARE(banner->isOutOfMemory(), !reportOf(0)->summary.fits);
        for (const LessonClaim& claim : step.claims)
            if (claim.figure == "fits" && claim.of == 0 && claim.is)
                QCOMPARE(banner->isOutOfMemory(), *claim.is == 0.0);
    }

private slots:
    void initTestCase()
    {
        test::isolateSettings();
        QLocale::setDefault(QLocale::c());
    }

    void everyStepSetsTheOptionsItsClaimsDependOn()
    {
        MainWindow window;
        window_ = &window;
        window.setErrorDialogsEnabled(false);
        window.resize(1280, 860);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // Something to change the options on before the first step: a pipeline on four IPUs.
        CompileOptions options;
        options.ipus = 4;
        options.batchSize = 8;
        options.training = true;
        options.gradientAccumulation = 8;
        window.document().setReports(test::loadedReport(compile(makeBuiltinModel("mnist-pipeline"), options), QString()),
                                     nullptr);
        window.showLessons();
        LessonPanel& panel = window.lessonPanel();
        QVERIFY(panel.lessons().size() >= 17);
        const QString only = qEnvironmentVariable("TILESCOPE_LESSON_STEP_VIEW_ONLY"); // one lesson, when debugging
        for (std::size_t l = 0; l < panel.lessons().size(); ++l) {
            const Lesson& lesson = panel.lessons()[l];
            if (!only.isEmpty() && only != QString::fromStdString(lesson.id))
                continue;
            for (std::size_t s = 0; s < lesson.steps.size(); ++s) {
                const LessonStep& step = lesson.steps[s];
                const QByteArray where = QByteArray::fromStdString(lesson.id + " step " + std::to_string(s + 1));
                leaveOptionsChanged(window);
                if (QTest::currentTestFailed())
                    QFAIL(where.constData());
                QSignalSpy shown(&panel, &LessonPanel::stepShown);
                QSignalSpy failed(&panel, &LessonPanel::failed);
                panel.openLesson(int(l), int(s));
                QVERIFY2(QTest::qWaitFor([&] { return !shown.isEmpty() || !failed.isEmpty(); }, 300'000) &&
                             !shown.isEmpty(),
                         where.constData());
                QVERIFY2(waitUntilPrepared(window), where.constData());
                QTest::qWait(20);
                QCOMPARE(window.currentViewId(), QString::fromStdString(step.view));
                checkReports(step);
                if (step.view == "liveness")
                    checkLiveness(step);
                else if (step.view == "memory")
                    checkMemory(step);
                else if (step.view == "regions")
                    checkRegions(step);
                else if (step.view == "trace")
                    checkTrace(step);
                else if (step.view == "operations")
                    checkOperations(step);
                else if (step.view == "summary")
                    checkSummary(step);
                if (QTest::currentTestFailed())
                    QFAIL(where.constData());
                // The text says what the view was set to.
                const QString words = LessonViewWords::describe(step, reportOf(0)->summary.worstTile.id);
                QVERIFY2(panel.stepText().contains(words), qPrintable(QString::fromLatin1(where) + u'\n' + panel.stepText()));
                if (step.view == "liveness")
                    QVERIFY2(panel.stepText().contains(step.focus.tile || step.focus.worstTile
                                                           ? QStringLiteral("Liveness of tile ")
                                                           : QStringLiteral("Liveness of all tiles")),
                             where.constData());
                // For looking at it: TILESCOPE_TEST_SCREENSHOTS=DIR writes one step as the user sees it.
                if (const QString shots = qEnvironmentVariable("TILESCOPE_TEST_SCREENSHOTS");
                    !shots.isEmpty() && lesson.id == "pipeline-schedules" && s == 1) {
                    window.lessonDock()->show();
                    QTest::qWait(300);
                    window.grab().save(QDir(shots).filePath(QStringLiteral("lesson-step-after-changed-options.png")));
                }
            }
        }
        window_ = nullptr;
    }

    // Issue 44: a class sees every step projected. At 1280x800 in presentation mode, with the
    // lesson panel open beside the view, no step's view cuts a legend, a note, an axis or a table's
    // columns, and its plot keeps at least 300 px of height.
    void everyStepReadsOnAProjector()
    {
        MainWindow window;
        window.setErrorDialogsEnabled(false);
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.showLessons();
        window.presentationAction()->trigger();
        const auto restore = qScopeGuard([] { PresentationStyle::instance().setEnabled(false); });
        LessonPanel& panel = window.lessonPanel();
        const QString only = qEnvironmentVariable("TILESCOPE_LESSON_STEP_VIEW_ONLY");
        QStringList problems;
        for (std::size_t l = 0; l < panel.lessons().size(); ++l) {
            const Lesson& lesson = panel.lessons()[l];
            if (!only.isEmpty() && only != QString::fromStdString(lesson.id))
                continue;
            for (std::size_t s = 0; s < lesson.steps.size(); ++s) {
                const QString where = QString::fromStdString(lesson.id + " step " + std::to_string(s + 1));
                QSignalSpy shown(&panel, &LessonPanel::stepShown);
                QSignalSpy failed(&panel, &LessonPanel::failed);
                panel.openLesson(int(l), int(s));
                QVERIFY2(QTest::qWaitFor([&] { return !shown.isEmpty() || !failed.isEmpty(); }, 300'000) &&
                             !shown.isEmpty(),
                         qPrintable(where));
                QVERIFY2(waitUntilPrepared(window), qPrintable(where));
                settleLayouts();
                ReportView* view = window.currentView();
                QVERIFY(view);
                for (const QString& cut : test::cutParts(*view))
                    problems.append(where + u": "_s + cut);
                // The plot's height; compared regions stack the two tiles' plots, one above the other.
                int tallest = 0;
                int stacked = 0;
                for (QCustomPlot* plot : view->findChildren<QCustomPlot*>())
                    if (plot->isVisible()) {
                        tallest = std::max(tallest, plot->height());
                        stacked += plot->height();
                    }
                const int height = lesson.steps[s].view == "regions" ? stacked : tallest;
                if (step_needsPlot(lesson.steps[s].view) && height < 300)
                    problems.append(where + u": the plot is %1 px high"_s.arg(height));
                // A compared table shows both reports' columns without scrolling to them.
                if (lesson.steps[s].view == "operations")
                    for (const QTableView* table : view->findChildren<QTableView*>())
                        if (table->isVisible() && table->model() && window.document().target()) {
                            const int targetColumn = firstTargetColumn(*table);
                            if (targetColumn >= 0 &&
                                table->columnViewportPosition(targetColumn) + table->columnWidth(targetColumn) >
                                    table->viewport()->width())
                                problems.append(where + u": the table's target columns are off screen"_s);
                        }
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }
};

TILESCOPE_GUI_TEST_MAIN(LessonStepViewTest)
#include "LessonStepViewTest.moc"
