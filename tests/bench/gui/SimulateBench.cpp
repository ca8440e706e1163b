// The Simulate panel at work (issue 17's targets): from a change of availableMemoryProportion to
// the Memory and Liveness views drawn again for the seed's journey configuration (< 300 ms), and
// how long the event loop is ever blocked while a long simulation runs (< 50 ms). Measured, never
// asserted; run `gui_bench --benchmark_filter=Simulate`.

#include "app/MainWindow.h"
#include "options/CompileCommand.h"
#include "simulate/SimulatePanel.h"
#include "views/liveness/LivenessView.h"
#include "views/memory/MemoryView.h"

#include <benchmark/benchmark.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>

#include <algorithm>
#include <iterator>

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
// the UI thread while the panel simulates and for half a second after; the longest gap between
// ticks is how long the event loop was blocked. Counted apart: while simulating, the gap that holds
// the hand-over of the new report to the views, and the half second after it, when the shown view
// draws and prepares what it shows. The first run puts a report in an empty window (the welcome
// page gives way to the views); the others replace the report shown, compared with the previous.
// Arg: the view shown (kViews), as the views behind other tabs take the report when next shown.
constexpr const char* kViews[] = {"summary", "memory", "liveness", "regions", "programs", "trace", "operations"};

void simulateLongRunEventLoopBlocking(benchmark::State& state)
{
    state.SetLabel(kViews[state.range(0)]);
    Window w;
    SimulatePanel& panel = w.window.simulatePanel();
    panel.setInput(parseCompileArguments({"bert-large", "--training", "--ipus", "4", "--gradient-accumulation",
                                          "16", "--recompute", "standard"}));
    w.window.showView(QString::fromLatin1(kViews[state.range(0)]));
    double longestWhileSimulating = 0, firstDelivery = -1, longestDelivery = 0, longestAfterDelivery = 0;
    for (auto _ : state) {
        QElapsedTimer clock;
        clock.start();
        qint64 last = 0, deliveredAt = -1;
        double whileSimulating = 0, delivery = -1, afterDelivery = 0;
        QTimer tick;
        tick.setInterval(5);
        QObject::connect(&tick, &QTimer::timeout, [&] {
            const qint64 now = clock.nsecsElapsed();
            const double gap = double(now - last) * 1e-6;
            if (deliveredAt < 0)
                whileSimulating = std::max(whileSimulating, gap);
            else if (delivery < 0)
                delivery = gap; // the gap that holds the views taking the new report
            else
                afterDelivery = std::max(afterDelivery, gap);
            last = now;
        });
        QObject::connect(&panel, &SimulatePanel::simulated, &tick, [&] { deliveredAt = clock.nsecsElapsed(); });
        tick.start();
        simulateAndWait(panel);
        state.SetIterationTime(double(clock.nsecsElapsed()) * 1e-9);
        while (deliveredAt < 0 || clock.nsecsElapsed() - deliveredAt < 500'000'000)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
        longestWhileSimulating = std::max(longestWhileSimulating, whileSimulating);
        if (firstDelivery < 0)
            firstDelivery = delivery;
        else
            longestDelivery = std::max(longestDelivery, delivery);
        longestAfterDelivery = std::max(longestAfterDelivery, afterDelivery);
    }
    state.counters["blockedWhileSimulatingMs"] = longestWhileSimulating;
    state.counters["firstDeliveryMs"] = firstDelivery;
    state.counters["deliveryMs"] = longestDelivery;
    state.counters["blockedAfterDeliveryMs"] = longestAfterDelivery;
}
BENCHMARK(simulateLongRunEventLoopBlocking)->DenseRange(0, std::size(kViews) - 1)->Iterations(4)->UseManualTime()->Unit(benchmark::kMillisecond);

} // namespace
