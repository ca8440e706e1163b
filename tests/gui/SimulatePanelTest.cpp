// The Simulate panel: a change of availableMemoryProportion re-simulates by itself and every view
// shows the new report against the one it replaced; a refused combination disables Run and names
// the option at its control; Cancel and failures leave the last result on screen; a newer request
// supersedes an older one; the saved report is the CLI's, byte for byte; a report simulated by
// Tilescope fills the panel again.

#include "document/SimulationRunner.h"
#include "GuiTestSupport.h"
#include "lessons/LessonPanel.h"
#include "models/ByteFormat.h"
#include "models/KeyValueModel.h"
#include "models/OptionWords.h"
#include "options/CompileCommand.h"
#include "plot/PresentationStyle.h"
#include "report/ReportIO.h"
#include "report/ReportSummary.h"
#include "simulate/OptionControl.h"
#include "simulate/SimulatePanel.h"
#include "simulation/Simulation.h"
#include "TestReports.h"
#include "views/liveness/LivenessPlot.h"
#include "views/liveness/LivenessView.h"
#include "views/memory/MemoryView.h"
#include "views/memory/TileMemoryPlot.h"
#include "views/memory/TileMemorySeries.h"
#include "views/summary/FitBanner.h"
#include "views/summary/SummaryView.h"

#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QThread>

#include <algorithm>
#include <atomic>

using namespace tilescope;
using namespace tilescope::gui;
using namespace Qt::StringLiterals;

namespace {

// The seed's journey configuration: amp moves its plans (docs/JOURNEYS.md, "The seed's out-of-memory journey").
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

    // A spin box's word for the model's own value is whole in the panel at its narrowest, in
    // presentation mode too ("model's own" read "nodel's own": Qt does not lay a box out again
    // when its special text is set).
    void theDefaultWordIsWholeInANarrowPanel()
    {
        // Not presenting; presenting from the start; turned on with the window open (the font
        // changes under the boxes).
        enum class Presenting { No, FromTheStart, Later };
        for (const Presenting presenting : {Presenting::No, Presenting::FromTheStart, Presenting::Later}) {
            PresentationStyle::instance().setEnabled(presenting == Presenting::FromTheStart);
            const auto restore = qScopeGuard([] { PresentationStyle::instance().setEnabled(false); });
            MainWindow window;
            window.resize(900, 700);
            window.show();
            if (presenting == Presenting::Later)
                PresentationStyle::instance().setEnabled(true);
            window.newSimulation();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.resizeDocks({window.simulateDock()}, {1}, Qt::Horizontal); // as narrow as it goes
            QTest::qWait(50);
            int checked = 0;
            for (QSpinBox* box : window.simulatePanel().findChildren<QSpinBox*>()) {
                if (box->specialValueText().isEmpty() || !box->isVisibleTo(&window))
                    continue;
                QLineEdit* edit = box->findChild<QLineEdit*>();
                const int room = edit->width() - edit->textMargins().left() - edit->textMargins().right() - 4;
                QVERIFY2(edit->fontMetrics().horizontalAdvance(box->specialValueText()) <= room,
                         qPrintable(u"%1: \"%2\" in %3 px"_s.arg(box->objectName(), box->specialValueText()).arg(room)));
                ++checked;
            }
            QVERIFY(checked >= 3);
        }
    }

    // The issue's first test: change amp, wait, and the views show the new report compared with the
    // old one, in plotted values.
    // Issue 28: a value typed into a spin box is a change as each key goes in (with Live on, the
    // pause after the last key runs it once); the wheel turned over the panel scrolls it and leaves
    // the spin boxes it passes alone until one is given the focus.
    void typingIsAChangeAndTheWheelScrollsPastTheControls()
    {
        QWidget host;
        ReportDocument document;
        SimulatePanel panel(document, &host);
        panel.setLive(false);
        panel.setInput(parseCompileArguments({"mlp", "--batch-size", "4"}));
        host.resize(400, 900);
        host.show();
        host.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&host));
        auto* batch = child<QSpinBox>(panel, QStringLiteral("option-batch-size"));
        QVERIFY(batch);
        batch->setFocus();
        batch->selectAll();
        QTest::keyClicks(batch, QStringLiteral("12"));
        QCOMPARE(batch->value(), 12);
        QVERIFY2(panel.commandLine().contains(QStringLiteral("--batch-size 12")), qPrintable(panel.commandLine()));

        batch->clearFocus();
        QVERIFY(!batch->hasFocus());
        const auto turn = [](QWidget* widget) {
            const QPointF at(widget->width() / 2.0, widget->height() / 2.0);
            QWheelEvent wheel(at, widget->mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
                              Qt::NoScrollPhase, false);
            QApplication::sendEvent(widget, &wheel);
        };
        turn(batch);
        QCOMPARE(batch->value(), 12);
        QVERIFY(!batch->hasFocus());
        auto* amp = child<QDoubleSpinBox>(panel, QStringLiteral("option-available-memory-proportion-spin"));
        const double ampBefore = amp->value();
        turn(amp);
        QCOMPARE(amp->value(), ampBefore);
        batch->setFocus();
        QVERIFY(batch->hasFocus());
        turn(batch);
        QCOMPARE(batch->value(), 13); // focused, it takes the wheel

        // A number out of range is typed in full, the range is said beside it, and the end of the
        // edit sets the nearest allowed value.
        auto* batchError = child<QLabel>(panel, QStringLiteral("option-batch-size-error"));
        batch->selectAll();
        QTest::keyClicks(batch, QStringLiteral("100000"));
        QVERIFY(batchError->isVisible());
        QVERIFY2(batchError->text().contains(QLocale().toString(batch->maximum())), qPrintable(batchError->text()));
        QVERIFY2(batchError->text().contains(QLocale().toString(100000)), qPrintable(batchError->text()));
        QTest::keyClick(batch, Qt::Key_Return);
        QCOMPARE(batch->value(), batch->maximum());
        QVERIFY(!batchError->isVisible());
        // The amp slider is wide enough to set by hand.
        QVERIFY(child<QSlider>(panel, QStringLiteral("option-available-memory-proportion-slider"))->width() >= 200);
        // Copy says that it copied.
        auto* copy = child<QPushButton>(panel, QStringLiteral("copyCommand"));
        QTest::mouseClick(copy, Qt::LeftButton);
        QCOMPARE(QApplication::clipboard()->text(), panel.commandLine());
        QCOMPARE(copy->text(), QStringLiteral("Copied"));
        QTRY_COMPARE_WITH_TIMEOUT(copy->text(), QStringLiteral("Copy"), SimulatePanel::kCopiedFeedbackMs + 2000);
    }

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
        // The result it replaced is the source ("before"), the new one the target ("after") and the
        // headline, so that every difference reads as what the change did.
        QCOMPARE(window.document().source(), first.get());
        QVERIFY(commandOf(window.document().target()).endsWith(QStringLiteral("--amp 0.35")));
        QCOMPARE(window.document().headlineReport(), window.document().target());
        QVERIFY(window.document().target()->summary.fits);
        QVERIFY(!window.document().source()->summary.fits);

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

    // Issue 44: nothing a user does without changing a setting starts a simulation (once, a new
    // result replaced a comparison with a copy of its target): focus moving through every control,
    // Return in every field, the views switched by their shortcuts, every shortcut that opens,
    // saves or closes nothing, and every choice of the Liveness view.
    void nothingSimulatesWithoutAChangedSetting()
    {
        MainWindow window;
        window.setErrorDialogsEnabled(false);
        window.resize(1280, 860);
        window.show();
        SimulatePanel& panel = window.simulatePanel();
        panel.setInput(small());
        panel.run();
        QVERIFY(waitForSimulation(panel));
        auto* spin = child<QDoubleSpinBox>(panel, QStringLiteral("option-available-memory-proportion-spin"));
        QVERIFY(spin);
        spin->setValue(0.5);
        QVERIFY(waitForSimulation(panel)); // a comparison is shown: 0.4 against 0.5
        const LoadedReport* source = window.document().source();
        const LoadedReport* target = window.document().target();
        QVERIFY(source && target);
        QSignalSpy running(&panel, &SimulatePanel::runningChanged);
        QTest::qWait(SimulatePanel::kLiveDelayMs * 2);

        for (QWidget* widget : panel.findChildren<QWidget*>())
            if (widget->isVisible() && widget->isEnabled() && widget->focusPolicy() != Qt::NoFocus) {
                widget->setFocus();
                QTest::qWait(1);
            }
        for (QLineEdit* edit : panel.findChildren<QLineEdit*>())
            if (edit->isVisible() && edit->isEnabled()) {
                edit->setFocus();
                QTest::keyClick(edit, Qt::Key_Return);
                QTest::keyClick(edit, Qt::Key_Enter);
            }
        QTest::keyClick(child<QPushButton>(panel, QStringLiteral("runButton")), Qt::Key_Space); // Run, unchanged
        for (int i = 0; i < 7; ++i)
            QTest::keyClick(&window, Qt::Key(Qt::Key_1 + i), Qt::ControlModifier);
        const QList<QKeyCombination> shortcuts{
            Qt::CTRL | Qt::Key_N,           Qt::SHIFT | Qt::Key_F5,        Qt::SHIFT | Qt::Key_F5,
            Qt::CTRL | Qt::SHIFT | Qt::Key_N, Qt::CTRL | Qt::SHIFT | Qt::Key_N, Qt::CTRL | Qt::SHIFT | Qt::Key_G,
            Qt::CTRL | Qt::SHIFT | Qt::Key_G, Qt::CTRL | Qt::Key_Plus,    Qt::CTRL | Qt::Key_Minus,
            Qt::CTRL | Qt::Key_0,           Qt::Key_F1,                    Qt::Key_F1};
        for (const QKeyCombination& key : shortcuts)
            QTest::keyClick(&window, key.key(), key.keyboardModifiers());
        window.showView(QStringLiteral("liveness"));
        auto* liveness = test::viewOf<LivenessView>(window);
        for (QComboBox* box : liveness->findChildren<QComboBox*>())
            for (int i = 0; i < box->count(); ++i)
                box->setCurrentIndex(i);
        QTest::qWait(SimulatePanel::kLiveDelayMs * 3);

        QCOMPARE(running.count(), 0);
        QVERIFY(!panel.isRunning());
        QCOMPARE(window.document().source(), source);
        QCOMPARE(window.document().target(), target);
    }

    // Issue 24 §6: lowering amp from 0.6 to 0.4 saves memory, and the comparison says so: the
    // differences are negative (target - source, the new result against the earlier one), the
    // reports are named by their amp, the banner and the title follow the new result.
    void loweringAmpReadsAsASavingNamedByAmp()
    {
        MainWindow window;
        window.setErrorDialogsEnabled(false);
        window.resize(1280, 860);
        window.show();
        window.newSimulation(); // the panel beside the views, as the user has it
        SimulatePanel& panel = window.simulatePanel();
        panel.setLive(false);
        panel.setInput(journey("0.6"));
        panel.run();
        QVERIFY(waitForSimulation(panel));
        panel.setInput(journey("0.4"));
        panel.run();
        QVERIFY(waitForSimulation(panel));
        const ReportDocument& document = window.document();
        QCOMPARE(document.sourceName(), QStringLiteral("amp 0.6"));
        QCOMPARE(document.targetName(), QStringLiteral("amp 0.4"));
        QVERIFY(document.target()->summary.totalMemoryBytes < document.source()->summary.totalMemoryBytes);
        QVERIFY2(window.windowTitle().startsWith(QStringLiteral("amp 0.4 vs amp 0.6")), qPrintable(window.windowTitle()));

        window.showView(QStringLiteral("summary"));
        auto* summary = test::viewOf<SummaryView>(window);
        const KeyValueModel* memory = summary->memoryModel();
        for (const KeyValueRow& row : memory->rows())
            if (row.key == QStringLiteral("Total memory") || row.key == QStringLiteral("Peak not-always-live"))
                QVERIFY2(row.difference.startsWith(QChar(0x2212)), qPrintable(row.key + u' ' + row.difference));
        QCOMPARE(memory->rows().front().key, QStringLiteral("Total memory"));
        // The issue's "+138.19 MiB" read backwards: now a saving, target less source.
        const std::uint64_t saved =
            document.source()->summary.totalMemoryBytes - document.target()->summary.totalMemoryBytes;
        QCOMPARE(memory->rows().front().difference, QChar(0x2212) % formatBytes(saved));
        QCOMPARE(memory->headerData(KeyValueModel::SourceColumn, Qt::Horizontal).toString(),
                 QStringLiteral("Source\namp 0.6"));
        QCOMPARE(memory->headerData(KeyValueModel::TargetColumn, Qt::Horizontal).toString(),
                 QStringLiteral("Target\namp 0.4"));
        QVERIFY(memory->headerData(KeyValueModel::TargetColumn, Qt::Horizontal, Qt::ToolTipRole)
                    .toString()
                    .endsWith(QStringLiteral("--amp 0.4")));
        // The banner heads with the new result's verdict and names the earlier one.
        QCOMPARE(summary->banner()->isOutOfMemory(), !document.target()->summary.fits);
        QVERIFY2(summary->banner()->details().contains(QStringLiteral("Source report")) &&
                     summary->banner()->details().contains(QStringLiteral("amp 0.6")),
                 qPrintable(summary->banner()->details()));
        // The liveness legend names both runs.
        window.showView(QStringLiteral("liveness"));
        auto* liveness = test::viewOf<LivenessView>(window);
        QVERIFY(QTest::qWaitFor([&] { return !liveness->isPreparing(); }, 20'000));
        const QStringList legend = liveness->plot()->legendNames();
        QVERIFY2(legend.contains(QStringLiteral("amp 0.4 (after): always-live")) &&
                     legend.contains(QStringLiteral("amp 0.6 (before): always-live")),
                 qPrintable(legend.join(u'|')));
        if (const QString shots = qEnvironmentVariable("TILESCOPE_TEST_SCREENSHOTS"); !shots.isEmpty()) {
            for (const QString& view : {QStringLiteral("summary"), QStringLiteral("memory"), QStringLiteral("liveness")}) {
                window.showView(view);
                QTest::qWait(300);
                window.grab().save(QDir(shots).filePath(QStringLiteral("simulate-lower-amp-%1.png").arg(view)));
            }
        }
    }

    // Issue 24 §7: a result asked for before another feature took the document is dropped. The
    // panel's run is held back until a lesson step is shown, then delivered: the lesson stays.
    void aResultArrivingAfterALessonStepIsDropped()
    {
        MainWindow window;
        window.setErrorDialogsEnabled(false);
        window.show();
        SimulatePanel& panel = window.simulatePanel();
        panel.setLive(false);
        std::atomic<bool> release{false};
        panel.runner().setSimulator([&release](const SimulationInput& input, ConvPlanCache& plans, const QString& name,
                                               JobControl& control) {
            while (!release.load())
                QThread::msleep(10);
            return simulateReport(input, plans, name, control);
        });
        panel.setInput(small());
        QSignalSpy simulated(&panel, &SimulatePanel::simulated);
        panel.run();
        QVERIFY(panel.isRunning());

        QVERIFY(window.openLesson(QStringLiteral("pipeline-schedules"), 1));
        QSignalSpy shown(&window.lessonPanel(), &LessonPanel::stepShown);
        QVERIFY(QTest::qWaitFor([&] { return !shown.isEmpty(); }, 60'000));
        const LoadedReport* lessonSource = window.document().source();
        const LoadedReport* lessonTarget = window.document().target();
        QVERIFY(lessonSource && lessonTarget);

        release = true;
        QVERIFY(QTest::qWaitFor([&] { return !panel.isRunning(); }, 30'000));
        QTest::qWait(200);
        QCOMPARE(window.document().source(), lessonSource);
        QCOMPARE(window.document().target(), lessonTarget);
        QVERIFY(simulated.isEmpty());
        QVERIFY2(window.findChild<QLabel*>(QStringLiteral("simulationStatus"))->text().contains(QStringLiteral("not shown")),
                 qPrintable(window.findChild<QLabel*>(QStringLiteral("simulationStatus"))->text()));

        // A run asked for after the lesson took the document is the user's: it is shown.
        panel.runner().setSimulator({});
        panel.run();
        QVERIFY(waitForSimulation(panel));
        QVERIFY(commandOf(window.document().headlineReport()).startsWith(QStringLiteral("tilescope-cli compile mlp")));
    }

    // The panel's own result does not count as another feature taking the document: a change
    // queued while a run was delivering still runs.
    void aChangeQueuedWhileARunDeliversStillRuns()
    {
        MainWindow window;
        window.setErrorDialogsEnabled(false);
        SimulatePanel& panel = window.simulatePanel();
        panel.setLive(true);
        std::atomic<bool> release{false};
        panel.runner().setSimulator([&release](const SimulationInput& input, ConvPlanCache& plans, const QString& name,
                                               JobControl& control) {
            while (!release.load())
                QThread::msleep(10);
            return simulateReport(input, plans, name, control);
        });
        panel.setInput(small());
        panel.run();
        QVERIFY(panel.isRunning());
        // A change while the run is held: queued behind the live pause, then the run delivers.
        auto* batch = child<QSpinBox>(panel, QStringLiteral("option-batch-size"));
        batch->setValue(3);
        release = true;
        QVERIFY(QTest::qWaitFor([&] { return commandOf(window.document().headlineReport()).contains(QStringLiteral("--batch-size 3")); },
                                30'000));
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
            QCOMPARE(window.document().source(), baseline); // the earlier report: "before"
            QCOMPARE(window.document().targetName(), QStringLiteral("batch %1").arg(QLatin1String(batch)));
            QCOMPARE(window.document().sourceName(), QStringLiteral("batch 2"));
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

    // A model option greyed out for the model chosen is not given: BERT's masked tokens do not
    // refuse ResNet, and come back with BERT.
    void aGreyedOutModelOptionIsNotGiven()
    {
        MainWindow window;
        SimulatePanel& panel = window.simulatePanel();
        panel.setLive(false);
        auto* run = child<QPushButton>(panel, QStringLiteral("runButton"));
        auto input = small();
        input.model = "bert-base";
        setOption(input, "mask-tokens", "20");
        setOption(input, "embedding-serialization-factor", "2");
        panel.setInput(input);
        QVERIFY(run->isEnabled());
        QVERIFY(panel.commandLine().contains(QStringLiteral("--mask-tokens 20 --embedding-serialization-factor 2")));
        auto* masked = child<QWidget>(panel, QStringLiteral("option-mask-tokens"));
        QVERIFY(masked->isEnabled());

        auto* model = child<QComboBox>(panel, QStringLiteral("modelBox"));
        model->setCurrentText(QStringLiteral("bert-base-squad"));
        QVERIFY(!masked->isEnabled());
        QVERIFY(run->isEnabled());
        QVERIFY(!panel.commandLine().contains(QStringLiteral("--mask-tokens")));
        QVERIFY(panel.commandLine().contains(QStringLiteral("--embedding-serialization-factor 2")));

        model->setCurrentText(QStringLiteral("resnet50"));
        QVERIFY(run->isEnabled());
        QVERIFY(!panel.commandLine().contains(QStringLiteral("--mask-tokens")));
        QVERIFY(!panel.commandLine().contains(QStringLiteral("--embedding-serialization-factor")));

        model->setCurrentText(QStringLiteral("bert-large"));
        QVERIFY(masked->isEnabled());
        QVERIFY(panel.commandLine().contains(QStringLiteral("--mask-tokens 20 --embedding-serialization-factor 2")));
    }

    // An optimum-graphcore IPUConfig and a Hugging Face config.json, opened as a user holds them:
    // the controls take the file's values, each marked as the file's (italics) until changed here
    // (bold); the command names both files and only what differs; a bad file is refused through
    // failed(), naming the file and field, and nothing changes.
    void anIpuConfigAndAModelConfigStartTheOptions()
    {
        MainWindow window;
        SimulatePanel& panel = window.simulatePanel();
        panel.setLive(false);
        const QString own = QStringLiteral(TILESCOPE_OWN_CONFIGS);
        panel.openModelFile(own + u"/bert-base-uncased/config.json"_s);
        panel.findChild<QWidget*>(QStringLiteral("option-training"))->setProperty("checked", true);
        QSignalSpy failed(&panel, &SimulatePanel::failed);
        panel.openIpuConfig(own + u"/bert-base-uncased/ipu_config.json"_s);
        QVERIFY(failed.isEmpty());
        QCOMPARE(panel.ipuConfigFile(), own + u"/bert-base-uncased/ipu_config.json"_s);
        auto* ipus = child<QSpinBox>(panel, QStringLiteral("option-ipus"));
        QCOMPARE(ipus->value(), 4);
        const auto labelOf = [&](QWidget* editor) {
            const auto labels = panel.findChildren<QLabel*>();
            const auto it = std::find_if(labels.begin(), labels.end(), [&](QLabel* l) { return l->buddy() == editor; });
            return it == labels.end() ? nullptr : *it;
        };
        QVERIFY(labelOf(ipus) && labelOf(ipus)->font().italic());
        QVERIFY(panel.commandLine().contains(u"config.json --training --ipu-config "_s));
        QVERIFY(!panel.commandLine().contains(u"--ipus"_s)); // the file's value, not repeated
        ipus->setValue(2);
        QVERIFY(labelOf(ipus)->font().bold() && !labelOf(ipus)->font().italic());
        // The file's four layer counts do not fit two IPUs: refused at the layers until changed.
        QVERIFY(panel.refusal().startsWith(OptionWords::label("layers-per-ipu")));
        auto* layers = child<QLineEdit>(panel, QStringLiteral("option-layers-per-ipu"));
        layers->setText(u"-1"_s);
        layers->setModified(true); // as typing leaves it
        emit layers->editingFinished();
        QVERIFY2(panel.refusal().isEmpty(), qPrintable(panel.refusal()));
        QVERIFY(panel.commandLine().contains(u"--ipus 2 --layers-per-ipu -1"_s));

        const QString bad = QDir::temp().filePath(u"tilescope-bad-ipu-config.json"_s);
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"matmul_proportion": 1.5})");
        file.close();
        panel.openIpuConfig(bad);
        QCOMPARE(failed.size(), 1);
        const QString message = failed.front().front().toString();
        QVERIFY(message.contains(bad) && message.contains(u"/matmul_proportion"_s));
        QCOMPARE(panel.ipuConfigFile(), own + u"/bert-base-uncased/ipu_config.json"_s);
        QCOMPARE(ipus->value(), 2);

        auto* clear = child<QPushButton>(panel, QStringLiteral("clearIpuConfig"));
        QVERIFY(clear->isEnabled());
        clear->click();
        QVERIFY(panel.ipuConfigFile().isEmpty());
        QVERIFY(!panel.commandLine().contains(u"--ipu-config"_s));
        QVERIFY(panel.commandLine().contains(u"--ipus 2"_s));
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
            // Saved on a worker: the file is there when the window says so.
            QSignalSpy saved(&window, &MainWindow::reportSaved);
            window.saveReport(fromGui);
            QVERIFY(saved.wait(60'000));
            QCOMPARE(saved[0][0].toString(), fromGui);
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

    // Another feature shows a report (a sweep point, an advisor candidate, a file): the panel takes
    // its configuration, so that its settings, status and Copy speak of what is shown; a report
    // without a command, or a change of the user's not run yet, is said plainly (issue 28).
    void thePanelFollowsTheReportShown()
    {
        QTemporaryDir dir;
        MainWindow window;
        window.setErrorDialogsEnabled(false);
        window.show();
        SimulatePanel& panel = window.simulatePanel();
        panel.setLive(false);
        panel.setInput(small()); // amp 0.4
        panel.run();
        QVERIFY(waitForSimulation(panel));
        const std::shared_ptr<const LoadedReport> first = window.document().headlineShared();
        auto lower = small();
        setOption(lower, "amp", "0.3");
        panel.setInput(lower);
        panel.run();
        QVERIFY(waitForSimulation(panel));
        const std::shared_ptr<const LoadedReport> second = window.document().headlineShared();
        QVERIFY(panel.commandLine().contains(QStringLiteral("--amp 0.3")));
        auto* status = child<QLabel>(window, QStringLiteral("simulationStatus"));

        // The first result shown again, alone, as a sweep point or a candidate would be.
        window.document().setReports(first, nullptr);
        QCOMPARE(panel.commandLine(), commandOf(first.get()));
        QVERIFY2(status->text().contains(first->displayName()) && status->text().contains(QStringLiteral("the report shown")),
                 qPrintable(status->text()));
        QVERIFY(!panel.isRunning()); // taking the configuration runs nothing
        child<QPushButton>(panel, QStringLiteral("copyCommand"))->click(); // the dock may be closed
        QCOMPARE(QGuiApplication::clipboard()->text(), commandOf(first.get()));

        // A report that records no command: the settings stay, and the status says they are not its.
        const Report foreign = test::makeSmallReport(false);
        window.document().setReports(std::make_shared<const LoadedReport>(LoadedReport{
                                         QStringLiteral("foreign.tsr"), QString(), foreign, summarize(foreign)}),
                                     nullptr);
        QCOMPARE(panel.commandLine(), commandOf(first.get()));
        QVERIFY2(status->text().contains(QStringLiteral("foreign.tsr, which records no command")), qPrintable(status->text()));

        // A change of the user's, not run yet, is kept when another report is shown.
        auto* batch = child<QSpinBox>(panel, QStringLiteral("option-batch-size"));
        batch->setValue(3);
        QVERIFY(panel.commandLine().contains(QStringLiteral("--batch-size 3")));
        window.document().setReports(second, nullptr);
        QVERIFY(panel.commandLine().contains(QStringLiteral("--batch-size 3")));
        QVERIFY2(status->text().contains(QStringLiteral("your change")), qPrintable(status->text()));
        // Run, it is shown, and the panel's own result is not taken for another's.
        panel.run();
        QVERIFY(waitForSimulation(panel));
        QVERIFY(status->text().contains(QStringLiteral("fits in memory")) || status->text().contains(QStringLiteral("out of memory")));
        QVERIFY(commandOf(window.document().headlineReport()).contains(QStringLiteral("--batch-size 3")));
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
