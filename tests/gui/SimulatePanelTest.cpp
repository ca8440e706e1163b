// The Simulate panel: a change of availableMemoryProportion re-simulates by itself and every view
// shows the new report against the one it replaced; a refused combination disables Run and names
// the option at its control; Cancel and failures leave the last result on screen; a newer request
// supersedes an older one; the saved report is the CLI's, byte for byte; a report simulated by
// Tilescope fills the panel again.

#include "GuiTestSupport.h"
#include "models/TileMemorySeries.h"
#include "plot/LivenessPlot.h"
#include "plot/TileMemoryPlot.h"
#include "simulate/OptionControl.h"
#include "simulate/OptionWords.h"
#include "simulate/SimulatePanel.h"
#include "simulate/SimulationRunner.h"
#include "report/ReportIO.h"
#include "simulation/Simulation.h"
#include "views/LivenessView.h"
#include "views/MemoryView.h"

#include <QDoubleSpinBox>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

#include <algorithm>

using namespace tilescope;
using namespace tilescope::gui;

namespace {

// The seed's journey configuration: amp moves its plans (README, "The seed's out-of-memory journey").
SimulationInput journey(const char* amp)
{
    return parseCompileArguments({"resnext50_32x4d", "--precision", "32.32", "--batch-size", "48", "--amp", amp});
}

SimulationInput small()
{
    return parseCompileArguments({"mlp", "--batch-size", "2", "--amp", "0.4"});
}

bool waitForSimulation(SimulatePanel& panel, int timeoutMs = 60'000)
{
    QSignalSpy simulated(&panel, &SimulatePanel::simulated);
    QSignalSpy failed(&panel, &SimulatePanel::failed);
    return QTest::qWaitFor([&] { return !simulated.isEmpty() || !failed.isEmpty(); }, timeoutMs) &&
           !simulated.isEmpty();
}

QString commandOf(const LoadedReport* loaded)
{
    return loaded ? QString::fromStdString(loaded->report.options.at(kCommandOption)) : QString();
}

double highest(const QVector<double>& values)
{
    return values.isEmpty() ? 0.0 : *std::max_element(values.begin(), values.end());
}

template <class Widget> Widget* child(QWidget& parent, const QString& name)
{
    auto* widget = parent.findChild<Widget*>(name);
    if (!widget)
        qWarning("no widget named %s", qPrintable(name));
    return widget;
}

} // namespace

class SimulatePanelTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings(); }

    void everyOptionHasTheViewersWordsAndAControl()
    {
        MainWindow window;
        SimulatePanel& panel = window.simulatePanel();
        for (const auto& option : optionCatalog()) {
            QVERIFY2(OptionWords::knows(option.name), option.name.c_str());
            const QString name = QStringLiteral("option-") + QString::fromStdString(option.name);
            QCOMPARE(panel.findChild<QWidget*>(name) != nullptr, option.inPanel);
        }
        // The controls start at the catalog's defaults: the command is the model alone.
        QCOMPARE(panel.commandLine(), QStringLiteral("tilescope-cli compile resnet50"));
    }

    // The first test: change amp, wait, and the views show the new report compared with the
    // old one, in plotted values.
    void changingAmpResimulatesAndComparesWithThePreviousResult()
    {
        MainWindow window;
        window.setErrorDialogsEnabled(false);
        window.resize(1280, 860);
        window.show();
        SimulatePanel& panel = window.simulatePanel();
        panel.setInput(journey("0.6"));
        window.showView(QStringLiteral("liveness"));
        panel.run();
        QVERIFY(waitForSimulation(panel));
        const auto first = window.document().sharedSource();
        // 0.6 is the default amp: the command leaves it out, as the CLI's user would.
        QCOMPARE(commandOf(first.get()),
                 QStringLiteral("tilescope-cli compile resnext50_32x4d --batch-size 48 --precision 32.32"));
        QVERIFY(!window.document().target());

        // The user moves amp to 0.35 in its spin box: the panel runs by itself after the pause.
        QVERIFY(panel.isLive());
        auto* spin = child<QDoubleSpinBox>(panel, QStringLiteral("option-available-memory-proportion-spin"));
        QVERIFY(spin);
        spin->setValue(0.35);
        QVERIFY(panel.commandLine().endsWith(QStringLiteral("--amp 0.35")));
        QVERIFY(waitForSimulation(panel));
        QVERIFY(commandOf(window.document().source()).endsWith(QStringLiteral("--amp 0.35")));
        QCOMPARE(window.document().target(), first.get()); // the result it replaced is the comparison
        QVERIFY(window.document().source()->summary.fits);
        QVERIFY(!window.document().target()->summary.fits);

        // Liveness: both curves are drawn, and 0.35's spikes are lower than 0.6's.
        auto* liveness = test::viewOf<LivenessView>(window);
        QVERIFY(QTest::qWaitFor([&] { return !liveness->isPreparing(); }, 20'000));
        QTest::qWait(50);
        const auto* plot = liveness->findChild<LivenessPlot*>();
        QVERIFY(plot);
        const double sourcePeak = highest(plot->sourceWindow().maximum);
        const double targetPeak = highest(plot->targetWindow().maximum);
        QVERIFY(sourcePeak > 0 && targetPeak > 0);
        QVERIFY2(sourcePeak < targetPeak, qPrintable(QStringLiteral("%1 vs %2").arg(sourcePeak).arg(targetPeak)));

        // Memory: the columns drawn hold the new report, and the difference row is not empty.
        window.showView(QStringLiteral("memory"));
        QTest::qWait(50);
        const auto* memory = test::viewOf<MemoryView>(window);
        const auto& columns = memory->plot()->columns();
        QVERIFY(!columns.empty());
        const auto worst = std::max_element(columns.begin(), columns.end(),
                                            [](const auto& a, const auto& b) { return a.maxBytes < b.maxBytes; });
        QVERIFY(worst->maxBytes <= window.document().source()->report.target.bytesPerTile);
        QVERIFY(std::any_of(columns.begin(), columns.end(), [](const auto& c) { return c.maxDifference != 0; }));
    }

    void pinnedBaselineStaysTheComparison()
    {
        MainWindow window;
        SimulatePanel& panel = window.simulatePanel();
        panel.setLive(false);
        panel.setInput(small());
        panel.run();
        QVERIFY(waitForSimulation(panel));
        panel.pinShownReport();
        const auto* baseline = window.document().source();
        for (const char* batch : {"4", "8"}) {
            auto input = small();
            setOption(input, "batch-size", batch);
            panel.setInput(input);
            panel.run();
            QVERIFY(waitForSimulation(panel));
            QCOMPARE(window.document().target(), baseline);
        }
        panel.setComparison(SimulatePanel::Comparison::Nothing);
        panel.run();
        QVERIFY(waitForSimulation(panel));
        QVERIFY(!window.document().target());
    }

    void aRefusedCombinationDisablesRunAndNamesTheOption()
    {
        MainWindow window;
        SimulatePanel& panel = window.simulatePanel();
        panel.setLive(false);
        auto* run = child<QPushButton>(panel, QStringLiteral("runButton"));
        QVERIFY(run && run->isEnabled());
        // Gradient accumulation without training: refused at the accumulation's control.
        auto* accumulation = child<QSpinBox>(panel, QStringLiteral("option-gradient-accumulation"));
        accumulation->setValue(4);
        QVERIFY(!run->isEnabled());
        auto* error = child<QLabel>(panel, QStringLiteral("option-gradient-accumulation-error"));
        QVERIFY(!error->isHidden());
        QVERIFY(error->text().contains(QStringLiteral("training")));
        QVERIFY(panel.refusal().startsWith(OptionWords::label("gradient-accumulation")));
        QVERIFY(!panel.input());
        // Nothing runs while refused, even when asked.
        panel.run();
        QVERIFY(!panel.isRunning());
        // Training makes the combination valid again.
        panel.findChild<QWidget*>(QStringLiteral("option-training"))->setProperty("checked", true);
        QVERIFY(run->isEnabled());
        QVERIFY(error->isHidden());
        QVERIFY(panel.commandLine().contains(QStringLiteral("--training --gradient-accumulation 4")));

        // A model that does not exist is refused at the model before anything runs.
        auto input = small();
        input.model = "/no/such/model.onnx";
        panel.setInput(input);
        QVERIFY(!run->isEnabled());
        QVERIFY(panel.refusal().contains(QStringLiteral("/no/such/model.onnx")));
    }

    void cancelAndFailuresLeaveThePreviousResult()
    {
        QTemporaryDir dir;
        MainWindow window;
        window.setErrorDialogsEnabled(false);
        SimulatePanel& panel = window.simulatePanel();
        panel.setLive(false);
        panel.setInput(small());
        panel.run();
        QVERIFY(waitForSimulation(panel));
        const auto* shown = window.document().source();

        panel.setInput(journey("0.6"));
        panel.run();
        QVERIFY(panel.isRunning());
        panel.cancel();
        QVERIFY(!panel.isRunning());
        QTest::qWait(500); // long enough for the cancelled compilation to have finished
        QCOMPARE(window.document().source(), shown);

        // A malformed model file: the message names it, the shown report stays.
        const QString bad = dir.filePath(QStringLiteral("broken-model.json"));
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"name\": \"broken\", \"ops\": [ {\"type\": \"conv\"");
        file.close();
        auto input = small();
        input.model = bad.toStdString();
        panel.setInput(input);
        QSignalSpy failed(&panel, &SimulatePanel::failed);
        panel.run();
        QVERIFY(QTest::qWaitFor([&] { return !failed.isEmpty(); }, 10'000));
        QVERIFY(failed.front().front().toString().contains(QStringLiteral("broken-model.json")));
        QCOMPARE(window.document().source(), shown);
    }

    void aNewerRequestSupersedesAnOlderOne()
    {
        MainWindow window;
        SimulatePanel& panel = window.simulatePanel();
        panel.setLive(false);
        QSignalSpy simulated(&panel, &SimulatePanel::simulated);
        panel.setInput(journey("0.6"));
        panel.run();
        panel.setInput(small());
        panel.run();
        QVERIFY(QTest::qWaitFor([&] { return !simulated.isEmpty() && !panel.isRunning(); }, 30'000));
        QTest::qWait(500); // a stale result would arrive now
        QCOMPARE(simulated.size(), 1);
        QVERIFY(commandOf(window.document().source()).startsWith(QStringLiteral("tilescope-cli compile mlp")));
    }

    // File > Save Report writes what `tilescope-cli compile` writes for the panel's command.
    void theSavedReportIsTheClis()
    {
        QTemporaryDir dir;
        MainWindow window;
        window.setErrorDialogsEnabled(false);
        SimulatePanel& panel = window.simulatePanel();
        panel.setLive(false);
        auto input = small();
        setOption(input, "training", "true");
        setOption(input, "optimiser", "adam");
        panel.setInput(input);
        panel.run();
        QVERIFY(waitForSimulation(panel));
        for (const QString& extension : {QStringLiteral("tsr"), QStringLiteral("json")}) {
            const QString fromGui = dir.filePath(QStringLiteral("gui.") + extension);
            const QString fromCli = dir.filePath(QStringLiteral("cli.") + extension);
            QVERIFY(window.saveReport(fromGui));
            QStringList arguments = panel.commandLine().split(u' ').mid(1); // as a shell splits it here
            arguments << QStringLiteral("-o") << fromCli;
            QProcess cli;
            cli.setProcessEnvironment(QProcessEnvironment::systemEnvironment());
            cli.start(QStringLiteral(TILESCOPE_CLI_EXECUTABLE), arguments);
            QVERIFY(cli.waitForFinished(60'000));
            QCOMPARE(cli.exitCode(), 0);
            QFile gui(fromGui), command(fromCli);
            QVERIFY(gui.open(QIODevice::ReadOnly) && command.open(QIODevice::ReadOnly));
            const QByteArray guiBytes = gui.readAll();
            QVERIFY(guiBytes.size() > 1000);
            QVERIFY(guiBytes == command.readAll());
        }
    }

    void aSimulatedReportFillsThePanelAgain()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("simulated.tsr"));
        auto input = small();
        setOption(input, "precision", "16.32");
        setOption(input, "device-iterations", "4");
        ConvPlanCache plans;
        saveReport(simulate(input, plans), path.toStdString(), ReportEncoding::Binary);

        MainWindow window;
        window.setErrorDialogsEnabled(false);
        window.openReport(path);
        QVERIFY(test::waitForLoad(window));
        window.simulatePanel().setLive(false);
        window.simulateFromReport();
        QCOMPARE(window.simulatePanel().commandLine(), QString::fromStdString(compileCommandLine(input)));
        QVERIFY(window.simulateDock()->isVisibleTo(&window));

        // A report that records no command says so.
        QSignalSpy errors(&window, &MainWindow::errorOccurred);
        window.openReport(test::writeSmallReport(dir, false, QStringLiteral("foreign.tsr")));
        QVERIFY(test::waitForLoad(window));
        window.simulateFromReport();
        QCOMPARE(errors.size(), 1);
        QVERIFY(errors.front().front().toString().contains(QStringLiteral("foreign.tsr")));
    }
};

TILESCOPE_GUI_TEST_MAIN(SimulatePanelTest)
#include "SimulatePanelTest.moc"
