#pragma once
// The liveness of one source of one report, ready to plot at any zoom: the not-always-live bytes
// per program step, the source's always-live bytes and memory, and a min/max pyramid built once
// so that every zoom or pan is decimated to the visible pixel columns in O(columns).

#include "models/LivenessSource.h"
#include "report/Decimation.h"

#include <QVector>

#include <cstdint>
#include <optional>
#include <vector>

namespace tilescope::gui {

/// A decimated window of a series: one entry per pixel column (bucket), keys at the bucket's
/// first step. `end` is the step just past the window, so a step plot can close its last bucket.
struct LivenessWindow {
    QVector<double> keys;
    QVector<double> minimum; // not-always-live bytes, minimum over the bucket
    QVector<double> maximum; // maximum over the bucket: no spike is lost
    double end = 0;
    std::size_t stepsPerBucket = 1;
};

class LivenessSeries {
public:
    LivenessSeries() = default;
    /// Reads the source's liveness out of `report`; may take a while for one tile of a big report
    /// (call it off the UI thread then). The series does not refer to `report` afterwards.
    static LivenessSeries build(const Report& report, LivenessSource source);

    LivenessSource source() const { return source_; }
    std::size_t stepCount() const { return notAlwaysLive_.size(); }
    bool isEmpty() const { return notAlwaysLive_.empty(); }
    std::uint64_t alwaysLiveBytes() const { return alwaysLive_; }
    std::uint64_t maxMemoryBytes() const { return maxMemory_; }
    std::uint64_t tileCount() const { return tiles_; }
    std::uint64_t notAlwaysLiveBytes(std::size_t step) const { return notAlwaysLive_[step]; }
    const std::vector<std::uint64_t>& notAlwaysLiveBytes() const { return notAlwaysLive_; }
    std::uint64_t peakNotAlwaysLiveBytes() const { return peak_; }
    /// First step reaching the peak; nullopt without steps.
    std::optional<std::size_t> peakStep() const;

    /// Steps [first, last) reduced to at most `columns` min/max buckets.
    LivenessWindow decimate(std::size_t first, std::size_t last, std::size_t columns) const;
    /// The step of [first, last) with the most not-always-live bytes (the first one on ties):
    /// what a pixel column spanning many steps stands for when hovered.
    std::size_t peakStepIn(std::size_t first, std::size_t last) const;

private:
    LivenessSource source_;
    std::vector<std::uint64_t> notAlwaysLive_;
    std::optional<MinMaxPyramid> pyramid_;
    std::uint64_t alwaysLive_ = 0;
    std::uint64_t maxMemory_ = 0;
    std::uint64_t tiles_ = 0;
    std::uint64_t peak_ = 0;
};

} // namespace tilescope::gui
