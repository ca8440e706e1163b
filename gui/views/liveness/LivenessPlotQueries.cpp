// What the Liveness plot answers about what it draws: the step under a pixel, where a value is
// drawn, the legend's names and the curves as CSV.

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

std::optional<std::size_t> LivenessPlot::stepAtPixel(int x) const
{
    const std::size_t steps = stepCount();
    if (steps == 0)
        return std::nullopt;
    const QPoint origin = plot_->mapTo(this, QPoint(0, 0));
    const double from = plot_->xAxis->pixelToCoord(x - origin.x());
    const double to = plot_->xAxis->pixelToCoord(x - origin.x() + 1);
    if (to < 0.0 || from >= double(steps))
        return std::nullopt;
    const auto first = std::size_t(std::max(0.0, std::floor(from)));
    const auto last = std::max(first + 1, std::size_t(std::max(0.0, std::ceil(to))));
    const LivenessSeries* series = source_ ? source_.get() : target_.get();
    if (!series || first >= series->stepCount())
        return series && series->isAligned() ? std::nullopt : std::optional(std::min(first, steps - 1));
    // Aligned, a column of gaps only has no step of this report.
    return series->stepAt(series->peakStepIn(first, last));
}

QPoint LivenessPlot::pixelAt(double step, double bytes) const
{
    const QPointF p(plot_->xAxis->coordToPixel(step), plot_->yAxis->coordToPixel(bytes / bytesPerUnit_));
    return plot_->mapTo(this, p.toPoint());
}

QStringList LivenessPlot::legendNames() const
{
    QStringList names;
    for (int i = 0; i < plot_->legend->itemCount(); ++i)
        if (auto* item = qobject_cast<QCPPlottableLegendItem*>(plot_->legend->item(i)))
            names.append(item->plottable()->name());
    return names;
}

QString LivenessPlot::csv() const
{
    return LivenessCsv::write(source_.get(), sourceWindow_, target_.get(), targetWindow_);
}
} // namespace tilescope::gui
