#include "views/liveness/LivenessSeries.h"

#include <algorithm>
#include <cmath>

namespace tilescope::gui {

LivenessSeries LivenessSeries::build(const Report& report, LivenessSource source)
{
    LivenessSeries series;
    series.source_ = source;
    series.notAlwaysLive_ = gui::notAlwaysLiveBytes(report, source);
    series.pyramid_.emplace(series.notAlwaysLive_);
    series.alwaysLive_ = gui::alwaysLiveBytes(report, source);
    series.maxMemory_ = gui::maxMemoryBytes(report, source);
    series.tiles_ = sourceTileCount(report, source);
    if (!series.notAlwaysLive_.empty())
        series.peak_ = *std::max_element(series.notAlwaysLive_.begin(), series.notAlwaysLive_.end());
    return series;
}

LivenessSeries LivenessSeries::aligned(const LivenessSeries& series, const std::vector<std::int64_t>& stepAt)
{
    LivenessSeries out;
    out.source_ = series.source_;
    out.alwaysLive_ = series.alwaysLive_;
    out.maxMemory_ = series.maxMemory_;
    out.tiles_ = series.tiles_;
    out.peak_ = series.peak_;
    out.stepAt_ = stepAt;
    out.notAlwaysLive_.assign(stepAt.size(), kMissingValue);
    out.positionOf_.assign(series.stepCount(), 0);
    for (std::size_t position = 0; position < stepAt.size(); ++position)
        if (stepAt[position] >= 0 && std::size_t(stepAt[position]) < series.stepCount()) {
            out.notAlwaysLive_[position] = series.notAlwaysLive_[std::size_t(stepAt[position])];
            out.positionOf_[std::size_t(stepAt[position])] = position;
        }
    out.pyramid_.emplace(out.notAlwaysLive_);
    return out;
}

std::optional<std::size_t> LivenessSeries::stepAt(std::size_t position) const
{
    if (!isAligned())
        return position < notAlwaysLive_.size() ? std::optional<std::size_t>(position) : std::nullopt;
    if (position >= stepAt_.size() || stepAt_[position] < 0)
        return std::nullopt;
    return std::size_t(stepAt_[position]);
}

std::size_t LivenessSeries::positionOf(std::size_t step) const
{
    if (!isAligned())
        return step;
    return step < positionOf_.size() ? positionOf_[step] : stepAt_.size();
}

std::optional<std::size_t> LivenessSeries::peakStep() const
{
    if (notAlwaysLive_.empty())
        return std::nullopt;
    return peakStepIn(0, notAlwaysLive_.size());
}

bool LivenessWindow::hasRanges() const
{
    for (qsizetype i = 0; i < minimum.size(); ++i)
        if (minimum[i] < maximum[i]) // false for a gap (NaN)
            return true;
    return false;
}

LivenessWindow LivenessSeries::window(double lower, double upper, std::size_t columns) const
{
    LivenessWindow window;
    const double steps = double(notAlwaysLive_.size());
    if (!pyramid_ || columns == 0 || !(upper > lower) || upper <= 0.0 || lower >= steps)
        return window;
    const auto first = std::size_t(std::max(0.0, std::floor(lower)));
    const auto last = std::size_t(std::min(steps, std::ceil(upper)));
    const auto append = [&](double key, std::size_t from, std::size_t to) { // steps [from, to)
        const DecimatedSeries bucket = pyramid_->decimate(from, to, 1);
        window.keys.append(key);
        window.minimum.append(bucket.minimum.front());
        window.maximum.append(bucket.maximum.front());
        window.firstStep.push_back(from);
        window.lastStep.push_back(to - 1);
    };
    if (last - first <= columns) {
        for (std::size_t step = first; step < last; ++step)
            append(double(step), step, step + 1);
        window.end = double(last);
        return window;
    }
    // Column c spans [lower + c·w, lower + (c + 1)·w): exactly the pixels QCustomPlot maps it to.
    const double width = (upper - lower) / double(columns);
    window.bucketWidth = width;
    for (std::size_t c = 0; c < columns; ++c) {
        const double left = lower + double(c) * width;
        const double right = left + width;
        const auto from = std::max(first, std::size_t(std::max(0.0, std::floor(left))));
        const auto to = std::min(last, std::size_t(std::max(0.0, std::ceil(right))));
        if (from >= to)
            continue;
        append(left, from, to);
        window.end = std::min(right, steps);
    }
    return window;
}

std::size_t LivenessSeries::peakStepIn(std::size_t first, std::size_t last) const
{
    last = std::min(last, notAlwaysLive_.size());
    if (first >= last)
        return std::min(first, notAlwaysLive_.empty() ? 0 : notAlwaysLive_.size() - 1);
    // A gap is below every value, so that it is the peak only of gaps.
    const auto below = [](std::uint64_t a, std::uint64_t b) {
        return b != kMissingValue && (a == kMissingValue || a < b);
    };
    const auto begin = notAlwaysLive_.begin();
    return std::size_t(std::max_element(begin + std::ptrdiff_t(first), begin + std::ptrdiff_t(last), below) - begin);
}

} // namespace tilescope::gui
