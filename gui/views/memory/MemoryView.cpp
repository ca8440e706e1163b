#include "views/memory/MemoryView.h"

#include "lessons/Lesson.h"
#include "report/MemoryCategory.h"

#include "document/ReportDocument.h"
#include "models/ByteFormat.h"
#include "models/RoomToSpareText.h"
#include "plot/PlotExport.h"
#include "report/ReportComparison.h"
#include "views/memory/ChipMapWidget.h"
#include "views/memory/TileBreakdownModel.h"
#include "views/memory/TileInsideTabs.h"
#include "views/memory/TileMemoryPlot.h"
#include "views/memory/TileSelection.h"
#include "widgets/FlowLayout.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace tilescope::gui {
namespace {

QString warningStyle() { return QStringLiteral("QLabel { color: #d55e00; font-weight: bold; }"); }

} // namespace

MemoryView::MemoryView(ReportDocument& document, QWidget* parent)
    : ReportView(document, parent),
      ipuChooser_(new QComboBox(this)),
      orderChooser_(new QComboBox(this)),
      gapsToggle_(new QCheckBox(this)),
      scaleToggle_(new QCheckBox(this)),
      tileListEdit_(new QLineEdit(this)),
      worstTileButton_(new QPushButton(this)),
      outOfMemoryButton_(new QPushButton(this)),
      outOfMemoryLabel_(new QLabel(this)),
      roomLabel_(new QLabel(this)),
      comparisonLabel_(new QLabel(this)),
      tileListError_(new QLabel(this)),
      plot_(new TileMemoryPlot(this)),
      chipMap_(new ChipMapWidget(this)),
      breakdownModel_(new TileBreakdownModel(this)),
      breakdownTable_(new QTableView(this)),
      breakdownNote_(new QLabel(this))
{
    // As wide as its longest choice in the language shown ("Software-Reihenfolge" was cut at 12 characters).
    orderChooser_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    orderChooser_->addItem(QString(), int(TileOrder::Software));
    orderChooser_->addItem(QString(), int(TileOrder::ByUsage));
    gapsToggle_->setChecked(true);
    scaleToggle_->setChecked(true);
    tileListEdit_->setClearButtonEnabled(true);
    tileListEdit_->setMinimumWidth(120);
    tileListError_->setStyleSheet(warningStyle());
    tileListError_->setWordWrap(true);
    tileListError_->hide();

    // What to show, then which tiles to look at: one row of controls, wrapping when the page is
    // narrow (a laptop, a projector, the Simulate panel docked beside it). One flow, not a row for
    // each, so that a wrapped checkbox shares its row with the tiles' box and no row is half empty.
    ipuLabel_ = new QLabel(this);
    ipuLabel_->setBuddy(ipuChooser_);
    orderLabel_ = new QLabel(this);
    orderLabel_->setBuddy(orderChooser_);
    tilesLabel_ = new QLabel(this);
    tilesLabel_->setBuddy(tileListEdit_);
    auto* controls = new FlowLayout;
    controls->addGroup({ipuLabel_, ipuChooser_});
    controls->addSpacing(12);
    controls->addGroup({orderLabel_, orderChooser_});
    controls->addSpacing(12);
    controls->addWidget(gapsToggle_);
    controls->addWidget(scaleToggle_);
    controls->addSpacing(12);
    controls->addGroup({tilesLabel_, tileListEdit_}, 1);
    controls->addWidget(worstTileButton_);
    controls->addWidget(outOfMemoryButton_);

    outOfMemoryLabel_->setStyleSheet(warningStyle());
    outOfMemoryLabel_->setWordWrap(true);
    roomLabel_->setObjectName(QStringLiteral("roomToSpare"));
    roomLabel_->setWordWrap(true);
    roomLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    comparisonLabel_->setWordWrap(true);
    comparisonLabel_->setTextFormat(Qt::RichText);
    comparisonLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    plot_->setToolTip(QString()); // the plot shows its own per-column tooltips
    chipMapBox_ = new QGroupBox(this);
    auto* chipLayout = new QVBoxLayout(chipMapBox_);
    chipLayout->addWidget(chipMap_);

    breakdownTable_->setObjectName(QStringLiteral("breakdown"));
    breakdownTable_->setModel(breakdownModel_);
    breakdownTable_->setSelectionMode(QAbstractItemView::NoSelection);
    breakdownTable_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    breakdownTable_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    breakdownTable_->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    breakdownTable_->setAlternatingRowColors(true);
    // A few rows are enough beside the plot, which keeps the height on a small window.
    breakdownTable_->setMinimumHeight(2 * breakdownTable_->verticalHeader()->defaultSectionSize());
    breakdownNote_->setWordWrap(true);
    breakdownBox_ = new QGroupBox(this);
    // The breakdown, then the tile's inside: its variables, compute sets and exchanges.
    tileTabs_ = new TileInsideTabs(document, this);
    auto* breakdownPage = new QWidget(this);
    auto* breakdownPageLayout = new QVBoxLayout(breakdownPage);
    breakdownPageLayout->setContentsMargins(0, 0, 0, 0);
    breakdownPageLayout->addWidget(breakdownTable_);
    breakdownPageLayout->addWidget(breakdownNote_);
    tileTabs_->addTab(breakdownPage, tr("Memory"));
    tileTabs_->addContentTabs();
    tileTabs_->setDocumentMode(true); // the group box is its frame
    auto* breakdownLayout = new QVBoxLayout(breakdownBox_);
    breakdownLayout->setContentsMargins(4, 2, 4, 4); // tight: at 900x700 every row counts
    breakdownLayout->addWidget(tileTabs_);

    auto* lower = new QSplitter(Qt::Horizontal, this);
    lower->addWidget(chipMapBox_);
    lower->addWidget(breakdownBox_);
    lower->setStretchFactor(0, 1);
    lower->setStretchFactor(1, 2);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(plot_);
    split->addWidget(lower);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 12, 12, 12);
    layout->addLayout(controls);
    layout->addWidget(tileListError_);
    layout->addWidget(outOfMemoryLabel_);
    layout->addWidget(roomLabel_);
    layout->addWidget(comparisonLabel_);
    layout->addWidget(split, 1);

    // Export from the plot's context menu, and from a button for those who do not right-click.
    exportButton_ = new QToolButton(this);
    exportButton_->setPopupMode(QToolButton::InstantPopup);
    exportButton_->addActions(addExportActions(plot_->customPlot(), this, [this] { return series_.toCsv(); }));
    controls->addWidget(exportButton_);
    breakdownTable_->setContextMenuPolicy(Qt::ActionsContextMenu);
    addCsvExportAction(breakdownTable_, this, [this] { return breakdownModel_->toCsv(); });

    connect(ipuChooser_, &QComboBox::currentIndexChanged, this, &MemoryView::configureSeries);
    connect(orderChooser_, &QComboBox::currentIndexChanged, this, &MemoryView::configureSeries);
    connect(gapsToggle_, &QCheckBox::toggled, this, &MemoryView::configureSeries);
    connect(scaleToggle_, &QCheckBox::toggled, plot_, &TileMemoryPlot::setScaleToTileMemory);
    connect(worstTileButton_, &QPushButton::clicked, this, &MemoryView::selectWorstTile);
    connect(outOfMemoryButton_, &QPushButton::clicked, this, [this] {
        std::vector<std::uint32_t> tiles = series_.outOfMemoryTiles();
        const std::optional<std::uint32_t> worst = tiles.empty() ? std::nullopt : std::optional(tiles.front());
        std::sort(tiles.begin(), tiles.end());
        selectTiles(std::move(tiles), worst);
    });
    connect(tileListEdit_, &QLineEdit::editingFinished, this, &MemoryView::onTileListEdited);
    connect(plot_, &TileMemoryPlot::tileClicked, this, &MemoryView::onTileClicked);
    connect(plot_, &TileMemoryPlot::positionsBoxed, this, &MemoryView::onPositionsBoxed);
    connect(chipMap_, &ChipMapWidget::tileClicked, this, &MemoryView::onTileClicked);
    followDocument(&ReportDocument::selectedTileChanged, &MemoryView::followDocumentTile);
    followDocument(&ReportDocument::selectedTileChanged, &MemoryView::showTileInside);
    retranslateUi();
    showDocument();
}

void MemoryView::retranslateUi()
{
    ipuLabel_->setText(tr("&IPU:"));
    orderLabel_->setText(tr("&Order:"));
    tilesLabel_->setText(tr("&Tiles:"));
    orderChooser_->setItemText(0, tr("Software order"));
    orderChooser_->setItemText(1, tr("Sorted by memory used"));
    gapsToggle_->setText(tr("Include gaps"));
    gapsToggle_->setToolTip(tr("Gaps are holes between variables left by alignment and placement rules; "
                               "they count towards what must fit in the tile's memory."));
    scaleToggle_->setText(tr("Scale to tile memory"));
    scaleToggle_->setToolTip(tr("Checked, the height reaches the tile memory line; unchecked, it fits the most "
                                "used tile so that small usage is readable."));
    tileListEdit_->setPlaceholderText(tr("Tiles, e.g. 0-3, 952"));
    worstTileButton_->setText(tr("Worst tile"));
    worstTileButton_->setToolTip(tr("Select the most used tile of the shown IPU(s)"));
    outOfMemoryButton_->setText(tr("Select out-of-memory tiles"));
    exportButton_->setText(tr("Export"));
    exportButton_->setToolTip(tr("Export the plot as PNG, SVG or PDF, or its data as CSV"));
    chipMapBox_->setTitle(tr("Tile map"));
    tileTabs_->setTabText(0, tr("Memory"));
}

// The IPU list, the banners and the selection's title in the new language; the selection, the
// order, the IPU shown and the zoom stay.
void MemoryView::rewordDocument()
{
    fillIpuChooser();
    showOutOfMemoryTiles();
    showRoomToSpare();
    showComparison();
    showSelection();
}

void MemoryView::fillIpuChooser()
{
    const QSignalBlocker blocker(ipuChooser_);
    const int current = std::max(ipuChooser_->currentIndex(), 0);
    ipuChooser_->clear();
    ipuChooser_->addItem(tr("All IPUs"), -1);
    for (std::uint32_t ipu = 0; shownStacks_ && ipu < shownStacks_->ipus; ++ipu)
        ipuChooser_->addItem(tr("IPU %1").arg(ipu), int(ipu));
    ipuChooser_->setCurrentIndex(std::min(current, ipuChooser_->count() - 1));
}

// A lesson's step: the options its claims depend on, whatever the user left them on (all IPUs, in
// software order, gaps included, every tile in view), the tile it names (else the headline's worst)
// in the breakdown, and the category it names marked there.
bool MemoryView::showFocus(const LessonFocus& focus)
{
    const LoadedReport* shown = document().headlineReport();
    breakdownModel_->setHighlightedRow(-1);
    if (!shown || !shownStacks_)
        return false;
    {
        const QSignalBlocker ipu(ipuChooser_);
        const QSignalBlocker order(orderChooser_);
        const QSignalBlocker gaps(gapsToggle_);
        ipuChooser_->setCurrentIndex(0);
        orderChooser_->setCurrentIndex(orderChooser_->findData(int(TileOrder::Software)));
        gapsToggle_->setChecked(true);
    }
    // The main window made the step's tile the document's; a step that names none shows the worst,
    // selected when the step marks a category in its breakdown.
    const auto category = parseMemoryCategory(focus.category);
    if (category && !document().selectedTile())
        document().setSelectedTile(shown->summary.worstTile.id);
    const std::optional<std::uint32_t> named = document().selectedTile();
    if (named && *named < shownStacks_->tileCount()) {
        selection_ = {*named};
        previewingWorstTile_ = false;
    } else {
        selection_.clear();
        previewingWorstTile_ = true;
    }
    configureSeries();
    plot_->showAllTiles();
    if (!category)
        return true;
    const int row = int(stackIndex(tileMemoryStackOf(*category)));
    breakdownModel_->setHighlightedRow(row);
    breakdownTable_->scrollTo(breakdownModel_->index(row, 0));
    return true;
}

void MemoryView::showDocument()
{
    breakdownModel_->setHighlightedRow(-1); // a lesson's mark belongs to the reports it was made on
    // Re-simulated reports keep what the user chose, where it still exists; others start afresh.
    const bool keepPlace = keepsPlace() && shownStacks_;
    const int keptIpu = ipuChooser_->currentData().toInt();
    const std::vector<std::uint32_t> keptSelection = selection_;
    const bool keptPreview = previewingWorstTile_;
    const bool keptScale = scaleToggle_->isChecked();
    const bool keepZoom = keepPlace && !plot_->showsAllTiles();
    const std::pair<double, double> keptRange = plot_->visibleRange();

    // The bars are the headline report's: after a re-simulation, the newer one's.
    const LoadedReport* source = document().headlineReport();
    const LoadedReport* target = document().comparedReport();
    shownStacks_ = source ? std::make_shared<const TileMemoryStacks>(tileMemoryStacks(source->report)) : nullptr;
    comparedStacks_ = target ? std::make_shared<const TileMemoryStacks>(tileMemoryStacks(target->report)) : nullptr;
    std::vector<std::int64_t> difference;
    sameTarget_ = sameModel_ = true;
    if (const ReportComparison* comparison = document().comparison()) {
        sameTarget_ = comparison->sameTarget;
        sameModel_ = comparison->sameModel;
        difference = comparison->tileDifference;
    }
    plot_->setReportNames(document().sourceName(), document().targetName());
    series_.setStacks(shownStacks_, std::move(difference));
    comparedSeries_.setStacks(sameTarget_ ? comparedStacks_ : nullptr);

    {
        const QSignalBlocker blocker(ipuChooser_);
        ipuChooser_->setCurrentIndex(0); // another report: all IPUs again
    }
    fillIpuChooser();
    if (keepPlace) {
        const QSignalBlocker blocker(ipuChooser_);
        ipuChooser_->setCurrentIndex(std::max(ipuChooser_->findData(keptIpu), 0));
    }
    ipuChooser_->setEnabled(shownStacks_ && shownStacks_->ipus > 1);
    for (QWidget* widget : std::initializer_list<QWidget*>{orderChooser_, gapsToggle_, scaleToggle_, tileListEdit_,
                                                                   worstTileButton_})
        widget->setEnabled(source != nullptr);

    selection_.clear();
    previewingWorstTile_ = false;
    if (keepPlace) {
        // A previewed worst tile is not a choice: configureSeries() previews the new worst.
        for (const std::uint32_t tile : keptSelection)
            if (tile < shownStacks_->tileCount())
                selection_.push_back(tile);
        previewingWorstTile_ = keptPreview;
    }
    configureSeries();
    if (keepPlace) {
        scaleToggle_->setChecked(keptScale);
        plot_->setScaleToTileMemory(keptScale);
    } else {
        // A report that uses a sliver of each tile would show flat bars under the line: start it
        // fitted to its data (the user can scale back to the tile memory).
        const bool small = shownStacks_ && series_.maxTotalBytes() * 4 < shownStacks_->bytesPerTile;
        scaleToggle_->setChecked(!small);
        plot_->setScaleToTileMemory(!small);
    }
    if (keepZoom)
        plot_->setVisibleRange(keptRange.first, keptRange.second); // clamped to the new tiles
    followDocumentTile();
    showTileInside();
}

void MemoryView::showTileInside()
{
    tileTabs_->showTile();
}

void MemoryView::configureSeries()
{
    const int ipu = ipuChooser_->currentData().toInt();
    const auto filter = ipu >= 0 ? std::optional<std::uint32_t>(std::uint32_t(ipu)) : std::nullopt;
    const auto order = TileOrder(orderChooser_->currentData().toInt());
    series_.configure(filter, order, gapsToggle_->isChecked());
    comparedSeries_.configure(filter, TileOrder::Software, gapsToggle_->isChecked());
    plot_->setSeries(&series_);
    chipMap_->setSeries(&series_);
    showOutOfMemoryTiles();
    showRoomToSpare();
    showComparison();
    if (previewingWorstTile_ || selection_.empty()) {
        // Until the user picks a tile, show the worst one so the breakdown is never blank.
        const auto worst = series_.worstTile();
        selection_ = worst ? std::vector<std::uint32_t>{*worst} : std::vector<std::uint32_t>{};
        previewingWorstTile_ = worst.has_value();
    }
    showSelection();
}

void MemoryView::showSelection()
{
    plot_->setSelectedTiles(selection_);
    chipMap_->setSelectedTiles(selection_);
    const auto [sourceStacks, targetStacks] = stacksInOrder();
    breakdownModel_->setTiles(sameTarget_ ? sourceStacks : shownStacks_, sameTarget_ ? targetStacks : nullptr,
                              selection_);
    {
        const QSignalBlocker blocker(tileListEdit_);
        tileListEdit_->setText(previewingWorstTile_ ? QString() : formatTileList(selection_));
    }
    tileListError_->hide();
    if (previewingWorstTile_ && !selection_.empty())
        breakdownBox_->setTitle(tr("Worst tile %1 (no tile selected yet)").arg(selection_.front()));
    else
        breakdownBox_->setTitle(tr("Selected tiles (%n)", nullptr, int(selection_.size())));
    QStringList notes;
    if (breakdownModel_->selectedTileCount() > breakdownModel_->shownTileCount())
        notes.append(tr("Showing the first %1 of %2 selected tiles; the CSV export has them all.")
                         .arg(breakdownModel_->shownTileCount())
                         .arg(breakdownModel_->selectedTileCount()));
    if (document().target() && !sameTarget_)
        notes.append(tr("The tiles of %1 only: the other report's tiles do not correspond.")
                         .arg(document().nameOf(document().headlineReport())));
    breakdownNote_->setText(notes.join(u' '));
    breakdownNote_->setVisible(!notes.isEmpty());
}

void MemoryView::selectTiles(std::vector<std::uint32_t> tiles, std::optional<std::uint32_t> current)
{
    std::sort(tiles.begin(), tiles.end());
    tiles.erase(std::unique(tiles.begin(), tiles.end()), tiles.end());
    selection_ = std::move(tiles);
    previewingWorstTile_ = false;
    if (!current && !selection_.empty())
        current = selection_.front();
    if (current) {
        showIpuOf(*current);
        plot_->revealTile(*current);
    }
    showSelection();
    // Liveness and Regions follow the document's tile; with an empty selection, so do they.
    document().setSelectedTile(current);
}

void MemoryView::selectWorstTile()
{
    if (const auto worst = series_.worstTile())
        selectTiles({*worst}, *worst);
}

void MemoryView::onTileClicked(std::uint32_t tile, bool add)
{
    if (!add || previewingWorstTile_) {
        selectTiles({tile}, tile);
        return;
    }
    std::vector<std::uint32_t> tiles = selection_;
    std::optional<std::uint32_t> current = tile;
    const auto it = std::find(tiles.begin(), tiles.end(), tile);
    if (it != tiles.end()) {
        tiles.erase(it); // Ctrl+click on a selected tile deselects it
        current = tiles.empty() ? std::nullopt : std::optional(tiles.front());
    } else {
        tiles.push_back(tile);
    }
    selectTiles(std::move(tiles), current);
}

void MemoryView::onPositionsBoxed(std::size_t first, std::size_t last, bool add)
{
    std::vector<std::uint32_t> tiles = add && !previewingWorstTile_ ? selection_ : std::vector<std::uint32_t>{};
    std::optional<std::uint32_t> worst;
    std::uint64_t worstBytes = 0;
    for (std::size_t p = first; p < std::min(last, series_.size()); ++p) {
        tiles.push_back(series_.tileAt(p));
        if (!worst || series_.totalAt(p) > worstBytes) {
            worst = series_.tileAt(p);
            worstBytes = series_.totalAt(p);
        }
    }
    // The boxed tiles' worst becomes the document's tile: the one most worth a look.
    selectTiles(std::move(tiles), worst);
}

void MemoryView::onTileListEdited()
{
    if (!shownStacks_)
        return;
    const QString text = tileListEdit_->text();
    if (previewingWorstTile_ && text.trimmed().isEmpty())
        return;
    QString error;
    const auto tiles = parseTileList(text, shownStacks_->tileCount(), &error);
    if (!tiles) {
        tileListError_->setText(error);
        tileListError_->show();
        return;
    }
    if (*tiles == selection_ && !previewingWorstTile_)
        return;
    selectTiles(*tiles);
}

void MemoryView::followDocumentTile()
{
    const std::optional<std::uint32_t> tile = document().selectedTile();
    if (!tile || !shownStacks_ || *tile >= shownStacks_->tileCount())
        return;
    if (!previewingWorstTile_ && std::binary_search(selection_.begin(), selection_.end(), *tile))
        return;
    selection_ = {*tile};
    previewingWorstTile_ = false;
    showIpuOf(*tile);
    plot_->revealTile(*tile);
    showSelection();
}

// A tile picked elsewhere on another IPU than the one shown: show its IPU, so it can be seen.
void MemoryView::showIpuOf(std::uint32_t tile)
{
    if (!series_.ipu() || series_.positionOf(tile) || !shownStacks_ || shownStacks_->tilesPerIpu == 0)
        return;
    const int index = ipuChooser_->findData(int(tile / shownStacks_->tilesPerIpu));
    if (index >= 0)
        ipuChooser_->setCurrentIndex(index); // reconfigures the series, keeping the selection
}

void MemoryView::zoomBy(double factor)
{
    plot_->zoomBy(factor);
}

void MemoryView::resetZoom()
{
    plot_->showAllTiles();
}

} // namespace tilescope::gui
