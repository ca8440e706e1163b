#pragma once
// Writes an execution trace lane by lane: each IPU has its own clock, the end of its lane, and rows
// are appended there, so a lane is always contiguous and ordered (the layout Execution promises).

#include "report/Report.h"

#include <cstdint>
#include <vector>

namespace tilescope {

class TraceBuilder {
public:
    /// A trace of `ipus` empty lanes, every clock at 0.
    explicit TraceBuilder(std::uint32_t ipus);

    /// Appends a row of `cycles` at the end of `ipu`'s lane and advances its clock; returns the row's start.
    std::uint64_t append(std::uint32_t ipu, TraceKind kind, std::int32_t step, std::uint64_t cycles,
                         StagePhase phase, std::int32_t microBatch);
    /// Appends an Idle row on `ipu` up to `cycle` when its clock is behind it (nothing otherwise).
    void waitUntil(std::uint32_t ipu, std::uint64_t cycle, StagePhase phase, std::int32_t microBatch);
    /// Where `ipu`'s lane ends: the cycle its next row starts at.
    std::uint64_t clock(std::uint32_t ipu) const { return lanes_.at(ipu).clock; }
    /// The latest clock of all lanes.
    std::uint64_t latestClock() const;
    std::uint32_t ipus() const { return std::uint32_t(lanes_.size()); }
    /// Rows appended so far, over all lanes.
    std::uint64_t rowCount() const;
    /// From now on, appends only advance the clocks: the trace ends here, the totals go on.
    void stopRecording() { recording_ = false; }
    bool recording() const { return recording_; }
    /// Moves the rows into `execution`'s trace columns (lane after lane, traceIpuBegin set); the
    /// builder is left empty.
    void moveInto(Execution& execution);

private:
    struct Lane {
        std::uint64_t clock = 0;
        std::vector<std::int32_t> step;
        std::vector<TraceKind> kind;
        std::vector<std::uint64_t> start;
        std::vector<std::uint64_t> cycles;
        std::vector<StagePhase> phase;
        std::vector<std::int32_t> microBatch;
    };
    std::vector<Lane> lanes_;
    bool recording_ = true;
};

} // namespace tilescope
