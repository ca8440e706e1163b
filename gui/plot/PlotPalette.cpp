#include "plot/PlotPalette.h"

#include <qcustomplot.h>

namespace tilescope::gui {

void applyPlotPalette(QCustomPlot* plot, const QPalette& palette, const std::vector<QCPAxis*>& axes)
{
    const QColor text = palette.color(QPalette::WindowText);
    const QColor grid = palette.color(QPalette::Mid);
    plot->setBackground(palette.brush(QPalette::Base));
    for (QCPAxis* axis : axes) {
        axis->setBasePen(QPen(text));
        axis->setTickPen(QPen(text));
        axis->setSubTickPen(QPen(text));
        axis->setTickLabelColor(text);
        axis->setLabelColor(text);
        axis->grid()->setPen(QPen(grid, 0, Qt::DotLine));
    }
}

} // namespace tilescope::gui
