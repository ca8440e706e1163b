// Re-simulated reports keep the user's place: the MNIST pipeline simulated again at twice the batch
// size (more steps, another worst tile, a longer run) replaces the shown report with
// ReportChange::Resimulated, the previous result becoming the target as the Simulate panel does,
// and each view keeps its zoom, selected tile, step, source, block, node, sort and mode; opened with
// ReportChange::Opened, they start afresh as before.

#include "document/ReportDocument.h"
#include "driver/Compiler.h"
#include "GuiTestSupport.h"
#include "model/Builtins.h"
#include "models/KeyValueModel.h"
#include "TestReports.h"
#include "views/liveness/LivenessPlot.h"
#include "views/liveness/LivenessSeries.h"
#include "views/liveness/LivenessView.h"
#include "views/memory/MemoryView.h"
#include "views/memory/TileMemoryPlot.h"
#include "views/operations/OperationsModel.h"
#include "views/operations/OperationsView.h"
#include "views/programs/ProgramTreeModel.h"
#include "views/programs/ProgramTreeView.h"
#include "views/regions/RegionsPlot.h"
#include "views/regions/RegionsView.h"
#include "views/regions/TileBlocksModel.h"
#include "views/summary/SummaryView.h"
#include "views/trace/ExecutionTraceView.h"
#include "views/trace/TracePlot.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QThreadPool>
#include <QTreeView>

#include <algorithm>
#include <memory>

using namespace tilescope;
using namespace tilescope::gui;

namespace {

// Four pipeline stages on four IPUs, trained: every view has something to show, the trace reads
// by phase. Named as a simulation not saved to a file.
std::shared_ptr<LoadedReport> mnistPipeline(std::uint32_t batchSize)
{
    CompileOptions options;
    options.ipus = 4;
    options.batchSize = batchSize;
    options.training = true;
    options.gradientAccumulation = 8;
    // Dithered plans start at tiles hashed from their shapes, so that the two batches' worst tiles
    // differ (undithered, both are tile 0).
    options.convDithering = true;
    auto report = test::loadedReport(compile(makeBuiltinModel("mnist-pipeline"), options), QString());
    report->name = QStringLiteral("Simulation batch %1").arg(batchSize);
    return report;
}

bool near(double a, double b) { return std::abs(a - b) <= 1e-6 * std::max({1.0, std::abs(a), std::abs(b)}); }

// The names from a root down to `index`.
QStringList pathOf(QModelIndex index)
{
    QStringList names;
    for (; index.isValid(); index = index.parent())
        names.prepend(index.siblingAtColumn(0).data().toString());
    return names;
}

} // namespace

class KeepPlaceTest : public QObject {
    Q_OBJECT

private:
    std::shared_ptr<LoadedReport> before_; // batch 8: what the user was looking at
    std::shared_ptr<LoadedReport> after_;  // batch 16: re-simulated
    std::unique_ptr<ReportDocument> document_;

    template <class View>
    std::unique_ptr<View> shown()
    {
        auto view = std::make_unique<View>(*document_);
        view->resize(1400, 900);
        view->show();
        if (!QTest::qWaitForWindowExposed(view.get()))
            return nullptr;
        return view;
    }

    void resimulate() { document_->setReports(after_, before_, ReportChange::Resimulated); }
    // Another report, alone: what opening a file does. (The liveness plot keeps its zoom on reports
    // of as many steps, as it always has: this one has fewer than the pair shown before.)
    void open() { document_->setReports(before_, nullptr, ReportChange::Opened); }

private slots:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
        before_ = mnistPipeline(8);
        after_ = mnistPipeline(16);
        QCOMPARE(before_->report.target.ipus, 4u);
        QVERIFY(before_->report.execution && after_->report.execution);
        // What makes keeping the place more than leaving things be: the reports differ.
        QVERIFY(before_->report.liveness.stepCount() < after_->report.liveness.stepCount());
        QVERIFY(before_->summary.worstTile.id != after_->summary.worstTile.id);
        QVERIFY(before_->report.execution->cyclesPerIteration < after_->report.execution->cyclesPerIteration);
    }

    void init() { document_ = std::make_unique<ReportDocument>(); }

    void cleanup()
    {
        document_.reset();
        QThreadPool::globalInstance()->waitForDone();
    }

    void namesReportsWithoutAFile()
    {
        QCOMPARE(after_->displayName(), QStringLiteral("Simulation batch 16"));
        document_->setReports(before_, nullptr);
        const auto trace = shown<ExecutionTraceView>();
        QVERIFY(trace);
        resimulate();
        QTRY_VERIFY_WITH_TIMEOUT(!trace->isPreparing(), 20000);
        auto* plot = trace->findChild<TracePlot*>(QStringLiteral("executionTracePlot"));
        const QStringList captions{plot->scene().sides[0].caption, plot->scene().sides[1].caption};
        // Compared, each is named by what sets it apart (these record no command: their options).
        QCOMPARE(captions, (QStringList{QStringLiteral("Source: batch 16"), QStringLiteral("Target: batch 8")}));
        // The pages that name the compared reports.
        const auto summary = shown<SummaryView>();
        const auto programs = shown<ProgramTreeView>();
        const auto regions = shown<RegionsView>();
        QVERIFY(summary && programs && regions);
        QCOMPARE(summary->worstTilesBox(SummaryView::Target)->title(), QStringLiteral("Worst tiles (target: batch 8)"));
        QCOMPARE(programs->target().title->text(), QStringLiteral("<b>Target: batch 8</b>"));
        QCOMPARE(regions->totalsModel()->headerData(KeyValueModel::TargetColumn, Qt::Horizontal).toString(),
                 QStringLiteral("Target\nbatch 8"));
    }

    void memoryKeepsTilesIpuGapsScaleAndZoom()
    {
        document_->setReports(before_, nullptr);
        const auto view = shown<MemoryView>();
        QVERIFY(view);
        const std::uint32_t perIpu = before_->report.target.tilesPerIpu;
        view->ipuChooser()->setCurrentIndex(view->ipuChooser()->findData(2));
        view->gapsToggle()->setChecked(false);
        view->scaleToggle()->setChecked(!view->scaleToggle()->isChecked());
        const bool scale = view->scaleToggle()->isChecked();
        const std::vector<std::uint32_t> tiles{2 * perIpu + 40, 2 * perIpu + 41, 2 * perIpu + 300};
        view->selectTiles(tiles, tiles[1]);
        view->plot()->setVisibleRange(2 * perIpu + 20.5, 2 * perIpu + 120.5);
        QVERIFY(!view->plot()->showsAllTiles());
        const auto zoom = view->plot()->visibleRange();

        resimulate();
        QCOMPARE(view->selectedTiles(), tiles);
        QCOMPARE(document_->selectedTile(), std::optional<std::uint32_t>(tiles[1]));
        QCOMPARE(view->ipuChooser()->currentData().toInt(), 2);
        QCOMPARE(view->series().ipu(), std::optional<std::uint32_t>(2));
        QVERIFY(!view->gapsToggle()->isChecked());
        QVERIFY(!view->series().includesGaps());
        QCOMPARE(view->scaleToggle()->isChecked(), scale);
        QCOMPARE(view->plot()->scalesToTileMemory(), scale);
        QVERIFY(near(view->plot()->visibleRange().first, zoom.first));
        QVERIFY(near(view->plot()->visibleRange().second, zoom.second));
        QVERIFY(view->comparisonLabel()->isVisibleTo(view.get())); // the previous result is the target

        // Opened: all IPUs and all tiles again, the document's tile alone selected.
        open();
        QCOMPARE(view->ipuChooser()->currentData().toInt(), -1);
        QVERIFY(view->plot()->showsAllTiles());
        QCOMPARE(view->selectedTiles(), std::vector<std::uint32_t>{tiles[1]});
    }

    void memoryKeepsThePreviewOfTheWorstTile()
    {
        document_->setReports(before_, nullptr);
        const auto view = shown<MemoryView>();
        QVERIFY(view);
        resimulate();
        // Nothing was chosen: the new report's worst tile is previewed.
        QCOMPARE(view->selectedTiles(), std::vector<std::uint32_t>{*view->series().worstTile()});
        QVERIFY(view->tileListEdit()->text().isEmpty());
        QVERIFY(!document_->selectedTile());
    }

    void livenessKeepsStepZoomAndSource_data()
    {
        QTest::addColumn<bool>("background");
        QTest::newRow("on the UI thread") << false;
        QTest::newRow("in the background") << true;
    }

    void livenessKeepsStepZoomAndSource()
    {
        QFETCH(bool, background);
        document_->setReports(before_, nullptr);
        const auto view = shown<LivenessView>();
        QVERIFY(view);
        if (background)
            view->setBackgroundThreshold(0);
        view->setSource(LivenessSource::ipu(1));
        QTRY_VERIFY_WITH_TIMEOUT(!view->isComputing(), 20000);
        const std::size_t steps = std::min(before_->report.liveness.stepCount(), after_->report.liveness.stepCount());
        QVERIFY(steps > 100);
        const std::size_t step = steps / 3;
        view->selectStep(step);
        view->plot()->setVisibleSteps(double(steps) / 4, double(steps) / 2);
        const double lower = view->plot()->visibleLower(), upper = view->plot()->visibleUpper();
        QVERIFY(!view->plot()->showsAllSteps());

        resimulate();
        QTRY_VERIFY_WITH_TIMEOUT(!view->isComputing(), 20000);
        QCOMPARE(view->source(), LivenessSource::ipu(1));
        QCOMPARE(view->sourceBox()->currentData().toInt(), int(LivenessSource::Kind::Ipu));
        QCOMPARE(view->indexBox()->value(), 1);
        QCOMPARE(view->selectedStep(), std::optional<std::size_t>(step));
        QVERIFY(view->targetSeries()); // drawn against the previous result
        QVERIFY(near(view->plot()->visibleLower(), lower));
        QVERIFY(near(view->plot()->visibleUpper(), upper));

        // Opened: the peak step and all steps, as a newly opened report starts.
        open();
        QTRY_VERIFY_WITH_TIMEOUT(!view->isComputing(), 20000);
        QCOMPARE(view->selectedStep(), view->sourceSeries()->peakStep());
        QVERIFY(view->plot()->showsAllSteps());
    }

    void livenessFallsBackWhenTheSourceIsGone()
    {
        const auto twoIpus = test::loadedReport(test::makeSmallReport(), QStringLiteral("small.tsr")); // no IPU 3
        document_->setReports(before_, nullptr);
        const auto view = shown<LivenessView>();
        QVERIFY(view);
        view->setSource(LivenessSource::ipu(3));
        document_->setReports(twoIpus, before_, ReportChange::Resimulated);
        QCOMPARE(view->source(), LivenessSource::allTiles());
    }

    // A view behind another tab of a window on screen takes the new reports when it is shown: it
    // keeps the place when every change it missed was a re-simulation, applies the selections made
    // meanwhile, and holds the reports it shows until then (they are freed once it has caught up).
    void hiddenViewsCatchUpWhenShown()
    {
        auto first = std::make_shared<LoadedReport>(*before_);
        const std::weak_ptr<const LoadedReport> firstAlive = first;
        document_->setReports(first, nullptr);
        first.reset();
        QTabWidget tabs;
        auto* liveness = new LivenessView(*document_);
        auto* operations = new OperationsView(*document_);
        tabs.addTab(liveness, liveness->title());
        tabs.addTab(operations, operations->title());
        tabs.resize(1400, 900);
        tabs.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tabs));
        liveness->setSource(LivenessSource::ipu(1));
        QTRY_VERIFY_WITH_TIMEOUT(!liveness->isComputing(), 20000);
        const std::size_t step = before_->report.liveness.stepCount() / 3;
        liveness->selectStep(step);
        tabs.setCurrentWidget(operations);
        auto* table = operations->findChild<QTableView*>(QStringLiteral("operationsTable"));
        const int columnsAlone = table->model()->columnCount();

        resimulate();
        // Operations, on screen, compares the new report with the previous one at once; Liveness,
        // behind its tab, still shows the report it had, and keeps it alive.
        QVERIFY(table->model()->columnCount() > columnsAlone);
        QCOMPARE(liveness->sourceSeries()->stepCount(), before_->report.liveness.stepCount());
        QVERIFY(!liveness->targetSeries());
        QThreadPool::globalInstance()->waitForDone();
        QVERIFY(!firstAlive.expired());
        // A tile chosen elsewhere meanwhile is followed once the view is shown.
        const std::uint32_t tile = after_->summary.worstTile.id;
        document_->setSelectedTile(tile);
        QCOMPARE(liveness->source(), LivenessSource::ipu(1));

        tabs.setCurrentWidget(liveness);
        QTRY_VERIFY_WITH_TIMEOUT(!liveness->isComputing(), 20000);
        QCOMPARE(liveness->sourceSeries()->stepCount(), after_->report.liveness.stepCount());
        QVERIFY(liveness->targetSeries()); // against the previous result
        QCOMPARE(liveness->selectedStep(), std::optional<std::size_t>(step));
        QCOMPARE(liveness->source(), LivenessSource::tile(tile));
        QThreadPool::globalInstance()->waitForDone();
        QVERIFY(firstAlive.expired());

        // Missing a re-simulation and then an opened report starts afresh.
        tabs.setCurrentWidget(operations);
        resimulate();
        open();
        tabs.setCurrentWidget(liveness);
        QTRY_VERIFY_WITH_TIMEOUT(!liveness->isComputing(), 20000);
        QVERIFY(!liveness->targetSeries());
        QCOMPARE(liveness->selectedStep(), liveness->sourceSeries()->peakStep());
    }

    void regionsKeepsTileZoomLanesAndBlock()
    {
        // The first tile from the worst one on that holds a variable in both reports.
        const auto variablesOn = [](const Report& report, std::uint32_t tile) {
            TileBlocksModel model;
            model.setTile(&report, tile);
            QStringList names;
            for (const TileBlock& block : model.blocks())
                if (block.kind == TileBlockKind::Variable)
                    names.append(model.nameText(block));
            return names;
        };
        const std::uint32_t tiles = before_->report.memory.tileCount();
        std::uint32_t tile = before_->summary.worstTile.id;
        QStringList afterVariables;
        for (std::uint32_t i = 0; i < tiles; ++i, tile = (tile + 1) % tiles) {
            afterVariables = variablesOn(after_->report, tile);
            const QStringList beforeVariables = variablesOn(before_->report, tile);
            if (std::any_of(beforeVariables.begin(), beforeVariables.end(),
                            [&](const QString& name) { return afterVariables.contains(name); }))
                break;
        }
        document_->setSelectedTile(tile);
        document_->setReports(before_, nullptr);
        const auto view = shown<RegionsView>();
        QVERIFY(view);
        RegionsPlot* plot = view->sourcePlot();
        // A variable the tile holds in both reports, highlighted as a click on it does, and zoomed on.
        const TileBlocksModel& blocks = *view->sourceBlocks();
        const auto variable = std::find_if(blocks.blocks().begin(), blocks.blocks().end(), [&](const TileBlock& b) {
            return b.kind == TileBlockKind::Variable && afterVariables.contains(blocks.nameText(b));
        });
        QVERIFY(variable != blocks.blocks().end());
        const QString name = blocks.nameText(*variable);
        const double first = double(variable->offset), last = first + 2048.0;
        plot->setAddressRange(first, last);
        emit plot->blockClicked(int(variable - blocks.blocks().begin()));
        QCOMPARE(plot->firstVisibleByte(), first);
        const auto lanes = plot->visibleLanes();
        plot->zoomLanes(1.5, (lanes.first + lanes.second) / 2);
        const bool lanesZoomed = !plot->showsAllLanes(); // only when there are lanes enough to zoom
        const auto zoomedLanes = plot->visibleLanes();

        resimulate();
        QCOMPARE(view->shownTile(), std::optional<std::uint32_t>(tile));
        QCOMPARE(view->tileSpinBox()->value(), int(tile));
        for (RegionsPlot* shownPlot : {view->sourcePlot(), view->targetPlot()}) {
            QVERIFY(!shownPlot->showsWholeTile());
            QVERIFY(near(shownPlot->firstVisibleByte(), first));
            QVERIFY(near(shownPlot->lastVisibleByte(), last));
            if (lanesZoomed) {
                // Still zoomed as far, where the tile has lanes enough (the other report's may have
                // fewer: then they all show).
                const auto shown = shownPlot->visibleLanes();
                if (!shownPlot->showsAllLanes())
                    QVERIFY(shown.second - shown.first <= zoomedLanes.second - zoomedLanes.first + 1e-6);
            }
        }
        // The block is highlighted again by its name, on both sides (the target is the report it was in).
        for (auto [shownPlot, model] : {std::pair{view->sourcePlot(), view->sourceBlocks()},
                                        std::pair{view->targetPlot(), view->targetBlocks()}}) {
            QVERIFY(shownPlot->highlightedBlock() >= 0);
            QCOMPARE(model->nameText(model->blocks()[std::size_t(shownPlot->highlightedBlock())]), name);
        }

        // Opened: the whole tile, nothing highlighted.
        open();
        QCOMPARE(view->shownTile(), std::optional<std::uint32_t>(tile));
        QVERIFY(view->sourcePlot()->showsWholeTile());
        QVERIFY(view->sourcePlot()->showsAllLanes());
        QCOMPARE(view->sourcePlot()->highlightedBlock(), -1);
    }

    void traceKeepsWindowAndColouring()
    {
        document_->setReports(before_, nullptr);
        const auto view = shown<ExecutionTraceView>();
        QVERIFY(view);
        QTRY_VERIFY_WITH_TIMEOUT(!view->isPreparing(), 20000);
        auto* plot = view->findChild<TracePlot*>(QStringLiteral("executionTracePlot"));
        auto* colouring = view->findChild<QComboBox*>(QStringLiteral("traceColouring"));
        QCOMPARE(TraceColouring(colouring->currentData().toInt()), TraceColouring::ByPhase); // pipelined
        colouring->setCurrentIndex(colouring->findData(int(TraceColouring::ByKind)));
        QVERIFY(plot->showsAll());
        const double end = plot->visibleUpper(); // the re-simulated run is about as long
        plot->setVisibleCycles(end / 5, end / 3);
        const double lower = plot->visibleLower(), upper = plot->visibleUpper();
        QVERIFY(!plot->showsAll());

        resimulate();
        QVERIFY(view->isPreparing());
        QTRY_VERIFY_WITH_TIMEOUT(!view->isPreparing(), 20000);
        QVERIFY(plot->scene().sides[1].index); // the previous result is the target
        QVERIFY(near(plot->visibleLower(), lower));
        QVERIFY(near(plot->visibleUpper(), upper));
        QCOMPARE(TraceColouring(colouring->currentData().toInt()), TraceColouring::ByKind);
        QCOMPARE(plot->colouring(), TraceColouring::ByKind);

        // Opened: the whole run, coloured by phase.
        open();
        QTRY_VERIFY_WITH_TIMEOUT(!view->isPreparing(), 20000);
        QVERIFY(plot->showsAll());
        QCOMPARE(TraceColouring(colouring->currentData().toInt()), TraceColouring::ByPhase);
    }

    void traceKeepsThePlaceWhilePreparing()
    {
        document_->setReports(before_, nullptr);
        const auto view = shown<ExecutionTraceView>();
        QVERIFY(view);
        QTRY_VERIFY_WITH_TIMEOUT(!view->isPreparing(), 20000);
        auto* plot = view->findChild<TracePlot*>(QStringLiteral("executionTracePlot"));
        const double end = plot->visibleUpper();
        plot->setVisibleCycles(end / 5, end / 4);
        const double lower = plot->visibleLower(), upper = plot->visibleUpper();
        // Hidden, the view prepares when next shown; a second re-simulation meanwhile keeps the place.
        view->hide();
        resimulate();
        document_->setReports(before_, after_, ReportChange::Resimulated);
        view->show();
        QTRY_VERIFY_WITH_TIMEOUT(!view->isPreparing(), 20000);
        QVERIFY(near(plot->visibleLower(), lower));
        QVERIFY(near(plot->visibleUpper(), upper));
    }

    void programTreeKeepsSelectedAndExpandedNodes()
    {
        document_->setReports(before_, nullptr);
        const auto view = shown<ProgramTreeView>();
        QVERIFY(view);
        QTreeView* tree = view->source().tree;
        const ProgramTreeModel* model = view->source().model;
        // The deepest node of the last root's first branch, and the first root expanded.
        QModelIndex node = model->index(model->rowCount() - 1, 0);
        while (model->rowCount(node) > 0)
            node = model->index(model->rowCount(node) - 1, 0, node);
        tree->collapseAll();
        const QModelIndex firstRoot = model->index(0, 0);
        tree->expand(firstRoot);
        tree->setCurrentIndex(node);
        const QStringList path = pathOf(node);
        QVERIFY(path.size() > 2);

        resimulate();
        QCOMPARE(pathOf(tree->currentIndex()), path);
        QVERIFY(tree->isExpanded(model->index(0, 0)));
        QCOMPARE(pathOf(view->target().tree->currentIndex()), path); // the target was the source

        open();
        QVERIFY(pathOf(tree->currentIndex()) != path);
    }

    void operationsKeepSortFilterAndSelection()
    {
        document_->setReports(before_, nullptr);
        const auto view = shown<OperationsView>();
        QVERIFY(view);
        auto* table = view->findChild<QTableView*>(QStringLiteral("operationsTable"));
        auto* filter = view->findChild<QLineEdit*>(QStringLiteral("operationFilter"));
        const auto* model = qobject_cast<const OperationsModel*>(
            static_cast<const QAbstractProxyModel*>(table->model())->sourceModel());
        QVERIFY(model);
        table->sortByColumn(model->columnOfField(OperationsModel::NameField), Qt::AscendingOrder);
        // Filtered to the type of the costliest operation.
        const QString type = model->index(0, model->columnOfField(OperationsModel::TypeField)).data().toString();
        QVERIFY(!type.isEmpty());
        filter->setText(type);
        QVERIFY(table->model()->rowCount() > 0);
        const QString operation = table->model()->index(0, model->columnOfField(OperationsModel::NameField)).data().toString();
        table->selectRow(0);
        QCOMPARE(document_->selectedOperation(), operation);

        resimulate();
        const QHeaderView* header = table->horizontalHeader();
        QCOMPARE(model->fieldOfColumn(header->sortIndicatorSection()), int(OperationsModel::NameField));
        QCOMPARE(header->sortIndicatorOrder(), Qt::AscendingOrder);
        QCOMPARE(filter->text(), type);
        QVERIFY(table->currentIndex().isValid());
        QCOMPARE(table->model()->index(table->currentIndex().row(), model->columnOfField(OperationsModel::NameField))
                     .data()
                     .toString(),
                 operation);

        // Opened: the costliest first again.
        open();
        QCOMPARE(model->fieldOfColumn(header->sortIndicatorSection()), int(OperationsModel::CyclesField));
        QCOMPARE(header->sortIndicatorOrder(), Qt::DescendingOrder);
    }
};

TILESCOPE_GUI_TEST_MAIN(KeepPlaceTest)
#include "KeepPlaceTest.moc"
