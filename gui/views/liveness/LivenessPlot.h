#pragma once
// The liveness plot: program steps on x, bytes on y. Alone, a report is drawn as the seed's
// Fig. 2.1 reads it: always-live as a base band, not-always-live stacked on top, and the
// max-memory line, so a spike above the line is a step that does not fit. With a target report,
// the four curves of Fig. 2.8 are drawn as lines, each report's not-always-live again on its own
// always-live, so that both tops read against the max-memory line. Every zoom, pan or resize
// re-buckets the visible steps to the pixel columns the axis really has (LivenessWindow); a
// lighter band between a column's lowest and highest step keeps every spike and is named in the
// legend whenever it is drawn. QCustomPlot stays private to the .cpp.

#include "views/liveness/LivenessSeries.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QCPBars;
class QCPGraph;
class QCPItemStraightLine;
class QCPRange;
class QCustomPlot;

namespace tilescope::gui {

class LivenessPlot : public QWidget {
    Q_OBJECT
public:
    explicit LivenessPlot(QWidget* parent = nullptr);
    ~LivenessPlot() override;

    /// Plots `source` alone, or compared with `target` when it is not null. Either may be null
    /// (nothing to draw yet). The view is reset to all steps when the step count changes. Aligned
    /// series (LivenessSeries::aligned) are drawn on their positions; the steps this plot is told
    /// and tells (matches, the current step, a hovered or clicked step) stay the source's steps.
    void setSeries(std::shared_ptr<const LivenessSeries> source, std::shared_ptr<const LivenessSeries> target);
    /// The names of the reports of the two series, for the legend ("amp 0.4: always-live"); empty:
    /// "Source", "Target".
    void setNames(const QString& source, const QString& target);
    /// Steps found by a search, in step order; drawn as bands behind the curves.
    void setMatches(std::vector<std::size_t> steps);
    /// The step whose live variables are listed, drawn as a vertical line; nullopt hides it.
    void setCurrentStep(std::optional<std::size_t> step);
    /// Centres the view on `step` when it is outside the visible steps, keeping the zoom.
    void revealStep(std::size_t step);

    /// > 1 zooms in, about the selected step when it is in view, else the mouse over the plot,
    /// else the centre of the view.
    void zoomBy(double factor);
    void panBy(double fraction); // of the visible width; negative pans left
    void showAllSteps();
    void setVisibleSteps(double lower, double upper);
    double visibleLower() const;
    double visibleUpper() const;
    /// True when every step is in view (not zoomed).
    bool showsAllSteps() const;
    /// The step a pixel column at widget x stands for: the peak of the steps it covers (the source's;
    /// aligned, nullopt over gaps only).
    std::optional<std::size_t> stepAtPixel(int x) const;

    /// What the plot draws, for tests and the CSV export.
    const LivenessWindow& sourceWindow() const { return sourceWindow_; }
    const LivenessWindow& targetWindow() const { return targetWindow_; }
    double maxMemoryLineBytes() const;
    /// True when the max memory is so far above the data that the y axis leaves it out.
    bool isMaxMemoryOffScale() const { return maxMemoryOffScale_; }
    /// Widget coordinates of (step, bytes): what a test grabs a pixel at.
    QPoint pixelAt(double step, double bytes) const;
    int pixelColumns() const;
    /// The names shown in the legend, top to bottom.
    QStringList legendNames() const;
    /// The visible window's decimated data as CSV (LivenessCsv).
    QString csv() const;
    QCustomPlot* customPlot() const { return plot_; }

    QSize sizeHint() const override { return {900, 420}; }

signals:
    /// The mouse is over `step` (nullopt: over no step) at `globalPos`.
    void stepHovered(std::optional<std::size_t> step, const QPoint& globalPos);
    void stepClicked(std::size_t step);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    struct Curves;
    void rangeChanged(const QCPRange& range);
    void redecimate();
    void decimate();
    void updateValueRange();
    void updateLegend();
    void applyPalette();
    void retranslate();
    QString xAxisLabel() const;
    void placeMatches();
    /// Where the plot draws the source's step: its position when aligned.
    std::size_t positionOfStep(std::size_t step) const;
    std::size_t stepCount() const;
    double scale() const { return bytesPerUnit_; }

    QCustomPlot* plot_;
    std::unique_ptr<Curves> curves_;
    // Names longer than this many characters take a line of their own in the legend.
    static constexpr qsizetype kShortName = 12;
    QString sourceName_;
    QString targetName_;
    std::shared_ptr<const LivenessSeries> source_;
    std::shared_ptr<const LivenessSeries> target_;
    std::vector<std::size_t> matchedSteps_; // as set: the source's steps
    std::vector<std::size_t> matches_;      // where they are drawn, sorted
    std::optional<std::size_t> currentStep_;
    LivenessWindow sourceWindow_;
    LivenessWindow targetWindow_;
    double bytesPerUnit_ = 1.0;
    int decimatedColumns_ = 0; // the axis width the windows were bucketed for
    bool adjustingRange_ = false;
    bool maxMemoryOffScale_ = false;
};

} // namespace tilescope::gui
