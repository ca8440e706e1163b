#include "exec/Executor.h"

#include "common/CheckedCount.h"
#include "common/Error.h"
#include "exec/BspMachine.h"
#include "exec/SteadyState.h"
#include "ir/PipelineTimetable.h"

#include <algorithm>
#include <string>

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

/// Past the row budget the trace stops and only the totals go on (a safety net: the steady state
/// is normally folded long before).
void keepTraceWithin(TraceBuilder& trace, std::uint64_t maxTraceRows)
{
    if (trace.recording() && trace.rowCount() > maxTraceRows)
        trace.stopRecording();
}

/// One micro-batch at a time: everything but the weight update in program order. Once micro-batches
/// repeat one another, the rest of the accumulation is counted into `folded`, not run.
void runSequentialIteration(const LoweredProgram& program, const CompileOptions& options, BspMachine& machine,
                            TraceBuilder& trace, std::uint64_t maxTraceRows, std::uint32_t deviceIteration,
                            FoldedPeriods& folded)
{
    const auto microBatches = options.training ? options.gradientAccumulation : 1u;
    SteadyState steady(machine);
    steady.periodEnds();
    for (std::uint32_t m = 0; m < microBatches; ++m) {
        const auto microBatch = std::int32_t(deviceIteration * microBatches + m);
        for (std::size_t s = 0; s < program.steps.size(); ++s)
            if (program.steps[s].segment != StepSegment::WeightUpdate)
                machine.run(s, microBatch);
        keepTraceWithin(trace, maxTraceRows);
        if (steady.periodEnds() && folded.enabled && m + 1 < microBatches) {
            const auto rest = microBatches - 1 - m;
            steady.fold(folded, rest, rest, "gradient-accumulation");
            break;
        }
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

/// What each stage does in a pipeline cycle: 'f' forward, 'b' backward, 'x' both, '-' nothing.
std::string cycleShape(const PipelineTimetable& timetable, std::uint32_t cycle)
{
    std::string shape(timetable.stages(), '-');
    for (std::uint32_t s = 0; s < timetable.stages(); ++s) {
        const bool forward = timetable.forwardMicroBatch(cycle, s) >= 0;
        const bool backward = timetable.backwardMicroBatch(cycle, s) >= 0;
        shape[s] = forward && backward ? 'x' : forward ? 'f' : backward ? 'b' : '-';
    }
    return shape;
}

/// Whether `cycle` does what the cycle one period earlier did (a period is one new micro-batch: one
/// cycle grouped, two interleaved, where stages alternate forward and backward).
bool repeatsPeriod(const PipelineTimetable& timetable, std::uint32_t cycle, std::uint32_t period)
{
    return cycle >= period && cycle < timetable.cycles() &&
           cycleShape(timetable, cycle) == cycleShape(timetable, cycle - period);
}

/// One pipeline cycle: every IPU meets, the copies between stages run, then each stage's work.
void runPipelineCycle(const std::vector<StageSteps>& stages, const PipelineTimetable& timetable, BspMachine& machine,
                      std::uint32_t cycle, std::int32_t firstMicroBatch)
{
    const auto k = timetable.stages();
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

/// One pass of micro-batches through the pipeline's cycles; `firstMicroBatch` numbers them in the
/// call. The steady middle of a long pass, once its periods repeat one another, is counted into
/// `folded`, not run: the ramps and a few steady periods stay in the trace.
void runPipelinedIteration(const std::vector<StageSteps>& stages, const PipelineTimetable& timetable,
                           PipelineKind kind, bool training, BspMachine& machine, TraceBuilder& trace,
                           std::uint64_t maxTraceRows, std::int32_t firstMicroBatch, FoldedPeriods& folded)
{
    const std::uint32_t period = training && kind == PipelineKind::Interleaved ? 2 : 1;
    // The trace keeps enough steady periods for a micro-batch to go all the way through the
    // pipeline and back before the rest are folded.
    const std::uint32_t keptPeriods = 2 * timetable.stages();
    SteadyState steady(machine);
    std::uint32_t alikePeriods = 0;
    for (std::uint32_t cycle = 0; cycle < timetable.cycles();) {
        if (cycle % period == 0) {
            // A period ends here: one like the period before it, or the pipeline is still filling.
            bool alike = cycle >= 2 * period;
            for (std::uint32_t c = cycle - std::min(cycle, period); alike && c < cycle; ++c)
                alike = repeatsPeriod(timetable, c, period);
            alikePeriods = alike ? alikePeriods + 1 : 0;
            if (!alike) {
                steady.restart();
                steady.periodEnds();
            } else if (steady.periodEnds() && folded.enabled && alikePeriods >= keptPeriods) {
                std::uint32_t periods = 0;
                for (bool next = true; next; periods += next ? 1 : 0)
                    for (std::uint32_t c = cycle + periods * period; next && c < cycle + (periods + 1) * period; ++c)
                        next = repeatsPeriod(timetable, c, period);
                steady.fold(folded, periods, periods, training ? "gradient-accumulation" : "device-iterations");
                cycle += periods * period;
                steady.restart();
                steady.periodEnds();
                alikePeriods = 0;
                if (cycle >= timetable.cycles())
                    break;
            }
        }
        runPipelineCycle(stages, timetable, machine, cycle, firstMicroBatch);
        keepTraceWithin(trace, maxTraceRows);
        ++cycle;
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

Execution execute(const LoweredProgram& program, const CompileOptions& options, std::uint64_t maxTraceRows,
                  SteadyStateFolding folding)
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
    const auto kind = schedule == PipelineSchedule::Grouped ? PipelineKind::Grouped : PipelineKind::Interleaved;
    // Training repeats a pass of `gradient accumulation` micro-batches (and a weight update) per device
    // iteration; a pipelined inference pushes all the call's micro-batches through one pass.
    const bool onePass = pipelined && !options.training;
    const auto passes = onePass ? 1u : options.deviceIterations;
    const auto stages = stepsByStage(program);
    FoldedPeriods folded(target.ipus);
    folded.enabled = folding == SteadyStateFolding::Fold;
    // What one pass changed: passes not traced are counted as that many more like it.
    std::uint64_t passCycles = 0;
    std::vector<std::uint64_t> passBusy(target.ipus), passCompute(target.ipus);
    const auto busyNow = [&](std::uint32_t ipu) { return machine.busyCycles(ipu) + folded.busyCycles[ipu]; };
    const auto computeNow = [&](std::uint32_t ipu) { return machine.computeCycles(ipu) + folded.computeCycles[ipu]; };
    SteadyState passesRepeat(machine);
    passesRepeat.periodEnds();
    std::uint32_t traced = 0;
    for (std::uint32_t pass = 0; pass < passes; ++pass) {
        const auto rowsBefore = trace.rowCount();
        const auto start = machine.latestClock() + folded.cycles;
        for (std::uint32_t ipu = 0; ipu < target.ipus; ++ipu) {
            passBusy[ipu] = busyNow(ipu);
            passCompute[ipu] = computeNow(ipu);
        }
        if (pipelined) {
            const auto microBatches = onePass ? options.deviceIterations : options.gradientAccumulation;
            const PipelineTimetable timetable(kind, stageCount, microBatches, options.training);
            runPipelinedIteration(stages, timetable, kind, options.training, machine, trace, maxTraceRows,
                                  std::int32_t(pass * options.gradientAccumulation), folded);
        } else {
            runSequentialIteration(program, options, machine, trace, maxTraceRows, pass, folded);
        }
        passCycles = machine.latestClock() + folded.cycles - start;
        for (std::uint32_t ipu = 0; ipu < target.ipus; ++ipu) {
            passBusy[ipu] = busyNow(ipu) - passBusy[ipu];
            passCompute[ipu] = computeNow(ipu) - passCompute[ipu];
        }
        traced = onePass ? options.deviceIterations : pass + 1;
        if (pass == 0)
            e.foldedMicroBatches = folded.microBatches;
        // Once passes repeat one another, or the next would not fit in the trace, the rest are counted.
        if (!trace.recording() || trace.rowCount() + (trace.rowCount() - rowsBefore) > maxTraceRows)
            break;
        if (passesRepeat.periodEnds() && folded.enabled)
            break;
    }
    const auto untracedPasses = passes - (onePass ? 1u : traced);
    machine.hostRoundTrip();
    machine.finishInto(e);
    for (std::uint32_t ipu = 0; ipu < target.ipus; ++ipu) {
        e.ipuBusyCycles[ipu] += folded.busyCycles[ipu] + passBusy[ipu] * untracedPasses;
        e.ipuComputeCycles[ipu] += folded.computeCycles[ipu] + passCompute[ipu] * untracedPasses;
    }
    e.tracedDeviceIterations = traced;
    e.foldCycle = folded.any ? folded.atCycle : 0;
    const std::string call = "the cycles of one call";
    // A call's length grows with its repeated passes (device iterations) and micro-batches.
    const std::string longest = untracedPasses > 0 ? "device-iterations" : "gradient-accumulation";
    e.cyclesPerIteration = checkedSum(checkedSum(machine.latestClock(), folded.cycles, call, longest),
                                      checkedProduct(passCycles, untracedPasses, call, longest), call, longest);
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
