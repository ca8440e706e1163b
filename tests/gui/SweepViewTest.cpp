// The Sweep view: a sweep file opened through the main window (File > Open's path) shows in the
// Sweep dock as a grid whose cells are the rows' samples per second, out-of-memory cells with the
// worst tile's excess, the best point outlined, the axes in the options' words and a tooltip per
// cell; a sweep of three axes holds the third at a value a combo box chooses; a double-click opens
// a point's kept report or simulates it in the Simulate panel; two points picked are compared in
// every view; `--screenshot` writes the window with its Sweep dock; a malformed file is an error
// naming the file and field, and the sweep shown stays.
// The sweeps are run in-process with core's runSweep and written as the CLI writes them.

#include "common/AtomicFile.h"
#include "GuiTestSupport.h"
#include "models/ByteFormat.h"
#include "models/OptionWords.h"
#include "options/CompileCommand.h"
#include "simulate/SimulatePanel.h"
#include "simulation/Simulation.h"
#include "simulation/SweepFile.h"
#include "sweep/SweepPlot.h"
#include "simulation/SyntheticSweep.h"
#include "sweep/SweepView.h"
#include "sweep/SweepWords.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QImage>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QToolTip>

#include <qcustomplot.h>

#include <algorithm>

using namespace tilescope;
using namespace tilescope::gui;
using namespace Qt::StringLiterals;

namespace {

SweepSpace spaceOf(const std::vector<std::string>& base, const std::vector<std::pair<std::string, std::string>>& axes)
{
    SweepSpace space;
    space.base = parseCompileArguments(base);
    for (const auto& [option, spec] : axes)
        space.axes.push_back(parseSweepAxis(option, spec));
    return space;
}

// Runs `space` and writes it where the CLI's `-o` would; the reports are kept in `reports` when given.
SweepResult writeSweep(const SweepSpace& space, const QString& path, const QString& reports = {})
{
    SweepRunOptions options;
    options.reportsDirectory = reports.toStdString();
    SweepResult result = runSweep(space, options);
    writeFileAtomically(path.toStdString(), sweepToJson(result));
    return result;
}

bool openSweep(MainWindow& window, const QString& path)
{
    QSignalSpy shown(&window, &MainWindow::sweepShown);
    QSignalSpy failed(&window, &MainWindow::errorOccurred);
    window.openReport(path); // File > Open, drag and drop and the command line all come here
    return QTest::qWaitFor([&] { return !shown.isEmpty() || !failed.isEmpty(); }, 20'000) && !shown.isEmpty();
}

QString commandOf(const LoadedReport* loaded)
{
    return loaded ? QString::fromStdString(loaded->report.options.at(kCommandOption)) : QString();
}

const SweepRow& rowOfPoint(const SweepResult& result, std::size_t point)
{
    for (const SweepRow& row : result.rows)
        if (row.index == point)
            return row;
    qFatal("no row for point %zu", point);
}

// A click on a cell as the user makes it, with or without Ctrl.
void clickCell(SweepView& view, SweepCell cell, Qt::KeyboardModifiers modifiers = {})
{
    QTest::mouseClick(view.plot()->customPlot(), Qt::LeftButton, modifiers, view.plot()->pixelOfCell(cell));
}

void doubleClickCell(SweepView& view, SweepCell cell)
{
    QTest::mouseDClick(view.plot()->customPlot(), Qt::LeftButton, {}, view.plot()->pixelOfCell(cell));
}

} // namespace

class SweepViewTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;
    QString rxPath_; // resnext50_32x4d 32.32, batch 32 and 56 × amp 0.4 to 0.6, reports kept
    SweepResult rx_;
    QString mlpPath_; // mlp, batch 1 to 3 × amp 0.2 and 0.6, no reports
    SweepResult mlp_;
    QString mlp3Path_; // mlp over three axes
    SweepResult mlp3_;
    QString mlp1Path_; // mlp over one axis
    QString badPath_;

    std::unique_ptr<MainWindow> openWindow(const QString& path)
    {
        auto window = std::make_unique<MainWindow>();
        window->setErrorDialogsEnabled(false);
        window->resize(MainWindow::kDefaultSize);
        window->show();
        if (!openSweep(*window, path))
            return nullptr;
        // Laid out, and the grid's labels spaced for its cells.
        QTest::qWait(50);
        return window;
    }

private slots:
    void initTestCase()
    {
        test::isolateSettings();
        QVERIFY(dir_.isValid());
        rxPath_ = dir_.filePath(QStringLiteral("rx-sweep.json"));
        rx_ = writeSweep(
            spaceOf({"resnext50_32x4d", "--precision", "32.32"}, {{"batch-size", "32,56"}, {"amp", "0.4:0.6:0.1"}}),
            rxPath_, dir_.filePath(QStringLiteral("rx-points")));
        mlpPath_ = dir_.filePath(QStringLiteral("mlp-sweep.json"));
        mlp_ = writeSweep(spaceOf({"mlp"}, {{"batch-size", "1:3"}, {"amp", "0.2,0.6"}}), mlpPath_);
        mlp3Path_ = dir_.filePath(QStringLiteral("mlp3-sweep.json"));
        mlp3_ = writeSweep(spaceOf({"mlp"}, {{"batch-size", "1,2"}, {"amp", "0.2,0.6"}, {"precision", "16.16,32.32"}}),
                           mlp3Path_);
        mlp1Path_ = dir_.filePath(QStringLiteral("mlp1-sweep.json"));
        writeSweep(spaceOf({"mlp"}, {{"batch-size", "1:3"}}), mlp1Path_);

        // The rx grid is the README's shape: (32, 0.5) is the best, (32, 0.6) and batch 56 above 0.4
        // are out of memory.
        QVERIFY(rx_.bestRow());
        QCOMPARE(rx_.space.valuesOf(rx_.rows[*rx_.bestRow()].index), (std::vector<std::string>{"32", "0.5"}));
        QVERIFY(!rowOfPoint(rx_, 2).fits);
        QVERIFY(rowOfPoint(rx_, 2).worstTileExcessBytes > 0);

        // A sweep file whose point count does not match its axes.
        QFile good(mlpPath_);
        QVERIFY(good.open(QIODevice::ReadOnly));
        QByteArray text = good.readAll();
        text.replace("\"points\": 6", "\"points\": 7");
        badPath_ = dir_.filePath(QStringLiteral("bad-sweep.json"));
        QFile bad(badPath_);
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write(text);
    }

    // With no report open the sweep is what the window is about: it fills the main area (not the
    // welcome page with the grid in a dock below it), and the title names it.
    void aSweepFileOpensInTheMainAreaWithItsGrid()
    {
        const auto window = openWindow(rxPath_);
        QVERIFY(window);
        QDockWidget* dock = window->sweepDock();
        QCOMPARE(dock->objectName(), QStringLiteral("sweepDock"));
        QVERIFY(!dock->isVisible());
        QVERIFY(window->windowTitle().contains(QStringLiteral("rx-sweep.json")));
        QVERIFY(window->document().isEmpty()); // not loaded as a report
        SweepView& view = window->sweepView();
        QVERIFY(view.isVisible());
        QVERIFY(window->centralWidget()->isAncestorOf(&view));
        QVERIFY(!window->findChild<QPushButton*>(QStringLiteral("welcomeOpen"))->isVisible());
        const SweepGrid& grid = view.grid();
        QCOMPARE(grid.rowCount(), std::size_t(2));
        QCOMPARE(grid.columnCount(), std::size_t(3));
        SweepPlot* plot = view.plot();

        // Every cell is its row: samples per second on the heat scale, or out of memory with its excess.
        for (std::size_t r = 0; r < grid.rowCount(); ++r) {
            for (std::size_t c = 0; c < grid.columnCount(); ++c) {
                const SweepCell cell{c, r};
                const std::size_t point = r * 3 + c;
                QCOMPARE(grid.pointAt(cell), point);
                const SweepRow& expected = rowOfPoint(rx_, point);
                QCOMPARE(*grid.rowAt(cell), expected);
                if (expected.fits) {
                    QCOMPARE(grid.stateAt(cell), SweepCellState::Fits);
                    QCOMPARE(grid.rowAt(cell)->samplesPerSecond, expected.samplesPerSecond);
                    QCOMPARE(plot->drawnText(cell), QLocale().toString(expected.samplesPerSecond, 'f', 0));
                    QVERIFY(plot->heatColour(cell).isValid());
                } else {
                    QCOMPARE(grid.stateAt(cell), SweepCellState::OutOfMemory);
                    QVERIFY(!plot->heatColour(cell).isValid()); // not on the heat scale
                    QCOMPARE(plot->drawnText(cell), u"OOM +" % formatBytes(expected.worstTileExcessBytes));
                }
            }
        }
        // (32, 0.6): out of memory by the worst tile's excess.
        QCOMPARE(plot->drawnText({2, 0}), u"OOM +" % formatBytes(rowOfPoint(rx_, 2).worstTileExcessBytes));
        // Brighter is faster: the heat scale spans the sweep's fitting points.
        QCOMPARE(plot->scaleRange().first, std::min(rowOfPoint(rx_, 0).samplesPerSecond, rowOfPoint(rx_, 3).samplesPerSecond));
        QCOMPARE(plot->scaleRange().second, rowOfPoint(rx_, 1).samplesPerSecond);
        QVERIFY(qGray(plot->heatColour({1, 0}).rgb()) > qGray(plot->heatColour({0, 0}).rgb()));

        // The best cell is the sweep's best row.
        QCOMPARE(grid.bestCell(), std::optional<SweepCell>(SweepCell{1, 0}));
        QCOMPARE(grid.pointAt(*grid.bestCell()), rx_.rows[*rx_.bestRow()].index);

        // The axes in the options' words, the values as the CLI spells them.
        QCOMPARE(plot->columnAxisLabel(), OptionWords::label("available-memory-proportion"));
        QCOMPARE(plot->columnAxisLabel(), QStringLiteral("Available memory proportion"));
        QCOMPARE(plot->rowAxisLabel(), QStringLiteral("Batch size"));
        QCOMPARE(plot->columnTickLabels(),
                 (QStringList{QStringLiteral("0.4"), QStringLiteral("0.5"), QStringLiteral("0.6")}));
        QCOMPARE(plot->rowTickLabels(), (QStringList{QStringLiteral("32"), QStringLiteral("56")}));
        QVERIFY(view.summary().startsWith(
            QStringLiteral("resnext50_32x4d, 6 points: 4 fit, 2 out of memory, 0 failed · Best: ")));
        QCOMPARE(view.findChild<QLabel*>(QStringLiteral("sweepSummary"))->text(), view.summary()); // wide enough

        // Hovering a cell names its figures.
        QWidget* custom = plot->customPlot();
        const QPoint best = plot->pixelOfCell({1, 0});
        QHelpEvent help(QEvent::ToolTip, best, custom->mapToGlobal(best));
        QApplication::sendEvent(custom, &help);
        QTRY_VERIFY(QToolTip::isVisible());
        const QString tip = QToolTip::text();
        QCOMPARE(tip, plot->toolTipAt(best));
        QVERIFY2(tip.startsWith(QStringLiteral("Point 1 (the best that fits)\n")), qPrintable(tip));
        QVERIFY(tip.contains(QStringLiteral("Batch size (--batch-size): 32")));
        QVERIFY(tip.contains(QStringLiteral("Available memory proportion (--available-memory-proportion): 0.5")));
        QVERIFY(tip.contains(QStringLiteral("Samples per second: ") %
                             QLocale().toString(rowOfPoint(rx_, 1).samplesPerSecond, 'f', 1)));
        QVERIFY(tip.contains(QStringLiteral("Cycles per iteration: ") %
                             QLocale().toString(qulonglong(rowOfPoint(rx_, 1).cyclesPerIteration))));
        QVERIFY(tip.contains(QStringLiteral("Double-click to open point-1.tsr")));
        // How comfortable the fit is: the tightest tile's largest block free at its peak.
        const SweepRow& bestRow = rowOfPoint(rx_, 1);
        QVERIFY(bestRow.roomToSpareBytes > 0);
        QVERIFY2(tip.contains(QStringLiteral("Room to spare: %1 on tile %2 (the largest block free at its peak)")
                                  .arg(formatBytes(std::uint64_t(bestRow.roomToSpareBytes)))
                                  .arg(bestRow.roomToSpareTile)),
                 qPrintable(tip));
        QToolTip::hideText();
        const QString oomTip = plot->toolTipAt(plot->pixelOfCell({2, 0}));
        QVERIFY2(oomTip.contains(QStringLiteral("OUT OF MEMORY: tile %1 needs %2, %3 more than it has")
                                     .arg(rowOfPoint(rx_, 2).worstTile)
                                     .arg(formatBytes(rowOfPoint(rx_, 2).worstTileBytes))
                                     .arg(formatBytes(rowOfPoint(rx_, 2).worstTileExcessBytes))),
                 qPrintable(oomTip));
        QVERIFY(!oomTip.contains(QStringLiteral("Room to spare"))); // the excess says it

        // The grid exports as CSV too: one line per row, the excess in bytes.
        const QString csv = SweepWords::csv(grid);
        QVERIFY(csv.startsWith(QStringLiteral("batch-size \\ available-memory-proportion,0.4,0.5,0.6\n32,")));
        QVERIFY(csv.contains(u"OOM +" % QString::number(rowOfPoint(rx_, 2).worstTileExcessBytes)));
        // Then the same grid of each point's room to spare, in bytes (negative: over by so much).
        const QString rooms = csv.section(QStringLiteral("\n\n"), 1);
        QVERIFY2(rooms.startsWith(QStringLiteral("room_to_spare_bytes: batch-size \\ available-memory-proportion,"
                                                 "0.4,0.5,0.6\n32,%1,%2,%3\n")
                                      .arg(rowOfPoint(rx_, 0).roomToSpareBytes)
                                      .arg(rowOfPoint(rx_, 1).roomToSpareBytes)
                                      .arg(rowOfPoint(rx_, 2).roomToSpareBytes)),
                 qPrintable(csv));
        QVERIFY(rowOfPoint(rx_, 2).roomToSpareBytes < 0);
    }

    // A fitting cell tall enough for two lines says its room to spare under its speed, in a
    // smaller font; a short one keeps its speed alone, and the tooltip says the room.
    void tallFittingCellsSayTheirRoomToSpare()
    {
        auto sweep = std::make_shared<const LoadedSweep>(LoadedSweep::load(rxPath_));
        const SweepGrid grid(sweep, defaultSweepSlice(*sweep));
        SweepPlot plot;
        plot.setGrid(grid);
        plot.resize(900, 600);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        plot.customPlot()->replot();
        const SweepCell fits{0, 0};
        const SweepRow& row = rowOfPoint(rx_, 0);
        QVERIFY(row.fits);
        const QString expected =
            u"room " % QLocale().formattedDataSize(qint64(row.roomToSpareBytes), 1, QLocale::DataSizeIecFormat);
        QCOMPARE(plot.drawnRoomText(fits), expected);
        QCOMPARE(plot.drawnText(fits), QLocale().toString(row.samplesPerSecond, 'f', 0));
        QVERIFY(plot.drawnRoomText({2, 0}).isEmpty()); // out of memory: "OOM +…" says it all
        // Ink under the speed's line, in the middle of the cell (away from any outline).
        const QImage image = plot.customPlot()->toPixmap().toImage();
        const QRectF rect = plot.cellRect(fits);
        const double textHeight = QFontMetricsF(plot.font()).height();
        QFont smaller = plot.font();
        smaller.setPointSizeF(smaller.pointSizeF() * 0.85);
        const double roomHeight = QFontMetricsF(smaller).height();
        const QColor fill = plot.heatColour(fits);
        int ink = 0;
        const int below = int(rect.center().y() + textHeight / 2 + 1);    // under the speed's line
        const int bottom = int(rect.center().y() + (textHeight + roomHeight) / 2 - 1); // the room's line's foot
        for (int y = below; y < bottom; ++y)
            for (int x = int(rect.left() + rect.width() / 4); x < int(rect.right() - rect.width() / 4); ++x)
                ink += image.pixelColor(x, y).rgb() != fill.rgb();
        QVERIFY2(ink > 10, qPrintable(QString::number(ink)));

        // A short grid (three rows in as little height as the plot takes): one line per cell.
        auto mlp = std::make_shared<const LoadedSweep>(LoadedSweep::load(mlpPath_));
        plot.setGrid(SweepGrid(mlp, defaultSweepSlice(*mlp)));
        plot.resize(900, 100);
        plot.customPlot()->replot();
        QCOMPARE(plot.grid().rowCount(), std::size_t(3));
        QCOMPARE(plot.grid().stateAt(fits), SweepCellState::Fits);
        QVERIFY2(plot.cellRect(fits).height() < textHeight + roomHeight + 6,
                 qPrintable(QStringLiteral("%1 px tall, plot %2").arg(plot.cellRect(fits).height()).arg(plot.height())));
        QVERIFY(!plot.drawnText(fits).isEmpty());
        QVERIFY(plot.drawnRoomText(fits).isEmpty());
    }

    // A grid of 1,000 rows in a few hundred pixels (cells thinner than a pixel) names every n-th
    // batch size, with n such that the labels never overlap; every label names a row's value.
    void gridsOfTinyCellsReadWhole()
    {
        auto sweep = std::make_shared<const LoadedSweep>(LoadedSweep::indexed(test::syntheticSweep(1000, 4), QString()));
        SweepPlot plot;
        plot.setGrid(SweepGrid(sweep, defaultSweepSlice(*sweep)));
        plot.resize(900, 400);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        plot.customPlot()->replot();
        QCPAxis* rows = plot.customPlot()->yAxis;
        const auto ticks = rows->ticker().dynamicCast<QCPAxisTickerText>()->ticks();
        QVERIFY2(ticks.size() >= 5 && ticks.size() < 100, qPrintable(QString::number(ticks.size())));
        const double lineHeight = QFontMetricsF(rows->tickLabelFont()).height();
        double previous = -1e9;
        for (auto it = ticks.cbegin(); it != ticks.cend(); ++it) {
            const double pixel = rows->coordToPixel(it.key());
            QVERIFY2(std::abs(pixel - previous) >= lineHeight,
                     qPrintable(u"%1 at %2 px, %3 px after the label before"_s.arg(it.value()).arg(pixel).arg(std::abs(pixel - previous))));
            QCOMPARE(it.value(), QString::fromStdString(sweep->result.space.axes[0].values[std::size_t(it.key())]));
            previous = pixel;
        }
        // Cells of a pixel or two are drawn as an image of their colours: the area is coloured
        // through, not striped by the gaps between cells, wider than the cells themselves.
        auto square = std::make_shared<const LoadedSweep>(LoadedSweep::indexed(test::syntheticSweep(200, 200), QString()));
        plot.setGrid(SweepGrid(square, defaultSweepSlice(*square)));
        plot.customPlot()->replot();
        const QImage image = plot.customPlot()->toPixmap().toImage();
        const QRect area = plot.customPlot()->axisRect()->rect().adjusted(2, 2, -2, -2);
        const QRgb base = plot.palette().color(QPalette::Base).rgb();
        int gaps = 0;
        for (int y = area.top(); y <= area.bottom(); ++y)
            for (int x = area.left(); x <= area.right(); ++x)
                gaps += image.pixel(x, y) == base;
        QVERIFY2(gaps < area.width() * area.height() / 50, qPrintable(u"%1 of %2 pixels"_s.arg(gaps).arg(area.width() * area.height())));
    }

    void doubleClickOpensAKeptReport()
    {
        const auto window = openWindow(rxPath_);
        QVERIFY(window);
        doubleClickCell(window->sweepView(), {1, 1}); // batch 56, amp 0.5: point 4
        QVERIFY(test::waitForLoad(*window));
        QVERIFY(window->document().source());
        QVERIFY2(window->document().source()->path.endsWith(QStringLiteral("point-4.tsr")),
                 qPrintable(window->document().source()->path));
        QCOMPARE(commandOf(window->document().source()), QString::fromStdString(rowOfPoint(rx_, 4).command));
    }

    void doubleClickWithoutAKeptReportSimulatesThePoint()
    {
        const auto window = openWindow(mlpPath_);
        QVERIFY(window);
        QSignalSpy simulated(&window->simulatePanel(), &SimulatePanel::simulated);
        doubleClickCell(window->sweepView(), {1, 2}); // batch 3, amp 0.6: point 5
        QVERIFY(QTest::qWaitFor([&] { return !simulated.isEmpty(); }, 60'000));
        QVERIFY(window->simulateDock()->isVisible());
        QCOMPARE(commandOf(window->document().source()), QString::fromStdString(rowOfPoint(mlp_, 5).command));
        QCOMPARE(window->document().source()->summary.fits, rowOfPoint(mlp_, 5).fits);
    }

    void twoKeptPointsCompareInEveryView()
    {
        const auto window = openWindow(rxPath_);
        QVERIFY(window);
        SweepView& view = window->sweepView();
        auto* compare = view.findChild<QPushButton*>(QStringLiteral("sweepCompare"));
        QVERIFY(!compare->isEnabled());
        clickCell(view, {1, 0});                      // point 1, the best
        clickCell(view, {2, 0}, Qt::ControlModifier); // point 2, out of memory
        QCOMPARE(view.sourcePoint(), std::optional<std::size_t>(1));
        QCOMPARE(view.targetPoint(), std::optional<std::size_t>(2));
        QVERIFY(compare->isEnabled());
        // A right click on a third point, as the menu is opened there, keeps both picks: the
        // menu still compares them, and opens the point under the pointer (issue 28).
        QTest::mousePress(view.plot()->customPlot(), Qt::RightButton, {}, view.plot()->pixelOfCell({0, 1}));
        QCOMPARE(view.sourcePoint(), std::optional<std::size_t>(1));
        QCOMPARE(view.targetPoint(), std::optional<std::size_t>(2));
        QAction* compareAction = nullptr;
        QAction* openAction = nullptr;
        for (QAction* action : view.plot()->customPlot()->actions()) {
            if (action->text().startsWith(QStringLiteral("Compare")))
                compareAction = action;
            if (action->text().startsWith(QStringLiteral("Open")))
                openAction = action;
        }
        QVERIFY(compareAction && compareAction->isEnabled());
        QVERIFY(openAction && openAction->isEnabled());
        QCOMPARE(openAction->text(), QStringLiteral("Open %1").arg(SweepWords::pointName(3)));
        compare->click();
        QVERIFY(test::waitForLoad(*window));
        QVERIFY(window->document().source() && window->document().target());
        QVERIFY(window->document().source()->path.endsWith(QStringLiteral("point-1.tsr")));
        QVERIFY(window->document().target()->path.endsWith(QStringLiteral("point-2.tsr")));
        // A plain click starts a new pick.
        clickCell(view, {0, 1});
        QCOMPARE(view.sourcePoint(), std::optional<std::size_t>(3));
        QVERIFY(!view.targetPoint());
        QVERIFY(!compare->isEnabled());
    }

    // Alone, the grid takes most of the window; when a point opens, it gives the views their room
    // back (the Summary was squeezed to five rows), and a side panel keeps the whole height beside
    // it rather than being cut to its first group (issue 28).
    void theGridGivesTheViewsRoomWhenAReportOpens()
    {
        const auto window = openWindow(rxPath_);
        QVERIFY(window);
        QDockWidget* grid = window->sweepDock();
        SweepView& view = window->sweepView();
        QVERIFY(view.height() > window->height() / 2);
        window->simulateDock()->show();
        clickCell(view, {1, 0});
        clickCell(view, {2, 0}, Qt::ControlModifier);
        view.findChild<QPushButton*>(QStringLiteral("sweepCompare"))->click();
        QVERIFY(test::waitForLoad(*window));
        QTRY_VERIFY(grid->isVisible());
        QVERIFY(grid->isAncestorOf(&view));
        QTRY_VERIFY(grid->height() <= window->height() * 0.42);
        QVERIFY(window->centralWidget()->height() >= window->height() * 0.4);
        const QRect side = window->simulateDock()->geometry();
        QVERIFY2(side.bottom() > grid->geometry().top() + grid->height() / 2,
                 "the Simulate panel reaches down beside the grid");
    }

    void twoSimulatedPointsCompareInEveryView()
    {
        const auto window = openWindow(mlpPath_);
        QVERIFY(window);
        SweepView& view = window->sweepView();
        clickCell(view, {0, 0});
        clickCell(view, {1, 2}, Qt::ControlModifier);
        QSignalSpy changed(&window->document(), &ReportDocument::reportsChanged);
        view.findChild<QPushButton*>(QStringLiteral("sweepCompare"))->click();
        QVERIFY(view.isSimulating());
        QVERIFY(QTest::qWaitFor([&] { return !changed.isEmpty(); }, 60'000));
        const ReportDocument& document = window->document();
        QVERIFY(document.source() && document.target());
        QCOMPARE(document.source()->displayName(), QStringLiteral("Point 0"));
        QCOMPARE(document.target()->displayName(), QStringLiteral("Point 5"));
        QCOMPARE(commandOf(document.source()), QString::fromStdString(rowOfPoint(mlp_, 0).command));
        QCOMPARE(commandOf(document.target()), QString::fromStdString(rowOfPoint(mlp_, 5).command));
        QVERIFY(document.comparison());
        // The second point picked is read against the first: the headline, named by what differs.
        QCOMPARE(document.headlineReport(), document.target());
        QCOMPARE(document.sourceName(), QStringLiteral("batch 1, amp 0.2"));
        QCOMPARE(document.targetName(), QStringLiteral("batch 3, amp 0.6"));
    }

    void threeAxesHoldTheThirdAtAChosenValue()
    {
        const auto window = openWindow(mlp3Path_);
        QVERIFY(window);
        SweepView& view = window->sweepView();
        const SweepGrid& grid = view.grid();
        QCOMPARE(grid.rowCount(), std::size_t(2));    // batch size
        QCOMPARE(grid.columnCount(), std::size_t(2)); // amp
        auto* precision = view.findChild<QComboBox*>(QStringLiteral("sweepFixed-precision"));
        QVERIFY(precision);
        // Held at the best point's value (16.16 is faster on mlp).
        QCOMPARE(precision->currentText(), QString::fromStdString(mlp3_.space.valuesOf(mlp3_.rows[*mlp3_.bestRow()].index)[2]));
        QCOMPARE(precision->currentText(), QStringLiteral("16.16"));
        const auto cellsNow = [&] {
            std::vector<double> values;
            for (std::size_t r = 0; r < 2; ++r)
                for (std::size_t c = 0; c < 2; ++c) {
                    const SweepRow* row = view.grid().rowAt({c, r});
                    values.push_back(row ? row->samplesPerSecond : -1.0);
                }
            return values;
        };
        // Each cell says its own point's samples per second.
        const auto cellsSayTheirValues = [&] {
            for (std::size_t r = 0; r < 2; ++r)
                for (std::size_t c = 0; c < 2; ++c)
                    if (view.plot()->drawnText({c, r}) !=
                        QLocale().toString(view.grid().rowAt({c, r})->samplesPerSecond, 'f', 0))
                        return false;
            return true;
        };
        const auto at1616 = cellsNow();
        QVERIFY(cellsSayTheirValues());
        QCOMPARE(view.sweep()->result.space.valuesOf(view.grid().rowAt({1, 1})->index),
                 (std::vector<std::string>{"2", "0.6", "16.16"}));

        precision->setCurrentIndex(1); // 32.32
        QCOMPARE(view.grid().slice().fixedValues[2], std::size_t(1));
        QCOMPARE(view.sweep()->result.space.valuesOf(view.grid().rowAt({1, 1})->index),
                 (std::vector<std::string>{"2", "0.6", "32.32"}));
        const auto at3232 = cellsNow();
        QVERIFY(cellsSayTheirValues());
        QVERIFY(at1616 != at3232);
        for (std::size_t r = 0; r < 2; ++r)
            for (std::size_t c = 0; c < 2; ++c)
                QCOMPARE(at3232[r * 2 + c], rowOfPoint(mlp3_, r * 4 + c * 2 + 1).samplesPerSecond);
        // The best point (16.16) is not in this slice.
        QVERIFY(!view.grid().bestCell());

        // Precision along the columns: amp is held instead.
        auto* columns = view.findChild<QComboBox*>(QStringLiteral("sweepColumnAxis"));
        columns->setCurrentIndex(2);
        QCOMPARE(view.grid().columnAxis().option, std::string("precision"));
        QCOMPARE(view.plot()->columnAxisLabel(), QStringLiteral("Precision"));
        QVERIFY(view.findChild<QComboBox*>(QStringLiteral("sweepFixed-available-memory-proportion")));
        QVERIFY(!view.findChild<QComboBox*>(QStringLiteral("sweepFixed-precision")));
        // Choosing the rows' axis for the columns swaps the two.
        columns->setCurrentIndex(0);
        QCOMPARE(view.grid().columnAxis().option, std::string("batch-size"));
        QCOMPARE(view.grid().rowAxis()->option, std::string("precision"));
    }

    void oneAxisIsOneRow()
    {
        const auto window = openWindow(mlp1Path_);
        QVERIFY(window);
        SweepView& view = window->sweepView();
        QCOMPARE(view.grid().rowCount(), std::size_t(1));
        QCOMPARE(view.grid().columnCount(), std::size_t(3));
        QVERIFY(!view.findChild<QComboBox*>(QStringLiteral("sweepRowAxis"))->isVisible());
        QCOMPARE(view.plot()->columnAxisLabel(), QStringLiteral("Batch size"));
        QVERIFY(view.plot()->rowAxisLabel().isEmpty());
        QCOMPARE(view.grid().bestCell(), std::optional<SweepCell>(SweepCell{2, 0}));
    }

    // `tilescope SWEEP --screenshot DIR` as the user runs it: the window with the Sweep dock.
    void aSweepScreenshotIsTheWindowWithItsDock()
    {
        const QString shots = dir_.filePath(QStringLiteral("shots"));
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"), dir_.filePath(QStringLiteral("config")));
        process.setProcessEnvironment(environment);
        process.start(QStringLiteral(TILESCOPE_GUI_EXECUTABLE), {rxPath_, QStringLiteral("--screenshot"), shots,
                                                                QStringLiteral("--size"), QStringLiteral("900x700"),
                                                                QStringLiteral("--dark")});
        QVERIFY(process.waitForFinished(60'000));
        QCOMPARE(process.exitCode(), 0);
        const QImage image(QDir(shots).filePath(QStringLiteral("sweep.png")));
        QCOMPARE(image.size(), QSize(900, 700));
        QCOMPARE(QDir(shots).entryList(QDir::Files), QStringList{QStringLiteral("sweep.png")});
    }

    void aSweepOfMoreThanTenMillionPointsIsRefusedNamingTheFileAndItsPoints()
    {
        // 1000 x 100 x 101 points: refused from its header, before any row is read.
        SweepResult huge;
        huge.space = spaceOf({"mlp"}, {{"batch-size", "1:1000"}, {"device-iterations", "1:100"},
                                       {"gradient-accumulation", "1:101"}});
        const QString path = dir_.filePath(QStringLiteral("huge-sweep.json"));
        writeFileAtomically(path.toStdString(), sweepToJson(huge));
        const auto window = openWindow(rxPath_);
        QVERIFY(window);
        QSignalSpy failed(window.get(), &MainWindow::errorOccurred);
        window->openReport(path);
        QVERIFY(failed.wait(10'000));
        const QString text = failed.first().first().toString();
        QVERIFY2(text.contains(QStringLiteral("huge-sweep.json")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Field: /points")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("10100000 points, more than the 10000000")), qPrintable(text));
        QCOMPARE(window->sweepView().sweep()->path, rxPath_);
    }

    void aMalformedSweepIsAnErrorNamingTheFileAndTheSweepShownStays()
    {
        const auto window = openWindow(rxPath_);
        QVERIFY(window);
        QSignalSpy failed(window.get(), &MainWindow::errorOccurred);
        window->openReport(badPath_);
        QVERIFY(failed.wait(10'000));
        const QString text = failed.first().first().toString();
        QVERIFY2(text.contains(QStringLiteral("bad-sweep.json")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Field: /points")), qPrintable(text));
        QVERIFY(text.startsWith(QStringLiteral("The sweep file contains an invalid value.")));
        // Nothing is lost: the sweep shown before is still there.
        QVERIFY(window->sweepView().sweep());
        QCOMPARE(window->sweepView().sweep()->path, rxPath_);
        QCOMPARE(window->sweepView().grid().columnCount(), std::size_t(3));
    }
};

TILESCOPE_GUI_TEST_MAIN(SweepViewTest)
#include "SweepViewTest.moc"
