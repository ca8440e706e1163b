#pragma once
// The cost of one convolution plan: how many cycles it takes and how much temporary memory its
// busiest tile needs, from the splits and the vertex (docs/SIMULATION.md §2). The planner enumerates
// splits (ConvSplitEnumeration) and asks this model for each; nothing here chooses a plan.

#include "compiler/ConvPlanner.h"

#include <array>
#include <cstdint>
#include <functional>

namespace tilescope {

/// What a convolution vertex needs and how fast it goes on one tile.
struct ConvVertexTraits {
    std::uint32_t inChannelGrain = 1;   // input channels per group the vertex consumes at once
    std::uint32_t outChannelGrain = 1;  // output channels it produces at once
    std::uint32_t convGroupGrain = 1;   // conv groups it handles at once (VMAC vectorises over groups)
    std::uint32_t macsPerCycle = 1;     // whole tile, all workers together
    std::uint32_t vertexOverheadCycles = 0;   // VMAC: start-up of one vertex (AMP, HMAC: ConvVertexCycles.h)
    std::uint32_t weightLoadCycles = 0;       // AMP: filling the conv units with one block of weights
    /// A narrow AMP vertex's kernel rows per pass: the unit's width over the vertex's input channels
    /// (1 for every other vertex) [R, poplibs ConvModel.cpp getConvUnitWeightHeight].
    std::uint32_t convUnitWeightHeight = 1;
    bool usable = true;                       // false when the shape does not fit the vertex
};

/// The traits of `vertex` for `problem` on `target`; `usable` is false when the vertex cannot run it
/// (VerticalMac needs one input and one output channel per group). A `narrow` AMP vertex takes fewer
/// input channels per group than the AMP unit's width, where the problem has fewer [R, poplibs
/// ConvVertexType.cpp getConvVertexAMPCandidates and canUseConvolutionInstruction: inChansPerGroup
/// divides the unit's weights and is a multiple of the narrowest load, 2 float or 4 half]: the
/// smallest such width that holds the problem's channels, and the unit fills its width with
/// convUnitWeightHeight kernel rows at once (ConvModel.cpp addTileLevelTransformEstimates), at the
/// unit's pace. Not usable otherwise, nor for a matmul (ConvProblem::matmul: its candidates follow
/// PopLibs' fully connected convention).
ConvVertexTraits convVertexTraits(ConvVertex vertex, const ConvProblem& problem, const Target& target,
                                  bool narrow = false);

/// Channel-group counts of a problem as a vertex sees them, after padding channels to its grains.
struct ConvGrains {
    std::uint64_t inChannels = 1;  // grains of input channels per conv group
    std::uint64_t outChannels = 1;
    std::uint64_t convGroups = 1;
};

/// How many grains of each kind `problem` has for a vertex with `traits`.
ConvGrains convGrains(const ConvProblem& problem, const ConvVertexTraits& traits);

/// Cycles of an elementwise pass over `elements` per tile (docs/SIMULATION.md §4 formula), used for the
/// reduction additions and the final cast; `inputsPerElement` operands are read per output element.
std::uint64_t elementwiseCycles(std::uint64_t elements, bool halfElements, std::uint32_t inputsPerElement,
                                const Target& target);

/// What costing a plan needs of a (problem, vertex) pair that does not depend on the splits,
/// computed once per search rather than once per candidate.
struct ConvCostContext {
    const ConvProblem* problem = nullptr;
    const Target* target = nullptr;
    ConvVertex vertex = ConvVertex::Amp;
    ConvVertexTraits traits;
    ConvGrains grains;
    std::array<std::uint64_t, 2> outField{};
    std::uint64_t inputBytes = 0;  // whole operand
    std::uint64_t weightBytes = 0;
    std::uint64_t outputElements = 0;
    // System-level transforms [R, poplibs ConvModel.cpp addTransformCycleEstimate]: the dimensions
    // expanded (the problem above is the expanded one), and the whole operands the transforms copy
    // (0 for an operand used as it is): the input when expanded or its channels padded to the
    // vertex's grain, the weights likewise or when their output channels are padded, the output
    // when its channels are padded.
    std::uint8_t expandedDims = 0;
    bool swappedOperands = false; // the problem above is a matmul's swappedMatmul
    bool narrow = false; // a narrow AMP vertex (convVertexTraits)
    std::uint64_t transformInputBytes = 0;
    std::uint64_t transformWeightBytes = 0;
    std::uint64_t transformOutputBytes = 0;
};

/// The context for costing plans of `problem` with `vertex`, `problem` being the original expanded
/// along `expandedDims` (expandedProblem), or a matmul's swappedMatmul when `swappedOperands`;
/// `problem` and `target` must outlive it.
ConvCostContext makeConvCostContext(const ConvProblem& problem, const Target& target, ConvVertex vertex,
                                    std::uint8_t expandedDims = 0, bool narrow = false, bool swappedOperands = false);

/// How a plan's serial steps are emitted [R, poplibs Convolution.cpp convolutionImpl with
/// getInChansPerSerialSplit / getOutChansPerSerialSplit]: each step takes ceil(grains / steps)
/// channel grains of the serially split dimension; when that does not divide the grains, the last,
/// smaller slice is handled outside the loop (`lastSlice`, `lastUpdate`), a second copy of the
/// loop's body with its own compute sets and exchanges, and the loop runs one step fewer.
struct ConvSerialSlices {
    std::uint32_t loopSteps = 1;       // iterations of the Repeat (1 and no loop when not serial)
    std::uint64_t grainsPerStep = 0;   // channel grains of one step
    std::uint64_t lastSliceGrains = 0; // grains of the slice after the loop; 0 when there is none
    bool hasLastSlice() const { return lastSliceGrains != 0; }
};

/// The serial slices of `plan` for `planned`, the problem its splits refer to (plannedProblem).
ConvSerialSlices convSerialSlices(const ConvProblem& planned, const ConvPlan& plan, const Target& target);

/// Asked of a plan whose sizes and temporary memory are known, with a lower bound on its cycles:
/// whether it is worth costing its cycles (false: no plan that slow can be chosen at its memory).
using ConvPlanFilter = std::function<bool(const ConvPlan& plan, std::uint64_t cyclesAtLeast)>;

/// What costing needs of a plan's parallel splits whatever its serial split: a search works it
/// out once per parallel partition and shares it among the serial candidates it tries there.
struct ConvLeafCosts {
    // Sizes on the busiest tile: ceil of grains over the splits, back to elements.
    std::uint64_t batch = 0, outY = 0, outX = 0, kernelY = 0, groups = 0;
    std::uint64_t inY = 0, inX = 0;         // the input window a tile reads, halo included
    std::uint64_t positions = 0;            // batch x output field of a tile
    std::uint64_t paddedPositions = 0;      // positions rounded up to the workers
    std::uint32_t tilesUsed = 0;
    std::uint64_t transformInputBytesPerTile = 0, transformWeightBytesPerTile = 0, transformOutputBytesPerTile = 0;
    std::uint64_t outputBytesPerTile = 0;
    std::uint64_t kernelPadRows = 0;        // a narrow AMP vertex's kernel rows padded on each tile
};

/// Fills `leaf` for the parallel splits of `splits` (its serial splits are not read). Returns
/// false when the splits break a tile-mapping minimum: then no serial split makes them a plan.
bool convLeafCosts(const ConvCostContext& context, const ConvSplits& splits, ConvLeafCosts& leaf);

/// Costs `splits`: sizes, temporary bytes, exchange, compute, reduction and cast cycles.
/// Returns false (and leaves `plan` unspecified) when the splits break a tile-mapping minimum, or
/// when `worthTiming` is given and says the plan is not worth costing.
bool costConvPlan(const ConvCostContext& context, const ConvSplits& splits, ConvPlan& plan,
                  const ConvPlanFilter& worthTiming = {});

/// The same, for splits whose parallel part convLeafCosts has worked out as `leaf`.
bool costConvPlan(const ConvCostContext& context, const ConvLeafCosts& leaf, const ConvSplits& splits,
                  ConvPlan& plan, const ConvPlanFilter& worthTiming = {});

} // namespace tilescope
