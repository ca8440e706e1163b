// The Liveness view: its series against core's figures, the plot it draws (max-memory line,
// bands, out-of-memory colour, decimation), hover and click on a step, the source box following
// the selected tile, search with next/previous, keyboard zoom, comparison and background builds.

#include "document/ReportDocument.h"
#include "GuiTestSupport.h"
#include "plot/PlotExport.h"
#include "report/ReportSummary.h"
#include "report/TileMemoryMap.h"
#include "TestReports.h"
#include "views/liveness/LivenessPlot.h"
#include "views/liveness/LivenessSeries.h"
#include "views/liveness/LivenessStepDetails.h"
#include "views/liveness/LivenessView.h"
#include "views/liveness/LiveVariablesModel.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDir>
#include <QLineEdit>
#include <QSemaphore>
#include <QSpinBox>
#include <QThreadPool>
#include <QTest>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <numeric>

using namespace tilescope;
using namespace tilescope::gui;
using namespace Qt::StringLiterals;

namespace {

std::shared_ptr<LoadedReport> loaded(Report report, const QString& path = QStringLiteral("test.tsr"))
{
    auto result = std::make_shared<LoadedReport>();
    result->path = path;
    result->report = std::move(report);
    result->summary = summarize(result->report);
    return result;
}

// The small OOM report with tiles of 4000 bytes, so that on all tiles (8 x 4000 = 32000 bytes)
// the always-live 24280 bytes plus the 10000-byte spike at step 2 cross the max-memory line.
Report crossingReport()
{
    Report r = test::makeSmallReport(true);
    r.target.bytesPerTile = 4000;
    return r;
}

// The small report stretched to `steps` steps, flat but for one spike at `spikeStep`.
Report longReport(std::size_t steps, std::size_t spikeStep, std::uint64_t spikeBytes)
{
    Report r = test::makeSmallReport(false);
    r.liveness.stepProgram.assign(steps, 2);
    r.liveness.notAlwaysLiveBytes.assign(steps, 1000);
    r.liveness.notAlwaysLiveBytes[spikeStep] = spikeBytes;
    r.liveness.notAlwaysLiveBytesPerIpu = {std::vector<std::uint64_t>(steps, 0), r.liveness.notAlwaysLiveBytes};
    return r;
}

bool isBlue(const QColor& c) { return c.blue() > 150 && c.red() < 120 && c.green() < 160; }
bool isSkyBlue(const QColor& c) { return c.blue() > 200 && c.green() > 160 && c.red() < 160; }
bool isVermillion(const QColor& c) { return c.red() > 180 && c.green() < 140 && c.blue() < 90; }

} // namespace

class LivenessViewTest : public QObject {
    Q_OBJECT

private:
    const Report small_ = test::makeSmallReport(true);

private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void seriesEqualCoreFiguresForEverySource()
    {
        const auto all = LivenessSeries::build(small_, LivenessSource::allTiles());
        QCOMPARE(all.notAlwaysLiveBytes(), small_.liveness.notAlwaysLiveBytes);
        QCOMPARE(all.alwaysLiveBytes(), small_.liveness.alwaysLiveBytes);
        QCOMPARE(all.maxMemoryBytes(), 8 * small_.target.bytesPerTile);
        QCOMPARE(all.peakStep(), std::optional<std::size_t>(2));

        const auto ipu = LivenessSeries::build(small_, LivenessSource::ipu(1));
        QCOMPARE(ipu.notAlwaysLiveBytes(), small_.liveness.notAlwaysLiveBytesPerIpu[1]);
        const auto& perTile = small_.memory.alwaysLiveBytes;
        QCOMPARE(ipu.alwaysLiveBytes(), std::accumulate(perTile.begin() + 4, perTile.end(), std::uint64_t(0)));
        QCOMPARE(ipu.maxMemoryBytes(), 4 * small_.target.bytesPerTile);

        const auto tile = LivenessSeries::build(small_, LivenessSource::tile(5));
        QCOMPARE(tile.notAlwaysLiveBytes(), tileNotAlwaysLiveBytes(small_, 5));
        QCOMPARE(tile.alwaysLiveBytes(), perTile[5]);
        QCOMPARE(tile.maxMemoryBytes(), small_.target.bytesPerTile);
    }

    void liveVariablesOfAnIpuSumItsTiles()
    {
        for (std::size_t step = 0; step < small_.liveness.stepCount(); ++step) {
            std::map<std::int32_t, std::uint64_t> expected;
            for (std::uint32_t tile = 4; tile < 8; ++tile)
                for (const LiveVariable& live : tilescope::liveVariablesAt(small_, step, tile))
                    expected[live.variable] += live.bytes;
            std::map<std::int32_t, std::uint64_t> actual;
            for (const LiveVariable& live : liveVariablesAt(small_, step, LivenessSource::ipu(1), false))
                actual[live.variable] = live.bytes;
            QCOMPARE(actual, expected);
        }
        QVERIFY(liveVariablesAt(small_, 0, LivenessSource::ipu(0), false).empty());
    }

    void decimationKeepsEverySpike()
    {
        const Report report = longReport(200'000, 123'457, 90'000);
        const auto series = LivenessSeries::build(report, LivenessSource::allTiles());
        const LivenessWindow window = series.window(0, double(series.stepCount()), 1'500);
        QVERIFY(window.keys.size() <= 1'500);
        QCOMPARE(*std::max_element(window.maximum.begin(), window.maximum.end()), 90'000.0);
        QCOMPARE(*std::min_element(window.minimum.begin(), window.minimum.end()), 1'000.0);
        QCOMPARE(series.peakStepIn(123'000, 124'000), std::size_t(123'457));
    }

    void liveVariablesModelPassesModelTesterThroughEveryState()
    {
        LiveVariablesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setLiveVariables(small_, 2, liveVariablesAt(small_, 2, LivenessSource::allTiles(), false));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0, LiveVariablesModel::VariableColumn).data().toString(), QStringLiteral("conv1/out"));
        QCOMPARE(model.index(0, LiveVariablesModel::BytesColumn).data(LiveVariablesModel::RawValueRole).toULongLong(),
                 8500ULL);
        QCOMPARE(model.index(0, LiveVariablesModel::OperationColumn).data().toString(), QStringLiteral("conv1"));
        QCOMPARE(model.totalBytes(), std::uint64_t(10'000));
        model.setLiveVariables(small_, 0, liveVariablesAt(small_, 0, LivenessSource::tile(5), true));
        QCOMPARE(model.rowCount(), 2); // the weights on tile 5 and conv1/out
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    void viewModelSurvivesResetToEmptyDocument()
    {
        ReportDocument document;
        LivenessView view(document);
        QAbstractItemModelTester tester(const_cast<LiveVariablesModel*>(view.liveVariablesModel()),
                                        QAbstractItemModelTester::FailureReportingMode::Fatal);
        document.setReports(loaded(small_), nullptr);
        QVERIFY(view.liveVariablesModel()->rowCount() > 0);
        document.clear();
        QCOMPARE(view.liveVariablesModel()->rowCount(), 0);
        QVERIFY(view.plot()->sourceWindow().keys.isEmpty());
        QVERIFY(!view.sourceBox()->isEnabled());
    }

    void maxMemoryLineFollowsTheSource()
    {
        ReportDocument document;
        document.setReports(loaded(small_), nullptr);
        LivenessView view(document);
        QCOMPARE(view.plot()->maxMemoryLineBytes(), double(8 * small_.target.bytesPerTile));
        // 34 KiB of data against 4.9 MiB of memory: the axis fits the data, a label names the line.
        QVERIFY(view.plot()->isMaxMemoryOffScale());
        QVERIFY(!view.plot()->legendNames().contains(QStringLiteral("Max memory (8 tiles × 624.00 KiB)")));
        view.setSource(LivenessSource::ipu(1));
        QCOMPARE(view.plot()->maxMemoryLineBytes(), double(4 * small_.target.bytesPerTile));
        view.setSource(LivenessSource::tile(5));
        QCOMPARE(view.plot()->maxMemoryLineBytes(), double(small_.target.bytesPerTile));
        // Tile 5 overflows although its liveness is far under the line: gaps are the reason.
        QVERIFY(view.noteText().contains(QStringLiteral("Tile 5 is out of memory")));
    }

    void bandsAndOutOfMemoryAreDrawnInTheirColours()
    {
        ReportDocument document;
        document.setReports(loaded(crossingReport()), nullptr);
        LivenessView view(document);
        view.resize(1200, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        LivenessPlot* plot = view.plot();
        plot->customPlot()->replot(QCustomPlot::rpImmediateRefresh);
        const QImage image = plot->grab().toImage();
        if (qEnvironmentVariableIsSet("LIVENESS_TEST_IMAGES"))
            image.save(QStringLiteral("/tmp/liveness-bands.png"));
        const auto colourAt = [&](double step, double bytes) { return image.pixelColor(plot->pixelAt(step, bytes)); };
        const double alwaysLive = double(view.sourceSeries()->alwaysLiveBytes());
        QCOMPARE(alwaysLive, 24'280.0);
        QVERIFY2(isBlue(colourAt(0.5, alwaysLive / 2)), "always-live band");
        QVERIFY2(isSkyBlue(colourAt(0.5, alwaysLive + 4'000)), "not-always-live band on top of it");
        QVERIFY2(isVermillion(colourAt(2.25, 33'500)), "what exceeds the max memory at step 2");
        QVERIFY(!isVermillion(colourAt(3.5, 33'000)));
        QVERIFY(plot->legendNames().contains(QStringLiteral("Above max memory")));
        QVERIFY(!plot->isMaxMemoryOffScale());
        QVERIFY(plot->legendNames().contains(QStringLiteral("Max memory (8 tiles × 3.91 KiB)")));
        // Where the data stays under it (step 3), the dashed line alone is vermillion at 32000 bytes.
        int dashes = 0;
        for (double step = 3.02; step < 4.0; step += 0.02)
            dashes += isVermillion(colourAt(step, 32'000));
        QVERIFY2(dashes > 5, "the dashed max-memory line");
        // The selected step starts at the peak, with its live variables listed.
        QCOMPARE(view.selectedStep(), std::optional<std::size_t>(2));
        QCOMPARE(view.liveVariablesModel()->rowCount(), 2);
    }

    void readsInADarkPalette()
    {
        ReportDocument document;
        document.setReports(loaded(crossingReport()), nullptr);
        LivenessView view(document);
        QPalette dark;
        dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
        dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
        dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
        dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
        view.setPalette(dark);
        view.resize(1200, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        LivenessPlot* plot = view.plot();
        plot->customPlot()->replot(QCustomPlot::rpImmediateRefresh);
        const QImage image = plot->grab().toImage();
        QVERIFY(qGray(image.pixel(plot->pixelAt(3.5, 36'000))) < 60); // the background above the data
        QCOMPARE(plot->customPlot()->xAxis->labelColor(), QColor(0xee, 0xee, 0xee));
        QVERIFY(isVermillion(image.pixelColor(plot->pixelAt(2.25, 33'500))));
    }

    void decimatesToThePixelColumns()
    {
        ReportDocument document;
        document.setReports(loaded(longReport(200'000, 150'001, 777'000)), nullptr);
        LivenessView view(document);
        view.resize(1400, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_VERIFY(view.sourceSeries()); // 200,000 steps are built on the thread pool
        LivenessPlot* plot = view.plot();
        plot->showAllSteps();
        const LivenessWindow& window = plot->sourceWindow();
        QVERIFY(window.keys.size() <= plot->pixelColumns());
        QCOMPARE(*std::max_element(window.maximum.begin(), window.maximum.end()), 777'000.0);
        QVERIFY(plot->customPlot()->graph(2)->dataCount() <= plot->pixelColumns() + 1);
        // Zooming re-decimates the visible window only.
        plot->setVisibleSteps(150'000, 150'010);
        QCOMPARE(plot->sourceWindow().keys.front(), 150'000.0);
        QCOMPARE(plot->sourceWindow().bucketWidth, 1.0);
    }

    void exportsPlotAndDecimatedData()
    {
        ReportDocument document;
        document.setReports(loaded(longReport(50'000, 40'000, 66'000)), nullptr);
        LivenessView view(document);
        view.resize(1200, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_VERIFY(view.sourceSeries());
        QCustomPlot* customPlot = view.plot()->customPlot();
        QStringList actions;
        for (const QAction* action : customPlot->actions())
            actions.append(action->text());
        for (const QString& format : {QStringLiteral("PNG"), QStringLiteral("SVG"), QStringLiteral("PDF"), QStringLiteral("CSV")})
            QVERIFY2(actions.join(u' ').contains(format), qPrintable(actions.join(u", ")));
        // The CSV holds what is drawn: one row per pixel column, the spike in its maximum column.
        const QStringList rows = view.plot()->csv().split(u'\n', Qt::SkipEmptyParts);
        QVERIFY(rows.size() > 1 && rows.size() - 1 <= view.plot()->pixelColumns());
        QCOMPARE(rows.front(), QStringLiteral("Report,First step,Last step,Always-live bytes,Not-always-live bytes "
                                              "(minimum),Not-always-live bytes (maximum),Max memory bytes"));
        QVERIFY(std::any_of(rows.begin() + 1, rows.end(), [](const QString& row) {
            const QStringList fields = row.split(u',');
            return fields.value(5) == QStringLiteral("66000") && fields.value(1).toInt() <= 40'000
                   && fields.value(2).toInt() >= 40'000;
        }));
        QTemporaryDir dir;
        for (const QString& suffix : {QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf")}) {
            const QString file = dir.filePath(QStringLiteral("liveness.") + suffix);
            QVERIFY(exportPlot(customPlot, file));
            QVERIFY(QFileInfo(file).size() > 1000);
        }
    }

    void hoverNamesProgramOperationAndBytes()
    {
        ReportDocument document;
        document.setReports(loaded(small_), nullptr);
        LivenessView view(document);
        const QString text = view.hoverTextFor(1);
        QVERIFY(text.contains(QStringLiteral("conv1/Convolve (OnTileExecute)")));
        QVERIFY(text.contains(QStringLiteral("conv1 (conv2d)")));
        QVERIFY(text.contains(QStringLiteral("Available memory proportion")));
        QVERIFY(text.contains(QStringLiteral("planner phase 2")));
        QVERIFY(text.contains(QStringLiteral("8.30 KiB"))); // 8500 bytes not-always-live
        const auto rows = LivenessStepDetails::describe(small_, *view.sourceSeries(), 3);
        QVERIFY(std::none_of(rows.begin(), rows.end(), [](const LivenessStepDetail& row) {
            return row.label == QStringLiteral("Available memory proportion"); // relu is not planned
        }));

        // The real mouse: over step 1, then a click on step 3 lists its live variables.
        view.resize(1200, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        LivenessPlot* plot = view.plot();
        plot->customPlot()->replot(QCustomPlot::rpImmediateRefresh);
        QWidget* canvas = plot->customPlot();
        const QPoint overStep1 = canvas->mapFrom(plot, plot->pixelAt(1.5, 1'000));
        QTest::mouseMove(canvas, overStep1);
        QTRY_VERIFY(view.hoverText().contains(QStringLiteral("Step")));
        QVERIFY(view.hoverText().contains(QStringLiteral("conv1/Convolve")));
        QTest::mouseClick(canvas, Qt::LeftButton, {}, canvas->mapFrom(plot, plot->pixelAt(3.5, 1'000)));
        QCOMPARE(view.selectedStep(), std::optional<std::size_t>(3));
        QCOMPARE(view.liveVariablesModel()->index(0, 0).data().toString(), QStringLiteral("relu1/out"));
    }

    void sourceFollowsSelectedTileAndWorstTile()
    {
        ReportDocument document;
        document.setReports(loaded(small_), nullptr);
        LivenessView view(document);
        QCOMPARE(view.source(), LivenessSource::allTiles());
        QVERIFY(!view.indexBox()->isVisibleTo(&view));
        document.setSelectedTile(6);
        QCOMPARE(view.source(), LivenessSource::tile(6));
        QCOMPARE(view.indexBox()->value(), 6);
        QCOMPARE(view.sourceBox()->currentIndex(), 2);
        QCOMPARE(view.sourceSeries()->notAlwaysLiveBytes(), tileNotAlwaysLiveBytes(small_, 6));
        view.sourceBox()->setCurrentIndex(0);
        QCOMPARE(view.source(), LivenessSource::allTiles());
        view.showWorstTile();
        QCOMPARE(view.source(), LivenessSource::tile(5));
        QCOMPARE(document.selectedTile(), std::optional<std::uint32_t>(5));
        view.indexBox()->setValue(2);
        QCOMPARE(view.source(), LivenessSource::tile(2));
        QCOMPARE(document.selectedTile(), std::optional<std::uint32_t>(2));
        view.sourceBox()->setCurrentIndex(1);
        QCOMPARE(view.source(), LivenessSource::ipu(0));
    }

    void searchMarksAndWalksTheSteps()
    {
        ReportDocument document;
        document.setReports(loaded(small_), nullptr);
        LivenessView view(document);
        view.resize(1000, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        QTest::keyClick(&view, Qt::Key_F, Qt::ControlModifier);
        QVERIFY(view.searchField()->hasFocus());
        QTest::keyClicks(view.searchField(), QStringLiteral("CONV"));
        QCOMPARE(view.matchText(), QStringLiteral("Matching steps: 2"));
        auto* matches = qobject_cast<QCPBars*>(view.plot()->customPlot()->plottable(0));
        QVERIFY(matches);
        QCOMPARE(matches->dataCount(), 2);
        QTest::keyClick(view.searchField(), Qt::Key_Return); // from the peak (step 2), wraps to step 0
        QCOMPARE(view.selectedStep(), std::optional<std::size_t>(0));
        QCOMPARE(view.matchText(), QStringLiteral("Match 1 of 2"));
        view.nextMatch();
        QCOMPARE(view.selectedStep(), std::optional<std::size_t>(1));
        view.previousMatch();
        QCOMPARE(view.selectedStep(), std::optional<std::size_t>(0));
        QCOMPARE(view.search(QStringLiteral("relu")), std::size_t(1));
        QCOMPARE(view.search(QStringLiteral("nothing like it")), std::size_t(0));
        QCOMPARE(view.matchText(), QStringLiteral("No steps"));
    }

    void keyboardZoomsAndPans()
    {
        ReportDocument document;
        document.setReports(loaded(longReport(10'000, 5, 9'000)), nullptr);
        LivenessView view(document);
        view.resize(1000, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        LivenessPlot* plot = view.plot();
        QWidget* canvas = plot->customPlot();
        canvas->setFocus();
        QCOMPARE(plot->visibleUpper() - plot->visibleLower(), 10'000.0);
        QTest::keyClick(canvas, Qt::Key_Plus);
        QCOMPARE(plot->visibleUpper() - plot->visibleLower(), 5'000.0);
        const double before = plot->visibleLower();
        QTest::keyClick(canvas, Qt::Key_Right);
        QCOMPARE(plot->visibleLower(), before + 500.0);
        QTest::keyClick(canvas, Qt::Key_Minus);
        QCOMPARE(plot->visibleLower(), 0.0); // zooming out stays within the steps
        QCOMPARE(plot->visibleUpper(), 10'000.0);
        QTest::keyClick(canvas, Qt::Key_Left);
        QCOMPARE(plot->visibleLower(), 0.0);
    }

    void comparisonDrawsFourLabelledCurvesAndNotes()
    {
        Report target = test::makeSmallReport(false);
        target.model.name = "other";
        target.liveness.stepProgram.push_back(5);
        target.liveness.notAlwaysLiveBytes.push_back(700);
        for (auto& perIpu : target.liveness.notAlwaysLiveBytesPerIpu)
            perIpu.push_back(350);
        ReportDocument document;
        document.setReports(loaded(small_), loaded(target));
        LivenessView view(document);
        view.resize(1200, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCoreApplication::processEvents();
        // Each side named by what sets it apart from the other (issue 44), not by the file both share.
        const QStringList names = view.plot()->legendNames();
        const QString source = document.nameOf(document.source()), targetName = document.nameOf(document.target());
        QVERIFY2(source != targetName && !source.contains(QStringLiteral("test.tsr")), qPrintable(source));
        // ... and whether it is before (the source) or after (the target).
        const QStringList expected{source + QStringLiteral(" (before): always-live"),
                                   source + QStringLiteral(" (before): always-live + not-always-live"),
                                   targetName + QStringLiteral(" (after): always-live"),
                                   targetName + QStringLiteral(" (after): always-live + not-always-live")};
        for (const QString& name : expected)
            QVERIFY2(std::any_of(names.begin(), names.end(), [&](const QString& n) { return n.simplified().startsWith(name); }),
                     qPrintable(name + QStringLiteral(" not in ") + names.join(u", ")));
        QVERIFY(view.noteText().contains(QStringLiteral("different models")));
        // The step counts differ, so the steps start matched by operation; in order, the x axis
        // spans the longer report.
        QCOMPARE(view.alignmentBox()->currentIndex(), 1);
        view.alignmentBox()->setCurrentIndex(0);
        QCOMPARE(view.plot()->visibleUpper(), 5.0);
        QCOMPARE(view.plot()->targetWindow().keys.size(), qsizetype(5));
        QVERIFY(view.hoverTextFor(4).contains(targetName.toHtmlEscaped()));
        const QString csv = view.plot()->csv();
        QCOMPARE(csv.count(u"\nSource,"_s), 4);
        QCOMPARE(csv.count(u"\nTarget,"_s), 5);
        document.clearTarget();
        QVERIFY(!view.plot()->legendNames().contains(QStringLiteral("Target always-live")));
        QVERIFY(view.noteText().isEmpty());
    }

    // Compared, the steps can be matched by operation: the target's convolution takes one step more,
    // so in order every later step faces the wrong one; matched, conv1's extra step faces a gap in
    // the source, the sync faces the sync and the relu the relu (issue 28). The reports are named in
    // the legend, the source is an area and the target a bold line, and the hover shows the facing step.
    void comparisonAlignsStepsByOperation()
    {
        Report target = test::makeSmallReport(false);
        target.liveness.stepProgram = {3, 2, 2, 4, 5}; // conv1's exchange, two convolutions, sync, relu1
        target.liveness.notAlwaysLiveBytes = {8500, 8500, 9000, 10000, 1500};
        target.liveness.notAlwaysLiveBytesPerIpu = {{0, 0, 0, 0, 0}, target.liveness.notAlwaysLiveBytes};
        ReportDocument document;
        document.setReports(loaded(small_, u"/a/before.tsr"_s), loaded(target, u"/b/after.tsr"_s));
        LivenessView view(document);
        view.resize(1200, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCoreApplication::processEvents();
        QComboBox* steps = view.alignmentBox();
        QVERIFY(steps->isVisible());
        // The step counts differ (4 and 5): matched by operation from the start (issue 44).
        QCOMPARE(steps->currentIndex(), 1);
        QCOMPARE(view.plot()->sourceWindow().keys.size(), qsizetype(5));
        steps->setCurrentIndex(0);
        QCOMPARE(view.plot()->sourceWindow().keys.size(), qsizetype(4));
        const QStringList names = view.plot()->legendNames();
        QVERIFY2(names.filter(u"before.tsr"_s).size() >= 2 && names.filter(u"after.tsr"_s).size() >= 2,
                 qPrintable(names.join(u", ")));
        // In order, step 3 of the source (relu1) faces step 3 of the target (the sync).
        QVERIFY(view.hoverTextFor(3).contains(u"sync"_s));

        steps->setCurrentIndex(1);
        const LivenessWindow& source = view.plot()->sourceWindow();
        const LivenessWindow& aligned = view.plot()->targetWindow();
        QCOMPARE(source.keys.size(), qsizetype(5));
        QCOMPARE(aligned.keys.size(), qsizetype(5));
        QVERIFY(std::isnan(source.maximum[2]));                   // conv1's third step: the target's only
        QCOMPARE(source.maximum[3], 10000.0);                     // the source's sync (step 2) ...
        QCOMPARE(aligned.maximum[3], 10000.0);                    // ... faces the target's sync (step 3)
        QVERIFY(std::none_of(aligned.maximum.begin(), aligned.maximum.end(), [](double v) { return std::isnan(v); }));
        QCOMPARE(view.noteText(), u"Steps matched by operation: 4 in both reports; 0 of before.tsr and 1 of after.tsr face gaps."_s);
        QVERIFY(view.plot()->customPlot()->xAxis->label().contains(u"matched by operation"_s));
        // The hover over the source's relu1 (step 3) shows the target's relu1 (step 4), not its sync.
        const QString hover = view.hoverTextFor(3);
        QVERIFY2(hover.contains(u"relu1"_s) && !hover.contains(u"sync"_s), qPrintable(hover));
        // Search marks the source's steps where they are drawn: relu1 at position 4.
        QCOMPARE(view.search(u"relu1"_s), std::size_t(1));
        QCOMPARE(view.plot()->stepAtPixel(view.plot()->pixelAt(4.5, 0).x()), std::optional<std::size_t>(3));
        QCOMPARE(view.plot()->stepAtPixel(view.plot()->pixelAt(2.5, 0).x()), std::nullopt); // a gap
        // The CSV gives each report's own steps, the gap no row of the source.
        const QString csv = view.plot()->csv();
        QCOMPARE(csv.count(u"\nSource,"_s), 4);
        QVERIFY(csv.contains(u"\nSource,3,3,"_s) && csv.contains(u"\nTarget,4,4,"_s));

        // Pixels: under the source's curve at a matched step, its area's tint; at the gap, none.
        view.plot()->customPlot()->replot(); // the queued replot, now
        const QImage image = view.plot()->grab().toImage();
        // For looking at it: TILESCOPE_TEST_SCREENSHOTS=DIR writes the matched comparison as the user sees it.
        if (const QString shots = qEnvironmentVariable("TILESCOPE_TEST_SCREENSHOTS"); !shots.isEmpty())
            view.grab().save(QDir(shots).filePath(u"liveness-matched-by-operation.png"_s));
        const double base = double(small_.liveness.alwaysLiveBytes);
        const auto tinted = [&](double x) {
            const QColor c = image.pixelColor(view.plot()->pixelAt(x, base + 4000.0));
            return c.blue() > c.red() + 40;
        };
        QVERIFY(tinted(0.5));
        QVERIFY(!tinted(2.5));

        steps->setCurrentIndex(0);
        QCOMPARE(view.plot()->sourceWindow().keys.size(), qsizetype(4));
        QVERIFY(!view.noteText().contains(u"matched by operation"_s));
        document.clearTarget();
        QVERIFY(!steps->isVisible());
    }

    void backgroundSeriesDropsStaleResults()
    {
        ReportDocument document;
        document.setReports(loaded(small_), nullptr);
        LivenessView view(document);
        view.setBackgroundThreshold(0);
        // One pool thread, held busy, so that the jobs wait and their order is known.
        QThreadPool* pool = QThreadPool::globalInstance();
        const int threads = pool->maxThreadCount();
        pool->setMaxThreadCount(1);
        QSemaphore gate;
        pool->start([&gate] { gate.acquire(); });
        view.setSource(LivenessSource::tile(5));
        QVERIFY(view.isComputing());
        view.setSource(LivenessSource::tile(6)); // supersedes tile 5
        gate.release();
        QTRY_VERIFY(!view.isComputing());
        pool->setMaxThreadCount(threads);
        QTest::qWait(50); // a late result for tile 5 must not replace tile 6
        QCOMPARE(view.sourceSeries()->source(), LivenessSource::tile(6));
        QCOMPARE(view.sourceSeries()->notAlwaysLiveBytes(), tileNotAlwaysLiveBytes(small_, 6));
        // A job still running when the reports change is dropped too.
        view.setSource(LivenessSource::tile(5));
        Report other = test::makeSmallReport(false);
        other.variables.sliceBytes[1] = 4'000; // conv1/out on tile 5
        document.setReports(loaded(other), nullptr);
        QTRY_VERIFY(!view.isComputing());
        QTest::qWait(50);
        QCOMPARE(view.sourceSeries()->source(), LivenessSource::tile(5));
        QCOMPARE(view.sourceSeries()->notAlwaysLiveBytes(), tileNotAlwaysLiveBytes(other, 5));
        QCOMPARE(view.sourceSeries()->notAlwaysLiveBytes(0), std::uint64_t(4'000));
    }
};

TILESCOPE_GUI_TEST_MAIN(LivenessViewTest)
#include "LivenessViewTest.moc"
