#include "exec/Executor.h"

#include "common/Error.h"
#include "exec/BspMachine.h"
#include "ir/PipelineTimetable.h"

#include <algorithm>

namespace tilescope {
namespace {

/// A stage's steps by what the schedule does with them, each list in program order.
struct StageSteps {
    std::vector<std::size_t> hostIn, forward, forwardCopies, backward, backwardCopies, weightUpdate, hostOut;
};

std::vector<StageSteps> stepsByStage(const LoweredProgram& program)
{
    std::vector<StageSteps> stages(program.stageIpu.size());
    for (std::size_t s = 0; s < program.steps.size(); ++s) {
        const auto& step = program.steps[s];
        if (step.stage < 0 || std::size_t(step.stage) >= stages.size() || step.ipu >= program.target.ipus)
            throw Error(ErrorCode::Internal, "step " + std::to_string(s) + " runs on a stage or IPU the program lacks");
        auto& stage = stages[std::size_t(step.stage)];
        const bool copy = step.peerIpu != kNone;
        switch (step.segment) {
        case StepSegment::HostIn: stage.hostIn.push_back(s); break;
        case StepSegment::Forward: (copy ? stage.forwardCopies : stage.forward).push_back(s); break;
        case StepSegment::Backward: (copy ? stage.backwardCopies : stage.backward).push_back(s); break;
        case StepSegment::WeightUpdate: stage.weightUpdate.push_back(s); break;
        case StepSegment::HostOut: stage.hostOut.push_back(s); break;
        }
    }
    return stages;
}

/// One micro-batch at a time: everything but the weight update in program order.
void runSequentialIteration(const LoweredProgram& program, const CompileOptions& options, BspMachine& machine,
                            std::uint32_t deviceIteration)
{
    const auto microBatches = options.training ? options.gradientAccumulation : 1u;
    for (std::uint32_t m = 0; m < microBatches; ++m) {
        const auto microBatch = std::int32_t(deviceIteration * microBatches + m);
        for (std::size_t s = 0; s < program.steps.size(); ++s)
            if (program.steps[s].segment != StepSegment::WeightUpdate)
                machine.run(s, microBatch);
    }
    if (options.training) {
        machine.syncAll(StagePhase::WeightUpdate, kNone);
        for (std::size_t s = 0; s < program.steps.size(); ++s)
            if (program.steps[s].segment == StepSegment::WeightUpdate)
                machine.run(s, kNone);
    }
    machine.syncAll(StagePhase::HostIo, kNone);
}

void runAll(BspMachine& machine, const std::vector<std::size_t>& steps, std::int32_t microBatch,
            bool alreadySynced = false)
{
    for (auto s : steps)
        machine.run(s, microBatch, alreadySynced);
}

/// One pass of micro-batches through the pipeline's cycles; `firstMicroBatch` numbers them in the call.
void runPipelinedIteration(const std::vector<StageSteps>& stages, const PipelineTimetable& timetable,
                           bool training, BspMachine& machine, std::int32_t firstMicroBatch)
{
    const auto k = timetable.stages();
    for (std::uint32_t cycle = 0; cycle < timetable.cycles(); ++cycle) {
        // The cycle opens with every IPU meeting, then the copies between stages it needs.
        machine.syncAll(StagePhase::Forward, kNone);
        for (std::uint32_t s = 0; s < k; ++s) {
            if (const auto m = timetable.forwardMicroBatch(cycle, s); m >= 0)
                runAll(machine, stages[s].forwardCopies, firstMicroBatch + m, true);
            if (const auto m = timetable.backwardMicroBatch(cycle, s); m >= 0)
                runAll(machine, stages[s].backwardCopies, firstMicroBatch + m, true);
        }
        // Then each stage works on its own IPU: its forward, and (grouped) the backward after it.
        for (std::uint32_t s = 0; s < k; ++s) {
            if (const auto m = timetable.forwardMicroBatch(cycle, s); m >= 0) {
                runAll(machine, stages[s].hostIn, firstMicroBatch + m);
                runAll(machine, stages[s].forward, firstMicroBatch + m);
                runAll(machine, stages[s].hostOut, firstMicroBatch + m);
            }
            if (const auto m = timetable.backwardMicroBatch(cycle, s); m >= 0)
                runAll(machine, stages[s].backward, firstMicroBatch + m);
        }
    }
    machine.syncAll(training ? StagePhase::WeightUpdate : StagePhase::HostIo, kNone);
    if (!training)
        return;
    // The pipeline has drained: every stage updates its weights, then the IPUs meet again.
    for (const auto& stage : stages)
        runAll(machine, stage.weightUpdate, kNone);
    machine.syncAll(StagePhase::HostIo, kNone);
}

void fillProgramSteps(const LoweredProgram& program, Execution& e)
{
    const auto n = program.steps.size();
    e.stepIpu.reserve(n);
    for (const auto& step : program.steps) {
        e.stepIpu.push_back(step.ipu);
        e.stepCycles.push_back(step.cycles);
        e.stepActiveTiles.push_back(step.activeTiles);
        e.stepBytesIn.push_back(step.bytesIn);
        e.stepBytesOut.push_back(step.bytesOut);
        e.stepPhase.push_back(step.phase);
        e.stepStage.push_back(program.stageIpu.size() > 1 ? step.stage : kNone);
        e.stepPeerIpu.push_back(step.peerIpu);
    }
    e.tileCyclesBegin = program.tileCyclesBegin;
    for (const auto& run : program.tileCycles) {
        e.tileCyclesTile.push_back(run.firstTile);
        e.tileCyclesTileCount.push_back(run.tiles);
        e.tileCyclesCycles.push_back(run.cycles);
    }
}

} // namespace

Execution execute(const LoweredProgram& program, const CompileOptions& options, std::uint64_t maxTraceRows)
{
    const auto& target = program.target;
    Execution e;
    fillProgramSteps(program, e);
    e.deviceIterations = options.deviceIterations;
    e.gradientAccumulation = options.training ? options.gradientAccumulation : 1;
    e.ioTilesPerIpu = program.ioTilesPerIpu;

    TraceBuilder trace(target.ipus * (program.ioTilesPerIpu > 0 ? 2 : 1));
    BspMachine machine(program, trace);
    const auto stageCount = std::uint32_t(program.stageIpu.size());
    const auto schedule = effectivePipeline(options.pipeline, stageCount);
    const bool pipelined = schedule == PipelineSchedule::Grouped || schedule == PipelineSchedule::Interleaved;
    // Training repeats a pass of `gradient accumulation` micro-batches (and a weight update) per device
    // iteration; a pipelined inference pushes all the call's micro-batches through one pass.
    const bool onePass = pipelined && !options.training;
    const auto passes = onePass ? 1u : options.deviceIterations;
    const auto stages = stepsByStage(program);
    std::uint64_t passCycles = 0;
    std::uint32_t traced = 0;
    for (std::uint32_t pass = 0; pass < passes; ++pass) {
        const auto rowsBefore = trace.rowCount();
        const auto start = machine.latestClock();
        if (pipelined) {
            const auto microBatches = onePass ? options.deviceIterations : options.gradientAccumulation;
            const PipelineTimetable timetable(
                schedule == PipelineSchedule::Grouped ? PipelineKind::Grouped : PipelineKind::Interleaved,
                stageCount, microBatches, options.training);
            runPipelinedIteration(stages, timetable, options.training, machine,
                                  std::int32_t(pass * options.gradientAccumulation));
        } else {
            runSequentialIteration(program, options, machine, pass);
        }
        passCycles = machine.latestClock() - start;
        traced = onePass ? options.deviceIterations : pass + 1;
        // Every pass is the same: once the next would not fit in the trace, the rest are counted, not traced.
        if (trace.rowCount() + (trace.rowCount() - rowsBefore) > maxTraceRows)
            break;
    }
    const auto tracedPasses = onePass ? 1u : traced;
    const auto untracedPasses = passes - tracedPasses;
    std::vector<std::uint64_t> busy(target.ipus), compute(target.ipus);
    for (std::uint32_t ipu = 0; ipu < target.ipus; ++ipu) {
        busy[ipu] = machine.busyCycles(ipu);
        compute[ipu] = machine.computeCycles(ipu);
    }
    machine.hostRoundTrip();
    machine.finishInto(e);
    // Passes not traced repeat the traced ones: each adds the cycles, busy and compute of one.
    for (std::uint32_t ipu = 0; ipu < target.ipus; ++ipu) {
        e.ipuBusyCycles[ipu] += busy[ipu] / tracedPasses * untracedPasses;
        e.ipuComputeCycles[ipu] += compute[ipu] / tracedPasses * untracedPasses;
    }
    e.tracedDeviceIterations = traced;
    e.cyclesPerIteration = machine.latestClock() + passCycles * untracedPasses;
    e.hostRoundTripCycles = target.hostRoundTripCycles();
    trace.moveInto(e);
    const auto microBatchesPerCall =
        std::uint64_t(options.deviceIterations) * (options.training ? options.gradientAccumulation : 1);
    e.samplesPerIteration = microBatchesPerCall * options.batchSize * target.replicas;
    e.samplesPerSecond =
        e.cyclesPerIteration == 0 ? 0.0 : double(e.samplesPerIteration) * target.clockHz / double(e.cyclesPerIteration);
    return e;
}

} // namespace tilescope
