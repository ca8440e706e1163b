// The Regions view on the seed's out-of-memory ResNeXt-101 (batch 32, amp 0.6): the worst tile is
// selected document-wide, its gaps and overflow are in the table and on the plot (pixels), hover
// names a block, table and plot select each other, keyboard zoom and pan, folding to the pixels,
// export, the model under QAbstractItemModelTester, and source/target comparison.

#include "document/ReportDocument.h"
#include "driver/Compiler.h"
#include "GuiTestSupport.h"
#include "model/Builtins.h"
#include "models/ByteFormat.h"
#include "models/KeyValueModel.h"
#include "plot/PlotExport.h"
#include "report/ReportSummary.h"
#include "TestReports.h"
#include "views/regions/RegionBlocksLayer.h"
#include "views/regions/RegionsPlot.h"
#include "views/regions/RegionsView.h"
#include "views/regions/TileBlocksModel.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QLabel>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTableView>
#include <QTest>

#include <qcustomplot.h>

#include <algorithm>
#include <map>
#include <memory>

using namespace tilescope;
using namespace tilescope::gui;
using namespace Qt::StringLiterals;

namespace {

int rowsOfKind(const QAbstractItemModel& model, const QString& kind)
{
    int rows = 0;
    for (int row = 0; row < model.rowCount(); ++row)
        rows += model.index(row, TileBlocksModel::KindColumn).data().toString() == kind;
    return rows;
}

bool isReddish(const QColor& c) { return c.red() > c.green() + 40 && c.red() > c.blue() + 40; }

} // namespace

class RegionsViewTest : public QObject {
    Q_OBJECT

private:
    std::shared_ptr<LoadedReport> oom_;
    std::shared_ptr<LoadedReport> oom075_;
    std::shared_ptr<LoadedReport> small_;
    ReportDocument document_;
    std::unique_ptr<RegionsView> view_;

    void showOom()
    {
        document_.setReports(oom_, nullptr);
        view_->worstTileButton()->click();
        QCoreApplication::processEvents();
        view_->sourcePlot()->customPlot()->replot();
    }

    // The block of a kind whose middle is furthest from any other drawn block, to aim the mouse at.
    int widestBlockOf(TileBlockKind kind) const
    {
        const auto& blocks = view_->sourceBlocks()->blocks();
        int best = -1;
        for (std::size_t i = 0; i < blocks.size(); ++i)
            if (blocks[i].kind == kind && (best < 0 || blocks[i].bytes > blocks[std::size_t(best)].bytes))
                best = int(i);
        return best;
    }

private slots:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
        QElapsedTimer timer;
        timer.start();
        oom_ = test::compiledResNeXt(0.6);
        qInfo("compiled ResNeXt-101 batch 32 amp 0.6 in %lld ms", qint64(timer.elapsed()));
        oom075_ = test::compiledResNeXt(0.75);
        small_ = test::loadedReport(test::makeSmallReport(false), QStringLiteral("small.tsr"));
        QVERIFY(!oom_->report.fits());
        view_ = std::make_unique<RegionsView>(document_);
        view_->resize(1400, 900);
        view_->show();
        QVERIFY(QTest::qWaitForWindowExposed(view_.get()));
    }

    void worstTileButtonSelectsTheWorstTileDocumentWide()
    {
        document_.setReports(oom_, nullptr);
        QVERIFY(!document_.selectedTile());
        // Until the user picks a tile, the view shows the worst one.
        QCOMPARE(view_->shownTile(), std::optional<std::uint32_t>(oom_->summary.worstTile.id));
        view_->worstTileButton()->click();
        QCOMPARE(document_.selectedTile(), std::optional<std::uint32_t>(oom_->summary.worstTile.id));
        QCOMPARE(view_->tileSpinBox()->value(), int(oom_->summary.worstTile.id));
        QCOMPARE(view_->sourceBlocks()->tile(), document_.selectedTile());
    }

    void spinBoxChangesTheDocumentTile()
    {
        showOom();
        view_->tileSpinBox()->setValue(7);
        QCOMPARE(document_.selectedTile(), std::optional<std::uint32_t>(7));
        QCOMPARE(view_->sourceBlocks()->tile(), std::optional<std::uint32_t>(7));
        document_.setSelectedTile(9);
        QCOMPARE(view_->tileSpinBox()->value(), 9);
        document_.setSelectedTile(std::nullopt);
    }

    void worstTileTableListsGapsAndOverflow()
    {
        showOom();
        const std::uint32_t tile = oom_->summary.worstTile.id;
        const QAbstractItemModel& table = *view_->sourceTable()->model();
        QVERIFY2(rowsOfKind(table, QStringLiteral("Gap")) > 0, "the worst tile has gaps");
        QCOMPARE(rowsOfKind(table, QStringLiteral("Overflow")), 1);
        QVERIFY(rowsOfKind(table, QStringLiteral("Variable")) > 0);
        QVERIFY(rowsOfKind(table, QStringLiteral("Code")) > 0);

        const TileTotals& totals = view_->sourceBlocks()->totals();
        QCOMPARE(totals.overflowBytes, oom_->report.memory.overflowBytes[tile]);
        QVERIFY(totals.overflowBytes > 0);
        QCOMPARE(totals.gapBytes, oom_->report.memory.gapBytes[tile]);
        QCOMPARE(totals.freeBytes, std::uint64_t(0));
        // The totals table says the same in words.
        const auto& rows = view_->totalsModel()->rows();
        const auto overflowRow = std::find_if(rows.begin(), rows.end(), [](const KeyValueRow& r) { return r.key == u"Overflow"; });
        QVERIFY(overflowRow != rows.end());
        QCOMPARE(overflowRow->source, formatBytes(totals.overflowBytes));
        QVERIFY(view_->statusLabel()->text().contains(QStringLiteral("Out of memory")));
        // The overflow row is in the warning colour.
        const int overflow = view_->sourceBlocks()->firstBlockOf(TileBlockKind::Overflow);
        QCOMPARE(view_->sourceBlocks()->index(overflow, 0).data(Qt::ForegroundRole).value<QColor>(),
                 TileBlocksModel::groupColour(BlockGroup::Overflow));
    }

    void blocksThatShareAddressesAreInSeparateLanes()
    {
        showOom();
        const TileBlocksModel& model = *view_->sourceBlocks();
        const auto& blocks = model.blocks();
        QVERIFY2(model.lanes().laneCount > 1, "not-always-live variables of the worst tile share addresses");
        std::vector<std::vector<const TileBlock*>> lanes(std::size_t(model.lanes().laneCount));
        for (std::size_t i = 0; i < blocks.size(); ++i) {
            const int lane = model.lanes().lane[i];
            const bool spansLanes = blocks[i].kind == TileBlockKind::Gap || blocks[i].kind == TileBlockKind::Free ||
                                    blocks[i].kind == TileBlockKind::Overflow;
            QCOMPARE(lane < 0, spansLanes);
            if (lane >= 0)
                lanes[std::size_t(lane)].push_back(&blocks[i]);
        }
        for (auto& lane : lanes) {
            std::sort(lane.begin(), lane.end(), [](auto* a, auto* b) { return a->offset < b->offset; });
            for (std::size_t i = 1; i < lane.size(); ++i)
                QVERIFY2(lane[i - 1]->offset + lane[i - 1]->bytes <= lane[i]->offset, "no overlap within a lane");
        }
    }

    void overflowIsDrawnRedPastABoldTileEnd()
    {
        showOom();
        RegionsPlot& plot = *view_->sourcePlot();
        const TileBlocksModel& model = *view_->sourceBlocks();
        const QImage image = plot.customPlot()->toPixmap().toImage();
        const std::uint64_t end = model.totals().capacityBytes;
        // The tile's end: a dark line (window text colour) three pixels wide.
        const QPoint endPixel = plot.pixelOf(end, 0);
        QVERIFY(qGray(image.pixel(endPixel)) < 80);
        // Past the end, where no block lies, the overflow band shows red on the background.
        bool foundRed = false;
        for (int lane = model.lanes().laneCount - 1; lane >= 0 && !foundRed; --lane)
            for (std::uint64_t address = end + 256; address < model.totals().highestAddress && !foundRed; address += 256)
                if (model.folding().blockAt(address, lane) < 0 && model.folding().blockAt(address, -1) < 0)
                    foundRed = isReddish(image.pixelColor(plot.pixelOf(address, lane)));
        QVERIFY2(foundRed, "the overflow band is red");
        QVERIFY(plot.toolTipAt(plot.pixelOf(model.totals().highestAddress - 1, -1)).contains(QStringLiteral("Overflow")) ||
                plot.blockAt(plot.pixelOf(model.totals().highestAddress - 1, -1)) >= 0);
    }

    // Every gap of the tile, whatever its cause, is drawn at its address in the row of the tile at
    // its peak and named on hover with its size and cause; the never-used ones are hatched across
    // the lanes too, and white space in a lane says what the address is at the peak (issue 13.3).
    void everyGapIsDrawnAtItsAddressAndNamedOnHover()
    {
        showOom();
        RegionsPlot& plot = *view_->sourcePlot();
        const TileBlocksModel& model = *view_->sourceBlocks();
        const std::uint32_t tile = *model.tile();
        std::uint64_t gapBytes = 0;
        std::map<GapCause, int> largestOfCause;
        for (int row = 0; row < model.rowCount(); ++row) {
            const TileBlock& block = model.blocks()[std::size_t(row)];
            if (block.kind != TileBlockKind::Gap)
                continue;
            gapBytes += block.bytes;
            const GapCause cause = model.gapCause(row);
            if (!largestOfCause.count(cause) || block.bytes > model.blocks()[std::size_t(largestOfCause[cause])].bytes)
                largestOfCause[cause] = row;
        }
        // The gaps drawn are the tile's gap bytes, to the byte, and the totals say so in the same words.
        QCOMPARE(gapBytes, oom_->report.memory.gapBytes[tile]);
        QVERIFY2(largestOfCause.count(GapCause::FreeAtPeak), "the worst tile has gaps free at the peak");
        const auto& rows = view_->totalsModel()->rows();
        for (const auto& [cause, row] : largestOfCause) {
            const QString name = TileBlocksModel::gapCauseName(cause);
            const auto totalsRow = std::find_if(rows.begin(), rows.end(),
                                                [&](const KeyValueRow& r) { return r.key.trimmed() == name; });
            QVERIFY2(totalsRow != rows.end(), qPrintable(name));
            QCOMPARE(totalsRow->source, formatBytes(model.totals().gapBytesByCause[std::size_t(cause)]));
        }

        for (const auto& [cause, row] : largestOfCause) {
            const TileBlock& gap = model.blocks()[std::size_t(row)];
            const double margin = std::max(double(gap.bytes), 64.0);
            plot.setAddressRange(double(gap.offset) - margin, double(gap.offset + gap.bytes) + margin);
            plot.customPlot()->replot();
            const QImage image = plot.customPlot()->toPixmap().toImage();
            const std::uint64_t middle = gap.offset + gap.bytes / 2;
            const QPoint atPeak = plot.pixelOfPeakRow(middle);
            int hatch = 0, wash = 0;
            for (int dx = -6; dx <= 6; ++dx) {
                const int grey = qGray(image.pixel(atPeak + QPoint(dx, 0)));
                hatch += grey < 170;
                wash += grey >= 170 && grey < 250;
            }
            const QString name = TileBlocksModel::gapCauseName(cause);
            QVERIFY2(hatch > 0 && wash > 0, qPrintable(name + u": hatched over a wash in the peak row"_s));
            const QString tip = plot.toolTipAt(atPeak);
            QVERIFY2(tip.startsWith(name), qPrintable(tip));
            QVERIFY(tip.contains(formatBytes(gap.bytes)));
            QVERIFY(tip.contains(TileBlocksModel::addressText(gap.offset)));
            if (cause == GapCause::FreeAtPeak) {
                // Nothing spans the lanes here: an empty lane at this address names the gap.
                const auto& lanes = model.lanes();
                int emptyLane = -1;
                for (int lane = 0; lane < lanes.laneCount && emptyLane < 0; ++lane)
                    if (model.folding().blockAt(middle, lane) < 0)
                        emptyLane = lane;
                QVERIFY(emptyLane >= 0);
                QVERIFY2(plot.toolTipAt(plot.pixelOf(middle, emptyLane)).startsWith(name), "white space in a lane");
            } else {
                QVERIFY2(plot.toolTipAt(plot.pixelOf(middle, -1)).startsWith(name), "hatched across the lanes");
            }
        }
        plot.resetZoom();
    }

    // The header and the lane names stay put while the lanes are zoomed and scrolled (issue 13.8).
    void zoomingTheLanesKeepsTheHeaderAndTheirNames()
    {
        showOom();
        RegionsPlot& plot = *view_->sourcePlot();
        plot.resetZoom();
        plot.customPlot()->replot();
        const QPoint header = plot.pixelOfHeader(1024);
        QVERIFY(plot.toolTipAt(header).startsWith(u"Non-interleaved region"_s));
        QCOMPARE(plot.laneLabels().size(), 2);
        QWidget* canvas = plot.customPlot();
        const QPoint overLanes = plot.pixelOf(100 * 1024, 0);
        for (int i = 0; i < 6; ++i) {
            QWheelEvent wheel(overLanes, canvas->mapToGlobal(overLanes), {}, {0, 120}, Qt::NoButton,
                              Qt::ControlModifier, Qt::NoScrollPhase, false);
            QApplication::sendEvent(canvas, &wheel);
        }
        plot.customPlot()->replot();
        QVERIFY(plot.visibleLanes().second - plot.visibleLanes().first < view_->sourceBlocks()->lanes().totalHeight() / 5);
        QCOMPARE(plot.pixelOfHeader(1024), header);
        QVERIFY(plot.toolTipAt(header).startsWith(u"Non-interleaved region"_s));
        QVERIFY2(!plot.laneLabels().isEmpty(), "the lanes in view are named");
        for (int i = 0; i < 30; ++i)
            plot.panLanes(0.5);
        plot.customPlot()->replot();
        QCOMPARE(plot.laneLabels(), QStringList{u"Not always\nlive"_s});
        plot.resetZoom();
        QCOMPARE(plot.laneLabels().size(), 2);
    }

    void hoverNamesTheBlockWithOffsetSizeCategoryAndLiveRange()
    {
        showOom();
        RegionsPlot& plot = *view_->sourcePlot();
        const TileBlocksModel& model = *view_->sourceBlocks();
        const int row = widestBlockOf(TileBlockKind::Variable);
        const TileBlock& block = model.blocks()[std::size_t(row)];
        const QPoint pixel = plot.pixelOf(block.offset + block.bytes / 2, model.lanes().lane[std::size_t(row)]);
        QCOMPARE(plot.blockAt(pixel), row);
        const QString tip = plot.toolTipAt(pixel);
        QVERIFY2(tip.startsWith(model.nameText(block)), qPrintable(tip));
        QVERIFY(tip.contains(formatBytes(block.bytes)));
        QVERIFY(tip.contains(TileBlocksModel::addressText(block.offset)));
        QVERIFY(tip.contains(model.categoryText(block)));
        QVERIFY(tip.contains(model.liveRangeText(block)));
        const auto& variables = oom_->report.variables;
        if (variables.isAlwaysLive(std::size_t(block.variable)))
            QVERIFY(tip.contains(QStringLiteral("always live")));
        else
            QVERIFY(tip.contains(QStringLiteral("steps %1").arg(variables.firstStep[std::size_t(block.variable)])));
    }

    void tableAndPlotSelectEachOther()
    {
        showOom();
        RegionsPlot& plot = *view_->sourcePlot();
        QTableView& table = *view_->sourceTable();
        auto& proxy = static_cast<QSortFilterProxyModel&>(*table.model());
        // Sort by size, largest first, then select the first row: the plot outlines that block.
        table.sortByColumn(TileBlocksModel::SizeColumn, Qt::DescendingOrder);
        table.selectRow(0);
        const int largest = proxy.mapToSource(proxy.index(0, 0)).row();
        QCOMPARE(plot.highlightedBlock(), largest);
        const auto& blocks = view_->sourceBlocks()->blocks();
        QVERIFY(std::all_of(blocks.begin(), blocks.end(),
                            [&](const TileBlock& b) { return b.bytes <= blocks[std::size_t(largest)].bytes; }));
        // Clicking a block on the plot selects its row.
        const int row = widestBlockOf(TileBlockKind::Variable);
        const TileBlock& block = blocks[std::size_t(row)];
        const QPoint pixel = plot.pixelOf(block.offset + block.bytes / 2, view_->sourceBlocks()->lanes().lane[std::size_t(row)]);
        QTest::mouseClick(plot.customPlot(), Qt::LeftButton, {}, pixel);
        QCOMPARE(proxy.mapToSource(table.currentIndex()).row(), row);
        QCOMPARE(plot.highlightedBlock(), row);
        // Double-clicking the row zooms to the block.
        emit table.doubleClicked(table.currentIndex());
        QVERIFY(plot.firstVisibleByte() <= double(block.offset));
        QVERIFY(plot.lastVisibleByte() >= double(block.offset + block.bytes));
        QVERIFY(plot.lastVisibleByte() - plot.firstVisibleByte() <= 3.0 * std::max<double>(block.bytes, 256.0) + 1.0);
        plot.resetZoom();
        table.sortByColumn(-1, Qt::AscendingOrder);
    }

    void keyboardZoomsAndPansTheAddressAxis()
    {
        showOom();
        RegionsPlot& plot = *view_->sourcePlot();
        plot.resetZoom();
        const double fullWidth = plot.lastVisibleByte() - plot.firstVisibleByte();
        QCOMPARE(plot.firstVisibleByte(), 0.0);
        plot.customPlot()->setFocus();
        QTest::keyClick(plot.customPlot(), Qt::Key_Plus);
        const double zoomed = plot.lastVisibleByte() - plot.firstVisibleByte();
        QVERIFY(qAbs(zoomed - fullWidth / 1.5) < 1.0);
        const double first = plot.firstVisibleByte();
        QTest::keyClick(plot.customPlot(), Qt::Key_Right);
        QVERIFY(plot.firstVisibleByte() > first);
        QTest::keyClick(plot.customPlot(), Qt::Key_Left);
        QTest::keyClick(plot.customPlot(), Qt::Key_Left);
        QVERIFY(plot.firstVisibleByte() < first);
        QTest::keyClick(plot.customPlot(), Qt::Key_Minus);
        QTest::keyClick(plot.customPlot(), Qt::Key_Minus);
        // Zooming out stops at the whole tile; panning stops at address 0.
        QVERIFY(qAbs(plot.lastVisibleByte() - plot.firstVisibleByte() - fullWidth) < 1.0);
        QCOMPARE(plot.firstVisibleByte(), 0.0);
        QTest::keyClick(plot.customPlot(), Qt::Key_Home);
        QCOMPARE(plot.firstVisibleByte(), 0.0);

        // Ctrl with +/- zooms the lanes apart, Up and Down scroll them, Home shows them all again.
        const auto [top, bottom] = plot.visibleLanes();
        QTest::keyClick(plot.customPlot(), Qt::Key_Plus, Qt::ControlModifier);
        QTest::keyClick(plot.customPlot(), Qt::Key_Plus, Qt::ControlModifier);
        const auto zoomedLanes = plot.visibleLanes();
        QVERIFY(qAbs((zoomedLanes.second - zoomedLanes.first) - (bottom - top) / 2.25) < 1e-6);
        QTest::keyClick(plot.customPlot(), Qt::Key_Down);
        QVERIFY(plot.visibleLanes().first > zoomedLanes.first);
        for (int i = 0; i < 20; ++i)
            QTest::keyClick(plot.customPlot(), Qt::Key_Down);
        QVERIFY(qAbs(plot.visibleLanes().second - bottom) < 1e-6); // stops at the last lane
        QTest::keyClick(plot.customPlot(), Qt::Key_Home);
        QCOMPARE(plot.visibleLanes().first, top);
        QCOMPARE(plot.visibleLanes().second, bottom);
    }

    void neverDrawsMoreRectanglesThanPixels()
    {
        showOom();
        RegionsPlot& plot = *view_->sourcePlot();
        plot.resetZoom();
        plot.customPlot()->replot();
        const int width = plot.customPlot()->axisRect()->width();
        const auto lanes = std::size_t(view_->sourceBlocks()->lanes().laneCount + 1);
        QVERIFY(plot.drawnRectangles() > 0);
        QVERIFY(plot.drawnRectangles() <= 2 * std::size_t(width) * lanes);
        // A folded tile of 100,000 one-byte blocks stays within the pixels too.
        std::vector<TileBlock> many(100000);
        for (std::size_t i = 0; i < many.size(); ++i)
            many[i] = {TileBlockKind::Variable, i * 2, 1, MemoryCategory::AlwaysLiveVariable, 0, false};
        const TileBlockLanes lanesOfMany = TileBlockLanes::assign(many);
        QCOMPARE(lanesOfMany.laneCount, 1);
        const TileBlockFolding folding(many, lanesOfMany);
        QVERIFY(folding.visible(0, 200000, 200000.0 / 1000).size() <= 1000);
        QCOMPARE(folding.visible(1000, 1010, 1.0 / 8).size(), std::size_t(5));
    }

    // The words of the view: a range of tile numbers rather than a count, "Worst tile" as in the
    // other views, a variable's category without what only a total is, names shortened at their
    // end or not at all (issue 13.14).
    void wordsReadAsElsewhere()
    {
        showOom();
        QStringList labels;
        for (const QLabel* label : view_->findChildren<QLabel*>())
            labels.append(label->text());
        const QString range = u"(tiles 0–%1)"_s.arg(QLocale().toString(qulonglong(oom_->report.memory.tileCount() - 1)));
        QVERIFY2(labels.contains(range), qPrintable(labels.join(u" | ")));
        QCOMPARE(view_->worstTileButton()->text(), u"Worst tile"_s);
        const TileBlocksModel& model = *view_->sourceBlocks();
        int temporaries = 0;
        for (int row = 0; row < model.rowCount(); ++row) {
            const TileBlock& block = model.blocks()[std::size_t(row)];
            if (block.kind != TileBlockKind::Variable || block.category != MemoryCategory::NotAlwaysLiveVariable)
                continue;
            ++temporaries;
            QVERIFY(!model.toolTipText(row).contains(u"sum of tile peaks"_s));
            QCOMPARE(model.index(row, TileBlocksModel::CategoryColumn).data().toString(), u"Not-always-live variables"_s);
        }
        QVERIFY(temporaries > 0);
        const QFontMetricsF metrics(view_->font());
        const QString state = u"Vertex instance state"_s;
        QCOMPARE(RegionBlocksLayer::fittedLabel(state, metrics, 1000.0), state);
        const QString shortened = RegionBlocksLayer::fittedLabel(state, metrics, metrics.horizontalAdvance(u"Vertex in…"_s));
        QVERIFY2(shortened.startsWith(u"Vertex"_s) && shortened.endsWith(u'…'), qPrintable(shortened));
        QVERIFY(RegionBlocksLayer::fittedLabel(state, metrics, metrics.horizontalAdvance(u"Ve…"_s)).isEmpty());
    }

    void exportsPlotAndCsv()
    {
        showOom();
        QTemporaryDir dir;
        for (const char* suffix : {"png", "svg", "pdf"}) {
            const QString file = dir.filePath(QStringLiteral("regions.") + QLatin1StringView(suffix));
            QVERIFY2(exportPlot(view_->sourcePlot()->customPlot(), file), suffix);
            QVERIFY(QFileInfo(file).size() > 0);
        }
        const auto actions = view_->sourcePlot()->customPlot()->actions();
        QCOMPARE(actions.size(), 4);
        // The CSV action's data: one line per block with raw byte numbers.
        QVERIFY(actions.last()->text().contains(QStringLiteral("CSV")));
    }

    void modelPassesModelTesterThroughEveryState()
    {
        TileBlocksModel model;
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setSortRole(TileBlocksModel::RawValueRole);
        proxy.sort(TileBlocksModel::SizeColumn);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setTile(&oom_->report, oom_->summary.worstTile.id);
        QVERIFY(model.rowCount() > 0);
        model.setTile(&small_->report, 5);
        QVERIFY(model.rowCount() > 0);
        model.setTile(&small_->report, 1000000); // no such tile: empty
        QCOMPARE(model.rowCount(), 0);
        model.setTile(nullptr, std::nullopt);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.lanes().laneCount, 0);
    }

    void darkPaletteKeepsThePlotReadable()
    {
        showOom();
        RegionsPlot& plot = *view_->sourcePlot();
        QPalette dark;
        dark.setColor(QPalette::Base, QColor(0x20, 0x20, 0x20));
        dark.setColor(QPalette::Window, QColor(0x30, 0x30, 0x30));
        dark.setColor(QPalette::WindowText, QColor(0xf0, 0xf0, 0xf0));
        dark.setColor(QPalette::Text, QColor(0xf0, 0xf0, 0xf0));
        plot.setPalette(dark);
        plot.customPlot()->replot();
        const QImage image = plot.customPlot()->toPixmap().toImage();
        QVERIFY(qGray(image.pixel(2, 2)) < 60);
        // The tile's end is drawn in the text colour: light on the dark background.
        const QPoint end = plot.pixelOf(view_->sourceBlocks()->totals().capacityBytes, 0);
        QVERIFY(qGray(image.pixel(end)) > 180);
        plot.setPalette(QPalette());
        plot.customPlot()->replot();
    }

    void mapOfTheWorstTileFoldsToThePixels()
    {
        TileBlocksModel model;
        QElapsedTimer timer;
        timer.start();
        model.setTile(&oom_->report, oom_->summary.worstTile.id);
        const qint64 mapMs = timer.restart();
        const auto drawn = model.folding().visible(0, model.totals().highestAddress, double(model.totals().highestAddress) / 1200);
        const qint64 foldMs = timer.elapsed();
        qInfo("worst tile: %d blocks in %d lanes mapped in %lld ms; %zu rectangles for 1200 px folded in %lld ms",
              model.rowCount(), model.lanes().laneCount, mapMs, drawn.size(), foldMs); // measured, not asserted
        QVERIFY(!drawn.empty());
        QVERIFY(drawn.size() <= std::size_t(model.rowCount())); // folding never adds rectangles
    }

    void emptyDocumentEmptiesTheView()
    {
        document_.clear();
        QCOMPARE(view_->sourceBlocks()->rowCount(), 0);
        QVERIFY(!view_->worstTileButton()->isEnabled());
        QCOMPARE(view_->totalsModel()->rowCount(), 0);
        view_->sourcePlot()->customPlot()->replot();
        QCOMPARE(view_->sourcePlot()->drawnRectangles(), std::size_t(0));
    }

    void smallReportThatFitsSaysSo()
    {
        document_.setReports(small_, nullptr);
        document_.setSelectedTile(std::nullopt);
        QCOMPARE(view_->shownTile(), std::optional<std::uint32_t>(small_->summary.worstTile.id));
        QVERIFY(view_->statusLabel()->text().startsWith(QStringLiteral("Fits")));
        QCOMPARE(view_->sourceBlocks()->firstBlockOf(TileBlockKind::Overflow), -1);
    }

    void roomToSpareIsFreeNotAGap()
    {
        // In a tile that fits, the never-used span between the data is free space, not a hole.
        CompileOptions options;
        options.batchSize = 4;
        auto mlp = test::loadedReport(compile(makeBuiltinModel("mlp"), options), QStringLiteral("mlp.tsr"));
        document_.setReports(mlp, nullptr);
        const TileBlocksModel& model = *view_->sourceBlocks();
        const TileTotals& totals = model.totals();
        QVERIFY(totals.freeBytes > 0);
        int freeRows = 0;
        for (int row = 0; row < model.rowCount(); ++row) {
            if (model.groupAt(row) != BlockGroup::Free)
                continue;
            ++freeRows;
            const TileBlock& block = model.blocks()[std::size_t(row)];
            QCOMPARE(block.kind, TileBlockKind::Free);
            QCOMPARE(block.bytes, totals.freeBytes);
            QCOMPARE(model.index(row, TileBlocksModel::KindColumn).data().toString(), QStringLiteral("Free"));
            QVERIFY(model.toolTipText(row).startsWith(QStringLiteral("Free")));
            view_->sourcePlot()->customPlot()->replot();
            const QPoint centre = view_->sourcePlot()->pixelOf(block.offset + block.bytes / 2, -1);
            QVERIFY(view_->sourcePlot()->toolTipAt(centre).startsWith(QStringLiteral("Free")));
        }
        QCOMPARE(freeRows, 1);
        std::uint64_t byCause = 0;
        for (const std::uint64_t bytes : totals.gapBytesByCause)
            byCause += bytes;
        QCOMPARE(byCause, totals.gapBytes);
    }

    void comparisonShowsTheSameTileOfBothOnOneAddressScale()
    {
        QElapsedTimer timer;
        timer.start();
        document_.setReports(oom_, oom075_);
        const qint64 shownMs = timer.elapsed();
        qInfo("comparison of two ResNeXt reports shown in %lld ms", shownMs); // measured, not asserted
        document_.setSelectedTile(oom_->summary.worstTile.id);
        QVERIFY(view_->targetPlot()->isVisible());
        QVERIFY(view_->targetTable()->isVisible());
        QCOMPARE(view_->targetBlocks()->tile(), view_->sourceBlocks()->tile());
        QVERIFY(view_->targetBlocks()->rowCount() > 0);
        QCOMPARE(view_->totalsModel()->columnCount(), 4);
        QVERIFY(view_->statusLabel()->text().contains(QStringLiteral("Target:")));
        // Each plot's header keeps a line of text above its peak row: its names never cover bars.
        QCoreApplication::processEvents(); // the plots are laid out and drawn by a queued replot
        const int line = QFontMetrics(view_->font()).height();
        for (const RegionsPlot* plot : {view_->sourcePlot(), view_->targetPlot()})
            QVERIFY(plot->pixelOfPeakRow(0).y() - plot->pixelOfHeader(0).y() >= line);
        view_->sourcePlot()->zoomBy(4.0);
        QCOMPARE(view_->targetPlot()->firstVisibleByte(), view_->sourcePlot()->firstVisibleByte());
        QCOMPARE(view_->targetPlot()->lastVisibleByte(), view_->sourcePlot()->lastVisibleByte());
        // Reports of different targets say what cannot be compared.
        document_.setReports(oom_, small_);
        QVERIFY(view_->notesLabel()->isVisibleTo(view_.get()));
        QVERIFY(view_->notesLabel()->text().contains(QStringLiteral("the same tile holds different variables")));
        QVERIFY(view_->notesLabel()->text().contains(QStringLiteral("different targets")));
        document_.setReports(oom_, nullptr);
        QVERIFY(!view_->notesLabel()->isVisibleTo(view_.get()));
        QVERIFY(!view_->targetPlot()->isVisible());
    }
};

TILESCOPE_GUI_TEST_MAIN(RegionsViewTest)
#include "RegionsViewTest.moc"
