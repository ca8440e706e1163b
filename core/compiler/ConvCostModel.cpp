#include "compiler/ConvCostModel.h"

#include "common/IntegerDivision.h"
#include "compiler/ConvVertexCycles.h"

#include <algorithm>

namespace tilescope {
namespace {

// Channel grains of the AMP unit [R, poplibs ConvVertexType: inputChannelsPerConvUnit and the
// number of conv units]: fp16 loads 16 input channels per weight load; with fp16 partials twice
// as many conv units produce output channels as with fp32 partials. fp32 halves the input width.
constexpr std::uint32_t kAmpInGrainHalf = 16;
constexpr std::uint32_t kAmpOutGrainHalfPartials = 16;
constexpr std::uint32_t kAmpOutGrainFloatPartials = 8;
constexpr std::uint32_t kAmpInGrainFloat = 8;
constexpr std::uint32_t kAmpOutGrainFloat = 4;
// The narrowest input load of the AMP unit [R, poplibs ConvVertexType.cpp smallestWidthLoad]: a
// narrow vertex's input channels are a multiple of it.
constexpr std::uint32_t kAmpNarrowestLoadHalf = 4;
constexpr std::uint32_t kAmpNarrowestLoadFloat = 2;

// MAC vertices run on the workers' vector unit: 4 half or 2 float multiply-accumulates per
// instruction, one instruction per cycle for the tile as the 6 workers take turns [I].
constexpr std::uint32_t kMacVertexMacsPerCycleHalf = 4;
constexpr std::uint32_t kMacVertexMacsPerCycleFloat = 2;
// VMAC vectorises across conv groups, so it wants groups in multiples of the vector width [I].
constexpr std::uint32_t kVmacGroupGrainHalf = 4;
constexpr std::uint32_t kVmacGroupGrainFloat = 2;

// Start-up of one vertex: a supervisor AMP vertex sets up its worklists and launches the workers;
// a worker MAC vertex unpacks its state. "Tens of cycles" per docs/SIMULATION.md §2 [I].
constexpr std::uint32_t kMacVertexOverheadCycles = 40;

// Reductions add partials in a tree with this fan-in per stage, and poplibs uses at most 3 stages
// (docs/SIMULATION.md §2: "reduction in 1-3 stages") [I].
constexpr std::uint64_t kReductionFanIn = 8;
constexpr std::uint32_t kMaxReductionStages = 3;

// Copying a transformed operand [R, poplibs ConvModel.cpp addTransformCycleEstimate and
// getScaleFactorForTransform, "computed using a few layers of RESNET-50"]: bytes x 5/4 (5/3 when the
// channels are not a multiple of the 64-bit grain) at min(memcpy bytes per cycle, element bytes)
// per cycle, plus exchanging them.
constexpr std::uint64_t kTransformScaleNumerator = 5;
constexpr std::uint64_t kTransformScaleDenominatorAligned = 4;
constexpr std::uint64_t kTransformScaleDenominatorUnaligned = 3;

std::uint64_t transformCopyCycles(std::uint64_t bytesPerTile, std::uint64_t channels, const ConvProblem& problem,
                                  const Target& target)
{
    if (bytesPerTile == 0)
        return 0;
    const std::uint64_t granularity = problem.halfInputs ? 4 : 2;
    const std::uint64_t denominator =
        channels % granularity == 0 ? kTransformScaleDenominatorAligned : kTransformScaleDenominatorUnaligned;
    const std::uint64_t reorderBytesPerCycle =
        std::min<std::uint64_t>(std::max<std::uint32_t>(1, target.sramStoreBytesPerCycle), problem.bytesPerElement());
    return ceilDiv(bytesPerTile * kTransformScaleNumerator, reorderBytesPerCycle * denominator) +
           ceilDiv(bytesPerTile, std::max<std::uint32_t>(1, target.exchangeBytesPerCycle));
}

} // namespace

ConvVertexTraits convVertexTraits(ConvVertex vertex, const ConvProblem& problem, const Target& target, bool narrow)
{
    ConvVertexTraits traits;
    traits.usable = !narrow || vertex == ConvVertex::Amp;
    const bool half = problem.halfInputs;
    switch (vertex) {
    case ConvVertex::Amp: {
        traits.inChannelGrain = half ? kAmpInGrainHalf : kAmpInGrainFloat;
        traits.outChannelGrain =
            half ? (problem.halfPartials ? kAmpOutGrainHalfPartials : kAmpOutGrainFloatPartials) : kAmpOutGrainFloat;
        traits.macsPerCycle = !half ? target.ampMacsPerCycleFloat
                                    : (problem.halfPartials ? target.ampMacsPerCycleHalfHalf
                                                            : target.ampMacsPerCycleHalfFloat);
        if (narrow) {
            const std::uint32_t full = traits.inChannelGrain;
            const std::uint32_t load = half ? kAmpNarrowestLoadHalf : kAmpNarrowestLoadFloat;
            std::uint32_t width = load;
            while (width < full && (width < problem.inChannelsPerGroup || full % width != 0))
                width += load;
            if (width >= full || problem.matmul)
                traits.usable = false;
            else {
                traits.inChannelGrain = width;
                traits.convUnitWeightHeight = full / width;
            }
        }
        // Loading the unit's weights streams them through the 128-bit load path; a narrow vertex
        // still fills the whole unit (its kernel rows side by side).
        const std::uint64_t blockBytes = std::uint64_t(traits.inChannelGrain) * traits.convUnitWeightHeight *
                                         traits.outChannelGrain * problem.bytesPerElement();
        traits.weightLoadCycles = std::uint32_t(ceilDiv(blockBytes, std::max<std::uint32_t>(1, target.sramLoadBytesPerCycle)));
        break;
    }
    case ConvVertex::HorizontalMac:
        // HMAC accumulates along input channels a vector at a time, for any output channel count;
        // it works at the vector unit's pace whatever the partials type [I].
        traits.inChannelGrain = half ? kMacVertexMacsPerCycleHalf : kMacVertexMacsPerCycleFloat;
        traits.macsPerCycle = half ? kMacVertexMacsPerCycleHalf : kMacVertexMacsPerCycleFloat;
        break;
    case ConvVertex::VerticalMac:
        traits.convGroupGrain = half ? kVmacGroupGrainHalf : kVmacGroupGrainFloat;
        traits.macsPerCycle = half ? kMacVertexMacsPerCycleHalf : kMacVertexMacsPerCycleFloat;
        traits.vertexOverheadCycles = kMacVertexOverheadCycles;
        traits.usable = traits.usable && problem.inChannelsPerGroup == 1 && problem.outChannelsPerGroup == 1;
        break;
    }
    return traits;
}

ConvGrains convGrains(const ConvProblem& problem, const ConvVertexTraits& traits)
{
    return {ceilDiv(problem.inChannelsPerGroup, traits.inChannelGrain),
            ceilDiv(problem.outChannelsPerGroup, traits.outChannelGrain),
            ceilDiv(problem.groups, traits.convGroupGrain)};
}

std::uint64_t elementwiseCycles(std::uint64_t elements, bool halfElements, std::uint32_t inputsPerElement,
                                const Target& target)
{
    if (elements == 0)
        return 0;
    // docs/SIMULATION.md §4 [R]: 6 x (58 + ceil(n / 6 / vectorWidth) x (cyclesPerLoop + 4)) + 11, with one
    // load per operand in the loop.
    const std::uint64_t workers = std::max<std::uint32_t>(1, target.workerContexts);
    const std::uint64_t vectorWidth = halfElements ? 4 : 2;
    const std::uint64_t loops = ceilDiv(elements, workers * vectorWidth);
    return workers * (58 + loops * (inputsPerElement + 4)) + 11;
}

ConvCostContext makeConvCostContext(const ConvProblem& problem, const Target& target, ConvVertex vertex,
                                    std::uint8_t expandedDims, bool narrow, bool swappedOperands)
{
    ConvCostContext context;
    context.problem = &problem;
    context.target = &target;
    context.vertex = vertex;
    context.traits = convVertexTraits(vertex, problem, target, narrow);
    context.grains = convGrains(problem, context.traits);
    context.outField = problem.outputField();
    context.inputBytes = problem.inputElements() * problem.bytesPerElement();
    context.weightBytes = problem.weightElements() * problem.bytesPerElement();
    context.outputElements = problem.outputElements();
    // [R, addTransformCycleEstimate: rearrangeInput, rearrangeWeights, rearrangeOutput] for a
    // convolution's forward pass: expanding copies the input and the weights; input channels padded
    // to the vertex's grain copy both too; output channels padded copy the weights and the output.
    // The copies hold the padded channels and groups.
    const ConvGrains& grains = context.grains;
    const ConvVertexTraits& traits = context.traits;
    const bool padIn = !problem.matmul && problem.inChannelsPerGroup % traits.inChannelGrain != 0;
    const bool padOut = !problem.matmul && problem.outChannelsPerGroup % traits.outChannelGrain != 0;
    const std::uint64_t groups = grains.convGroups * traits.convGroupGrain;
    const std::uint64_t inChans = grains.inChannels * traits.inChannelGrain;
    const std::uint64_t outChans = grains.outChannels * traits.outChannelGrain;
    const std::uint64_t elementBytes = problem.bytesPerElement();
    context.expandedDims = expandedDims;
    context.narrow = narrow;
    context.swappedOperands = swappedOperands;
    if (swappedOperands) {
        // [R, addTransformCycleEstimate: rearrangeInput, rearrangeWeights and rearrangeOutput are set
        // when swapOperands differs from the matmul's own convention] the transposed product copies
        // all three operands into its layout, where the matmul's own order copies none.
        context.transformInputBytes = context.inputBytes;
        context.transformWeightBytes = context.weightBytes;
        context.transformOutputBytes = context.outputElements * elementBytes;
        return context;
    }
    if (expandedDims != 0 || padIn)
        context.transformInputBytes =
            problem.batch * groups * inChans * problem.inputField[0] * problem.inputField[1] * elementBytes;
    if (expandedDims != 0 || padIn || padOut)
        context.transformWeightBytes = groups * inChans * outChans * problem.kernel[0] * problem.kernel[1] * elementBytes;
    if (padOut)
        context.transformOutputBytes =
            problem.batch * groups * outChans * context.outField[0] * context.outField[1] * elementBytes;
    return context;
}

ConvSerialSlices convSerialSlices(const ConvProblem& planned, const ConvPlan& plan, const Target& target)
{
    ConvSerialSlices slices;
    const std::uint32_t steps = plan.splits.serialSteps();
    if (steps <= 1)
        return slices;
    const ConvGrains grains = convGrains(planned, convVertexTraits(plan.vertex, planned, target, plan.narrowAmp));
    const std::uint64_t total = plan.splits.serialInChannels > 1 ? grains.inChannels : grains.outChannels;
    slices.grainsPerStep = ceilDiv(total, steps);
    slices.loopSteps = steps;
    if (total % slices.grainsPerStep != 0) {
        slices.lastSliceGrains = total % slices.grainsPerStep;
        slices.loopSteps = steps - 1;
    }
    return slices;
}

bool convLeafCosts(const ConvCostContext& context, const ConvSplits& splits, ConvLeafCosts& leaf)
{
    const ConvProblem& problem = *context.problem;
    const Target& target = *context.target;
    const ConvVertexTraits& traits = context.traits;
    const ConvGrains& grains = context.grains;
    const auto& outField = context.outField;

    // Tile-mapping minimums [R]: the operands are spread over the tiles that use them, and poplibs
    // never maps less than a minimum grain of bytes to a tile, so finer splits are not plans.
    const std::uint64_t inputWays = std::uint64_t(splits.batch) * splits.field[0] * splits.field[1] * splits.groups *
                                    splits.inChannels;
    const std::uint64_t weightWays =
        std::uint64_t(splits.groups) * splits.inChannels * splits.outChannels * splits.kernelY;
    if (inputWays > 1 && context.inputBytes / inputWays < target.minActivationBytesPerTile)
        return false;
    if (weightWays > 1 && context.weightBytes / weightWays < target.minWeightBytesPerTile)
        return false;

    // Sizes on the busiest tile in one serial step: ceil of grains over splits, back to elements.
    leaf.batch = ceilDiv(problem.batch, splits.batch);
    leaf.outY = ceilDiv(outField[0], splits.field[0]);
    leaf.outX = ceilDiv(outField[1], splits.field[1]);
    leaf.kernelY = ceilDiv(problem.kernel[0], splits.kernelY);
    leaf.groups = ceilDiv(grains.convGroups, splits.groups) * traits.convGroupGrain;
    // The input window a tile reads, halo included, but never more than the (unpadded) input; of a
    // dilated input only the real elements, one in inputDilation of the span.
    const auto window = [&](std::size_t dim, std::uint64_t out, std::uint64_t kernel) {
        const std::uint64_t span = (out - 1) * problem.stride[dim] + (kernel - 1) * problem.dilation[dim] + 1;
        return std::min<std::uint64_t>(ceilDiv(span, problem.inputDilation[dim]), problem.inputField[dim]);
    };
    leaf.inY = window(0, leaf.outY, leaf.kernelY);
    leaf.inX = window(1, leaf.outX, problem.kernel[1]);
    leaf.positions = leaf.batch * leaf.outY * leaf.outX;
    // Workers share the output positions, so the busiest worker sets the pace.
    const std::uint64_t workers = std::max<std::uint32_t>(1, target.workerContexts);
    leaf.paddedPositions = ceilDiv(leaf.positions, workers) * workers;
    leaf.tilesUsed = std::uint32_t(splits.parallelTiles());
    leaf.transformInputBytesPerTile = ceilDiv(context.transformInputBytes, leaf.tilesUsed);
    leaf.transformWeightBytesPerTile = ceilDiv(context.transformWeightBytes, leaf.tilesUsed);
    leaf.transformOutputBytesPerTile = ceilDiv(context.transformOutputBytes, leaf.tilesUsed);
    leaf.outputBytesPerTile = ceilDiv(context.outputElements * problem.bytesPerElement(), leaf.tilesUsed);
    // The tile-level transform's kernel rows [R, poplibs ConvModel.cpp addTileLevelTransformEstimates,
    // padKernelSpatialDim]: a narrow AMP vertex takes convUnitWeightHeight kernel rows at once, so
    // each tile pads its kernel rows to a multiple of it (the larger of the padding the floor and the
    // ceiling of the rows over the kernel split need).
    const std::uint64_t weightHeight = traits.convUnitWeightHeight;
    leaf.kernelPadRows = 0;
    if (weightHeight > 1) {
        const std::uint64_t rows = problem.kernel[0];
        leaf.kernelPadRows = (weightHeight - std::max((rows / splits.kernelY) % weightHeight,
                                                      ceilDiv(rows, splits.kernelY) % weightHeight)) %
                             weightHeight;
    }
    return true;
}

bool costConvPlan(const ConvCostContext& context, const ConvSplits& splits, ConvPlan& plan,
                  const ConvPlanFilter& worthTiming)
{
    ConvLeafCosts leaf;
    return convLeafCosts(context, splits, leaf) && costConvPlan(context, leaf, splits, plan, worthTiming);
}

bool costConvPlan(const ConvCostContext& context, const ConvLeafCosts& leaf, const ConvSplits& splits,
                  ConvPlan& plan, const ConvPlanFilter& worthTiming)
{
    const ConvProblem& problem = *context.problem;
    const Target& target = *context.target;
    const ConvVertex vertex = context.vertex;
    const ConvVertexTraits& traits = context.traits;
    const ConvGrains& grains = context.grains;
    const std::uint64_t elementBytes = problem.bytesPerElement();
    const std::uint64_t partialBytes = problem.bytesPerPartial();

    const std::uint64_t batch = leaf.batch;
    const std::uint64_t outY = leaf.outY;
    const std::uint64_t outX = leaf.outX;
    const std::uint64_t kernelY = leaf.kernelY;
    const std::uint64_t kernelX = problem.kernel[1];
    const std::uint64_t groups = leaf.groups;
    const std::uint64_t inChans =
        ceilDiv(grains.inChannels, std::uint64_t(splits.inChannels) * splits.serialInChannels) * traits.inChannelGrain;
    const std::uint64_t outChans = ceilDiv(grains.outChannels, std::uint64_t(splits.outChannels) *
                                                                   splits.serialOutChannels) *
                                   traits.outChannelGrain;
    const std::uint64_t inY = leaf.inY;
    const std::uint64_t inX = leaf.inX;
    const std::uint64_t positions = leaf.positions;

    plan.splits = splits;
    plan.vertex = vertex;
    plan.tilesUsed = leaf.tilesUsed;
    plan.expandedDims = context.expandedDims;
    plan.swappedOperands = context.swappedOperands;
    plan.inChannelGrain = traits.inChannelGrain;
    plan.narrowAmp = context.narrow;
    plan.transformInputBytesPerTile = leaf.transformInputBytesPerTile;
    plan.transformWeightBytesPerTile = leaf.transformWeightBytesPerTile;
    plan.transformOutputBytesPerTile = leaf.transformOutputBytesPerTile;
    const std::uint64_t reducers = std::uint64_t(splits.inChannels) * splits.kernelY;
    plan.inputBytesPerTile = batch * groups * inChans * inY * inX * elementBytes;
    plan.weightBytesPerTile = groups * inChans * outChans * kernelY * kernelX * elementBytes;
    // Weights created in the plan's layout lie where they are used, except that the tiles of the
    // batch and field splits share each slice: each holds 1/sharers of it and receives the rest.
    // Weights made by another op arrive whole. This is what the lowering allocates; the plan's
    // estimate below still counts whole slices, as poplin's does: it plans before any tensor
    // exists, for weights that may come from anywhere.
    const std::uint64_t sharers = std::uint64_t(splits.batch) * splits.field[0] * splits.field[1];
    plan.weightCopyBytesPerTile = problem.weightsCreatedForPlan
                                      ? plan.weightBytesPerTile - plan.weightBytesPerTile / sharers
                                      : plan.weightBytesPerTile;
    const std::uint64_t partialElements = positions * groups * outChans;
    plan.partialBytesPerTile = partialElements * partialBytes;
    plan.outputBytesPerTile = leaf.outputBytesPerTile;

    // Reduction across the tiles that share an output slice: each stage every tile keeps 1/fanIn
    // of what it holds and receives that share from the others of its group. The stages' fan-ins,
    // first for the buffers (memory), then, if the plan is worth timing, for the cycles.
    const auto forEachReductionStage = [&](const auto& stage) {
        std::uint64_t remaining = reducers;
        std::uint64_t held = partialElements;
        std::uint32_t stages = 0;
        while (remaining > 1) {
            ++stages;
            const std::uint64_t fanIn = stages == kMaxReductionStages ? remaining : std::min(kReductionFanIn, remaining);
            const std::uint64_t kept = ceilDiv(held, fanIn);
            stage(kept, fanIn, kept * (fanIn - 1) * partialBytes);
            held = kept;
            remaining = ceilDiv(remaining, fanIn);
        }
        return stages;
    };
    std::uint64_t reduceBufferBytes = 0;
    plan.reductionStages = forEachReductionStage([&](std::uint64_t, std::uint64_t, std::uint64_t receivedBytes) {
        reduceBufferBytes = std::max(reduceBufferBytes, receivedBytes);
    });
    plan.reduceBufferBytesPerTile = reduceBufferBytes;

    // Rearrangement before serial slicing [R, docs/SIMULATION.md §2 "rearrangement buffers"; I, which
    // operands]: a serial loop slices an operand with a dynamic offset each step, so the operand is
    // first copied into a layout where every step's slice is contiguous. Serial input-channel steps
    // slice inputs and weights; serial output-channel steps slice the weights only. The copy is
    // spread over the plan's tiles, so a serial plan on few tiles pays for it on each of them.
    const std::uint64_t rearranged = splits.serialInChannels > 1    ? context.inputBytes + context.weightBytes
                                     : splits.serialOutChannels > 1 ? context.weightBytes
                                                                    : 0;
    plan.rearrangeBytesPerTile = ceilDiv(rearranged, plan.tilesUsed);

    // The tile-level transform [R, poplibs ConvModel.cpp addTileLevelTransformEstimates, applyPadding]:
    // the kernel rows padded on each tile (convLeafCosts) and the input by as many rows, dilated; the
    // zeros are exchanged in and live while the vertex runs.
    const std::uint64_t weightHeight = traits.convUnitWeightHeight;
    const std::uint64_t kernelPadRows = leaf.kernelPadRows;
    const std::uint64_t kernelZeros = groups * kernelPadRows * kernelX * inChans * outChans;
    const std::uint64_t inputZeros = groups * batch * kernelPadRows * problem.dilation[0] * outX * inChans;
    plan.tileTransformBytesPerTile = (kernelZeros + inputZeros) * elementBytes;

    // Temporary memory [R], by PopLibs' terms (ConvPlan::tempTerms).
    plan.tempBytesPerTile = plan.tempTerms().total();
    plan.totalTempBytes = plan.tempBytesPerTile * plan.tilesUsed;
    // The tile-level transform's zeros arrive with each step's operands.
    plan.exchangeBytesPerTile = plan.inputBytesPerTile + plan.weightBytesPerTile + plan.tileTransformBytesPerTile;
    const std::uint64_t steps = splits.serialSteps();

    // Partial calculation: workers share the output positions, so the busiest worker sets the pace.
    const std::uint64_t workers = std::max<std::uint32_t>(1, target.workerContexts);
    const std::uint64_t paddedPositions = leaf.paddedPositions;
    // A dilated input meets 1 in inputDilation of the kernel's taps at each output position.
    const std::uint64_t dilationTaps = problem.inputDilation[0] * problem.inputDilation[1];
    // A narrow vertex runs at the unit's pace over the padded kernel rows (their zeros included).
    const std::uint64_t macs =
        ceilDiv(paddedPositions * groups * inChans * outChans * (kernelY + kernelPadRows) * kernelX, dilationTaps);
    const std::uint64_t macCycles = steps * ceilDiv(macs, std::max<std::uint32_t>(1, traits.macsPerCycle));
    plan.exchangeCycles =
        steps * (target.exchangeFixedCycles +
                 ceilDiv(plan.exchangeBytesPerTile, std::max<std::uint32_t>(1, target.exchangeBytesPerCycle)));
    // The multiply-accumulates and the exchange bound the plan's cycles from below: a search that
    // knows no plan this slow can be chosen at this memory stops here, before the rest is costed.
    if (worthTiming && !worthTiming(plan, macCycles + plan.exchangeCycles))
        return false;

    // [R, addTransformCycleEstimate] the inputs' and weights' scale factor looks at input x output
    // channels per group, the output's at its output channels.
    const std::uint64_t channelProduct = problem.inChannelsPerGroup * problem.outChannelsPerGroup;
    plan.transformCycles =
        transformCopyCycles(plan.transformInputBytesPerTile, channelProduct, problem, target) +
        transformCopyCycles(plan.transformWeightBytesPerTile, channelProduct, problem, target) +
        transformCopyCycles(plan.transformOutputBytesPerTile, problem.outChannelsPerGroup, problem, target);
    std::uint64_t reduceCycles = 0;
    forEachReductionStage([&](std::uint64_t kept, std::uint64_t fanIn, std::uint64_t receivedBytes) {
        reduceCycles += target.exchangeFixedCycles +
                        ceilDiv(receivedBytes, std::max<std::uint32_t>(1, target.exchangeBytesPerCycle)) +
                        elementwiseCycles(kept, problem.halfPartials, std::uint32_t(fanIn), target);
    });
    plan.rearrangeCycles =
        rearranged == 0 ? 0
                        : target.exchangeFixedCycles +
                              ceilDiv(plan.rearrangeBytesPerTile, std::max<std::uint32_t>(1, target.exchangeBytesPerCycle));

    // fp32 partials of fp16 inputs are cast to the output type once, on the tiles holding outputs.
    plan.castCycles = problem.halfInputs && !problem.halfPartials
                          ? elementwiseCycles(ceilDiv(context.outputElements, plan.tilesUsed), false, 1, target)
                          : 0;
    // The reduction follows the input-channel accumulation, so it runs once per serial
    // output-channel step.
    plan.reduceCycles = std::uint64_t(splits.serialOutChannels) * reduceCycles;
    // Every term but the vertices' is known now, and the vertices take no less than their
    // multiply-accumulates: a second, tighter bound before the vertex estimates, the costliest part.
    if (worthTiming && !worthTiming(plan, plan.transformCycles + plan.rearrangeCycles + plan.exchangeCycles + macCycles +
                                              plan.reduceCycles + plan.castCycles))
        return false;

    std::uint64_t vertices = 0;
    std::uint64_t overheadCycles = 0;
    std::uint64_t vertexCycles = 0; // a supervisor vertex's (AMP, HMAC) cycles for one serial step
    // [R, ConvModel.cpp canUse1x1Vertex] the tile's kernel is one element, with no stride, input
    // dilation or padding: a 1x1 vertex can walk the field as one run.
    const bool oneByOneOnTheTile = kernelY == 1 && kernelX == 1 && problem.stride == decltype(problem.stride){1, 1} &&
                                   problem.inputDilation == decltype(problem.inputDilation){1, 1} &&
                                   problem.padding == decltype(problem.padding){0, 0};
    switch (vertex) {
    case ConvVertex::Amp: {
        // One supervisor vertex per tile loops over its conv groups and channel groups as PopLibs
        // estimates it (ConvVertexCycles.h); one output-channel group per vertex for the code size.
        vertices = groups * (outChans / traits.outChannelGrain);
        const std::uint32_t unitWidth = traits.inChannelGrain * traits.convUnitWeightHeight;
        AmpTileWork work;
        work.convGroups = groups;
        work.inGroups = inChans / traits.inChannelGrain;
        work.outGroups = outChans / traits.outChannelGrain;
        work.batch = batch;
        work.outY = outY;
        work.outX = outX;
        work.kernelRowPasses = (kernelY + kernelPadRows) / weightHeight;
        work.kernelX = kernelX;
        work.filterHeight = std::uint32_t(weightHeight);
        // [R, ConvModel.cpp canUseConvPartial1x1Vertex]
        work.oneByOne = weightHeight == 1 && oneByOneOnTheTile;
        work.floatActivations = !problem.halfInputs;
        work.floatPartials = !problem.halfPartials;
        work.elementCycles = std::uint32_t(std::max<std::uint64_t>(
            1, ceilDiv(std::uint64_t(unitWidth) * traits.outChannelGrain, std::max<std::uint32_t>(1, traits.macsPerCycle))));
        work.weightLoadCycles = traits.weightLoadCycles;
        work.outChannelsPerGroup = traits.outChannelGrain;
        work.workers = std::uint32_t(workers);
        vertexCycles = ampSupervisorCycles(work);
        break;
    }
    case ConvVertex::HorizontalMac: {
        // One supervisor vertex per tile, over its conv groups and output channels (ConvVertexCycles.h).
        vertices = groups;
        HmacTileWork work;
        work.convGroups = groups;
        work.inChannelsPerGroup = std::uint32_t(inChans);
        work.outChannelsPerGroup = problem.halfPartials ? 2 : 1;
        work.outGroups = ceilDiv(outChans, work.outChannelsPerGroup);
        work.rows = batch * outY;
        work.outX = outX;
        work.kernelPositions = kernelY * kernelX;
        work.vectorWidth = problem.halfInputs ? 4 : 2;
        work.floatActivations = !problem.halfInputs;
        work.floatPartials = !problem.halfPartials;
        // [R, ConvModel.cpp canUseHorizontalMac1x1Vertex, horizontalMacHas1x1Specialisation]
        work.oneByOne = problem.halfInputs && !problem.halfPartials && oneByOneOnTheTile;
        work.workers = std::uint32_t(workers);
        vertexCycles = hmacSupervisorCycles(work);
        break;
    }
    case ConvVertex::VerticalMac:
        // Worker vertices, one per conv-group grain: six run at once.
        vertices = groups / traits.convGroupGrain;
        overheadCycles = ceilDiv(vertices, workers) * workers * traits.vertexOverheadCycles;
        break;
    }
    plan.verticesPerTile = vertices;
    // A dilated input meets a share of the kernel's taps; a supervisor vertex never beats its MAC rate.
    const std::uint64_t supervisorStepCycles =
        std::max(ceilDiv(vertexCycles, dilationTaps), macCycles / std::max<std::uint64_t>(1, steps));
    plan.computeCycles = vertex == ConvVertex::VerticalMac ? macCycles + steps * overheadCycles : steps * supervisorStepCycles;
    plan.cycles = plan.transformCycles + plan.rearrangeCycles + plan.exchangeCycles + plan.computeCycles +
                  plan.reduceCycles + plan.castCycles;
    return true;
}

} // namespace tilescope
