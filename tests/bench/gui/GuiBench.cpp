// Scale benchmark of the viewer (the targets: first view < 2 s, redraw < 16 ms, peak
// memory < 3x the file size). `gui_bench --write-synthetic FILE` writes the synthetic report for
// measuring the real executable (`/usr/bin/time -v tilescope FILE --screenshot DIR`); otherwise
// the Google Benchmark cases run on a synthetic report written to a temporary directory.

#include "SyntheticReport.h"
#include "app/ReportDocument.h"
#include "models/LivenessSeries.h"
#include "plot/LivenessPlot.h"
#include "report/ReportIO.h"
#include "report/ReportSummary.h"
#include "report/TileMemoryMap.h"
#include "views/LivenessView.h"

#include <benchmark/benchmark.h>
#include <qcustomplot.h>

#include <QApplication>
#include <QDir>
#include <QTemporaryDir>

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

void snapshotForWorstTile(benchmark::State& state)
{
    const LoadedReport& loaded = *Fixture::get().loaded;
    const auto source = LivenessSource::tile(loaded.summary.worstTile.id);
    for (auto _ : state)
        benchmark::DoNotOptimize(livenessSnapshot(loaded.report, source));
}
BENCHMARK(snapshotForWorstTile)->Unit(benchmark::kMillisecond);

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
        if (i % 16 < 8)
            plot->zoomBy(i % 2 ? 0.5 : 2.0);
        else
            plot->panBy(i % 2 ? -0.2 : 0.2);
        ++i;
        customPlot->replot(QCustomPlot::rpImmediateRefresh);
        if (toPixmap)
            benchmark::DoNotOptimize(customPlot->toPixmap());
    }
    state.counters["columns"] = plot->pixelColumns();
}
BENCHMARK(redrawAfterZoom)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

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
