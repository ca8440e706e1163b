// The Simulate panel at work (issue 17's targets): from a change of availableMemoryProportion to
// the Memory and Liveness views drawn again for the seed's journey configuration (< 300 ms), and
// how long the event loop is ever blocked while a long simulation runs (< 50 ms). Measured, never
// asserted; run `gui_bench --benchmark_filter=Simulate`.

#include "app/MainWindow.h"
#include "simulate/SimulatePanel.h"
#include "views/LivenessView.h"
#include "views/MemoryView.h"

#include <benchmark/benchmark.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>

#include <algorithm>

using namespace tilescope;
using namespace tilescope::gui;

namespace {

template <class View> View* viewOf(MainWindow& window)
{
    for (ReportView* view : window.views())
        if (auto* found = qobject_cast<View*>(view))
            return found;
    return nullptr;
}

// Runs the panel's simulation and returns once its result is in the document (or it failed).
void simulateAndWait(SimulatePanel& panel)
{
    QEventLoop loop;
    QObject::connect(&panel, &SimulatePanel::simulated, &loop, &QEventLoop::quit);
    QObject::connect(&panel, &SimulatePanel::failed, &loop, &QEventLoop::quit);
    panel.run();
    loop.exec();
}

void waitUntilPrepared(ReportView* view)
{
    while (view->isPreparing())
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
}

struct Window {
    MainWindow window;
    Window()
    {
        window.setErrorDialogsEnabled(false);
        window.setAttribute(Qt::WA_DontShowOnScreen);
        window.resize(MainWindow::kDefaultSize);
        window.show();
        window.simulatePanel().setLive(false); // the pause before a live run is not measured here
    }
};

// The seed's journey (resnext50_32x4d, fp32, batch 48). Arg 0: amp moves between 0.6 and 0.75, as
// a user tries a value and goes back (plans of both are reused after the first two runs); arg 1: a
// new amp every run, so that every convolution is planned afresh.
void simulateAmpChangeToViewsDrawn(benchmark::State& state)
{
    const bool newAmpEachRun = state.range(0) != 0;
    Window w;
    SimulatePanel& panel = w.window.simulatePanel();
    auto input = parseCompileArguments({"resnext50_32x4d", "--precision", "32.32", "--batch-size", "48"});
    panel.setInput(input);
    w.window.showView(QStringLiteral("liveness"));
    simulateAndWait(panel);
    auto* liveness = viewOf<LivenessView>(w.window);
    auto* memory = viewOf<MemoryView>(w.window);
    int run = 0;
    for (auto _ : state) {
        ++run;
        const double amp = newAmpEachRun ? 0.30 + 0.002 * run : (run % 2 ? 0.75 : 0.6);
        input.options.availableMemoryProportion = amp;
        QElapsedTimer clock;
        clock.start();
        panel.setInput(input);
        simulateAndWait(panel);
        w.window.showView(QStringLiteral("liveness"));
        waitUntilPrepared(liveness);
        benchmark::DoNotOptimize(liveness->grab());
        w.window.showView(QStringLiteral("memory"));
        benchmark::DoNotOptimize(memory->grab());
        state.SetIterationTime(double(clock.nsecsElapsed()) * 1e-9);
    }
}
BENCHMARK(simulateAmpChangeToViewsDrawn)->Arg(0)->Arg(1)->Iterations(8)->UseManualTime()->Unit(benchmark::kMillisecond);

// BERT-Large training over 4 IPUs (accumulation 16, standard recomputation): a 5 ms timer ticks on
// the UI thread while the panel simulates; the longest gap between ticks is how long the event loop
// was blocked. The delivery (every view taking the new report) is counted apart.
void simulateLongRunEventLoopBlocking(benchmark::State& state)
{
    Window w;
    SimulatePanel& panel = w.window.simulatePanel();
    panel.setInput(parseCompileArguments({"bert-large", "--training", "--ipus", "4", "--gradient-accumulation",
                                          "16", "--recompute", "standard"}));
    w.window.showView(QStringLiteral("liveness"));
    double longestWhileSimulating = 0, longestDelivery = 0, simulationMs = 0;
    for (auto _ : state) {
        QElapsedTimer clock;
        clock.start();
        qint64 last = 0;
        bool delivered = false;
        double whileSimulating = 0;
        double delivery = -1;
        QTimer tick;
        tick.setInterval(5);
        QObject::connect(&tick, &QTimer::timeout, [&] {
            const qint64 now = clock.nsecsElapsed();
            const double gap = double(now - last) * 1e-6;
            if (!delivered)
                whileSimulating = std::max(whileSimulating, gap);
            else if (delivery < 0)
                delivery = gap; // the gap that holds the views taking the new report
            last = now;
        });
        QObject::connect(&panel, &SimulatePanel::simulated, &tick, [&] { delivered = true; });
        tick.start();
        simulateAndWait(panel);
        simulationMs = double(clock.nsecsElapsed()) * 1e-6;
        while (delivery < 0)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
        longestWhileSimulating = std::max(longestWhileSimulating, whileSimulating);
        longestDelivery = std::max(longestDelivery, delivery);
        state.SetIterationTime(simulationMs * 1e-3);
    }
    state.counters["blockedWhileSimulatingMs"] = longestWhileSimulating;
    state.counters["deliveryMs"] = longestDelivery;
}
BENCHMARK(simulateLongRunEventLoopBlocking)->Iterations(3)->UseManualTime()->Unit(benchmark::kMillisecond);

} // namespace
