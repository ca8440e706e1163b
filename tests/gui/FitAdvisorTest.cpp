// The fit advisor in the viewer: an out-of-memory summary of a simulated report offers "Find a
// configuration that fits", which runs core's advisor in the background and lists what fits,
// fastest first; opening a candidate shows it against the failing report in every view.

#include "GuiTestSupport.h"
#include "models/KeyValueModel.h"
#include "options/CompileCommand.h"
#include "simulate/AdviceModel.h"
#include "simulate/FitAdvisorDialog.h"
#include "simulate/SimulatePanel.h"
#include "simulation/Simulation.h"
#include "views/summary/FitBanner.h"
#include "views/summary/SummaryView.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QStyle>
#include <QTableView>
#include <QTest>

using namespace tilescope;
using namespace tilescope::gui;

class FitAdvisorTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings(); }

    void findsWhatFitsAndOpensItAgainstTheFailingReport()
    {
        MainWindow window;
        window.setErrorDialogsEnabled(false);
        window.show();
        SimulatePanel& panel = window.simulatePanel();
        panel.setLive(false);
        panel.setInput(parseCompileArguments({"resnext50_32x4d", "--precision", "32.32", "--batch-size", "48", "--amp",
                                              "0.8"}));
        QSignalSpy simulated(&panel, &SimulatePanel::simulated);
        panel.run();
        QVERIFY(QTest::qWaitFor([&] { return !simulated.isEmpty(); }, 60'000));
        const auto failing = window.document().sharedSource();
        QVERIFY(!failing->summary.fits);

        window.resize(1600, 1000);
        window.showView(QStringLiteral("summary"));
        auto* find = window.findChild<QPushButton*>(QStringLiteral("findFitButton"));
        QVERIFY(find);
        QVERIFY(find->isVisible());
        QTest::mouseClick(find, Qt::LeftButton);
        auto* dialog = window.findChild<FitAdvisorDialog*>();
        QVERIFY(dialog);
        QVERIFY(dialog->isSearching());
        QSignalSpy searched(dialog, &FitAdvisorDialog::searched);
        // What fits is listed as it is found, while the search goes on, the fastest first.
        QVERIFY(QTest::qWaitFor([&] { return dialog->listedCandidates() > 0 || !searched.isEmpty(); }, 1'700'000));
        QVERIFY2(searched.isEmpty() && dialog->isSearching(), "the search ended before any candidate was listed");
        QVERIFY(dialog->model().rowCount() > 0);
        QVERIFY(dialog->model().candidate(0)->figures.fits);
        if (const QString shots = qEnvironmentVariable("TILESCOPE_TEST_SCREENSHOTS"); !shots.isEmpty())
            dialog->grab().save(QDir(shots).filePath(QStringLiteral("fit-advisor-streaming.png")));
        // The search simulates dozens of configurations: seconds in a release build, many minutes in
        // the Debug build with the sanitizers (the ctest timeout bounds it).
        QVERIFY(QTest::qWaitFor([&] { return !searched.isEmpty(); }, 1'700'000));
        AdviceModel& model = dialog->model();
        QVERIFY(model.rowCount() > 0);
        // Every fitting candidate is a row, or folded into one with the same figures at another amp.
        int folded = 0;
        for (int row = 0; row < model.rowCount(); ++row)
            folded += int(model.foldedAmps(row).size());
        QCOMPARE(searched.front().front().toInt(), model.rowCount() + folded);
        int ampRow = -1;
        for (int row = 0; row < model.rowCount(); ++row) {
            QVERIFY(model.candidate(row)->figures.fits);
            if (row > 0)
                QVERIFY(model.candidate(row - 1)->figures.samplesPerSecond >= model.candidate(row)->figures.samplesPerSecond);
            if (model.data(model.index(row, AdviceModel::ChangeColumn)).toString().startsWith(QStringLiteral("--amp 0.8 -> 0.35")))
                ampRow = row;
        }
        QVERIFY(ampRow >= 0);
        // On a large screen every change and command reads whole in its cell, wrapped, not cut.
        auto* table = dialog->findChild<QTableView*>(QStringLiteral("adviceTable"));
        QCoreApplication::processEvents();
        if (const QString shots = qEnvironmentVariable("TILESCOPE_TEST_SCREENSHOTS"); !shots.isEmpty())
            dialog->grab().save(QDir(shots).filePath(QStringLiteral("fit-advisor-table.png")));
        QVERIFY(dialog->width() >= 1200);
        for (int row = 0; row < model.rowCount(); ++row)
            for (const int column : {int(AdviceModel::ChangeColumn), int(AdviceModel::CommandColumn)}) {
                const QModelIndex index = model.index(row, column);
                // The margin the style leaves around an item's text (QCommonStyle's).
                const int margin = table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1;
                const QRect cell = table->visualRect(index).adjusted(margin, 0, -margin, 0);
                QVERIFY2(table->visualRect(index).right() <= table->viewport()->width(),
                         qPrintable(QStringLiteral("row %1, column %2: past the table's right edge").arg(row).arg(column)));
                const QString text = index.data().toString();
                const QRect needed = table->fontMetrics().boundingRect(cell, Qt::TextWordWrap, text);
                QVERIFY2(needed.width() <= cell.width() && needed.height() <= cell.height() + 2,
                         qPrintable(QStringLiteral("row %1: %2 needs %3x%4 in %5x%6")
                                        .arg(row)
                                        .arg(text)
                                        .arg(needed.width())
                                        .arg(needed.height())
                                        .arg(cell.width())
                                        .arg(cell.height())));
            }
        // For looking at it: TILESCOPE_TEST_SCREENSHOTS=DIR writes the dialog as the user sees it.
        if (const QString shots = qEnvironmentVariable("TILESCOPE_TEST_SCREENSHOTS"); !shots.isEmpty())
            dialog->grab().save(QDir(shots).filePath(QStringLiteral("fit-advisor.png")));

        QSignalSpy opened(dialog, &FitAdvisorDialog::candidateOpened);
        dialog->openCandidate(ampRow);
        QVERIFY(QTest::qWaitFor([&] { return !opened.isEmpty(); }, 60'000));
        // The failing report came first: it is the source ("before"), the candidate the target
        // ("after") and the headline; a saving reads as a negative difference.
        QCOMPARE(window.document().source(), failing.get());
        QVERIFY(window.document().target()->summary.fits);
        QCOMPARE(window.document().headlineReport(), window.document().target());
        QVERIFY(QString::fromStdString(window.document().target()->report.options.at(kCommandOption))
                    .endsWith(QStringLiteral("--amp 0.35")));
        QCOMPARE(window.document().sourceName(), QStringLiteral("amp 0.8"));
        QCOMPARE(window.document().targetName(), QStringLiteral("amp 0.35"));
        QVERIFY2(window.windowTitle().startsWith(QStringLiteral("amp 0.35 vs amp 0.8")), qPrintable(window.windowTitle()));
        auto* summary = test::viewOf<SummaryView>(window);
        QCOMPARE(summary->banner()->headline(), QStringLiteral("Fits in memory")); // the candidate's verdict
        QVERIFY2(summary->banner()->details().contains(QStringLiteral("Source report: OUT OF MEMORY (amp 0.8")),
                 qPrintable(summary->banner()->details()));
        QVERIFY(!find->isVisible()); // the shown report fits now
        // The Summary's difference of total memory is a saving: negative.
        const KeyValueModel* memory = summary->memoryModel();
        QVERIFY(memory->rows().size() > 0);
        QCOMPARE(memory->rows().front().key, QStringLiteral("Total memory"));
        QVERIFY2(memory->rows().front().difference.startsWith(QChar(0x2212)), qPrintable(memory->rows().front().difference));
        if (const QString shots = qEnvironmentVariable("TILESCOPE_TEST_SCREENSHOTS"); !shots.isEmpty()) {
            window.resize(1280, 860);
            for (const QString& view : {QStringLiteral("summary"), QStringLiteral("memory")}) {
                window.showView(view);
                QTest::qWait(300);
                window.grab().save(QDir(shots).filePath(QStringLiteral("advisor-candidate-%1.png").arg(view)));
            }
        }
    }

    void aReportThatRecordsNoCommandOffersNoSearch()
    {
        QTemporaryDir dir;
        MainWindow window;
        window.setErrorDialogsEnabled(false);
        window.show();
        window.openReport(test::writeSmallReport(dir, true, QStringLiteral("oom.tsr")));
        QVERIFY(test::waitForLoad(window));
        window.showView(QStringLiteral("summary"));
        auto* banner = window.findChild<FitBanner*>();
        QVERIFY(banner->isOutOfMemory());
        QVERIFY(!window.findChild<QPushButton*>(QStringLiteral("findFitButton"))->isVisible());
    }
};

TILESCOPE_GUI_TEST_MAIN(FitAdvisorTest)
#include "FitAdvisorTest.moc"
