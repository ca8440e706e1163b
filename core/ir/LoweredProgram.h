#pragma once
// The result of lowering a model: program tree, steps, compute sets, variables with their tile
// spreads and live ranges, and the code charged to tiles. The memory layout and the report are
// computed from it; nothing here is an outcome, only what the lowering decided.

#include "common/PodVector.h"
#include "ir/CodeLedger.h"
#include "ir/TileSpread.h"
#include "report/Report.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tilescope {

enum class Placement : std::uint8_t {
    Anywhere,
    Interleaved, // read with 128-bit loads (AMP weights and outputs)
};

/// Where a step belongs in one micro-batch's pass, which is what the executor schedules by:
/// streams from the host, the forward, the backward (recomputation included), the weight update
/// (once per gradient accumulation), streams to the host.
enum class StepSegment : std::uint8_t { HostIn, Forward, Backward, WeightUpdate, HostOut };

/// A variable the lowering made; its name is the same row of LoweredProgram::variableNames.
struct LoweredVariable {
    MemoryCategory category = MemoryCategory::NotAlwaysLiveVariable;
    ElementType elementType = ElementType::Float;
    std::int32_t operation = kNone;
    TileSpread spread;
    Placement placement = Placement::Anywhere;
    std::uint32_t alignment = 8;
    std::int32_t firstStep = kNone; // kNone: always-live
    std::int32_t lastStep = kNone;
    StepSegment segment = StepSegment::Forward; // where in a micro-batch's pass it was made

    bool alwaysLive() const { return firstStep == kNone; }
};

/// A leaf program executed at a step, with what the BSP model needs to time it.
struct LoweredStep {
    std::int32_t node = kNone; // leaf of the program tree
    std::uint32_t ipu = 0;
    std::uint64_t cycles = 0;  // one execution, without the syncs the executor adds around it
    std::uint32_t activeTiles = 0;
    std::uint64_t bytesIn = 0;  // received by the step's tiles
    std::uint64_t bytesOut = 0; // sent by them
    std::int32_t peerIpu = kNone; // GlobalExchange: the IPU the data comes from
    std::int32_t stage = 0;       // pipeline stage
    StagePhase phase = StagePhase::Forward;
    StepSegment segment = StepSegment::Forward;
    bool onIoTiles = false;       // a stream into the IPU's IO tiles: it overlaps the compute tiles' work
    bool readsIoTiles = false;    // an exchange out of the IO tiles: it waits for their stream to arrive
};

/// Consecutive tiles of a compute set that take the same cycles.
struct TileCyclesRun {
    std::uint32_t firstTile = 0;
    std::uint32_t tiles = 0;
    std::uint64_t cycles = 0;
};

struct LoweredProgram {
    Target target;
    Programs programs;
    ComputeSets computeSets;
    Operations operations;
    PodVector<LoweredStep> steps; // grown by realloc (PodVector.h): millions of rows on a long model
    // Tile balance: the runs of compute set c are tileCycles[tileCyclesBegin[c] .. tileCyclesBegin[c+1]).
    std::vector<std::uint64_t> tileCyclesBegin{0};
    std::vector<TileCyclesRun> tileCycles;
    std::vector<std::uint32_t> stageIpu{0}; // the IPU of each pipeline stage
    std::uint32_t ioTilesPerIpu = 0;        // the IPU's last tiles, set aside for host streams
    std::uint32_t prefetchDepth = 1;        // buffers per input stream
    std::vector<Note> notes;
    PodVector<LoweredVariable> variables;
    TextColumn variableNames; // row v names variables[v]: one buffer, not an allocation per name
    CodeLedger code;
    std::vector<Diagnostic> diagnostics;
};

} // namespace tilescope
