#pragma once
// Which micro-batch each pipeline stage works on in each pipeline cycle (docs/SIMULATION.md §5).
// Both the compiler (to size the FIFOs that stash activations) and the executor (to run the
// cycles) read it, so the depth of a FIFO is whatever the schedule needs, not a formula typed in.
//
// Training over K stages, G micro-batches:
//   grouped:     stage s runs the forward of micro-batch m in cycle m + s, then, in the same cycle,
//                the backward of the micro-batch that reached it back (m + 2(K-1) - s): all forwards
//                of a cycle, then all backwards (PopART's default; TensorFlow's Grouped).
//   interleaved: a micro-batch moves one stage per cycle forward (cycle 2m + s) and one per cycle
//                back (cycle 2m + 2K - 1 - s); each stage alternates a forward and a backward.
// Inference has forwards only: stage s runs micro-batch m in cycle m + s, whatever the schedule.

#include <cstdint>

namespace tilescope {

enum class PipelineKind : std::uint8_t { Grouped, Interleaved };

class PipelineTimetable {
public:
    /// Throws Error(Internal) when `stages` or `microBatches` is zero.
    PipelineTimetable(PipelineKind kind, std::uint32_t stages, std::uint32_t microBatches, bool training);

    /// Pipeline cycles from the first forward to the last backward (or forward, in inference).
    std::uint32_t cycles() const { return cycles_; }
    std::uint32_t stages() const { return stages_; }
    std::uint32_t microBatches() const { return microBatches_; }

    /// The micro-batch whose forward `stage` runs in `cycle`, or -1 for none.
    std::int32_t forwardMicroBatch(std::uint32_t cycle, std::uint32_t stage) const;
    /// The micro-batch whose backward `stage` runs in `cycle`, or -1 for none.
    std::int32_t backwardMicroBatch(std::uint32_t cycle, std::uint32_t stage) const;
    /// The most micro-batches whose activations `stage` must hold at once, from the forward that
    /// makes them to the backward that reads them: the depth of its stash FIFOs (1 when every
    /// forward meets its backward without another micro-batch in between, and in inference).
    std::uint32_t stashDepth(std::uint32_t stage) const;

private:
    std::int32_t microBatchAt(std::int64_t offset) const;

    PipelineKind kind_;
    std::uint32_t stages_;
    std::uint32_t microBatches_;
    bool training_;
    std::uint32_t cycles_;
};

} // namespace tilescope
