#pragma once
// The report: everything one compiled (and possibly executed) program tells about its memory,
// liveness, programs, operations and execution. It is the contract between core and gui
// (docs/ARCHITECTURE.md). Large tables are columnar: one std::vector per field, all of one length.

#include "report/MemoryCategory.h"
#include "common/TextColumn.h"
#include "target/Target.h"

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace tilescope {

inline constexpr const char* kReportFormat = "tilescope-report";
inline constexpr std::uint32_t kReportVersionMajor = 1;
// 1.1: the execution trace, program step costs, notes; 1.2: the steady state folded out of the trace;
// 1.3: each planned operation's temporary memory by term and the budget its plan met
inline constexpr std::uint32_t kReportVersionMinor = 3;

inline constexpr std::int32_t kNone = -1; // "no such row" in index columns

enum class Severity : std::uint8_t { Warning, Error };

/// A diagnostic in the vendor's words. `code` is stable for tools ("out-of-memory", "planner-phase-2").
struct Diagnostic {
    Severity severity = Severity::Error;
    std::string code;
    std::string message;
    std::int32_t operation = kNone;  // row of `operations`, when about one op
    std::vector<std::uint32_t> tiles; // tiles concerned, worst first (may be empty)
    bool operator==(const Diagnostic&) const = default;
};

struct ModelInfo {
    std::string name;
    std::uint64_t parameters = 0;
    std::uint64_t macsPerSample = 0;
    std::uint32_t batchSize = 1;
    bool training = false;
    bool operator==(const ModelInfo&) const = default;
};

/// Per-tile memory, columns indexed by tile (replica-wide tile id = ipu * tilesPerIpu + tile).
struct TileMemory {
    // Bytes per category per tile, split by region: [category][tile].
    std::array<std::vector<std::uint64_t>, kMemoryCategoryCount> nonInterleavedBytes;
    std::array<std::vector<std::uint64_t>, kMemoryCategoryCount> interleavedBytes;
    std::vector<std::uint64_t> alwaysLiveBytes;       // all categories but not-always-live variables
    std::vector<std::uint64_t> peakNotAlwaysLiveBytes; // max over steps of live not-always-live bytes
    std::vector<std::uint64_t> gapBytes;               // holes left by alignment and placement rules
    std::vector<std::uint64_t> overflowBytes;          // bytes that could not be placed (OOM when > 0)

    std::size_t tileCount() const { return alwaysLiveBytes.size(); }
    /// Bytes of one category on one tile, both regions.
    std::uint64_t categoryBytes(MemoryCategory category, std::size_t tile) const;
    /// Bytes used on a tile excluding gaps: always-live + peak not-always-live.
    std::uint64_t bytesExcludingGaps(std::size_t tile) const;
    /// Bytes used on a tile including gaps (what must fit in the tile's memory).
    std::uint64_t bytesIncludingGaps(std::size_t tile) const;
    /// Resizes every column to `tiles` zeros.
    void resize(std::size_t tiles);
    bool operator==(const TileMemory&) const = default;
};

enum class ElementType : std::uint8_t { Half, Float, Int32, UInt32, Int8, UInt8, Bool };

/// Variables (tensors) with their tile slices. Slices of variable v are rows
/// [sliceBegin[v], sliceBegin[v+1]) of the slice columns. A slice covers `sliceTileCount`
/// consecutive tiles from `sliceTile`, each holding `sliceBytes` at `sliceOffset`: tiles laid out
/// alike share one row, which keeps reports of 1000s of tiles small.
struct Variables {
    TextColumn name;
    std::vector<MemoryCategory> category;
    std::vector<ElementType> elementType;
    std::vector<std::uint64_t> bytes;     // over all tiles
    std::vector<std::int32_t> firstStep;  // first program step it is live (kNone when always-live)
    std::vector<std::int32_t> lastStep;   // last program step it is live, inclusive
    std::vector<std::int32_t> operation;  // owning op, kNone for none
    std::vector<std::uint64_t> sliceBegin; // size() + 1 entries
    std::vector<std::uint32_t> sliceTile;      // first tile of the range
    std::vector<std::uint32_t> sliceTileCount; // tiles in the range (>= 1)
    std::vector<std::uint64_t> sliceOffset;    // byte address on each tile
    std::vector<std::uint64_t> sliceBytes;     // bytes on each tile

    std::size_t size() const { return name.size(); }
    bool isAlwaysLive(std::size_t v) const { return firstStep[v] == kNone; }
    /// True when slice row `slice` lies on `tile`.
    bool sliceCovers(std::uint64_t slice, std::uint32_t tile) const
    {
        return tile >= sliceTile[slice] && tile - sliceTile[slice] < sliceTileCount[slice];
    }
    bool operator==(const Variables&) const = default;
};

enum class ProgramKind : std::uint8_t {
    ControlProgram, // a root: the main program (or a stream program)
    Function,       // a root: an outlined function body
    Sequence,
    Repeat,
    Call,
    OnTileExecute,
    DoExchange,
    Sync,
    GlobalExchange,
    StreamCopy,
};

/// The program tree in pre-order. A node's children follow it; `parent` links back.
struct Programs {
    std::vector<ProgramKind> kind;
    std::vector<std::int32_t> parent;     // kNone for roots
    TextColumn name;
    std::vector<std::int32_t> operation;  // debug context: the op it belongs to
    std::vector<std::int32_t> computeSet; // OnTileExecute: row of ComputeSets
    std::vector<std::int32_t> callee;     // Call: node of the Function root
    std::vector<std::uint32_t> repeatCount; // Repeat: iterations; others 1
    std::vector<std::uint64_t> exchangeBytes; // DoExchange / GlobalExchange / StreamCopy: bytes moved

    std::size_t size() const { return kind.size(); }
    bool operator==(const Programs&) const = default;
};

/// Compute sets; the vertex entries of set c are rows [vertexBegin[c], vertexBegin[c+1]).
struct ComputeSets {
    TextColumn name;
    std::vector<std::int32_t> operation;
    std::vector<std::uint64_t> vertexBegin; // size() + 1 entries
    TextColumn vertexType;
    std::vector<std::uint32_t> vertexTiles;       // tiles running this vertex type
    std::vector<std::uint64_t> vertexCount;       // instances over all tiles
    std::vector<std::uint32_t> maxVerticesPerTile;

    std::size_t size() const { return name.size(); }
    bool operator==(const ComputeSets&) const = default;
};

/// Program steps in execution order and the liveness they produce.
struct Liveness {
    std::vector<std::int32_t> stepProgram; // node of Programs executed at this step (a leaf)
    std::vector<std::uint64_t> notAlwaysLiveBytes; // over all tiles of the replica
    std::vector<std::vector<std::uint64_t>> notAlwaysLiveBytesPerIpu; // [ipu][step]
    std::uint64_t alwaysLiveBytes = 0; // over all tiles of the replica

    std::size_t stepCount() const { return stepProgram.size(); }
    bool operator==(const Liveness&) const = default;
};

enum class PlannerPhase : std::uint8_t { NotPlanned, Phase1, Phase2 };

/// Operations of the model as compiled (the debug contexts of the program tree).
struct Operations {
    TextColumn name;
    TextColumn type;
    TextColumn layer;
    std::vector<std::uint32_t> ipu;
    std::vector<std::int32_t> pipelineStage; // kNone without pipelining
    std::vector<double> availableMemoryProportion; // 0 when the op has no such option
    TextColumn partialsType;   // "half", "float" or empty
    TextColumn plan;           // the planner's choice, human-readable
    TextColumn vertexType;
    std::vector<std::uint32_t> tilesUsed;
    std::vector<std::uint32_t> serialSteps;
    std::vector<std::uint64_t> cycles;
    std::vector<std::uint64_t> tempBytesPerTile; // worst tile
    std::vector<std::uint64_t> codeBytes;        // over all tiles
    std::vector<std::uint64_t> flops;
    std::vector<PlannerPhase> plannerPhase;

    // Why each planned operation's plan is what it is (1.3): one row per operation with a plan, in
    // operation order. The terms are the recorded plan's temporary bytes on its busiest tile as PopLibs'
    // planner adds them up (ConvTempTerms: (a) inputs, weights, partials; (b) transforms; (c) a
    // tile-level transform; (d) reduction; (e) rearrangement before a serial slice; (f) in-place
    // partials; (g) a broadcast before the loop); budget is what the plan met, 0 for a minimum-memory plan.
    std::vector<std::int32_t> planOperation;
    std::vector<std::uint64_t> planInputBytes;
    std::vector<std::uint64_t> planWeightBytes;
    std::vector<std::uint64_t> planPartialBytes;
    std::vector<std::uint64_t> planTransformBytes;
    std::vector<std::uint64_t> planTileTransformBytes;
    std::vector<std::uint64_t> planReduceBytes;
    std::vector<std::uint64_t> planRearrangeBytes;
    std::vector<std::uint64_t> planInPlaceBytes;
    std::vector<std::uint64_t> planBroadcastBytes;
    std::vector<std::uint64_t> planBudgetBytes;

    std::size_t size() const { return name.size(); }
    /// The row of planOperation for `operation`, or kNone when it has no plan recorded.
    std::int32_t planRowOf(std::int32_t operation) const;
    bool operator==(const Operations&) const = default;
};

/// The phase of the training (or inference) step a program step belongs to, in the frameworks' words.
enum class StagePhase : std::uint8_t { Forward, Backward, WeightUpdate, Recompute, HostIo };

/// What an IPU does during one row of the execution trace: a program step of one of the leaf kinds,
/// the cycles of an external (inter-IPU or host) sync, or waiting for another IPU at one.
enum class TraceKind : std::uint8_t {
    OnTileExecute,
    DoExchange,
    Sync,         // internal: the IPU's own tiles
    ExternalSync, // global: several IPUs (or the host) meet
    GlobalExchange,
    StreamCopy,
    Idle,         // waiting at an external sync for a slower IPU
};

/// The execution profile: present only when the program fits and profiling is on
/// (docs/SIMULATION.md §4-5). Every table is columnar; times are cycles at the target's clock on
/// each IPU's own clock, all starting at 0 when the host calls the program.
struct Execution {
    // Program steps: one row per step of the program (the rows of Liveness; step s runs
    // liveness.stepProgram[s]), with what one execution of it costs and where it runs.
    std::vector<std::uint32_t> stepIpu;
    std::vector<std::uint64_t> stepCycles;      // one execution
    std::vector<std::uint32_t> stepActiveTiles;
    std::vector<std::uint64_t> stepBytesIn;     // received by the step's tiles (exchanges, stream copies)
    std::vector<std::uint64_t> stepBytesOut;    // sent by them
    std::vector<StagePhase> stepPhase;
    std::vector<std::int32_t> stepStage;        // pipeline stage, kNone when not pipelined
    std::vector<std::int32_t> stepPeerIpu;      // GlobalExchange: the IPU at the other end; kNone otherwise

    // Tile balance of each compute set: runs of consecutive tiles that take the same cycles. The
    // runs of compute set c are rows [tileCyclesBegin[c], tileCyclesBegin[c+1]).
    std::vector<std::uint64_t> tileCyclesBegin; // computeSets.size() + 1 entries
    std::vector<std::uint32_t> tileCyclesTile;
    std::vector<std::uint32_t> tileCyclesTileCount;
    std::vector<std::uint64_t> tileCyclesCycles;

    // The trace: what each IPU does, row by row, from the call's start to its end. Rows of lane i are
    // [traceIpuBegin[i], traceIpuBegin[i+1]), ordered by start, one after another without overlap.
    // Lane i < ipus is IPU i; with IO tiles, lane ipus + i is IPU i's IO tiles, which stream in parallel.
    std::vector<std::uint64_t> traceIpuBegin;   // lanes + 1 entries
    std::vector<std::int32_t> traceStep;        // program step; kNone for ExternalSync and Idle
    std::vector<TraceKind> traceKind;
    std::vector<std::uint64_t> traceStartCycle;
    std::vector<std::uint64_t> traceCycles;
    std::vector<StagePhase> tracePhase;
    std::vector<std::int32_t> traceMicroBatch;  // kNone outside a micro-batch (weight update, host round trip)

    // Pipeline stage intervals: one row each time an IPU runs a stage's phase for a micro-batch.
    std::vector<std::uint32_t> stageIpu;
    std::vector<std::int32_t> stage;
    std::vector<StagePhase> stagePhase;
    std::vector<std::uint64_t> stageStartCycle;
    std::vector<std::uint64_t> stageEndCycle;
    std::vector<std::int32_t> stageMicroBatch; // kNone for the weight update

    // Totals. An iteration is one call from the host: device iterations x gradient accumulation
    // micro-batches (x replicas), then the host round trip.
    std::uint64_t cyclesPerIteration = 0;
    std::uint64_t samplesPerIteration = 0;
    double samplesPerSecond = 0.0;
    std::vector<std::uint64_t> ipuBusyCycles;    // per IPU: cycles not waiting for another IPU
    std::vector<std::uint64_t> ipuComputeCycles; // per IPU: cycles of compute sets
    std::uint32_t deviceIterations = 1;
    std::uint32_t gradientAccumulation = 1;
    std::uint32_t tracedDeviceIterations = 1;    // the trace holds this many device iterations; the rest repeat them
    // Micro-batches of each device iteration that repeat the steady state (a long accumulation):
    // counted in every total, not run through the trace, which goes on at foldCycle as if they had.
    std::uint64_t foldedMicroBatches = 0;
    std::uint64_t foldCycle = 0;
    std::uint64_t hostRoundTripCycles = 0;
    std::uint32_t ioTilesPerIpu = 0;             // the IPU's last tiles, set aside for host streams

    std::size_t programStepCount() const { return stepIpu.size(); }
    std::size_t traceRowCount() const { return traceStep.size(); }
    /// Rows of the trace on one lane (an IPU, or an IPU's IO tiles).
    std::pair<std::uint64_t, std::uint64_t> traceRowsOf(std::uint32_t lane) const
    {
        return {traceIpuBegin[lane], traceIpuBegin[lane + 1]};
    }
    /// Lanes of the trace: one per IPU, and one more per IPU for its IO tiles when there are some.
    std::uint32_t traceLaneCount() const
    {
        return traceIpuBegin.empty() ? 0 : std::uint32_t(traceIpuBegin.size() - 1);
    }
    /// Busy cycles of an IPU as a proportion of the iteration (0 when there is no iteration).
    double utilisation(std::uint32_t ipu) const;
    bool operator==(const Execution&) const = default;
};

/// Something the simulator decided for the user and explains (how a model was split over IPUs).
struct Note {
    std::string code; // stable for tools: "pipeline-split"
    std::string message;
    bool operator==(const Note&) const = default;
};

struct Report {
    std::uint32_t versionMajor = kReportVersionMajor;
    std::uint32_t versionMinor = kReportVersionMinor;
    std::string generator; // "tilescope 0.1.0"
    ModelInfo model;
    Target target;
    std::map<std::string, std::string> options;       // as the user gave them, framework words
    std::map<std::string, std::string> engineOptions; // POPLAR_ENGINE_OPTIONS-style
    std::vector<Diagnostic> diagnostics;
    std::vector<Note> notes; // since 1.1
    TileMemory memory;
    Variables variables;
    Programs programs;
    ComputeSets computeSets;
    Liveness liveness;
    Operations operations;
    std::optional<Execution> execution;

    /// True when no tile overflows and no error diagnostic is present.
    bool fits() const;
    bool operator==(const Report&) const = default;
};

std::string_view severityName(Severity severity);
std::string_view elementTypeName(ElementType type);
std::uint32_t elementTypeBytes(ElementType type);
std::string_view programKindName(ProgramKind kind);
std::string_view plannerPhaseName(PlannerPhase phase);
std::string_view stagePhaseName(StagePhase phase);
std::string_view traceKindName(TraceKind kind);
/// The trace kind of a leaf program (OnTileExecute for anything that is not a leaf).
TraceKind traceKindOfProgram(ProgramKind kind);

} // namespace tilescope
