#include "views/memory/TileMemoryPlot.h"

#include "models/ByteFormat.h"
#include "plot/LegendSwatch.h"
#include "plot/PlotFrame.h"
#include "plot/PlotGestures.h"
#include "plot/PlotPalette.h"
#include "views/memory/TileMemoryToolTip.h"

#include <QCursor>
#include <QEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QToolTip>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace tilescope::gui {
namespace {

constexpr double kBytesPerKiB = 1024.0;
// Difference bars: wine where the target needs more, teal where it needs less (Paul Tol's
// muted scheme), so they are not mistaken for the category stacks above them.
const QColor kIncrease(0x88, 0x22, 0x55);
const QColor kDecrease(0x44, 0xaa, 0x99);
// Below this many pixels per column, outlines would hide the fill.
constexpr double kOutlineMinPixels = 5.0;

double kib(std::uint64_t bytes) { return double(bytes) / kBytesPerKiB; }

} // namespace

TileMemoryPlot::TileMemoryPlot(QWidget* parent)
    : QWidget(parent),
      plot_(PlotFrame::fill(this)),
      overflowBars_(nullptr),
      selectionBars_(nullptr),
      leastGraph_(nullptr),
      capacityLine_(new QCPItemStraightLine(plot_)),
      capacityLabel_(new QCPItemText(plot_))
{
    plot_->setFocusPolicy(Qt::StrongFocus);
    plot_->installEventFilter(this);
    auto* gestures = new PlotGestures(plot_, PlotGestures::Keys{2.0, 0.25});
    connect(gestures, &PlotGestures::zoomRequested, this, [this](double factor) { zoomBy(factor); });
    connect(gestures, &PlotGestures::panRequested, this, [this](double fraction) { panBy(fraction); });
    connect(gestures, &PlotGestures::resetRequested, this, &TileMemoryPlot::showAllTiles);
    connect(gestures, &PlotGestures::clicked, this, [this](QPoint at, Qt::KeyboardModifiers modifiers) {
        if (const auto column = columnAtPixel(at.x()))
            emit tileClicked(columns_[*column].worstTile, modifiers & Qt::ControlModifier);
    });
    plot_->setAutoAddPlottableToLegend(false);
    plot_->setInteractions(QCP::iRangeZoom);
    plot_->axisRect()->setRangeZoom(Qt::Horizontal);
    plot_->setSelectionRectMode(QCP::srmCustom);
    auto ticker = QSharedPointer<QCPAxisTickerFixed>::create();
    ticker->setTickStep(1.0);
    ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    plot_->xAxis->setTicker(ticker);

    // The shading of selected tiles sits behind the bars, their outline in front (created below).
    selectionBars_ = new QCPBars(plot_->xAxis, plot_->yAxis);
    selectionBars_->setWidthType(QCPBars::wtPlotCoords);
    selectionBars_->setAntialiased(false);
    for (const TileMemoryStack stack : allTileMemoryStacks()) {
        auto* bars = new QCPBars(plot_->xAxis, plot_->yAxis);
        bars->setWidthType(QCPBars::wtPlotCoords);
        bars->setStackingGap(0);
        bars->setAntialiased(false);
        bars->setBrush(tileMemoryStackColor(stack));
        if (!stackBars_.empty())
            bars->moveAbove(stackBars_.back());
        stackBars_.push_back(bars);
    }
    // What lies above the max-memory line on out-of-memory tiles: a hatch over the stack, so that
    // the stack stays readable up to its top and the mark does not rely on hue. The legend's swatch
    // is painted with the same brush.
    overflowBars_ = new QCPBars(plot_->xAxis, plot_->yAxis);
    overflowBars_->setWidthType(QCPBars::wtPlotCoords);
    overflowBars_->setAntialiased(false);
    overflowBars_->setPen(Qt::NoPen);
    overflowBars_->setBrush(outOfMemoryHatch());
    // Selected tiles are outlined over their whole height as well as shaded behind their bars.
    selectionOutline_ = new QCPBars(plot_->xAxis, plot_->yAxis);
    selectionOutline_->setWidthType(QCPBars::wtPlotCoords);
    selectionOutline_->setAntialiased(false);
    selectionOutline_->setBrush(Qt::NoBrush);
    selectionLegend_ = new LegendSwatch(plot_->xAxis, plot_->yAxis);
    leastGraph_ = new QCPGraph(plot_->xAxis, plot_->yAxis);
    leastGraph_->setLineStyle(QCPGraph::lsStepCenter);

    QPen capacityPen(outOfMemoryColor(), 2, Qt::DashLine);
    capacityLine_->setPen(capacityPen);
    capacityLabel_->setColor(outOfMemoryColor());
    capacityLabel_->setPositionAlignment(Qt::AlignRight | Qt::AlignTop);
    capacityLabel_->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
    capacityLabel_->setClipToAxisRect(false);
    // Above the bars, on a background of its own, so the overflow never hides it.
    capacityLine_->setLayer(QStringLiteral("overlay"));
    capacityLabel_->setLayer(QStringLiteral("overlay"));
    capacityLabel_->setPadding(QMargins(4, 1, 4, 1));
    capacityLabel_->position->setTypeY(QCPItemPosition::ptPlotCoords);
    // The legend cannot hold an item; a data-less graph with the line's pen stands for it.
    capacityLegend_ = new QCPGraph(plot_->xAxis, plot_->yAxis);
    capacityLegend_->setPen(capacityPen);

    // The legend gets a row of its own above the plot, so it never covers bars.
    plot_->plotLayout()->insertRow(0);
    plot_->plotLayout()->addElement(0, 0, plot_->legend);
    plot_->plotLayout()->setRowStretchFactor(0, 0.001);
    plot_->legend->setVisible(true);
    plot_->legend->setFillOrder(QCPLegend::foColumnsFirst);
    plot_->legend->setWrap(5); // re-flowed to the width by the frame
    // The legend would otherwise set the plot's minimum width to its widest row; the minimum height
    // is what the legend and the axis labels need (PlotFrame::fitLayout).
    plot_->setMinimumWidth(320);
    plot_->legend->setBorderPen(Qt::NoPen);
    // Compact rows: with a comparison the legend runs to four rows at 900 pixels wide, and every
    // pixel it takes is one the bars lose. Wide enough icons still show the dashes and hatching.
    plot_->legend->setIconSize(24, 12);
    plot_->legend->setRowSpacing(1);
    // Filled row by row into columns as wide as their widest entry: the two longest names (out of
    // memory, least used tile) share the last column, so that in English three columns fit at
    // 900 pixels with a panel docked, and the legend takes five rows instead of seven.
    for (QCPBars* bars : stackBars_)
        bars->addToLegend();
    overflowBars_->addToLegend();
    capacityLegend_->addToLegend();
    selectionLegend_->addToLegend();
    leastGraph_->addToLegend();

    connect(plot_->xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, &TileMemoryPlot::onRangeChanged);
    connect(plot_->selectionRect(), &QCPSelectionRect::accepted, this, [this](const QRect& rect, QMouseEvent* event) {
        if (!series_ || series_->size() == 0)
            return;
        const double off = keyOffset();
        const double from = plot_->xAxis->pixelToCoord(std::min(rect.left(), rect.right())) - off;
        const double to = plot_->xAxis->pixelToCoord(std::max(rect.left(), rect.right())) - off;
        const auto n = double(series_->size());
        const auto first = std::size_t(std::clamp(std::floor(from), 0.0, n));
        const auto last = std::size_t(std::clamp(std::ceil(to), 0.0, n));
        if (first < last)
            emit positionsBoxed(first, last, event && (event->modifiers() & Qt::ControlModifier));
    });
    connect(plot_, &QCustomPlot::afterLayout, this, [this] {
        // The bars follow the axis rect's width in pixels; re-cut the columns when it changes.
        if (plot_->axisRect()->width() != lastAxisWidth_)
            refreshColumns();
    });
    retranslate();
    applyPalette();
}

void TileMemoryPlot::setReportNames(const QString& source, const QString& target)
{
    if (source == sourceName_ && target == targetName_)
        return;
    sourceName_ = source;
    targetName_ = target;
    retranslate();
}

// Every text of the plot, in the language of the moment.
void TileMemoryPlot::retranslate()
{
    plot_->yAxis->setLabel(tr("KiB per tile"));
    for (std::size_t s = 0; s < kTileMemoryStackCount; ++s) // stackBars_ follow allTileMemoryStacks()
        stackBars_[s]->setName(tileMemoryStackName(allTileMemoryStacks()[s]));
    overflowBars_->setName(tr("Over tile memory (out of memory)"));
    selectionLegend_->setName(tr("Selected tiles"));
    leastGraph_->setName(tr("Least used tile (per column)"));
    capacityLegend_->setName(tr("Tile memory (max)"));
    if (differenceRect_) {
        // Three short lines: the strip is short, and its label must fit its height.
        differenceRect_->axis(QCPAxis::atLeft)->setLabel(tr("Target\n− source\n(KiB)"));
        const bool named = !sourceName_.isEmpty() && !targetName_.isEmpty() && sourceName_ != targetName_;
        increaseBars_->setName(named ? tr("%1 uses more than %2").arg(targetName_, sourceName_)
                                     : tr("Target uses more"));
        decreaseBars_->setName(named ? tr("%1 uses less than %2").arg(targetName_, sourceName_)
                                     : tr("Target uses less"));
    }
    updateAxisLabel();
    updateValueRange();
    updateIpuBoundaries();
    PlotFrame::of(plot_)->fitLayout();
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

// The key of the left edge of the first position. In software order the axis reads tile ids,
// sorted it reads ranks from 0; either way a tile's bar is centred on its integer tick.
double TileMemoryPlot::keyOffset() const
{
    if (!series_ || series_->size() == 0 || series_->order() == TileOrder::ByUsage)
        return -0.5;
    return double(series_->tileAt(0)) - 0.5;
}

void TileMemoryPlot::updateAxisLabel()
{
    if (!series_ || series_->order() == TileOrder::Software) {
        plot_->xAxis->setLabel(series_ && series_->ipu() ? tr("Tile (IPU %1), in software order").arg(*series_->ipu())
                                                         : tr("Tile, in software order"));
        return;
    }
    plot_->xAxis->setLabel(series_->ipu() ? tr("Tiles of IPU %1 by memory used, most used first (rank)").arg(*series_->ipu())
                                          : tr("Tiles by memory used, most used first (rank)"));
}

void TileMemoryPlot::setSeries(const TileMemorySeries* series)
{
    series_ = series;
    const TileMemoryStacks* stacks = series_ ? series_->stacks() : nullptr;
    setComparing(series_ && series_->hasDifference());
    updateAxisLabel();
    const double capacity = stacks ? kib(stacks->bytesPerTile) : 0.0;
    capacityLine_->point1->setCoords(0.0, capacity);
    capacityLine_->point2->setCoords(1.0, capacity);
    capacityLine_->setVisible(stacks != nullptr);
    capacityLabel_->setVisible(stacks != nullptr);
    overflowBars_->setBaseValue(capacity);
    updateValueRange();
    updateIpuBoundaries();
    if (differenceRect_) {
        std::int64_t largest = 0;
        for (std::size_t p = 0; p < series_->size(); ++p)
            largest = std::max(largest, std::abs(series_->differenceOf(series_->tileAt(p))));
        // No tile differs: a flat line on ±1 KiB, not ticks of thousandths of a KiB about nothing.
        const double reach = largest == 0 ? 1.0 : kib(std::uint64_t(largest)) * 1.1;
        differenceRect_->axis(QCPAxis::atLeft)->setRange(-reach, reach);
    }
    // Toggling gaps keeps the zoom; another report, IPU or order starts from all tiles.
    const auto layout = series_ ? std::tuple(series_->stacks(), series_->size(), series_->ipu(), series_->order())
                                : decltype(shownLayout_){};
    if (layout != shownLayout_)
        showAllTiles();
    shownLayout_ = layout;
    refreshColumns();
}

void TileMemoryPlot::setScaleToTileMemory(bool scale)
{
    scaleToTileMemory_ = scale;
    updateValueRange();
    refreshColumns();
}

void TileMemoryPlot::updateValueRange()
{
    const TileMemoryStacks* stacks = series_ ? series_->stacks() : nullptr;
    const double capacity = stacks ? kib(stacks->bytesPerTile) : 0.0;
    const double used = series_ ? kib(series_->maxTotalBytes()) : 0.0;
    const double top = std::max(scaleToTileMemory_ ? std::max(capacity, used) : used, 1e-3) * 1.1;
    plot_->yAxis->setRange(0.0, top);
    // The line's label stays in view: on the line, or pinned to the top when the line is above.
    const QString capacityText = formatBytes(stacks ? stacks->bytesPerTile : 0);
    capacityLabelPinned_ = capacity > top;
    if (!capacityLabelPinned_) {
        capacityLabel_->position->setCoords(1.0, capacity);
        capacityLabel_->setText(tr("Tile memory: %1").arg(capacityText));
    } else {
        capacityLabel_->position->setCoords(1.0, top);
        capacityLabel_->setText(tr("Tile memory (%1) is above this scale").arg(capacityText));
    }
    placeIpuLabels();
}

// The IPU labels share the top edge with the capacity label when it is pinned there; they then
// take the line below it, as a long translation reaches over the last IPUs' labels.
void TileMemoryPlot::placeIpuLabels()
{
    const int below = capacityLabelPinned_ && capacityLabel_->visible()
                          ? QFontMetrics(capacityLabel_->font()).height() + capacityLabel_->padding().top() +
                                capacityLabel_->padding().bottom()
                          : 0;
    for (QCPItemText* label : ipuLabels_)
        label->setPadding(QMargins(4, 2 + below, 4, 2));
}

// In software order over several IPUs, a line and a label mark where each IPU's tiles begin.
void TileMemoryPlot::updateIpuBoundaries()
{
    for (QCPItemStraightLine* line : ipuBoundaries_)
        plot_->removeItem(line);
    for (QCPItemText* label : ipuLabels_)
        plot_->removeItem(label);
    ipuBoundaries_.clear();
    ipuLabels_.clear();
    const TileMemoryStacks* stacks = series_ ? series_->stacks() : nullptr;
    if (!stacks || series_->ipu() || series_->order() != TileOrder::Software || stacks->ipus < 2)
        return;
    const QColor text = palette().color(QPalette::WindowText);
    for (std::uint32_t ipu = 0; ipu < stacks->ipus; ++ipu) {
        const double key = double(ipu) * stacks->tilesPerIpu - 0.5; // the left edge of its first tile
        if (ipu > 0) {
            auto* line = new QCPItemStraightLine(plot_);
            line->point1->setCoords(key, 0.0);
            line->point2->setCoords(key, 1.0);
            line->setPen(QPen(text, 1, Qt::DotLine));
            ipuBoundaries_.push_back(line);
        }
        auto* label = new QCPItemText(plot_);
        label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        label->position->setCoords(key, 0.0);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
        label->setColor(text);
        label->setText(tr("IPU %1").arg(ipu));
        ipuLabels_.push_back(label);
    }
    placeIpuLabels();
}

void TileMemoryPlot::refreshColumns()
{
    lastAxisWidth_ = plot_->axisRect()->width();
    columns_.clear();
    QVector<double> keys;
    std::vector<QVector<double>> values(kTileMemoryStackCount);
    QVector<double> overflowKeys, overflowValues, leastValues, selectedKeys, selectedValues;
    QVector<double> increaseKeys, increaseValues, decreaseKeys, decreaseValues;
    double width = 1.0;
    if (series_ && series_->size() > 0) {
        const TileMemoryStacks& stacks = *series_->stacks();
        const auto [first, last] = visiblePositions();
        const int pixels = lastAxisWidth_ > 0 ? lastAxisWidth_ : std::max(plot_->width(), 1);
        columns_ = series_->columns(first, last, std::size_t(pixels));
        const double off = keyOffset();
        const double capacity = kib(stacks.bytesPerTile);
        const double shadeTop = plot_->yAxis->range().upper;
        if (!columns_.empty())
            width = double(columns_.back().last - columns_.front().first) / double(columns_.size());
        auto selected = [this](const TileColumn& column) {
            const auto it = std::lower_bound(selectedPositions_.begin(), selectedPositions_.end(), column.first);
            return it != selectedPositions_.end() && *it < column.last;
        };
        for (const TileColumn& column : columns_) {
            const double key = off + double(column.first + column.last) / 2.0;
            keys.append(key);
            for (std::size_t s = 0; s < kTileMemoryStackCount; ++s)
                values[s].append(s == stackIndex(TileMemoryStack::Gaps) && !series_->includesGaps()
                                     ? 0.0
                                     : kib(stacks.bytes[s][column.worstTile]));
            leastValues.append(kib(column.minBytes));
            const double top = kib(column.maxBytes);
            if (column.outOfMemoryTiles > 0 && top > capacity) {
                overflowKeys.append(key);
                overflowValues.append(top - capacity);
            }
            if (selected(column)) {
                selectedKeys.append(key);
                selectedValues.append(shadeTop);
            }
            if (series_->hasDifference()) {
                if (column.maxDifference > 0) {
                    increaseKeys.append(key);
                    increaseValues.append(double(column.maxDifference) / kBytesPerKiB);
                }
                if (column.minDifference < 0) {
                    decreaseKeys.append(key);
                    decreaseValues.append(double(column.minDifference) / kBytesPerKiB);
                }
            }
        }
    }
    const double pixelsPerColumn = plot_->xAxis->coordToPixel(width) - plot_->xAxis->coordToPixel(0.0);
    const bool outlined = pixelsPerColumn >= kOutlineMinPixels;
    // Thin columns are drawn half a pixel wider, so that rounding leaves no seams between them.
    const double barWidth = outlined || pixelsPerColumn <= 0.0 ? width : width * (1.0 + 0.5 / pixelsPerColumn);
    for (std::size_t s = 0; s < kTileMemoryStackCount; ++s) {
        stackBars_[s]->setWidth(barWidth);
        stackBars_[s]->setPen(outlined ? QPen(stackBars_[s]->brush().color().darker(140)) : QPen(Qt::NoPen));
        stackBars_[s]->setData(keys, values[s], true);
    }
    // Out-of-memory tiles must stand out even as one tile among thousands: at least 5 pixels.
    overflowBars_->setWidth(pixelsPerColumn > 0.0 ? std::max(barWidth, width * 5.0 / pixelsPerColumn) : barWidth);
    overflowBars_->setData(overflowKeys, overflowValues, true);
    // A selected tile stays findable when its column is a pixel wide: shade at least 7 pixels.
    const double selectionWidth = pixelsPerColumn > 0.0 ? std::max(width, width * 7.0 / pixelsPerColumn) : width;
    for (QCPBars* bars : {selectionBars_, selectionOutline_}) {
        bars->setWidth(selectionWidth);
        bars->setData(selectedKeys, selectedValues, true);
    }
    // With one tile per column the least used tile is the bar itself: no line.
    const bool aggregated = !columns_.empty() && columns_.front().last - columns_.front().first > 1;
    leastGraph_->setData(aggregated ? keys : QVector<double>{}, aggregated ? leastValues : QVector<double>{}, true);
    if (increaseBars_) {
        increaseBars_->setWidth(barWidth);
        increaseBars_->setData(increaseKeys, increaseValues, true);
        decreaseBars_->setWidth(barWidth);
        decreaseBars_->setData(decreaseKeys, decreaseValues, true);
    }
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void TileMemoryPlot::setComparing(bool comparing)
{
    if (comparing == (differenceRect_ != nullptr))
        return;
    if (!comparing) {
        plot_->removePlottable(increaseBars_);
        plot_->removePlottable(decreaseBars_);
        increaseBars_ = decreaseBars_ = nullptr;
        plot_->plotLayout()->remove(differenceRect_);
        plot_->plotLayout()->simplify();
        differenceRect_ = nullptr;
        return;
    }
    differenceRect_ = new QCPAxisRect(plot_);
    differenceRect_->setMinimumSize(0, 70);
    plot_->plotLayout()->addElement(2, 0, differenceRect_);
    plot_->plotLayout()->setRowStretchFactor(1, 2.0);
    plot_->plotLayout()->setRowStretchFactor(2, 1.0);
    // Both rects share their side margins so a tile sits at the same x in both.
    auto* margins = new QCPMarginGroup(plot_);
    plot_->axisRect()->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
    differenceRect_->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
    differenceRect_->setRangeZoom(Qt::Orientations());
    differenceRect_->setRangeDrag(Qt::Orientations());
    QCPAxis* x = differenceRect_->axis(QCPAxis::atBottom);
    QCPAxis* y = differenceRect_->axis(QCPAxis::atLeft);
    x->setTicker(plot_->xAxis->ticker());
    x->setRange(plot_->xAxis->range());
    increaseBars_ = new QCPBars(x, y);
    decreaseBars_ = new QCPBars(x, y);
    for (auto [bars, colour] : {std::pair{increaseBars_, kIncrease}, std::pair{decreaseBars_, kDecrease}}) {
        bars->setWidthType(QCPBars::wtPlotCoords);
        bars->setAntialiased(false);
        bars->setPen(Qt::NoPen);
        bars->setBrush(colour);
        bars->addToLegend();
    }
    retranslate();
    applyPalette();
}

std::optional<std::size_t> TileMemoryPlot::columnAtPixel(double x) const
{
    if (columns_.empty() || !series_)
        return std::nullopt;
    const double position = plot_->xAxis->pixelToCoord(x) - keyOffset();
    if (position < double(columns_.front().first) || position >= double(columns_.back().last))
        return std::nullopt;
    const auto it = std::upper_bound(columns_.begin(), columns_.end(), position,
                                     [](double p, const TileColumn& column) { return p < double(column.last); });
    if (it == columns_.end())
        return std::nullopt;
    return std::size_t(it - columns_.begin());
}

double TileMemoryPlot::pixelOfColumn(std::size_t column) const
{
    const TileColumn& c = columns_.at(column);
    return plot_->xAxis->coordToPixel(keyOffset() + double(c.first + c.last) / 2.0);
}

double TileMemoryPlot::pixelOfBytes(double bytes) const { return plot_->yAxis->coordToPixel(bytes / kBytesPerKiB); }

QString TileMemoryPlot::columnToolTip(std::size_t index) const
{
    if (index >= columns_.size() || !series_)
        return {};
    return tileColumnToolTip(*series_, columns_[index]);
}

bool TileMemoryPlot::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == plot_) {
        switch (event->type()) {
        case QEvent::ToolTip: {
            auto* help = static_cast<QHelpEvent*>(event);
            const auto column = columnAtPixel(help->pos().x());
            const bool overBars = plot_->axisRect()->rect().contains(help->pos()) ||
                                  (differenceRect_ && differenceRect_->rect().contains(help->pos()));
            if (column && overBars)
                QToolTip::showText(help->globalPos(), columnToolTip(*column), plot_);
            else
                QToolTip::hideText();
            return true;
        }
        default:
            break;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void TileMemoryPlot::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    else if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

// QCustomPlot draws with fixed black on white; follow the widget palette so a dark theme works.
void TileMemoryPlot::applyPalette()
{
    const QPalette& p = palette();
    const QColor text = p.color(QPalette::WindowText);
    std::vector<QCPAxis*> axes{plot_->xAxis, plot_->yAxis};
    if (differenceRect_)
        axes.insert(axes.end(), {differenceRect_->axis(QCPAxis::atBottom), differenceRect_->axis(QCPAxis::atLeft)});
    applyPlotPalette(plot_, p, axes);
    for (QCPAxis* axis : axes)
        axis->grid()->setZeroLinePen(QPen(text, 0)); // the difference strip's zero stands out
    plot_->legend->setBrush(p.brush(QPalette::Base));
    plot_->legend->setTextColor(text);
    capacityLabel_->setBrush(p.brush(QPalette::Base));
    leastGraph_->setPen(QPen(text, 1));
    for (QCPItemText* label : ipuLabels_)
        label->setColor(text);
    for (QCPItemStraightLine* line : ipuBoundaries_)
        line->setPen(QPen(text, 1, Qt::DotLine));
    QColor shade = p.color(QPalette::Highlight);
    shade.setAlpha(45);
    selectionBars_->setBrush(shade);
    selectionBars_->setPen(Qt::NoPen);
    selectionOutline_->setPen(QPen(p.color(QPalette::Highlight), 2));
    selectionLegend_->setBrushes({shade});
    selectionLegend_->setPen(QPen(p.color(QPalette::Highlight), 2));
    plot_->selectionRect()->setPen(QPen(p.color(QPalette::Highlight), 1, Qt::DashLine));
    QColor fill = p.color(QPalette::Highlight);
    fill.setAlpha(40);
    plot_->selectionRect()->setBrush(fill);
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace tilescope::gui
