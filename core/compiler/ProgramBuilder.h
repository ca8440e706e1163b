#pragma once
// Builds the program tree and the step sequence while ops are lowered, and implements outlining:
// the first call of a region (a run of ops the model repeats, such as a transformer layer) records
// its steps into a Function; later calls of the same signature Call it, replaying its nodes without
// storing their code, state and exchange code again. What each call does besides (copies into and
// out of the function's tensors, copies between IPUs) stays at its call site.

#include "ir/LoweredProgram.h"

#include <map>
#include <span>
#include <string>
#include <vector>

namespace tilescope {

class ProgramBuilder {
public:
    explicit ProgramBuilder(LoweredProgram& program);

    /// Starts an outlined region: a Sequence node under the main program for the call site; the ops
    /// that follow until endRegion() record the Function of `signature` if it is new, else replay it.
    /// `name` names the Function after the first region that records it. Steps emitted at the call
    /// site before enterFunction() come before the Call.
    void beginRegion(const std::string& signature, const std::string& name);
    /// Adds the region's Call node: what follows is the Function's body (until the call site again).
    void enterFunction();
    /// Ends the region.
    void endRegion();
    /// True inside a region.
    bool inRegion() const { return function_ != nullptr; }
    /// The name of the Function of the current region ("" outside one).
    std::string functionName() const;

    /// Starts an op: a Sequence node carrying the op's debug context, under the main program (or
    /// the Function being recorded; a replayed op adds no node: its Call stands for it).
    void beginOp(std::int32_t operation, const std::string& name);
    void endOp();

    /// True while replaying a Function already lowered: code must not be charged again.
    bool replaying() const { return replaying_; }

    /// While true, steps and compute sets belong to the region's call site, not to its Function:
    /// the copies into and out of the function's tensors, which every call makes anew.
    void setAtCallSite(bool atCallSite) { atCallSite_ = atCallSite; }
    bool atCallSite() const { return atCallSite_; }

    /// The stage, phase and segment of the steps emitted from now on.
    void setContext(std::int32_t stage, StagePhase phase, StepSegment segment);
    std::int32_t stage() const { return stage_; }
    StepSegment segment() const { return segment_; }

    /// Runs of tiles with their cycles (replica-wide tile ids).
    using TileRuns = std::vector<TileCyclesRun>;

    /// Emits a step of `kind`; returns its step index. `exchangeBytes` are the bytes a DoExchange,
    /// GlobalExchange or StreamCopy moves (in, or out for a stream to the host).
    std::int32_t step(ProgramKind kind, const std::string& name, std::uint32_t ipu, std::uint64_t cycles,
                      std::uint32_t activeTiles, std::uint64_t exchangeBytes = 0, std::int32_t computeSet = kNone);

    /// Emits a step at the call site, even inside a region (e.g. copies between IPUs).
    std::int32_t stepOutsideFunction(ProgramKind kind, const std::string& name, std::uint32_t ipu,
                                     std::uint64_t cycles, std::uint32_t activeTiles, std::uint64_t exchangeBytes = 0,
                                     std::int32_t computeSet = kNone);

    /// Opens a Repeat of `count` iterations: steps emitted until endRepeat() form its body, which
    /// appears once in the step sequence (every iteration has the same memory state); a step's
    /// cycles must then be given for all iterations.
    void beginRepeat(const std::string& name, std::uint32_t count);
    void endRepeat();

    /// Adds a compute set with the cycles of its tiles (or, when replaying, returns the recorded one at
    /// the same position).
    std::int32_t computeSet(const std::string& name, std::int32_t operation, std::span<const std::string> vertexTypes,
                            std::uint32_t tiles, std::span<const std::uint64_t> verticesPerTile,
                            std::span<const TileCyclesRun> tileCycles);

    /// Index the next step will get.
    std::int32_t nextStep() const { return std::int32_t(program_.steps.size()); }
    std::int32_t lastStep() const { return nextStep() - 1; }
    /// Number of Functions created by outlining.
    std::size_t functionCount() const { return functions_.size(); }

private:
    struct Function {
        std::int32_t root = kNone;
        std::vector<std::int32_t> leaves;       // in execution order
        std::vector<std::int32_t> computeSets;  // in creation order
    };
    std::int32_t addNode(ProgramKind kind, const std::string& name, std::int32_t parent, std::int32_t computeSet,
                         std::int32_t callee, std::uint64_t exchangeBytes);
    std::int32_t appendStep(std::int32_t node, ProgramKind kind, std::uint32_t ipu, std::uint64_t cycles,
                            std::uint32_t activeTiles, std::uint64_t exchangeBytes);
    /// Where call-site nodes go: the region's Sequence, else the op's.
    std::int32_t callSiteParent() const { return regionSequence_ != kNone ? regionSequence_ : opSequence_; }

    LoweredProgram& program_;
    std::int32_t mainSequence_ = kNone;
    std::int32_t regionSequence_ = kNone; // the region's Sequence at the call site
    std::int32_t opSequence_ = kNone;
    std::int32_t operation_ = kNone;
    std::int32_t bodyParent_ = kNone; // where new leaves go (op sequence, function, repeat)
    std::vector<std::int32_t> repeatParents_; // bodyParent_ to restore at each endRepeat
    bool replaying_ = false;
    bool atCallSite_ = false;
    std::int32_t stage_ = 0;
    StagePhase phase_ = StagePhase::Forward;
    StepSegment segment_ = StepSegment::Forward;
    Function* function_ = nullptr;
    std::size_t replayLeaf_ = 0;
    std::size_t replayComputeSet_ = 0;
    std::map<std::string, Function> functions_;
};

} // namespace tilescope
