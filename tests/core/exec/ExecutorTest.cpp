#include "exec/Executor.h"

#include "exec/BspMachine.h"

#include <gtest/gtest.h>

#include <numeric>

namespace tilescope {
namespace {

/// Two IPUs: IPU 0 computes, its output crosses to IPU 1, which computes; a weight update on each.
LoweredProgram twoIpuProgram()
{
    LoweredProgram p;
    p.target = makeTarget(Arch::Mk2, 2);
    p.stageIpu = {0, 1};
    auto node = [&](ProgramKind kind, const char* name) {
        p.programs.kind.push_back(kind);
        p.programs.parent.push_back(kNone);
        p.programs.name.push_back(name);
        p.programs.operation.push_back(kNone);
        p.programs.computeSet.push_back(kNone);
        p.programs.callee.push_back(kNone);
        p.programs.repeatCount.push_back(1);
        p.programs.exchangeBytes.push_back(0);
        return std::int32_t(p.programs.size() - 1);
    };
    auto step = [&](std::int32_t n, std::uint32_t ipu, std::uint64_t cycles, std::int32_t stage, StepSegment segment,
                    StagePhase phase) {
        LoweredStep s;
        s.node = n;
        s.ipu = ipu;
        s.cycles = cycles;
        s.stage = stage;
        s.segment = segment;
        s.phase = phase;
        p.steps.push_back(s);
    };
    step(node(ProgramKind::OnTileExecute, "a"), 0, 1000, 0, StepSegment::Forward, StagePhase::Forward);
    step(node(ProgramKind::GlobalExchange, "a/ipuCopy1"), 1, 200, 1, StepSegment::Forward, StagePhase::Forward);
    p.steps.back().peerIpu = 0;
    step(node(ProgramKind::OnTileExecute, "b"), 1, 500, 1, StepSegment::Forward, StagePhase::Forward);
    step(node(ProgramKind::OnTileExecute, "b/backward"), 1, 900, 1, StepSegment::Backward, StagePhase::Backward);
    step(node(ProgramKind::OnTileExecute, "w/update"), 0, 50, 0, StepSegment::WeightUpdate, StagePhase::WeightUpdate);
    return p;
}

CompileOptions sharded(std::uint32_t deviceIterations = 1)
{
    CompileOptions o;
    o.ipus = 2;
    o.training = true;
    o.pipeline = PipelineSchedule::Sharded;
    o.deviceIterations = deviceIterations;
    return o;
}

TEST(BspMachine, IpusMeetAtAGlobalExchangeAndTheEarlyOneWaits)
{
    const auto program = twoIpuProgram();
    TraceBuilder trace(2);
    BspMachine machine(program, trace);
    machine.run(0, 0);
    const auto copyStart = machine.run(1, 0);
    EXPECT_EQ(copyStart, 1000u); // IPU 1 waited for IPU 0's 1000 cycles
    const auto sync = program.target.globalSyncCycles();
    EXPECT_EQ(machine.clock(0), 1000 + sync + 200);
    EXPECT_EQ(machine.clock(1), 1000 + sync + 200);
    EXPECT_EQ(machine.busyCycles(1), sync + 200); // the wait is not busy
    Execution e;
    machine.finishInto(e);
    trace.moveInto(e);
    // IPU 1's lane: Idle, ExternalSync, GlobalExchange.
    const auto [begin, end] = e.traceRowsOf(1);
    ASSERT_EQ(end - begin, 3u);
    EXPECT_EQ(e.traceKind[begin], TraceKind::Idle);
    EXPECT_EQ(e.traceCycles[begin], 1000u);
    EXPECT_EQ(e.traceKind[begin + 1], TraceKind::ExternalSync);
    EXPECT_EQ(e.traceKind[begin + 2], TraceKind::GlobalExchange);
    EXPECT_EQ(e.traceStep[begin + 2], 1);
    // A stage interval per IPU's run of one phase.
    ASSERT_EQ(e.stageIpu.size(), 1u);
    EXPECT_EQ(e.stageEndCycle[0], 1000u);
}

TEST(Executor, ShardedRunsEachMicroBatchThroughTheIpusAndUpdatesOnce)
{
    const auto program = twoIpuProgram();
    auto options = sharded();
    options.gradientAccumulation = 3;
    const auto e = execute(program, options);
    // IPU 1 cannot start before IPU 0's first forward, and then does its three micro-batches' work.
    const auto sync = program.target.globalSyncCycles();
    const auto compute = [&](std::uint32_t ipu) { return e.ipuComputeCycles[ipu]; };
    EXPECT_EQ(compute(0), 3 * 1000u + 50);
    EXPECT_EQ(compute(1), 3 * (500u + 900));
    EXPECT_GE(e.cyclesPerIteration,
              1000 + 3 * (sync + 200 + 500 + 900) + program.target.hostRoundTripCycles());
    EXPECT_EQ(e.samplesPerIteration, 3u);
    EXPECT_EQ(e.gradientAccumulation, 3u);
    // The trace numbers the micro-batches; the weight update has none.
    std::vector<std::int32_t> microBatches;
    for (std::size_t row = 0; row < e.traceRowCount(); ++row)
        if (e.traceStep[row] == 2)
            microBatches.push_back(e.traceMicroBatch[row]);
    EXPECT_EQ(microBatches, (std::vector<std::int32_t>{0, 1, 2}));
    // Lanes end together, at the end of the call.
    for (std::uint32_t ipu = 0; ipu < 2; ++ipu) {
        const auto last = e.traceRowsOf(ipu).second - 1;
        EXPECT_EQ(e.traceStartCycle[last] + e.traceCycles[last], e.cyclesPerIteration);
    }
}

TEST(Executor, DeviceIterationsBeyondTheTraceAreCountedNotTraced)
{
    const auto program = twoIpuProgram();
    const auto full = execute(program, sharded(10), kMaxTraceRows, SteadyStateFolding::Run);
    const auto capped = execute(program, sharded(10), /*maxTraceRows=*/40, SteadyStateFolding::Run);
    EXPECT_EQ(full.tracedDeviceIterations, 10u);
    EXPECT_LT(capped.tracedDeviceIterations, 10u);
    EXPECT_GE(capped.tracedDeviceIterations, 1u);
    EXPECT_LT(capped.traceRowCount(), full.traceRowCount());
    // Every total is the same as if all were traced.
    EXPECT_EQ(capped.cyclesPerIteration, full.cyclesPerIteration);
    EXPECT_EQ(capped.ipuComputeCycles, full.ipuComputeCycles);
    EXPECT_EQ(capped.samplesPerSecond, full.samplesPerSecond);
    // Device iterations that repeat one another are counted once the machine is steady.
    const auto folded = execute(program, sharded(10));
    EXPECT_LT(folded.tracedDeviceIterations, 10u);
    EXPECT_EQ(folded.cyclesPerIteration, full.cyclesPerIteration);
    EXPECT_EQ(folded.ipuBusyCycles, full.ipuBusyCycles);
    EXPECT_EQ(folded.ipuComputeCycles, full.ipuComputeCycles);
}

TEST(Executor, ProgramStepsAndTileBalanceComeFromTheLoweredProgram)
{
    auto program = twoIpuProgram();
    program.computeSets.name = {"a"};
    program.tileCyclesBegin = {0, 2};
    program.tileCycles = {{0, 10, 1000}, {10, 4, 600}};
    const auto e = execute(program, sharded());
    EXPECT_EQ(e.stepCycles, (std::vector<std::uint64_t>{1000, 200, 500, 900, 50}));
    EXPECT_EQ(e.stepPeerIpu[1], 0);
    EXPECT_EQ(e.stepStage[2], 1);
    EXPECT_EQ(e.stepPhase[3], StagePhase::Backward);
    EXPECT_EQ(e.tileCyclesBegin, (std::vector<std::uint64_t>{0, 2}));
    EXPECT_EQ(e.tileCyclesCycles, (std::vector<std::uint64_t>{1000, 600}));
}

} // namespace
} // namespace tilescope
