#pragma once
// The liveness of one source of one report, ready to plot at any zoom: the not-always-live bytes
// per program step, the source's always-live bytes and memory, and a min/max pyramid built once
// so that every zoom or pan is decimated to the visible pixel columns in O(columns).

#include "report/Decimation.h"
#include "views/liveness/LivenessSource.h"

#include <QVector>

#include <cstdint>
#include <optional>
#include <vector>

namespace tilescope::gui {

/// What a plot draws of a series over a window of the step axis: one bucket per step when the
/// steps are no more than the pixel columns, else one bucket per pixel column holding every step
/// whose span [s, s + 1) meets the column, so that the drawn envelope of a column is exactly the
/// minimum and maximum of its steps (and a step on a column boundary counts in both columns).
struct LivenessWindow {
    QVector<double> keys;    // x where each bucket starts: its step, or its pixel column's left edge
    QVector<double> minimum; // not-always-live bytes, minimum over the bucket's steps
    QVector<double> maximum; // maximum over them: no spike is lost
    std::vector<std::size_t> firstStep; // the bucket's steps are [firstStep, lastStep]
    std::vector<std::size_t> lastStep;
    double end = 0;         // x where the last bucket ends, so a step plot can close it
    double bucketWidth = 1; // in steps: 1, or the width of one pixel column
    /// True when some bucket holds steps of different values (a band is drawn between them).
    bool hasRanges() const;
};

class LivenessSeries {
public:
    LivenessSeries() = default;
    /// Reads the source's liveness out of `report`; may take a while for one tile of a big report
    /// (call it off the UI thread then). The series does not refer to `report` afterwards.
    static LivenessSeries build(const Report& report, LivenessSource source);
    /// `series` laid on the positions of an alignment of two reports' steps (report/StepAlignment.h):
    /// position p holds the series' step stepAt[p], or a gap where it is StepAlignment::kGap.
    /// Every step of the series appears once, in order. Positions then stand for steps in what
    /// follows (stepCount, notAlwaysLiveBytes, window, peakStepIn), a gap's value being
    /// kMissingValue; stepAt and positionOf translate.
    static LivenessSeries aligned(const LivenessSeries& series, const std::vector<std::int64_t>& stepAt);
    bool isAligned() const { return !stepAt_.empty(); }
    /// The report's step at a position: itself unless aligned; nullopt at a gap or past the end.
    std::optional<std::size_t> stepAt(std::size_t position) const;
    /// The position of the report's step: itself unless aligned.
    std::size_t positionOf(std::size_t step) const;

    LivenessSource source() const { return source_; }
    std::size_t stepCount() const { return notAlwaysLive_.size(); }
    bool isEmpty() const { return notAlwaysLive_.empty(); }
    std::uint64_t alwaysLiveBytes() const { return alwaysLive_; }
    std::uint64_t maxMemoryBytes() const { return maxMemory_; }
    std::uint64_t tileCount() const { return tiles_; }
    std::uint64_t notAlwaysLiveBytes(std::size_t step) const { return notAlwaysLive_[step]; }
    const std::vector<std::uint64_t>& notAlwaysLiveBytes() const { return notAlwaysLive_; }
    std::uint64_t peakNotAlwaysLiveBytes() const { return peak_; }
    /// First step reaching the peak (a position when aligned); nullopt without steps.
    std::optional<std::size_t> peakStep() const;

    /// The step-axis window [lower, upper) drawn on `columns` pixel columns (LivenessWindow), in
    /// O(columns · log steps). Steps outside [0, stepCount()) are not there to draw.
    LivenessWindow window(double lower, double upper, std::size_t columns) const;
    /// The step of [first, last) with the most not-always-live bytes (the first one on ties; a gap
    /// only when all are): what a pixel column spanning many steps stands for when hovered.
    std::size_t peakStepIn(std::size_t first, std::size_t last) const;

private:
    LivenessSource source_;
    std::vector<std::uint64_t> notAlwaysLive_;
    std::optional<MinMaxPyramid> pyramid_;
    std::uint64_t alwaysLive_ = 0;
    std::uint64_t maxMemory_ = 0;
    std::uint64_t tiles_ = 0;
    std::uint64_t peak_ = 0;
    std::vector<std::int64_t> stepAt_;     // aligned: the step at each position, or a gap
    std::vector<std::size_t> positionOf_;  // aligned: the position of each step
};

} // namespace tilescope::gui
