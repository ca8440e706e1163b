// Scale benchmark of the viewer (the targets: first view < 2 s, redraw < 16 ms, peak memory < 3x
// the file size; for the trace of 5 million rows over 16 IPUs, first paint < 2 s, each pan or zoom
// < 16 ms). `gui_bench --write-synthetic FILE` writes the synthetic report for
// measuring the real executable (`/usr/bin/time -v tilescope FILE --screenshot DIR`); otherwise
// the Google Benchmark cases run on a synthetic report written to a temporary directory.

#include "document/ReportDocument.h"
#include "report/ExecutionTotals.h"
#include "report/ReportIO.h"
#include "report/ReportSummary.h"
#include "report/TileMemoryMap.h"
#include "SyntheticReport.h"
#include "views/liveness/LivenessPlot.h"
#include "views/liveness/LivenessSeries.h"
#include "views/liveness/LivenessView.h"
#include "views/trace/ExecutionTraceView.h"
#include "views/trace/TraceIndex.h"
#include "views/trace/TracePlot.h"
#include "views/trace/TraceWindow.h"

#include <benchmark/benchmark.h>
#include <qcustomplot.h>

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>

using namespace tilescope;
using namespace tilescope::gui;

namespace {

constexpr std::size_t kColumns = 1'500;

// The synthetic report, written once and loaded once, shared by the cases.
struct Fixture {
    QTemporaryDir dir;
    std::string path;
    std::shared_ptr<LoadedReport> loaded;

    static Fixture& get()
    {
        static Fixture fixture;
        return fixture;
    }

private:
    Fixture()
    {
        path = dir.filePath(QStringLiteral("synthetic.tsr")).toStdString();
        saveReport(bench::makeSyntheticReport(), path, ReportEncoding::Binary);
        auto report = std::make_shared<LoadedReport>();
        report->report = loadReport(path);
        report->summary = summarize(report->report);
        loaded = std::move(report);
    }
};

void loadAndSummarize(benchmark::State& state)
{
    const Fixture& fixture = Fixture::get();
    for (auto _ : state) {
        Report report = loadReport(fixture.path);
        benchmark::DoNotOptimize(summarize(report));
    }
    state.counters["file_MiB"] = double(std::filesystem::file_size(fixture.path)) / (1024.0 * 1024.0);
}
BENCHMARK(loadAndSummarize)->Unit(benchmark::kMillisecond);

void buildSeriesAllTiles(benchmark::State& state)
{
    const Report& report = Fixture::get().loaded->report;
    for (auto _ : state)
        benchmark::DoNotOptimize(LivenessSeries::build(report, LivenessSource::allTiles()));
}
BENCHMARK(buildSeriesAllTiles)->Unit(benchmark::kMillisecond);

void buildSeriesOneIpu(benchmark::State& state)
{
    const Report& report = Fixture::get().loaded->report;
    for (auto _ : state)
        benchmark::DoNotOptimize(LivenessSeries::build(report, LivenessSource::ipu(3)));
}
BENCHMARK(buildSeriesOneIpu)->Unit(benchmark::kMillisecond);

void buildSeriesWorstTile(benchmark::State& state)
{
    const LoadedReport& loaded = *Fixture::get().loaded;
    const auto source = LivenessSource::tile(loaded.summary.worstTile.id);
    for (auto _ : state)
        benchmark::DoNotOptimize(LivenessSeries::build(loaded.report, source));
}
BENCHMARK(buildSeriesWorstTile)->Unit(benchmark::kMillisecond);

// The moves of a redraw benchmark: eight zooms, in and out in turn, then eight pans.
template <class Plot> void zoomOrPan(Plot& plot, int frame)
{
    if (frame % 16 < 8)
        plot.zoomBy(frame % 2 ? 0.5 : 2.0);
    else
        plot.panBy(frame % 2 ? -0.2 : 0.2);
}

// A zoom window of 1/2^k of the steps at a moving offset, to 1,500 columns.
void decimateZoomWindow(benchmark::State& state)
{
    const LivenessSeries series = LivenessSeries::build(Fixture::get().loaded->report, LivenessSource::allTiles());
    const std::size_t width = series.stepCount() >> state.range(0);
    std::size_t offset = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(series.window(double(offset), double(offset + width), kColumns));
        offset = (offset + 7'919) % (series.stepCount() - width + 1);
    }
}
BENCHMARK(decimateZoomWindow)->Arg(0)->Arg(3)->Arg(7)->Unit(benchmark::kMicrosecond);

void liveVariablesAtPeak(benchmark::State& state)
{
    const LoadedReport& loaded = *Fixture::get().loaded;
    const auto step = std::size_t(loaded.summary.peakStep);
    const std::int64_t tile = state.range(0) ? std::int64_t(loaded.summary.worstTile.id) : -1;
    for (auto _ : state)
        benchmark::DoNotOptimize(liveVariablesAt(loaded.report, step, tile));
}
BENCHMARK(liveVariablesAtPeak)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);

void searchConvolutionSteps(benchmark::State& state)
{
    const Report& report = Fixture::get().loaded->report;
    for (auto _ : state)
        benchmark::DoNotOptimize(stepsMatching(report, "conv"));
}
BENCHMARK(searchConvolutionSteps)->Unit(benchmark::kMillisecond);

// The whole Liveness view at 1600x900 offscreen; each iteration zooms (or pans), re-decimates and
// redraws the plot into its buffer (what a frame on screen costs). With a non-zero argument the
// plot is also rendered again into a new pixmap (QCustomPlot::toPixmap), as an export would.
void redrawAfterZoom(benchmark::State& state)
{
    const bool toPixmap = state.range(0) != 0;
    ReportDocument document;
    document.setReports(Fixture::get().loaded, nullptr);
    LivenessView view(document);
    view.resize(1600, 900);
    view.show();
    while (!view.sourceSeries()) // 200,000 steps are built on the thread pool
        QApplication::processEvents(QEventLoop::WaitForMoreEvents);
    QApplication::processEvents();
    LivenessPlot* plot = view.plot();
    QCustomPlot* customPlot = plot->customPlot();
    customPlot->replot(QCustomPlot::rpImmediateRefresh);
    int i = 0;
    for (auto _ : state) {
        zoomOrPan(*plot, i++);
        customPlot->replot(QCustomPlot::rpImmediateRefresh);
        if (toPixmap)
            benchmark::DoNotOptimize(customPlot->toPixmap());
    }
    state.counters["columns"] = plot->pixelColumns();
}
BENCHMARK(redrawAfterZoom)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

// What the Execution trace prepares off the UI thread the first time it is shown: the index (stage
// rows per IPU, kind sums per block of rows) and the time per operation and kind.
void prepareTrace(benchmark::State& state)
{
    const auto report = std::shared_ptr<const Report>(Fixture::get().loaded, &Fixture::get().loaded->report);
    for (auto _ : state) {
        benchmark::DoNotOptimize(TraceIndex::build(report));
        benchmark::DoNotOptimize(executionTotals(*report));
    }
    state.counters["rows"] = double(report->execution->traceRowCount());
}
BENCHMARK(prepareTrace)->Unit(benchmark::kMillisecond);

// The boxes of one window over all 16 lanes, at full zoom and zoomed in by 2^k, 1,500 px wide.
void traceWindow(benchmark::State& state)
{
    const auto report = std::shared_ptr<const Report>(Fixture::get().loaded, &Fixture::get().loaded->report);
    const auto index = TraceIndex::build(report);
    const double width = double(index->endCycle()) / double(1 << state.range(0));
    double offset = 0.0;
    std::size_t boxes = 0;
    for (auto _ : state) {
        const TraceWindow window = TraceWindow::compute(*index, nullptr, nullptr, offset, offset + width, width / kColumns);
        boxes = window.boxCount();
        benchmark::DoNotOptimize(boxes);
        offset = std::fmod(offset + width * 0.37, double(index->endCycle()) - width + 1.0);
    }
    state.counters["boxes"] = double(boxes);
}
BENCHMARK(traceWindow)->Arg(0)->Arg(4)->Arg(12)->Unit(benchmark::kMicrosecond);

// From the file to the trace's first paint: load and summarise (the loader's job), then the
// Execution trace view prepares its index on the thread pool and draws at 1600x900.
void openTraceToFirstPaint(benchmark::State& state)
{
    const std::string& path = Fixture::get().path;
    for (auto _ : state) {
        QElapsedTimer clock; // tearing the view down is not part of opening: timed by hand
        clock.start();
        auto loaded = std::make_shared<LoadedReport>();
        loaded->report = loadReport(path);
        loaded->summary = summarize(loaded->report);
        ReportDocument document;
        ExecutionTraceView view(document);
        view.resize(1600, 900);
        document.setReports(std::move(loaded), nullptr);
        view.show();
        while (view.isPreparing())
            QApplication::processEvents(QEventLoop::WaitForMoreEvents);
        view.findChild<TracePlot*>()->redrawNow();
        state.SetIterationTime(double(clock.nsecsElapsed()) * 1e-9);
    }
}
BENCHMARK(openTraceToFirstPaint)->Unit(benchmark::kMillisecond)->Iterations(3)->UseManualTime();

// The Execution trace of 16 lanes at 1600x900: each iteration zooms or pans (by the keys' steps),
// recomputes the visible boxes and redraws them into the plot's buffer, what a frame costs.
void traceRedrawAfterZoomOrPan(benchmark::State& state)
{
    ReportDocument document;
    ExecutionTraceView view(document);
    view.resize(1600, 900);
    document.setReports(Fixture::get().loaded, nullptr);
    view.show();
    while (view.isPreparing())
        QApplication::processEvents(QEventLoop::WaitForMoreEvents);
    QApplication::processEvents();
    auto* plot = view.findChild<TracePlot*>();
    // Start zoomed in by 2^k around the middle of the run: full zoom folds the most.
    for (int k = 0; k < state.range(0); ++k)
        plot->zoomBy(2.0);
    plot->redrawNow();
    int i = 0;
    for (auto _ : state) {
        zoomOrPan(*plot, i++);
        plot->redrawNow();
    }
    std::size_t boxes = 0;
    for (const TraceSide& side : plot->scene().sides)
        boxes += side.window.boxCount();
    state.counters["boxes"] = double(boxes);
}
BENCHMARK(traceRedrawAfterZoomOrPan)->Arg(0)->Arg(6)->Arg(14)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv)
{
    if (argc == 3 && std::strcmp(argv[1], "--write-synthetic") == 0) {
        const Report report = bench::makeSyntheticReport();
        validateReport(report); // throws, naming the field, if the generator drifts from the schema
        saveReport(report, argv[2], encodingForPath(argv[2]));
        std::printf("wrote %s\n", argv[2]);
        return 0;
    }
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication::setAttribute(Qt::AA_Use96Dpi);
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
