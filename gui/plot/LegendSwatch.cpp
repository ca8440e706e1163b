#include "plot/LegendSwatch.h"

namespace tilescope::gui {

LegendSwatch::LegendSwatch(QCPAxis* keyAxis, QCPAxis* valueAxis) : QCPAbstractPlottable(keyAxis, valueAxis)
{
    setSelectable(QCP::stNone);
    setPen(Qt::NoPen);
}

QCPRange LegendSwatch::getKeyRange(bool& foundRange, QCP::SignDomain) const
{
    foundRange = false; // no data: never widens an axis that is rescaled to its plottables
    return {};
}

QCPRange LegendSwatch::getValueRange(bool& foundRange, QCP::SignDomain, const QCPRange&) const
{
    foundRange = false;
    return {};
}

void LegendSwatch::drawLegendIcon(QCPPainter* painter, const QRectF& rect) const
{
    painter->setPen(Qt::NoPen);
    for (const QBrush& brush : brushes_)
        painter->fillRect(rect, brush);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(pen());
    painter->drawRect(rect.adjusted(0, 0, -1, -1));
}

} // namespace tilescope::gui
