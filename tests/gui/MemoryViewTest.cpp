// The Memory view: stacks against core's per-tile totals, level of detail, the max-memory line,
// out-of-memory bars, selection by click, box, list, map, worst tile and the document, keyboard
// zoom, comparison with and without corresponding tiles. Models under QAbstractItemModelTester.

#include "document/ReportDocument.h"
#include "GuiTestSupport.h"
#include "models/ByteFormat.h"
#include "plot/PlotExport.h"
#include "plot/PlotPalette.h"
#include "report/ReportSummary.h"
#include "target/Target.h"
#include "TestReports.h"
#include "views/memory/ChipMapWidget.h"
#include "views/memory/MemoryView.h"
#include "views/memory/TileBreakdownModel.h"
#include "views/memory/TileMemoryPlot.h"
#include "views/memory/TileMemorySeries.h"
#include "views/memory/TileSelection.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QTest>

#include <qcustomplot.h>

#include <algorithm>
#include <array>

using namespace tilescope;
using namespace tilescope::gui;
using namespace Qt::StringLiterals;

namespace {

std::shared_ptr<const LoadedReport> loaded(const Report& report)
{
    return std::make_shared<const LoadedReport>(LoadedReport{QStringLiteral("test.tsr"), QString(), report, summarize(report)});
}

// A Mk2 replica of `ipus` IPUs whose tile t holds alwaysLive(t) bytes of always-live variables
// and vertex code (split as given), peak(t) bytes of not-always-live peak and gaps(t) bytes of
// gaps; tiles past their memory overflow.
template <class Fill>
Report makeReport(std::uint32_t ipus, Fill fill)
{
    Report report;
    report.target = makeTarget(Arch::Mk2, ipus);
    const std::size_t tiles = report.target.tilesPerReplica();
    report.memory.resize(tiles);
    for (std::size_t t = 0; t < tiles; ++t) {
        const auto [variables, code, peak, gaps] = fill(t);
        report.memory.nonInterleavedBytes[categoryIndex(MemoryCategory::AlwaysLiveVariable)][t] = variables;
        report.memory.nonInterleavedBytes[categoryIndex(MemoryCategory::VertexCode)][t] = code;
        report.memory.alwaysLiveBytes[t] = variables + code;
        report.memory.peakNotAlwaysLiveBytes[t] = peak;
        report.memory.gapBytes[t] = gaps;
        const std::uint64_t total = report.memory.bytesIncludingGaps(t);
        report.memory.overflowBytes[t] = total > report.target.bytesPerTile ? total - report.target.bytesPerTile : 0;
    }
    return report;
}

using TileFill = std::array<std::uint64_t, 4>;

// A replica of 16 IPUs x 1472 tiles with a wave of usage and a few overflowing tiles.
Report makeLargeReport()
{
    return makeReport(16, [](std::size_t t) {
        const bool overflows = t == 3211 || t == 9000 || t == 20000;
        return TileFill{100000 + (t * 37) % 90000, 20000 + (t % 13) * 1000,
                        overflows ? 600000 : 200000 + (t * 101) % 150000, 5000};
    });
}

// One IPU whose first 1,300 tiles overflow, 200 KB of each being gaps.
Report makeCrowdedOutOfMemoryReport()
{
    return makeReport(1, [](std::size_t t) {
        return t < 1'300 ? TileFill{100'000, 0, 400'000, 200'000} : TileFill{100'000, 0, 200'000, 50'000};
    });
}

int countPixels(const QImage& image, const QRect& area, const QColor& colour)
{
    int count = 0;
    for (int y = std::max(area.top(), 0); y <= std::min(area.bottom(), image.height() - 1); ++y)
        for (int x = std::max(area.left(), 0); x <= std::min(area.right(), image.width() - 1); ++x)
            count += image.pixelColor(x, y).rgb() == colour.rgb();
    return count;
}

} // namespace

class MemoryViewTest : public QObject {
    Q_OBJECT

private:
    const Report oomReport_ = test::makeSmallReport(true);
    const Report fitsReport_ = test::makeSmallReport(false);

    // Shows `view` at a fixed size and lets queued replots run.
    static void settle(QWidget& view)
    {
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        view.grab();
    }

private slots:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
        test::isolateSettings();
    }

    void stacksAddUpToCoreTotals()
    {
        const TileMemoryStacks stacks = tileMemoryStacks(oomReport_);
        QCOMPARE(stacks.tileCount(), oomReport_.memory.tileCount());
        for (std::size_t t = 0; t < stacks.tileCount(); ++t) {
            QCOMPARE(stacks.totalBytes(t, true), oomReport_.memory.bytesIncludingGaps(t));
            QCOMPARE(stacks.totalBytes(t, false), oomReport_.memory.bytesExcludingGaps(t));
            const std::uint64_t alwaysLive = stacks.totalBytes(t, false) -
                                             stacks.stackBytes(TileMemoryStack::NotAlwaysLivePeak, t);
            QCOMPARE(alwaysLive, oomReport_.memory.alwaysLiveBytes[t]);
        }
        // Every core category but the not-always-live one belongs to exactly one stack.
        for (const MemoryCategory category : allMemoryCategories())
            QVERIFY(!tileMemoryStackContents(tileMemoryStackOf(category)).isEmpty());
    }

    void tileListsParseAndFormat()
    {
        QString error;
        const auto tiles = parseTileList(QStringLiteral("0-3, 952"), 1472, &error);
        QVERIFY(tiles);
        QCOMPARE(*tiles, (std::vector<std::uint32_t>{0, 1, 2, 3, 952}));
        QCOMPARE(formatTileList(*tiles), QStringLiteral("0-3, 952"));
        QCOMPARE(*parseTileList(QStringLiteral("7 5 - 6;5"), 8, &error), (std::vector<std::uint32_t>{5, 6, 7}));
        QVERIFY(!parseTileList(QStringLiteral("3-1"), 8, &error));
        QVERIFY(!parseTileList(QStringLiteral("8"), 8, &error));
        QVERIFY(error.contains(QStringLiteral("0 to 7")));
        QVERIFY(!parseTileList(QStringLiteral("tile"), 8, &error));
        QVERIFY(parseTileList(QString(), 8, &error)->empty());
    }

    void columnsKeepEveryPeakAndNeverExceedBuckets()
    {
        const Report report = makeLargeReport();
        TileMemorySeries series;
        series.setStacks(std::make_shared<const TileMemoryStacks>(tileMemoryStacks(report)));
        QCOMPARE(series.size(), std::size_t(23552));
        QElapsedTimer timer;
        timer.start();
        const std::vector<TileColumn> columns = series.columns(0, series.size(), 1000);
        qInfo() << "decimating 23,552 tiles to 1,000 columns took" << timer.nsecsElapsed() / 1000 << "us";
        QCOMPARE(columns.size(), std::size_t(1000));
        std::size_t next = 0;
        for (const TileColumn& column : columns) {
            QCOMPARE(column.first, next);
            next = column.last;
            std::uint64_t max = 0, min = std::numeric_limits<std::uint64_t>::max();
            for (std::size_t p = column.first; p < column.last; ++p) {
                max = std::max(max, series.totalAt(p));
                min = std::min(min, series.totalAt(p));
            }
            QCOMPARE(column.maxBytes, max);
            QCOMPARE(column.minBytes, min);
            QCOMPARE(report.memory.bytesIncludingGaps(column.worstTile), max);
        }
        QCOMPARE(next, series.size());
        // The overflowing tile's column is drawn by that tile.
        const auto it = std::find_if(columns.begin(), columns.end(),
                                     [](const TileColumn& c) { return c.first <= 3211 && 3211 < c.last; });
        QCOMPARE(it->worstTile, 3211u);
        QCOMPARE(it->outOfMemoryTiles, 1u);
        QCOMPARE(series.outOfMemoryTiles().size(), std::size_t(3));
        // Sorted by usage, the first position is the worst tile.
        series.configure(std::nullopt, TileOrder::ByUsage, true);
        QCOMPARE(series.tileAt(0), *series.worstTile());
        for (const std::size_t p : {std::size_t(0), std::size_t(17), series.size() - 1})
            QCOMPARE(series.positionOf(series.tileAt(p)), std::optional<std::size_t>(p));
        series.configure(2, TileOrder::Software, true);
        QCOMPARE(series.size(), std::size_t(1472));
        QCOMPARE(series.tileAt(0), 2944u);
        QCOMPARE(series.positionOf(2944), std::optional<std::size_t>(0));
        QVERIFY(!series.positionOf(0));
        QVERIFY(!series.positionOf(2944 + 1472));
    }

    void breakdownModelPassesModelTester()
    {
        TileBreakdownModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        auto source = std::make_shared<const TileMemoryStacks>(tileMemoryStacks(oomReport_));
        auto target = std::make_shared<const TileMemoryStacks>(tileMemoryStacks(fitsReport_));
        model.setTiles(source, nullptr, {5, 1});
        QCOMPARE(model.rowCount(), TileBreakdownModel::kRowCount);
        QCOMPARE(model.columnCount(), 2);
        QCOMPARE(model.index(TileBreakdownModel::kTotalRow, 0).data(TileBreakdownModel::RawValueRole).toULongLong(),
                 oomReport_.memory.bytesIncludingGaps(5));
        model.setTiles(source, target, {5});
        QCOMPARE(model.columnCount(), 3);
        const qint64 s = model.index(TileBreakdownModel::kTotalRow, 0).data(TileBreakdownModel::RawValueRole).toLongLong();
        const qint64 t = model.index(TileBreakdownModel::kTotalRow, 1).data(TileBreakdownModel::RawValueRole).toLongLong();
        const qint64 d = model.index(TileBreakdownModel::kTotalRow, 2).data(TileBreakdownModel::RawValueRole).toLongLong();
        QCOMPARE(d, t - s);
        QVERIFY(model.toCsv().startsWith(QStringLiteral("Category,Tile 5 source,Tile 5 target,Tile 5 difference\n")));
        model.clear();
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.columnCount(), 0);
    }

    void viewDrawsLineOutOfMemoryBarsAndSelects()
    {
        ReportDocument document;
        MemoryView view(document);
        QAbstractItemModelTester tester(view.breakdownModel(), QAbstractItemModelTester::FailureReportingMode::Fatal);
        view.resize(1200, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        document.setReports(loaded(oomReport_), nullptr);
        settle(view);

        // The max-memory line sits at the tile's memory.
        QCustomPlot* plot = view.plot()->customPlot();
        QCPItemStraightLine* line = nullptr;
        for (int i = 0; i < plot->itemCount(); ++i)
            if (auto* straight = qobject_cast<QCPItemStraightLine*>(plot->item(i));
                straight && straight->pen().color() == outOfMemoryColor())
                line = straight;
        QVERIFY(line);
        QCOMPARE(line->point1->coords().y(), double(oomReport_.target.bytesPerTile) / 1024.0);

        // Tile 5 overflows: listed, previewed as the worst tile, hatched in the warning colour.
        QVERIFY(view.outOfMemoryLabel()->isVisible());
        QCOMPARE(view.outOfMemoryLabel()->text(), QStringLiteral("Tiles out of memory (1), most overflowing first: 5"));
        QCOMPARE(view.selectedTiles(), std::vector<std::uint32_t>{5});
        QVERIFY(!document.selectedTile()); // a preview does not select
        QCOMPARE(view.breakdownModel()->headerData(0, Qt::Horizontal).toString(), QStringLiteral("Tile 5 (out of memory)"));
        QCOMPARE(view.plot()->columns().size(), oomReport_.memory.tileCount());
        const QImage image = plot->toPixmap().toImage();
        const double over = double(oomReport_.memory.bytesIncludingGaps(5) + oomReport_.target.bytesPerTile) / 2.0;
        const QPoint oomPoint(int(view.plot()->pixelOfColumn(5)), int(view.plot()->pixelOfBytes(over)));
        QVERIFY(countPixels(image, QRect(oomPoint - QPoint(8, 3), QSize(17, 7)), outOfMemoryColor()) > 10);
        const QPoint fitPoint(int(view.plot()->pixelOfColumn(2)), oomPoint.y());
        QCOMPARE(countPixels(image, QRect(fitPoint - QPoint(8, 3), QSize(17, 7)), outOfMemoryColor()), 0);
        QVERIFY(view.plot()->columnToolTip(5).startsWith(QStringLiteral("Tile 5\n")));
        QVERIFY(view.plot()->columnToolTip(5).contains(QStringLiteral("Out of memory")));

        // A click on a bar selects its tile and the document follows.
        QWidget* canvas = plot;
        QTest::mouseClick(canvas, Qt::LeftButton, {}, QPoint(int(view.plot()->pixelOfColumn(2)), plot->height() / 2));
        QCOMPARE(view.selectedTiles(), std::vector<std::uint32_t>{2});
        QCOMPARE(document.selectedTile(), std::optional<std::uint32_t>(2));
        QCOMPARE(view.breakdownModel()->headerData(0, Qt::Horizontal).toString(), QStringLiteral("Tile 2"));
        // The selection's shading rises above the column like a bar, so it is outlined in the
        // highlight colour (a bar of data never is) and named in the legend.
        {
            const QImage selected = plot->toPixmap().toImage();
            const QRect axes = plot->axisRect()->rect();
            const int left = int(view.plot()->pixelOfColumn(1)), right = int(view.plot()->pixelOfColumn(3));
            const QRect band(left, axes.top() + 2, right - left, axes.height() / 4); // column 2's edges
            QVERIFY(countPixels(selected, band, plot->palette().color(QPalette::Highlight)) > 10);
            bool named = false;
            for (int i = 0; i < plot->plottableCount(); ++i)
                named = named || (plot->plottable(i)->name() == QStringLiteral("Selected tiles") &&
                                  plot->legend->hasItemWithPlottable(plot->plottable(i)));
            QVERIFY(named);
        }
        // Ctrl+click adds.
        QTest::mouseClick(canvas, Qt::LeftButton, Qt::ControlModifier,
                          QPoint(int(view.plot()->pixelOfColumn(6)), plot->height() / 2));
        QCOMPARE(view.selectedTiles(), (std::vector<std::uint32_t>{2, 6}));
        QCOMPARE(view.tileListEdit()->text(), QStringLiteral("2, 6"));

        // A box over columns 0..3 selects those tiles.
        const int y = int(view.plot()->pixelOfBytes(1000));
        QTest::mousePress(canvas, Qt::LeftButton, {}, QPoint(int(view.plot()->pixelOfColumn(0)), y));
        QTest::mouseMove(canvas, QPoint(int(view.plot()->pixelOfColumn(2)), y - 20));
        QTest::mouseRelease(canvas, Qt::LeftButton, {}, QPoint(int(view.plot()->pixelOfColumn(3)), y - 40));
        QCOMPARE(view.selectedTiles(), (std::vector<std::uint32_t>{0, 1, 2, 3}));

        // A typed list.
        view.tileListEdit()->setText(QStringLiteral("0-1, 5"));
        emit view.tileListEdit()->editingFinished();
        QCOMPARE(view.selectedTiles(), (std::vector<std::uint32_t>{0, 1, 5}));
        QCOMPARE(view.breakdownModel()->columnCount(), 3);
        view.tileListEdit()->setText(QStringLiteral("99"));
        emit view.tileListEdit()->editingFinished();
        QCOMPARE(view.selectedTiles(), (std::vector<std::uint32_t>{0, 1, 5}));

        // The worst tile button; the document's tile from elsewhere; the map.
        QTest::mouseClick(view.worstTileButton(), Qt::LeftButton);
        QCOMPARE(view.selectedTiles(), std::vector<std::uint32_t>{5});
        QCOMPARE(document.selectedTile(), std::optional<std::uint32_t>(5));
        document.setSelectedTile(3);
        QCOMPARE(view.selectedTiles(), std::vector<std::uint32_t>{3});
        QCOMPARE(view.chipMap()->colourOfTile(5), outOfMemoryColor());
        QTest::mouseClick(view.chipMap(), Qt::LeftButton, {}, view.chipMap()->centreOfTile(6));
        QCOMPARE(document.selectedTile(), std::optional<std::uint32_t>(6));

        // Keyboard: + zooms in, arrows pan, - zooms out.
        plot->setFocus();
        const auto all = view.plot()->visiblePositions();
        QTest::keyClick(plot, Qt::Key_Plus);
        const auto zoomed = view.plot()->visiblePositions();
        QVERIFY(zoomed.second - zoomed.first < all.second - all.first);
        QTest::keyClick(plot, Qt::Key_Right);
        QTest::keyClick(plot, Qt::Key_Right);
        QVERIFY(view.plot()->visiblePositions().first > zoomed.first);
        QTest::keyClick(plot, Qt::Key_Minus);
        QCOMPARE(view.plot()->visiblePositions(), all);

        // One IPU, sorted, without gaps.
        view.ipuChooser()->setCurrentIndex(2); // IPU 1
        QCOMPARE(view.series().size(), std::size_t(4));
        QCOMPARE(view.series().tileAt(0), 4u);
        view.orderChooser()->setCurrentIndex(1);
        QCOMPARE(view.series().tileAt(0), 5u);
        QTest::keyClick(plot, Qt::Key_Plus);
        const auto zoomedIn = view.plot()->visiblePositions();
        view.gapsToggle()->setChecked(false);
        QCOMPARE(view.series().totalAt(0), oomReport_.memory.bytesExcludingGaps(5));
        QCOMPARE(view.plot()->visiblePositions(), zoomedIn); // toggling gaps keeps the zoom
        // A tile picked elsewhere on the other IPU brings that IPU into view.
        document.setSelectedTile(2);
        QCOMPARE(view.ipuChooser()->currentIndex(), 1);
        QVERIFY(view.series().positionOf(2));

        // Export writes the files.
        QTemporaryDir dir;
        for (const char* suffix : {"png", "svg", "pdf"}) {
            const QString file = dir.filePath(QStringLiteral("memory.") + QLatin1String(suffix));
            QVERIFY2(exportPlot(plot, file), suffix);
            QVERIFY(QFileInfo(file).size() > 0);
        }
        QVERIFY(view.series().toCsv().startsWith(QStringLiteral("tile,alwaysLiveVariables,")));

        document.clear();
        QCOMPARE(view.breakdownModel()->rowCount(), 0);
        QVERIFY(view.plot()->columns().empty());
    }

    // What an out-of-memory tile holds above the tile's memory is hatched over its stack, not
    // hidden under a block: every stack shows up to the bar's top, the legend's swatch is the same
    // hatch, and a selected tile is outlined over its whole height (issue 13.4).
    void overMemoryIsHatchedOverTheStackAndTheSelectionIsOutlined()
    {
        ReportDocument document;
        MemoryView view(document);
        view.resize(1280, 860);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        // As the journey's amp 0.6 report: most of 1,472 tiles overflow, a pixel or less each, with
        // a large share of gaps at the top of their stacks.
        const Report report = makeCrowdedOutOfMemoryReport();
        document.setReports(loaded(report), nullptr);
        view.selectTiles({700}, 700);
        settle(view);
        QCustomPlot* plot = view.plot()->customPlot();
        QVERIFY(view.plot()->columns().size() >= 1000);
        const QImage image = plot->toPixmap().toImage();
        const TileMemoryStacks stacks = tileMemoryStacks(report);
        const double capacity = double(report.target.bytesPerTile);
        const double top = double(stacks.totalBytes(300, true));
        const int x = int(view.plot()->pixelOfColumn(*view.plot()->columnAtPixel(plot->xAxis->coordToPixel(300))));
        for (const double fraction : {0.2, 0.5, 0.8}) {
            const QRect box(x - 20, int(view.plot()->pixelOfBytes(capacity + (top - capacity) * fraction)) - 3, 41, 7);
            const int gapPixels = countPixels(image, box, tileMemoryStackColor(TileMemoryStack::Gaps));
            const int hatchPixels = countPixels(image, box, outOfMemoryColor());
            QVERIFY2(gapPixels > box.width() * box.height() / 4,
                     qPrintable(u"the gaps show under the hatch: %1 pixels"_s.arg(gapPixels)));
            QVERIFY2(hatchPixels > box.width() * box.height() / 20, "hatched in the out-of-memory colour");
        }
        // The legend's swatch is painted with the brush of the bars.
        const QImage hatch = outOfMemoryHatch().textureImage();
        bool swatchMatches = false;
        for (int i = 0; i < plot->plottableCount(); ++i)
            if (auto* bars = qobject_cast<QCPBars*>(plot->plottable(i));
                bars && bars->name() == u"Over tile memory (out of memory)"_s)
                swatchMatches = plot->legend->hasItemWithPlottable(bars) && bars->brush().textureImage() == hatch;
        QVERIFY(swatchMatches);
        // Tile 700 is outlined from the axis to the top: across its bar at mid-height, both edges show.
        const QColor highlight = plot->palette().color(QPalette::Highlight);
        const int selected = int(plot->xAxis->coordToPixel(700));
        const int middle = int(view.plot()->pixelOfBytes(double(stacks.totalBytes(700, true)) / 2.0));
        QVERIFY(countPixels(image, QRect(selected - 6, middle, 6, 1), highlight) >= 1);
        QVERIFY(countPixels(image, QRect(selected + 1, middle, 6, 1), highlight) >= 1);
        QCOMPARE(countPixels(image, QRect(selected - 60, middle, 41, 1), highlight), 0);
    }

    // The tile map's legend is whole at any width (issue 13.6): one row when it fits, else the
    // out-of-memory swatch goes to a second row instead of being cut.
    void chipMapLegendIsWholeAtAnyWidth()
    {
        ReportDocument document;
        MemoryView view(document);
        document.setReports(loaded(oomReport_), nullptr);
        ChipMapWidget* map = view.chipMap();
        for (const int width : {700, 330}) {
            map->resize(width, 200);
            const std::vector<QRect> parts = map->legendParts();
            QCOMPARE(parts.size(), std::size_t(5));
            for (const QRect& part : parts)
                QVERIFY2(map->rect().contains(part), qPrintable(u"%1 px wide"_s.arg(width)));
            const bool oneRow = std::all_of(parts.begin(), parts.end(), [&](const QRect& p) { return p.top() == parts[0].top(); });
            QCOMPARE(oneRow, width == 700);
        }
    }

    // Scaled to the most used tile, the tile memory's label is pinned to the top edge, where the
    // IPUs' labels are: they take the line below it, so neither covers the other, at any width
    // (a German label reached over "IPU 2" and "IPU 3", issue 28).
    void ipuLabelsKeepClearOfThePinnedCapacityLabel()
    {
        ReportDocument document;
        MemoryView view(document);
        document.setReports(loaded(makeReport(4, [](std::size_t t) { return TileFill{10'000 + t % 7, 0, 20'000, 0}; })),
                            nullptr);
        view.scaleToggle()->setChecked(false);
        QCustomPlot* plot = view.plot()->customPlot();
        auto textRect = [](QCPItemText* item, bool withPadding) {
            QRectF rect(item->topLeft->pixelPosition(), item->bottomRight->pixelPosition());
            const QMargins pad = withPadding ? QMargins() : item->padding();
            return rect.adjusted(pad.left(), pad.top(), -pad.right(), -pad.bottom());
        };
        for (const int width : {1200, 700, 520}) {
            view.resize(width, 700);
            view.show();
            settle(view);
            plot->replot();
            QCPItemText* capacity = nullptr;
            std::vector<QCPItemText*> ipus;
            for (int i = 0; i < plot->itemCount(); ++i)
                if (auto* text = qobject_cast<QCPItemText*>(plot->item(i)); text && text->visible()) {
                    if (text->text().contains(u"above this scale"_s))
                        capacity = text;
                    else if (text->text().startsWith(u"IPU "_s))
                        ipus.push_back(text);
                }
            QVERIFY2(capacity, "the capacity label is pinned above the scale");
            QCOMPARE(ipus.size(), std::size_t(4));
            const QRectF capacityRect = textRect(capacity, true);
            const QRectF area = plot->axisRect()->rect();
            for (QCPItemText* ipu : ipus) {
                const QRectF rect = textRect(ipu, false);
                QVERIFY2(!rect.intersects(capacityRect),
                         qPrintable(u"%1 px: %2 under the capacity label"_s.arg(width).arg(ipu->text())));
                QVERIFY2(rect.top() >= area.top() && rect.bottom() < area.top() + area.height() / 3,
                         qPrintable(u"%1 px: %2 stays at the top of the plot"_s.arg(width).arg(ipu->text())));
            }
        }
    }

    void largeReportIsDecimatedToPixels()
    {
        ReportDocument document;
        MemoryView view(document);
        view.resize(1400, 900);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const auto report = loaded(makeLargeReport());
        QElapsedTimer timer;
        timer.start();
        document.setReports(report, nullptr);
        qInfo() << "showing 23,552 tiles took" << timer.elapsed() << "ms";
        settle(view);
        const int pixels = view.plot()->customPlot()->axisRect()->width();
        QVERIFY(!view.plot()->columns().empty());
        QVERIFY(int(view.plot()->columns().size()) <= pixels);
        QCPBars* bars = nullptr;
        for (int i = 0; i < view.plot()->customPlot()->plottableCount(); ++i)
            if (auto* b = qobject_cast<QCPBars*>(view.plot()->customPlot()->plottable(i)); b && b->dataCount() > 0)
                bars = b;
        QVERIFY(bars && bars->dataCount() <= pixels);
        // The tooltip of an aggregated column names its range and worst tile.
        const auto& columns = view.plot()->columns();
        const auto it = std::find_if(columns.begin(), columns.end(), [](const TileColumn& c) { return c.worstTile == 3211; });
        QVERIFY(it != columns.end());
        const QString tip = view.plot()->columnToolTip(std::size_t(it - columns.begin()));
        QVERIFY2(tip.startsWith(QStringLiteral("Tiles %1–%2 (").arg(it->first).arg(it->last - 1)), qPrintable(tip));
        QVERIFY(tip.contains(QStringLiteral("worst 3211")));
        // One overflowing tile among ~18 a column still shows, hatched in the warning colour, over the line.
        const QImage image = view.plot()->customPlot()->toPixmap().toImage();
        const double over = double(report->report.target.bytesPerTile) + 40.0 * 1024.0;
        const QPoint oom(int(view.plot()->pixelOfColumn(std::size_t(it - columns.begin()))),
                         int(view.plot()->pixelOfBytes(over)));
        QVERIFY(countPixels(image, QRect(oom - QPoint(2, 7), QSize(5, 15)), outOfMemoryColor()) >= 6);
        QCOMPARE(view.selectedTiles().size(), std::size_t(1));
        QCOMPARE(view.selectedTiles().front(), *view.series().worstTile()); // previewed until the user picks

        // Comparing two replicas of 23,552 tiles, including core's comparison, stays interactive.
        timer.restart();
        document.setReports(report, report);
        qInfo() << "comparing 23,552 tiles took" << timer.elapsed() << "ms";
        QVERIFY(view.series().hasDifference());
        settle(view);
        QVERIFY(int(view.plot()->columns().size()) <= view.plot()->customPlot()->axisRect()->width());
        // Zooming to a window of tiles re-cuts the columns: one tile per column when they fit.
        view.plot()->customPlot()->xAxis->setRange(3199.5, 3299.5); // tile t spans t ± 0.5
        QCOMPARE(view.plot()->columns().size(), std::size_t(100));
        QCOMPARE(view.plot()->columns().front().first, std::size_t(3200));
    }

    void hoverShowsTheColumnsTooltip()
    {
        ReportDocument document;
        MemoryView view(document);
        view.resize(1200, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        document.setReports(loaded(oomReport_), nullptr);
        settle(view);
        QCustomPlot* plot = view.plot()->customPlot();
        const QPoint at(int(view.plot()->pixelOfColumn(5)), plot->axisRect()->center().y());
        QHelpEvent help(QEvent::ToolTip, at, plot->mapToGlobal(at));
        QCoreApplication::sendEvent(plot, &help);
        QTRY_VERIFY(QToolTip::isVisible());
        QCOMPARE(QToolTip::text(), view.plot()->columnToolTip(5));
        QVERIFY(QToolTip::text().contains(QStringLiteral("Total (including gaps):")));
        QToolTip::hideText();
        // The chip map names the tile under the mouse.
        const QPoint cell = view.chipMap()->centreOfTile(5);
        QHelpEvent mapHelp(QEvent::ToolTip, cell, view.chipMap()->mapToGlobal(cell));
        QCoreApplication::sendEvent(view.chipMap(), &mapHelp);
        QTRY_VERIFY(QToolTip::text().startsWith(QStringLiteral("Tile 5: ")));
        QToolTip::hideText();
    }

    // A tile's tooltip says the largest block it has free at its peak; the view names the tightest
    // tile of the IPU(s) shown and its room, or, comparing, both reports'; out of memory, the tiles
    // over are listed instead.
    void roomToSpareIsSaidPerTileAndForTheTightest()
    {
        ReportDocument document;
        MemoryView view(document);
        view.resize(1200, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        document.setReports(loaded(fitsReport_), nullptr);
        settle(view);
        const QString room5 = formatBytes(638976 - 12066); // tile 5: 12,066 bytes with gaps
        QVERIFY(view.roomLabel()->isVisible());
        QVERIFY(!view.outOfMemoryLabel()->isVisible());
        QCOMPARE(view.roomLabel()->text(),
                 u"Tightest tile: 5, with %1 to spare (the largest block free at its peak)"_s.arg(room5));
        QVERIFY(view.plot()->columnToolTip(5).contains(
            u"Room to spare: %1 (the largest block free at its peak)"_s.arg(room5)));
        QVERIFY(view.plot()->columnToolTip(2).contains(u"Room to spare: %1"_s.arg(formatBytes(638976 - 3536))));
        QVERIFY(view.series().toCsv().section(u'\n', 0, 0).endsWith(u",overflow,roomToSpare"_s));
        QVERIFY(view.series().toCsv().section(u'\n', 6, 6).endsWith(u",0,626910"_s)); // tile 5
        // The chip map's tile says it too.
        const QPoint cell = view.chipMap()->centreOfTile(5);
        QHelpEvent mapHelp(QEvent::ToolTip, cell, view.chipMap()->mapToGlobal(cell));
        QCoreApplication::sendEvent(view.chipMap(), &mapHelp);
        QTRY_VERIFY(QToolTip::text().contains(u"Room to spare: %1"_s.arg(room5)));
        QToolTip::hideText();

        // One IPU shown: its tightest tile (IPU 0's tiles hold 3,516 to 3,546 bytes).
        view.ipuChooser()->setCurrentIndex(view.ipuChooser()->findData(0));
        QCOMPARE(view.roomLabel()->text(),
                 u"Tightest tile of IPU 0: 3, with %1 to spare (the largest block free at its peak)"_s.arg(
                     formatBytes(638976 - 3546)));
        view.ipuChooser()->setCurrentIndex(0);

        // Out of memory: the tile over says its overflow, not a room; the others keep theirs.
        document.setReports(loaded(oomReport_), nullptr);
        settle(view);
        QVERIFY(!view.roomLabel()->isVisible());
        QVERIFY(view.outOfMemoryLabel()->isVisible());
        QVERIFY(!view.plot()->columnToolTip(5).contains(u"Room to spare"_s));
        QVERIFY(view.plot()->columnToolTip(2).contains(u"Room to spare"_s));
        // IPU 0 fits: its tightest tile is named.
        view.ipuChooser()->setCurrentIndex(view.ipuChooser()->findData(0));
        QVERIFY(view.roomLabel()->isVisible());
        QVERIFY(view.roomLabel()->text().startsWith(u"Tightest tile of IPU 0: 3,"_s));
        view.ipuChooser()->setCurrentIndex(0);

        // Comparing: the comparison's lines give both rooms and their difference.
        document.setReports(loaded(oomReport_), loaded(fitsReport_));
        settle(view);
        QVERIFY(!view.roomLabel()->isVisible());
        QVERIFY2(view.comparisonLabel()->text().contains(
                     u"Room to spare: test.tsr (source) none: tile 5 is %1 over, test.tsr (target) %2 on tile 5, "
                     u"difference %3"_s.arg(formatBytes(64090), room5, formatByteDelta(626910 + 64090))),
                 qPrintable(view.comparisonLabel()->text()));
        document.clear();
        QVERIFY(!view.roomLabel()->isVisible());
    }

    // A column of many tiles names the tile whose room it gives: the worst it draws.
    void aColumnOfManyTilesNamesTheRoomsTile()
    {
        ReportDocument document;
        MemoryView view(document);
        view.resize(900, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const Report report = makeReport(1, [](std::size_t t) {
            return TileFill{100'000, 10'000, t == 700 ? 300'000u : 200'000u, 1'000};
        });
        document.setReports(loaded(report), nullptr);
        settle(view);
        const auto& columns = view.plot()->columns();
        const auto it =
            std::find_if(columns.begin(), columns.end(), [](const TileColumn& c) { return c.last - c.first > 1; });
        QVERIFY(it != columns.end());
        const QString tip = view.plot()->columnToolTip(std::size_t(it - columns.begin()));
        const std::uint64_t worstBytes = it->worstTile == 700 ? 411'000 : 311'000;
        QVERIFY2(tip.contains(u"Room to spare on tile %1: %2"_s.arg(it->worstTile).arg(
                     formatBytes(report.target.bytesPerTile - worstBytes))),
                 qPrintable(tip));
        QCOMPARE(view.roomLabel()->text(),
                 u"Tightest tile: 700, with %1 to spare (the largest block free at its peak)"_s.arg(
                     formatBytes(report.target.bytesPerTile - 411'000)));
    }

    void darkPaletteIsFollowed()
    {
        ReportDocument document;
        MemoryView view(document);
        document.setReports(loaded(oomReport_), nullptr);
        QPalette dark;
        dark.setColor(QPalette::Base, QColor(0x20, 0x20, 0x20));
        dark.setColor(QPalette::Window, QColor(0x30, 0x30, 0x30));
        dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
        dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
        view.setPalette(dark);
        view.resize(1000, 700);
        view.show();
        settle(view);
        QCustomPlot* plot = view.plot()->customPlot();
        QCOMPARE(plot->xAxis->labelColor(), QColor(0xee, 0xee, 0xee));
        QCOMPARE(plot->yAxis->tickLabelColor(), QColor(0xee, 0xee, 0xee));
        const QImage image = plot->toPixmap().toImage();
        const QPoint empty(plot->axisRect()->right() - 3, plot->axisRect()->top() + 3);
        QCOMPARE(image.pixelColor(empty), QColor(0x20, 0x20, 0x20));
        const QImage map = view.chipMap()->grab().toImage();
        QCOMPARE(map.pixelColor(map.width() - 2, map.height() - 2), QColor(0x20, 0x20, 0x20));
    }

    void comparisonShowsDifferenceOrSaysWhyNot()
    {
        ReportDocument document;
        MemoryView view(document);
        QAbstractItemModelTester tester(view.breakdownModel(), QAbstractItemModelTester::FailureReportingMode::Fatal);
        view.resize(1200, 800);
        view.show();
        document.setReports(loaded(oomReport_), loaded(fitsReport_));
        settle(view);
        QVERIFY(view.series().hasDifference());
        QCOMPARE(view.breakdownModel()->columnCount(), 3);
        QVERIFY(view.comparisonLabel()->isVisible());
        QVERIFY(view.comparisonLabel()->text().contains(QStringLiteral("source")));
        const auto& columns = view.plot()->columns();
        QCOMPARE(columns[5].maxDifference, std::int64_t(fitsReport_.memory.bytesIncludingGaps(5)) -
                                                std::int64_t(oomReport_.memory.bytesIncludingGaps(5)));
        QVERIFY(view.plot()->columnToolTip(5).contains(QStringLiteral("Target − source")));

        // Two reports alike: the difference row is a flat line on ±1 KiB, its ticks whole or halves
        // (it was ±1.1 bytes, ticked in ten-thousandths of a KiB).
        document.setReports(loaded(oomReport_), loaded(oomReport_));
        settle(view);
        QVERIFY(view.series().hasDifference());
        QCPAxis* difference = view.plot()->customPlot()->axisRects().back()->axis(QCPAxis::atLeft);
        QCOMPARE(difference->range().upper, 1.0);
        QCOMPARE(difference->range().lower, -1.0);
        view.plot()->customPlot()->replot();
        QVERIFY(!difference->tickVectorLabels().isEmpty());
        for (const QString& label : difference->tickVectorLabels())
            QVERIFY2(!label.contains(QStringLiteral(".00")), qPrintable(label));

        Report otherTarget = fitsReport_;
        otherTarget.target.arch = Arch::Mk1;
        document.setReports(loaded(oomReport_), loaded(otherTarget));
        settle(view);
        QVERIFY(!view.series().hasDifference());
        QCOMPARE(view.breakdownModel()->columnCount(), 1);
        QVERIFY(view.comparisonLabel()->text().contains(QStringLiteral("different targets")));
        QVERIFY(view.comparisonLabel()->text().contains(QStringLiteral("difference")));
        // Comparing, with a note and a long error, the view still fits a 1024-pixel screen.
        view.tileListEdit()->setText(QStringLiteral("0-3, 952, not a tile"));
        emit view.tileListEdit()->editingFinished();
        QVERIFY2(view.minimumSizeHint().width() <= 900, qPrintable(QString::number(view.minimumSizeHint().width())));
        document.clear();
        QCOMPARE(view.breakdownModel()->rowCount(), 0);
        QVERIFY(!view.comparisonLabel()->isVisible());
    }
};

TILESCOPE_GUI_TEST_MAIN(MemoryViewTest)
#include "MemoryViewTest.moc"
