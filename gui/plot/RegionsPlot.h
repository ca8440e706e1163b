#pragma once
// One tile's address space drawn from a TileBlocksModel: address on x (KiB), lanes on y. Code and
// variable blocks are coloured by group, gaps hatched across every lane, the non-interleaved and
// interleaved regions marked above the lanes (memory elements as faint lines), the tile's end as a
// bold line and overflow past it as a red band. Zoom and pan act on the address axis only (wheel,
// drag, +/-, arrows, Home); only what the model folds for the visible window is drawn.

#include <QSharedPointer>
#include <QWidget>

#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

class QCustomPlot;
class QCPBars;
class QCPAxisTickerText;
class QCPTextElement;

namespace tilescope::gui {

class RegionBlocksLayer;
class RegionMarkers;
class TileBlocksModel;

class RegionsPlot : public QWidget {
    Q_OBJECT
public:
    explicit RegionsPlot(QWidget* parent = nullptr);
    ~RegionsPlot() override;

    /// Draws `model`'s tile and follows its resets. The model must outlive the plot.
    void setModel(const TileBlocksModel* model);
    /// The line above the plot ("Source · tile 952 (IPU 0)").
    void setTitle(const QString& title);

    /// Outlines block `row` of the model (-1: none) and pans to it when it is out of view.
    void setHighlightedBlock(int row);
    int highlightedBlock() const { return highlighted_; }

    /// The address axis covers at least `bytes` (another report's tile, so that two plots share
    /// one scale) and shows it whole.
    void setMinimumExtent(double bytes);
    /// Shows or hides the legend and the line explaining lanes (one legend serves two stacked plots).
    void setLegendVisible(bool visible);

    /// The visible address window in bytes; setting it clamps to the tile (plus overflow).
    void setAddressRange(double firstByte, double lastByte);
    double firstVisibleByte() const;
    double lastVisibleByte() const;
    void zoomBy(double factor); // > 1 zooms in, around the centre
    void panBy(double fraction); // of the visible width; > 0 moves to higher addresses
    void resetZoom(); // both axes
    /// Lane axis: zoom by `factor` (> 1 zooms in) around lane coordinate `centre`; scroll by a
    /// fraction of the visible lanes (> 0: further down).
    void zoomLanes(double factor, double centre);
    void panLanes(double fraction);
    /// The visible lane-axis range (first, last).
    std::pair<double, double> visibleLanes() const;

    /// The block under a pixel of the plot (-1: none) and the tooltip text there.
    int blockAt(const QPoint& pixel) const;
    QString toolTipAt(const QPoint& pixel) const;
    /// The plot pixel of an address in a lane (lane -1: the middle of all lanes), for tests.
    QPoint pixelOf(std::uint64_t address, int lane) const;

    QCustomPlot* customPlot() const { return plot_; }
    /// Rectangles drawn at the current zoom (blocks folded to the pixels across).
    std::size_t drawnRectangles() const;
    QSize sizeHint() const override { return {900, 340}; }

signals:
    void blockClicked(int row);
    /// The visible address window changed (by the user or by setAddressRange).
    void addressRangeChanged(double firstByte, double lastByte);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void rebuild();
    void refold();
    void fold();
    void setLaneRange(double lower, double size);
    void clampRange();
    void applyPalette();
    double extentBytes() const;
    double laneAt(double pixelY) const;

    QCustomPlot* plot_;
    QCPTextElement* title_;
    QCPTextElement* explanation_;
    RegionBlocksLayer* blocks_;
    std::vector<QCPBars*> legendEntries_; // empty bars: one legend swatch per block group
    std::unique_ptr<RegionMarkers> markers_;
    QSharedPointer<QCPAxisTickerText> laneTicker_;
    const TileBlocksModel* model_ = nullptr;
    int highlighted_ = -1;
    bool clamping_ = false;
    int foldedWidth_ = -1;
    double minimumExtentBytes_ = 0.0;
    double fullLaneLower_ = 0.0; // the lane axis when showing every lane
    double fullLaneUpper_ = 1.0;
    QPoint pressedAt_;
};

} // namespace tilescope::gui
