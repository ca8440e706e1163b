#pragma once
// The Sweep view's grid: one cell per point of a SweepGrid, coloured by samples per second on a
// heat scale (with its colour scale and unit) when the point fits, hatched as out of memory with
// the worst tile's excess, or marked as failed; a fitting cell tall enough for a second line says
// its room to spare under its samples per second; the sweep's best point outlined, and the points
// picked for comparing outlined too (solid: the source, dashed: the target). Hover names a cell's
// figures; a click picks it, Ctrl+click picks a second, a double-click asks for it. QCustomPlot
// stays private to the .cpp.

#include "sweep/SweepGrid.h"

#include <QColor>
#include <QPoint>
#include <QWidget>

#include <optional>

class QCustomPlot;
class QCPColorScale;
class QCPMarginGroup;

namespace tilescope::gui {

class LegendSwatch;
class SweepCells;

class SweepPlot : public QWidget {
    Q_OBJECT
public:
    explicit SweepPlot(QWidget* parent = nullptr);
    ~SweepPlot() override;

    void setGrid(SweepGrid grid);
    const SweepGrid& grid() const { return grid_; }
    /// The points outlined as picked (by number), where the slice holds them.
    void setPicks(std::optional<std::size_t> source, std::optional<std::size_t> target);

    QCustomPlot* customPlot() const { return plot_; }
    /// The cell under `pixel` (in the plot's coordinates), if any.
    std::optional<SweepCell> cellAtPixel(QPointF pixel) const;
    /// The centre of `cell`, in the plot's coordinates.
    QPoint pixelOfCell(SweepCell cell) const;
    /// The cell's rectangle in pixels, less the gap between cells.
    QRectF cellRect(SweepCell cell) const;
    /// What the cell says as drawn: the longest of its labels that fits in it, or empty.
    QString drawnText(SweepCell cell) const;
    /// The second line a fitting cell draws under its samples per second when it has the room: the
    /// longest of its room-to-spare labels that fits, or empty.
    QString drawnRoomText(SweepCell cell) const;
    /// The fill of a cell that fits, on the heat scale; invalid for the others.
    QColor heatColour(SweepCell cell) const;
    /// The tooltip shown when hovering `pixel`; empty outside the cells.
    QString toolTipAt(QPointF pixel) const;
    /// The colour scale's range, in samples per second.
    std::pair<double, double> scaleRange() const;
    /// The labels of the axes (the options' words) and the values along them.
    QString columnAxisLabel() const;
    QString rowAxisLabel() const;
    QStringList columnTickLabels() const;
    QStringList rowTickLabels() const;

    QSize sizeHint() const override { return {640, 360}; }

signals:
    /// A click on point `point`; `addsTarget`: with Ctrl, which picks a second point.
    void pointClicked(std::size_t point, bool addsTarget);
    void pointDoubleClicked(std::size_t point);
    /// A right click, on a point or beside the cells (nullopt), before the context menu opens.
    void pointMenuRequested(std::optional<std::size_t> point);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    friend class SweepCells;
    void applyPalette();
    void retranslate();
    void updateTicks(int axisRectWidth, int axisRectHeight);
    /// The second line's font: smaller than the first's, so that the speed stays the headline.
    QFont roomFont() const;

    QCustomPlot* plot_;
    QCPColorScale* scale_;
    QCPMarginGroup* margins_;
    SweepCells* cells_;
    LegendSwatch* outOfMemoryLegend_;
    LegendSwatch* failedLegend_;
    LegendSwatch* bestLegend_;
    LegendSwatch* sourceLegend_;
    LegendSwatch* targetLegend_;
    SweepGrid grid_;
    std::optional<std::size_t> source_;
    std::optional<std::size_t> target_;
};

} // namespace tilescope::gui
