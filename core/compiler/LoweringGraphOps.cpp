// Ops that imported graphs bring besides elementwise ones: reductions, split and gather; and the
// parameters and constants that no op lays out. Like the other PopOps ops they run where their
// input lies.

#include "compiler/CodeSizes.h"
#include "compiler/Lowering.h"
#include "compiler/TileHash.h"

#include <algorithm>

namespace tilescope::detail {

using namespace code_sizes;

std::int32_t Lowering::defineUnlaidTensor(std::int32_t tensor, std::uint32_t ipu)
{
    return defineParameter(tensor, mapLinearly(tensorBytes(tensor), ipu, target_.minWeightBytesPerTile, kDataAlignment),
                           Placement::Anywhere);
}

void Lowering::lowerReduction(const OpView& op, std::uint32_t ipu)
{
    // popops::reduce [R, docs/SIMULATION.md §4 "Reductions"]: each tile reduces what it holds into
    // partials (in float), the partials are exchanged to the tiles of the output, which reduce them.
    const auto inputVar = useTensor(op.inputs.at(0), ipu);
    const auto like = out_.variables[std::size_t(inputVar)].spread;
    const auto in = op.inputs.at(0);
    const auto out = op.outputs.at(0);
    const auto bytesPerElement = this->bytesPerElement(in);
    const auto inElements = std::uint64_t(elementCount(model_.tensors[std::size_t(in)].shape)) * options_.batchSize;
    const auto outElements =
        std::max<std::uint64_t>(1, std::uint64_t(elementCount(model_.tensors[std::size_t(out)].shape)) * options_.batchSize);
    // The output is mapped linearly from a tile hashed from its shape [R, poplibs ReductionStages.cpp:
    // chooseMappingOffset], so that the reductions of a model do not all end on the same tiles.
    std::vector<std::uint64_t> outShape{options_.batchSize};
    for (const auto d : model_.tensors[std::size_t(out)].shape)
        outShape.push_back(std::uint64_t(d));
    const auto spread =
        startingAt(spreadEvenly(tensorBytes(out), 0, computeTiles_, target_.minActivationBytesPerTile, kDataAlignment),
                   ipu, mappingOffset(computeTiles_, outShape, hashCombine(0x9e3779b9, 0)));
    const auto elementsPerTile = like.bytesPerTile / std::max<std::uint32_t>(bytesPerElement, 1);
    // A tile holds partials for at most the outputs its inputs reduce into.
    const auto partialsPerTile = std::min(elementsPerTile, outElements);
    const auto partialBytes = alignUp(std::max<std::uint64_t>(partialsPerTile, 1) * 4, kDataAlignment);
    addTemporary(op.name + "/partials", spreadUniform(like.firstTile, like.tiles, partialBytes), Placement::Anywhere,
                 ElementType::Float);
    compute(op.name + "/PartialReduce", ipu, "popops::Reduce<" + opTypeName(op.type) + ">", kReduceVertexCodeBytes,
            kVertexStateBytes, like.firstTile, like.tiles, target_.workerContexts,
            elementwiseCycles(elementsPerTile, bytesPerElement, 1));
    // Each output tile receives the partials of the input tiles that reduce into it.
    const auto contributors = std::max<std::uint64_t>(
        1, std::min<std::uint64_t>(inElements / outElements, (like.tiles + spread.tiles - 1) / std::max(spread.tiles, 1u)));
    const auto receivedBytes = alignUp(contributors * (spread.bytesPerTile / this->bytesPerElement(out)) * 4, kDataAlignment);
    if (contributors > 1)
        addTemporary(op.name + "/received", spreadUniform(spread.firstTile, spread.tiles, receivedBytes),
                     Placement::Anywhere, ElementType::Float);
    exchange(op.name + "/ReduceExchange", ipu, spread.firstTile, spread.tiles, receivedBytes);
    defineActivation(out, spread, Placement::Anywhere);
    compute(op.name + "/Reduce", ipu, "popops::ReduceAdd", kReduceVertexCodeBytes, kVertexStateBytes,
            spread.firstTile, spread.tiles, target_.workerContexts,
            elementwiseCycles(receivedBytes / 4, 4, std::uint32_t(std::min<std::uint64_t>(contributors, 8))));
    tilesUsed_ = like.tiles;
}

void Lowering::lowerSplit(const OpView& op)
{
    // The pieces are slices of the input, views that move no data (PopART's SplitOp grows views).
    for (const auto out : op.outputs) {
        Op piece = op.record();
        piece.outputs = {out};
        lowerAlias(piece);
    }
}

void Lowering::lowerGather(const OpView& op, std::uint32_t ipu)
{
    // popops::multiSlice: rows are looked up where the source lies, then exchanged to the output.
    const auto sourceVar = useTensor(op.inputs.at(0), ipu);
    useTensor(op.inputs.at(1), ipu);
    const auto source = out_.variables[std::size_t(sourceVar)].spread;
    const auto out = op.outputs.at(0);
    const auto spread = mapLinearly(tensorBytes(out), ipu, target_.minActivationBytesPerTile, kDataAlignment);
    const auto bytesPerElement = this->bytesPerElement(out);
    const auto perSourceTile = tensorBytes(out) / std::max<std::uint32_t>(source.tiles, 1);
    compute(op.name + "/MultiSlice", ipu, "popops::MultiSlice", kEmbeddingVertexCodeBytes, kVertexStateBytes,
            source.firstTile, std::max<std::uint32_t>(source.tiles, 1), 1,
            elementwiseCycles(perSourceTile / bytesPerElement, bytesPerElement, 1));
    defineActivation(out, spread, Placement::Anywhere);
    exchange(op.name + "/Exchange", ipu, spread.firstTile, spread.tiles, spread.bytesPerTile);
    tilesUsed_ = std::max(source.tiles, spread.tiles);
}

} // namespace tilescope::detail
