#pragma once
// Where tensors that are not laid out for a plan start on an IPU, as the public Graphcore sources
// choose it: a hash of the tensor's shape (or of the convolution), so that different tensors start
// on different tiles and the IPU fills evenly, while identical ones (the layers of a transformer)
// map alike and so share their code. Boost's hash_combine with the 0x9e3779b9 seed, as PopLibs
// uses it; which Boost version the SDK was built with is not public, so the bits are the classic
// formula's [I], the rule is the sources' [R] (docs/SIMULATION.md §2, the ledger).

#include <cstdint>
#include <vector>

namespace tilescope {

struct ConvProblem;

/// Tiles that share one exchange bus: a dithered convolution starts on a multiple of it
/// [R, poplibs ConvPlan.cpp getStartTile].
inline constexpr std::uint32_t kTilesPerSharedExchangeBus = 2;

/// Boost's hash_combine: seed ^= value + 0x9e3779b9 + (seed << 6) + (seed >> 2).
std::uint64_t hashCombine(std::uint64_t seed, std::uint64_t value);
/// hashCombine of each value in turn, from `seed`.
std::uint64_t hashRange(std::uint64_t seed, const std::vector<std::uint64_t>& values);

/// The offset a tensor of `shape` starts at among `tiles` tiles [R, poplibs TileMapping.cpp
/// chooseMappingOffset: hash_range(0x9e3779b9, shape) mod tiles], used for reduction outputs and
/// tables that no planner lays out. Throws nothing; 0 when `tiles` is 0.
std::uint32_t mappingOffset(std::uint32_t tiles, const std::vector<std::uint64_t>& shape,
                            std::uint64_t seed = 0x9e3779b9);

/// Where a dithered convolution starts [R, poplibs ConvPlan.cpp getStartTile, enableConvDithering]:
/// a tile on a multiple of `tilesPerExchangeBus` (tiles sharing an exchange bus), and a direction.
/// `forward` is the forward problem (so the forward, data-gradient and weight-gradient passes of one
/// op agree); `fullyConnectedTraining` selects PopLibs' hash for matmuls in training.
struct ConvStart {
    std::uint32_t tile = 0;
    bool descending = false;
};
ConvStart convStartTile(const ConvProblem& forward, bool training, bool fullyConnected, std::uint32_t tiles,
                        std::uint32_t tilesPerExchangeBus);

/// The first tile, ascending, of `used` tiles that a convolution starting at `start` covers among
/// `tiles`: a descending plan covers tiles tiles-1-start down to tiles-start-used.
std::uint32_t ascendingFirstTile(const ConvStart& start, std::uint32_t used, std::uint32_t tiles);

} // namespace tilescope
