#include "sweep/SweepPlot.h"

#include "models/OptionWords.h"
#include "models/QtText.h"
#include "models/TileMemoryStacks.h"
#include "plot/LegendSwatch.h"
#include "plot/PlotFrame.h"
#include "plot/PlotGestures.h"
#include "plot/PlotPalette.h"
#include "sweep/SweepWords.h"

#include <QEvent>
#include <QHelpEvent>
#include <QImage>
#include <QMouseEvent>
#include <QToolTip>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace tilescope::gui {
namespace {

constexpr double kTextPadding = 6.0; // pixels around a cell's text
constexpr double kOutlineWidth = 3.0;
constexpr double kSmallestDrawnCell = 4.0; // pixels, gap included: smaller cells are drawn as an image
const QColor kTargetColour(0xcc, 0x79, 0xa7); // reddish purple: the target's colour in every view

// Viridis: perceptually uniform, readable in grey and by the colour-blind, and without the orange
// that marks out-of-memory cells.
QCPColorGradient heatGradient()
{
    QCPColorGradient gradient;
    gradient.clearColorStops();
    gradient.setColorStopAt(0.0, QColor(0x44, 0x01, 0x54));
    gradient.setColorStopAt(0.25, QColor(0x3b, 0x52, 0x8b));
    gradient.setColorStopAt(0.5, QColor(0x21, 0x91, 0x8c));
    gradient.setColorStopAt(0.75, QColor(0x5e, 0xc9, 0x62));
    gradient.setColorStopAt(1.0, QColor(0xfd, 0xe7, 0x25));
    gradient.setLevelCount(256);
    return gradient;
}

QColor mixed(const QColor& from, const QColor& to, float share)
{
    return QColor::fromRgbF(from.redF() + (to.redF() - from.redF()) * share,
                            from.greenF() + (to.greenF() - from.greenF()) * share,
                            from.blueF() + (to.blueF() - from.blueF()) * share);
}

QColor outOfMemoryWash(const QPalette& palette)
{
    return mixed(palette.color(QPalette::Base), outOfMemoryColor(), 0.22f);
}

QColor failedColour(const QPalette& palette)
{
    return mixed(palette.color(QPalette::Base), palette.color(QPalette::WindowText), 0.3f);
}

QPen bestPen(const QPalette& palette) { return QPen(palette.color(QPalette::WindowText), kOutlineWidth); }
QPen sourcePen(const QPalette& palette) { return QPen(palette.color(QPalette::Highlight), kOutlineWidth); }
QPen targetPen() { return QPen(kTargetColour, kOutlineWidth, Qt::DashLine); }

} // namespace

// Paints every cell of the grid, then the outlines; the plot's own widget answers what each cell
// holds, so that what is drawn and what the tests and tooltips read are the same.
class SweepCells : public QCPAbstractPlottable {
public:
    SweepCells(QCPAxis* columnAxis, QCPAxis* rowAxis, const SweepPlot& owner)
        : QCPAbstractPlottable(columnAxis, rowAxis), owner_(owner)
    {
        setSelectable(QCP::stNone);
        setAntialiased(false); // axis-aligned cells: crisp edges
    }

    double selectTest(const QPointF&, bool, QVariant* = nullptr) const override { return -1.0; }
    QCPRange getKeyRange(bool& foundRange, QCP::SignDomain = QCP::sdBoth) const override
    {
        foundRange = !owner_.grid_.isEmpty();
        return QCPRange(-0.5, double(std::max<std::size_t>(owner_.grid_.columnCount(), 1)) - 0.5);
    }
    QCPRange getValueRange(bool& foundRange, QCP::SignDomain = QCP::sdBoth, const QCPRange& = QCPRange()) const override
    {
        foundRange = !owner_.grid_.isEmpty();
        return QCPRange(-0.5, double(std::max<std::size_t>(owner_.grid_.rowCount(), 1)) - 0.5);
    }

protected:
    void draw(QCPPainter* painter) override;
    void drawLegendIcon(QCPPainter*, const QRectF&) const override {}

private:
    void drawCell(QCPPainter* painter, SweepCell cell, const QPalette& palette) const;
    void drawCellsAsImage(QCPPainter* painter, const QPalette& palette) const;
    void drawOutline(QCPPainter* painter, std::optional<SweepCell> cell, QPen pen, double inset) const;

    const SweepPlot& owner_;
};

void SweepCells::draw(QCPPainter* painter)
{
    const SweepGrid& grid = owner_.grid_;
    if (grid.isEmpty())
        return;
    const QPalette& palette = owner_.palette();
    painter->setFont(owner_.font());
    const QRectF firstCell = owner_.cellRect({0, 0}).adjusted(-1, -1, 1, 1); // with its gap
    if (std::min(firstCell.width(), firstCell.height()) < kSmallestDrawnCell)
        drawCellsAsImage(painter, palette);
    else
        for (std::size_t r = 0; r < grid.rowCount(); ++r)
            for (std::size_t c = 0; c < grid.columnCount(); ++c)
                drawCell(painter, {c, r}, palette);
    // The best point's outline sits on the cell's edge with a line of the background inside it, so
    // that it reads on the brightest heat colour (which the best cell usually has) in both themes.
    // Small cells (a dock under the report views) get thinner outlines, so that a pick inside the
    // best cell's outline still leaves the cell's colour showing.
    const double cellHeight = owner_.cellRect({0, 0}).height();
    const double width = std::clamp(cellHeight / 8, 1.5, kOutlineWidth);
    const double inset = std::min(width + 1.0, cellHeight / 4);
    const auto best = grid.bestCell();
    QPen pen = bestPen(palette);
    pen.setWidthF(width);
    drawOutline(painter, best, pen, 0.0);
    drawOutline(painter, best, QPen(palette.color(QPalette::Base), 1.0), width / 2 + 0.5);
    // The picks inside it, so that a picked best cell shows both.
    const auto cellOf = [&grid](std::optional<std::size_t> point) {
        return point ? grid.cellOf(*point) : std::nullopt;
    };
    for (auto [point, outline] :
         {std::pair{owner_.source_, sourcePen(palette)}, std::pair{owner_.target_, targetPen()}}) {
        outline.setWidthF(width);
        drawOutline(painter, cellOf(point), outline, inset);
    }
}

// Cells of a few pixels or less (1,000 x 1,000 points in a dock): one pixel of an image per cell,
// in the colour its state has, scaled onto the cells' area (nearest, so that cells stay crisp when
// a few are wide), rather than a million rectangles whose gaps are wider than they are. The tool
// tip still names every cell under the pointer.
void SweepCells::drawCellsAsImage(QCPPainter* painter, const QPalette& palette) const
{
    const SweepGrid& grid = owner_.grid_;
    QImage image(int(grid.columnCount()), int(grid.rowCount()), QImage::Format_RGB32);
    const QRgb outOfMemory = mixed(outOfMemoryWash(palette), outOfMemoryColor(), 0.5f).rgb();
    const QRgb failed = failedColour(palette).rgb();
    const QRgb missing = palette.color(QPalette::Base).rgb();
    for (std::size_t r = 0; r < grid.rowCount(); ++r) {
        auto* line = reinterpret_cast<QRgb*>(image.scanLine(int(r)));
        for (std::size_t c = 0; c < grid.columnCount(); ++c) {
            switch (grid.stateAt({c, r})) {
            case SweepCellState::Fits: line[c] = owner_.heatColour({c, r}).rgb(); break;
            case SweepCellState::OutOfMemory: line[c] = outOfMemory; break;
            case SweepCellState::Failed: line[c] = failed; break;
            case SweepCellState::Missing: line[c] = missing; break;
            }
        }
    }
    // Image row 0 is the grid's row 0, wherever the axes put it.
    const QRectF first = owner_.cellRect({0, 0}).adjusted(-1, -1, 1, 1);
    const QRectF last = owner_.cellRect({grid.columnCount() - 1, grid.rowCount() - 1}).adjusted(-1, -1, 1, 1);
    const QRectF area = first.united(last);
    image = image.mirrored(last.center().x() < first.center().x(), last.center().y() < first.center().y());
    const QSize pixels = area.size().toSize().expandedTo(QSize(1, 1));
    painter->drawImage(area.topLeft(), image.scaled(pixels, Qt::IgnoreAspectRatio, Qt::FastTransformation));
}

void SweepCells::drawCell(QCPPainter* painter, SweepCell cell, const QPalette& palette) const
{
    const QRectF rect = owner_.cellRect(cell);
    const SweepCellState state = owner_.grid_.stateAt(cell);
    QColor textColour = palette.color(QPalette::WindowText);
    bool textOnPlate = false;
    switch (state) {
    case SweepCellState::Fits: {
        const QColor fill = owner_.heatColour(cell);
        painter->fillRect(rect, fill);
        textColour = qGray(fill.rgb()) > 140 ? QColor(Qt::black) : QColor(Qt::white);
        break;
    }
    case SweepCellState::OutOfMemory:
        painter->fillRect(rect, outOfMemoryWash(palette));
        painter->fillRect(rect, outOfMemoryHatch());
        textOnPlate = true; // the stripes would cut through the letters
        break;
    case SweepCellState::Failed:
        painter->fillRect(rect, failedColour(palette));
        break;
    case SweepCellState::Missing:
        painter->setPen(QPen(palette.color(QPalette::Mid), 1.0, Qt::DotLine));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(rect.adjusted(0, 0, -1, -1));
        break;
    }
    const QString text = owner_.drawnText(cell);
    if (text.isEmpty())
        return;
    const QString room = owner_.drawnRoomText(cell);
    if (textOnPlate) {
        const QFontMetricsF metrics(painter->font());
        const QSizeF size(metrics.horizontalAdvance(text) + kTextPadding - 2, metrics.height());
        QRectF plate(QPointF(), size);
        plate.moveCenter(rect.center());
        QColor plateColour = palette.color(QPalette::Base);
        plateColour.setAlpha(225);
        painter->fillRect(plate, plateColour);
    }
    painter->setPen(textColour);
    if (room.isEmpty()) {
        painter->drawText(rect, Qt::AlignCenter, text);
        return;
    }
    // Two lines centred together: the speed, then the room in the smaller font.
    const QFont roomFont = owner_.roomFont();
    const double textHeight = QFontMetricsF(painter->font()).height();
    const double roomHeight = QFontMetricsF(roomFont).height();
    const double top = rect.center().y() - (textHeight + roomHeight) / 2;
    painter->drawText(QRectF(rect.left(), top, rect.width(), textHeight), Qt::AlignCenter, text);
    const QFont textFont = painter->font();
    painter->setFont(roomFont);
    painter->drawText(QRectF(rect.left(), top + textHeight, rect.width(), roomHeight), Qt::AlignCenter, room);
    painter->setFont(textFont);
}

void SweepCells::drawOutline(QCPPainter* painter, std::optional<SweepCell> cell, QPen pen, double inset) const
{
    if (!cell)
        return;
    pen.setJoinStyle(Qt::MiterJoin);
    const double half = pen.widthF() / 2;
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(owner_.cellRect(*cell).adjusted(inset + half, inset + half, -inset - half, -inset - half));
}

SweepPlot::SweepPlot(QWidget* parent)
    : QWidget(parent),
      plot_(PlotFrame::fill(this)),
      scale_(new QCPColorScale(plot_)),
      margins_(new QCPMarginGroup(plot_)),
      cells_(new SweepCells(plot_->xAxis, plot_->yAxis, *this)),
      outOfMemoryLegend_(new LegendSwatch(plot_->xAxis, plot_->yAxis)),
      failedLegend_(new LegendSwatch(plot_->xAxis, plot_->yAxis)),
      bestLegend_(new LegendSwatch(plot_->xAxis, plot_->yAxis)),
      sourceLegend_(new LegendSwatch(plot_->xAxis, plot_->yAxis)),
      targetLegend_(new LegendSwatch(plot_->xAxis, plot_->yAxis))
{
    // The grid neither zooms nor pans.
    PlotFrame::of(plot_)->setWheelPassesThrough(true);
    plot_->setMinimumWidth(320);
    for (QCPAxis* axis : {plot_->xAxis, plot_->yAxis}) {
        axis->setTicker(QSharedPointer<QCPAxisTickerText>(new QCPAxisTickerText));
        axis->setSubTicks(false);
        axis->setTickLength(0, 4);
        axis->grid()->setVisible(false);
    }
    plot_->yAxis->setRangeReversed(true); // the first row at the top, as the CLI prints the grid

    // Rows: the legend, then the cells beside their colour scale, whose bar spans the cells' height.
    plot_->plotLayout()->insertRow(0);
    plot_->plotLayout()->addElement(0, 0, plot_->legend);
    plot_->plotLayout()->setRowStretchFactor(0, 0.001);
    plot_->plotLayout()->addElement(1, 1, scale_);
    scale_->setType(QCPAxis::atRight);
    scale_->setGradient(heatGradient());
    scale_->setBarWidth(14);
    scale_->axis()->setSubTicks(false);
    scale_->axis()->ticker()->setTickCount(4);
    plot_->axisRect()->setMarginGroup(QCP::msTop | QCP::msBottom, margins_);
    scale_->setMarginGroup(QCP::msTop | QCP::msBottom, margins_);

    plot_->setAutoAddPlottableToLegend(false);
    plot_->legend->setVisible(true);
    plot_->legend->setFillOrder(QCPLegend::foColumnsFirst);
    plot_->legend->setWrap(5); // re-flowed to the width by the frame
    plot_->legend->setBorderPen(Qt::NoPen);
    plot_->legend->setIconSize(24, 12);
    plot_->legend->setRowSpacing(1);
    outOfMemoryLegend_->setBrushes({QBrush(), outOfMemoryHatch()});
    for (LegendSwatch* swatch : {outOfMemoryLegend_, failedLegend_, bestLegend_, sourceLegend_, targetLegend_})
        swatch->addToLegend();

    // Tick labels are spaced by the cells' size, which is known once the plot is laid out: when the
    // spacing changes, the next frame shows it.
    connect(plot_, &QCustomPlot::afterLayout, this, [this] {
        updateTicks(plot_->axisRect()->width(), plot_->axisRect()->height());
    });
    plot_->installEventFilter(this);
    auto* gestures = new PlotGestures(plot_);
    connect(gestures, &PlotGestures::clicked, this, [this](QPoint at, Qt::KeyboardModifiers modifiers) {
        if (const auto cell = cellAtPixel(at))
            emit pointClicked(grid_.pointAt(*cell), modifiers & Qt::ControlModifier);
    });
    retranslate();
    applyPalette();
}

SweepPlot::~SweepPlot() = default;

void SweepPlot::setGrid(SweepGrid grid)
{
    grid_ = std::move(grid);
    plot_->xAxis->setRange(-0.5, double(std::max<std::size_t>(grid_.columnCount(), 1)) - 0.5);
    plot_->yAxis->setRange(-0.5, double(std::max<std::size_t>(grid_.rowCount(), 1)) - 0.5);
    plot_->yAxis->setTicks(grid_.rowAxis() != nullptr);
    plot_->yAxis->setTickLabels(grid_.rowAxis() != nullptr);
    // The scale is the whole sweep's, so that slices of a sweep of more axes compare by colour.
    const LoadedSweep* sweep = grid_.sweep();
    const bool anyFits = sweep && sweep->fittingPoints > 0;
    if (anyFits) {
        double low = sweep->lowestSamplesPerSecond;
        double high = sweep->highestSamplesPerSecond;
        if (high - low < 1e-9) { // one value: a range around it
            low -= 1.0;
            high += 1.0;
        }
        scale_->setDataRange(QCPRange(low, high));
    }
    const bool scaleShown = scale_->layout() != nullptr;
    if (anyFits && !scaleShown) {
        plot_->plotLayout()->addElement(1, 1, scale_);
    } else if (!anyFits && scaleShown) {
        plot_->plotLayout()->take(scale_);
        plot_->plotLayout()->simplify();
    }
    scale_->setVisible(anyFits);
    // Only the states the grid holds are named.
    bool outOfMemory = false;
    bool failed = false;
    for (std::size_t r = 0; r < grid_.rowCount(); ++r)
        for (std::size_t c = 0; c < grid_.columnCount(); ++c) {
            outOfMemory = outOfMemory || grid_.stateAt({c, r}) == SweepCellState::OutOfMemory;
            failed = failed || grid_.stateAt({c, r}) == SweepCellState::Failed;
        }
    plot_->legend->clearItems();
    for (auto [swatch, shown] : {std::pair{outOfMemoryLegend_, outOfMemory}, std::pair{failedLegend_, failed},
                                 std::pair{bestLegend_, bool(grid_.bestCell())}, std::pair{sourceLegend_, true},
                                 std::pair{targetLegend_, true}})
        if (shown)
            swatch->addToLegend();
    retranslate();
    updateTicks(plot_->axisRect()->width(), plot_->axisRect()->height());
    if (PlotFrame* frame = PlotFrame::of(plot_))
        frame->fitLayout();
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void SweepPlot::setPicks(std::optional<std::size_t> source, std::optional<std::size_t> target)
{
    source_ = source;
    target_ = target;
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

// Every value is named when the cells are wide (or tall) enough for it; otherwise every second,
// third, ... value, so that the labels never overlap.
void SweepPlot::updateTicks(int axisRectWidth, int axisRectHeight)
{
    const auto label = [this](QCPAxis* axis, const SweepAxis* sweepAxis, double cellPixels, bool horizontal) {
        auto ticker = axis->ticker().dynamicCast<QCPAxisTickerText>();
        if (!ticker)
            return false;
        QMap<double, QString> ticks;
        if (sweepAxis && !sweepAxis->values.empty()) {
            const QFontMetrics metrics(axis->tickLabelFont());
            double needed = metrics.height() + 2.0;
            if (horizontal)
                for (const auto& value : sweepAxis->values)
                    needed = std::max(needed, metrics.horizontalAdvance(qtText(value)) + 12.0);
            // Cells may be thinner than a pixel (1,000 rows in a dock): the step is from their
            // real size, or the labels of a 1,000-row grid ran into each other.
            const auto step = std::size_t(std::max(1.0, std::ceil(needed / std::max(cellPixels, 1e-3))));
            for (std::size_t v = 0; v < sweepAxis->values.size(); v += step)
                ticks.insert(double(v), qtText(sweepAxis->values[v]));
        }
        if (ticker->ticks() == ticks)
            return false;
        ticker->setTicks(ticks);
        return true;
    };
    const double columns = double(std::max<std::size_t>(grid_.columnCount(), 1));
    const double rows = double(std::max<std::size_t>(grid_.rowCount(), 1));
    const bool changed =
        label(plot_->xAxis, grid_.isEmpty() ? nullptr : &grid_.columnAxis(), axisRectWidth / columns, true) |
        label(plot_->yAxis, grid_.rowAxis(), axisRectHeight / rows, false);
    if (changed)
        plot_->replot(QCustomPlot::rpQueuedReplot);
}

std::optional<SweepCell> SweepPlot::cellAtPixel(QPointF pixel) const
{
    if (grid_.isEmpty() || !plot_->axisRect()->rect().contains(pixel.toPoint()))
        return std::nullopt;
    const double column = std::floor(plot_->xAxis->pixelToCoord(pixel.x()) + 0.5);
    const double row = std::floor(plot_->yAxis->pixelToCoord(pixel.y()) + 0.5);
    if (column < 0 || row < 0 || column >= double(grid_.columnCount()) || row >= double(grid_.rowCount()))
        return std::nullopt;
    return SweepCell{std::size_t(column), std::size_t(row)};
}

QPoint SweepPlot::pixelOfCell(SweepCell cell) const
{
    return QPoint(int(std::lround(plot_->xAxis->coordToPixel(double(cell.column)))),
                  int(std::lround(plot_->yAxis->coordToPixel(double(cell.row)))));
}

QRectF SweepPlot::cellRect(SweepCell cell) const
{
    const QPointF topLeft(plot_->xAxis->coordToPixel(double(cell.column) - 0.5),
                          plot_->yAxis->coordToPixel(double(cell.row) - 0.5));
    const QPointF bottomRight(plot_->xAxis->coordToPixel(double(cell.column) + 0.5),
                              plot_->yAxis->coordToPixel(double(cell.row) + 0.5));
    return QRectF(topLeft, bottomRight).normalized().adjusted(1, 1, -1, -1); // a gap between cells
}

QString SweepPlot::drawnText(SweepCell cell) const
{
    const QRectF rect = cellRect(cell);
    const QFontMetricsF metrics(font());
    if (metrics.height() > rect.height())
        return {};
    for (const QString& label : SweepWords::cellLabels(grid_.rowAt(cell)))
        if (metrics.horizontalAdvance(label) + kTextPadding <= rect.width())
            return label;
    return {};
}

QFont SweepPlot::roomFont() const
{
    QFont smaller = font();
    if (smaller.pointSizeF() > 0)
        smaller.setPointSizeF(smaller.pointSizeF() * 0.85);
    else
        smaller.setPixelSize(std::max(1, int(std::lround(smaller.pixelSize() * 0.85))));
    return smaller;
}

// Only under a speed that is drawn, and only when both lines fit with the padding around them: a
// dock's small cells keep their one line, and the tooltip says the room.
QString SweepPlot::drawnRoomText(SweepCell cell) const
{
    if (drawnText(cell).isEmpty())
        return {};
    const QRectF rect = cellRect(cell);
    const QFontMetricsF metrics(roomFont());
    if (QFontMetricsF(font()).height() + metrics.height() + kTextPadding > rect.height())
        return {};
    for (const QString& label : SweepWords::cellRoomLabels(grid_.rowAt(cell)))
        if (metrics.horizontalAdvance(label) + kTextPadding <= rect.width())
            return label;
    return {};
}

QColor SweepPlot::heatColour(SweepCell cell) const
{
    const SweepRow* row = grid_.rowAt(cell);
    if (sweepCellState(row) != SweepCellState::Fits)
        return {};
    return QColor::fromRgb(scale_->gradient().color(row->samplesPerSecond, scale_->dataRange()));
}

QString SweepPlot::toolTipAt(QPointF pixel) const
{
    const auto cell = cellAtPixel(pixel);
    return cell ? SweepWords::toolTip(*grid_.sweep(), grid_.pointAt(*cell)) : QString();
}

std::pair<double, double> SweepPlot::scaleRange() const
{
    return {scale_->dataRange().lower, scale_->dataRange().upper};
}

QString SweepPlot::columnAxisLabel() const { return plot_->xAxis->label(); }
QString SweepPlot::rowAxisLabel() const { return plot_->yAxis->label(); }

QStringList SweepPlot::columnTickLabels() const
{
    const auto ticker = plot_->xAxis->ticker().dynamicCast<QCPAxisTickerText>();
    return ticker ? QStringList(ticker->ticks().values()) : QStringList();
}

QStringList SweepPlot::rowTickLabels() const
{
    const auto ticker = plot_->yAxis->ticker().dynamicCast<QCPAxisTickerText>();
    return ticker && plot_->yAxis->tickLabels() ? QStringList(ticker->ticks().values()) : QStringList();
}

bool SweepPlot::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != plot_)
        return QWidget::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::ToolTip: {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, plot_);
        return true;
    }
    case QEvent::MouseButtonPress: {
        auto* mouse = static_cast<QMouseEvent*>(event);
        if (mouse->button() == Qt::RightButton) {
            const auto cell = cellAtPixel(mouse->position());
            emit pointMenuRequested(cell ? std::optional(grid_.pointAt(*cell)) : std::nullopt);
        }
        break;
    }
    case QEvent::MouseButtonDblClick: {
        auto* mouse = static_cast<QMouseEvent*>(event);
        if (mouse->button() == Qt::LeftButton)
            if (const auto cell = cellAtPixel(mouse->position()))
                emit pointDoubleClicked(grid_.pointAt(*cell));
        break;
    }
    default:
        break;
    }
    return QWidget::eventFilter(watched, event);
}

void SweepPlot::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    else if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

// The axes name the options in the viewer's words; the values along them are the CLI's.
void SweepPlot::retranslate()
{
    plot_->xAxis->setLabel(grid_.isEmpty() ? QString() : OptionWords::label(grid_.columnAxis().option));
    plot_->yAxis->setLabel(grid_.rowAxis() ? OptionWords::label(grid_.rowAxis()->option) : QString());
    scale_->axis()->setLabel(SweepWords::scaleLabel());
    outOfMemoryLegend_->setName(tr("Out of memory: the worst tile's excess"));
    failedLegend_->setName(tr("Failed to compile"));
    bestLegend_->setName(tr("The best that fits"));
    sourceLegend_->setName(tr("Click: source"));
    targetLegend_->setName(tr("Ctrl+click: target"));
    if (PlotFrame* frame = PlotFrame::of(plot_))
        frame->fitLayout();
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

// QCustomPlot draws with fixed black on white; follow the widget palette so a dark theme works.
void SweepPlot::applyPalette()
{
    const QPalette& p = palette();
    applyPlotPalette(plot_, p, {plot_->xAxis, plot_->yAxis, scale_->axis()});
    for (QCPAxis* axis : {plot_->xAxis, plot_->yAxis})
        axis->grid()->setVisible(false);
    plot_->legend->setBrush(p.brush(QPalette::Base));
    plot_->legend->setTextColor(p.color(QPalette::WindowText));
    outOfMemoryLegend_->setBrushes({outOfMemoryWash(p), outOfMemoryHatch()});
    outOfMemoryLegend_->setPen(QPen(p.color(QPalette::Mid)));
    failedLegend_->setBrushes({failedColour(p)});
    failedLegend_->setPen(QPen(p.color(QPalette::Mid)));
    bestLegend_->setPen(bestPen(p));
    sourceLegend_->setPen(sourcePen(p));
    targetLegend_->setPen(targetPen());
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace tilescope::gui
