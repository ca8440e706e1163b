#pragma once
// The QCustomPlot plottable that paints the Execution trace: for each lane, its phase band (stage
// intervals coloured by phase and labelled with their micro-batch), its operation track in the
// grouped mode, its steps coloured by kind or phase (a folded run drawn as its kinds' shares, one
// stripe each, and labelled with how many steps it holds), the marks of a selected operation and
// the selected box. It walks only the boxes TraceWindow prepared. Included only by plot/ sources.

#include "views/trace/TraceScene.h"

#include <qcustomplot.h>

#include <array>

namespace tilescope::gui {

class TraceLayer : public QCPAbstractPlottable {
public:
    TraceLayer(QCPAxis* timeAxis, QCPAxis* laneAxis, const TraceScene& scene);

    void setColours(const QPalette& palette) { palette_ = palette; }

    double selectTest(const QPointF&, bool, QVariant* = nullptr) const override { return -1.0; }
    QCPRange getKeyRange(bool& foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth) const override;
    QCPRange getValueRange(bool& foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth,
                           const QCPRange& inKeyRange = QCPRange()) const override;

    /// The pixel rectangle of `track` of `lane` from `start` to `end` cycles (at least a pixel wide).
    QRectF trackRect(const TraceLane& lane, TraceTrack track, double start, double end) const;

protected:
    void draw(QCPPainter* painter) override;
    void drawLegendIcon(QCPPainter*, const QRectF&) const override {}

private:
    void drawLane(QCPPainter* painter, const TraceLane& lane) const;
    void drawStages(QCPPainter* painter, const TraceLane& lane, const TraceSide& side) const;
    void drawOperations(QCPPainter* painter, const TraceLane& lane, const TraceSide& side) const;
    void drawSteps(QCPPainter* painter, const TraceLane& lane, const TraceSide& side) const;
    void drawMarks(QCPPainter* painter, const TraceLane& lane, const TraceSide& side) const;
    void drawSelection(QCPPainter* painter) const;
    /// True when `rect` is wide and tall enough for a label (checked before the text is made).
    bool fitsLabel(QCPPainter* painter, const QRectF& rect) const;
    void drawLabel(QCPPainter* painter, const QRectF& rect, const QString& text, const QColor& fill) const;
    QColor stepColour(const Execution& e, std::uint64_t row) const;
    void cacheColours();

    const TraceScene& scene_;
    QPalette palette_;
    // Colours looked up once per frame rather than once per box.
    std::array<QColor, kTraceKindCount> kindColours_;
    std::array<QColor, 5> phaseColours_;
    std::array<QColor, 5> foldedPhaseColours_;
};

} // namespace tilescope::gui
