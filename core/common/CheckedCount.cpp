#include "common/CheckedCount.h"

#include "common/Error.h"

#include <cmath>
#include <cstdio>

namespace tilescope {
namespace {

[[noreturn]] void beyondCounting(std::string_view what, const std::string& option, const std::string& value)
{
    std::string message = std::string(what) + " would be " + value + ", beyond what the simulator can count (2^62)";
    if (!option.empty())
        message += ": choose a less extreme --" + option;
    throw Error(ErrorCode::InvalidOption, message, {}, option);
}

} // namespace

std::uint64_t checkedCount(double value, std::string_view what, const std::string& option)
{
    if (std::isnan(value) || value < 0.0)
        beyondCounting(what, option, "not a count");
    if (!(value < double(kMaxCount)))
    {
        char text[32];
        std::snprintf(text, sizeof text, "%.3g", value);
        beyondCounting(what, option, std::isinf(value) ? "infinite" : text);
    }
    return std::uint64_t(value);
}

std::uint64_t checkedSum(std::uint64_t a, std::uint64_t b, std::string_view what, const std::string& option)
{
    if (a > kMaxCount || b > kMaxCount - a)
        beyondCounting(what, option, "more than " + std::to_string(kMaxCount));
    return a + b;
}

std::uint64_t checkedProduct(std::uint64_t a, std::uint64_t b, std::string_view what, const std::string& option)
{
    if (a != 0 && b > kMaxCount / a)
        beyondCounting(what, option, "more than " + std::to_string(kMaxCount));
    return a * b;
}

} // namespace tilescope
