#pragma once
// Builds the program tree and the step sequence while ops are lowered, and implements outlining:
// the first op of a signature records its steps into a Function; later ops of the same signature
// Call it, replaying its nodes without storing their code, state and exchange code again.

#include "ir/LoweredProgram.h"

#include <map>
#include <string>
#include <vector>

namespace tilescope {

class ProgramBuilder {
public:
    explicit ProgramBuilder(LoweredProgram& program);

    /// Starts an op: a Sequence node under the main program carrying the op's debug context.
    /// With a non-empty `outlineSignature`, the op's steps go into (or replay) a shared Function.
    void beginOp(std::int32_t operation, const std::string& name, const std::string& outlineSignature);
    void endOp();

    /// True while replaying a Function already lowered: code must not be charged again.
    bool replaying() const { return replaying_; }

    /// The stage, phase and segment of the steps emitted from now on.
    void setContext(std::int32_t stage, StagePhase phase, StepSegment segment);
    std::int32_t stage() const { return stage_; }
    StepSegment segment() const { return segment_; }

    /// The IPU each compute set's tiles belong to does not matter here: runs are replica-wide tiles.
    using TileRuns = std::vector<TileCyclesRun>;

    /// Emits a step of `kind`; returns its step index. `exchangeBytes` are the bytes a DoExchange,
    /// GlobalExchange or StreamCopy moves (in, or out for a stream to the host).
    std::int32_t step(ProgramKind kind, const std::string& name, std::uint32_t ipu, std::uint64_t cycles,
                      std::uint32_t activeTiles, std::uint64_t exchangeBytes = 0, std::int32_t computeSet = kNone);

    /// Emits a step directly under the op's Sequence, even inside an outlined op (e.g. call copies).
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
    std::int32_t computeSet(const std::string& name, std::int32_t operation,
                            const std::vector<std::string>& vertexTypes, std::uint32_t tiles,
                            const std::vector<std::uint64_t>& verticesPerTile, const TileRuns& tileCycles);

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

    LoweredProgram& program_;
    std::int32_t mainSequence_ = kNone;
    std::int32_t opSequence_ = kNone;
    std::int32_t operation_ = kNone;
    std::int32_t bodyParent_ = kNone; // where new leaves go (op sequence, function root or repeat)
    std::vector<std::int32_t> repeatParents_; // bodyParent_ to restore at each endRepeat
    bool replaying_ = false;
    std::int32_t stage_ = 0;
    StagePhase phase_ = StagePhase::Forward;
    StepSegment segment_ = StepSegment::Forward;
    Function* function_ = nullptr;
    std::size_t replayLeaf_ = 0;
    std::size_t replayComputeSet_ = 0;
    std::map<std::string, Function> functions_;
};

} // namespace tilescope
