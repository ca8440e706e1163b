#include "report/Decimation.h"

#include <algorithm>
#include <limits>

namespace tilescope {

namespace {

// A bucket whose every value is missing has lo > hi: NaN, which a plot draws as a gap.
void appendBucket(DecimatedSeries& series, std::size_t start, std::uint64_t lo, std::uint64_t hi)
{
    const bool missing = lo > hi;
    series.keys.push_back(double(start));
    series.minimum.push_back(missing ? std::numeric_limits<double>::quiet_NaN() : double(lo));
    series.maximum.push_back(missing ? std::numeric_limits<double>::quiet_NaN() : double(hi));
}

} // namespace

DecimatedSeries decimateMinMax(const std::vector<std::uint64_t>& values, std::size_t first, std::size_t last,
                               std::size_t buckets)
{
    DecimatedSeries series;
    last = std::min(last, values.size());
    if (first >= last || buckets == 0)
        return series;
    const auto count = last - first;
    const auto perBucket = std::max<std::size_t>(1, (count + buckets - 1) / buckets);
    for (std::size_t start = first; start < last; start += perBucket) {
        const auto end = std::min(last, start + perBucket);
        std::uint64_t lo = kMissingValue, hi = 0;
        for (std::size_t i = start; i < end; ++i)
            if (values[i] != kMissingValue) {
                lo = std::min(lo, values[i]);
                hi = std::max(hi, values[i]);
            }
        appendBucket(series, start, lo, hi);
    }
    return series;
}

MinMaxPyramid::MinMaxPyramid(const std::vector<std::uint64_t>& values) : size_(values.size())
{
    // A missing value is the largest for the minimum and the smallest for the maximum: neither
    // takes it unless a block holds nothing else.
    minimum_.push_back(values);
    maximum_.push_back(values);
    std::replace(maximum_.back().begin(), maximum_.back().end(), kMissingValue, std::uint64_t(0));
    while (minimum_.back().size() > 1) {
        const auto& lo = minimum_.back();
        const auto& hi = maximum_.back();
        std::vector<std::uint64_t> nextLo((lo.size() + 1) / 2), nextHi((lo.size() + 1) / 2);
        for (std::size_t i = 0; i < nextLo.size(); ++i) {
            const auto a = 2 * i, b = std::min(2 * i + 1, lo.size() - 1);
            nextLo[i] = std::min(lo[a], lo[b]);
            nextHi[i] = std::max(hi[a], hi[b]);
        }
        minimum_.push_back(std::move(nextLo));
        maximum_.push_back(std::move(nextHi));
    }
}

void MinMaxPyramid::rangeMinMax(std::size_t first, std::size_t last, std::uint64_t& lo, std::uint64_t& hi) const
{
    lo = std::numeric_limits<std::uint64_t>::max();
    hi = 0;
    while (first < last) {
        // The largest block that starts at `first` and ends within the range.
        std::size_t level = 0;
        while (level + 1 < minimum_.size() && first % (std::size_t(2) << level) == 0 &&
               first + (std::size_t(2) << level) <= last)
            ++level;
        const auto block = first >> level;
        lo = std::min(lo, minimum_[level][block]);
        hi = std::max(hi, maximum_[level][block]);
        first += std::size_t(1) << level;
    }
}

DecimatedSeries MinMaxPyramid::decimate(std::size_t first, std::size_t last, std::size_t buckets) const
{
    DecimatedSeries series;
    last = std::min(last, size_);
    if (first >= last || buckets == 0)
        return series;
    const auto count = last - first;
    const auto perBucket = std::max<std::size_t>(1, (count + buckets - 1) / buckets);
    for (std::size_t start = first; start < last; start += perBucket) {
        std::uint64_t lo = 0, hi = 0;
        rangeMinMax(start, std::min(last, start + perBucket), lo, hi);
        appendBucket(series, start, lo, hi);
    }
    return series;
}

} // namespace tilescope
