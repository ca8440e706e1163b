#pragma once
// One tile's address space drawn from a TileBlocksModel: address on x (KiB), three rows sharing
// it. A header names the non-interleaved and interleaved regions; the row of the tile at its peak
// shows what is in use then and every gap, hatched by cause, at its address (the seed's Fig. 2.7:
// the gaps are what the liveness view cannot show); the lanes below hold every code block and
// variable, those whose lifetimes do not overlap in separate lanes. The tile's end is a bold line
// and overflow past it a red wash. Zoom and pan act on the address axis (wheel, drag, +/-, arrows,
// Home) and, with Ctrl, on the lanes; the header and the peak row keep their height in pixels.
// Only what the model folds for the visible window is drawn.

#include <QSharedPointer>
#include <QWidget>

#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

class QCustomPlot;
class QCPAxisRect;
class QCPAxisTickerText;
class QCPTextElement;
class QLabel;

namespace tilescope::gui {

class LegendSwatch;
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
    /// True when the whole address space is in view (not zoomed).
    bool showsWholeTile() const;
    /// > 1 zooms in, about the highlighted block when it is in view, else the mouse, else the centre.
    void zoomBy(double factor);
    void panBy(double fraction); // of the visible width; > 0 moves to higher addresses
    void resetZoom(); // both axes
    /// Lane axis: zoom by `factor` (> 1 zooms in) around lane coordinate `centre`; scroll by a
    /// fraction of the visible lanes (> 0: further down).
    void zoomLanes(double factor, double centre);
    void panLanes(double fraction);
    /// The visible lane-axis range (first, last), and setting it, clamped to the lanes.
    std::pair<double, double> visibleLanes() const;
    void setVisibleLanes(double first, double last);
    /// True when every lane is in view (not zoomed).
    bool showsAllLanes() const;

    /// The block under a pixel of the plot (-1: none) and the tooltip text there.
    int blockAt(const QPoint& pixel) const;
    QString toolTipAt(const QPoint& pixel) const;
    /// The plot pixel of an address in a lane (lane -1: the middle of all lanes), for tests.
    QPoint pixelOf(std::uint64_t address, int lane) const;
    /// The plot pixel of an address in the middle of the peak row / of the header.
    QPoint pixelOfPeakRow(std::uint64_t address) const;
    QPoint pixelOfHeader(std::uint64_t address) const;
    /// The names on the lane axis, as drawn now.
    QStringList laneLabels() const;

    QCustomPlot* customPlot() const { return plot_; }
    QLabel* explanationLabel() const { return explanation_; }
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
    void createRows();
    void rebuild();
    void refold();
    void fold();
    void setLaneRange(double lower, double size);
    void placeLaneLabels();
    void showPeakLabel();
    void clampRange();
    void applyPalette();
    void retranslate();
    double extentBytes() const;
    double laneAt(double pixelY) const;
    std::uint64_t addressAt(double pixelX) const;

    QCustomPlot* plot_;
    QCPTextElement* title_;
    QCPAxisRect* header_ = nullptr;
    QCPAxisRect* peakRow_ = nullptr;
    QCPAxisRect* lanes_ = nullptr; // the address lanes: the plot's own axis rect
    RegionBlocksLayer* blocks_ = nullptr;
    RegionBlocksLayer* peakBlocks_ = nullptr;
    std::vector<LegendSwatch*> legendEntries_;    // one swatch per block group
    std::vector<LegendSwatch*> gapLegendEntries_; // one per gap cause
    std::unique_ptr<RegionMarkers> markers_;
    QSharedPointer<QCPAxisTickerText> laneTicker_;
    QSharedPointer<QCPAxisTickerText> peakTicker_;
    QLabel* explanation_;
    const TileBlocksModel* model_ = nullptr;
    int highlighted_ = -1;
    bool clamping_ = false;
    int foldedWidth_ = -1;
    int namedHeight_ = -1; // the lanes' height the lane names were placed for
    double minimumExtentBytes_ = 0.0;
    double fullLaneLower_ = 0.0; // the lane axis when showing every lane
    double fullLaneUpper_ = 1.0;
};

} // namespace tilescope::gui
