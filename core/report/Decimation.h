#pragma once
// Level of detail for plots: a series of many points reduced to min/max per bucket (a pixel
// column), so that no plot sends more points to the screen than it has pixels and no spike is lost.

#include <cstdint>
#include <limits>
#include <vector>

namespace tilescope {

/// A value that is not there (a gap, such as a step only the other report of a comparison has):
/// left out of every minimum and maximum; a bucket of gaps only decimates to NaN for both.
inline constexpr std::uint64_t kMissingValue = std::numeric_limits<std::uint64_t>::max();

struct DecimatedSeries {
    std::vector<double> keys;    // bucket start (x of the first point in the bucket)
    std::vector<double> minimum; // per bucket
    std::vector<double> maximum; // per bucket
};

/// Reduces points [first, last) of `values` (x = index) to at most `buckets` min/max buckets.
/// With fewer points than buckets every point is its own bucket (min = max = value). Values equal
/// to kMissingValue are gaps.
DecimatedSeries decimateMinMax(const std::vector<std::uint64_t>& values, std::size_t first, std::size_t last,
                               std::size_t buckets);

/// A min/max pyramid of a series: level k holds min/max over blocks of 2^k points, so that any
/// window at any zoom is decimated in O(buckets) rather than O(points).
class MinMaxPyramid {
public:
    explicit MinMaxPyramid(const std::vector<std::uint64_t>& values);
    std::size_t size() const { return size_; }
    /// As decimateMinMax, over the pyramid.
    DecimatedSeries decimate(std::size_t first, std::size_t last, std::size_t buckets) const;

private:
    /// min and max of [first, last) using the coarsest levels that fit.
    void rangeMinMax(std::size_t first, std::size_t last, std::uint64_t& lo, std::uint64_t& hi) const;
    std::size_t size_ = 0;
    std::vector<std::vector<std::uint64_t>> minimum_; // [level][block]
    std::vector<std::vector<std::uint64_t>> maximum_;
};

} // namespace tilescope
