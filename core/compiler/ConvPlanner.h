#pragma once
// The convolution planner: enumerates the ways a convolution (or a matmul, which is a 1-D
// convolution) can be split over tiles and serial steps, costs each in cycles and temporary
// memory, and picks one in two phases as PopLibs does (docs/SIMULATION.md §2):
//   phase 1: fastest plan whose worst-tile temporary memory fits availableMemoryProportion;
//   phase 2: when none fits, the plan with the least temporary memory, ignoring cycles.

#include "report/Report.h" // PlannerPhase
#include "target/Target.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace tilescope {

/// One convolution, per group: out[n][g][o][y][x] = sum over c, ky, kx of in * weight.
struct ConvProblem {
    std::uint64_t batch = 1;
    std::uint64_t groups = 1;
    std::uint64_t inChannelsPerGroup = 1;
    std::uint64_t outChannelsPerGroup = 1;
    std::array<std::uint64_t, 2> inputField{1, 1}; // H, W
    std::array<std::uint64_t, 2> kernel{1, 1};
    std::array<std::uint64_t, 2> stride{1, 1};
    std::array<std::uint64_t, 2> padding{0, 0};    // on each side
    std::array<std::uint64_t, 2> dilation{1, 1};
    // Zeros between input elements: a strided convolution's data gradient is the convolution of the
    // output gradient dilated by the stride [R: poplibs Convolution.cpp, getGradientParams sets
    // inputTransform.dilation to the forward stride]. The zeros are not stored, and the vertices skip
    // them (their worklists visit only the real elements), so they cost no memory and no MACs.
    std::array<std::uint64_t, 2> inputDilation{1, 1};
    bool halfInputs = true;   // fp16 activations and weights
    bool halfPartials = false; // partials type
    // The weights are a parameter that poplin::createWeights laid out for the plan, so each tile
    // already holds a part of the slice it works on [R, poplibs createWeights].
    bool weightsCreatedForPlan = false;
    // A matmul (matmulAsConvolution): PopLibs plans it as a fully connected pass and tries both
    // operand orders, swapped first [R, ConvPlan.cpp getSwapOperandCandidates: {true, false} for
    // fully connected passes and NONE_MATMUL] (swappedMatmul). It applies no other system-level
    // transform to a matmul here: no channel padding, no expansion [I].
    bool matmul = false;

    /// The input field as the kernel sees it: with the dilation's zeros.
    std::array<std::uint64_t, 2> dilatedInputField() const
    {
        return {(inputField[0] - 1) * inputDilation[0] + 1, (inputField[1] - 1) * inputDilation[1] + 1};
    }
    /// Output field size per spatial dimension.
    std::array<std::uint64_t, 2> outputField() const;
    /// Multiply-accumulates of the whole convolution (all groups, whole batch).
    std::uint64_t macs() const;
    std::uint64_t inputElements() const;
    std::uint64_t weightElements() const;
    std::uint64_t outputElements() const;
    std::uint32_t bytesPerElement() const { return halfInputs ? 2 : 4; }
    std::uint32_t bytesPerPartial() const { return halfPartials ? 2 : 4; }
    auto operator<=>(const ConvProblem&) const = default;
};

/// The convolution that computes `forward`'s input gradient [R: poplibs Convolution.cpp
/// getGradientParams]: the output gradient (forward's output field, its channels in) dilated by the
/// forward stride, stride 1, padded so that the result has forward's input field (one more row or
/// column where the stride does not divide it: the padding is symmetric here), the channels swapped.
ConvProblem dataGradientProblem(const ConvProblem& forward);

/// Which field dimensions a plan expands (PopLibs' expandDims transform, lib/poplin/ConvPlan.cpp
/// getExpandDimsCandidates): bit 0 the height, bit 1 the width.
inline constexpr std::uint8_t kExpandHeight = 1;
inline constexpr std::uint8_t kExpandWidth = 2;

/// Whether PopLibs would try expanding `dim` of `problem` [R, getExpandDimsCandidates]: the kernel
/// spans more than one element there, and the input is no smaller than the kernel (its heuristic:
/// otherwise "unlikely to be profitable"). A dilated input (a data gradient) is not expanded here:
/// the expansion would store its zeros [I].
bool canExpandDim(const ConvProblem& problem, std::size_t dim);

/// `problem` with the kernel of each dimension in `dims` folded into the input channels [R, poplibs
/// ConvPlan.cpp expandDim]: the input becomes kernel-times as many channels over the output's field,
/// stride 1 and no padding (the padding's zeros are stored in the expanded copy), a kernel of 1.
/// The multiply-accumulates are the same; the AMP unit sees more input channels per weight load.
ConvProblem expandedProblem(const ConvProblem& problem, std::uint8_t dims);

/// The other operand order of a matmul [R, poplibs ConvTransforms.cpp swapOperands, which swaps the
/// batch with the output channels]: [G, N, K] x [G, K, M], the transposed product, so the AMP's
/// workers walk N where they walked M and the conv units take M output channels at a time. Its
/// "weights" are the activations, which no createWeights laid out for the plan.
ConvProblem swappedMatmul(const ConvProblem& matmul);

/// A matmul [G, M, K] x [G, K, N] as a convolution: batch M, K input channels, N output channels, G groups.
ConvProblem matmulAsConvolution(std::uint64_t groups, std::uint64_t m, std::uint64_t k, std::uint64_t n,
                                bool halfInputs, bool halfPartials);

/// How the work is split. Parallel splits multiply into the tiles used; serial splits are steps.
struct ConvSplits {
    std::uint32_t batch = 1;
    std::array<std::uint32_t, 2> field{1, 1};
    std::uint32_t kernelY = 1;
    std::uint32_t groups = 1;
    std::uint32_t inChannels = 1;   // parallel split of input channels (needs a reduction)
    std::uint32_t outChannels = 1;
    std::uint32_t serialInChannels = 1;  // at most one of the serial splits is > 1
    std::uint32_t serialOutChannels = 1;

    std::uint64_t parallelTiles() const;
    std::uint32_t serialSteps() const { return serialInChannels * serialOutChannels; }
    bool operator==(const ConvSplits&) const = default;
};

enum class ConvVertex : std::uint8_t {
    Amp,              // ConvPartial1x1Out / ConvPartialnx1: the AMP unit, needs channel grains
    HorizontalMac,    // ConvPartialHorizontalMac: slower, any channel counts
    VerticalMac,      // ConvPartialVerticalMac: depthwise-like (1 channel per group)
};

/// A plan's temporary memory on its busiest tile, by the terms PopLibs' planner adds up
/// (lib/poplin/ConvModel.cpp, the sum near the end of constructModel; docs/SIMULATION.md §2 names
/// each term's source). Terms Tilescope does not model yet are 0: the report carries them so that a
/// reader sees the whole of PopLibs' structure and what of it a plan used.
struct ConvTempTerms {
    std::uint64_t inputs = 0;        // (a) the input slice received for one serial step (tempConvInputBytes)
    std::uint64_t weights = 0;       // (a) the weight slice of one step (tempConvWeightBytes)
    std::uint64_t partials = 0;      // (a) the partials the vertices write (tempConvPartialBytes)
    std::uint64_t transforms = 0;    // (b) operands rearranged by system-level transforms, both copies
    std::uint64_t tileTransform = 0; // (c) a tile-level transform on top of (a)
    std::uint64_t reduction = 0;     // (d) the partials a reduction stage receives (reduceTempBytes)
    std::uint64_t rearrangeBeforeSlice = 0; // (e) operands re-laid before a serial slice, held for the loop
    std::uint64_t inPlace = 0;       // (f) the partials kept for in-place additions across serial steps
    std::uint64_t broadcast = 0;     // (g) an input broadcast before the serial loop

    /// What the budget is compared with, as PopLibs combines the terms [R, ConvModel.cpp
    /// constructModel, totalTempBytes]: (g) + (e) + max((b), (c) + (a), (d)) + (f). The transforms,
    /// the convolution and the reduction happen one after another, so their buffers are counted as
    /// the largest of them; what lives across the loop is added.
    std::uint64_t total() const
    {
        return broadcast + rearrangeBeforeSlice +
               std::max({transforms, tileTransform + inputs + weights + partials, reduction}) + inPlace;
    }
    bool operator==(const ConvTempTerms&) const = default;
};

struct ConvPlan {
    ConvSplits splits;
    ConvVertex vertex = ConvVertex::Amp;
    std::uint32_t tilesUsed = 1;
    std::uint32_t reductionStages = 0; // 0 when input channels and kernel are not split over tiles

    // Per-tile sizes on the busiest tile, in bytes.
    std::uint64_t inputBytesPerTile = 0;   // the input slice a tile works on in one serial step
    std::uint64_t weightBytesPerTile = 0;     // the weight slice a tile works on in one serial step
    std::uint64_t weightCopyBytesPerTile = 0; // what of it the tile lacks: the temporary the lowering allocates
    std::uint64_t partialBytesPerTile = 0;
    std::uint64_t outputBytesPerTile = 0;  // final output held by a tile (operand, not temporary)
    std::uint64_t reduceBufferBytesPerTile = 0;    // partials received by a reduction stage
    std::uint64_t rearrangeBytesPerTile = 0;       // operands rearranged before serial slicing
    // System-level transforms [R, ConvModel.cpp addTransformCycleEstimate]: the kernel dimensions
    // expanded into input channels (kExpandHeight | kExpandWidth), and the copies the transforms
    // make of each operand (expanded, or channels padded to the vertex's grain), spread over the
    // used tiles. Zero when the operand is used as it is.
    std::uint8_t expandedDims = 0;
    bool swappedOperands = false;     // a matmul planned as its transposed product (swappedMatmul)
    std::uint32_t inChannelGrain = 1; // input channels the vertex takes at once
    bool narrowAmp = false;           // an AMP vertex narrower than the unit: the problem's own channels
    std::uint64_t transformInputBytesPerTile = 0;
    std::uint64_t transformWeightBytesPerTile = 0;
    std::uint64_t transformOutputBytesPerTile = 0;
    // (c) The tile-level transform [R, ConvModel.cpp addTileLevelTransformEstimates]: the zeros a
    // narrow AMP vertex's kernel rows and input are padded with on each tile, in one serial step.
    std::uint64_t tileTransformBytesPerTile = 0;
    std::uint64_t tempBytesPerTile = 0;    // what availableMemoryProportion bounds: the above combined
                                           // as tempTerms().total() does
    std::uint64_t totalTempBytes = 0;      // over all tiles: what phase 2 minimises
    std::uint64_t exchangeBytesPerTile = 0; // received per serial step by the busiest tile (operands and (c)'s zeros)

    // Cost. Each part is a total over the whole convolution (all serial steps, all reduction
    // stages), so cycles == transformCycles + rearrangeCycles + exchangeCycles + computeCycles +
    // reduceCycles + castCycles.
    std::uint64_t transformCycles = 0; // once: copying and exchanging the transformed operands
    std::uint64_t rearrangeCycles = 0; // once, before the serial loop
    std::uint64_t exchangeCycles = 0;  // serialSteps x one step's exchange
    std::uint64_t computeCycles = 0;   // serialSteps x one step's partial calculation
    std::uint64_t reduceCycles = 0;    // serialOutChannels x (all reductionStages of one reduction)
    std::uint64_t castCycles = 0;      // once, fp32 partials to fp16 output
    std::uint64_t cycles = 0; // total, over all serial steps
    std::uint64_t verticesPerTile = 0; // convolution vertices on the busiest tile in one serial step
    PlannerPhase phase = PlannerPhase::Phase1;
    /// The per-tile budget the plan met, amp x bytesPerTile rounded down; 0 for a minimum-memory plan,
    /// which met none. Set by ConvPlanChoices::choose.
    std::uint64_t budgetBytes = 0;

    /// tempBytesPerTile by PopLibs' terms.
    ConvTempTerms tempTerms() const;

    /// "batch 2 x field 4x1 x kernel 1 x groups 1 x in 1 x out 8, serial out 2, AMP, 1024 tiles,
    /// 40060 cycles, 50520 temporary bytes per tile" (plus " (minimum-memory plan)" in phase 2).
    std::string describe() const;
};

/// The problem a plan's splits refer to: `problem` with the plan's operands swapped, then expanded.
ConvProblem plannedProblem(const ConvProblem& problem, const ConvPlan& plan);

/// Every candidate plan the planner considers for `problem` on `tiles` tiles (phase not set).
std::vector<ConvPlan> enumerateConvPlans(const ConvProblem& problem, const Target& target, std::uint32_t tiles);

struct ConvLeastMemorySearch;

/// What a problem's plan can be, whatever availableMemoryProportion: planned once, it serves every
/// amp (per-IPU and per-op amps, a sweep over amp, the Simulate panel's slider).
struct ConvPlanChoices {
    /// Phase 1's candidates by ascending tempBytesPerTile, each faster than all before it: under a
    /// budget, phase 1 takes the last one within it.
    std::vector<ConvPlan> fastestWithin;
    /// Phase 2's plan, taken when no plan is within the budget: searched for the first time it is
    /// asked for, as PopLibs plans for memory only when nothing meets the budget (most problems
    /// never need it), and then kept. Thread-safe. Throws Error(Internal) for choices planChoices
    /// did not make.
    const ConvPlan& leastMemory() const;
    /// Where planChoices keeps what phase 2's search needs, shared by the copies of the choices.
    std::shared_ptr<ConvLeastMemorySearch> phase2;

    /// The plan planConvolution chooses under `availableMemoryProportion` x `bytesPerTile`.
    ConvPlan choose(double availableMemoryProportion, std::uint64_t bytesPerTile) const;
};

/// Within its scope, on the thread that made it, planChoices searches on at most `threads` threads;
/// on one, the parts of the search run one after another, each starting from what the parts before
/// it found, which turns more candidates away. For callers that already run simulations side by
/// side on every core (sweeps, the advisor), where the planner's own second thread would only
/// compete with them. The choices are the same whatever the threads.
class ConvSearchThreadsScope {
public:
    explicit ConvSearchThreadsScope(unsigned threads);
    ~ConvSearchThreadsScope();
    ConvSearchThreadsScope(const ConvSearchThreadsScope&) = delete;
    ConvSearchThreadsScope& operator=(const ConvSearchThreadsScope&) = delete;

private:
    unsigned previous_;
};

/// The choices of `problem` on `tiles` tiles (one pass over the candidates for phase 1). Throws
/// Error(InvalidOption) when tiles is 0 and Error(InvalidModel) for a malformed problem.
ConvPlanChoices planChoices(const ConvProblem& problem, const Target& target, std::uint32_t tiles);

/// The chosen plan: phase 1 (fastest whose tempBytesPerTile <= amp x bytesPerTile), else phase 2
/// (least totalTempBytes among plans whose tempBytesPerTile fits in a tile, then least
/// tempBytesPerTile, then fewest cycles; see ConvPlanner.cpp for why totalTempBytes). A pure function
/// of its arguments (ConvPlanCache memoises it for one compilation). Throws Error(InvalidOption) when amp is not in (0, 1]
/// or tiles is 0, Error(InvalidModel) when a size is 0 or the kernel spans more than the padded input.
ConvPlan planConvolution(const ConvProblem& problem, const Target& target, double availableMemoryProportion,
                         std::uint32_t tiles);

/// What PopLibs logs when phase 1 finds no plan, in the words seed 000 quotes (PopLibs' source,
/// lib/poplin/ConvPlan.cpp, spells it "Optimizing for minimum memory..."; the seed's observation ranks first).
inline constexpr const char* kConvPlannerPhase2Warning =
    "Warning: convolution planner unable to meet memory target. Optimising for minimum memory.";

/// The vertex name Poplar would show ("poplin::ConvPartial1x1Out<half,float,true>").
std::string convVertexName(ConvVertex vertex, bool halfInputs, bool halfPartials);

} // namespace tilescope
