// The Regions plot's window: the addresses in view (zoomed and panned inside the tile) and the
// lanes in view (zoomed apart and scrolled, never past their full range).

#include "views/regions/RegionsPlot.h"

#include "models/ByteFormat.h"
#include "plot/LegendSwatch.h"
#include "plot/PlotFrame.h"
#include "plot/PlotGestures.h"
#include "plot/PlotPalette.h"
#include "views/regions/RegionBlocksLayer.h"
#include "views/regions/RegionMarkers.h"
#include "views/regions/TileBlocksModel.h"

#include <QCursor>
#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QBoxLayout>
#include <QLocale>
#include <QMouseEvent>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace tilescope::gui {

void RegionsPlot::setAddressRange(double firstByte, double lastByte)
{
    if (!(lastByte > firstByte))
        return;
    plot_->xAxis->setRange(firstByte / kBytesPerKiB, lastByte / kBytesPerKiB);
}

double RegionsPlot::firstVisibleByte() const { return plot_->xAxis->range().lower * kBytesPerKiB; }
double RegionsPlot::lastVisibleByte() const { return plot_->xAxis->range().upper * kBytesPerKiB; }

// The window never exceeds the extent (clampRange): as wide as it is all of it.
bool RegionsPlot::showsWholeTile() const
{
    return plot_->xAxis->range().size() * kBytesPerKiB >= extentBytes() * (1.0 - 1e-9);
}

void RegionsPlot::zoomBy(double factor)
{
    if (!(factor > 0.0))
        return;
    // About the highlighted block when it is in view, else the mouse over the rows, else the centre.
    const QCPRange range = plot_->xAxis->range();
    double anchor = range.center();
    const QPoint mouse = plot_->mapFromGlobal(QCursor::pos());
    if (highlighted_ >= 0) {
        const TileBlock& block = model_->blocks()[std::size_t(highlighted_)];
        const double middle = (double(block.offset) + double(block.bytes) / 2.0) / kBytesPerKiB;
        if (range.contains(middle))
            anchor = middle;
    } else if (plot_->underMouse() && mouse.x() >= lanes_->left() && mouse.x() < lanes_->right()) {
        anchor = plot_->xAxis->pixelToCoord(mouse.x());
    }
    plot_->xAxis->scaleRange(1.0 / factor, anchor);
}

void RegionsPlot::panBy(double fraction) { plot_->xAxis->moveRange(plot_->xAxis->range().size() * fraction); }

void RegionsPlot::resetZoom()
{
    plot_->xAxis->setRange(0.0, extentBytes() / kBytesPerKiB);
    plot_->yAxis->setRange(fullLaneLower_, fullLaneUpper_);
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

// Two hundred lanes of temporary variables share a few hundred pixels: Ctrl+wheel and Ctrl+arrows
// zoom the lanes apart, Up and Down scroll them; the lanes never leave their full range.
void RegionsPlot::zoomLanes(double factor, double centre)
{
    if (!(factor > 0.0))
        return;
    const QCPRange range = plot_->yAxis->range();
    const double full = fullLaneUpper_ - fullLaneLower_;
    const double size = std::clamp(range.size() / factor, std::min(4.0, full), full);
    const double lower = centre - (centre - range.lower) * size / range.size();
    setLaneRange(lower, size);
}

void RegionsPlot::panLanes(double fraction)
{
    const QCPRange range = plot_->yAxis->range();
    setLaneRange(range.lower + range.size() * fraction, range.size());
}

void RegionsPlot::setLaneRange(double lower, double size)
{
    lower = std::clamp(lower, fullLaneLower_, std::max(fullLaneLower_, fullLaneUpper_ - size));
    plot_->yAxis->setRange(lower, lower + size);
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

std::pair<double, double> RegionsPlot::visibleLanes() const
{
    return {plot_->yAxis->range().lower, plot_->yAxis->range().upper};
}

void RegionsPlot::setVisibleLanes(double first, double last)
{
    if (!(last > first))
        return;
    setLaneRange(first, std::min(last - first, fullLaneUpper_ - fullLaneLower_));
}

bool RegionsPlot::showsAllLanes() const
{
    return plot_->yAxis->range().size() >= fullLaneUpper_ - fullLaneLower_ - 1e-9;
}

std::size_t RegionsPlot::drawnRectangles() const { return blocks_->drawnCount() + peakBlocks_->drawnCount(); }
} // namespace tilescope::gui
