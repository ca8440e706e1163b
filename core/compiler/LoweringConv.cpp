// Convolutions and matmuls: planned by the convolution planner, then lowered serial step by
// serial step into exchanges of the operand slices, Convolve compute sets, reductions and a cast.
// Operands are allocated where the plan reads them, so a plan on few tiles piles them there.

#include "common/Error.h"
#include "compiler/CodeSizes.h"
#include "compiler/ConvCostModel.h"
#include "compiler/ConvTileBalance.h"
#include "compiler/Lowering.h"
#include "compiler/TileHash.h"

#include <algorithm>
#include <sstream>

namespace tilescope::detail {

using namespace code_sizes;

namespace {

std::array<std::uint64_t, 2> pair(const OpAttributes& attributes, const std::string& key, std::int64_t fallback)
{
    auto values = attributes.intsOr(key, {fallback, fallback});
    if (values.size() == 1)
        values.push_back(values[0]);
    return {std::uint64_t(std::max<std::int64_t>(values[0], 0)), std::uint64_t(std::max<std::int64_t>(values[1], 0))};
}

std::uint64_t product(const std::vector<std::int64_t>& shape, std::size_t begin, std::size_t end)
{
    std::uint64_t n = 1;
    for (std::size_t i = begin; i < end && i < shape.size(); ++i)
        n *= std::uint64_t(shape[i]);
    return n;
}

} // namespace

ConvProblem Lowering::convProblem(const OpView& op) const
{
    const bool halfInputs = options_.precision.halfActivations;
    const bool halfPartials = op.partialsType ? *op.partialsType == DataType::Half : options_.halfPartials;
    const auto& x = model_.tensors[std::size_t(op.inputs.at(0))].shape;
    const auto batch = std::uint64_t(options_.batchSize);
    if (op.type == OpType::Conv2d) {
        const auto& w = model_.tensors[std::size_t(op.inputs.at(1))].shape;
        ConvProblem p;
        p.batch = batch;
        p.groups = std::uint64_t(op.attributes.intOr("groups", 1));
        p.inChannelsPerGroup = std::uint64_t(x.at(0)) / p.groups;
        p.outChannelsPerGroup = std::uint64_t(w.at(0)) / p.groups;
        p.inputField = {std::uint64_t(x.at(1)), std::uint64_t(x.at(2))};
        p.kernel = {std::uint64_t(w.at(2)), std::uint64_t(w.at(3))};
        p.stride = pair(op.attributes, "stride", 1);
        p.padding = pair(op.attributes, "padding", 0);
        p.dilation = pair(op.attributes, "dilation", 1);
        p.halfInputs = halfInputs;
        p.halfPartials = halfPartials;
        return p;
    }
    if (op.type == OpType::Linear) {
        const auto& w = model_.tensors[std::size_t(op.inputs.at(1))].shape;
        return matmulAsConvolution(1, batch * product(x, 0, x.size() - 1), std::uint64_t(x.back()),
                                   std::uint64_t(w.at(0)), halfInputs, halfPartials);
    }
    // MatMul: [.., M, K] x [.., K, N]. With a right operand that is the same for every sample (a
    // parameter, or computed from parameters and constants only) the leading dims join M. One that
    // varies per sample makes each sample a group of its own, and each leading index of both too:
    // attention's [heads, S, head] x [heads, head, S], BERT's one-hot gather [masked, S] x [S, hidden].
    const auto& b = model_.tensors[std::size_t(op.inputs.at(1))].shape;
    if (!variesPerSample_[std::size_t(op.inputs.at(1))])
        return matmulAsConvolution(1, batch * product(x, 0, x.size() - 1), std::uint64_t(x.back()),
                                   std::uint64_t(b.back()), halfInputs, halfPartials);
    if (b.size() == 2)
        return matmulAsConvolution(batch, product(x, 0, x.size() - 1), std::uint64_t(x.back()),
                                   std::uint64_t(b.back()), halfInputs, halfPartials);
    return matmulAsConvolution(batch * product(x, 0, x.size() - 2), std::uint64_t(x.at(x.size() - 2)),
                               std::uint64_t(x.back()), std::uint64_t(b.back()), halfInputs, halfPartials);
}

ConvProblem Lowering::forwardConvProblem(const OpView& op) const
{
    auto problem = convProblem(op);
    // Only a parameter this op creates is laid out for its plan (a tied one exists already).
    const auto weight = std::size_t(op.inputs.at(1));
    problem.weightsCreatedForPlan = model_.tensors[weight].parameter && tensorVariable_[weight] == kNone;
    return problem;
}

std::uint32_t Lowering::planFirstTile(const ConvPlan& plan, const ConvProblem& forward, bool fullyConnected,
                                      std::uint32_t ipu) const
{
    // [R, poplibs ConvPlan.cpp getStartTile]: without enableConvDithering (the default) a plan starts
    // at tile 0, ascending; createWeights lays the weights out over the plan's own tiles.
    if (!options_.convDithering)
        return ipuFirstTile(ipu);
    const auto tiles = std::min<std::uint32_t>(plan.tilesUsed, computeTiles_);
    const auto start = convStartTile(forward, options_.training, fullyConnected, computeTiles_, kTilesPerSharedExchangeBus);
    return startingAt(spreadUniform(0, tiles, 0), ipu, ascendingFirstTile(start, tiles, computeTiles_)).firstTile;
}

void Lowering::castWeightsForPlan(const OpView& op, std::uint32_t ipu, bool halfInputs)
{
    const auto weight = op.inputs.at(1);
    if (!halfInputs || elementTypeOf(weight) != ElementType::Float)
        return;
    // 16.32: fp32 master weights, fp16 compute. popops::cast writes an fp16 copy beside each
    // weight slice, which the plan then reads; the copy lives until the op ends.
    const auto& stored = out_.variables[std::size_t(tensorVariable_[std::size_t(weight)])];
    const auto spread = spreadUniform(stored.spread.firstTile, stored.spread.tiles,
                                      alignUp(stored.spread.bytesPerTile / 2, stored.alignment));
    addTemporary(op.name + "/weightsHalf", spread, stored.placement, ElementType::Half);
    compute(op.name + "/CastWeights", ipu, "popops::Cast", kCastVertexCodeBytes, kVertexStateBytes, spread.firstTile,
            spread.tiles, target_.workerContexts,
            elementwiseCycles(stored.spread.bytesPerTile / 4, 4, 1));
}

void Lowering::emitPlannedConvolution(const std::string& name, const ConvProblem& problem, const ConvPlan& plan,
                                      std::uint32_t ipu, std::uint32_t first, const std::function<void()>& beforeCast)
{
    const auto tiles = std::min<std::uint32_t>(plan.tilesUsed, computeTiles_);
    const bool amp = plan.vertex == ConvVertex::Amp;
    // [R, poplibs ConvPartial1x1Out/ConvPartialnx1 fields]: an AMP vertex writes its partials with
    // 128-bit stores, so they lie in interleaved memory, 16-byte aligned; it reads its inputs, and
    // its weights unless use128BitConvUnitLoad is set (default false), 64 bits at a time from
    // anywhere, 8-byte aligned. (The inputs must lie in another memory element than the partials;
    // the allocator does not model elements [I].)
    const auto partialsPlacement = amp ? Placement::Interleaved : Placement::Anywhere;
    const auto partialsAlignment = amp ? kAmpDataAlignment : kDataAlignment;
    const auto placement = Placement::Anywhere;
    const auto alignment = kDataAlignment;
    const auto partialType = problem.halfPartials ? ElementType::Half : ElementType::Float;
    const auto dataType = problem.halfInputs ? ElementType::Half : ElementType::Float;
    const auto vertex = convVertexName(plan.vertex, problem.halfInputs, problem.halfPartials);
    const auto vertexCode = amp ? kConvVertexCodeBytes : kMacVertexCodeBytes;
    const auto serialSteps = std::max<std::uint32_t>(1, plan.splits.serialSteps());

    // Partials accumulate over serial input-channel steps, so they live for the whole op.
    const auto partials = addTemporary(name + "/partials",
                                       spreadUniform(first, tiles, alignUp(plan.partialBytesPerTile, partialsAlignment)),
                                       partialsPlacement, partialType);
    // A copy of operands made once before the loop, spread over the plan's tiles: its temporary, its
    // exchange and the copy descriptors; kNone when there is nothing to copy.
    const auto copyBeforeTheLoop = [&](const char* suffix, const char* exchangeSuffix, std::uint64_t bytes) {
        if (bytes == 0)
            return std::int32_t(kNone);
        const auto copy =
            addTemporary(name + suffix, spreadUniform(first, tiles, alignUp(bytes, alignment)), placement, dataType);
        exchange(name + exchangeSuffix, ipu, first, tiles, bytes);
        const auto regions = (bytes + kExchangeRegionBytes - 1) / kExchangeRegionBytes;
        chargeCode(MemoryCategory::CopyDescriptor, first, tiles, regions * kCopyDescriptorBytesPerRegion);
        return copy;
    };
    // The system-level transforms copy the operands into the layout the vertex wants (expanded
    // kernel dimensions, channels padded to its grain) before the convolution [R, poplibs
    // Convolution.cpp convolutionPreprocess]; the copies live until the last step has read them.
    // Weights created for the plan were laid out transformed (createWeights), so need no copy.
    const std::int32_t transformed =
        copyBeforeTheLoop("/transformed", "/Transform",
                          plan.transformInputBytesPerTile +
                              (problem.weightsCreatedForPlan ? 0 : plan.transformWeightBytesPerTile));
    // A serially split operand is first rearranged into a layout its slices can be cut from;
    // the rearranged copy lives until the last serial step has read it.
    const std::int32_t rearranged = copyBeforeTheLoop("/rearranged", "/Rearrange", plan.rearrangeBytesPerTile);
    // Serial steps run as a loop over one vertex instance [R: poplibs reuses the vertex across
    // serial splits]: each iteration slices its part out of the rearranged operand, exchanges it,
    // convolves, and (for output-channel steps) writes its part of the output back. The body is
    // stored once; its cycles count every iteration. A last, smaller slice the steps do not divide
    // evenly is a second body after the loop, with code of its own (convSerialSlices).
    const auto planned = plannedProblem(problem, plan);
    const auto serialSlices = convSerialSlices(planned, plan, target_);
    const bool serial = serialSteps > 1;
    // The busiest tiles take the plan's cycles; the others, with remainder parts, proportionally fewer.
    const auto convolveCycles = std::max<std::uint64_t>(1, plan.computeCycles);
    const auto workClasses = convWorkClasses(planned, plan);
    // One body: `steps` of the plan's serial steps' cycles (each the plan's cycles over
    // serialSteps), its sliced operands `share` of a full step's.
    const auto emitBody = [&](const std::string& prefix, std::uint32_t steps, double share, bool dynamic) {
        const auto scaled = [&](std::uint64_t bytes) { return std::uint64_t(double(bytes) * share + 0.5); };
        const bool slicesInputs = plan.splits.serialInChannels > 1;
        const auto inputBytes = slicesInputs ? scaled(plan.inputBytesPerTile) : plan.inputBytesPerTile;
        const auto weightBytes = scaled(plan.weightBytesPerTile);
        const auto stepCycles = [&](std::uint64_t cycles) {
            return std::max<std::uint64_t>(1, cycles * steps / serialSteps);
        };
        const auto inputSlice = addTemporary(prefix + "/inputSlice",
                                             spreadUniform(first, tiles, alignUp(inputBytes, alignment)), placement,
                                             dataType);
        const auto weightSlice = addTemporary(
            prefix + "/weightSlice", spreadUniform(first, tiles, alignUp(scaled(plan.weightCopyBytesPerTile), alignment)),
            placement, dataType);
        // A narrow AMP vertex's kernel rows and input padded on each tile (term (c)): zeros exchanged
        // in with the step's operands, live while the vertex runs.
        const std::int32_t paddedRows =
            plan.tileTransformBytesPerTile == 0
                ? std::int32_t(kNone)
                : addTemporary(prefix + "/paddedRows",
                               spreadUniform(first, tiles, alignUp(plan.tileTransformBytesPerTile, alignment)),
                               placement, dataType);
        if (dynamic)
            compute(prefix + "/DynamicSlice", ipu, "popops::DynamicSlice2d", kCopyVertexCodeBytes, kVertexStateBytes,
                    first, tiles, target_.workerContexts,
                    steps * (40 + (inputBytes + weightBytes) / target_.sramStoreBytesPerCycle));
        exchange(prefix + "/PreArrange", ipu, first, tiles, inputBytes + weightBytes + plan.tileTransformBytesPerTile,
                 steps);
        ProgramBuilder::TileRuns balance;
        std::uint32_t placed = 0;
        for (const auto& workClass : workClasses) {
            const auto count = std::uint32_t(std::min<std::uint64_t>(workClass.tiles, tiles - placed));
            const auto cycles =
                std::max<std::uint64_t>(1, std::uint64_t(double(stepCycles(convolveCycles)) * workClass.work + 0.5));
            TileRange{TileRange{first, tiles, target_.tilesPerIpu}.tileAt(placed), count, target_.tilesPerIpu}
                .forEachRange([&](std::uint32_t from, std::uint32_t n) { balance.push_back({from, n, cycles}); });
            placed += count;
            if (placed >= tiles)
                break;
        }
        compute(prefix + "/Convolve", ipu, vertex, vertexCode, kConvVertexStateBytes, first, tiles,
                std::max<std::uint64_t>(1, plan.verticesPerTile), stepCycles(convolveCycles), balance);
        if (serial && plan.splits.serialOutChannels > 1)
            compute(prefix + (dynamic ? "/DynamicUpdate" : "/Update"), ipu,
                    dynamic ? "popops::DynamicUpdateSlice2d" : "popops::Copy", kCopyVertexCodeBytes, kVertexStateBytes, first,
                    tiles, target_.workerContexts,
                    steps * (40 + scaled(plan.partialBytesPerTile) / target_.sramStoreBytesPerCycle));
        // The slices are dead once the body has used them.
        endTemporary(inputSlice);
        endTemporary(weightSlice);
        if (paddedRows != kNone)
            endTemporary(paddedRows);
    };
    if (!serial) {
        emitBody(name, 1, 1.0, false);
    } else {
        const auto prefix = name + "/serial";
        builder_->beginRepeat(prefix + " x" + std::to_string(serialSlices.loopSteps), serialSlices.loopSteps);
        emitBody(prefix, serialSlices.loopSteps, 1.0, true);
        builder_->endRepeat();
        if (serialSlices.hasLastSlice())
            emitBody(name + "/lastSlice", 1,
                     double(serialSlices.lastSliceGrains) / double(serialSlices.grainsPerStep), false);
    }
    for (const auto copy : {rearranged, transformed})
        if (copy != kNone)
            endTemporary(copy);
    const auto reduceCycles =
        plan.reductionStages ? std::max<std::uint64_t>(1, plan.reduceCycles / plan.reductionStages) : 0;
    for (std::uint32_t r = 0; r < plan.reductionStages; ++r) {
        const auto stage = name + "/Reduce" + std::to_string(r);
        // Each stage receives the partials it sums into a buffer of its own.
        const auto received = addTemporary(stage + "/received",
                                           spreadUniform(first, tiles, alignUp(plan.reduceBufferBytesPerTile, alignment)),
                                           Placement::Anywhere, partialType);
        exchange(stage + "/Exchange", ipu, first, tiles, plan.reduceBufferBytesPerTile);
        compute(stage, ipu, "popops::ReduceAdd", kReduceVertexCodeBytes, kVertexStateBytes, first, tiles, target_.workerContexts,
                reduceCycles);
        endTemporary(received);
    }
    beforeCast();
    // The cast reads the partials and writes the output: both live at that step.
    compute(name + "/Cast", ipu, "popops::Cast", kCastVertexCodeBytes, kVertexStateBytes, first, tiles, target_.workerContexts,
            std::max<std::uint64_t>(plan.castCycles, elementwiseCycles(plan.outputBytesPerTile / 2, 2, 1)));
    endTemporary(partials);
}

void Lowering::recordPlan(const ConvPlan& plan, const std::string& vertex)
{
    // PopLibs logs its fallback once per convolution it plans for minimum memory.
    if (plan.phase == PlannerPhase::Phase2 && !recomputing_) // a recomputation replans nothing
        out_.diagnostics.push_back(
            {Severity::Warning, "planner-phase-2", kConvPlannerPhase2Warning, currentOperation_, {}});
    if (!planText_.empty() && plan.tempBytesPerTile <= tempBytesPerTile_)
        return;
    planText_ = plan.describe();
    vertexText_ = vertex;
    tilesUsed_ = std::min<std::uint32_t>(plan.tilesUsed, computeTiles_);
    serialSteps_ = std::max<std::uint32_t>(1, plan.splits.serialSteps());
    tempBytesPerTile_ = plan.tempBytesPerTile;
    tempTerms_ = plan.tempTerms();
    budgetBytes_ = plan.budgetBytes;
    if (phase_ != PlannerPhase::Phase2)
        phase_ = plan.phase;
}

void Lowering::lowerConvolution(const OpView& op, std::uint32_t ipu, double amp)
{
    // A serialized matmul is K matmuls of N/K output channels each, one after another [R: popart
    // transforms/serializematmuls.cpp, mode OutputChannels; optimum's SerializedLinear]: each plans the
    // slice, and its temporaries are gone before the next starts.
    const auto slices = serializationOf(op);
    auto problem = forwardConvProblem(op);
    problem.outChannelsPerGroup /= slices;
    const auto plan = plans_.plan(problem, target_, amp, computeTiles_);
    const auto tiles = std::min<std::uint32_t>(plan.tilesUsed, computeTiles_);
    const auto first = planFirstTile(plan, problem, op.type != OpType::Conv2d, ipu);
    // Operands and outputs are read and written 64 bits at a time (emitPlannedConvolution).
    const auto placement = Placement::Anywhere;
    const auto alignment = kDataAlignment;

    // Operands: the activation input, then the weights, allocated the way the plan reads them
    // (poplin::createWeights, or createMatMulInputLHS for a parameter on the left); a bias has no
    // such creator and is mapped linearly.
    for (std::size_t i = 0; i < op.inputs.size(); ++i) {
        const auto id = op.inputs[i];
        if (model_.tensors[std::size_t(id)].parameter) {
            if (i < 2)
                defineParameter(
                    id, spreadEvenly(tensorBytes(id), first, tiles, target_.minWeightBytesPerTile, alignment),
                    placement);
            else
                defineParameter(id, mapLinearly(tensorBytes(id), ipu, target_.minWeightBytesPerTile, kDataAlignment),
                                Placement::Anywhere);
        }
        useTensor(id, ipu);
    }
    castWeightsForPlan(op, ipu, problem.halfInputs);
    const auto out = op.outputs.at(0);
    // PopLibs names a convolution's programs under a "convolution" debug context (matmuls too,
    // being convolutions): that is what a search of the program tree for it finds.
    for (std::uint32_t slice = 0; slice < slices; ++slice)
        emitPlannedConvolution(op.name + sliceName(slice, slices) + "/convolution", problem, plan, ipu, first, [&] {
            if (slice == 0) // the whole output; each slice writes its columns
                defineActivation(
                    out, spreadEvenly(tensorBytes(out), first, tiles, target_.minActivationBytesPerTile, alignment),
                    placement);
        });
    recordPlan(plan, convVertexName(plan.vertex, problem.halfInputs, problem.halfPartials));
    noteSerialization(slices);
}

std::string Lowering::sliceName(std::uint32_t slice, std::uint32_t slices)
{
    return slices > 1 ? "/slice" + std::to_string(slice) : std::string();
}

void Lowering::noteSerialization(std::uint32_t slices)
{
    if (slices <= 1)
        return;
    serialSteps_ *= slices;
    planText_ += " (x" + std::to_string(slices) + " serialized)";
}

} // namespace tilescope::detail
