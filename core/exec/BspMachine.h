#pragma once
// The bulk-synchronous machine the executor drives (docs/SIMULATION.md §4): each IPU has its own
// clock and runs the steps given to it one after another; IPUs meet only at external syncs, where
// the early ones wait (the wait is written to the trace as Idle) for the last to arrive. Every row
// is written as it happens, with its phase and micro-batch, and so are the stage intervals.

#include "ir/LoweredProgram.h"
#include "report/TraceBuilder.h"

#include <cstdint>
#include <vector>

namespace tilescope {

class BspMachine {
public:
    /// A machine with one lane per IPU of `program`, every clock at 0, writing into `trace`.
    BspMachine(const LoweredProgram& program, TraceBuilder& trace);

    /// Runs program step `step` for `microBatch` on its IPU. A GlobalExchange runs on both IPUs it
    /// joins: they first meet (an external sync, unless `alreadySynced` says a sync of every IPU just
    /// took place) and then both spend the transfer's cycles; one without a peer is a collective
    /// over the replicas, after a sync with them. A StreamCopy first syncs its IPU with the host
    /// (unless prefetching has the data waiting). A stream into IO tiles runs on the IO tiles' lane, as
    /// soon as one of its prefetch buffers is free, and the exchange that reads it waits for it.
    /// Returns the cycle the step starts at.
    std::uint64_t run(std::size_t step, std::int32_t microBatch, bool alreadySynced = false);
    /// An external sync of every IPU: each waits for the latest, then all spend the sync's cycles.
    void syncAll(StagePhase phase, std::int32_t microBatch);
    /// The host's round trip at the end of a call: every IPU syncs with the host and waits for it.
    void hostRoundTrip();

    /// The clock of a lane: an IPU, or (lanes beyond the IPUs) an IPU's IO tiles.
    std::uint64_t clock(std::uint32_t lane) const { return trace_.clock(lane); }
    std::uint64_t latestClock() const { return trace_.latestClock(); }
    std::uint32_t lanes() const { return trace_.ipus(); }
    std::uint32_t ipus() const { return ipus_; }

    /// Closes the open stage intervals and moves them, with the per-IPU busy and compute cycles of
    /// the rows written so far, into `execution`.
    void finishInto(Execution& execution);
    /// Busy (not Idle) and compute cycles of one IPU so far.
    std::uint64_t busyCycles(std::uint32_t ipu) const { return busy_.at(ipu); }
    std::uint64_t computeCycles(std::uint32_t ipu) const { return compute_.at(ipu); }

private:
    struct Interval {
        std::int32_t stage = kNone;
        StagePhase phase = StagePhase::Forward;
        std::int32_t microBatch = kNone;
        std::uint64_t start = 0;
        std::uint64_t end = 0;
        bool open = false;
    };
    void append(std::uint32_t ipu, TraceKind kind, std::int32_t step, std::uint64_t cycles, StagePhase phase,
                std::int32_t microBatch);
    void waitUntil(std::uint32_t ipu, std::uint64_t cycle, StagePhase phase, std::int32_t microBatch);
    std::uint64_t runIoStream(std::size_t step, std::int32_t microBatch);
    void noteInterval(std::uint32_t ipu, std::int32_t stage, StagePhase phase, std::int32_t microBatch,
                      std::uint64_t start, std::uint64_t end);
    void closeInterval(std::uint32_t ipu);

    const LoweredProgram& program_;
    TraceBuilder& trace_;
    std::vector<TraceKind> stepKind_;
    std::vector<std::uint64_t> busy_;
    std::vector<std::uint64_t> compute_;
    std::vector<Interval> open_; // per IPU
    Execution intervals_;        // the stage* columns only
    std::uint32_t ipus_;
    // IO tiles, per IPU: streams issued, their arrival times not yet read, and when each was read.
    std::vector<std::uint64_t> streamsIssued_;
    std::vector<std::vector<std::uint64_t>> streamsArrived_;
    std::vector<std::size_t> streamsRead_;
    std::vector<std::vector<std::uint64_t>> buffersFreed_;
};

} // namespace tilescope
