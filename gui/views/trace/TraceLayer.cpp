#include "views/trace/TraceLayer.h"

#include "models/QtText.h"
#include "models/TraceWords.h"
#include "views/trace/TracePalette.h"

#include <QLocale>

#include <algorithm>
#include <numeric>

namespace tilescope::gui {
namespace {

constexpr double kMinLabelWidthPx = 26.0;
constexpr double kMinSeparatorWidthPx = 5.0;

// The order in which a folded box stacks its kinds, top to bottom: work first, waiting last.
constexpr TraceKind kStackOrder[] = {TraceKind::OnTileExecute, TraceKind::DoExchange,  TraceKind::GlobalExchange,
                                     TraceKind::StreamCopy,    TraceKind::Sync,        TraceKind::ExternalSync,
                                     TraceKind::Idle};

} // namespace

TraceLayer::TraceLayer(QCPAxis* timeAxis, QCPAxis* laneAxis, const TraceScene& scene)
    : QCPAbstractPlottable(timeAxis, laneAxis), scene_(scene)
{
    setSelectable(QCP::stNone);
    setAntialiased(false); // boxes are axis-aligned: crisp edges, and half the cost
}

QCPRange TraceLayer::getKeyRange(bool& foundRange, QCP::SignDomain) const
{
    std::uint64_t end = 0;
    for (const TraceSide& side : scene_.sides)
        if (side.index)
            end = std::max(end, side.index->endCycle());
    foundRange = end > 0;
    return QCPRange(0.0, double(std::max<std::uint64_t>(end, 1)));
}

QCPRange TraceLayer::getValueRange(bool& foundRange, QCP::SignDomain, const QCPRange&) const
{
    foundRange = !scene_.lanes.empty();
    return QCPRange(0.0, scene_.lanes.empty() ? 1.0 : scene_.lanes.back().top + 1.0);
}

QRectF TraceLayer::trackRect(const TraceLane& lane, TraceTrack track, double start, double end) const
{
    const TraceScene::Span span = scene_.span(track, lane.side);
    QCPAxis* x = keyAxis();
    QCPAxis* y = valueAxis();
    const double left = x->coordToPixel(start);
    const double right = std::max(x->coordToPixel(end), left + 1.0); // nothing that exists vanishes
    return QRectF(QPointF(left, y->coordToPixel(lane.top + span.top)),
                  QPointF(right, y->coordToPixel(lane.top + span.bottom)))
        .normalized();
}

bool TraceLayer::fitsLabel(QCPPainter* painter, const QRectF& rect) const
{
    return rect.width() >= kMinLabelWidthPx && rect.height() >= QFontMetricsF(painter->font()).height() - 2;
}

void TraceLayer::drawLabel(QCPPainter* painter, const QRectF& rect, const QString& text, const QColor& fill) const
{
    const QFontMetricsF metrics(painter->font());
    const QString elided = metrics.elidedText(text, Qt::ElideRight, rect.width() - 4.0);
    if (elided.isEmpty() || elided == QStringLiteral("…"))
        return;
    painter->setPen(traceTextColourOn(fill));
    painter->drawText(rect.adjusted(2, 0, -2, 0), Qt::AlignVCenter | Qt::AlignLeft, elided);
}

QColor TraceLayer::stepColour(const Execution& e, std::uint64_t row) const
{
    const TraceKind kind = e.traceKind[row];
    if (scene_.colouring == TraceColouring::ByPhase && kind != TraceKind::Idle)
        return phaseColours_[std::size_t(e.tracePhase[row])];
    return kindColours_[std::size_t(kind)];
}

void TraceLayer::cacheColours()
{
    for (std::size_t k = 0; k < kTraceKindCount; ++k)
        kindColours_[k] = traceKindColour(TraceKind(k), palette_);
    for (std::size_t p = 0; p < phaseColours_.size(); ++p) {
        phaseColours_[p] = tracePhaseColour(StagePhase(p));
        foldedPhaseColours_[p] = phaseColours_[p].lighter(115);
    }
}

void TraceLayer::draw(QCPPainter* painter)
{
    cacheColours();
    QFont font = painter->font();
    font.setPointSizeF(std::max(6.5, font.pointSizeF() * 0.85));
    painter->setFont(font);
    for (const TraceLane& lane : scene_.lanes)
        drawLane(painter, lane);
    drawSelection(painter);
}

void TraceLayer::drawLane(QCPPainter* painter, const TraceLane& lane) const
{
    const TraceSide& side = scene_.sides[std::size_t(lane.side)];
    if (!side.index || !side.index->execution() || lane.ipu >= side.window.ipuCount())
        return;
    // A faint band behind every other lane, so that a lane's tracks read as one row.
    if ((&lane - scene_.lanes.data()) % 2 == 1) {
        const QColor band = traceLaneBandColour(palette_);
        const QCPRange range = keyAxis()->range();
        painter->fillRect(trackRect(lane, TraceTrack::Stages, range.lower, range.upper)
                              .united(trackRect(lane, TraceTrack::Steps, range.lower, range.upper)),
                          band);
    }
    drawStages(painter, lane, side);
    if (side.runs)
        drawOperations(painter, lane, side);
    drawSteps(painter, lane, side);
    drawMarks(painter, lane, side);
}

void TraceLayer::drawStages(QCPPainter* painter, const TraceLane& lane, const TraceSide& side) const
{
    const Execution& e = *side.index->execution();
    const auto& rows = side.index->stageRows(lane.ipu);
    for (const TraceBox& box : side.window.ipu(lane.ipu).stages) {
        const QRectF rect = trackRect(lane, TraceTrack::Stages, box.start, box.end);
        if (box.folded()) {
            // Many short intervals: the phase that holds most of their time, hatched.
            std::array<std::uint64_t, 5> byPhase{};
            for (auto i = box.first; i < box.last; ++i) {
                const std::uint32_t row = rows[i];
                byPhase[std::size_t(e.stagePhase[row])] += e.stageEndCycle[row] - e.stageStartCycle[row];
            }
            const auto phase = StagePhase(std::max_element(byPhase.begin(), byPhase.end()) - byPhase.begin());
            const QColor& colour = phaseColours_[std::size_t(phase)];
            painter->fillRect(rect, colour.lighter(130));
            painter->fillRect(rect, QBrush(colour.darker(130), Qt::BDiagPattern));
            continue;
        }
        const std::uint32_t row = rows[box.first];
        const QColor colour = phaseColours_[std::size_t(e.stagePhase[row])];
        painter->fillRect(rect, colour);
        if (rect.width() >= kMinSeparatorWidthPx) {
            painter->setPen(QPen(palette_.color(QPalette::Base), 1));
            painter->drawLine(rect.topLeft(), rect.bottomLeft());
        }
        if (!fitsLabel(painter, rect))
            continue;
        const std::int32_t microBatch = e.stageMicroBatch[row];
        const QString letter = TraceWords::phaseLetter(e.stagePhase[row]);
        drawLabel(painter, rect, microBatch == kNone ? letter : letter + QLocale().toString(microBatch), colour);
    }
}

void TraceLayer::drawOperations(QCPPainter* painter, const TraceLane& lane, const TraceSide& side) const
{
    const Report& report = side.index->report();
    const auto& runs = side.runs->runsOf(lane.ipu);
    const QColor fill = palette_.color(QPalette::Button);
    const QColor edge = palette_.color(QPalette::Mid);
    for (const TraceBox& box : side.window.ipu(lane.ipu).operations) {
        const QRectF rect = trackRect(lane, TraceTrack::Operations, box.start, box.end);
        painter->fillRect(rect, box.folded() ? QBrush(edge, Qt::Dense5Pattern) : QBrush(fill));
        if (box.folded())
            continue;
        if (rect.width() >= kMinSeparatorWidthPx) {
            painter->setPen(QPen(edge, 1));
            painter->drawRect(rect.adjusted(0, 0, -1, -1));
        }
        if (!fitsLabel(painter, rect))
            continue;
        const std::int32_t op = runs[box.first].operation;
        drawLabel(painter, rect, qtText(report.operations.name[std::size_t(op)]), fill);
    }
}

void TraceLayer::drawSteps(QCPPainter* painter, const TraceLane& lane, const TraceSide& side) const
{
    const Report& report = side.index->report();
    const Execution& e = *side.index->execution();
    const TraceLaneWindow& window = side.window.ipu(lane.ipu);
    for (std::size_t b = 0; b < window.steps.size(); ++b) {
        const TraceBox& box = window.steps[b];
        const QRectF rect = trackRect(lane, TraceTrack::Steps, box.start, box.end);
        if (!box.folded()) {
            const QColor colour = stepColour(e, box.first);
            painter->fillRect(rect, colour);
            if (rect.width() >= kMinSeparatorWidthPx && e.traceKind[box.first] != TraceKind::Idle) {
                painter->setPen(QPen(palette_.color(QPalette::Base), 1));
                painter->drawLine(rect.topLeft(), rect.bottomLeft());
            }
            const std::int32_t step = e.traceStep[box.first];
            if (step >= 0 && rect.width() >= 3 * kMinLabelWidthPx && fitsLabel(painter, rect)) {
                const std::int32_t node = report.liveness.stepProgram[std::size_t(step)];
                drawLabel(painter, rect, qtText(report.programs.name[std::size_t(node)]), colour);
            }
            continue;
        }
        QColor labelFill;
        if (scene_.colouring == TraceColouring::ByPhase) {
            // Folds stop at phase boundaries: one phase, lighter than a single step of it.
            labelFill = foldedPhaseColours_[std::size_t(e.tracePhase[box.first])];
            painter->fillRect(rect, labelFill);
        } else {
            // The kinds' shares of the run's time, stacked: a utilisation chart at full zoom.
            const KindCycles& kinds = window.stepKinds[b];
            const double total = double(std::accumulate(kinds.begin(), kinds.end(), std::uint64_t(0)));
            double top = rect.top();
            double largest = -1.0;
            for (const TraceKind kind : kStackOrder) {
                const double share = total > 0 ? double(kinds[std::size_t(kind)]) / total : 0.0;
                if (share <= 0.0)
                    continue;
                const double bottom = top + share * rect.height();
                const QColor& colour = kindColours_[std::size_t(kind)];
                painter->fillRect(QRectF(QPointF(rect.left(), top), QPointF(rect.right(), bottom)), colour);
                if (share > largest) {
                    largest = share;
                    labelFill = colour;
                }
                top = bottom;
            }
        }
        if (fitsLabel(painter, rect))
            drawLabel(painter, rect, QLocale().toString(qulonglong(box.count())), labelFill);
    }
}

void TraceLayer::drawMarks(QCPPainter* painter, const TraceLane& lane, const TraceSide& side) const
{
    const auto& marks = side.window.ipu(lane.ipu).marks;
    if (marks.empty())
        return;
    const QColor text = palette_.color(QPalette::Text);
    QCPAxis* y = valueAxis();
    const double markTop = y->coordToPixel(lane.top + TraceScene::kMarkSpan.top);
    const double markBottom = y->coordToPixel(lane.top + TraceScene::kMarkSpan.bottom);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(text, 2));
    for (const TraceBox& box : marks) {
        const QRectF steps = trackRect(lane, TraceTrack::Steps, box.start, box.end);
        // A bar under the step, and its outline: readable over any fill, in either theme.
        painter->fillRect(QRectF(QPointF(steps.left(), markTop), QPointF(std::max(steps.right(), steps.left() + 2), markBottom)),
                          text);
        if (steps.width() >= 4)
            painter->drawRect(steps.adjusted(1, 1, -1, -1));
    }
}

void TraceLayer::drawSelection(QCPPainter* painter) const
{
    if (!scene_.selected)
        return;
    const TraceHit& hit = *scene_.selected;
    for (const TraceLane& lane : scene_.lanes) {
        if (lane.side != hit.side || lane.ipu != hit.ipu || lane.replica != hit.replica)
            continue;
        const QRectF rect = trackRect(lane, hit.track, hit.box.start, hit.box.end).adjusted(-2, -2, 2, 2);
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(palette_.color(QPalette::Text), 3));
        painter->drawRect(rect);
        painter->setPen(QPen(palette_.color(QPalette::Highlight), 1));
        painter->drawRect(rect.adjusted(-2, -2, 2, 2));
    }
}

} // namespace tilescope::gui
