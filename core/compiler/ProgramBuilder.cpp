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

void ProgramBuilder::beginOp(std::int32_t operation, const std::string& name, const std::string& outlineSignature)
{
    operation_ = operation;
    opSequence_ = addNode(ProgramKind::Sequence, name, mainSequence_, kNone, kNone, 0);
    bodyParent_ = opSequence_;
    replaying_ = false;
    function_ = nullptr;
    if (outlineSignature.empty())
        return;
    auto [it, inserted] = functions_.try_emplace(outlineSignature);
    function_ = &it->second;
    if (inserted) {
        // The function's nodes carry the debug context of the op that created it.
        function_->root = addNode(ProgramKind::Function, "function " + std::to_string(functions_.size() - 1) + " (" +
                                                             name + ")",
                                  kNone, kNone, kNone, 0);
        bodyParent_ = function_->root;
    } else {
        replaying_ = true;
        replayLeaf_ = 0;
        replayComputeSet_ = 0;
    }
    addNode(ProgramKind::Call, "call " + program_.programs.name[std::size_t(function_->root)], opSequence_, kNone,
            function_->root, 0);
}

void ProgramBuilder::endOp()
{
    if (replaying_ && replayLeaf_ != function_->leaves.size())
        throw Error(ErrorCode::Internal, "outlined op replayed a different number of steps than its function");
    operation_ = kNone;
    replaying_ = false;
    function_ = nullptr;
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
    std::int32_t node = kNone;
    if (replaying_) {
        if (replayLeaf_ >= function_->leaves.size())
            throw Error(ErrorCode::Internal, "outlined op emitted more steps than its function");
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
    const auto node = addNode(kind, name, opSequence_, computeSet, kNone, exchangeBytes);
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
                                        const std::vector<std::string>& vertexTypes, std::uint32_t tiles,
                                        const std::vector<std::uint64_t>& verticesPerTile, const TileRuns& tileCycles)
{
    if (replaying_) {
        if (replayComputeSet_ >= function_->computeSets.size())
            throw Error(ErrorCode::Internal, "outlined op created more compute sets than its function");
        return function_->computeSets[replayComputeSet_++];
    }
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
    if (function_)
        function_->computeSets.push_back(index);
    return index;
}

} // namespace tilescope
