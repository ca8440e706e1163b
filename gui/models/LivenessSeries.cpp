#include "models/LivenessSeries.h"

#include <algorithm>

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

std::optional<std::size_t> LivenessSeries::peakStep() const
{
    if (notAlwaysLive_.empty())
        return std::nullopt;
    return peakStepIn(0, notAlwaysLive_.size());
}

LivenessWindow LivenessSeries::decimate(std::size_t first, std::size_t last, std::size_t columns) const
{
    LivenessWindow window;
    last = std::min(last, notAlwaysLive_.size());
    if (!pyramid_ || first >= last || columns == 0)
        return window;
    const DecimatedSeries decimated = pyramid_->decimate(first, last, columns);
    window.keys = QVector<double>(decimated.keys.begin(), decimated.keys.end());
    window.minimum = QVector<double>(decimated.minimum.begin(), decimated.minimum.end());
    window.maximum = QVector<double>(decimated.maximum.begin(), decimated.maximum.end());
    window.end = double(last);
    window.stepsPerBucket = std::max<std::size_t>(1, (last - first + columns - 1) / columns);
    return window;
}

std::size_t LivenessSeries::peakStepIn(std::size_t first, std::size_t last) const
{
    last = std::min(last, notAlwaysLive_.size());
    if (first >= last)
        return std::min(first, notAlwaysLive_.empty() ? 0 : notAlwaysLive_.size() - 1);
    const auto begin = notAlwaysLive_.begin();
    return std::size_t(std::max_element(begin + std::ptrdiff_t(first), begin + std::ptrdiff_t(last)) - begin);
}

} // namespace tilescope::gui
