#include "exec/BspMachine.h"

#include "common/Error.h"

#include <algorithm>

namespace tilescope {

BspMachine::BspMachine(const LoweredProgram& program, TraceBuilder& trace)
    : program_(program),
      trace_(trace),
      busy_(program.target.ipus, 0),
      compute_(program.target.ipus, 0),
      open_(program.target.ipus),
      ipus_(program.target.ipus),
      streamsIssued_(program.target.ipus, 0),
      streamsArrived_(program.target.ipus),
      streamsRead_(program.target.ipus, 0),
      buffersFreed_(program.target.ipus)
{
    const auto lanes = program.target.ipus * (program.ioTilesPerIpu > 0 ? 2 : 1);
    if (trace.ipus() != lanes)
        throw Error(ErrorCode::Internal, "the trace has a lane per IPU of the program (and per IO tiles)");
    stepKind_.reserve(program.steps.size());
    for (const auto& step : program.steps)
        stepKind_.push_back(traceKindOfProgram(program.programs.kind[std::size_t(step.node)]));
}

void BspMachine::append(std::uint32_t ipu, TraceKind kind, std::int32_t step, std::uint64_t cycles, StagePhase phase,
                        std::int32_t microBatch)
{
    trace_.append(ipu, kind, step, cycles, phase, microBatch);
    if (ipu >= ipus_)
        return; // the IO tiles' lane: its streams overlap the IPU's work and count in no total
    if (kind != TraceKind::Idle)
        busy_[ipu] += cycles;
    if (kind == TraceKind::OnTileExecute)
        compute_[ipu] += cycles;
}

void BspMachine::waitUntil(std::uint32_t ipu, std::uint64_t cycle, StagePhase phase, std::int32_t microBatch)
{
    if (cycle > trace_.clock(ipu))
        append(ipu, TraceKind::Idle, kNone, cycle - trace_.clock(ipu), phase, microBatch);
}

std::uint64_t BspMachine::runIoStream(std::size_t s, std::int32_t microBatch)
{
    const auto& step = program_.steps[s];
    const auto lane = ipus_ + step.ipu;
    // A stream may fill a buffer only once the exchange of the stream `prefetchDepth` earlier emptied it.
    const auto issued = streamsIssued_[step.ipu]++;
    const auto depth = std::max<std::uint32_t>(1, program_.prefetchDepth);
    const auto& freed = buffersFreed_[step.ipu];
    if (issued >= depth && issued - depth < freed.size())
        waitUntil(lane, freed[issued - depth], step.phase, microBatch);
    append(lane, TraceKind::ExternalSync, kNone, program_.target.globalSyncCycles(), step.phase, microBatch);
    const auto start = trace_.clock(lane);
    append(lane, TraceKind::StreamCopy, std::int32_t(s), step.cycles, step.phase, microBatch);
    streamsArrived_[step.ipu].push_back(trace_.clock(lane));
    return start;
}

std::uint64_t BspMachine::run(std::size_t s, std::int32_t microBatch, bool alreadySynced)
{
    const auto& step = program_.steps[s];
    const auto kind = stepKind_[s];
    const auto phase = step.phase;
    if (step.onIoTiles)
        return runIoStream(s, microBatch);
    if (step.readsIoTiles) {
        // The data must have arrived on the IO tiles; once read, its buffer is free again.
        auto& read = streamsRead_[step.ipu];
        if (read < streamsArrived_[step.ipu].size())
            waitUntil(step.ipu, streamsArrived_[step.ipu][read++], phase, microBatch);
        const auto start = trace_.clock(step.ipu);
        append(step.ipu, kind, std::int32_t(s), step.cycles, phase, microBatch);
        buffersFreed_[step.ipu].push_back(trace_.clock(step.ipu));
        noteInterval(step.ipu, step.stage, phase, microBatch, start, start + step.cycles);
        return start;
    }
    if (kind == TraceKind::GlobalExchange && step.peerIpu == kNone) {
        // A collective over the replicas: they all meet first.
        closeInterval(step.ipu);
        append(step.ipu, TraceKind::ExternalSync, kNone, program_.target.globalSyncCycles(), phase, microBatch);
        const auto start = trace_.clock(step.ipu);
        append(step.ipu, kind, std::int32_t(s), step.cycles, phase, microBatch);
        return start;
    }
    if (kind == TraceKind::GlobalExchange && step.peerIpu != kNone && std::uint32_t(step.peerIpu) != step.ipu) {
        const auto peer = std::uint32_t(step.peerIpu);
        for (auto ipu : {step.ipu, peer})
            closeInterval(ipu);
        const auto meet = std::max(trace_.clock(step.ipu), trace_.clock(peer));
        for (auto ipu : {step.ipu, peer}) {
            waitUntil(ipu, meet, phase, microBatch);
            if (!alreadySynced)
                append(ipu, TraceKind::ExternalSync, kNone, program_.target.globalSyncCycles(), phase, microBatch);
            append(ipu, kind, std::int32_t(s), step.cycles, phase, microBatch);
        }
        return meet;
    }
    // A host transfer syncs with the host, unless prefetching had the host send it ahead.
    if (kind == TraceKind::StreamCopy && !alreadySynced && program_.prefetchDepth <= 1)
        append(step.ipu, TraceKind::ExternalSync, kNone, program_.target.globalSyncCycles(), phase, microBatch);
    const auto start = trace_.clock(step.ipu);
    append(step.ipu, kind, std::int32_t(s), step.cycles, phase, microBatch);
    noteInterval(step.ipu, step.stage, phase, microBatch, start, start + step.cycles);
    return start;
}

void BspMachine::syncAll(StagePhase phase, std::int32_t microBatch)
{
    // The IPUs meet; their IO tiles stream on regardless.
    std::uint64_t meet = 0;
    for (std::uint32_t ipu = 0; ipu < ipus_; ++ipu)
        meet = std::max(meet, trace_.clock(ipu));
    for (std::uint32_t ipu = 0; ipu < ipus_; ++ipu) {
        closeInterval(ipu);
        waitUntil(ipu, meet, phase, microBatch);
        if (ipus_ > 1)
            append(ipu, TraceKind::ExternalSync, kNone, program_.target.globalSyncCycles(), phase, microBatch);
    }
}

void BspMachine::hostRoundTrip()
{
    const auto meet = trace_.latestClock();
    for (std::uint32_t ipu = 0; ipu < trace_.ipus(); ++ipu) {
        if (ipu < ipus_)
            closeInterval(ipu);
        waitUntil(ipu, meet, StagePhase::HostIo, kNone);
        append(ipu, TraceKind::ExternalSync, kNone, program_.target.hostRoundTripCycles(), StagePhase::HostIo, kNone);
    }
}

void BspMachine::noteInterval(std::uint32_t ipu, std::int32_t stage, StagePhase phase, std::int32_t microBatch,
                              std::uint64_t start, std::uint64_t end)
{
    auto& open = open_[ipu];
    if (open.open && open.stage == stage && open.phase == phase && open.microBatch == microBatch) {
        open.end = end;
        return;
    }
    closeInterval(ipu);
    open = {stage, phase, microBatch, start, end, true};
}

void BspMachine::closeInterval(std::uint32_t ipu)
{
    auto& open = open_[ipu];
    if (!open.open)
        return;
    open.open = false;
    if (!trace_.recording())
        return; // past the trace's budget, only the totals are kept
    auto& e = intervals_;
    e.stageIpu.push_back(ipu);
    e.stage.push_back(open.stage);
    e.stagePhase.push_back(open.phase);
    e.stageStartCycle.push_back(open.start);
    e.stageEndCycle.push_back(open.end);
    e.stageMicroBatch.push_back(open.microBatch);
}

void BspMachine::finishInto(Execution& e)
{
    for (std::uint32_t ipu = 0; ipu < ipus_; ++ipu)
        closeInterval(ipu);
    e.stageIpu = std::move(intervals_.stageIpu);
    e.stage = std::move(intervals_.stage);
    e.stagePhase = std::move(intervals_.stagePhase);
    e.stageStartCycle = std::move(intervals_.stageStartCycle);
    e.stageEndCycle = std::move(intervals_.stageEndCycle);
    e.stageMicroBatch = std::move(intervals_.stageMicroBatch);
    intervals_ = Execution{};
    e.ipuBusyCycles = busy_;
    e.ipuComputeCycles = compute_;
}

} // namespace tilescope
