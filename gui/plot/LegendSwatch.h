#pragma once
// A legend entry without data: a swatch painted with brushes one over the other and an outline,
// so that the legend shows a fill exactly as a plot paints it (a hatch over a wash, say) where
// QCustomPlot's own icons show one brush. Included only by plot/ sources (qcustomplot.h).

#include <qcustomplot.h>

namespace tilescope::gui {

class LegendSwatch : public QCPAbstractPlottable {
public:
    LegendSwatch(QCPAxis* keyAxis, QCPAxis* valueAxis);

    /// The brushes, painted in order; the outline is the plottable's pen (none by default).
    void setBrushes(QList<QBrush> brushes) { brushes_ = std::move(brushes); }

    double selectTest(const QPointF&, bool, QVariant* = nullptr) const override { return -1.0; }
    QCPRange getKeyRange(bool& foundRange, QCP::SignDomain = QCP::sdBoth) const override;
    QCPRange getValueRange(bool& foundRange, QCP::SignDomain = QCP::sdBoth, const QCPRange& = QCPRange()) const override;

protected:
    void draw(QCPPainter*) override {}
    void drawLegendIcon(QCPPainter* painter, const QRectF& rect) const override;

private:
    QList<QBrush> brushes_;
};

} // namespace tilescope::gui
