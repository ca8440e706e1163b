#include "views/regions/RegionsPlot.h"

#include "models/ByteFormat.h"
#include "plot/LegendSwatch.h"
#include "plot/PlotFrame.h"
#include "plot/PlotGestures.h"
#include "plot/PlotPalette.h"
#include "views/regions/RegionBlocksLayer.h"
#include "views/regions/RegionMarkers.h"
#include "views/regions/TileBlocksModel.h"

#include <QCursor>
#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QBoxLayout>
#include <QLocale>
#include <QMouseEvent>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace tilescope::gui {
namespace {

constexpr double kZoomStep = 1.5;
constexpr double kPanStep = 0.2;
constexpr double kMinVisibleBytes = 64.0;
constexpr double kLaneAxisMargin = 0.05; // lane-axis units above the first and below the last lane

const TileBlockLanes kNoLanes;

// An axis rect of a fixed height in pixels that shares the plot's address axis: it never scrolls
// with the lanes, and its text keeps its size whatever the plot's height.
QCPAxisRect* fixedRow(QCustomPlot* plot, int heightPx)
{
    auto* rect = new QCPAxisRect(plot);
    rect->setMinimumSize(0, heightPx);
    rect->setMaximumSize(QWIDGETSIZE_MAX, heightPx);
    rect->setAutoMargins(QCP::msLeft | QCP::msRight);
    rect->setMargins(QMargins(0, 0, 0, 0));
    rect->axis(QCPAxis::atBottom)->setVisible(false);
    rect->axis(QCPAxis::atLeft)->setRange(0.0, 1.0);
    rect->axis(QCPAxis::atLeft)->setRangeReversed(true);
    rect->axis(QCPAxis::atLeft)->grid()->setVisible(false);
    rect->axis(QCPAxis::atBottom)->grid()->setVisible(false);
    // Dragging and the wheel over it move the lanes' address axis, which it follows.
    rect->setRangeDrag(Qt::Horizontal);
    rect->setRangeZoom(Qt::Horizontal);
    rect->setRangeDragAxes(plot->xAxis, nullptr);
    rect->setRangeZoomAxes(plot->xAxis, nullptr);
    return rect;
}

} // namespace

RegionsPlot::RegionsPlot(QWidget* parent)
    : QWidget(parent),
      plot_(PlotFrame::fill(this)),
      title_(new QCPTextElement(plot_, QString(), QFont(font().family(), font().pointSize() + 1, QFont::Bold))),
      laneTicker_(new QCPAxisTickerText),
      peakTicker_(new QCPAxisTickerText),
      explanation_(new QLabel(this))
{
    // An explicit minimum width: QCustomPlot's own hint is as wide as the legend's rows, which would
    // force the main window wider than small screens. The height is the rows' (PlotFrame::fitLayout).
    plot_->setMinimumWidth(320);
    plot_->setAutoAddPlottableToLegend(false);
    createRows();

    plot_->legend->setVisible(true);
    plot_->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    plot_->legend->setBorderPen(Qt::NoPen);
    plot_->legend->setIconSize(18, 12);
    PlotFrame::of(plot_)->setMaximumLegendColumns(5);
    for (int g = 0; g < kBlockGroupCount; ++g) {
        const auto group = BlockGroup(g);
        auto* entry = new LegendSwatch(plot_->xAxis, plot_->yAxis);
        const QColor colour = TileBlocksModel::groupColour(group);
        entry->setBrushes(group == BlockGroup::Free ? QList<QBrush>{} : QList<QBrush>{QBrush(colour)});
        entry->setPen(group == BlockGroup::Free ? QPen(colour, 1, Qt::DashLine) : QPen(colour.darker(130)));
        legendEntries_.push_back(entry);
    }
    for (int c = 0; c < kGapCauseCount; ++c) {
        auto* entry = new LegendSwatch(plot_->xAxis, plot_->yAxis);
        entry->setBrushes(RegionBlocksLayer::gapBrushes(GapCause(c)));
        gapLegendEntries_.push_back(entry);
    }
    // Below the plot and wrapped, so that it is whole in a narrow window.
    explanation_->setWordWrap(true);
    explanation_->setAlignment(Qt::AlignHCenter);
    explanation_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    auto* box = static_cast<QBoxLayout*>(layout());
    box->addWidget(explanation_);
    box->setStretch(0, 1); // the plot takes the height

    plot_->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    lanes_->setRangeDrag(Qt::Horizontal);
    lanes_->setRangeZoom(Qt::Horizontal);
    plot_->setFocusPolicy(Qt::StrongFocus);
    plot_->installEventFilter(this);
    // + and - zoom the lanes with Ctrl, the addresses without.
    auto* gestures = new PlotGestures(plot_, PlotGestures::Keys{kZoomStep, kPanStep});
    connect(gestures, &PlotGestures::zoomRequested, this, [this](double factor, Qt::KeyboardModifiers modifiers) {
        if (modifiers.testFlag(Qt::ControlModifier))
            zoomLanes(factor, plot_->yAxis->range().center());
        else
            zoomBy(factor);
    });
    connect(gestures, &PlotGestures::panRequested, this, [this](double fraction) { panBy(fraction); });
    connect(gestures, &PlotGestures::resetRequested, this, &RegionsPlot::resetZoom);
    connect(gestures, &PlotGestures::clicked, this, [this](QPoint at) {
        // A click, not the end of a drag: select the block under the pointer.
        if (const int row = blockAt(at); row >= 0)
            emit blockClicked(row);
    });

    connect(plot_->xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, [this] {
        clampRange();
        header_->axis(QCPAxis::atBottom)->setRange(plot_->xAxis->range());
        peakRow_->axis(QCPAxis::atBottom)->setRange(plot_->xAxis->range());
        refold();
        emit addressRangeChanged(firstVisibleByte(), lastVisibleByte());
    });
    connect(plot_->yAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, [this] { placeLaneLabels(); });
    // A resize changes the bytes per pixel: fold again before drawing (afterLayout comes just before).
    connect(plot_, &QCustomPlot::afterLayout, this, [this] {
        if (lanes_->width() != foldedWidth_)
            fold();
        // The lane names depend on the lanes' height on screen: place them again, for the next drawing.
        if (lanes_->height() != namedHeight_) {
            namedHeight_ = lanes_->height();
            const QStringList before = laneLabels();
            placeLaneLabels();
            if (laneLabels() != before)
                plot_->replot(QCustomPlot::rpQueuedReplot);
        }
    });
    connect(plot_, &QCustomPlot::mouseMove, this, [this](QMouseEvent* event) {
        const QString text = toolTipAt(event->position().toPoint());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(event->globalPosition().toPoint(), text, plot_);
    });
    retranslate();
    applyPalette();
    rebuild();
}

RegionsPlot::~RegionsPlot() = default;

// Rows of the plot layout: title, header, peak row, lanes (the default axis rect), legend.
void RegionsPlot::createRows()
{
    const int line = QFontMetrics(font()).height();
    QCPLayoutGrid* layout = plot_->plotLayout();
    // Taken before the other rows exist: QCustomPlot::axisRect() answers the first in layout order.
    lanes_ = plot_->axisRect();
    header_ = fixedRow(plot_, line * 3 / 2);
    peakRow_ = fixedRow(plot_, line * 5 / 2);
    layout->insertRow(0);
    layout->addElement(0, 0, title_);
    layout->insertRow(1);
    layout->addElement(1, 0, header_);
    layout->insertRow(2);
    layout->addElement(2, 0, peakRow_);
    layout->addElement(4, 0, plot_->legend);
    layout->setRowSpacing(3);
    for (int row : {0, 1, 2, 4})
        layout->setRowStretchFactor(row, 0.001);
    lanes_->setMargins(QMargins(0, 0, 0, 0));
    lanes_->setMinimumSize(0, 3 * line); // two lines of lane names and a lane to see
    lanes_->setAutoMargins(QCP::msLeft | QCP::msRight | QCP::msBottom);
    // One address scale: the three rows keep their left and right edges together.
    auto* margins = new QCPMarginGroup(plot_);
    for (QCPAxisRect* rect : {header_, peakRow_, lanes_})
        rect->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
    header_->axis(QCPAxis::atLeft)->setVisible(false);
    QCPAxis* peakAxis = peakRow_->axis(QCPAxis::atLeft);
    peakAxis->setTicker(peakTicker_);
    peakAxis->setTickLength(0, 0);
    peakAxis->setSubTicks(false);

    markers_ = std::make_unique<RegionMarkers>(plot_, header_, std::vector<QCPAxisRect*>{header_, peakRow_, lanes_});
    // After the markers, so that the region bands lie under the blocks.
    blocks_ = new RegionBlocksLayer(plot_->xAxis, plot_->yAxis, RegionBlocksLayer::Layout::AddressLanes);
    peakBlocks_ = new RegionBlocksLayer(peakRow_->axis(QCPAxis::atBottom), peakAxis, RegionBlocksLayer::Layout::PeakRow);
    peakAxis->setRange(0.0, TileBlockLanes::row({}).totalHeight());
    plot_->yAxis->setRangeReversed(true); // lane 0 on top, under the peak row
    plot_->yAxis->setTicker(laneTicker_);
    plot_->yAxis->setSubTicks(false);
    plot_->yAxis->setTickLength(0, 0);
    plot_->yAxis->grid()->setVisible(false);
}

void RegionsPlot::retranslate()
{
    plot_->xAxis->setLabel(tr("Address (KiB)"));
    explanation_->setText(tr("Variables with disjoint live ranges may share addresses: they are drawn in separate "
                             "lanes (Ctrl+wheel or Ctrl+/− zooms the lanes, ↑/↓ scrolls them). The row at the peak "
                             "shows what is in use when the tile needs the most, and every gap, hatched by cause."));
    for (int g = 0; g < kBlockGroupCount; ++g)
        legendEntries_[std::size_t(g)]->setName(TileBlocksModel::groupName(BlockGroup(g)));
    for (int c = 0; c < kGapCauseCount; ++c)
        gapLegendEntries_[std::size_t(c)]->setName(TileBlocksModel::gapCauseName(GapCause(c)));
    // The labels that depend on the tile, keeping the zoom and the highlighted block.
    showPeakLabel();
    placeLaneLabels();
    markers_->setTile(model_ && model_->tile() ? model_ : nullptr);
    markers_->placeLabels(model_);
    PlotFrame::of(plot_)->fitLayout();
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void RegionsPlot::showPeakLabel()
{
    peakTicker_->clear();
    if (!model_ || !model_->report() || !model_->tile())
        return;
    const std::int64_t step = model_->peakStep();
    peakTicker_->addTick(model_->peakRow().totalHeight() / 2.0,
                         step >= 0 ? tr("At the peak\n(step %1)").arg(QLocale().toString(qlonglong(step))) : tr("In use"));
}

void RegionsPlot::setModel(const TileBlocksModel* model)
{
    if (model_)
        disconnect(model_, nullptr, this, nullptr);
    model_ = model;
    blocks_->setModel(model);
    peakBlocks_->setModel(model);
    if (model_)
        connect(model_, &QAbstractItemModel::modelReset, this, &RegionsPlot::rebuild);
    rebuild();
}

void RegionsPlot::setTitle(const QString& title) { title_->setText(title); plot_->replot(QCustomPlot::rpQueuedReplot); }

double RegionsPlot::extentBytes() const
{
    if (!model_ || !model_->report())
        return 1.0;
    const TileTotals& totals = model_->totals();
    // A little room past the tile's end, so the bold line does not sit on the frame.
    return std::max(double(std::max(totals.highestAddress, totals.capacityBytes)), minimumExtentBytes_) * 1.02;
}

void RegionsPlot::rebuild()
{
    highlighted_ = -1;
    blocks_->setHighlightedBlock(-1);
    peakBlocks_->setHighlightedBlock(-1);
    const bool hasTile = model_ && model_->report() && model_->tile();
    const TileBlockLanes& lanes = hasTile ? model_->lanes() : kNoLanes;
    const double height = hasTile ? std::max(1.0, lanes.totalHeight()) : 1.0;
    fullLaneLower_ = -kLaneAxisMargin;
    fullLaneUpper_ = height + kLaneAxisMargin;
    plot_->yAxis->setRange(fullLaneLower_, fullLaneUpper_);
    showPeakLabel();

    std::vector<bool> present(kBlockGroupCount, false), causes(kGapCauseCount, false);
    std::vector<double> boundaries;
    if (hasTile) {
        for (std::size_t i = 0; i < model_->blocks().size(); ++i) {
            present[std::size_t(model_->groupAt(int(i)))] = true;
            if (model_->blocks()[i].kind == TileBlockKind::Gap)
                causes[std::size_t(model_->gapCause(int(i)))] = true;
        }
        const Target& target = model_->report()->target;
        for (const MemoryElement& element : target.memoryElements)
            if (element.startBytes > 0)
                boundaries.push_back(double(element.startBytes) / kBytesPerKiB);
    }
    plot_->legend->clearItems();
    for (int g = 0; g < kBlockGroupCount; ++g)
        if (present[std::size_t(g)] && BlockGroup(g) != BlockGroup::Gap) // gaps are named by cause
            legendEntries_[std::size_t(g)]->addToLegend();
    for (int c = 0; c < kGapCauseCount; ++c)
        if (causes[std::size_t(c)])
            gapLegendEntries_[std::size_t(c)]->addToLegend();
    PlotFrame::of(plot_)->fitLayout();
    blocks_->setElementBoundaries(std::move(boundaries));
    markers_->setTile(hasTile ? model_ : nullptr);
    placeLaneLabels();

    plot_->xAxis->setRange(0.0, extentBytes() / kBytesPerKiB);
    refold();
}

// The two kinds of lanes are named in the middle of what is in view of each, so that zoomed and
// scrolled lanes keep their names; a name taller than its lanes on screen is left out rather than
// drawn over the other.
void RegionsPlot::placeLaneLabels()
{
    laneTicker_->clear();
    if (!model_ || !model_->tile())
        return;
    const TileBlockLanes& lanes = model_->lanes();
    const QCPRange range = plot_->yAxis->range();
    const QFontMetrics metrics(plot_->yAxis->tickLabelFont());
    const auto label = [&](double top, double bottom, const QString& text) {
        const double from = std::max(top, range.lower), to = std::min(bottom, range.upper);
        const double pixels = std::abs(plot_->yAxis->coordToPixel(to) - plot_->yAxis->coordToPixel(from));
        if (from < to && pixels >= double(metrics.height() * int(text.count(u'\n') + 1)))
            laneTicker_->addTick((from + to) / 2.0, text);
    };
    if (lanes.permanentLaneCount > 0)
        label(0.0, lanes.laneBottom(lanes.permanentLaneCount - 1), tr("Always\nallocated"));
    if (lanes.laneCount > lanes.permanentLaneCount)
        label(lanes.laneTop(lanes.permanentLaneCount), lanes.totalHeight(), tr("Not always\nlive"));
}

QStringList RegionsPlot::laneLabels() const
{
    return laneTicker_->ticks().values();
}

void RegionsPlot::refold()
{
    fold();
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void RegionsPlot::fold()
{
    foldedWidth_ = lanes_->width();
    markers_->placeLabels(model_);
    if (!model_ || !model_->tile()) {
        blocks_->setDrawnBlocks({});
        peakBlocks_->setDrawnBlocks({});
        return;
    }
    const QCPRange range = plot_->xAxis->range();
    const double widthPx = std::max(1, lanes_->width());
    const double first = std::max(0.0, range.lower * kBytesPerKiB);
    const double last = std::max(first, range.upper * kBytesPerKiB);
    const auto from = std::uint64_t(first), to = std::uint64_t(std::ceil(last));
    blocks_->setDrawnBlocks(model_->folding().visible(from, to, (last - first) / widthPx));
    peakBlocks_->setDrawnBlocks(model_->peakFolding().visible(from, to, (last - first) / widthPx));
}

void RegionsPlot::clampRange()
{
    if (clamping_)
        return;
    clamping_ = true;
    const double extentKiB = extentBytes() / kBytesPerKiB;
    QCPRange range = plot_->xAxis->range();
    double size = std::clamp(range.size(), kMinVisibleBytes / kBytesPerKiB, extentKiB);
    double lower = std::clamp(range.lower, 0.0, std::max(0.0, extentKiB - size));
    if (lower != range.lower || size != range.size())
        plot_->xAxis->setRange(lower, lower + size);
    clamping_ = false;
}

void RegionsPlot::setMinimumExtent(double bytes)
{
    minimumExtentBytes_ = bytes;
    resetZoom();
}

void RegionsPlot::setLegendVisible(bool visible)
{
    explanation_->setVisible(visible);
    if (plot_->legend->visible() == visible)
        return;
    plot_->legend->setVisible(visible);
    // A hidden layout element still takes its row: take it out (or put it back) under the axes.
    QCPLayoutGrid* layout = plot_->plotLayout();
    if (visible) {
        layout->addElement(4, 0, plot_->legend);
        layout->setRowStretchFactor(4, 0.001);
    } else {
        layout->take(plot_->legend);
        layout->simplify();
    }
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void RegionsPlot::setHighlightedBlock(int row)
{
    highlighted_ = model_ && row >= 0 && std::size_t(row) < model_->blocks().size() ? row : -1;
    blocks_->setHighlightedBlock(highlighted_);
    peakBlocks_->setHighlightedBlock(highlighted_);
    if (highlighted_ >= 0) {
        const TileBlock& block = model_->blocks()[std::size_t(highlighted_)];
        const double first = double(block.offset);
        const double last = double(block.offset + block.bytes);
        const double size = lastVisibleByte() - firstVisibleByte();
        if (last < firstVisibleByte() || first > lastVisibleByte())
            setAddressRange((first + last) / 2.0 - size / 2.0, (first + last) / 2.0 + size / 2.0);
    }
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

double RegionsPlot::laneAt(double pixelY) const { return plot_->yAxis->pixelToCoord(pixelY); }

std::uint64_t RegionsPlot::addressAt(double pixelX) const
{
    return std::uint64_t(std::max(0.0, plot_->xAxis->pixelToCoord(pixelX) * kBytesPerKiB));
}

int RegionsPlot::blockAt(const QPoint& pixel) const
{
    if (!model_ || !model_->tile() || plot_->xAxis->pixelToCoord(pixel.x()) < 0.0)
        return -1;
    const bool inPeakRow = peakRow_->rect().contains(pixel);
    if (!inPeakRow && !lanes_->rect().contains(pixel))
        return -1;
    const std::uint64_t address = addressAt(pixel.x());
    const TileBlockFolding& folding = inPeakRow ? model_->peakFolding() : model_->folding();
    const int lane = inPeakRow ? 0 : model_->lanes().laneAt(laneAt(pixel.y()));
    if (lane < 0)
        return -1;
    // Blocks narrower than a pixel are found within half a pixel either side.
    const double slop = std::max(1.0, (lastVisibleByte() - firstVisibleByte()) / std::max(1, lanes_->width()) / 2.0);
    for (const double probe : {0.0, -slop, slop}) {
        const double at = double(address) + probe;
        if (at < 0.0)
            continue;
        const int row = folding.blockAt(std::uint64_t(at), lane);
        if (row >= 0)
            return row;
    }
    return inPeakRow ? -1 : folding.blockAt(address, -1);
}

QString RegionsPlot::toolTipAt(const QPoint& pixel) const
{
    const int row = blockAt(pixel);
    if (row >= 0)
        return model_->toolTipText(row);
    if (!model_ || !model_->tile())
        return {};
    const std::uint64_t address = addressAt(pixel.x());
    if (header_->rect().contains(pixel))
        return model_->addressToolTip(address, TileBlocksModel::Place::Header);
    if (lanes_->rect().contains(pixel))
        return model_->addressToolTip(address, TileBlocksModel::Place::Lanes);
    if (peakRow_->rect().contains(pixel))
        return model_->addressToolTip(address, TileBlocksModel::Place::PeakRow);
    return {};
}

QPoint RegionsPlot::pixelOf(std::uint64_t address, int lane) const
{
    const TileBlockLanes& lanes = model_ ? model_->lanes() : kNoLanes;
    const double laneCoord = (lanes.laneTop(lane) + lanes.laneBottom(lane)) / 2.0;
    return QPointF(plot_->xAxis->coordToPixel(double(address) / kBytesPerKiB), plot_->yAxis->coordToPixel(laneCoord))
        .toPoint();
}

QPoint RegionsPlot::pixelOfPeakRow(std::uint64_t address) const
{
    return QPointF(plot_->xAxis->coordToPixel(double(address) / kBytesPerKiB), peakRow_->center().y()).toPoint();
}

QPoint RegionsPlot::pixelOfHeader(std::uint64_t address) const
{
    return QPointF(plot_->xAxis->coordToPixel(double(address) / kBytesPerKiB), header_->center().y()).toPoint();
}

bool RegionsPlot::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != plot_)
        return QWidget::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::KeyPress: {
        const auto* key = static_cast<QKeyEvent*>(event);
        switch (key->key()) {
        case Qt::Key_Up: panLanes(-kPanStep); return true;
        case Qt::Key_Down: panLanes(kPanStep); return true;
        default: break;
        }
        break;
    }
    case QEvent::Wheel: {
        const auto* wheel = static_cast<QWheelEvent*>(event);
        if (!wheel->modifiers().testFlag(Qt::ControlModifier))
            break;
        const double steps = wheel->angleDelta().y() / 120.0;
        // Over the lanes, about the lane under the mouse; elsewhere about the middle of the view.
        const QPointF at = wheel->position();
        const double centre = lanes_->rect().contains(at.toPoint()) ? plot_->yAxis->pixelToCoord(at.y())
                                                                                 : plot_->yAxis->range().center();
        zoomLanes(std::pow(kZoomStep, steps), centre);
        return true;
    }
    default: break;
    }
    return QWidget::eventFilter(watched, event);
}

void RegionsPlot::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    else if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

// QCustomPlot draws black on white; follow the widget palette so a dark theme works.
void RegionsPlot::applyPalette()
{
    const QPalette& p = palette();
    const QColor text = p.color(QPalette::WindowText);
    const QColor base = p.color(QPalette::Base);
    applyPlotPalette(plot_, p, {plot_->xAxis, plot_->yAxis, peakRow_->axis(QCPAxis::atLeft)});
    plot_->legend->setBrush(p.brush(QPalette::Base));
    plot_->legend->setTextColor(text);
    title_->setTextColor(text);
    blocks_->setColours(base, text, p.color(QPalette::Highlight));
    peakBlocks_->setColours(base, text, p.color(QPalette::Highlight));
    markers_->applyPalette(p);
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace tilescope::gui
