#pragma once
// What the Execution trace view prepares once per report, off the UI thread, so that drawing any
// window of a trace of millions of rows never visits rows it does not draw: each IPU's stage
// intervals in time order (the phase bands and micro-batch labels), the cycles of each step kind
// per block of rows (what a folded box holds, without visiting its rows), the operation of each
// program step, and the stages each IPU runs (the lanes' names). Qt-free: tested and benchmarked
// without widgets.

#include "report/ExecutionTotals.h"
#include "report/Report.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

namespace tilescope::gui {

class TraceIndex {
public:
    /// Rows per block of the kind-cycles sums: a folded box visits at most twice this many rows.
    static constexpr std::uint64_t kBlockRows = 64;

    /// Indexes `report`'s execution (an empty index without one). `stop` is polled every few
    /// thousand rows: building ends early with Error(Cancelled).
    static std::shared_ptr<const TraceIndex> build(std::shared_ptr<const Report> report,
                                                   const std::atomic<bool>* stop = nullptr);

    const Report& report() const { return *report_; }
    const Execution* execution() const { return report_->execution ? &*report_->execution : nullptr; }
    /// Lanes of the trace: one per IPU, then (with IO tiles) one per IPU's IO tiles.
    std::uint32_t ipuCount() const { return std::uint32_t(ipus_.size()); }
    /// True for a lane of an IPU's IO tiles, which stream while the IPU computes.
    bool isIoTilesLane(std::uint32_t lane) const { return lane >= report_->target.ipus; }
    /// The IPU a lane belongs to.
    std::uint32_t ipuOfLane(std::uint32_t lane) const
    {
        return report_->target.ipus == 0 ? lane : lane % report_->target.ipus;
    }
    /// The last cycle any lane reaches (the trace's extent on the time axis).
    std::uint64_t endCycle() const { return endCycle_; }

    /// Stage rows of `ipu`, ordered by start.
    const std::vector<std::uint32_t>& stageRows(std::uint32_t ipu) const { return ipus_[ipu].stageRows; }
    /// The distinct pipeline stages `ipu` runs, ascending (empty without pipelining).
    const std::vector<std::int32_t>& stagesOf(std::uint32_t ipu) const { return ipus_[ipu].stages; }
    /// Cycles per step kind of the trace rows [rowBegin, rowEnd) of `ipu`'s lane.
    KindCycles cyclesIn(std::uint32_t ipu, std::uint64_t rowBegin, std::uint64_t rowEnd) const;
    /// One past the last row of the run of rows shorter than `minCycles` that a fold starting at
    /// short row `row` of `ipu`'s lane holds, stopping before any row that starts at `limit` or
    /// later. Whole blocks of short rows are crossed at once, from their dense summaries, so a fold
    /// visits at most two blocks' rows.
    std::uint64_t shortRunEnd(std::uint32_t ipu, std::uint64_t row, double minCycles, double limit) const;
    /// The stage row of `ipu` running at `cycle`, or the next one after it; kNone when none.
    std::int64_t stageRowAtOrAfter(std::uint32_t ipu, std::uint64_t cycle) const;

    /// The operation of a program step (kNone for none or for kNone).
    std::int32_t operationOfStep(std::int32_t step) const
    {
        return step >= 0 && std::size_t(step) < stepOperation_.size() ? stepOperation_[std::size_t(step)] : kNone;
    }
    /// The operation of a trace row.
    std::int32_t operationOfRow(std::uint64_t row) const { return operationOfStep(execution()->traceStep[row]); }

    /// The end cycle of a trace row.
    std::uint64_t rowEnd(std::uint64_t row) const
    {
        return execution()->traceStartCycle[row] + execution()->traceCycles[row];
    }
    std::shared_ptr<const Report> sharedReport() const { return report_; }

private:
    struct Ipu {
        std::vector<std::uint32_t> stageRows;
        std::vector<std::int32_t> stages;
        std::vector<KindCycles> blockCycles; // block b: rows [begin + b * kBlockRows, ...) of the lane
        std::vector<std::uint64_t> blockLongest;   // the longest row of each block, in cycles
        std::vector<std::uint64_t> blockLastStart; // where each block's last row starts
    };
    std::shared_ptr<const Report> report_;
    std::vector<Ipu> ipus_;
    std::vector<std::int32_t> stepOperation_;
    std::uint64_t endCycle_ = 0;
};

} // namespace tilescope::gui
