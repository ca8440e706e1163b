#include "TestReports.h"

namespace tilescope::test {

Report makeSmallReport(bool outOfMemory)
{
    Report r;
    r.generator = "tests";
    r.model = {"tiny", 1000, 5000, 2, false};
    r.target = makeTarget(Arch::Mk2, 2, 1);
    r.target.tilesPerIpu = 4;
    r.options = {{"availableMemoryProportion", "0.6"}, {"batchSize", "2"}};
    r.engineOptions = {{"debug.allowOutOfMemory", "true"}};

    const std::size_t tiles = 8;
    r.memory.resize(tiles);
    for (std::size_t t = 0; t < tiles; ++t) {
        const auto code = 1000 + 10 * t;
        r.memory.nonInterleavedBytes[categoryIndex(MemoryCategory::VertexCode)][t] = code;
        r.memory.interleavedBytes[categoryIndex(MemoryCategory::AlwaysLiveVariable)][t] = 2000;
        r.memory.interleavedBytes[categoryIndex(MemoryCategory::NotAlwaysLiveVariable)][t] = 500;
        r.memory.alwaysLiveBytes[t] = code + 2000;
        r.memory.peakNotAlwaysLiveBytes[t] = 500;
        r.memory.gapBytes[t] = 16;
    }
    r.memory.peakNotAlwaysLiveBytes[5] = 9000;
    r.memory.interleavedBytes[categoryIndex(MemoryCategory::NotAlwaysLiveVariable)][5] = 9000;
    if (outOfMemory) {
        r.memory.peakNotAlwaysLiveBytes[5] = 700000;
        r.memory.overflowBytes[5] = 700000 + 3050 + 16 - r.target.bytesPerTile;
        r.diagnostics.push_back({Severity::Error, "out-of-memory",
                                 "Out of memory on tile 5: 703066 bytes used but tiles only have 638976 bytes of memory",
                                 kNone, {5}});
    }
    r.diagnostics.push_back({Severity::Warning, "planner-phase-2",
                             "Warning: convolution planner unable to meet memory target. "
                             "Optimising for minimum memory.",
                             0, {}});

    r.operations.name = {"conv1", "relu1"};
    r.operations.type = {"conv2d", "relu"};
    r.operations.layer = {"layer1", "layer1"};
    r.operations.ipu = {0, 1};
    r.operations.pipelineStage = {kNone, kNone};
    r.operations.availableMemoryProportion = {0.6, 0.0};
    r.operations.partialsType = {"float", ""};
    r.operations.plan = {"batch 1, field 2x2, in 1, out 2", ""};
    r.operations.vertexType = {"ConvPartial1x1Out", "UnaryOp<RELU>"};
    r.operations.tilesUsed = {8, 8};
    r.operations.serialSteps = {1, 1};
    r.operations.cycles = {1200, 80};
    r.operations.tempBytesPerTile = {400, 0};
    r.operations.codeBytes = {4000, 800};
    r.operations.flops = {20000, 400};
    r.operations.plannerPhase = {PlannerPhase::Phase2, PlannerPhase::NotPlanned};
    // conv1's plan by PopLibs' terms (they add up to its 400 bytes); a minimum-memory plan meets no budget.
    r.operations.planOperation = {0};
    r.operations.planInputBytes = {120};
    r.operations.planWeightBytes = {80};
    r.operations.planPartialBytes = {160};
    r.operations.planTransformBytes = {0};
    r.operations.planTileTransformBytes = {0};
    r.operations.planReduceBytes = {40};
    r.operations.planRearrangeBytes = {0};
    r.operations.planInPlaceBytes = {0};
    r.operations.planBroadcastBytes = {0};
    r.operations.planBudgetBytes = {0};

    r.computeSets.name = {"conv1/Convolve", "relu1/Op"};
    r.computeSets.operation = {0, 1};
    r.computeSets.vertexBegin = {0, 1, 2};
    r.computeSets.vertexType = {"ConvPartial1x1Out", "UnaryOp<RELU>"};
    r.computeSets.vertexTiles = {8, 8};
    r.computeSets.vertexCount = {48, 8};
    r.computeSets.maxVerticesPerTile = {6, 1};

    // main: Sequence { OnTileExecute conv, DoExchange, Sync, OnTileExecute relu }
    r.programs.kind = {ProgramKind::ControlProgram, ProgramKind::Sequence, ProgramKind::OnTileExecute,
                       ProgramKind::DoExchange, ProgramKind::Sync, ProgramKind::OnTileExecute};
    r.programs.parent = {kNone, 0, 1, 1, 1, 1};
    r.programs.name = {"main", "model", "conv1/Convolve", "conv1/ExchangePre", "sync", "relu1/Op"};
    r.programs.operation = {kNone, kNone, 0, 0, kNone, 1};
    r.programs.computeSet = {kNone, kNone, 0, kNone, kNone, 1};
    r.programs.callee = {kNone, kNone, kNone, kNone, kNone, kNone};
    r.programs.repeatCount = {1, 1, 1, 1, 1, 1};
    r.programs.exchangeBytes = {0, 0, 0, 4096, 0, 0};

    r.liveness.stepProgram = {3, 2, 4, 5};
    r.liveness.alwaysLiveBytes = 0;
    for (std::size_t t = 0; t < tiles; ++t)
        r.liveness.alwaysLiveBytes += r.memory.alwaysLiveBytes[t];

    // Variables: weights (always-live) and two activations with live ranges.
    r.variables.name = {"conv1/weights", "conv1/out", "relu1/out"};
    r.variables.category = {MemoryCategory::AlwaysLiveVariable, MemoryCategory::NotAlwaysLiveVariable,
                            MemoryCategory::NotAlwaysLiveVariable};
    r.variables.elementType = {ElementType::Float, ElementType::Float, ElementType::Half};
    r.variables.firstStep = {kNone, 0, 2};
    r.variables.lastStep = {kNone, 2, 3};
    r.variables.operation = {0, 0, 1};
    // The weights: one row for all 8 tiles (same layout); activations on tiles 5 and 6.
    r.variables.sliceBegin = {0, 1, 3, 5};
    r.variables.sliceTile = {0, 5, 6, 5, 6};
    r.variables.sliceTileCount = {8, 1, 1, 1, 1};
    r.variables.sliceOffset = {212992, 300000, 300000, 310000, 310000};
    r.variables.sliceBytes = {2000, 8000, 500, 1000, 500};
    r.variables.bytes = {16000, 8500, 1500};

    // All-tiles and per-IPU liveness from the variables (tiles 5 and 6 are on IPU 1).
    r.liveness.notAlwaysLiveBytes = {8500, 8500, 10000, 1500};
    r.liveness.notAlwaysLiveBytesPerIpu = {{0, 0, 0, 0}, {8500, 8500, 10000, 1500}};
    return r;
}

Execution makeSmallExecution()
{
    Execution e;
    // Steps (liveness rows): exchange and conv on IPU 0, sync and relu on IPU 1.
    e.stepIpu = {0, 0, 1, 1};
    e.stepCycles = {110, 1200, 90, 80};
    e.stepActiveTiles = {4, 4, 4, 4};
    e.stepBytesIn = {4096, 0, 0, 0};
    e.stepBytesOut = {4096, 0, 0, 0};
    e.stepPhase = {StagePhase::Forward, StagePhase::Forward, StagePhase::Forward, StagePhase::Forward};
    e.stepStage = {0, 0, 1, 1};
    e.stepPeerIpu = {kNone, kNone, kNone, kNone};
    e.tileCyclesBegin = {0, 2, 3};
    e.tileCyclesTile = {0, 3, 4};
    e.tileCyclesTileCount = {3, 1, 4};
    e.tileCyclesCycles = {1200, 900, 80};
    // IPU 0: exchange, conv, external sync, idle; IPU 1: idle, external sync, sync, relu.
    e.traceIpuBegin = {0, 4, 8};
    e.traceStep = {0, 1, kNone, kNone, kNone, kNone, 2, 3};
    e.traceKind = {TraceKind::DoExchange, TraceKind::OnTileExecute, TraceKind::ExternalSync, TraceKind::Idle,
                   TraceKind::Idle, TraceKind::ExternalSync, TraceKind::Sync, TraceKind::OnTileExecute};
    e.traceStartCycle = {0, 110, 1310, 1340, 0, 1310, 1340, 1430};
    e.traceCycles = {110, 1200, 30, 170, 1310, 30, 90, 80};
    e.tracePhase.assign(8, StagePhase::Forward);
    e.traceMicroBatch = {0, 0, 0, 0, 0, 0, 0, 0};
    e.stageIpu = {0, 1};
    e.stage = {0, 1};
    e.stagePhase = {StagePhase::Forward, StagePhase::Forward};
    e.stageStartCycle = {0, 1340};
    e.stageEndCycle = {1310, 1510};
    e.stageMicroBatch = {0, 0};
    e.cyclesPerIteration = 1510;
    e.samplesPerIteration = 2;
    e.samplesPerSecond = 2 * 1.33e9 / 1510;
    e.ipuBusyCycles = {1340, 200};
    e.ipuComputeCycles = {1200, 80};
    e.hostRoundTripCycles = 0;
    return e;
}

} // namespace tilescope::test
