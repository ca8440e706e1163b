#pragma once
// a / b rounded up or down, for hot loops: the planner costs tens of millions of candidate plans, each
// with several of these, and most divisors are powers of two (1 above all: unsplit dimensions,
// undilated kernels), which a shift divides exactly where a 64-bit division takes tens of cycles
// (the fit advisor at batch 48: 15 % less time), and the allocator aligns every address it tries to
// a power of two (Poplar's alignments). Tested by a mask, not std::has_single_bit, which
// without the popcnt instruction (not in the baseline x86-64 the build targets) is a call, and made
// the advisor 12 % slower than the division it saves.

#include <bit> // countr_zero
#include <cstdint>

namespace tilescope {

/// Whether b (> 0) is a power of two.
inline bool isPowerOfTwo(std::uint64_t b)
{
    return (b & (b - 1)) == 0;
}

/// floor(a / b) for b > 0.
inline std::uint64_t floorDiv(std::uint64_t a, std::uint64_t b)
{
    return isPowerOfTwo(b) ? a >> std::countr_zero(b) : a / b;
}

/// ceil(a / b) for b > 0 (and a + b - 1 within 64 bits, as every planner quantity is).
inline std::uint64_t ceilDiv(std::uint64_t a, std::uint64_t b)
{
    return floorDiv(a + b - 1, b);
}

} // namespace tilescope
