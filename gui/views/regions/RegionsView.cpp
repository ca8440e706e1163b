#include "views/regions/RegionsView.h"

#include "document/ReportDocument.h"
#include "lessons/Lesson.h"
#include "models/ByteFormat.h"
#include "models/CsvField.h"
#include "models/KeyValueModel.h"
#include "models/QtText.h"
#include "plot/PlotExport.h"
#include "report/ReportComparison.h"
#include "views/regions/RegionsPlot.h"
#include "views/regions/TileBlocksModel.h"
#include "widgets/FlowLayout.h"
#include "widgets/NameColumnTable.h"
#include "widgets/WrappedMinimumHeight.h"

#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <array>

namespace tilescope::gui {
namespace {

QSortFilterProxyModel* sortedProxy(TileBlocksModel* model, QObject* parent)
{
    auto* proxy = new QSortFilterProxyModel(parent);
    proxy->setSourceModel(model);
    proxy->setSortRole(TileBlocksModel::RawValueRole);
    return proxy;
}

QTableView* blocksTable(QSortFilterProxyModel* proxy, QWidget* parent)
{
    auto* table = new NameColumnTable(TileBlocksModel::NameColumn, parent);
    // Narrow (two reports side by side in a small window), the columns the row's tooltip also
    // tells go first.
    table->setDroppableColumns({TileBlocksModel::CategoryColumn, TileBlocksModel::RegionColumn,
                                TileBlocksModel::LiveRangeColumn, TileBlocksModel::KindColumn});
    table->setModel(proxy);
    table->setSortingEnabled(true);
    table->sortByColumn(-1, Qt::AscendingOrder); // address order, as the model gives it
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setWordWrap(false);
    table->verticalHeader()->hide();
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 6);
    return table;
}

} // namespace

RegionsView::RegionsView(ReportDocument& document, QWidget* parent)
    : ReportView(document, parent),
      sourceBlocks_(new TileBlocksModel(this)),
      targetBlocks_(new TileBlocksModel(this)),
      sourceProxy_(sortedProxy(sourceBlocks_, this)),
      targetProxy_(sortedProxy(targetBlocks_, this)),
      totalsModel_(new KeyValueModel(this)),
      sourcePlot_(new RegionsPlot(this)),
      targetPlot_(new RegionsPlot(this)),
      sourceTable_(blocksTable(sourceProxy_, this)),
      targetTable_(blocksTable(targetProxy_, this)),
      tileSpin_(new QSpinBox(this)),
      tileOfLabel_(new QLabel(this)),
      worstTileButton_(new QPushButton(this)),
      exportButton_(new QToolButton(this)),
      status_(new QLabel(this)),
      notes_(new QLabel(this))
{
    sourcePlot_->setModel(sourceBlocks_);
    targetPlot_->setModel(targetBlocks_);

    tileLabel_ = new QLabel(this);
    tileLabel_->setBuddy(tileSpin_);
    tileSpin_->setKeyboardTracking(false); // one map per typed number, not per digit
    tileSpin_->setAccelerated(true);
    exportButton_->setPopupMode(QToolButton::InstantPopup);
    exportButton_->setMenu(new QMenu(exportButton_));
    zoomIn_ = new QToolButton(this);
    zoomIn_->setText(QStringLiteral("+"));
    zoomOut_ = new QToolButton(this);
    zoomOut_->setText(QStringLiteral("−"));
    zoomReset_ = new QToolButton(this);
    status_->setTextFormat(Qt::RichText);
    // Wraps rather than widening the window: with a comparison it names both verdicts.
    status_->setWordWrap(true);
    status_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    status_->setMinimumWidth(200); // else, squeezed between the tile and the zoom, a word a line
    notes_->setWordWrap(true);
    notes_->hide();

    // Wraps when the page is narrow; the status takes what is left of its row.
    auto* toolbar = new FlowLayout;
    toolbar->addGroup({tileLabel_, tileSpin_, tileOfLabel_});
    toolbar->addWidget(worstTileButton_);
    toolbar->addSpacing(12);
    toolbar->addWidget(status_, 1);
    toolbar->addGroup({zoomOut_, zoomIn_, zoomReset_});
    toolbar->addWidget(exportButton_);

    auto* plots = new QWidget(this);
    auto* plotsLayout = new QVBoxLayout(plots);
    plotsLayout->setContentsMargins(0, 0, 0, 0);
    plotsLayout->addWidget(sourcePlot_);
    plotsLayout->addWidget(targetPlot_);
    keepWrappedMinimumHeight(plots); // in a splitter, with the explanation wrapped below the plots

    totalsTable_ = new QTableView(this);
    QTableView* totalsTable = totalsTable_;
    totalsTable->setModel(totalsModel_);
    totalsTable->verticalHeader()->hide();
    totalsTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    totalsTable->horizontalHeader()->setStretchLastSection(true);
    totalsTable->verticalHeader()->setDefaultSectionSize(totalsTable->fontMetrics().height() + 6);
    totalsTable->setSelectionMode(QAbstractItemView::NoSelection);
    totalsTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    auto* totalsPane = new QWidget(this);
    auto* totalsLayout = new QVBoxLayout(totalsPane);
    totalsLayout->setContentsMargins(0, 0, 0, 0);
    totalsTitle_ = new QLabel(this);
    totalsLayout->addWidget(totalsTitle_);
    totalsLayout->addWidget(totalsTable);

    auto* tables = new QSplitter(Qt::Horizontal, this);
    tablesSplitter_ = tables;
    tables->addWidget(tablePane(sourceTable_, &sourceTableTitle_));
    targetTablePane_ = tablePane(targetTable_, &targetTableTitle_);
    tables->addWidget(targetTablePane_);
    tables->addWidget(totalsPane);
    tables->setStretchFactor(0, 3);
    tables->setStretchFactor(1, 3);
    tables->setStretchFactor(2, 1);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(plots);
    splitter->addWidget(tables);
    // The plots are what a step points at: on a projector's 800 pixels they keep two thirds.
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addLayout(toolbar);
    layout->addWidget(notes_);
    layout->addWidget(splitter, 1);

    connectSide(sourceBlocks_, sourceProxy_, sourceTable_, sourcePlot_);
    connectSide(targetBlocks_, targetProxy_, targetTable_, targetPlot_);
    // One address scale for both reports: zooming either zooms both.
    for (auto [from, to] : {std::pair{sourcePlot_, targetPlot_}, std::pair{targetPlot_, sourcePlot_}})
        connect(from, &RegionsPlot::addressRangeChanged, to, [this, to = to](double first, double last) {
            if (syncingRange_ || !this->document().target())
                return;
            syncingRange_ = true;
            to->setAddressRange(first, last);
            syncingRange_ = false;
        });
    connect(zoomIn_, &QToolButton::clicked, this, [this] { zoomBy(1.5); });
    connect(zoomOut_, &QToolButton::clicked, this, [this] { zoomBy(1.0 / 1.5); });
    connect(zoomReset_, &QToolButton::clicked, this, &RegionsView::resetZoom);
    connect(worstTileButton_, &QPushButton::clicked, this, &RegionsView::selectWorstTile);
    connect(tileSpin_, &QSpinBox::valueChanged, this, [this](int tile) {
        if (!updatingSpin_ && !this->document().isEmpty())
            this->document().setSelectedTile(std::uint32_t(tile));
    });
    followDocument(&ReportDocument::selectedTileChanged, &RegionsView::showTile);

    const auto addExports = [this](RegionsPlot* plot, TileBlocksModel* model) {
        const QList<QAction*> actions = addExportActions(plot->customPlot(), this, [this, model] { return csvOf(*model); });
        QMenu* menu = exportButton_->menu();
        exportSections_.push_back(menu->addSection(QString()));
        menu->addActions(actions);
    };
    addExports(sourcePlot_, sourceBlocks_);
    addExports(targetPlot_, targetBlocks_);
    retranslateUi();
    showDocument();
}

void RegionsView::retranslateUi()
{
    tileLabel_->setText(tr("&Tile:"));
    tileSpin_->setToolTip(tr("The tile whose address space is shown; it is shared with the other views."));
    worstTileButton_->setText(tr("Worst tile"));
    worstTileButton_->setToolTip(tr("Show the tile that uses the most memory (including gaps), in every view."));
    exportButton_->setText(tr("Export"));
    exportSections_[0]->setText(tr("Source"));
    exportSections_[1]->setText(tr("Target"));
    zoomIn_->setToolTip(tr("Zoom in on the addresses (+)"));
    zoomOut_->setToolTip(tr("Zoom out (−)"));
    zoomReset_->setText(tr("Whole tile"));
    zoomReset_->setToolTip(tr("Show the whole address space (Home)"));
    totalsTitle_->setText(QStringLiteral("<b>") % tr("Totals").toHtmlEscaped() % QStringLiteral("</b>"));
}

// Titles, totals and notes in the new language; the tile, the zoom and the selected block stay.
void RegionsView::rewordDocument()
{
    showTitlesAndNotes();
    showTileTitles();
    showTotals();
}

QWidget* RegionsView::tablePane(QTableView* table, QLabel** titleLabel)
{
    auto* pane = new QWidget(this);
    auto* layout = new QVBoxLayout(pane);
    layout->setContentsMargins(0, 0, 0, 0);
    *titleLabel = new QLabel(pane);
    (*titleLabel)->setWordWrap(true); // a long file name takes a second line, not the window's width
    layout->addWidget(*titleLabel);
    layout->addWidget(table);
    return pane;
}

void RegionsView::connectSide(TileBlocksModel* model, QSortFilterProxyModel* proxy, QTableView* table, RegionsPlot* plot)
{
    connect(table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [proxy, plot](const QModelIndex& current) {
                const QModelIndex source = proxy->mapToSource(current);
                plot->setHighlightedBlock(source.isValid() ? source.row() : -1);
            });
    // Double-clicking a row zooms the address axis to its block and its neighbourhood.
    connect(table, &QTableView::doubleClicked, this, [model, proxy, plot](const QModelIndex& index) {
        const int row = proxy->mapToSource(index).row();
        if (row < 0 || std::size_t(row) >= model->blocks().size())
            return;
        const TileBlock& block = model->blocks()[std::size_t(row)];
        const double margin = std::max(double(block.bytes), 256.0);
        plot->setAddressRange(double(block.offset) - margin, double(block.offset + block.bytes) + margin);
    });
    connect(plot, &RegionsPlot::blockClicked, this,
            [this, model, table, plot](int block) { highlightRow(model, table, plot, block); });
}

void RegionsView::highlightRow(TileBlocksModel* model, QTableView* table, RegionsPlot* plot, int block)
{
    auto* proxy = static_cast<QSortFilterProxyModel*>(table->model());
    const QModelIndex row = proxy->mapFromSource(model->index(block, TileBlocksModel::NameColumn));
    table->selectionModel()->setCurrentIndex(row, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    table->scrollTo(row);
    plot->setHighlightedBlock(block);
}

std::optional<std::uint32_t> RegionsView::shownTile() const
{
    const LoadedReport* source = document().source();
    if (!source || source->report.memory.tileCount() == 0)
        return std::nullopt;
    const std::optional<std::uint32_t> selected = document().selectedTile();
    if (selected && *selected < source->report.memory.tileCount())
        return selected;
    // The worst tile of the report the window is about: after a re-simulation, the newer one.
    const LoadedReport* headline = document().headlineReport();
    return headline->summary.worstTile.id < source->report.memory.tileCount() ? headline->summary.worstTile.id
                                                                               : source->summary.worstTile.id;
}

void RegionsView::selectWorstTile()
{
    if (const LoadedReport* headline = document().headlineReport())
        document().setSelectedTile(headline->summary.worstTile.id);
}

// A lesson's step: the tile it names (which the main window made the document's) or the headline's
// worst, whole, whatever zoom the user left.
bool RegionsView::showFocus(const LessonFocus& focus)
{
    if (document().isEmpty())
        return false;
    showTile();
    resetZoom();
    return focus.tile || focus.worstTile;
}

void RegionsView::showDocument()
{
    const LoadedReport* source = document().source();
    const LoadedReport* target = document().target();
    const bool comparing = target != nullptr;
    // Re-simulated reports keep the zoom and the selected block of the tile shown (the selected
    // one, or the worst when it is still the worst). The target's lanes were the source's when it
    // was not shown: the previous result becomes the target.
    const std::optional<std::uint32_t> keptTile = sourceBlocks_->tile();
    const bool wholeTile = sourcePlot_->showsWholeTile();
    const std::pair<double, double> addresses{sourcePlot_->firstVisibleByte(), sourcePlot_->lastVisibleByte()};
    const std::optional<std::pair<double, double>> sourceLanes =
        sourcePlot_->showsAllLanes() ? std::nullopt : std::optional(sourcePlot_->visibleLanes());
    const std::optional<std::pair<double, double>> targetLanes =
        !targetBlocks_->tile() ? sourceLanes
        : targetPlot_->showsAllLanes() ? std::nullopt
                                       : std::optional(targetPlot_->visibleLanes());
    const std::optional<KeptBlock> sourceBlock = keptBlock(*sourceBlocks_, *sourcePlot_);
    const std::optional<KeptBlock> targetBlock =
        targetBlocks_->tile() ? keptBlock(*targetBlocks_, *targetPlot_) : sourceBlock;
    // The models first: they still point into the reports the document let go (ReportView holds
    // them until showDocument() returns), and showing or hiding a plot below repaints it.
    showTile();
    targetPlot_->setVisible(comparing);
    targetTablePane_->setVisible(comparing);
    // The totals as wide as their figures (comparing, they gain target and difference columns), up
    // to two fifths of the width; the blocks share the rest.
    const int width = std::max(tablesSplitter_->width(), 900);
    const QAbstractItemView* totals = totalsTable_;
    int totalsWidth = 2 * totalsTable_->frameWidth() + totalsTable_->verticalScrollBar()->sizeHint().width();
    for (int column = 0; column < totalsModel_->columnCount(); ++column)
        totalsWidth += std::max(totals->sizeHintForColumn(column),
                                totalsTable_->horizontalHeader()->sectionSizeHint(column));
    totalsWidth = std::min(totalsWidth, width * 2 / 5);
    const int blocks = width - totalsWidth;
    tablesSplitter_->setSizes(comparing ? QList<int>{blocks / 2, blocks - blocks / 2, totalsWidth}
                                        : QList<int>{blocks, 0, totalsWidth});
    tileSpin_->setEnabled(source != nullptr);
    worstTileButton_->setEnabled(source != nullptr);
    exportButton_->setEnabled(source != nullptr);
    showTitlesAndNotes();
    if (!keepsPlace() || !keptTile || sourceBlocks_->tile() != keptTile)
        return;
    // The blocks first: highlighting one pans to it, and the addresses stay those the user chose
    // (the block may have moved; its row in the table shows it).
    restoreBlock(sourceBlock, sourceBlocks_, sourceTable_, sourcePlot_);
    restoreBlock(targetBlock, targetBlocks_, targetTable_, targetPlot_);
    for (auto [plot, lanes] : {std::pair{sourcePlot_, sourceLanes}, std::pair{targetPlot_, targetLanes}}) {
        if (!wholeTile) // else the new tile is whole, as it was
            plot->setAddressRange(addresses.first, addresses.second); // clamped to the new tile
        if (lanes)
            plot->setVisibleLanes(lanes->first, lanes->second);
    }
}

// The highlighted code block or variable, by name: gaps and free space have no name to follow.
std::optional<RegionsView::KeptBlock> RegionsView::keptBlock(const TileBlocksModel& model, const RegionsPlot& plot)
{
    const int row = plot.highlightedBlock();
    if (row < 0 || std::size_t(row) >= model.blocks().size())
        return std::nullopt;
    const TileBlock& block = model.blocks()[std::size_t(row)];
    if (block.kind != TileBlockKind::Code && block.kind != TileBlockKind::Variable)
        return std::nullopt;
    return KeptBlock{block.kind, model.nameText(block)};
}

void RegionsView::restoreBlock(const std::optional<KeptBlock>& kept, TileBlocksModel* model, QTableView* table,
                               RegionsPlot* plot)
{
    if (!kept || !model->tile())
        return;
    const std::vector<TileBlock>& blocks = model->blocks();
    for (std::size_t row = 0; row < blocks.size(); ++row)
        if (blocks[row].kind == kept->kind && model->nameText(blocks[row]) == kept->name) {
            highlightRow(model, table, plot, int(row));
            return;
        }
}

void RegionsView::showTitlesAndNotes()
{
    const LoadedReport* source = document().source();
    const LoadedReport* target = document().target();
    const bool comparing = target != nullptr;
    sourceTableTitle_->setText(QStringLiteral("<b>")
                               % (comparing ? tr("Source blocks: %1").arg(document().nameOf(source)) : tr("Blocks")).toHtmlEscaped()
                               % QStringLiteral("</b>"));
    targetTableTitle_->setText(QStringLiteral("<b>") % tr("Target blocks: %1").arg(document().nameOf(target)).toHtmlEscaped()
                               % QStringLiteral("</b>"));

    QStringList notes;
    if (const ReportComparison* comparison = document().comparison()) {
        if (!comparison->sameModel)
            notes.append(tr("The reports are of different models (%1 and %2): the same tile holds different "
                            "variables in each.")
                             .arg(qtText(source->report.model.name),
                                  qtText(target->report.model.name)));
        if (!comparison->sameTarget)
            notes.append(tr("The reports are for different targets: a tile of one does not hold the same part of "
                            "the model as the same tile of the other."));
    }
    notes_->setText(notes.join(u'\n'));
    notes_->setVisible(!notes.isEmpty());
}

void RegionsView::showTile()
{
    const LoadedReport* source = document().source();
    const LoadedReport* target = document().target();
    const std::optional<std::uint32_t> tile = shownTile();

    updatingSpin_ = true;
    const auto tileCount = source ? source->report.memory.tileCount() : 0;
    tileSpin_->setRange(0, int(std::max<std::size_t>(tileCount, 1) - 1));
    tileSpin_->setValue(tile ? int(*tile) : 0);
    updatingSpin_ = false;

    sourceBlocks_->setTile(source ? &source->report : nullptr, tile);
    targetBlocks_->setTile(target ? &target->report : nullptr, tile);
    // One address scale for both; the target's legend, right under both plots, serves the two.
    const auto extent = [](const TileBlocksModel& model) {
        return double(std::max(model.totals().highestAddress, model.totals().capacityBytes));
    };
    const double shared = target ? std::max(extent(*sourceBlocks_), extent(*targetBlocks_)) : 0.0;
    sourcePlot_->setMinimumExtent(shared);
    targetPlot_->setMinimumExtent(shared);
    sourcePlot_->setLegendVisible(!target);
    showTileTitles();
    showTotals();
}

void RegionsView::showTileTitles()
{
    const LoadedReport* source = document().source();
    const LoadedReport* target = document().target();
    const std::optional<std::uint32_t> tile = sourceBlocks_->tile();
    const auto tileCount = source ? source->report.memory.tileCount() : 0;
    if (source && tile) {
        const std::uint32_t perIpu = std::max<std::uint32_t>(source->report.target.tilesPerIpu, 1);
        const QString number = QLocale().toString(*tile);
        const QString ipu = QLocale().toString(*tile / perIpu);
        // The range of tile numbers, which cannot be read as a count ("of 1,471" would be one short).
        tileOfLabel_->setText(tr("(tiles 0–%1)").arg(QLocale().toString(qulonglong(tileCount - 1))));
        sourcePlot_->setTitle(target ? tr("Source: %1, tile %2 (IPU %3)").arg(document().nameOf(source), number, ipu)
                                     : tr("Tile %1 (IPU %2)").arg(number, ipu));
        if (target)
            targetPlot_->setTitle(*tile < target->report.memory.tileCount()
                                      ? tr("Target: %1, tile %2 (IPU %3)").arg(document().nameOf(target), number, ipu)
                                      : tr("Target: %1 has no tile %2").arg(document().nameOf(target), number));
    } else {
        tileOfLabel_->clear();
        sourcePlot_->setTitle(source ? tr("The report has no tiles") : tr("No report open"));
    }
}

void RegionsView::showTotals()
{
    const bool comparing = document().target() != nullptr;
    if (!sourceBlocks_->tile()) {
        totalsModel_->clear();
        status_->clear();
        return;
    }
    const TileTotals& s = sourceBlocks_->totals();
    const TileTotals& t = targetBlocks_->totals();
    const bool hasTarget = comparing && targetBlocks_->tile();
    QList<KeyValueRow> rows;
    const auto add = [&](const QString& key, std::uint64_t source, std::uint64_t target, const QString& toolTip) {
        KeyValueRow row{key, formatBytes(source), hasTarget ? formatBytes(target) : tr("n/a"), {}, toolTip};
        if (hasTarget && source != target)
            row.difference = formatByteDelta(byteDelta(source, target));
        rows.append(row);
    };
    add(tr("Tile memory"), s.capacityBytes, t.capacityBytes, tr("The memory of one tile."));
    add(tr("Used (excluding gaps)"), s.usedBytes, t.usedBytes,
        tr("Always-live bytes plus the most not-always-live bytes live at once."));
    add(tr("Gaps"), s.gapBytes, t.gapBytes,
        tr("The tile's footprint (up to its highest address, less its room to spare) minus the bytes in use at "
           "its peak, counted against the tile's memory. The row at the peak shows each gap at its address."));
    // Each cause in the words of the legend and the table, so the same bytes have the same name.
    const std::array<QString, kGapCauseCount> causeToolTips{
        tr("Addresses variables use at other steps, none of which is live at the tile's peak: holes between the "
           "lanes."),
        tr("Never used: padding that aligns the next block."),
        tr("Never used, on a tile out of memory: room that the data which overflowed could not take."),
        tr("Never used: holes that placement rules left.")};
    for (int c = 0; c < kGapCauseCount; ++c) {
        const auto cause = std::size_t(c);
        if (s.gapBytesByCause[cause] > 0 || (hasTarget && t.gapBytesByCause[cause] > 0))
            add(u"    " % TileBlocksModel::gapCauseName(GapCause(c)), s.gapBytesByCause[cause],
                t.gapBytesByCause[cause], causeToolTips[cause]);
    }
    add(tr("Free (room to spare)"), s.freeBytes, t.freeBytes,
        tr("Tile memory minus used bytes and gaps: never used, and not counted against the tile."));
    add(tr("Overflow"), s.overflowBytes, t.overflowBytes, tr("Bytes past the tile's end: the tile is out of memory."));
    totalsModel_->setReportNames(reportNames());
    totalsModel_->setRows(rows, comparing);

    const auto verdict = [](const TileTotals& totals) -> QString {
        const QString red = TileBlocksModel::groupColour(BlockGroup::Overflow).name();
        if (totals.overflowBytes > 0)
            return QStringLiteral("<b style='color:%1'>").arg(red)
                   % tr("Out of memory: %1 past the tile's end").arg(formatBytes(totals.overflowBytes)).toHtmlEscaped()
                   % QStringLiteral("</b>");
        return tr("Fits: %1 free").arg(formatBytes(totals.freeBytes)).toHtmlEscaped();
    };
    if (hasTarget)
        status_->setText(tr("Source:").toHtmlEscaped() % u' ' % verdict(s) % QStringLiteral(" &nbsp;·&nbsp; ")
                         % tr("Target:").toHtmlEscaped() % u' ' % verdict(t));
    else
        status_->setText(verdict(s));
}

QString RegionsView::csvOf(const TileBlocksModel& model) const
{
    QString csv = QStringLiteral("kind,name,category,region,offset_bytes,size_bytes,first_step,last_step\n");
    const Report* report = model.report();
    for (int row = 0; row < model.rowCount(); ++row) {
        const TileBlock& block = model.blocks()[std::size_t(row)];
        const bool variable = block.kind == TileBlockKind::Variable && report && block.variable >= 0;
        const bool temporary = variable && !report->variables.isAlwaysLive(std::size_t(block.variable));
        const QString kind = block.kind == TileBlockKind::Code       ? QStringLiteral("code")
                             : block.kind == TileBlockKind::Variable ? QStringLiteral("variable")
                             : model.isFreeSpace(block)              ? QStringLiteral("free")
                             : block.kind == TileBlockKind::Gap      ? QStringLiteral("gap")
                                                                     : QStringLiteral("overflow");
        const bool hasCategory = block.kind == TileBlockKind::Code || block.kind == TileBlockKind::Variable;
        csv += kind % u',' % csvField(model.index(row, TileBlocksModel::NameColumn).data().toString()) % u','
               % (hasCategory ? QString::fromUtf8(memoryCategoryName(block.category)) : QString()) % u','
               % (block.interleaved ? QStringLiteral("interleaved") : QStringLiteral("non-interleaved")) % u','
               % QString::number(qulonglong(block.offset)) % u',' % QString::number(qulonglong(block.bytes)) % u','
               % (temporary ? QString::number(report->variables.firstStep[std::size_t(block.variable)]) : QString())
               % u','
               % (temporary ? QString::number(report->variables.lastStep[std::size_t(block.variable)]) : QString())
               % u'\n';
    }
    return csv;
}

void RegionsView::zoomBy(double factor)
{
    sourcePlot_->zoomBy(factor); // the target plot follows its address range
}

void RegionsView::resetZoom()
{
    sourcePlot_->resetZoom();
    targetPlot_->resetZoom();
}

} // namespace tilescope::gui
