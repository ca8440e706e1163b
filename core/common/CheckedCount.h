#pragma once
// Counts (cycles, bytes) computed in floating point, or summed and multiplied from user options,
// must stay counts: a double beyond the range of an integer turns into garbage when cast (an
// absurdly slow host link once made a program faster). Every such conversion goes through here and
// is refused, naming the option that caused it, when it would overflow.

#include <cstdint>
#include <string>
#include <string_view>

namespace tilescope {

/// The largest count the simulator computes with: 2^62, so that sums of two counts cannot wrap.
inline constexpr std::uint64_t kMaxCount = std::uint64_t(1) << 62;

/// `value` truncated to a whole count. Throws Error(InvalidOption) naming `option` when the value
/// is not a finite number between 0 and kMaxCount; `what` says what was being counted.
std::uint64_t checkedCount(double value, std::string_view what, const std::string& option = {});
/// a + b; throws as checkedCount when the sum passes kMaxCount.
std::uint64_t checkedSum(std::uint64_t a, std::uint64_t b, std::string_view what, const std::string& option = {});
/// a × b; throws as checkedCount when the product passes kMaxCount.
std::uint64_t checkedProduct(std::uint64_t a, std::uint64_t b, std::string_view what,
                             const std::string& option = {});

} // namespace tilescope
