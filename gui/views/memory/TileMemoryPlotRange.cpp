// The Memory plot's window over the tiles: the selection revealed, zoom and pan kept inside
// the tiles, and the positions in view.

#include "views/memory/TileMemoryPlot.h"

#include "models/ByteFormat.h"
#include "plot/LegendSwatch.h"
#include "plot/PlotFrame.h"
#include "plot/PlotGestures.h"
#include "plot/PlotPalette.h"
#include "views/memory/TileMemoryToolTip.h"

#include <QCursor>
#include <QEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QToolTip>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace tilescope::gui {

void TileMemoryPlot::setSelectedTiles(const std::vector<std::uint32_t>& tiles)
{
    selectedPositions_.clear();
    if (series_)
        for (const std::uint32_t tile : tiles)
            if (const auto position = series_->positionOf(tile))
                selectedPositions_.push_back(*position);
    std::sort(selectedPositions_.begin(), selectedPositions_.end());
    refreshColumns();
}

void TileMemoryPlot::revealTile(std::uint32_t tile)
{
    if (!series_)
        return;
    const auto position = series_->positionOf(tile);
    if (!position)
        return;
    const auto [first, last] = visiblePositions();
    if (*position >= first && *position < last)
        return;
    const QCPRange range = plot_->xAxis->range();
    const double centre = keyOffset() + double(*position) + 0.5;
    plot_->xAxis->setRange(centre - range.size() / 2.0, centre + range.size() / 2.0);
}

std::pair<std::size_t, std::size_t> TileMemoryPlot::visiblePositions() const
{
    if (!series_)
        return {0, 0};
    const auto n = double(series_->size());
    const QCPRange range = plot_->xAxis->range();
    const double off = keyOffset();
    return {std::size_t(std::clamp(std::floor(range.lower - off), 0.0, n)),
            std::size_t(std::clamp(std::ceil(range.upper - off), 0.0, n))};
}

std::pair<double, double> TileMemoryPlot::visibleRange() const
{
    const QCPRange range = plot_->xAxis->range();
    return {range.lower, range.upper};
}

void TileMemoryPlot::setVisibleRange(double lower, double upper)
{
    if (upper > lower)
        plot_->xAxis->setRange(lower, upper); // clamped and redrawn in onRangeChanged
}

bool TileMemoryPlot::showsAllTiles() const
{
    // The window never exceeds the tiles (onRangeChanged): as wide as them is all of them.
    return plot_->xAxis->range().size() >= double(series_ ? series_->size() : 0) - 1e-6;
}

void TileMemoryPlot::showAllTiles()
{
    const double off = keyOffset();
    plot_->xAxis->setRange(off, off + double(std::max<std::size_t>(series_ ? series_->size() : 0, 1)));
}

void TileMemoryPlot::zoomBy(double factor)
{
    if (!(factor > 0.0))
        return;
    // About the selected tile when it is in view, else the mouse over the bars, else the centre.
    const QCPRange range = plot_->xAxis->range();
    double anchor = range.center();
    const QPoint mouse = plot_->mapFromGlobal(QCursor::pos());
    const auto [first, last] = visiblePositions();
    const auto selected = std::lower_bound(selectedPositions_.begin(), selectedPositions_.end(), first);
    if (selected != selectedPositions_.end() && *selected < last)
        anchor = keyOffset() + double(*selected) + 0.5;
    else if (plot_->underMouse() && plot_->axisRect()->rect().contains(mouse))
        anchor = plot_->xAxis->pixelToCoord(mouse.x());
    plot_->xAxis->scaleRange(1.0 / factor, anchor);
}

void TileMemoryPlot::panBy(double fractionOfWindow)
{
    const QCPRange range = plot_->xAxis->range();
    plot_->xAxis->moveRange(range.size() * fractionOfWindow);
}

void TileMemoryPlot::onRangeChanged(const QCPRange& range)
{
    // Keep the window on the tiles: at least two tiles wide, never past either end.
    const double off = keyOffset();
    const double n = double(std::max<std::size_t>(series_ ? series_->size() : 0, 1));
    double size = std::clamp(range.size(), std::min(2.0, n), n);
    double lower = std::clamp(range.lower, off, off + n - size);
    if (std::abs(lower - range.lower) > 1e-9 || std::abs(size - range.size()) > 1e-9) {
        plot_->xAxis->setRange(lower, lower + size); // re-enters with the clamped range
        return;
    }
    if (differenceRect_)
        differenceRect_->axis(QCPAxis::atBottom)->setRange(range);
    refreshColumns();
}
} // namespace tilescope::gui
