// The system-level transforms of a convolution plan and the way PopLibs combines its temporary
// memory terms, each on a hand-computed problem (docs/SIMULATION.md §2, "Temporary memory of a plan").
#include "compiler/ConvCostModel.h"
#include "compiler/ConvSplitEnumeration.h"

#include <gtest/gtest.h>

namespace tilescope {
namespace {

// A ResNeXt-like grouped 3x3 convolution, fp32: 4 channels per group, 8 groups, 16 x 16, padded.
ConvProblem groupedConv3x3()
{
    ConvProblem p;
    p.batch = 2;
    p.groups = 8;
    p.inChannelsPerGroup = 4;
    p.outChannelsPerGroup = 4;
    p.inputField = {16, 16};
    p.kernel = {3, 3};
    p.padding = {1, 1};
    p.halfInputs = false;
    return p;
}

// poplibs lib/poplin/ConvPlan.cpp, expandDim: the kernel of a dimension becomes input channels,
// the input spans the output's field with stride 1 and no padding.
TEST(ConvTransforms, ExpandingADimensionFoldsItsKernelIntoTheInputChannels)
{
    ConvProblem p = groupedConv3x3();
    p.stride = {2, 1};
    const auto out = p.outputField(); // 8 x 16
    const ConvProblem height = expandedProblem(p, kExpandHeight);
    EXPECT_EQ(height.inChannelsPerGroup, 12u);
    EXPECT_EQ(height.kernel, (std::array<std::uint64_t, 2>{1, 3}));
    EXPECT_EQ(height.inputField, (std::array<std::uint64_t, 2>{8, 16}));
    EXPECT_EQ(height.stride, (std::array<std::uint64_t, 2>{1, 1}));
    EXPECT_EQ(height.padding, (std::array<std::uint64_t, 2>{0, 1}));
    EXPECT_EQ(height.outputField(), out);
    EXPECT_EQ(height.macs(), p.macs()); // the padding's taps are now stored zeros, still multiplied
    const ConvProblem both = expandedProblem(p, kExpandHeight | kExpandWidth);
    EXPECT_EQ(both.inChannelsPerGroup, 36u);
    EXPECT_EQ(both.kernel, (std::array<std::uint64_t, 2>{1, 1}));
    EXPECT_EQ(both.outputField(), out);
    EXPECT_EQ(both.inputElements(), 9 * p.batch * p.groups * p.inChannelsPerGroup * out[0] * out[1]);
    EXPECT_EQ(expandedProblem(p, 0), p);
}

// poplibs ConvPlan.cpp getExpandDimsCandidates: only a dimension whose kernel is more than one
// element, and whose input is no smaller than the kernel.
TEST(ConvTransforms, OnlyDimensionsWithAKernelToFoldAreExpanded)
{
    ConvProblem p = groupedConv3x3();
    EXPECT_TRUE(canExpandDim(p, 0));
    EXPECT_TRUE(canExpandDim(p, 1));
    p.kernel = {1, 3};
    EXPECT_FALSE(canExpandDim(p, 0));
    p.inputField = {16, 2};
    EXPECT_FALSE(canExpandDim(p, 1)); // 2 input columns under a kernel of 3
    ConvProblem gradient = groupedConv3x3();
    gradient.inputDilation = {2, 2};
    EXPECT_FALSE(canExpandDim(gradient, 0));
    // The planner tries the expansions: some candidate of a 3x3 problem expands both dimensions.
    bool expandedBoth = false;
    forEachConvPlan(groupedConv3x3(), makeTarget(Arch::Mk2), 64, [&](const ConvPlan& plan) {
        expandedBoth = expandedBoth || plan.expandedDims == (kExpandHeight | kExpandWidth);
    });
    EXPECT_TRUE(expandedBoth);
}

// poplibs ConvModel.cpp addTransformCycleEstimate, rearrangeInput / rearrangeWeights: 4 input
// channels padded to the fp32 AMP grain of 8 copy the input and the weights with the padding, spread
// over the used tiles; transformTempBytesEstimate counts the largest copy twice.
TEST(ConvTransforms, ChannelsPaddedToTheGrainCopyTheOperandsAndCountTwice)
{
    const Target target = makeTarget(Arch::Mk2);
    const ConvProblem p = groupedConv3x3();
    const ConvCostContext context = makeConvCostContext(p, target, ConvVertex::Amp);
    EXPECT_EQ(context.traits.inChannelGrain, 8u);
    const std::uint64_t paddedInput = 2 * 8 * 8 * 16 * 16 * 4; // batch, groups, padded channels, field, fp32
    const std::uint64_t paddedWeights = 8 * 8 * 4 * 3 * 3 * 4;   // output channels 4: the fp32 grain
    EXPECT_EQ(context.transformInputBytes, paddedInput);
    EXPECT_EQ(context.transformWeightBytes, paddedWeights);
    EXPECT_EQ(context.transformOutputBytes, 0u);
    ConvSplits splits;
    splits.groups = 8;
    ConvPlan plan;
    ASSERT_TRUE(costConvPlan(context, splits, plan));
    EXPECT_EQ(plan.transformInputBytesPerTile, paddedInput / 8);
    EXPECT_EQ(plan.transformWeightBytesPerTile, paddedWeights / 8);
    EXPECT_EQ(plan.tempTerms().transforms, 2 * paddedInput / 8);
    // Copy at min(memcpy, 4 bytes) per cycle scaled by 5/4 (4 x 4 channels: a multiple of the
    // 64-bit grain), and exchange at 4 bytes per cycle (getScaleFactorForTransform).
    const auto cycles = [](std::uint64_t bytes) { return (bytes * 5 + 15) / 16 + (bytes + 3) / 4; };
    EXPECT_EQ(plan.transformCycles, cycles(paddedInput / 8) + cycles(paddedWeights / 8));
    // Channels already on the grain need no copy; a matmul is never transformed here.
    ConvProblem aligned = p;
    aligned.inChannelsPerGroup = 8;
    EXPECT_EQ(makeConvCostContext(aligned, target, ConvVertex::Amp).transformInputBytes, 0u);
    const ConvProblem matmul = matmulAsConvolution(1, 64, 3, 5, false, false);
    EXPECT_EQ(makeConvCostContext(matmul, target, ConvVertex::Amp).transformInputBytes, 0u);
}

// rearrangeOutput with padPartialChannels: output channels off the grain copy the output.
TEST(ConvTransforms, OutputChannelsOffTheGrainCopyTheOutput)
{
    ConvProblem p = groupedConv3x3();
    p.inChannelsPerGroup = 8;
    p.outChannelsPerGroup = 6; // the fp32 AMP grain is 4: padded to 8
    const ConvCostContext context = makeConvCostContext(p, makeTarget(Arch::Mk2), ConvVertex::Amp);
    EXPECT_EQ(context.transformInputBytes, 0u);
    EXPECT_EQ(context.transformWeightBytes, std::uint64_t(8 * 8 * 8 * 3 * 3 * 4));
    EXPECT_EQ(context.transformOutputBytes, std::uint64_t(2 * 8 * 8 * 16 * 16 * 4));
}

// poplibs ConvVertexType.cpp canUseConvolutionInstruction (inChansPerGroup divides the unit's
// weights, a multiple of the narrowest load) and ConvModel.cpp getConvUnitWeightHeight: the narrow
// AMP vertex's width and the kernel rows it takes at once.
TEST(ConvTransforms, ANarrowAmpVertexIsAWidthTheUnitAllowsAndTakesKernelRowsToFillIt)
{
    const Target target = makeTarget(Arch::Mk2);
    const ConvVertexTraits four = convVertexTraits(ConvVertex::Amp, groupedConv3x3(), target, true);
    ASSERT_TRUE(four.usable);
    EXPECT_EQ(four.inChannelGrain, 4u);       // fp32: 2, 4 (not 6: it does not divide 8)
    EXPECT_EQ(four.convUnitWeightHeight, 2u); // 8 weights per unit / 4 channels
    EXPECT_EQ(four.macsPerCycle, convVertexTraits(ConvVertex::Amp, groupedConv3x3(), target).macsPerCycle);
    ConvProblem rgb = groupedConv3x3();
    rgb.halfInputs = true;
    rgb.inChannelsPerGroup = 3; // fp16: 4 holds 3 (a multiple of the 4-wide load), 4 rows at once
    const ConvVertexTraits padded = convVertexTraits(ConvVertex::Amp, rgb, target, true);
    EXPECT_EQ(padded.inChannelGrain, 4u);
    EXPECT_EQ(padded.convUnitWeightHeight, 4u);
    ConvProblem six = groupedConv3x3();
    six.inChannelsPerGroup = 6; // fp32: no width below 8 holds 6 and divides 8
    EXPECT_FALSE(convVertexTraits(ConvVertex::Amp, six, target, true).usable);
}

// poplibs ConvModel.cpp addTileLevelTransformEstimates (Amp), padKernelSpatialDim and applyPadding:
// a narrow vertex pads each tile's kernel rows to a multiple of its rows at once, P = (X - max(
// floor(H / S) % X, ceil(H / S) % X)) % X, and the input by P x dilation rows; the zeros are
// temporary memory (term (c), beside the step's operands) and exchanged in.
TEST(ConvTransforms, ANarrowVertexPadsEachTilesKernelRowsAndInput)
{
    const Target target = makeTarget(Arch::Mk2);
    const ConvProblem p = groupedConv3x3(); // fp32, 4 channels: 2 rows at once
    const ConvCostContext context = makeConvCostContext(p, target, ConvVertex::Amp, 0, true);
    ConvSplits splits;
    splits.groups = 8;
    ConvPlan plan;
    ASSERT_TRUE(costConvPlan(context, splits, plan));
    // A tile: 1 group, 4 input and 4 output channels, kernel 3 x 3 -> 4 x 3, output 16 x 16, batch 2.
    const std::uint64_t kernelZeros = 1 * 1 * 3 * 4 * 4;  // one row of 3 taps, 4 x 4 channels
    const std::uint64_t inputZeros = 1 * 2 * 1 * 16 * 4;  // batch 2, one row of 16, 4 channels
    EXPECT_EQ(plan.tileTransformBytesPerTile, (kernelZeros + inputZeros) * 4);
    EXPECT_EQ(plan.tempTerms().tileTransform, plan.tileTransformBytesPerTile);
    // Multiply-accumulates over 4 rows at the unit's pace.
    ConvPlan fullWidth;
    ASSERT_TRUE(costConvPlan(makeConvCostContext(p, target, ConvVertex::Amp), splits, fullWidth));
    EXPECT_EQ(fullWidth.tileTransformBytesPerTile, 0u); // channels padded by a copy instead (term (b))
    EXPECT_LT(plan.computeCycles, fullWidth.computeCycles); // 4 x 4 rows against 8 x 3 channel-rows
    // A kernel of 3 rows split in two: tiles of 2 and 1 rows, max(1 % 2, 2 % 2) = 1, so P = 1.
    splits.kernelY = 2;
    splits.groups = 1;
    ASSERT_TRUE(costConvPlan(context, splits, plan));
    EXPECT_GT(plan.tileTransformBytesPerTile, 0u);
    // 2 rows over kernel splits of 2: 1 row per tile, padded to 2.
    ConvProblem twoRows = p;
    twoRows.kernel = {2, 3};
    splits.kernelY = 2;
    ConvPlan two;
    ASSERT_TRUE(costConvPlan(makeConvCostContext(twoRows, target, ConvVertex::Amp, 0, true), splits, two));
    EXPECT_EQ(two.tileTransformBytesPerTile, (8 * 1 * 3 * 4 * 4 + 8 * 2 * 1 * 16 * 4) * 4u);
}

// poplibs ConvModel.cpp constructModel, totalTempBytes: broadcast + rearrangeBeforeSlice +
// max(transforms, tileLevelTransform + convTemp, reduce) + addInPlace.
TEST(ConvTransforms, TheTermsCombineAsASumOfTheLongLivedAndAMaximumOfTheRest)
{
    ConvTempTerms terms;
    terms.inputs = 100;
    terms.weights = 20;
    terms.partials = 30;
    terms.tileTransform = 5;
    terms.transforms = 140;
    terms.reduction = 90;
    terms.rearrangeBeforeSlice = 7;
    terms.inPlace = 11;
    terms.broadcast = 13;
    EXPECT_EQ(terms.total(), 13u + 7u + 155u + 11u); // the convolution's 5 + 150 is the largest
    terms.transforms = 400;
    EXPECT_EQ(terms.total(), 13u + 7u + 400u + 11u);
    terms.reduction = 500;
    EXPECT_EQ(terms.total(), 13u + 7u + 500u + 11u);
}

// poplibs ConvTransforms.cpp swapOperands swaps the batch with the output channels; a matmul's
// transposed order has no weights laid out for it.
TEST(ConvTransforms, SwappingAMatmulsOperandsTransposesTheProduct)
{
    ConvProblem m = matmulAsConvolution(2, 16, 4096, 1024, false, false);
    m.weightsCreatedForPlan = true;
    const ConvProblem swapped = swappedMatmul(m);
    EXPECT_EQ(swapped.batch, 1024u);
    EXPECT_EQ(swapped.outChannelsPerGroup, 16u);
    EXPECT_EQ(swapped.inChannelsPerGroup, 4096u);
    EXPECT_EQ(swapped.groups, 2u);
    EXPECT_FALSE(swapped.weightsCreatedForPlan);
    EXPECT_EQ(swapped.macs(), m.macs());
    ConvPlan plan;
    EXPECT_EQ(plannedProblem(m, plan), m);
    plan.swappedOperands = true;
    EXPECT_EQ(plannedProblem(m, plan), swapped);
}

// poplibs ConvModel.cpp addTransformCycleEstimate: the order that differs from the matmul's own
// convention rearranges the input, the weights and the output; the matmul's own copies nothing.
TEST(ConvTransforms, TheTransposedOrderCopiesAllThreeOperands)
{
    const ConvProblem m = matmulAsConvolution(1, 16, 256, 64, false, false);
    const ConvProblem swapped = swappedMatmul(m);
    const Target target = makeTarget(Arch::Mk2);
    const ConvCostContext own = makeConvCostContext(m, target, ConvVertex::Amp);
    EXPECT_EQ(own.transformInputBytes + own.transformWeightBytes + own.transformOutputBytes, 0u);
    const ConvCostContext transposed = makeConvCostContext(swapped, target, ConvVertex::Amp, 0, false, true);
    EXPECT_EQ(transposed.transformInputBytes, 64u * 256 * 4);  // the weights, now the input
    EXPECT_EQ(transposed.transformWeightBytes, 16u * 256 * 4); // the activations
    EXPECT_EQ(transposed.transformOutputBytes, 16u * 64 * 4);
    // Both orders are searched; at batch 16 the planner takes the transposed one (the field of 16
    // would pay an AMP pass's fixed costs every 16 elements).
    const ConvPlan chosen = planConvolution(matmulAsConvolution(1, 16, 4096, 1024, false, false), target, 0.6,
                                            target.tilesPerIpu);
    EXPECT_TRUE(chosen.swappedOperands) << chosen.describe();
    EXPECT_NE(chosen.describe().find("operands swapped"), std::string::npos);
}

// poplibs ConvModel.cpp addInPlaceEstimate: serial input-channel steps leave the output whole, so
// the output's partials are kept beside each step's for the in-place addition; other plans add none.
TEST(ConvTransforms, SerialInputChannelStepsKeepTheOutputsPartialsForTheInPlaceAddition)
{
    ConvPlan plan;
    plan.partialBytesPerTile = 4096;
    EXPECT_EQ(plan.tempTerms().inPlace, 0u);
    plan.splits.serialOutChannels = 4;
    EXPECT_EQ(plan.tempTerms().inPlace, 0u);
    plan.splits.serialOutChannels = 1;
    plan.splits.serialInChannels = 4;
    EXPECT_EQ(plan.tempTerms().inPlace, 4096u);
    EXPECT_EQ(plan.tempTerms().total(), 4096u + 4096u);
}

} // namespace
} // namespace tilescope
