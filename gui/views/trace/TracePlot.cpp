#include "views/trace/TracePlot.h"

#include "plot/PlotExport.h"
#include "plot/PlotGestures.h"
#include "plot/PlotPalette.h"
#include "views/trace/TraceLayer.h"

#include <QEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QVBoxLayout>
#include <QWheelEvent>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace tilescope::gui {
namespace {

constexpr double kMinLanePixels = 30.0;   // lanes shorter than this scroll rather than shrink
constexpr double kMaxLanePixels = 110.0;  // a few lanes stay this tall rather than fill the height
constexpr double kCaptionHeight = 0.7;    // lane units above each side's lanes when comparing
constexpr double kHitTolerancePixels = 1.5;
constexpr double kZoomStep = 2.0;
constexpr double kPanStep = 0.2;

// Time on the axis in cycles, or in microseconds at the target's clock, with tick steps that are
// round in the unit shown and labels in the user's locale.
class TimeTicker : public QCPAxisTicker {
public:
    void setCyclesPerUnit(double cycles) { cyclesPerUnit_ = cycles; }

protected:
    double getTickStep(const QCPRange& range) override
    {
        double step = QCPAxisTicker::getTickStep(QCPRange(range.lower / cyclesPerUnit_, range.upper / cyclesPerUnit_));
        if (cyclesPerUnit_ == 1.0)
            step = std::max(step, 1.0); // whole cycles
        decimals_ = std::max(0, int(-std::floor(std::log10(step) + 1e-9)));
        return step * cyclesPerUnit_;
    }
    QString getTickLabel(double tick, const QLocale& locale, QChar, int) override
    {
        return locale.toString(tick / cyclesPerUnit_, 'f', decimals_);
    }

private:
    double cyclesPerUnit_ = 1.0;
    int decimals_ = 0;
};

} // namespace

TracePlot::TracePlot(QWidget* parent) : QWidget(parent), plot_(new QCustomPlot(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(plot_);
    setMinimumHeight(220);
    setFocusProxy(plot_);
    plot_->setFocusPolicy(Qt::StrongFocus);
    plot_->setMouseTracking(true);
    plot_->installEventFilter(this);
    auto* gestures = new PlotGestures(
        plot_, PlotGestures::Keys{kZoomStep, kPanStep, Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier});
    connect(gestures, &PlotGestures::zoomRequested, this, [this](double factor) { zoomBy(factor); });
    connect(gestures, &PlotGestures::panRequested, this, [this](double fraction) { panBy(fraction); });
    connect(gestures, &PlotGestures::resetRequested, this, &TracePlot::showAll);
    connect(gestures, &PlotGestures::clicked, this, [this](QPoint at) {
        if (const auto hit = hitAt(plot_->mapTo(this, at)))
            emit clicked(*hit);
    });

    layer_ = new TraceLayer(plot_->xAxis, plot_->yAxis, scene_);
    plot_->xAxis->setTicker(QSharedPointer<TimeTicker>::create());
    plot_->xAxis->ticker()->setTickStepStrategy(QCPAxisTicker::tssReadability);
    plot_->yAxis->setTicker(QSharedPointer<QCPAxisTickerText>::create());
    plot_->yAxis->setRangeReversed(true);
    plot_->yAxis->grid()->setVisible(false);
    plot_->yAxis->setTicks(true);
    plot_->yAxis->setSubTicks(false);
    plot_->yAxis->setTickLength(0, 0);
    applyPlotLocale(plot_);
    plot_->setNotAntialiasedElements(QCP::aePlottables);
    plot_->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    plot_->axisRect()->setRangeDrag(Qt::Horizontal);
    plot_->axisRect()->setRangeZoom(Qt::Horizontal);
    plot_->axisRect()->setRangeZoomFactor(0.8, 1.0);
    connect(plot_->xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, &TracePlot::rangeChanged);
    connect(plot_->yAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, [this] { scrollLanes(0.0); });
    // The axis rect learns its size only when QCustomPlot lays out: lanes and boxes follow it then.
    connect(plot_, &QCustomPlot::afterLayout, this, [this] {
        const QSize size = plot_->axisRect()->size();
        if (size == laidOutSize_)
            return;
        laidOutSize_ = size;
        scrollLanes(0.0);
        recompute();
    });

    addExportActions(plot_, this, nullptr);
    setTimeUnit(TimeUnit::Cycles);
    applyPalette();
    setTraces(nullptr, nullptr);
}

TracePlot::~TracePlot() = default;

double TracePlot::endCycle() const
{
    std::uint64_t end = 0;
    for (const TraceSide& side : scene_.sides)
        if (side.index)
            end = std::max(end, side.index->endCycle());
    return std::max(1.0, double(end));
}

void TracePlot::setTraces(std::shared_ptr<const TraceIndex> source, std::shared_ptr<const TraceIndex> target,
                          std::uint32_t sourceReplicas, std::uint32_t targetReplicas)
{
    for (TraceSide& side : scene_.sides)
        side = TraceSide{};
    scene_.sides[0].index = std::move(source);
    scene_.sides[1].index = std::move(target);
    for (TraceSide& side : scene_.sides)
        for (std::uint32_t ipu = 0; side.index && ipu < side.index->ipuCount(); ++ipu)
            side.staged = side.staged || !side.index->stageRows(ipu).empty();
    replicas_ = {std::max(1u, sourceReplicas), std::max(1u, targetReplicas)};
    scene_.selected.reset();
    layOutLanes();
    showAll();
    recompute();
}

void TracePlot::setCaptions(const QString& source, const QString& target)
{
    scene_.sides[0].caption = source;
    scene_.sides[1].caption = target;
    layOutLanes();
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void TracePlot::layOutLanes()
{
    scene_.lanes.clear();
    plot_->clearItems();
    auto ticker = plot_->yAxis->ticker().dynamicCast<QCPAxisTickerText>();
    ticker->clear();
    // Comparing, each side's lanes are headed by its file, even when the other side has no trace:
    // lanes without a heading would pass the target's trace off as the source's.
    const bool comparing = !scene_.sides[0].caption.isEmpty() || !scene_.sides[1].caption.isEmpty();
    double top = 0.0;
    for (int s = 0; s < 2; ++s) {
        TraceSide& side = scene_.sides[std::size_t(s)];
        if (!side.index)
            continue;
        if (comparing) {
            side.captionTop = top;
            auto* caption = new QCPItemText(plot_);
            caption->setClipToAxisRect(true);
            caption->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
            caption->position->setTypeY(QCPItemPosition::ptPlotCoords);
            caption->position->setCoords(0.005, top + kCaptionHeight / 2);
            caption->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
            caption->setText(side.caption);
            caption->setColor(palette().color(QPalette::Text));
            QFont bold = font();
            bold.setBold(true);
            caption->setFont(bold);
            top += kCaptionHeight;
        }
        const std::uint32_t ipus = side.index->ipuCount();
        for (std::uint32_t replica = 0; replica < replicas_[std::size_t(s)]; ++replica)
            for (std::uint32_t ipu = 0; ipu < ipus; ++ipu) {
                QString name = tr("IPU %1").arg(ipu);
                const auto& stages = side.index->stagesOf(ipu);
                if (side.index->isIoTilesLane(ipu))
                    name = tr("IPU %1 · IO tiles").arg(side.index->ipuOfLane(ipu));
                else if (stages.size() == 1)
                    name = tr("IPU %1 · stage %2").arg(ipu).arg(stages.front());
                else if (stages.size() > 1 && stages.back() - stages.front() + 1 == std::int32_t(stages.size()))
                    name = tr("IPU %1 · stages %2–%3").arg(ipu).arg(stages.front()).arg(stages.back());
                else if (stages.size() > 1) { // a stage back on this IPU (BERT's heads on IPU 0): 0, 4
                    QStringList numbers;
                    for (const auto stage : stages)
                        numbers << QString::number(stage);
                    name = tr("IPU %1 · stages %2").arg(ipu).arg(numbers.join(QStringLiteral(", ")));
                }
                if (replicas_[std::size_t(s)] > 1)
                    name = tr("Replica %1 · %2").arg(replica).arg(name);
                scene_.lanes.push_back({s, ipu, replica, top, name});
                ticker->addTick(top + 0.5, name);
                top += 1.0;
            }
    }
    scrollLanes(0.0);
}

// Lanes fill the height, down to kMinLanePixels each; below that the view scrolls through them.
void TracePlot::scrollLanes(double lanes)
{
    if (adjustingRange_)
        return;
    const double total = scene_.lanes.empty() ? 1.0 : scene_.lanes.back().top + 1.0;
    const int height = plot_->axisRect()->height() > 0 ? plot_->axisRect()->height() : plot_->height() - 60;
    const double fitting = std::max(1.0, double(height) / kMinLanePixels);
    const double visible = total <= fitting ? std::max(total, double(height) / kMaxLanePixels) : fitting;
    const QCPRange range = plot_->yAxis->range();
    const double top = std::clamp(range.lower + lanes, 0.0, std::max(0.0, total - visible));
    plot_->axisRect()->setRangeDrag(visible < total ? Qt::Horizontal | Qt::Vertical : Qt::Horizontal);
    adjustingRange_ = true;
    plot_->yAxis->setRange(top, top + visible);
    adjustingRange_ = false;
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void TracePlot::setOperationRuns(int side, std::shared_ptr<const TraceOperationRuns> runs)
{
    scene_.sides[std::size_t(side)].runs = std::move(runs);
    recompute();
}

void TracePlot::setMarkedRows(int side, std::shared_ptr<const std::vector<std::vector<std::uint64_t>>> rows)
{
    scene_.sides[std::size_t(side)].marked = std::move(rows);
    recompute();
}

void TracePlot::setColouring(TraceColouring colouring)
{
    scene_.colouring = colouring;
    recompute(); // folded boxes carry their kinds only when coloured by kind
}

void TracePlot::setTimeUnit(TimeUnit unit)
{
    unit_ = unit;
    double clockHz = 0.0;
    for (const TraceSide& side : scene_.sides)
        if (side.index && clockHz == 0.0)
            clockHz = side.index->report().target.clockHz;
    const bool microseconds = unit == TimeUnit::Microseconds && clockHz > 0.0;
    auto ticker = plot_->xAxis->ticker().dynamicCast<TimeTicker>();
    ticker->setCyclesPerUnit(microseconds ? clockHz / 1e6 : 1.0);
    plot_->xAxis->setLabel(microseconds ? tr("Time (µs at %1 GHz)").arg(QLocale().toString(clockHz / 1e9, 'f', 2))
                                        : tr("Cycles"));
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void TracePlot::setSelected(std::optional<TraceHit> hit)
{
    scene_.selected = std::move(hit);
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void TracePlot::zoomBy(double factor)
{
    const double centre = (visibleLower() + visibleUpper()) / 2;
    const double half = (visibleUpper() - visibleLower()) / 2 / factor;
    setVisibleCycles(centre - half, centre + half);
}

void TracePlot::panBy(double fraction)
{
    const double shift = (visibleUpper() - visibleLower()) * fraction;
    setVisibleCycles(visibleLower() + shift, visibleUpper() + shift);
}

void TracePlot::showAll() { setVisibleCycles(0.0, endCycle()); }

void TracePlot::setVisibleCycles(double lower, double upper)
{
    plot_->xAxis->setRange(lower, upper); // clamped and recomputed in rangeChanged
}

double TracePlot::visibleLower() const { return plot_->xAxis->range().lower; }
double TracePlot::visibleUpper() const { return plot_->xAxis->range().upper; }

// The window never exceeds the run (rangeChanged): as wide as it is all of it.
bool TracePlot::showsAll() const { return visibleUpper() - visibleLower() >= endCycle() - 1e-6; }

double TracePlot::firstVisibleLane() const { return plot_->yAxis->range().lower; }

void TracePlot::scrollToLane(double top) { scrollLanes(top - firstVisibleLane()); }

void TracePlot::rangeChanged(const QCPRange& range)
{
    if (adjustingRange_)
        return;
    const double end = endCycle();
    const double width = std::clamp(range.size(), std::min(kMinimumVisibleCycles, end), end);
    const double lower = std::clamp(range.center() - width / 2, 0.0, end - width);
    if (lower != range.lower || lower + width != range.upper) {
        adjustingRange_ = true;
        plot_->xAxis->setRange(lower, lower + width);
        adjustingRange_ = false;
    }
    recompute();
}

void TracePlot::recompute()
{
    const double lower = visibleLower(), upper = visibleUpper();
    const int width = plot_->axisRect()->width() > 0 ? plot_->axisRect()->width() : std::max(100, plot_->width() - 120);
    const double cyclesPerPixel = (upper - lower) / double(std::max(1, width));
    for (TraceSide& side : scene_.sides)
        side.window = side.index ? TraceWindow::compute(*side.index, side.runs.get(), side.marked.get(), lower, upper,
                                                        cyclesPerPixel, scene_.colouring == TraceColouring::ByKind)
                                 : TraceWindow{};
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void TracePlot::redrawNow()
{
    plot_->replot(QCustomPlot::rpImmediateRefresh);
}

const TraceLane* TracePlot::laneAtPixel(double y) const
{
    const double coord = plot_->yAxis->pixelToCoord(y);
    for (const TraceLane& lane : scene_.lanes)
        if (coord >= lane.top && coord < lane.top + 1.0)
            return &lane;
    return nullptr;
}

std::optional<TraceHit> TracePlot::hitAt(const QPoint& pos) const
{
    const QPoint p = plot_->mapFrom(this, pos);
    if (!plot_->axisRect()->rect().contains(p))
        return std::nullopt;
    const TraceLane* lane = laneAtPixel(p.y());
    if (!lane)
        return std::nullopt;
    const TraceSide& side = scene_.sides[std::size_t(lane->side)];
    if (lane->ipu >= side.window.ipuCount())
        return std::nullopt;
    const double within = plot_->yAxis->pixelToCoord(p.y()) - lane->top;
    std::optional<TraceTrack> track;
    for (const TraceTrack t : {TraceTrack::Stages, TraceTrack::Operations, TraceTrack::Steps}) {
        const TraceScene::Span span = scene_.span(t, lane->side);
        if ((t != TraceTrack::Operations || side.runs) && within >= span.top && within < span.bottom)
            track = t;
    }
    if (within >= TraceScene::kMarkSpan.top && within < TraceScene::kMarkSpan.bottom)
        track = TraceTrack::Steps;
    if (!track)
        return std::nullopt;
    const TraceLaneWindow& window = side.window.ipu(lane->ipu);
    const std::vector<TraceBox>& boxes = *track == TraceTrack::Stages     ? window.stages
                                         : *track == TraceTrack::Operations ? window.operations
                                                                            : window.steps;
    const double cycle = plot_->xAxis->pixelToCoord(p.x());
    const double tolerance = kHitTolerancePixels * (visibleUpper() - visibleLower()) / std::max(1, plot_->axisRect()->width());
    // The boxes are in time order: the first ending after the point, if it starts before it.
    auto it = std::lower_bound(boxes.begin(), boxes.end(), cycle - tolerance,
                               [](const TraceBox& box, double c) { return box.end <= c; });
    if (it == boxes.end() || it->start > cycle + tolerance)
        return std::nullopt;
    return TraceHit{lane->side, lane->ipu, lane->replica, *track, *it};
}

QPoint TracePlot::pixelAt(int side, std::uint32_t ipu, std::uint32_t replica, TraceTrack track, double cycle) const
{
    for (const TraceLane& lane : scene_.lanes) {
        if (lane.side != side || lane.ipu != ipu || lane.replica != replica)
            continue;
        const TraceScene::Span span = scene_.span(track, side);
        const QPointF p(plot_->xAxis->coordToPixel(cycle),
                        plot_->yAxis->coordToPixel(lane.top + (span.top + span.bottom) / 2));
        return plot_->mapTo(this, p.toPoint());
    }
    return {};
}

QStringList TracePlot::laneNames() const
{
    QStringList names;
    for (const TraceLane& lane : scene_.lanes)
        names.append(lane.name);
    return names;
}

bool TracePlot::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != plot_)
        return QWidget::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::KeyPress: {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
            break;
        // Perfetto's and Tracy's keys beside the ones every plot has (PlotGestures).
        switch (key->key()) {
        case Qt::Key_W: zoomBy(kZoomStep); return true;
        case Qt::Key_S: zoomBy(1.0 / kZoomStep); return true;
        case Qt::Key_A: panBy(-kPanStep); return true;
        case Qt::Key_D: panBy(kPanStep); return true;
        case Qt::Key_Up: scrollLanes(-1.0); return true;
        case Qt::Key_Down: scrollLanes(1.0); return true;
        case Qt::Key_PageUp: scrollLanes(-4.0); return true;
        case Qt::Key_PageDown: scrollLanes(4.0); return true;
        default: break;
        }
        break;
    }
    case QEvent::Wheel: {
        // Shift+wheel scrolls the lanes; the wheel alone zooms around the pointer (QCustomPlot).
        const auto* wheel = static_cast<QWheelEvent*>(event);
        if (wheel->modifiers() & Qt::ShiftModifier) {
            scrollLanes(wheel->angleDelta().y() > 0 ? -1.0 : 1.0);
            return true;
        }
        break;
    }
    case QEvent::MouseMove: {
        const auto* mouse = static_cast<QMouseEvent*>(event);
        emit hovered(hitAt(plot_->mapTo(this, mouse->position().toPoint())), mouse->globalPosition().toPoint());
        break;
    }
    case QEvent::Leave: emit hovered(std::nullopt, {}); break;
    default: break;
    }
    return QWidget::eventFilter(watched, event);
}

void TracePlot::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    plot_->replot(QCustomPlot::rpQueuedReplot); // lays out, and so fits lanes and boxes to the new size
}

void TracePlot::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange) {
        applyPalette();
        layOutLanes(); // the captions take the new text colour
    } else if (event->type() == QEvent::LanguageChange) {
        layOutLanes();      // the lanes' names
        setTimeUnit(unit_); // the axis label
    }
    QWidget::changeEvent(event);
}

void TracePlot::applyPalette()
{
    applyPlotPalette(plot_, palette(), {plot_->xAxis, plot_->yAxis});
    layer_->setColours(palette());
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace tilescope::gui
