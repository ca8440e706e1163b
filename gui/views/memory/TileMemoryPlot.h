#pragma once
// Per-tile memory as stacked bars, one bar per pixel column (the column's worst tile, see
// TileMemorySeries), with the tile's memory as a max-memory line, what out-of-memory bars hold
// above it hatched over their stack, the selected tiles shaded and outlined over their whole
// height and, when comparing, the per-tile difference below.
// Mouse: wheel zooms the tile axis, a drag boxes tiles, a click picks the column's worst tile
// (Ctrl adds to the selection). Keyboard: + and - zoom, arrows pan, Home or 0 shows all tiles.

#include "views/memory/TileMemorySeries.h"

#include <QWidget>

#include <optional>
#include <tuple>
#include <vector>

class QCustomPlot;
class QCPAxisRect;
class QCPBars;
class QCPGraph;
class QCPItemStraightLine;
class QCPItemText;
class QCPRange;

namespace tilescope::gui {

class LegendSwatch;

class TileMemoryPlot : public QWidget {
    Q_OBJECT
public:
    explicit TileMemoryPlot(QWidget* parent = nullptr);

    /// Draws `series` (owned by the caller, kept alive while shown); call again after the
    /// series is reconfigured. Shows all its tiles.
    void setSeries(const TileMemorySeries* series);
    /// Whether the height always reaches the tile's memory (the max-memory line) or fits the
    /// most used tile, so that small usage is readable.
    void setScaleToTileMemory(bool scale);
    bool scalesToTileMemory() const { return scaleToTileMemory_; }
    /// The names of the compared reports, for the difference's legend ("amp 0.4 uses more than
    /// amp 0.6"); empty: "Target uses more".
    void setReportNames(const QString& source, const QString& target);
    /// Shades the columns holding these tiles.
    void setSelectedTiles(const std::vector<std::uint32_t>& tiles);
    /// Brings `tile` into view (keeping the zoom) when it is outside the visible window.
    void revealTile(std::uint32_t tile);

    QCustomPlot* customPlot() const { return plot_; }
    /// The columns drawn now, left to right.
    const std::vector<TileColumn>& columns() const { return columns_; }
    /// The column under an x pixel of the plot, if any.
    std::optional<std::size_t> columnAtPixel(double x) const;
    /// The pixel x of the middle of a column / the pixel y of a byte value.
    double pixelOfColumn(std::size_t column) const;
    double pixelOfBytes(double bytes) const;
    /// What hovering a column shows.
    QString columnToolTip(std::size_t column) const;
    /// The visible window in tile positions [first, last).
    std::pair<std::size_t, std::size_t> visiblePositions() const;
    /// The visible window on the tile axis (tile ids in software order, ranks when sorted), and
    /// setting it, clamped to the tiles shown: what a re-simulated report keeps.
    std::pair<double, double> visibleRange() const;
    void setVisibleRange(double lower, double upper);
    /// True when every tile of the series is in view (not zoomed).
    bool showsAllTiles() const;

    /// > 1 zooms in, about a selected tile in view, else the mouse over the bars, else the centre.
    void zoomBy(double factor);
    void panBy(double fractionOfWindow);
    void showAllTiles();

    QSize sizeHint() const override { return {900, 420}; }

signals:
    /// A click on a column: its worst tile; `add` when Ctrl was held.
    void tileClicked(std::uint32_t tile, bool add);
    /// A box drawn over the bars: the tiles at positions [first, last) of the series.
    void positionsBoxed(std::size_t first, std::size_t last, bool add);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void refreshColumns();
    void onRangeChanged(const QCPRange& range);
    void setComparing(bool comparing);
    void applyPalette();
    void retranslate();
    double keyOffset() const;
    void updateAxisLabel();
    void updateValueRange();
    void updateIpuBoundaries();
    void placeIpuLabels();

    QCustomPlot* plot_;
    const TileMemorySeries* series_ = nullptr;
    std::vector<QCPBars*> stackBars_;
    QCPBars* overflowBars_;
    QCPBars* selectionBars_;
    QCPBars* selectionOutline_ = nullptr;
    LegendSwatch* selectionLegend_ = nullptr;
    QCPGraph* leastGraph_;
    QCPGraph* capacityLegend_ = nullptr; // no data: stands for the line in the legend
    QCPItemStraightLine* capacityLine_;
    QCPItemText* capacityLabel_;
    QCPAxisRect* differenceRect_ = nullptr;
    QCPBars* increaseBars_ = nullptr;
    QCPBars* decreaseBars_ = nullptr;
    std::vector<TileColumn> columns_;
    std::vector<std::size_t> selectedPositions_; // sorted
    int lastAxisWidth_ = 0;
    bool scaleToTileMemory_ = true;
    std::tuple<const TileMemoryStacks*, std::size_t, std::optional<std::uint32_t>, TileOrder> shownLayout_;
    std::vector<QCPItemStraightLine*> ipuBoundaries_;
    std::vector<QCPItemText*> ipuLabels_;
    bool capacityLabelPinned_ = false; // the capacity line is above the scale, its label at the top
    QString sourceName_;
    QString targetName_;
};

} // namespace tilescope::gui
