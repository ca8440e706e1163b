// Ops other than convolutions: host input, elementwise, normalisation, pooling, softmax, embedding,
// rearrangements, views, losses and the model's outputs. They run on the tiles that hold their
// input, as PopOps maps them, so their cost and memory follow the producer's mapping.

#include "common/Error.h"
#include "compiler/CodeSizes.h"
#include "compiler/Lowering.h"
#include "compiler/TileHash.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace tilescope::detail {

using namespace code_sizes;

namespace {

TileSpread scaledLike(const TileSpread& like, std::uint64_t totalBytes, std::uint64_t grain, std::uint64_t alignment)
{
    return spreadEvenly(totalBytes, like.firstTile, std::max<std::uint32_t>(like.tiles, 1), grain, alignment);
}

} // namespace

void Lowering::lowerInput(const OpView& op, std::uint32_t ipu)
{
    const auto out = op.outputs.at(0);
    const auto bytes = tensorBytes(out);
    // A host input has no op to lay it out: it is mapped linearly [R, popart InitTensorLinear].
    const auto spread = mapLinearly(bytes, ipu, target_.minActivationBytesPerTile, kDataAlignment);
    // 8-bit IO: a float input crosses the host link as uint8, a quarter of fp32's bytes, and is cast
    // on the IPU [R, seed 001 §4.4.3].
    const auto& tensor = model_.tensors[std::size_t(out)];
    const bool eightBit = options_.eightBitIo && (tensor.dataType == DataType::Float || tensor.dataType == DataType::Half);
    const auto elements = std::uint64_t(elementCount(tensor.shape)) * options_.batchSize;
    const auto streamBytes = eightBit ? elements : bytes;
    const auto cycles = target_.hostTransferCycles(streamBytes);
    const auto ioTiles = target_.tilesPerIpu - computeTiles_;
    streamedInBytes_.at(ipu) += streamBytes;
    TileSpread landing = eightBit ? spreadEvenly(streamBytes, spread.firstTile, spread.tiles, 1, kDataAlignment) : spread;
    if (ioTiles > 0) {
        // IO tiles [R, seed 001 §4.4.2]: the stream lands in buffers on the IPU's last tiles (one per
        // prefetch slot, kept for the whole run), overlapping the compute tiles' work; an exchange then
        // brings each micro-batch to the tiles that compute on it.
        const auto ioFirst = ipuFirstTile(ipu) + computeTiles_;
        const auto ioSpread = spreadEvenly(streamBytes, ioFirst, ioTiles, target_.minActivationBytesPerTile, kDataAlignment);
        LoweredVariable buffer;
        buffer.category = MemoryCategory::AlwaysLiveVariable;
        buffer.elementType = eightBit ? ElementType::UInt8 : elementTypeOf(out);
        buffer.operation = currentOperation_;
        buffer.spread = spreadUniform(ioSpread.firstTile, ioSpread.tiles, ioSpread.bytesPerTile * options_.prefetchDepth);
        addVariable(buffer, op.name + "/hostStreamBuffer");
        const auto stream = builder_->step(ProgramKind::StreamCopy, op.name + "/StreamCopy", ipu, cycles, ioSpread.tiles,
                                           streamBytes);
        out_.steps[std::size_t(stream)].onIoTiles = true;
        chargeHostStreams(ioSpread.firstTile, ioSpread.tiles);
        if (eightBit)
            addTemporary(op.name + "/uint8", landing, Placement::Anywhere, ElementType::UInt8);
        else
            defineActivation(out, spread, Placement::Anywhere);
        exchange(op.name + "/FromIoTiles", ipu, landing.firstTile, landing.tiles, landing.bytesPerTile);
        out_.steps.back().readsIoTiles = true;
    } else {
        if (eightBit)
            addTemporary(op.name + "/uint8", landing, Placement::Anywhere, ElementType::UInt8);
        else
            defineActivation(out, spread, Placement::Anywhere);
        builder_->step(ProgramKind::StreamCopy, op.name + "/StreamCopy", ipu, cycles, landing.tiles, streamBytes);
        chargeHostStreams(landing.firstTile, landing.tiles);
    }
    chargeCode(MemoryCategory::ControlCode, ipuFirstTile(ipu), target_.tilesPerIpu, kControlCodeBytesPerStep);
    opCycles_ += cycles;
    if (eightBit) {
        defineActivation(out, spread, Placement::Anywhere);
        compute(op.name + "/Cast", ipu, "popops::Cast<unsigned char>", kCastVertexCodeBytes, kVertexStateBytes,
                spread.firstTile, spread.tiles, target_.workerContexts,
                elementwiseCycles(spread.bytesPerTile / bytesPerElement(out), bytesPerElement(out), 1));
    }
    tilesUsed_ = spread.tiles;
}

void Lowering::noteTooFewIoTiles()
{
    const auto ioTiles = target_.tilesPerIpu - computeTiles_;
    if (ioTiles == 0)
        return;
    for (std::uint32_t ipu = 0; ipu < target_.ipus; ++ipu) {
        const auto bytes = streamedInBytes_[ipu];
        // The guide's rule of thumb [R, seed 001 §4.4.2]: 1.05 x the input of one micro-batch, in tiles.
        const auto needed = std::uint64_t(std::ceil(1.05 * double(bytes) / double(target_.bytesPerTile)));
        if (bytes == 0 || ioTiles >= needed)
            continue;
        std::ostringstream text;
        text.setf(std::ios::fixed);
        text.precision(2);
        text << "IPU " << ipu << ": " << ioTiles << " IO tile(s) are too few for the " << double(bytes) / 1e6
             << " MB each micro-batch streams in; the rule of thumb asks for 1.05 x input / tile memory = "
             << needed << " (--io-tiles " << needed << ")";
        out_.notes.push_back({"io-tiles", text.str()});
    }
}

void Lowering::lowerElementwise(const OpView& op, std::uint32_t ipu, std::uint32_t cyclesPerLoop, const std::string& vertex)
{
    // The output is mapped like the largest operand (the first of equals): a broadcast scalar or
    // bias does not decide where the work runs.
    std::vector<std::int32_t> variables;
    for (const auto id : op.inputs)
        variables.push_back(useTensor(id, ipu));
    std::size_t largest = 0;
    for (std::size_t i = 1; i < variables.size(); ++i)
        if (out_.variables[std::size_t(variables[i])].spread.totalBytes() >
            out_.variables[std::size_t(variables[largest])].spread.totalBytes())
            largest = i;
    const auto like = out_.variables[std::size_t(variables[largest])].spread;
    const auto out = op.outputs.at(0);
    const auto spread = scaledLike(like, tensorBytes(out), target_.minActivationBytesPerTile, kDataAlignment);
    const auto bytesPerElement = this->bytesPerElement(out);
    const auto elementsPerTile = spread.bytesPerTile / bytesPerElement;
    // Operands mapped elsewhere are brought over first.
    for (std::size_t i = 0; i < variables.size(); ++i) {
        const auto& other = out_.variables[std::size_t(variables[i])].spread;
        if (i != largest && (other.firstTile != spread.firstTile || other.tiles != spread.tiles)) {
            exchange(op.name + "/Align", ipu, spread.firstTile, spread.tiles, spread.bytesPerTile);
            break;
        }
    }
    defineActivation(out, spread, Placement::Anywhere);
    compute(op.name + "/Op", ipu, vertex, kElementwiseVertexCodeBytes, kVertexStateBytes, spread.firstTile,
            spread.tiles, target_.workerContexts, elementwiseCycles(elementsPerTile, bytesPerElement, cyclesPerLoop));
    tilesUsed_ = spread.tiles;
}

void Lowering::lowerNormalisation(const OpView& op, std::uint32_t ipu)
{
    const auto inputVar = useTensor(op.inputs.at(0), ipu);
    const auto like = out_.variables[std::size_t(inputVar)].spread;
    // No PopLibs function creates scale and bias for the framework, so they are mapped linearly.
    for (std::size_t i = 1; i < op.inputs.size(); ++i) {
        const auto id = op.inputs[i];
        if (model_.tensors[std::size_t(id)].parameter)
            defineParameter(id, mapLinearly(tensorBytes(id), ipu, target_.minWeightBytesPerTile, kDataAlignment),
                            Placement::Anywhere);
        useTensor(id, ipu);
    }
    const auto out = op.outputs.at(0);
    const auto spread = scaledLike(like, tensorBytes(out), target_.minActivationBytesPerTile, kDataAlignment);
    const auto bytesPerElement = this->bytesPerElement(out);
    const auto elementsPerTile = spread.bytesPerTile / bytesPerElement;
    const bool needsStatistics = op.type != OpType::BatchNorm || options_.training;
    if (needsStatistics) {
        // Mean and variance: partial sums per tile, exchanged and reduced, then broadcast back.
        const auto statsBytes = alignUp(std::max<std::uint64_t>(64, spread.bytesPerTile / 64), kDataAlignment);
        addTemporary(op.name + "/statistics", spreadUniform(spread.firstTile, spread.tiles, statsBytes),
                     Placement::Anywhere, ElementType::Float);
        compute(op.name + "/Statistics", ipu, "popnn::NormStatistics", kNormVertexCodeBytes, kVertexStateBytes,
                spread.firstTile, spread.tiles, target_.workerContexts, elementwiseCycles(elementsPerTile, bytesPerElement, 3));
        exchange(op.name + "/StatisticsExchange", ipu, spread.firstTile, spread.tiles, statsBytes);
    }
    defineActivation(out, spread, Placement::Anywhere);
    compute(op.name + "/Normalise", ipu, "popnn::NormWhiten", kNormVertexCodeBytes, kVertexStateBytes,
            spread.firstTile, spread.tiles, target_.workerContexts, elementwiseCycles(elementsPerTile, bytesPerElement, 3));
    tilesUsed_ = spread.tiles;
}

void Lowering::lowerPool(const OpView& op, std::uint32_t ipu)
{
    const auto inputVar = useTensor(op.inputs.at(0), ipu);
    const auto like = out_.variables[std::size_t(inputVar)].spread;
    const auto out = op.outputs.at(0);
    const auto spread = scaledLike(like, tensorBytes(out), target_.minActivationBytesPerTile, kDataAlignment);
    const auto inBytesPerTile = like.bytesPerTile;
    const auto bytesPerElement = this->bytesPerElement(op.inputs.at(0));
    if (op.type == OpType::GlobalAvgPool) {
        // Each tile reduces its part; the partial sums meet on the output's tiles.
        exchange(op.name + "/Gather", ipu, spread.firstTile, spread.tiles,
                 alignUp(std::max<std::uint64_t>(spread.bytesPerTile, 8) * 4, kDataAlignment));
    } else {
        // Windows that cross tile boundaries need their halo from the neighbours.
        const auto kernel = std::max<std::int64_t>(op.attributes.intsOr("kernel", {2, 2}).front(), 1);
        const auto halo = alignUp(inBytesPerTile * std::uint64_t(kernel - 1) / std::uint64_t(kernel * 4 + 1),
                                  kDataAlignment);
        addTemporary(op.name + "/halo", spreadUniform(like.firstTile, like.tiles, halo), Placement::Anywhere,
                     elementTypeOf(out));
        exchange(op.name + "/Halo", ipu, like.firstTile, like.tiles, halo);
    }
    defineActivation(out, spread, Placement::Anywhere);
    compute(op.name + "/Pool", ipu, op.type == OpType::MaxPool ? "popnn::MaxPooling" : "popnn::SumPooling",
            kPoolVertexCodeBytes, kVertexStateBytes, like.firstTile, like.tiles, target_.workerContexts,
            elementwiseCycles(inBytesPerTile / bytesPerElement, bytesPerElement, 2));
    tilesUsed_ = like.tiles;
}

void Lowering::lowerSoftmax(const OpView& op, std::uint32_t ipu)
{
    const auto inputVar = useTensor(op.inputs.at(0), ipu);
    const auto like = out_.variables[std::size_t(inputVar)].spread;
    const auto out = op.outputs.at(0);
    const auto spread = scaledLike(like, tensorBytes(out), target_.minActivationBytesPerTile, kDataAlignment);
    const auto bytesPerElement = this->bytesPerElement(out);
    const auto elements = spread.bytesPerTile / bytesPerElement;
    // Numerically stable softmax: max, exp and sum, divide; the exponentials are a temporary.
    addTemporary(op.name + "/exp", spread, Placement::Anywhere, elementTypeOf(out));
    compute(op.name + "/Max", ipu, "popops::Reduce<MAX>", kSoftmaxVertexCodeBytes, kVertexStateBytes,
            spread.firstTile, spread.tiles, target_.workerContexts, elementwiseCycles(elements, bytesPerElement, 1));
    compute(op.name + "/ExpSum", ipu, "popnn::SoftmaxExpSum", kSoftmaxVertexCodeBytes, kVertexStateBytes,
            spread.firstTile, spread.tiles, target_.workerContexts, elementwiseCycles(elements, bytesPerElement, 8));
    defineActivation(out, spread, Placement::Anywhere);
    compute(op.name + "/Divide", ipu, "popops::BinaryOp<DIVIDE>", kElementwiseVertexCodeBytes, kVertexStateBytes,
            spread.firstTile, spread.tiles, target_.workerContexts, elementwiseCycles(elements, bytesPerElement, 2));
    tilesUsed_ = spread.tiles;
}

void Lowering::lowerEmbedding(const OpView& op, std::uint32_t ipu)
{
    useTensor(op.inputs.at(0), ipu); // indices
    const auto table = op.inputs.at(1);
    // The table is spread over the whole IPU (it is usually the largest parameter), from a tile
    // hashed from its shape [R, poplibs DynamicSlice.cpp createSliceableTensor: unplanned tables].
    std::vector<std::uint64_t> shape;
    for (const auto d : model_.tensors[std::size_t(table)].shape)
        shape.push_back(std::uint64_t(d));
    defineParameter(table,
                    startingAt(spreadEvenly(tensorBytes(table), 0, computeTiles_, target_.minWeightBytesPerTile,
                                            kDataAlignment),
                               ipu, mappingOffset(computeTiles_, shape)),
                    Placement::Anywhere);
    const auto tableSpread = out_.variables[std::size_t(useTensor(table, ipu))].spread;
    const auto out = op.outputs.at(0);
    const auto spread = mapLinearly(tensorBytes(out), ipu, target_.minActivationBytesPerTile, kDataAlignment);
    const auto lookupCycles = elementwiseCycles(spread.bytesPerTile / bytesPerElement(out), bytesPerElement(out), 1);
    const auto slices = serializationOf(op);
    if (slices == 1) {
        // Rows are looked up where the table lies, then exchanged to the output's tiles.
        compute(op.name + "/MultiSlice", ipu, "popops::MultiSlice", kEmbeddingVertexCodeBytes, kVertexStateBytes,
                ipuFirstTile(ipu), computeTiles_, 1, lookupCycles);
        defineActivation(out, spread, Placement::Anywhere);
        exchange(op.name + "/Exchange", ipu, spread.firstTile, spread.tiles, spread.bytesPerTile);
        tilesUsed_ = computeTiles_;
        return;
    }
    // Serialized [R: optimum-graphcore modeling_utils.py SerializedEmbedding; popart
    // tiedgatherpattern.cpp for a table tied to a serialized decoder]: K lookups, one after another,
    // each in a slice of V/K rows (the tiles holding them) with the indices shifted by the slice's
    // first row, those outside it giving zeros; each result is added into the output.
    const auto indices = out_.variables[std::size_t(variableOn(op.inputs.at(0), ipu))].spread;
    for (std::uint32_t slice = 0; slice < slices; ++slice) {
        const auto name = op.name + sliceName(slice, slices);
        const auto rows = tableSlice(tableSpread, slice, slices);
        compute(name + "/ShiftIndices", ipu, "popops::BinaryOp<SUBTRACT>", kElementwiseVertexCodeBytes,
                kVertexStateBytes, indices.firstTile, indices.tiles, 1,
                elementwiseCycles(indices.bytesPerTile / 4, 4, 1));
        compute(name + "/MultiSlice", ipu, "popops::MultiSlice", kEmbeddingVertexCodeBytes, kVertexStateBytes,
                rows.firstTile, rows.tiles, 1, lookupCycles);
        if (slice == 0) {
            defineActivation(out, spread, Placement::Anywhere);
            exchange(name + "/Exchange", ipu, spread.firstTile, spread.tiles, spread.bytesPerTile);
            continue;
        }
        const auto part = addTemporary(name + "/lookup", spread, Placement::Anywhere, elementTypeOf(out));
        exchange(name + "/Exchange", ipu, spread.firstTile, spread.tiles, spread.bytesPerTile);
        useTensor(out, ipu);
        compute(name + "/AddTo", ipu, "popops::BinaryOp<ADD>", kElementwiseVertexCodeBytes, kVertexStateBytes,
                spread.firstTile, spread.tiles, target_.workerContexts, lookupCycles);
        endTemporary(part);
    }
    serialSteps_ = slices;
    tilesUsed_ = tableSpread.tiles;
}

TileSpread Lowering::tableSlice(const TileSpread& table, std::uint32_t slice, std::uint32_t slices) const
{
    // The table's rows run in order over its tiles, so slice k of K lies on the k-th K-th of them.
    const auto tiles = std::max<std::uint32_t>(1, table.tiles / slices);
    const auto first =
        TileRange{table.firstTile, table.tiles, target_.tilesPerIpu}.tileAt(std::min(slice * tiles, table.tiles - 1));
    return spreadUniform(first, std::min(tiles, table.tiles), table.bytesPerTile);
}

void Lowering::lowerRearrangement(const OpView& op, std::uint32_t ipu)
{
    for (auto id : op.inputs)
        useTensor(id, ipu);
    const auto out = op.outputs.at(0);
    const auto spread = mapLinearly(tensorBytes(out), ipu, target_.minActivationBytesPerTile, kDataAlignment);
    defineActivation(out, spread, Placement::Anywhere);
    exchange(op.name + "/Rearrange", ipu, spread.firstTile, spread.tiles, spread.bytesPerTile);
    const auto regions = (spread.bytesPerTile + kExchangeRegionBytes - 1) / kExchangeRegionBytes;
    chargeCode(MemoryCategory::CopyDescriptor, spread.firstTile, spread.tiles,
               std::max<std::uint64_t>(1, regions) * kCopyDescriptorBytesPerRegion);
    tilesUsed_ = spread.tiles;
}

void Lowering::lowerAlias(const OpView& op)
{
    const auto in = op.inputs.at(0);
    const auto variable = useTensor(in, tensorIpu_[std::size_t(in)] == kNone ? ipuOf(op) : std::uint32_t(tensorIpu_[std::size_t(in)]));
    // A view: the output is the same memory under another shape.
    const auto out = op.outputs.at(0);
    tensorVariable_[std::size_t(out)] = variable;
    tensorIpu_[std::size_t(out)] = tensorIpu_[std::size_t(in)];
    // So are its copies on other IPUs.
    for (auto it = copies_.lower_bound({in, 0}); it != copies_.end() && it->first.first == in; ++it)
        copies_[{out, it->first.second}] = it->second;
}

void Lowering::lowerLoss(const OpView& op, std::uint32_t ipu)
{
    const auto inputVar = useTensor(op.inputs.at(0), ipu);
    for (std::size_t i = 1; i < op.inputs.size(); ++i)
        useTensor(op.inputs[i], ipu);
    const auto like = out_.variables[std::size_t(inputVar)].spread;
    const auto bytesPerElement = this->bytesPerElement(op.inputs.at(0));
    const auto elements = like.bytesPerTile / bytesPerElement;
    addTemporary(op.name + "/probabilities", like, Placement::Anywhere, elementTypeOf(op.inputs.at(0)));
    compute(op.name + "/Softmax", ipu, "popnn::SoftmaxExpSum", kSoftmaxVertexCodeBytes, kVertexStateBytes,
            like.firstTile, like.tiles, target_.workerContexts, elementwiseCycles(elements, bytesPerElement, 8));
    const auto out = op.outputs.at(0);
    const auto spread = spreadEvenly(tensorBytes(out), like.firstTile, 1, 1, kDataAlignment);
    exchange(op.name + "/ReduceExchange", ipu, spread.firstTile, spread.tiles, 8 * like.tiles);
    defineActivation(out, spread, Placement::Anywhere);
    compute(op.name + "/Loss", ipu, "popnn::LossReduce", kLossVertexCodeBytes, kVertexStateBytes, spread.firstTile,
            1, 1, elementwiseCycles(like.tiles * 2, 4, 2));
    tilesUsed_ = like.tiles;
}

void Lowering::lowerModelOutputs()
{
    // Tensors that no op consumes are the model's outputs: streamed back to the host at the end.
    std::vector<bool> consumed(model_.tensors.size(), false);
    for (const auto& op : model_.ops)
        for (auto id : op.inputs)
            consumed[std::size_t(id)] = true;
    for (const auto& op : model_.ops) {
        for (auto id : op.outputs) {
            const auto variable = tensorVariable_[std::size_t(id)];
            if (consumed[std::size_t(id)] || variable == kNone)
                continue;
            auto& v = out_.variables[std::size_t(variable)];
            const auto ipu = std::uint32_t(v.spread.firstTile / target_.tilesPerIpu);
            const auto bytes = v.spread.totalBytes();
            builder_->setContext(stageOf(op), StagePhase::HostIo, StepSegment::HostOut);
            const auto name = out_.variableNames[std::size_t(variable)];
            builder_->beginOp(kNone, "output " + name);
            v.lastStep = std::max(v.lastStep, builder_->nextStep());
            builder_->step(ProgramKind::StreamCopy, name + "/ToHost", ipu,
                           target_.hostTransferCycles(bytes), v.spread.tiles, bytes);
            builder_->endOp();
            out_.code.add(MemoryCategory::HostExchangeCode, v.spread.firstTile, v.spread.tiles,
                          kHostExchangeCodeBytesPerStream);
            out_.code.add(MemoryCategory::HostExchangePacketHeader, v.spread.firstTile, v.spread.tiles,
                          kHostPacketHeaderBytes);
        }
    }
}

} // namespace tilescope::detail
