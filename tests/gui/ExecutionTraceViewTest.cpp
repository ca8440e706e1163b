// The Execution trace view as the user meets it: lanes named after IPUs and stages, steps in the
// colours of their kind or phase, hover and click, the grouped mode, a selected operation's steps
// marked, folding at full zoom and the keys that zoom and pan, the Chrome export, a compared pair,
// a report without an execution, and preparation only once the view is shown.

#include "document/ReportDocument.h"
#include "driver/Compiler.h"
#include "GuiTestSupport.h"
#include "model/Builtins.h"
#include "plot/PlotExport.h"
#include "TestReports.h"
#include "views/trace/ExecutionTraceView.h"
#include "views/trace/TracePalette.h"
#include "views/trace/TracePlot.h"

#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QTextBrowser>
#include <QThreadPool>
#include <QToolButton>
#include <QToolTip>
#include <QTest>

#include <qcustomplot.h>

using namespace tilescope;
using namespace tilescope::gui;

namespace {

bool near(const QColor& a, const QColor& b, int tolerance = 12)
{
    return std::abs(a.red() - b.red()) <= tolerance && std::abs(a.green() - b.green()) <= tolerance &&
           std::abs(a.blue() - b.blue()) <= tolerance;
}

} // namespace

class ExecutionTraceViewTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;
    std::unique_ptr<ReportDocument> document_;
    std::unique_ptr<ExecutionTraceView> view_;

    TracePlot* plot() const { return view_->findChild<TracePlot*>(QStringLiteral("executionTracePlot")); }

    // Shows the view on `source` (and `target`) and waits for its preparation.
    void show(Report source, std::optional<Report> target = std::nullopt)
    {
        document_->setReports(test::loadedReport(std::move(source), QStringLiteral("source.tsr")),
                              target ? test::loadedReport(std::move(*target), QStringLiteral("target.tsr")) : nullptr);
        view_->show();
        QVERIFY(QTest::qWaitForWindowExposed(view_.get()));
        QTRY_VERIFY_WITH_TIMEOUT(!view_->isPreparing(), 20000);
        plot()->redrawNow();
    }

    QColor pixel(const QPoint& at) const { return plot()->grab().toImage().pixelColor(at); }

private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void init()
    {
        document_ = std::make_unique<ReportDocument>();
        view_ = std::make_unique<ExecutionTraceView>(*document_);
        view_->resize(1400, 800);
    }

    void cleanup()
    {
        view_.reset();
        document_.reset();
        QThreadPool::globalInstance()->waitForDone();
    }

    void preparesOnlyOnceShown()
    {
        document_->setReports(test::loadedReport(test::smallReportWithExecution(), QStringLiteral("a.tsr")), nullptr);
        QVERIFY(view_->isPreparing()); // pending: the view is hidden
        QTest::qWait(50);
        QVERIFY(plot()->scene().lanes.empty());
        view_->show();
        QTRY_VERIFY(!view_->isPreparing());
        QCOMPARE(plot()->scene().lanes.size(), std::size_t(2));
    }

    void lanesStepsAndColoursOfTheSmallReport()
    {
        show(test::smallReportWithExecution());
        QCOMPARE(plot()->laneNames(), (QStringList{QStringLiteral("IPU 0 · stage 0"), QStringLiteral("IPU 1 · stage 1")}));
        // The convolution (cycles 110-1310 on IPU 0) in the compute colour; IPU 1 idle meanwhile.
        const QPoint conv = plot()->pixelAt(0, 0, 0, TraceTrack::Steps, 700.0);
        QVERIFY(near(pixel(conv), traceKindColour(TraceKind::OnTileExecute, view_->palette())));
        const QPoint idle = plot()->pixelAt(0, 1, 0, TraceTrack::Steps, 700.0);
        QVERIFY(near(pixel(idle), traceKindColour(TraceKind::Idle, view_->palette())));
        auto* colouring = view_->findChild<QComboBox*>(QStringLiteral("traceColouring"));
        colouring->setCurrentIndex(colouring->findData(int(TraceColouring::ByPhase)));
        plot()->redrawNow();
        QVERIFY(near(pixel(conv), tracePhaseColour(StagePhase::Forward)));
        QVERIFY(near(pixel(idle), traceKindColour(TraceKind::Idle, view_->palette())));
    }

    void hoverNamesTheStepAndClickShowsItsTileBalance()
    {
        show(test::smallReportWithExecution());
        QCustomPlot* custom = plot()->customPlot();
        const QPoint conv = custom->mapFrom(plot(), plot()->pixelAt(0, 0, 0, TraceTrack::Steps, 700.0));
        QTest::mouseMove(custom, conv);
        QTRY_VERIFY(QToolTip::isVisible());
        QVERIFY2(QToolTip::text().contains(QStringLiteral("conv1/Convolve")), qPrintable(QToolTip::text()));
        QVERIFY(QToolTip::text().contains(QStringLiteral("conv1 (conv2d)")));
        QTest::mouseClick(custom, Qt::LeftButton, Qt::NoModifier, conv);
        auto* details = view_->findChild<QTextBrowser*>(QStringLiteral("traceDetails"));
        QVERIFY(details->toPlainText().contains(QStringLiteral("Compute set")));
        auto* balance = view_->findChild<QWidget*>(QStringLiteral("tileBalancePlot"));
        QVERIFY(balance->isVisible());
        QVERIFY(plot()->scene().selected.has_value());
        QCOMPARE(plot()->scene().selected->box.first, std::uint64_t(1));
    }

    void groupedModeDrawsOperationRuns()
    {
        show(test::smallReportWithExecution());
        auto* grouping = view_->findChild<QComboBox*>(QStringLiteral("traceGrouping"));
        grouping->setCurrentIndex(1);
        QTRY_VERIFY(!view_->isPreparing());
        plot()->redrawNow();
        QVERIFY(plot()->scene().grouped());
        const QPoint run = plot()->pixelAt(0, 0, 0, TraceTrack::Operations, 700.0);
        const auto hit = plot()->hitAt(run);
        QVERIFY(hit && hit->track == TraceTrack::Operations);
        QVERIFY(near(pixel(run), view_->palette().color(QPalette::Button)));
        // Clicking a run selects its operation for every view.
        QTest::mouseClick(plot()->customPlot(), Qt::LeftButton, Qt::NoModifier,
                          plot()->customPlot()->mapFrom(plot(), run));
        QCOMPARE(document_->selectedOperation(), QStringLiteral("conv1"));
        grouping->setCurrentIndex(0);
        QVERIFY(!plot()->scene().grouped());
    }

    void selectedOperationIsMarked()
    {
        show(test::smallReportWithExecution());
        document_->setSelectedOperation(QStringLiteral("relu1"));
        QTRY_VERIFY(!view_->isPreparing());
        plot()->redrawNow();
        const auto& marks = plot()->scene().sides[0].window.ipu(1).marks;
        QCOMPARE(marks.size(), std::size_t(1));
        QVERIFY(plot()->scene().sides[0].window.ipu(0).marks.empty());
        // A bar in the text colour under relu1 (cycles 1430-1510 on IPU 1), none under the convolution.
        const auto markAt = [this](std::uint32_t ipu, double cycle) {
            QCustomPlot* custom = plot()->customPlot();
            const TraceLane& lane = plot()->scene().lanes[ipu];
            const QPoint at(int(custom->xAxis->coordToPixel(cycle)), int(custom->yAxis->coordToPixel(lane.top + 0.95)));
            return pixel(custom->mapTo(plot(), at));
        };
        QVERIFY(near(markAt(1, 1470.0), view_->palette().color(QPalette::Text), 40));
        QVERIFY(!near(markAt(0, 700.0), view_->palette().color(QPalette::Text), 40));
    }

    void pipelinedTraceFoldsAtFullZoomAndZoomsWithKeys()
    {
        show(test::smallPipelinedReport());
        TracePlot* trace = plot();
        QCOMPARE(trace->scene().lanes.size(), std::size_t(4));
        QVERIFY(trace->scene().sides[0].window.foldedStepBoxes() > 0);
        QCOMPARE(trace->visibleLower(), 0.0);
        const double all = trace->visibleUpper();
        QCustomPlot* custom = trace->customPlot();
        custom->setFocus();
        QTest::keyClick(custom, Qt::Key_W);
        QTest::keyClick(custom, Qt::Key_W);
        QVERIFY(std::abs(trace->visibleUpper() - trace->visibleLower() - all / 4) < 1.0);
        const double lower = trace->visibleLower();
        QTest::keyClick(custom, Qt::Key_D);
        QVERIFY(trace->visibleLower() > lower);
        QTest::keyClick(custom, Qt::Key_A);
        QTest::keyClick(custom, Qt::Key_Minus);
        QTest::keyClick(custom, Qt::Key_Plus);
        QVERIFY(std::abs(trace->visibleLower() - lower) < 1.0);
        // Down to single cycles: nothing folds any more.
        for (int i = 0; i < 30; ++i)
            QTest::keyClick(custom, Qt::Key_W);
        QCOMPARE(trace->visibleUpper() - trace->visibleLower(), TracePlot::kMinimumVisibleCycles);
        trace->redrawNow();
        QCOMPARE(trace->scene().sides[0].window.foldedStepBoxes(), std::size_t(0));
        QTest::keyClick(custom, Qt::Key_Home);
        QCOMPARE(trace->visibleUpper(), all);
        // Clicking a folded box zooms into it.
        trace->redrawNow();
        const TraceBox folded = [&] {
            for (const TraceBox& box : trace->scene().sides[0].window.ipu(0).steps)
                if (box.folded())
                    return box;
            return TraceBox{};
        }();
        QVERIFY(folded.folded());
        QTest::mouseClick(custom, Qt::LeftButton, Qt::NoModifier,
                          custom->mapFrom(trace, trace->pixelAt(0, 0, 0, TraceTrack::Steps, (folded.start + folded.end) / 2)));
        QVERIFY(trace->visibleUpper() - trace->visibleLower() < all / 10);
    }

    // View > Zoom acts on the trace as its keys do (issue 28: the menu was disabled on this tab).
    void theViewMenuZoomsTheTrace()
    {
        MainWindow window;
        window.document().setReports(test::loadedReport(test::smallPipelinedReport(), QStringLiteral("p.tsr")), nullptr);
        window.show();
        window.showView(QStringLiteral("trace"));
        auto* view = test::viewOf<ExecutionTraceView>(window);
        QTRY_VERIFY_WITH_TIMEOUT(!view->isPreparing(), 20000);
        QAction* zoomIn = nullptr;
        QAction* reset = nullptr;
        for (QAction* action : window.findChildren<QAction*>()) {
            if (action->text() == QStringLiteral("Zoom &In"))
                zoomIn = action;
            if (action->text() == QStringLiteral("&Reset Zoom"))
                reset = action;
        }
        QVERIFY(zoomIn && reset);
        QVERIFY(zoomIn->isEnabled() && reset->isEnabled());
        TracePlot* trace = view->findChild<TracePlot*>();
        const double all = trace->visibleUpper() - trace->visibleLower();
        zoomIn->trigger();
        QVERIFY(std::abs(trace->visibleUpper() - trace->visibleLower() - all / 2) < 1.0);
        reset->trigger();
        QCOMPARE(trace->visibleUpper() - trace->visibleLower(), all);
    }

    // The seed's MNIST tutorial: four stages on four IPUs, trained with 16 micro-batches.
    void pipelinedMnistTrainingReadsAsAPipeline()
    {
        CompileOptions options;
        options.ipus = 4;
        options.training = true;
        options.gradientAccumulation = 16;
        show(compile(makeBuiltinModel("mnist-pipeline"), options));
        const TraceScene& scene = plot()->scene();
        QCOMPARE(plot()->laneNames(), (QStringList{QStringLiteral("IPU 0 · stage 0"), QStringLiteral("IPU 1 · stage 1"),
                                                   QStringLiteral("IPU 2 · stage 2"), QStringLiteral("IPU 3 · stage 3")}));
        auto* colouring = view_->findChild<QComboBox*>(QStringLiteral("traceColouring"));
        QCOMPARE(TraceColouring(colouring->currentData().toInt()), TraceColouring::ByPhase);
        const TraceIndex& index = *scene.sides[0].index;
        const Execution& e = *index.execution();

        // Ramp-up: while the first IPU runs the program's first step, the others wait for their input.
        const auto rowAt = [&](std::uint32_t ipu, std::uint64_t cycle) {
            const auto [begin, end] = e.traceRowsOf(ipu);
            const auto starts = e.traceStartCycle.begin();
            return std::uint64_t(std::upper_bound(starts + std::ptrdiff_t(begin), starts + std::ptrdiff_t(end), cycle) -
                                 starts) - 1;
        };
        std::uint64_t firstStep = e.traceRowsOf(0).first;
        while (e.traceStep[firstStep] == kNone)
            ++firstStep;
        const std::uint64_t probe = e.traceStartCycle[firstStep] + e.traceCycles[firstStep] / 2;
        QVERIFY(e.traceKind[rowAt(0, probe)] != TraceKind::Idle);
        plot()->setVisibleCycles(0.0, 4.0 * double(probe)); // the start, where a step is wide enough to see
        plot()->redrawNow();
        QVERIFY(!near(pixel(plot()->pixelAt(0, 0, 0, TraceTrack::Steps, double(probe))),
                      traceKindColour(TraceKind::Idle, view_->palette())));
        for (std::uint32_t ipu = 1; ipu < 4; ++ipu) {
            QCOMPARE(e.traceKind[rowAt(ipu, probe)], TraceKind::Idle);
            QVERIFY(near(pixel(plot()->pixelAt(0, ipu, 0, TraceTrack::Steps, double(probe))),
                         traceKindColour(TraceKind::Idle, view_->palette())));
        }
        plot()->showAll();
        plot()->redrawNow();
        // Phases in order: each micro-batch forward through the stages, then backward through them in
        // reverse, and the weight update last on every lane.
        const auto interval = [&](std::uint32_t ipu, StagePhase phase, std::int32_t microBatch) -> std::pair<std::uint64_t, std::uint64_t> {
            for (const std::uint32_t row : index.stageRows(ipu))
                if (e.stagePhase[row] == phase && e.stageMicroBatch[row] == microBatch)
                    return {e.stageStartCycle[row], e.stageEndCycle[row]};
            return {0, 0};
        };
        // The steady middle of the accumulation is folded (counted, not traced): the micro-batches
        // whose forward and backward are both traced are checked, and they are most of them.
        int whole = 0;
        for (std::int32_t mb = 0; mb < 16; ++mb) {
            bool traced = true;
            for (std::uint32_t ipu = 0; ipu < 4; ++ipu)
                traced = traced && interval(ipu, StagePhase::Forward, mb).second > 0 &&
                         interval(ipu, StagePhase::Backward, mb).second > 0;
            if (!traced)
                continue;
            ++whole;
            for (std::uint32_t ipu = 0; ipu < 4; ++ipu) {
                const auto forward = interval(ipu, StagePhase::Forward, mb);
                const auto backward = interval(ipu, StagePhase::Backward, mb);
                QVERIFY(forward.second > forward.first && backward.second > backward.first);
                QVERIFY(forward.second <= backward.first);
                if (ipu > 0)
                    QVERIFY(interval(ipu - 1, StagePhase::Forward, mb).second <= forward.first);
                if (ipu < 3)
                    QVERIFY(interval(ipu + 1, StagePhase::Backward, mb).second <= backward.first);
            }
        }
        QVERIFY(whole >= 4);
        for (std::uint32_t ipu = 0; ipu < 4; ++ipu) {
            std::uint64_t lastBackward = 0, update = 0;
            for (const std::uint32_t row : index.stageRows(ipu)) {
                if (e.stagePhase[row] == StagePhase::Backward)
                    lastBackward = std::max(lastBackward, e.stageEndCycle[row]);
                if (e.stagePhase[row] == StagePhase::WeightUpdate)
                    update = e.stageStartCycle[row];
            }
            QVERIFY2(update >= lastBackward && update > 0, qPrintable(QStringLiteral("IPU %1").arg(ipu)));
        }
        // Drawn so: after the host's input, the band's first whole box on IPU 0 is a forward one.
        const auto& bands = scene.sides[0].window.ipu(0).stages;
        const auto band = std::find_if(bands.begin(), bands.end(), [&](const TraceBox& box) {
            return !box.folded() && e.stagePhase[index.stageRows(0)[box.first]] != StagePhase::HostIo;
        });
        QVERIFY(band != bands.end());
        QCOMPARE(e.stagePhase[index.stageRows(0)[band->first]], StagePhase::Forward);
        QVERIFY(near(pixel(plot()->pixelAt(0, 0, 0, TraceTrack::Stages, (band->start + band->end) / 2)),
                     tracePhaseColour(StagePhase::Forward)));
        // Full zoom folds the steps of the busiest lanes.
        QVERIFY(scene.sides[0].window.foldedStepBoxes() > 0);
    }

    void replicasGetLanesOfTheirOwn()
    {
        Report replicated = test::smallReportWithExecution();
        replicated.target.replicas = 2;
        show(replicated);
        QCOMPARE(plot()->laneNames(),
                 (QStringList{QStringLiteral("Replica 0 · IPU 0 · stage 0"), QStringLiteral("Replica 0 · IPU 1 · stage 1"),
                              QStringLiteral("Replica 1 · IPU 0 · stage 0"), QStringLiteral("Replica 1 · IPU 1 · stage 1")}));
        // Replica 1 runs what replica 0 runs.
        QVERIFY(near(pixel(plot()->pixelAt(0, 0, 1, TraceTrack::Steps, 700.0)),
                     traceKindColour(TraceKind::OnTileExecute, view_->palette())));
        QVERIFY(view_->findChild<QLabel*>(QStringLiteral("traceNotes"))->text().contains(QStringLiteral("replica")));
    }

    // BERT's heads back on IPU 0 (--pipeline-split ...@0): IPU 0 runs stages 0 and 2, not 0 to 2.
    void aStageBackOnItsIpuIsNamedInTheLane()
    {
        CompileOptions options;
        options.ipus = 2;
        options.training = true;
        options.gradientAccumulation = 8;
        options.pipelineSplit = {"layer.1", "cls.predictions@0"};
        BuiltinOptions builtin;
        builtin.layers = 2;
        show(compile(makeBuiltinModel("bert-base", builtin), options));
        QCOMPARE(plot()->laneNames(),
                 (QStringList{QStringLiteral("IPU 0 · stages 0, 2"), QStringLiteral("IPU 1 · stage 1")}));
    }

    void plotExportsAsPictures()
    {
        show(test::smallReportWithExecution());
        for (const char* suffix : {"png", "svg", "pdf"}) {
            const QString file = dir_.filePath(QStringLiteral("trace.") + QLatin1String(suffix));
            QVERIFY2(exportPlot(plot()->customPlot(), file), suffix);
            QVERIFY(QFileInfo(file).size() > 1000);
        }
        // The vector export holds the steps as shapes, in their colours.
        QFile svg(dir_.filePath(QStringLiteral("trace.svg")));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        QVERIFY(svg.readAll().contains("#0072b2"));
    }

    void microsecondsOnTheAxis()
    {
        show(test::smallReportWithExecution());
        auto* unit = view_->findChild<QComboBox*>(QStringLiteral("traceTimeUnit"));
        unit->setCurrentIndex(1);
        QVERIFY(plot()->customPlot()->xAxis->label().contains(QStringLiteral("µs")));
        unit->setCurrentIndex(0);
        QCOMPARE(plot()->customPlot()->xAxis->label(), QStringLiteral("Cycles"));
    }

    void exportsChromeTraceJson()
    {
        show(test::smallReportWithExecution());
        const QString path = dir_.filePath(QStringLiteral("trace.json"));
        view_->exportChromeTrace(path);
        auto* status = view_->findChild<QLabel*>(QStringLiteral("traceStatus"));
        QTRY_VERIFY(status->text().contains(QStringLiteral("perfetto")));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonArray events = QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("traceEvents")).toArray();
        int complete = 0;
        for (const QJsonValue& event : events)
            complete += event.toObject().value(QStringLiteral("ph")).toString() == QStringLiteral("X");
        QCOMPARE(complete, 8);
    }

    void comparedPairShowsBothTracesOnOneAxis()
    {
        Report target = test::smallReportWithExecution();
        target.execution->cyclesPerIteration = 1400;
        show(test::smallReportWithExecution(), target);
        QCOMPARE(plot()->scene().lanes.size(), std::size_t(4));
        QCOMPARE(plot()->scene().lanes[2].side, 1);
        QVERIFY(plot()->scene().sides[0].window.ipu(0).steps.size() > 0);
        QVERIFY(plot()->scene().sides[1].window.ipu(0).steps.size() > 0);
        auto* notes = view_->findChild<QLabel*>(QStringLiteral("traceNotes"));
        QVERIFY2(notes->text().contains(QStringLiteral("difference −110")), qPrintable(notes->text()));
        // The target's convolution is drawn too.
        QVERIFY(near(pixel(plot()->pixelAt(1, 0, 0, TraceTrack::Steps, 700.0)),
                     traceKindColour(TraceKind::OnTileExecute, view_->palette())));
    }

    // An out-of-memory source has no trace: the target's lanes still say whose they are.
    void comparedTargetAloneIsHeadedByItsFile()
    {
        show(test::makeSmallReport(true), test::smallReportWithExecution());
        QVERIFY(!plot()->scene().lanes.empty());
        QCOMPARE(plot()->scene().lanes.front().side, 1);
        QStringList captions;
        for (int i = 0; i < plot()->customPlot()->itemCount(); ++i)
            if (auto* text = qobject_cast<QCPItemText*>(plot()->customPlot()->item(i)))
                captions << text->text();
        QVERIFY2(captions.contains(QStringLiteral("Target: target.tsr")), qPrintable(captions.join(u'|')));
        auto* notes = view_->findChild<QLabel*>(QStringLiteral("traceNotes"));
        QVERIFY2(notes->text().contains(QStringLiteral("source report has no execution trace")), qPrintable(notes->text()));
        // What is drawn can be exported: the target's trace.
        QVERIFY(view_->findChild<QToolButton*>(QStringLiteral("traceExport"))->isEnabled());
    }

    void reportWithoutExecutionSaysWhy()
    {
        document_->setReports(test::loadedReport(test::makeSmallReport(true), QStringLiteral("oom.tsr")), nullptr);
        view_->show();
        auto* message = view_->findChild<QLabel*>(QStringLiteral("traceMessage"));
        QVERIFY(message->isVisible());
        QVERIFY2(message->text().contains(QStringLiteral("does not fit")), qPrintable(message->text()));
        QVERIFY(!view_->isPreparing());
        QVERIFY(!view_->findChild<QToolButton*>(QStringLiteral("traceExport"))->isEnabled());
        // Nor does the rest of the toolbar act on a trace that is not there (issue 44).
        for (const char* name : {"traceColouring", "traceGrouping", "traceTimeUnit"})
            QVERIFY2(!view_->findChild<QComboBox*>(QLatin1String(name))->isEnabled(), name);
        document_->setReports(test::loadedReport(test::smallReportWithExecution(), QStringLiteral("a.tsr")), nullptr);
        QVERIFY(view_->findChild<QComboBox*>(QStringLiteral("traceColouring"))->isEnabled());
    }
};

TILESCOPE_GUI_TEST_MAIN(ExecutionTraceViewTest)
#include "ExecutionTraceViewTest.moc"
