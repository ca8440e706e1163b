#include "compiler/Lowering.h"

#include "common/Error.h"
#include "compiler/CodeSizes.h"

#include <algorithm>
#include <array>
#include <span>
#include <sstream>

namespace tilescope {

LoweredProgram lowerModel(const Model& model, const CompileOptions& options, const Target& target,
                          const StagePlacement& placement, ConvPlanCache& plans)
{
    return detail::Lowering(model, options, target, placement, plans).run();
}

namespace detail {

using namespace code_sizes;

Lowering::Lowering(const Model& model, const CompileOptions& options, const Target& target,
                   const StagePlacement& placement, ConvPlanCache& plans)
    : model_(model),
      options_(options),
      target_(target),
      placement_(placement),
      plans_(plans),
      uses_(model),
      computeTiles_(target.tilesPerIpu - std::min(options.ioTiles, target.tilesPerIpu - 1)),
      tensorVariable_(model.tensors.size(), kNone),
      tensorIpu_(model.tensors.size(), kNone),
      gradients_(model.tensors.size(), target.ipus),
      nextLinearTile_(target.ipus, 0)
{
    // One pass in op order: a tensor varies per sample when an op reading a host input (or such a
    // tensor) makes it; it needs a gradient when it is a float made from a parameter (or such a
    // tensor), as autograd's requires_grad spreads. A detached input (BERT's one-hot of the masked
    // positions, made from integers) gets none, so no op computes one for it.
    variesPerSample_.assign(model.tensors.size(), false);
    needsGradient_.assign(model.tensors.size(), false);
    hostInputs_.assign(model.tensors.size(), false);
    for (std::size_t t = 0; t < model.tensors.size(); ++t)
        needsGradient_[t] = model.tensors[t].parameter;
    for (const auto& op : model.ops) {
        bool perSample = op.type == OpType::Input;
        bool gradient = false;
        for (const auto id : op.outputs)
            hostInputs_[std::size_t(id)] = op.type == OpType::Input;
        for (const auto id : op.inputs) {
            perSample = perSample || variesPerSample_[std::size_t(id)];
            gradient = gradient || needsGradient_[std::size_t(id)];
        }
        for (const auto id : op.outputs) {
            const auto type = model.tensors[std::size_t(id)].dataType;
            variesPerSample_[std::size_t(id)] = perSample;
            needsGradient_[std::size_t(id)] = gradient && (type == DataType::Float || type == DataType::Half);
        }
    }
    out_.target = target;
    out_.stageIpu = placement.stageIpu;
    out_.ioTilesPerIpu = target.tilesPerIpu - computeTiles_;
    streamedInBytes_.assign(target.ipus, 0);
    out_.prefetchDepth = options.prefetchDepth;
    out_.code = CodeLedger(std::uint32_t(target.tilesPerReplica()), target.tilesPerIpu);
    out_.computeSets.vertexBegin = {0};
    reserveForOps(model.ops.size());
    builder_ = std::make_unique<ProgramBuilder>(out_);
}

void Lowering::reserveForOps(std::size_t ops)
{
    // A long model's tables are sized once instead of growing by doubling, which moved every
    // variable and step again at each doubling and held both copies meanwhile (issue 28). The
    // counts per op are a chain of linear layers': 8 variables, 6 steps and 4 program nodes
    // inferring; 19, 18 and 12 training. The program's parts that belong to no op (its roots, the
    // weight update's frame, host streams, per IPU and stage) come on top: without room for them a
    // chain of exactly those counts outgrew its reserve by a few nodes at the very end, and doubled.
    // A reserve larger than used costs address space only: pages never written are never mapped.
    // (8 nodes inferring and 18 training on one IPU; generous room, and more per IPU.)
    const std::size_t skeleton = 256 + 64 * std::size_t(target_.ipus);
    const std::size_t variables = ops * (options_.training ? 20 : 8) + skeleton;
    const std::size_t steps = ops * (options_.training ? 18 : 6) + skeleton;
    const std::size_t nodes = ops * (options_.training ? 12 : 4) + skeleton;
    out_.variables.reserve(variables);
    out_.variableNames.reserve(variables);
    out_.steps.reserve(steps);
    auto& p = out_.programs;
    p.kind.reserve(nodes);
    p.parent.reserve(nodes);
    p.name.reserve(nodes);
    p.operation.reserve(nodes);
    p.computeSet.reserve(nodes);
    p.callee.reserve(nodes);
    p.repeatCount.reserve(nodes);
    p.exchangeBytes.reserve(nodes);
}

LoweredProgram Lowering::run()
{
    if (options_.training)
        chooseRecomputedOps();
    findOutlineUnits();
    for (std::size_t i = 0; i < model_.ops.size(); ++i) {
        const auto u = unitOf_[i];
        if (units_[u].first == i)
            beginForwardCall(u);
        lowerOp(i);
        if (units_[u].last == i)
            endForwardCall(u);
    }
    if (options_.training)
        lowerTrainingTail();
    lowerModelOutputs();
    addStashFifos();
    noteTooFewIoTiles();
    // Spreads of dithered plans wrap round their IPU's last tile: every spread says how many it has.
    for (auto& variable : out_.variables)
        variable.spread.ipuTiles = target_.tilesPerIpu;
    // Every tile keeps a stack for its six workers and its supervisor, and exchange buffers.
    const auto tiles = std::uint32_t(target_.tilesPerReplica());
    out_.code.add(MemoryCategory::Stack, 0, tiles,
                  target_.workerContexts * kStackBytesPerWorker + kSupervisorStackBytes);
    out_.code.add(MemoryCategory::MessageBuffer, 0, tiles, kMessageBufferBytes);
    return std::move(out_);
}

std::size_t Lowering::opIndex(const OpView& op) const
{
    const auto index = op.index;
    if (index >= model_.ops.size() || model_.ops.nameAt(index) != op.name)
        throw Error(ErrorCode::Internal, "op '" + op.name + "' is not an op of the model being lowered");
    return index;
}

std::uint32_t Lowering::ipuOf(const OpView& op) const
{
    return placement_.ipuOf(opIndex(op));
}

std::int32_t Lowering::stageOnIpu(std::uint32_t ipu) const
{
    for (std::size_t s = 0; s < placement_.stageIpu.size(); ++s)
        if (placement_.stageIpu[s] == ipu)
            return std::int32_t(s);
    return 0;
}

std::string Lowering::opShapeSignature(const OpView& op, double amp) const
{
    // Two ops share code only when everything that shapes their code is equal, options included:
    // a different availableMemoryProportion prevents outlining (seed 000, §3).
    std::ostringstream key;
    key << opTypeName(op.type) << '|' << ipuOf(op) << '|' << amp << '|'
        << (op.partialsType ? dataTypeName(*op.partialsType) : "");
    for (auto id : op.inputs) {
        key << "|in";
        for (auto d : model_.tensors[std::size_t(id)].shape)
            key << ',' << d;
        key << (model_.tensors[std::size_t(id)].parameter ? "p" : "a");
    }
    for (const auto& [name, values] : op.attributes.ints) {
        key << '|' << name;
        for (auto v : values)
            key << ',' << v;
    }
    return key.str();
}

void Lowering::lowerOp(std::size_t opIndex)
{
    const OpView op = model_.ops[opIndex];
    const auto ipu = ipuOf(op);
    const bool planned = op.type == OpType::Conv2d || op.type == OpType::MatMul || op.type == OpType::Linear;
    const double amp = planned ? options_.ampFor(op.availableMemoryProportion, ipu) : 0.0;

    beginOperationRow();
    const auto firstStep = builder_->nextStep();

    if (recomputing_)
        builder_->setContext(stageOf(op), StagePhase::Recompute, StepSegment::Backward);
    else if (op.type == OpType::Input)
        builder_->setContext(stageOf(op), StagePhase::HostIo, StepSegment::HostIn);
    else
        builder_->setContext(stageOf(op), StagePhase::Forward, StepSegment::Forward);
    builder_->beginOp(currentOperation_, recomputing_ ? op.name + "/recompute" : op.name.str());
    switch (op.type) {
    case OpType::Input: lowerInput(op, ipu); break;
    case OpType::Conv2d:
    case OpType::MatMul:
    case OpType::Linear: lowerConvolution(op, ipu, amp); break;
    case OpType::BatchNorm:
    case OpType::LayerNorm:
    case OpType::GroupNorm: lowerNormalisation(op, ipu); break;
    case OpType::Relu: lowerElementwise(op, ipu, 1, "popops::UnaryOp<RELU>"); break;
    case OpType::Gelu: lowerElementwise(op, ipu, 12, "popops::UnaryOp<GELU>"); break;
    case OpType::Sigmoid: lowerElementwise(op, ipu, 6, "popops::UnaryOp<SIGMOID>"); break;
    case OpType::Tanh: lowerElementwise(op, ipu, 6, "popops::UnaryOp<TANH>"); break;
    case OpType::Add: lowerElementwise(op, ipu, 1, "popops::BinaryOp<ADD>"); break;
    case OpType::Mul: lowerElementwise(op, ipu, 1, "popops::BinaryOp<MULTIPLY>"); break;
    case OpType::Dropout:
        if (options_.training)
            lowerElementwise(op, ipu, 3, "poprand::Dropout");
        else
            lowerAlias(op);
        break;
    case OpType::MaxPool:
    case OpType::AvgPool:
    case OpType::GlobalAvgPool: lowerPool(op, ipu); break;
    case OpType::Softmax: lowerSoftmax(op, ipu); break;
    case OpType::Embedding: lowerEmbedding(op, ipu); break;
    case OpType::Transpose:
    case OpType::Concat:
    case OpType::Slice: lowerRearrangement(op, ipu); break;
    case OpType::Reshape:
    case OpType::Flatten: lowerAlias(op); break;
    case OpType::CrossEntropy:
    case OpType::NllLoss: lowerLoss(op, ipu); break;
    case OpType::Pad:
    case OpType::Expand: lowerRearrangement(op, ipu); break;
    case OpType::ReduceMean:
    case OpType::ReduceSum:
    case OpType::ReduceMax: lowerReduction(op, ipu); break;
    case OpType::Split: lowerSplit(op); break;
    case OpType::Gather: lowerGather(op, ipu); break;
    default: lowerElementwiseOp(op, ipu); break; // the other elementwise ops
    }
    closeTemporaries();
    builder_->endOp();
    if (serialSteps_ == 0 && builder_->nextStep() > firstStep)
        serialSteps_ = 1;
    addOperationRow(op, ipu, amp);
}

void Lowering::beginOperationRow()
{
    currentOperation_ = std::int32_t(out_.operations.size());
    currentOpCodeBytes_ = 0;
    planText_.clear();
    vertexText_.clear();
    tilesUsed_ = 0;
    serialSteps_ = 0;
    opCycles_ = 0;
    tempBytesPerTile_ = 0;
    tempTerms_ = {};
    budgetBytes_ = 0;
    phase_ = PlannerPhase::NotPlanned;
}

std::int32_t Lowering::addNotAlwaysLive(std::string_view name, TileSpread spread, Placement placement,
                                         ElementType type)
{
    LoweredVariable v;
    v.category = MemoryCategory::NotAlwaysLiveVariable;
    v.elementType = type;
    v.operation = currentOperation_;
    v.spread = spread;
    v.placement = placement;
    v.alignment = placement == Placement::Interleaved ? kAmpDataAlignment : kDataAlignment;
    v.firstStep = builder_->nextStep();
    v.lastStep = v.firstStep;
    v.segment = builder_->segment();
    return addVariable(v, name);
}

void Lowering::addOperationRow(const OpView& op, std::uint32_t ipu, double amp, const RowNaming& naming)
{
    auto& o = out_.operations;
    if (!naming.name.empty())
        o.name.push_back(naming.name);
    else if (recomputing_)
        o.name.push_back(op.name + "/recompute");
    else
        o.name.push_back(op.name);
    if (!naming.type.empty())
        o.type.push_back(naming.type);
    else if (recomputing_)
        o.type.push_back(opTypeName(op.type) + ".recompute");
    else
        o.type.push_back(opTypeName(op.type));
    o.layer.push_back(op.block);
    o.ipu.push_back(ipu);
    o.pipelineStage.push_back(placement_.stageCount() > 1 ? builder_->stage() : kNone);
    o.availableMemoryProportion.push_back(amp);
    const bool planned = phase_ != PlannerPhase::NotPlanned;
    const auto partials = op.partialsType.value_or(options_.halfPartials ? DataType::Half : DataType::Float);
    o.partialsType.push_back(planned ? dataTypeName(partials) : std::string());
    o.plan.push_back(planText_);
    o.vertexType.push_back(vertexText_);
    o.tilesUsed.push_back(tilesUsed_);
    o.serialSteps.push_back(serialSteps_);
    o.cycles.push_back(opCycles_);
    o.tempBytesPerTile.push_back(tempBytesPerTile_);
    o.codeBytes.push_back(currentOpCodeBytes_);
    o.flops.push_back(2 * opMacsPerSample(model_, op) * options_.batchSize);
    o.plannerPhase.push_back(phase_);
    if (planned && !planText_.empty()) {
        o.planOperation.push_back(std::int32_t(o.name.size() - 1));
        o.planInputBytes.push_back(tempTerms_.inputs);
        o.planWeightBytes.push_back(tempTerms_.weights);
        o.planPartialBytes.push_back(tempTerms_.partials);
        o.planTransformBytes.push_back(tempTerms_.transforms);
        o.planTileTransformBytes.push_back(tempTerms_.tileTransform);
        o.planReduceBytes.push_back(tempTerms_.reduction);
        o.planRearrangeBytes.push_back(tempTerms_.rearrangeBeforeSlice);
        o.planInPlaceBytes.push_back(tempTerms_.inPlace);
        o.planBroadcastBytes.push_back(tempTerms_.broadcast);
        o.planBudgetBytes.push_back(budgetBytes_);
    }
}

std::int32_t Lowering::addVariable(const LoweredVariable& variable, std::string_view name)
{
    out_.variables.push_back(variable);
    out_.variableNames.push_back(name);
    return std::int32_t(out_.variables.size() - 1);
}

std::uint64_t Lowering::tensorBytes(std::int32_t tensor) const
{
    const auto& t = model_.tensors[std::size_t(tensor)];
    const auto perSample = std::uint64_t(elementCount(t.shape)) * bytesPerElement(tensor);
    return t.parameter ? perSample : perSample * options_.batchSize;
}

ElementType Lowering::elementTypeOf(std::int32_t tensor) const
{
    const auto& t = model_.tensors[std::size_t(tensor)];
    if (t.dataType == DataType::Int32)
        return ElementType::Int32;
    if (t.dataType == DataType::Bool)
        return ElementType::Bool;
    const bool half = t.parameter ? options_.precision.halfWeights : options_.precision.halfActivations;
    return half ? ElementType::Half : ElementType::Float;
}

std::uint32_t Lowering::bytesPerElement(std::int32_t tensor) const
{
    return elementTypeBytes(elementTypeOf(tensor));
}

std::int32_t Lowering::useTensor(std::int32_t tensor, std::uint32_t ipu)
{
    const auto& modelTensor = model_.tensors[std::size_t(tensor)];
    // A parameter or constant exists before the first op, whichever op reads it first.
    const auto variable = tensorVariable_[std::size_t(tensor)] == kNone && (modelTensor.parameter || modelTensor.constant)
                              ? defineUnlaidTensor(tensor, ipu)
                              : tensorVariable_[std::size_t(tensor)];
    if (variable == kNone)
        throw Error(ErrorCode::InvalidModel, "tensor '" + modelTensor.name + "' is used before it is produced");
    if (tensorIpu_[std::size_t(tensor)] == std::int32_t(ipu)) {
        auto& v = out_.variables[std::size_t(variable)];
        if (!v.alwaysLive())
            v.lastStep = std::max(v.lastStep, builder_->nextStep());
        return variable;
    }
    // Produced on another IPU: read through a copy over the IPU links, made at the first use here.
    auto& copy = copies_.try_emplace({tensor, ipu}, kNone).first->second;
    if (copy == kNone)
        copy = copyAcrossIpus(variable, std::uint32_t(tensorIpu_[std::size_t(tensor)]), ipu,
                              out_.variableNames[std::size_t(variable)]);
    auto& v = out_.variables[std::size_t(copy)];
    v.lastStep = std::max(v.lastStep, builder_->nextStep());
    return copy;
}

std::int32_t Lowering::variableOn(std::int32_t tensor, std::uint32_t ipu) const
{
    if (const auto copy = copies_.find({tensor, ipu}); copy != copies_.end())
        return copy->second;
    return tensorVariable_[std::size_t(tensor)];
}

std::int32_t Lowering::copyAcrossIpus(std::int32_t from, std::uint32_t fromIpu, std::uint32_t toIpu,
                                      const std::string& name)
{
    const auto source = out_.variables[std::size_t(from)]; // a copy: variables grow below
    if (!source.alwaysLive())
        out_.variables[std::size_t(from)].lastStep =
            std::max(out_.variables[std::size_t(from)].lastStep, builder_->nextStep());
    const auto bytes = source.spread.totalBytes();
    const auto spread = spreadEvenly(bytes, ipuFirstTile(toIpu), computeTiles_,
                                     target_.minActivationBytesPerTile, kDataAlignment);
    const auto copy =
        addNotAlwaysLive(name + "/ipuCopy" + std::to_string(toIpu), spread, Placement::Anywhere, source.elementType);
    // The bytes cross the links between the two IPUs; the executor adds the global sync before.
    const auto cycles = target_.exchangeFixedCycles + target_.ipuPairTransferCycles(bytes);
    const auto step = builder_->stepOutsideFunction(ProgramKind::GlobalExchange,
                                                    out_.variableNames[std::size_t(copy)], toIpu, cycles,
                                                    spread.tiles, bytes);
    out_.steps[std::size_t(step)].peerIpu = std::int32_t(fromIpu);
    // Global exchange code and packet headers on the tiles that receive and on those that send. The
    // copy is never part of an outlined function, so it is charged even while one is replayed.
    for (const auto& side : {spread, source.spread}) {
        out_.code.add(MemoryCategory::GlobalExchangeCode, side.firstTile, side.tiles,
                      kGlobalExchangeCodeBytesPerExchange);
        out_.code.add(MemoryCategory::GlobalExchangePacketHeader, side.firstTile, side.tiles, kGlobalPacketHeaderBytes);
        currentOpCodeBytes_ += (kGlobalExchangeCodeBytesPerExchange + kGlobalPacketHeaderBytes) * side.tiles;
    }
    opCycles_ += cycles;
    return copy;
}

std::int32_t Lowering::defineActivation(std::int32_t tensor, TileSpread spread, Placement placement)
{
    const auto id = addNotAlwaysLive(model_.tensors[std::size_t(tensor)].name, spread, placement, elementTypeOf(tensor));
    tensorVariable_[std::size_t(tensor)] = id;
    tensorIpu_[std::size_t(tensor)] = std::int32_t(spread.firstTile / target_.tilesPerIpu);
    return id;
}

std::int32_t Lowering::defineParameter(std::int32_t tensor, TileSpread spread, Placement placement)
{
    if (tensorVariable_[std::size_t(tensor)] != kNone)
        return tensorVariable_[std::size_t(tensor)]; // shared (tied) parameters are stored once
    LoweredVariable v;
    v.category = MemoryCategory::AlwaysLiveVariable;
    v.elementType = elementTypeOf(tensor);
    v.operation = currentOperation_;
    v.spread = spread;
    v.placement = placement;
    v.alignment = placement == Placement::Interleaved ? kAmpDataAlignment : kDataAlignment;
    const auto id = addVariable(v, model_.tensors[std::size_t(tensor)].name);
    tensorVariable_[std::size_t(tensor)] = id;
    tensorIpu_[std::size_t(tensor)] = std::int32_t(spread.firstTile / target_.tilesPerIpu);
    chargeWeightStreams(spread);
    return id;
}

TileSpread Lowering::mapLinearly(std::uint64_t bytes, std::uint32_t ipu, std::uint64_t grainBytes,
                                  std::uint64_t alignment)
{
    // [R, popart linearmapper.cpp]: one cursor per IPU; each tensor starts where the previous one
    // ended, wrapping round the IPU, so that small tensors do not all pile onto its first tiles.
    auto& next = nextLinearTile_.at(ipu);
    const auto spread = startingAt(spreadEvenly(bytes, 0, computeTiles_, grainBytes, alignment), ipu, next);
    next = (spread.firstTile - ipuFirstTile(ipu) + spread.tiles) % computeTiles_;
    return spread;
}

TileSpread Lowering::startingAt(TileSpread spread, std::uint32_t ipu, std::uint32_t offset) const
{
    offset %= std::max<std::uint32_t>(computeTiles_, 1);
    if (computeTiles_ < target_.tilesPerIpu && offset + spread.tiles > computeTiles_)
        offset = computeTiles_ - std::min(spread.tiles, computeTiles_); // IO tiles: no wrapping past them
    spread.firstTile = ipuFirstTile(ipu) + offset;
    return spread;
}

std::int32_t Lowering::addTemporary(const std::string& name, TileSpread spread, Placement placement,
                                    ElementType type)
{
    const auto id = addNotAlwaysLive(name, spread, placement, type);
    openTemporaries_.push_back(id);
    return id;
}

void Lowering::closeTemporaries()
{
    const auto last = std::max(builder_->lastStep(), 0);
    for (auto id : openTemporaries_) {
        auto& v = out_.variables[std::size_t(id)];
        v.lastStep = std::max(v.firstStep, last);
    }
    openTemporaries_.clear();
}

void Lowering::endTemporary(std::int32_t id)
{
    out_.variables[std::size_t(id)].lastStep = builder_->lastStep();
    openTemporaries_.erase(std::remove(openTemporaries_.begin(), openTemporaries_.end(), id), openTemporaries_.end());
}

std::uint32_t Lowering::serializationOf(const OpView& op)
{
    return std::uint32_t(std::max<std::int64_t>(1, op.attributes.intOr("serializationFactor", 1)));
}

void Lowering::chargeCode(MemoryCategory category, std::uint32_t firstTile, std::uint32_t tiles, std::uint64_t bytes)
{
    if (builder_->replaying())
        return; // an outlined function's code, state and exchange code are stored once
    // A recomputation runs the forward op's programs again [R: popart irlowering.cpp grows a
    // recomputed op once into a recompute fragment and adds that fragment again before the op that
    // needs it]: its compute sets, vertex state and exchanges are the forward's; only the control
    // flow that runs them again is new.
    if (recomputing_ && category != MemoryCategory::ControlCode && category != MemoryCategory::ControlId)
        return;
    out_.code.add(category, firstTile, tiles, bytes);
    currentOpCodeBytes_ += bytes * tiles;
}

void Lowering::chargeHostStreams(std::uint32_t firstTile, std::uint32_t tiles, std::uint64_t streams)
{
    chargeCode(MemoryCategory::HostExchangeCode, firstTile, tiles, streams * kHostExchangeCodeBytesPerStream);
    chargeCode(MemoryCategory::HostExchangePacketHeader, firstTile, tiles, streams * kHostPacketHeaderBytes);
}

void Lowering::chargeWeightStreams(const TileSpread& spread)
{
    // [R, seed 001 §3.5 and Table 4.1: host exchange code is always live and, for BERT-Large, 66 MB
    // of it; popart's session compiles weightsFromHost and weightsToHost programs, poptorch's
    // copyWeightsToDevice and copyWeightsToHost run them] every weight has a stream each way, whose
    // exchange code lies on each tile that holds a part of it [I: the code of one stream per tile, as
    // for the inputs; the optimiser state's streams, if the session has them, are not counted: with
    // them BERT-Large's host exchange code would be 1.5 times the table's, without them a fifth].
    constexpr std::uint64_t kStreamsEachWay = 2;
    chargeHostStreams(spread.firstTile, spread.tiles, kStreamsEachWay);
}

void Lowering::useVertex(const std::string& type, std::uint64_t codeBytes, std::uint32_t firstTile,
                         std::uint32_t tiles)
{
    out_.code.useVertex(type, codeBytes, firstTile, tiles);
}

void Lowering::exchange(const std::string& name, std::uint32_t ipu, std::uint32_t firstTile, std::uint32_t tiles,
                        std::uint64_t bytesPerTile, std::uint32_t repeats)
{
    const auto ipuTiles = target_.tilesPerIpu;
    builder_->step(ProgramKind::Sync, name + "/sync", ipu, std::uint64_t(target_.syncCycles) * repeats, ipuTiles);
    chargeCode(MemoryCategory::ControlCode, ipuFirstTile(ipu), ipuTiles, kControlCodeBytesPerStep);
    const auto cycles = target_.exchangeFixedCycles + (bytesPerTile + target_.exchangeBytesPerCycle - 1) /
                                                          target_.exchangeBytesPerCycle;
    builder_->step(ProgramKind::DoExchange, name, ipu, cycles * repeats, tiles, bytesPerTile * tiles * repeats);
    // Each contiguous region a tile receives (and its source sends) costs exchange code.
    const auto regions = (bytesPerTile + kExchangeRegionBytes - 1) / kExchangeRegionBytes;
    chargeCode(MemoryCategory::InternalExchangeCode, firstTile, tiles,
               kExchangeFixedBytes + 2 * regions * kExchangeBytesPerRegion);
    chargeCode(MemoryCategory::ControlCode, ipuFirstTile(ipu), ipuTiles, kControlCodeBytesPerStep);
    chargeCode(MemoryCategory::ControlId, ipuFirstTile(ipu), ipuTiles, kControlIdBytesPerStep);
    if (bytesPerTile > target_.bytesPerTile && !builder_->replaying())
        out_.diagnostics.push_back({Severity::Error, "exchange-too-large",
                                    "Tile " + std::to_string(firstTile) +
                                        " receives more data than it has total memory in exchange '" + name + "'",
                                    currentOperation_,
                                    {firstTile}});
    opCycles_ += (target_.syncCycles + cycles) * repeats;
}

void Lowering::compute(const std::string& name, std::uint32_t ipu, const std::string& vertexType,
                       std::uint64_t codeBytes, std::uint64_t stateBytesPerVertex, std::uint32_t firstTile,
                       std::uint32_t tiles, std::uint64_t verticesPerTile, std::uint64_t cycles,
                       std::span<const TileCyclesRun> tileCycles)
{
    // All alike by default: one run, or two when the range wraps round the IPU. Kept on the stack, as
    // the one vertex type and count are: a long model makes millions of compute sets.
    std::array<TileCyclesRun, 2> alike;
    if (tileCycles.empty()) {
        std::size_t runs = 0;
        TileRange{firstTile, tiles, target_.tilesPerIpu}.forEachRange(
            [&](std::uint32_t first, std::uint32_t count) { alike[runs++] = {first, count, cycles}; });
        tileCycles = std::span<const TileCyclesRun>(alike.data(), runs);
    }
    const auto set = builder_->computeSet(name, currentOperation_, std::span(&vertexType, 1), tiles,
                                          std::span(&verticesPerTile, 1), tileCycles);
    builder_->step(ProgramKind::OnTileExecute, name, ipu, cycles, tiles, 0, set);
    useVertex(vertexType, codeBytes, firstTile, tiles);
    chargeCode(MemoryCategory::VertexInstanceState, firstTile, tiles, verticesPerTile * stateBytesPerVertex);
    chargeCode(MemoryCategory::VectorListDescriptor, firstTile, tiles, verticesPerTile * kVectorListDescriptorBytes);
    chargeCode(MemoryCategory::ControlCode, ipuFirstTile(ipu), target_.tilesPerIpu, kControlCodeBytesPerStep);
    chargeCode(MemoryCategory::ControlId, ipuFirstTile(ipu), target_.tilesPerIpu, kControlIdBytesPerStep);
    opCycles_ += cycles;
}

std::uint64_t Lowering::elementwiseCycles(std::uint64_t elements, std::uint32_t bytesPerElement,
                                          std::uint32_t cyclesPerLoop) const
{
    // workers x (58 + ceil(n / workers / vectorWidth) x (cyclesPerLoop + 4)) + 11, vectorWidth 4 half /
    // 2 float [R]; the workers are the tile's worker contexts (6 on every IPU so far).
    const std::uint64_t workers = std::max<std::uint32_t>(1, target_.workerContexts);
    const std::uint64_t vectorWidth = bytesPerElement <= 2 ? 4 : 2;
    const auto loops = (elements + workers * vectorWidth - 1) / (workers * vectorWidth);
    return workers * (58 + loops * (cyclesPerLoop + 4)) + 11;
}

} // namespace detail
} // namespace tilescope
