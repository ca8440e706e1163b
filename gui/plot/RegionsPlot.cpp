#include "plot/RegionsPlot.h"

#include "plot/PlotPalette.h"
#include "models/ByteFormat.h"
#include "models/TileBlocksModel.h"
#include "plot/RegionBlocksLayer.h"
#include "plot/PlotFrame.h"
#include "plot/RegionMarkers.h"

#include <QEvent>
#include <QKeyEvent>
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
constexpr int kClickSlopPx = 4;

// The strip above the lanes where the regions are named: a fixed share of the lanes' height, so
// it stays readable whether the tile has one lane or a hundred.
double stripHeight(double lanesHeight) { return std::max(0.7, lanesHeight * 0.08); }

const TileBlockLanes kNoLanes;

std::uint64_t interleavedStart(const TileBlocksModel& model)
{
    return model.report() ? model.report()->target.interleavedStartBytes() : 0;
}

} // namespace

RegionsPlot::RegionsPlot(QWidget* parent)
    : QWidget(parent),
      plot_(PlotFrame::fill(this)),
      title_(new QCPTextElement(plot_, QString(), QFont(font().family(), font().pointSize() + 1, QFont::Bold))),
      explanation_(new QCPTextElement(plot_)),
      blocks_(nullptr),
      markers_(std::make_unique<RegionMarkers>(plot_)), // before the blocks: its bands lie under them
      laneTicker_(new QCPAxisTickerText)
{
    // An explicit minimum: QCustomPlot's own hint is as wide as the legend's rows, which would
    // force the main window wider than small screens.
    plot_->setMinimumSize(320, 200);

    plot_->setAutoAddPlottableToLegend(false);
    blocks_ = new RegionBlocksLayer(plot_->xAxis, plot_->yAxis);
    plot_->plotLayout()->insertRow(0);
    plot_->plotLayout()->addElement(0, 0, title_);
    // The legend goes under the plot, in rows, so that the address axis keeps the full width.
    plot_->axisRect()->insetLayout()->take(plot_->legend);
    plot_->plotLayout()->addElement(2, 0, plot_->legend);
    plot_->plotLayout()->addElement(3, 0, explanation_);
    plot_->plotLayout()->setRowStretchFactor(0, 0.001);
    plot_->plotLayout()->setRowStretchFactor(2, 0.001);
    plot_->plotLayout()->setRowStretchFactor(3, 0.001);
    plot_->legend->setVisible(true);
    plot_->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    plot_->legend->setWrap(5);
    plot_->legend->setBorderPen(Qt::NoPen);
    plot_->legend->setIconSize(18, 12);
    explanation_->setText(tr("Variables with disjoint live ranges may share addresses: they are drawn in "
                             "separate lanes (Ctrl+wheel or Ctrl+/− zooms the lanes, ↑/↓ scrolls them). "
                             "Hatched: gaps that no variable ever uses."));
    for (int g = 0; g < kBlockGroupCount; ++g) {
        const auto group = BlockGroup(g);
        auto* entry = new QCPBars(plot_->xAxis, plot_->yAxis);
        entry->setName(TileBlocksModel::groupName(group));
        const QColor colour = TileBlocksModel::groupColour(group);
        entry->setBrush(group == BlockGroup::Gap    ? QBrush(colour.darker(115), Qt::BDiagPattern)
                        : group == BlockGroup::Free ? QBrush(Qt::NoBrush)
                                                    : QBrush(colour));
        entry->setPen(group == BlockGroup::Free ? QPen(colour, 1, Qt::DashLine) : QPen(colour.darker(130)));
        legendEntries_.push_back(entry);
    }

    plot_->xAxis->setLabel(tr("Address (KiB)"));
    plot_->yAxis->setRangeReversed(true); // lane 0 on top, under the region strip
    plot_->yAxis->setTicker(laneTicker_);
    plot_->yAxis->setSubTicks(false);
    plot_->yAxis->setTickLength(0, 0);
    plot_->yAxis->grid()->setVisible(false);
    plot_->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    plot_->axisRect()->setRangeDrag(Qt::Horizontal);
    plot_->axisRect()->setRangeZoom(Qt::Horizontal);
    plot_->setFocusPolicy(Qt::StrongFocus);
    plot_->installEventFilter(this);


    connect(plot_->xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, [this] {
        clampRange();
        refold();
        emit addressRangeChanged(firstVisibleByte(), lastVisibleByte());
    });
    // A resize changes the bytes per pixel: fold again before drawing (afterLayout comes just before).
    connect(plot_, &QCustomPlot::afterLayout, this, [this] {
        if (plot_->axisRect()->width() != foldedWidth_)
            fold();
    });
    connect(plot_, &QCustomPlot::mouseMove, this, [this](QMouseEvent* event) {
        const QString text = toolTipAt(event->position().toPoint());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(event->globalPosition().toPoint(), text, plot_);
    });
    applyPalette();
    rebuild();
}

RegionsPlot::~RegionsPlot() = default;

void RegionsPlot::setModel(const TileBlocksModel* model)
{
    if (model_)
        disconnect(model_, nullptr, this, nullptr);
    model_ = model;
    blocks_->setModel(model);
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
    const bool hasTile = model_ && model_->report() && model_->tile();
    const TileBlockLanes& lanes = hasTile ? model_->lanes() : kNoLanes;
    const double height = hasTile ? std::max(1.0, lanes.totalHeight()) : 1.0;
    const double strip = stripHeight(height);
    fullLaneLower_ = -strip - 0.1;
    fullLaneUpper_ = height + 0.05;
    plot_->yAxis->setRange(fullLaneLower_, fullLaneUpper_);
    // Name the two kinds of lanes on the lane axis.
    laneTicker_->clear();
    if (hasTile && lanes.permanentLaneCount > 0)
        laneTicker_->addTick(lanes.laneBottom(lanes.permanentLaneCount - 1) / 2.0, tr("Always\nallocated"));
    if (hasTile && lanes.laneCount > lanes.permanentLaneCount)
        laneTicker_->addTick((lanes.laneTop(lanes.permanentLaneCount) + height) / 2.0, tr("Not always\nlive"));

    std::vector<bool> present(kBlockGroupCount, false);
    std::vector<double> boundaries;
    if (hasTile) {
        for (std::size_t i = 0; i < model_->blocks().size(); ++i)
            present[std::size_t(model_->groupAt(int(i)))] = true;
        const Target& target = model_->report()->target;
        for (const MemoryElement& element : target.memoryElements)
            if (element.startBytes > 0)
                boundaries.push_back(double(element.startBytes) / kBytesPerKiB);
    }
    for (int g = 0; g < kBlockGroupCount; ++g) {
        if (present[std::size_t(g)])
            legendEntries_[std::size_t(g)]->addToLegend();
        else
            legendEntries_[std::size_t(g)]->removeFromLegend();
    }
    blocks_->setElementBoundaries(std::move(boundaries));

    // The region strip: its top part names the regions; lanes start at 0.
    markers_->setTile(hasTile ? model_ : nullptr, -strip, -strip * 0.12, height + 0.05);

    plot_->xAxis->setRange(0.0, extentBytes() / kBytesPerKiB);
    refold();
}

void RegionsPlot::refold()
{
    fold();
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void RegionsPlot::fold()
{
    foldedWidth_ = plot_->axisRect()->width();
    markers_->placeLabels(model_);
    if (!model_ || !model_->tile()) {
        blocks_->setDrawnBlocks({});
        return;
    }
    const QCPRange range = plot_->xAxis->range();
    const double widthPx = std::max(1, plot_->axisRect()->width());
    const double first = std::max(0.0, range.lower * kBytesPerKiB);
    const double last = std::max(first, range.upper * kBytesPerKiB);
    blocks_->setDrawnBlocks(model_->folding().visible(std::uint64_t(first), std::uint64_t(std::ceil(last)),
                                                      (last - first) / widthPx));
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
    if (plot_->legend->visible() == visible)
        return;
    plot_->legend->setVisible(visible);
    explanation_->setVisible(visible);
    // A hidden layout element still takes its row: take both out (or put them back) under the axes.
    QCPLayoutGrid* layout = plot_->plotLayout();
    if (visible) {
        layout->addElement(2, 0, plot_->legend);
        layout->addElement(3, 0, explanation_);
        layout->setRowStretchFactor(2, 0.001);
        layout->setRowStretchFactor(3, 0.001);
    } else {
        layout->take(plot_->legend);
        layout->take(explanation_);
        layout->simplify();
    }
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void RegionsPlot::setHighlightedBlock(int row)
{
    highlighted_ = model_ && row >= 0 && std::size_t(row) < model_->blocks().size() ? row : -1;
    blocks_->setHighlightedBlock(highlighted_);
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

void RegionsPlot::setAddressRange(double firstByte, double lastByte)
{
    if (!(lastByte > firstByte))
        return;
    plot_->xAxis->setRange(firstByte / kBytesPerKiB, lastByte / kBytesPerKiB);
}

double RegionsPlot::firstVisibleByte() const { return plot_->xAxis->range().lower * kBytesPerKiB; }
double RegionsPlot::lastVisibleByte() const { return plot_->xAxis->range().upper * kBytesPerKiB; }

void RegionsPlot::zoomBy(double factor)
{
    if (factor > 0.0)
        plot_->xAxis->scaleRange(1.0 / factor, plot_->xAxis->range().center());
}

void RegionsPlot::panBy(double fraction) { plot_->xAxis->moveRange(plot_->xAxis->range().size() * fraction); }

void RegionsPlot::resetZoom()
{
    plot_->xAxis->setRange(0.0, extentBytes() / kBytesPerKiB);
    plot_->yAxis->setRange(fullLaneLower_, fullLaneUpper_);
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

// Two hundred lanes of temporary variables share a few hundred pixels: Ctrl+wheel and Ctrl+arrows
// zoom the lanes apart, Up and Down scroll them; the lanes never leave their full range.
void RegionsPlot::zoomLanes(double factor, double centre)
{
    if (!(factor > 0.0))
        return;
    const QCPRange range = plot_->yAxis->range();
    const double full = fullLaneUpper_ - fullLaneLower_;
    const double size = std::clamp(range.size() / factor, std::min(4.0, full), full);
    const double lower = centre - (centre - range.lower) * size / range.size();
    setLaneRange(lower, size);
}

void RegionsPlot::panLanes(double fraction)
{
    const QCPRange range = plot_->yAxis->range();
    setLaneRange(range.lower + range.size() * fraction, range.size());
}

void RegionsPlot::setLaneRange(double lower, double size)
{
    lower = std::clamp(lower, fullLaneLower_, std::max(fullLaneLower_, fullLaneUpper_ - size));
    plot_->yAxis->setRange(lower, lower + size);
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

std::pair<double, double> RegionsPlot::visibleLanes() const
{
    return {plot_->yAxis->range().lower, plot_->yAxis->range().upper};
}

std::size_t RegionsPlot::drawnRectangles() const { return blocks_->drawnCount(); }

double RegionsPlot::laneAt(double pixelY) const { return plot_->yAxis->pixelToCoord(pixelY); }

int RegionsPlot::blockAt(const QPoint& pixel) const
{
    if (!model_ || !model_->tile() || !plot_->axisRect()->rect().contains(pixel))
        return -1;
    const double addressKiB = plot_->xAxis->pixelToCoord(pixel.x());
    if (addressKiB < 0.0)
        return -1;
    const auto address = std::uint64_t(addressKiB * kBytesPerKiB);
    const int lane = model_->lanes().laneAt(laneAt(pixel.y()));
    if (lane < 0)
        return -1;
    // Blocks narrower than a pixel are found within half a pixel either side.
    const double slop = std::max(1.0, (lastVisibleByte() - firstVisibleByte()) / std::max(1, plot_->axisRect()->width()) / 2.0);
    for (const double probe : {0.0, -slop, slop}) {
        const double at = double(address) + probe;
        if (at < 0.0)
            continue;
        const int row = model_->folding().blockAt(std::uint64_t(at), lane);
        if (row >= 0)
            return row;
    }
    return model_->folding().blockAt(address, -1);
}

QString RegionsPlot::toolTipAt(const QPoint& pixel) const
{
    const int row = blockAt(pixel);
    if (row >= 0)
        return model_->toolTipText(row);
    if (!model_ || !model_->tile() || !plot_->axisRect()->rect().contains(pixel))
        return {};
    const double address = plot_->xAxis->pixelToCoord(pixel.x()) * kBytesPerKiB;
    const TileTotals& totals = model_->totals();
    if (address >= double(totals.capacityBytes) && totals.overflowBytes > 0)
        return tr("Overflow: %1 past the tile's end (%2).\nThe tile is out of memory.")
            .arg(formatBytes(totals.overflowBytes), formatBytes(totals.capacityBytes));
    if (laneAt(pixel.y()) < 0.0 && address < double(totals.capacityBytes)) {
        const std::uint64_t start = interleavedStart(*model_);
        if (address < double(start))
            return tr("Non-interleaved region: 0 to %1.\nCode must live here; so does data that vertices "
                      "read from one memory bank at a time.")
                .arg(formatBytes(start));
        return tr("Interleaved region: %1 to %2.\nConsecutive words alternate between two memory banks, so a "
                  "vertex can load and store in the same cycle: convolution (AMP) operands are placed here.")
            .arg(formatBytes(start), formatBytes(totals.capacityBytes));
    }
    if (address < double(totals.capacityBytes) && address >= double(totals.highestAddress))
        return tr("Free: nothing is ever placed above %1.").arg(formatBytes(totals.highestAddress));
    return {};
}

QPoint RegionsPlot::pixelOf(std::uint64_t address, int lane) const
{
    const TileBlockLanes& lanes = model_ ? model_->lanes() : kNoLanes;
    const double laneCoord = (lanes.laneTop(lane) + lanes.laneBottom(lane)) / 2.0;
    return QPointF(plot_->xAxis->coordToPixel(double(address) / kBytesPerKiB), plot_->yAxis->coordToPixel(laneCoord))
        .toPoint();
}

bool RegionsPlot::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != plot_)
        return QWidget::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::KeyPress: {
        const auto* key = static_cast<QKeyEvent*>(event);
        const bool lanes = key->modifiers().testFlag(Qt::ControlModifier);
        const double middle = plot_->yAxis->range().center();
        switch (key->key()) {
        case Qt::Key_Plus:
        case Qt::Key_Equal: lanes ? zoomLanes(kZoomStep, middle) : zoomBy(kZoomStep); return true;
        case Qt::Key_Minus: lanes ? zoomLanes(1.0 / kZoomStep, middle) : zoomBy(1.0 / kZoomStep); return true;
        case Qt::Key_Up: panLanes(-kPanStep); return true;
        case Qt::Key_Down: panLanes(kPanStep); return true;
        case Qt::Key_Left: panBy(-kPanStep); return true;
        case Qt::Key_Right: panBy(kPanStep); return true;
        case Qt::Key_Home: resetZoom(); return true;
        default: break;
        }
        break;
    }
    case QEvent::MouseButtonPress:
        pressedAt_ = static_cast<QMouseEvent*>(event)->position().toPoint();
        break;
    case QEvent::Wheel: {
        const auto* wheel = static_cast<QWheelEvent*>(event);
        if (!wheel->modifiers().testFlag(Qt::ControlModifier))
            break;
        const double steps = wheel->angleDelta().y() / 120.0;
        zoomLanes(std::pow(kZoomStep, steps), plot_->yAxis->pixelToCoord(wheel->position().y()));
        return true;
    }
    case QEvent::MouseButtonRelease: {
        const auto* mouse = static_cast<QMouseEvent*>(event);
        // A click, not the end of a drag: select the block under the pointer.
        if (mouse->button() == Qt::LeftButton &&
            (mouse->position().toPoint() - pressedAt_).manhattanLength() <= kClickSlopPx) {
            const int row = blockAt(mouse->position().toPoint());
            if (row >= 0)
                emit blockClicked(row);
        }
        break;
    }
    default: break;
    }
    return QWidget::eventFilter(watched, event);
}

void RegionsPlot::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    QWidget::changeEvent(event);
}

// QCustomPlot draws black on white; follow the widget palette so a dark theme works.
void RegionsPlot::applyPalette()
{
    const QPalette& p = palette();
    const QColor text = p.color(QPalette::WindowText);
    const QColor base = p.color(QPalette::Base);
    applyPlotPalette(plot_, p, {plot_->xAxis, plot_->yAxis});
    plot_->legend->setBrush(p.brush(QPalette::Base));
    plot_->legend->setTextColor(text);
    title_->setTextColor(text);
    explanation_->setTextColor(text);
    blocks_->setColours(base, text, p.color(QPalette::Highlight));
    markers_->applyPalette(p);
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace tilescope::gui
