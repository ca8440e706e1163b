#include "views/liveness/LivenessPlot.h"

#include "models/ByteFormat.h"
#include "plot/PlotExport.h"
#include "plot/PlotFrame.h"
#include "plot/PlotGestures.h"
#include "plot/PlotPalette.h"
#include "views/liveness/LivenessCsv.h"

#include <QCursor>
#include <QEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace tilescope::gui {
namespace {

// Okabe-Ito: distinguishable with every common colour-vision deficiency, on light and dark bases.
// Blues for the source, so that the vermillion of out-of-memory stands out against them.
const QColor kSourceAlwaysLive(0x00, 0x72, 0xb2);    // blue
const QColor kSourceNotAlwaysLive(0x56, 0xb4, 0xe9); // sky blue
const QColor kTargetAlwaysLive(0x00, 0x9e, 0x73);    // bluish green
const QColor kTargetNotAlwaysLive(0xcc, 0x79, 0xa7); // reddish purple
const QColor kMaxMemory(0xd5, 0x5e, 0x00);           // vermillion: out of memory stands out
const QColor kMatch(0xe6, 0x9f, 0x00);               // orange, translucent bands

constexpr double kMinimumVisibleSteps = 8.0;
constexpr double kHeadroom = 1.08;
constexpr double kOffScaleRatio = 3.0; // max memory more than 3x the peak: scale to the data

QColor withAlpha(QColor colour, int alpha)
{
    colour.setAlpha(alpha);
    return colour;
}

// A step plot of `values` at `window`'s keys, closed at the window's end.
void setStepData(QCPGraph* graph, const LivenessWindow& window, const QVector<double>& values)
{
    if (window.keys.isEmpty()) {
        graph->data()->clear();
        return;
    }
    QVector<double> keys = window.keys;
    QVector<double> closed = values;
    keys.append(window.end);
    closed.append(values.back());
    graph->setData(keys, closed, true);
}

QVector<double> scaled(const QVector<double>& values, double offset, double perUnit)
{
    QVector<double> result(values.size());
    for (qsizetype i = 0; i < values.size(); ++i)
        result[i] = (values[i] + offset) / perUnit;
    return result;
}

QVector<double> constant(qsizetype size, double value)
{
    return QVector<double>(size, value);
}

} // namespace

// The graphs, in drawing order (the first is drawn first, underneath).
struct LivenessPlot::Curves {
    QCPBars* matches = nullptr;
    QCPGraph* sourceAlwaysLive = nullptr;
    QCPGraph* sourceMinimum = nullptr; // not-always-live, lowest step of each bucket
    QCPGraph* sourceMaximum = nullptr; // highest step of each bucket: spikes
    QCPGraph* targetAlwaysLive = nullptr;
    QCPGraph* targetMinimum = nullptr;
    QCPGraph* targetMaximum = nullptr;
    QCPGraph* maxMemory = nullptr;       // a graph rather than an item so that the legend names it
    QCPGraph* targetMaxMemory = nullptr; // only when the target's memory differs
    QCPGraph* overflowBase = nullptr;    // the max-memory level, for the fill of what exceeds it
    QCPGraph* overflow = nullptr;
    QCPItemStraightLine* currentStep = nullptr;
    QCPItemText* offScaleLabel = nullptr; // where the max-memory line is when it is off the scale
};

LivenessPlot::LivenessPlot(QWidget* parent)
    : QWidget(parent), plot_(PlotFrame::fill(this)), curves_(std::make_unique<Curves>())
{
    // As narrow as a small window needs (QCustomPlot would ask for its legend's width); as tall as
    // the legend and the axis label need (PlotFrame::fitLayout).
    plot_->setMinimumWidth(320);
    plot_->setFocusPolicy(Qt::StrongFocus);
    plot_->setMouseTracking(true);
    plot_->installEventFilter(this);
    auto* gestures = new PlotGestures(plot_, PlotGestures::Keys{2.0, 0.1});
    connect(gestures, &PlotGestures::zoomRequested, this, [this](double factor) { zoomBy(factor); });
    connect(gestures, &PlotGestures::panRequested, this, [this](double fraction) { panBy(fraction); });
    connect(gestures, &PlotGestures::resetRequested, this, &LivenessPlot::showAllSteps);
    connect(gestures, &PlotGestures::clicked, this, [this](QPoint at) {
        // A click, not the end of a drag: list the step's live variables.
        if (plot_->axisRect()->rect().contains(at))
            if (const auto step = stepAtPixel(plot_->mapTo(this, at).x()))
                emit stepClicked(*step);
    });

    Curves& c = *curves_;
    c.matches = new QCPBars(plot_->xAxis, plot_->yAxis);
    c.matches->setWidthType(QCPBars::wtPlotCoords);
    c.matches->setPen(Qt::NoPen);
    c.matches->setBrush(withAlpha(kMatch, 110));
    const auto graph = [this](const QString& name) {
        QCPGraph* g = plot_->addGraph();
        g->setName(name);
        g->setLineStyle(QCPGraph::lsStepLeft);
        g->setAdaptiveSampling(false); // the data is decimated already
        return g;
    };
    c.sourceAlwaysLive = graph(QString());
    c.sourceMinimum = graph(QString());
    c.sourceMaximum = graph(QString());
    c.targetAlwaysLive = graph(QString());
    c.targetMinimum = graph(QString());
    c.targetMaximum = graph(QString());
    c.overflowBase = graph(QString());
    c.overflow = graph(QString());
    c.maxMemory = graph(QString());
    c.targetMaxMemory = graph(QString());
    c.maxMemory->setLineStyle(QCPGraph::lsLine);
    c.targetMaxMemory->setLineStyle(QCPGraph::lsLine);
    c.overflowBase->setPen(Qt::NoPen);
    c.overflow->setPen(Qt::NoPen);
    c.overflow->setBrush(kMaxMemory);
    c.overflow->setChannelFillGraph(c.overflowBase);
    c.maxMemory->setPen(QPen(kMaxMemory, 2, Qt::DashLine));
    c.targetMaxMemory->setPen(QPen(kTargetAlwaysLive.darker(130), 2, Qt::DotLine));
    c.currentStep = new QCPItemStraightLine(plot_);
    c.currentStep->setVisible(false);
    c.offScaleLabel = new QCPItemText(plot_);
    c.offScaleLabel->position->setType(QCPItemPosition::ptAxisRectRatio);
    c.offScaleLabel->position->setCoords(0.99, 0.02);
    c.offScaleLabel->setPositionAlignment(Qt::AlignRight | Qt::AlignTop);
    c.offScaleLabel->setColor(kMaxMemory);
    c.offScaleLabel->setPadding(QMargins(4, 2, 4, 2));
    c.offScaleLabel->setVisible(false);

    applyPlotLocale(plot_); // tick labels with the user's digit grouping: "150,000" steps
    plot_->xAxis->ticker()->setTickStepStrategy(QCPAxisTicker::tssReadability);
    // Step plots are axis-aligned: antialiasing their lines and fills costs time (about half of a
    // redraw) and only blurs the edges.
    plot_->setNotAntialiasedElements(QCP::aePlottables | QCP::aeFills);
    plot_->setPlottingHint(QCP::phFastPolylines, true);
    plot_->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    plot_->axisRect()->setRangeDrag(Qt::Horizontal);
    plot_->axisRect()->setRangeZoom(Qt::Horizontal);
    plot_->axisRect()->setRangeZoomFactor(0.8, 1.0);
    // The legend above the axis rect, in one row, so it never covers a spike.
    plot_->plotLayout()->insertRow(0);
    plot_->plotLayout()->addElement(0, 0, plot_->legend);
    plot_->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    PlotFrame::of(plot_)->setMaximumLegendColumns(4);
    plot_->legend->setVisible(true);
    plot_->plotLayout()->setRowStretchFactor(0, 0.001);
    connect(plot_->xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, &LivenessPlot::rangeChanged);
    // The buckets follow the axis rect's width in pixels, which only the layout step of a replot
    // knows: a plot decimated before it (on a first show, a resize) is decimated again before it
    // is drawn.
    connect(plot_, &QCustomPlot::afterLayout, this, [this] {
        if (plot_->axisRect()->width() == decimatedColumns_)
            return;
        const bool hadRanges = sourceWindow_.hasRanges() || targetWindow_.hasRanges();
        decimate();
        if (hadRanges != (sourceWindow_.hasRanges() || targetWindow_.hasRanges())) {
            updateLegend(); // changes the layout: draw once more with it
            plot_->replot(QCustomPlot::rpQueuedReplot);
        }
    });

    addExportActions(plot_, this, [this] { return csv(); });
    retranslate();
    applyPalette();
    setSeries(nullptr, nullptr);
}

LivenessPlot::~LivenessPlot() = default;

std::size_t LivenessPlot::stepCount() const
{
    return std::max(source_ ? source_->stepCount() : 0, target_ ? target_->stepCount() : 0);
}

void LivenessPlot::setSeries(std::shared_ptr<const LivenessSeries> source, std::shared_ptr<const LivenessSeries> target)
{
    const std::size_t previousSteps = stepCount();
    source_ = std::move(source);
    target_ = std::move(target);
    const bool comparing = target_ != nullptr;
    Curves& c = *curves_;
    for (QCPGraph* g : {c.targetAlwaysLive, c.targetMinimum, c.targetMaximum})
        g->setVisible(comparing);
    c.overflow->setVisible(!comparing);
    c.overflowBase->setVisible(!comparing);
    applyPalette();
    placeMatches();
    setCurrentStep(currentStep_);
    plot_->xAxis->setLabel(xAxisLabel());

    // The x axis spans the longer of the two reports.
    if (stepCount() != previousSteps || stepCount() == 0)
        showAllSteps();
    updateValueRange();
    redecimate();
}

void LivenessPlot::setMatches(std::vector<std::size_t> steps)
{
    matchedSteps_ = std::move(steps);
    placeMatches();
    redecimate();
}

// The matches where the plot draws them: at their positions when the steps are aligned.
void LivenessPlot::placeMatches()
{
    matches_.clear();
    matches_.reserve(matchedSteps_.size());
    for (const std::size_t step : matchedSteps_)
        matches_.push_back(positionOfStep(step));
    std::sort(matches_.begin(), matches_.end());
}

std::size_t LivenessPlot::positionOfStep(std::size_t step) const
{
    return source_ ? source_->positionOf(step) : step;
}

void LivenessPlot::setCurrentStep(std::optional<std::size_t> step)
{
    currentStep_ = step;
    QCPItemStraightLine* line = curves_->currentStep;
    line->setVisible(step.has_value());
    if (step) {
        const double x = double(positionOfStep(*step)) + 0.5;
        line->point1->setCoords(x, 0.0);
        line->point2->setCoords(x, 1.0);
    }
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void LivenessPlot::revealStep(std::size_t step)
{
    step = positionOfStep(step);
    const double lower = visibleLower(), upper = visibleUpper();
    if (double(step) >= lower && double(step) + 1 <= upper)
        return;
    const double width = upper - lower;
    setVisibleSteps(double(step) + 0.5 - width / 2, double(step) + 0.5 + width / 2);
}

void LivenessPlot::zoomBy(double factor)
{
    // About the selected step when it is in view, else the mouse when it is over the steps, else
    // the centre: what the user looks at stays where it is.
    const double lower = visibleLower(), upper = visibleUpper();
    double anchor = (lower + upper) / 2;
    const QPoint mouse = plot_->mapFromGlobal(QCursor::pos());
    const double current = currentStep_ ? double(positionOfStep(*currentStep_)) + 0.5 : -1.0;
    if (currentStep_ && current >= lower && current <= upper)
        anchor = current;
    else if (plot_->underMouse() && plot_->axisRect()->rect().contains(mouse))
        anchor = plot_->xAxis->pixelToCoord(mouse.x());
    setVisibleSteps(anchor - (anchor - lower) / factor, anchor + (upper - anchor) / factor);
}

void LivenessPlot::panBy(double fraction)
{
    const double shift = (visibleUpper() - visibleLower()) * fraction;
    setVisibleSteps(visibleLower() + shift, visibleUpper() + shift);
}

void LivenessPlot::showAllSteps()
{
    setVisibleSteps(0.0, std::max(1.0, double(stepCount())));
}

void LivenessPlot::setVisibleSteps(double lower, double upper)
{
    plot_->xAxis->setRange(lower, upper); // clamped and decimated in rangeChanged
}

double LivenessPlot::visibleLower() const { return plot_->xAxis->range().lower; }
double LivenessPlot::visibleUpper() const { return plot_->xAxis->range().upper; }

// The window never exceeds the steps (rangeChanged): as wide as them is all of them.
bool LivenessPlot::showsAllSteps() const
{
    return plot_->xAxis->range().size() >= std::max(1.0, double(stepCount())) - 1e-6;
}

// Keeps the view inside the steps, then decimates the new window: this runs on every wheel
// step and drag move, and costs O(pixel columns) thanks to the pyramid.
void LivenessPlot::rangeChanged(const QCPRange& range)
{
    if (adjustingRange_)
        return;
    const double steps = std::max(1.0, double(stepCount()));
    const double width = std::clamp(range.size(), std::min(kMinimumVisibleSteps, steps), steps);
    double lower = std::clamp(range.center() - width / 2, 0.0, steps - width);
    if (lower != range.lower || lower + width != range.upper) {
        adjustingRange_ = true;
        plot_->xAxis->setRange(lower, lower + width);
        adjustingRange_ = false;
    }
    redecimate();
}

int LivenessPlot::pixelColumns() const
{
    return std::max(plot_->axisRect()->width(), 1);
}

void LivenessPlot::redecimate()
{
    decimate();
    updateLegend();
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

// Both reports stack their not-always-live bytes on their own always-live bytes, alone as in the
// seed's Fig. 2.1 and compared as in Fig. 2.8: the top of each curve is what must fit under the
// max-memory line.
void LivenessPlot::decimate()
{
    const QCPRange range = plot_->xAxis->range();
    const auto columns = std::size_t(pixelColumns());
    decimatedColumns_ = int(columns);
    sourceWindow_ = source_ ? source_->window(range.lower, range.upper, columns) : LivenessWindow{};
    targetWindow_ = target_ ? target_->window(range.lower, range.upper, columns) : LivenessWindow{};
    const double perUnit = scale();
    Curves& c = *curves_;

    const auto drawSeries = [&](const LivenessSeries* series, const LivenessWindow& window, QCPGraph* alwaysLive,
                                QCPGraph* minimum, QCPGraph* maximum) {
        if (!series || window.keys.isEmpty()) {
            for (QCPGraph* g : {alwaysLive, minimum, maximum})
                g->data()->clear();
            return;
        }
        const double base = double(series->alwaysLiveBytes());
        setStepData(alwaysLive, window, constant(window.keys.size(), base / perUnit));
        setStepData(minimum, window, scaled(window.minimum, base, perUnit));
        setStepData(maximum, window, scaled(window.maximum, base, perUnit));
    };
    drawSeries(source_.get(), sourceWindow_, c.sourceAlwaysLive, c.sourceMinimum, c.sourceMaximum);
    drawSeries(target_.get(), targetWindow_, c.targetAlwaysLive, c.targetMinimum, c.targetMaximum);

    // The max-memory line and, alone, what of each bucket exceeds it.
    const LivenessWindow& any = source_ ? sourceWindow_ : targetWindow_;
    const double maxBytes = source_ ? double(source_->maxMemoryBytes()) : 0.0;
    if (source_ && !any.keys.isEmpty()) {
        c.maxMemory->setData({range.lower, range.upper}, {maxBytes / perUnit, maxBytes / perUnit}, true);
        QVector<double> over(any.keys.size());
        const double base = double(source_->alwaysLiveBytes());
        for (qsizetype i = 0; i < over.size(); ++i)
            over[i] = std::max(any.maximum[i] + base, maxBytes) / perUnit;
        setStepData(c.overflowBase, any, constant(any.keys.size(), maxBytes / perUnit));
        setStepData(c.overflow, any, over);
    } else {
        for (QCPGraph* g : {c.maxMemory, c.overflowBase, c.overflow})
            g->data()->clear();
    }
    c.maxMemory->setVisible(!maxMemoryOffScale_);
    const bool targetMemoryDiffers = source_ && target_ && target_->maxMemoryBytes() != source_->maxMemoryBytes();
    c.targetMaxMemory->setVisible(targetMemoryDiffers && !maxMemoryOffScale_);
    if (targetMemoryDiffers) {
        const double targetMax = double(target_->maxMemoryBytes()) / perUnit;
        c.targetMaxMemory->setData({range.lower, range.upper}, {targetMax, targetMax}, true);
    }

    // Search matches: one band per bucket holding a match, so thousands of matches stay cheap.
    QVector<double> matchKeys, matchValues;
    const double top = plot_->yAxis->range().upper;
    for (qsizetype i = 0; i < any.keys.size() && !matches_.empty(); ++i) {
        const auto it = std::lower_bound(matches_.begin(), matches_.end(), any.firstStep[std::size_t(i)]);
        if (it != matches_.end() && *it <= any.lastStep[std::size_t(i)]) {
            matchKeys.append(any.keys[i] + any.bucketWidth / 2);
            matchValues.append(top);
        }
    }
    c.matches->setWidth(any.bucketWidth);
    c.matches->setData(matchKeys, matchValues, true);
}

// The y axis holds the highest total of either report and the max-memory line, in a unit that
// keeps the tick labels short.
void LivenessPlot::updateValueRange()
{
    double highestData = 0.0, highestMemory = 0.0;
    for (const LivenessSeries* series : {source_.get(), target_.get()}) {
        if (!series)
            continue;
        highestData =
            std::max(highestData, double(series->peakNotAlwaysLiveBytes()) + double(series->alwaysLiveBytes()));
        highestMemory = std::max(highestMemory, double(series->maxMemoryBytes()));
    }
    // A report far from its limit would be a flat line under the max-memory line: scale to the
    // data then, and say where the line is.
    maxMemoryOffScale_ = highestData > 0.0 && highestMemory > kOffScaleRatio * highestData;
    const double highest = maxMemoryOffScale_ ? highestData : std::max(highestData, highestMemory);
    curves_->offScaleLabel->setVisible(maxMemoryOffScale_ && source_);
    if (maxMemoryOffScale_ && source_)
        curves_->offScaleLabel->setText(
            tr("Max memory %1 is above the plot: the peak uses %2 of it")
                .arg(formatBytes(source_->maxMemoryBytes()),
                     formatPercent(highestData / std::max(1.0, double(source_->maxMemoryBytes())))));
    constexpr double kKiB = 1024.0;
    if (highest >= kKiB * kKiB * kKiB) {
        bytesPerUnit_ = kKiB * kKiB * kKiB;
        plot_->yAxis->setLabel(tr("Memory (GiB)"));
    } else if (highest >= kKiB * kKiB) {
        bytesPerUnit_ = kKiB * kKiB;
        plot_->yAxis->setLabel(tr("Memory (MiB)"));
    } else {
        bytesPerUnit_ = kKiB;
        plot_->yAxis->setLabel(tr("Memory (KiB)"));
    }
    plot_->yAxis->setRange(0.0, std::max(highest * kHeadroom / bytesPerUnit_, 1.0));
}

void LivenessPlot::setNames(const QString& source, const QString& target)
{
    if (source == sourceName_ && target == targetName_)
        return;
    sourceName_ = source;
    targetName_ = target;
    updateLegend();
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

// The legend names what is drawn now, top to bottom: the band between the lowest and the highest
// step of a bucket only when some bucket holds steps of different values.
void LivenessPlot::updateLegend()
{
    Curves& c = *curves_;
    plot_->legend->clearItems();
    const bool comparing = target_ != nullptr;
    // Named when the names tell the reports apart (two files may share a name).
    const bool named = !sourceName_.isEmpty() && !targetName_.isEmpty() && sourceName_ != targetName_;
    // A long name (a file's) on a line of its own, so that the legend stays narrow beside a panel.
    const bool longNames = std::max(sourceName_.size(), targetName_.size()) > kShortName;
    const bool ranges = sourceWindow_.hasRanges() || targetWindow_.hasRanges();
    if (source_) {
        const std::uint64_t tileCount = std::max<std::uint64_t>(1, source_->tileCount());
        const QString perTile = formatBytes(source_->maxMemoryBytes() / tileCount);
        const QString memory =
            tileCount == 1 ? perTile : tr("%1 tiles × %2").arg(QLocale().toString(qulonglong(tileCount)), perTile);
        c.maxMemory->setName(!comparing ? tr("Max memory (%1)").arg(memory)
                             : named    ? tr("%1: max memory\n(%2)").arg(sourceName_, memory)
                                        : tr("Source max memory (%1)").arg(memory));
    }
    c.targetMaxMemory->setName(named ? tr("%1: max memory").arg(targetName_) : tr("Target max memory"));
    c.overflow->setName(tr("Above max memory"));
    std::vector<QCPAbstractPlottable*> entries;
    if (comparing) {
        // Each curve named by its report: "Source" alone does not say which run is which.
        c.sourceAlwaysLive->setName(named ? tr("%1: always-live").arg(sourceName_) : tr("Source always-live"));
        c.targetAlwaysLive->setName(named ? tr("%1: always-live").arg(targetName_) : tr("Target always-live"));
        // On two lines: beside the live variables, the plot may be a third of a small window.
        const QString shaded = ranges ? u'\n' + tr("(shaded: range per pixel)") : QString();
        const auto maximum = [&](const QString& name) {
            return longNames ? tr("%1:\nalways-live + not-always-live").arg(name)
                             : tr("%1: always-live + not-always-live").arg(name);
        };
        c.sourceMaximum->setName((named ? maximum(sourceName_) : tr("Source always-live + not-always-live")) + shaded);
        c.targetMaximum->setName((named ? maximum(targetName_) : tr("Target always-live + not-always-live")) + shaded);
        entries = {c.sourceAlwaysLive, c.sourceMaximum, c.targetAlwaysLive, c.targetMaximum};
    } else {
        c.sourceAlwaysLive->setName(tr("Always-live"));
        c.sourceMinimum->setName(tr("Not-always-live (on always-live)"));
        c.sourceMaximum->setName(tr("Range of the steps in one pixel\n(zoom in to separate them)"));
        entries = {c.sourceAlwaysLive, c.sourceMinimum};
        if (ranges)
            entries.push_back(c.sourceMaximum);
    }
    entries.insert(entries.end(), {c.maxMemory, c.targetMaxMemory, c.matches});
    for (QCPAbstractPlottable* plottable : entries)
        if (plottable->visible() && plottable->interface1D() && plottable->interface1D()->dataCount() > 0)
            plottable->addToLegend(plot_->legend);
    // "Above max memory" only when some step does exceed it.
    if (source_ && !comparing
        && source_->peakNotAlwaysLiveBytes() + source_->alwaysLiveBytes() > source_->maxMemoryBytes())
        c.overflow->addToLegend(plot_->legend);
    PlotFrame::of(plot_)->fitLayout();
}

double LivenessPlot::maxMemoryLineBytes() const
{
    const QCPGraph* line = curves_->maxMemory;
    if (line->dataCount() == 0)
        return 0.0;
    return line->data()->at(0)->value * bytesPerUnit_;
}

bool LivenessPlot::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != plot_)
        return QWidget::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::MouseMove: {
        const auto* mouse = static_cast<QMouseEvent*>(event);
        const QPoint pos = mouse->position().toPoint();
        const bool inside = plot_->axisRect()->rect().contains(pos);
        emit stepHovered(inside ? stepAtPixel(plot_->mapTo(this, pos).x()) : std::nullopt,
                         mouse->globalPosition().toPoint());
        break;
    }
    case QEvent::Leave: emit stepHovered(std::nullopt, {}); break;
    default: break;
    }
    return QWidget::eventFilter(watched, event);
}

// Every text of the plot, in the language of the moment.
void LivenessPlot::retranslate()
{
    curves_->matches->setName(tr("Search matches"));
    plot_->xAxis->setLabel(xAxisLabel());
    updateValueRange();
    updateLegend(); // fits the layout to the labels too
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

QString LivenessPlot::xAxisLabel() const
{
    return source_ && source_->isAligned()
               ? tr("Program steps matched by operation (a gap: a step of the other report only)")
               : tr("Program step");
}

void LivenessPlot::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    else if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

// QCustomPlot draws with fixed black on white; follow the widget palette so a dark theme works.
void LivenessPlot::applyPalette()
{
    const QPalette& p = palette();
    const QColor text = p.color(QPalette::WindowText);
    applyPlotPalette(plot_, p, {plot_->xAxis, plot_->yAxis});
    plot_->legend->setBrush(p.brush(QPalette::Base));
    plot_->legend->setBorderPen(Qt::NoPen);
    plot_->legend->setTextColor(text);
    curves_->currentStep->setPen(QPen(text, 1.5, Qt::DashDotLine));

    Curves& c = *curves_;
    const bool comparing = target_ != nullptr;
    c.sourceMinimum->setPen(Qt::NoPen);
    c.targetMinimum->setPen(Qt::NoPen);
    if (comparing) {
        // Lines, each report's not-always-live on its own always-live; a band spans a bucket's
        // lowest to highest step. The target's always-live line is dashed and drawn over the
        // source's, so that where the two coincide both still show.
        // Told apart at a glance: the source is a filled area (its not-always-live shaded down
        // to its always-live line), the target a bold line over it with no fill but its range band.
        c.sourceAlwaysLive->setPen(QPen(kSourceAlwaysLive, 2.5));
        c.sourceAlwaysLive->setBrush(Qt::NoBrush);
        c.sourceMinimum->setBrush(withAlpha(kSourceNotAlwaysLive, 90));
        c.sourceMinimum->setChannelFillGraph(c.sourceAlwaysLive);
        c.sourceMaximum->setPen(QPen(kSourceNotAlwaysLive.darker(115), 1.5));
        c.sourceMaximum->setBrush(withAlpha(kSourceNotAlwaysLive, 60));
        c.sourceMaximum->setChannelFillGraph(c.sourceMinimum);
        QPen targetAlwaysLive(kTargetAlwaysLive, 2.5, Qt::CustomDashLine);
        targetAlwaysLive.setDashPattern({3, 2});
        c.targetAlwaysLive->setPen(targetAlwaysLive);
        c.targetMaximum->setPen(QPen(kTargetNotAlwaysLive.darker(110), 2.5));
        c.targetMaximum->setBrush(withAlpha(kTargetNotAlwaysLive, 50));
        c.targetMaximum->setChannelFillGraph(c.targetMinimum);
    } else {
        // Stacked bands: always-live from zero, not-always-live solid up to each bucket's lowest
        // step and lighter up to its highest.
        c.sourceAlwaysLive->setPen(QPen(kSourceAlwaysLive.darker(120), 1));
        c.sourceAlwaysLive->setBrush(kSourceAlwaysLive);
        c.sourceMinimum->setBrush(kSourceNotAlwaysLive);
        c.sourceMinimum->setChannelFillGraph(c.sourceAlwaysLive);
        c.sourceMaximum->setPen(QPen(kSourceNotAlwaysLive.darker(130), 1));
        c.sourceMaximum->setBrush(withAlpha(kSourceNotAlwaysLive, 110));
        c.sourceMaximum->setChannelFillGraph(c.sourceMinimum);
    }
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace tilescope::gui
