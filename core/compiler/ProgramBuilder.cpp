#include "compiler/ProgramBuilder.h"

#include "common/Error.h"

namespace tilescope {

ProgramBuilder::ProgramBuilder(LoweredProgram& program) : program_(program)
{
    const auto root = addNode(ProgramKind::ControlProgram, "main", kNone, kNone, kNone, 0);
    mainSequence_ = addNode(ProgramKind::Sequence, "program", root, kNone, kNone, 0);
}

std::int32_t ProgramBuilder::addNode(ProgramKind kind, const std::string& name, std::int32_t parent,
                                     std::int32_t computeSet, std::int32_t callee, std::uint64_t exchangeBytes)
{
    auto& p = program_.programs;
    p.kind.push_back(kind);
    p.parent.push_back(parent);
    p.name.push_back(name);
    p.operation.push_back(operation_);
    p.computeSet.push_back(computeSet);
    p.callee.push_back(callee);
    p.repeatCount.push_back(1);
    p.exchangeBytes.push_back(exchangeBytes);
    return std::int32_t(p.size() - 1);
}

void ProgramBuilder::beginRegion(const std::string& signature, const std::string& name)
{
    if (signature.empty())
        return;
    auto [it, inserted] = functions_.try_emplace(signature);
    function_ = &it->second;
    regionSequence_ = addNode(ProgramKind::Sequence, name, mainSequence_, kNone, kNone, 0);
    if (inserted) {
        // The function's nodes carry the debug context of the region that created it.
        function_->root = addNode(ProgramKind::Function,
                                  "function " + std::to_string(functions_.size() - 1) + " (" + name + ")", kNone,
                                  kNone, kNone, 0);
        replaying_ = false;
    } else {
        replaying_ = true;
        replayLeaf_ = 0;
        replayComputeSet_ = 0;
    }
}

void ProgramBuilder::enterFunction()
{
    if (function_)
        addNode(ProgramKind::Call, "call " + program_.programs.name[std::size_t(function_->root)], regionSequence_,
                kNone, function_->root, 0);
}

void ProgramBuilder::endRegion()
{
    if (!function_)
        return;
    function_ = nullptr;
    replaying_ = false;
    regionSequence_ = kNone;
}

std::string ProgramBuilder::functionName() const
{
    return function_ ? program_.programs.name[std::size_t(function_->root)] : std::string();
}

void ProgramBuilder::beginOp(std::int32_t operation, const std::string& name)
{
    operation_ = operation;
    if (replaying_) {
        opSequence_ = kNone; // the region's Call stands for the op
        bodyParent_ = kNone;
        return;
    }
    opSequence_ = addNode(ProgramKind::Sequence, name, function_ ? function_->root : mainSequence_, kNone, kNone, 0);
    bodyParent_ = opSequence_;
}

void ProgramBuilder::endOp()
{
    operation_ = kNone;
    atCallSite_ = false;
}

void ProgramBuilder::setContext(std::int32_t stage, StagePhase phase, StepSegment segment)
{
    stage_ = stage;
    phase_ = phase;
    segment_ = segment;
}

std::int32_t ProgramBuilder::appendStep(std::int32_t node, ProgramKind kind, std::uint32_t ipu, std::uint64_t cycles,
                                        std::uint32_t activeTiles, std::uint64_t exchangeBytes)
{
    LoweredStep step;
    step.node = node;
    step.ipu = ipu;
    step.cycles = cycles;
    step.activeTiles = activeTiles;
    // An exchange moves its bytes out of some tiles and into others; a stream only one way.
    const bool toHost = kind == ProgramKind::StreamCopy && segment_ == StepSegment::HostOut;
    const bool fromHost = kind == ProgramKind::StreamCopy && !toHost;
    step.bytesIn = toHost ? 0 : exchangeBytes;
    step.bytesOut = fromHost ? 0 : exchangeBytes;
    step.stage = stage_;
    step.phase = phase_;
    step.segment = segment_;
    program_.steps.push_back(step);
    return std::int32_t(program_.steps.size() - 1);
}

std::int32_t ProgramBuilder::step(ProgramKind kind, const std::string& name, std::uint32_t ipu, std::uint64_t cycles,
                                  std::uint32_t activeTiles, std::uint64_t exchangeBytes, std::int32_t computeSet)
{
    if (atCallSite_)
        return stepOutsideFunction(kind, name, ipu, cycles, activeTiles, exchangeBytes, computeSet);
    std::int32_t node = kNone;
    if (replaying_) {
        // A call whose operands lie differently may need a step the function does not have here (an
        // exchange to align them): it is the call site's own.
        if (replayLeaf_ >= function_->leaves.size() ||
            program_.programs.kind[std::size_t(function_->leaves[replayLeaf_])] != kind)
            return stepOutsideFunction(kind, name, ipu, cycles, activeTiles, exchangeBytes, computeSet);
        node = function_->leaves[replayLeaf_++];
    } else {
        node = addNode(kind, name, bodyParent_, computeSet, kNone, exchangeBytes);
        if (function_)
            function_->leaves.push_back(node);
    }
    return appendStep(node, kind, ipu, cycles, activeTiles, exchangeBytes);
}

std::int32_t ProgramBuilder::stepOutsideFunction(ProgramKind kind, const std::string& name, std::uint32_t ipu,
                                                 std::uint64_t cycles, std::uint32_t activeTiles,
                                                 std::uint64_t exchangeBytes, std::int32_t computeSet)
{
    const auto node = addNode(kind, name, callSiteParent(), computeSet, kNone, exchangeBytes);
    return appendStep(node, kind, ipu, cycles, activeTiles, exchangeBytes);
}

void ProgramBuilder::beginRepeat(const std::string& name, std::uint32_t count)
{
    repeatParents_.push_back(bodyParent_);
    if (replaying_)
        return; // the function already holds the Repeat and its body
    const auto node = addNode(ProgramKind::Repeat, name, bodyParent_, kNone, kNone, 0);
    program_.programs.repeatCount[std::size_t(node)] = count;
    bodyParent_ = node;
}

void ProgramBuilder::endRepeat()
{
    if (repeatParents_.empty())
        throw Error(ErrorCode::Internal, "endRepeat without beginRepeat");
    bodyParent_ = repeatParents_.back();
    repeatParents_.pop_back();
}

std::int32_t ProgramBuilder::computeSet(const std::string& name, std::int32_t operation,
                                        std::span<const std::string> vertexTypes, std::uint32_t tiles,
                                        std::span<const std::uint64_t> verticesPerTile,
                                        std::span<const TileCyclesRun> tileCycles)
{
    if (replaying_ && !atCallSite_ && replayComputeSet_ < function_->computeSets.size())
        return function_->computeSets[replayComputeSet_++];
    auto& c = program_.computeSets;
    c.name.push_back(name);
    c.operation.push_back(operation);
    for (std::size_t i = 0; i < vertexTypes.size(); ++i) {
        c.vertexType.push_back(vertexTypes[i]);
        c.vertexTiles.push_back(tiles);
        c.vertexCount.push_back(verticesPerTile[i] * tiles);
        c.maxVerticesPerTile.push_back(std::uint32_t(verticesPerTile[i]));
    }
    c.vertexBegin.push_back(c.vertexType.size());
    program_.tileCycles.insert(program_.tileCycles.end(), tileCycles.begin(), tileCycles.end());
    program_.tileCyclesBegin.push_back(program_.tileCycles.size());
    const auto index = std::int32_t(c.name.size() - 1);
    if (function_ && !atCallSite_)
        function_->computeSets.push_back(index);
    return index;
}

} // namespace tilescope
