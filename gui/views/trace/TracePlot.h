#pragma once
// The Execution trace plot: time on x, one lane per IPU (and replica) on y, source lanes above
// target lanes on one time axis when comparing (both start at cycle 0). Zoom from the whole run
// down to single cycles and pan with the mouse (wheel, drag), +/-, the arrows and W/A/S/D as
// Perfetto and Tracy users expect; Home shows everything. Every zoom or pan recomputes the visible
// boxes (TraceWindow) and redraws them; QCustomPlot stays private to the .cpp.

#include "views/trace/TraceScene.h"

#include <QWidget>

#include <memory>
#include <optional>

class QCPRange;
class QCustomPlot;

namespace tilescope::gui {

class TraceLayer;

class TracePlot : public QWidget {
    Q_OBJECT
public:
    enum class TimeUnit { Cycles, Microseconds };
    /// The narrowest window: a few cycles across the plot.
    static constexpr double kMinimumVisibleCycles = 8.0;

    explicit TracePlot(QWidget* parent = nullptr);
    ~TracePlot() override;

    /// Draws `source` alone, or above `target`; either may be null. Shows the whole run when the
    /// traces change. `replicas` lanes per IPU draw replica 0's rows (all replicas run alike).
    void setTraces(std::shared_ptr<const TraceIndex> source, std::shared_ptr<const TraceIndex> target,
                   std::uint32_t sourceReplicas = 1, std::uint32_t targetReplicas = 1);
    /// The captions above each side's lanes when comparing.
    void setCaptions(const QString& source, const QString& target);
    /// The grouped mode's operation runs of a side (null: the flat mode).
    void setOperationRuns(int side, std::shared_ptr<const TraceOperationRuns> runs);
    /// The rows of a selected operation on a side, per IPU (null: none marked).
    void setMarkedRows(int side, std::shared_ptr<const std::vector<std::vector<std::uint64_t>>> rows);
    void setColouring(TraceColouring colouring);
    TraceColouring colouring() const { return scene_.colouring; }
    void setTimeUnit(TimeUnit unit);
    TimeUnit timeUnit() const { return unit_; }
    void setSelected(std::optional<TraceHit> hit);

    void zoomBy(double factor);  // > 1 zooms in, around the centre of the view
    void panBy(double fraction); // of the visible width; negative pans left
    void showAll();
    void setVisibleCycles(double lower, double upper);
    double visibleLower() const;
    double visibleUpper() const;
    /// True when the whole run is in view (not zoomed).
    bool showsAll() const;
    /// The lane coordinate at the top of the view (0: the first lane's top), and scrolling the
    /// lanes to one, as far as they go, when they do not all fit.
    double firstVisibleLane() const;
    void scrollToLane(double top);

    /// What is under widget position `pos`, if anything.
    std::optional<TraceHit> hitAt(const QPoint& pos) const;
    /// Widget coordinates of the middle of `track` of a lane at `cycle`: what a test grabs a pixel at.
    QPoint pixelAt(int side, std::uint32_t ipu, std::uint32_t replica, TraceTrack track, double cycle) const;
    const TraceScene& scene() const { return scene_; }
    /// The lanes' names top to bottom, as the axis shows them.
    QStringList laneNames() const;
    QCustomPlot* customPlot() const { return plot_; }
    /// Redraws at once instead of on the next event loop pass (tests, benchmarks).
    void redrawNow();

    QSize sizeHint() const override { return {900, 480}; }

signals:
    /// The pointer is over `hit` (nullopt: over nothing) at `globalPos`.
    void hovered(const std::optional<tilescope::gui::TraceHit>& hit, const QPoint& globalPos);
    void clicked(const tilescope::gui::TraceHit& hit);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void layOutLanes();
    void rangeChanged(const QCPRange& range);
    void recompute();
    void applyPalette();
    void scrollLanes(double lanes);
    double endCycle() const;
    const TraceLane* laneAtPixel(double y) const;

    QCustomPlot* plot_;
    TraceLayer* layer_;
    TraceScene scene_;
    std::array<std::uint32_t, 2> replicas_{1, 1};
    TimeUnit unit_ = TimeUnit::Cycles;
    QSize laidOutSize_;
    bool adjustingRange_ = false;
};

} // namespace tilescope::gui
