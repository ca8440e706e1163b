#pragma once
// Cycles of one tile's convolution vertex as PopLibs' planner estimates them [R, poplibs
// lib/poplin/PerformanceEstimation.hpp, called from ConvModel.cpp addPartialCalcCycleEstimate]. The
// AMP supervisor vertex (getConvPartial1x1SupervisorCycleEstimate, ...nx1SupervisorCycleEstimate)
// loops over conv groups, input-channel groups and output-channel groups; each pass hands
// the six workers their share of the output field, and every pass and every worklist entry has a
// fixed cost besides the elements it computes. A plan that leaves few field elements per worker and
// many channel groups per tile pays those fixed costs many times, which is why PopLibs prefers
// plans that split channels across tiles and keep a larger field on each.

#include <cstdint>

namespace tilescope {

/// One tile's share of a convolution, in the vertex's own units.
struct AmpTileWork {
    std::uint64_t convGroups = 1; // conv groups on the tile (AMP groups them one at a time)
    std::uint64_t inGroups = 1;   // input-channel groups of the unit's width
    std::uint64_t outGroups = 1;  // output-channel groups, one per pass of the conv units
    std::uint64_t batch = 1;      // output field on the tile: batch x rows x columns
    std::uint64_t outY = 1;
    std::uint64_t outX = 1;
    std::uint64_t kernelRowPasses = 1; // kernel rows over filterHeight (rows taken at once)
    std::uint64_t kernelX = 1;
    std::uint32_t filterHeight = 1;    // kernel rows per pass: 1, or a narrow vertex's weight height
    bool oneByOne = false;             // the 1x1 vertex applies (canUseConvPartial1x1Vertex)
    bool floatActivations = false;
    bool floatPartials = true;
    /// Cycles a worker spends on one output element in one pass: the unit's channels over its
    /// multiply-accumulates per cycle (the six workers interleave, so this is also the tile's rate).
    std::uint32_t elementCycles = 4;
    /// Cycles to load one block of weights into the conv units (filter height 1).
    std::uint32_t weightLoadCycles = 8;
    std::uint32_t outChannelsPerGroup = 8; // the partials' channel grouping, for zeroing them
    std::uint32_t workers = 6;
};

/// The tile's cycles for one run of the vertex over `work` (zeroing its partials included).
std::uint64_t ampSupervisorCycles(const AmpTileWork& work);

/// Cycles to zero fp32 partials of `fieldElements` x `outChannelsPerGroup` in each of `groups`
/// (output x conv groups) before a vertex accumulates into them [R, estimateZeroSupervisorCycles].
std::uint64_t zeroPartialsCycles(std::uint64_t fieldElements, std::uint64_t outChannelsPerGroup, std::uint64_t groups,
                                 std::uint64_t workers);

/// One tile's share of a convolution for the horizontal MAC vertex, which takes each output
/// element's dot product over the input channels a 64-bit vector at a time, one output channel (two
/// with fp16 partials) per pass [R, poplibs ConvVertexType.cpp getConvVertexHMACCandidates].
struct HmacTileWork {
    std::uint64_t convGroups = 1;
    std::uint64_t inGroups = 1;        // input-channel groups of inChannelsPerGroup
    std::uint64_t outGroups = 1;       // output-channel groups of outChannelsPerGroup
    std::uint64_t rows = 1;            // output rows on the tile: batch x height
    std::uint64_t outX = 1;            // output columns
    std::uint64_t kernelPositions = 1; // kernel rows x columns on the tile
    std::uint32_t inChannelsPerGroup = 1;
    std::uint32_t outChannelsPerGroup = 1;
    std::uint32_t vectorWidth = 4;     // activations per 64-bit load: 4 fp16, 2 fp32
    bool oneByOne = false;             // canUseHorizontalMac1x1Vertex and fp16 in, fp32 partials
    bool floatActivations = false;
    bool floatPartials = true;
    std::uint32_t workers = 6;
};

/// The tile's cycles for one run of the horizontal MAC vertex over `work` [R, poplibs
/// PerformanceEstimation.hpp estimateConvPartialHorizontalMacInnerLoopCycles,
/// getConvPartialHorizontalMacSupervisorOuterLoopCycleEstimate, estimateZeroSupervisorCycles, as
/// ConvModel.cpp addPartialCalcCycleEstimate combines them].
std::uint64_t hmacSupervisorCycles(const HmacTileWork& work);

} // namespace tilescope
