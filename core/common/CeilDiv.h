#pragma once
// a / b rounded up, for the planner's hot loop: it costs tens of millions of candidate plans, each
// with several of these, and most divisors are powers of two (1 above all: unsplit dimensions,
// undilated kernels), which a shift divides exactly where a 64-bit division takes tens of cycles
// (the fit advisor at batch 48: 15 % less time). Tested by a mask, not std::has_single_bit, which
// without the popcnt instruction (not in the baseline x86-64 the build targets) is a call, and made
// the advisor 12 % slower than the division it saves.

#include <bit> // countr_zero
#include <cstdint>

namespace tilescope {

/// ceil(a / b) for b > 0 (and a + b - 1 within 64 bits, as every planner quantity is).
inline std::uint64_t ceilDiv(std::uint64_t a, std::uint64_t b)
{
    if ((b & (b - 1)) == 0)
        return (a + b - 1) >> std::countr_zero(b);
    return (a + b - 1) / b;
}

} // namespace tilescope
