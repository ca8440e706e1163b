#pragma once
// The trace grouped by operation: per IPU, the runs of consecutive rows that belong to one
// operation, drawn as a track of operation boxes above the steps. Syncs and other rows of no
// operation between two rows of the same operation belong to its run; idle rows end it. Built
// only when the user asks for the grouped mode (one pass over the rows), off the UI thread.

#include "views/trace/TraceIndex.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

namespace tilescope::gui {

struct OperationRun {
    std::uint64_t firstRow = 0;
    std::uint64_t endRow = 0; // one past the last row
    std::int32_t operation = kNone;
};

class TraceOperationRuns {
public:
    /// The runs of every IPU of `index`; `stop` as TraceIndex::build.
    static std::shared_ptr<const TraceOperationRuns> build(const TraceIndex& index,
                                                           const std::atomic<bool>* stop = nullptr);

    const std::vector<OperationRun>& runsOf(std::uint32_t ipu) const { return runs_[ipu]; }

private:
    std::vector<std::vector<OperationRun>> runs_;
};

/// The trace rows of one operation, per IPU in lane order: what the view highlights when the
/// operation is selected. `stop` as TraceIndex::build.
std::vector<std::vector<std::uint64_t>> rowsOfOperation(const TraceIndex& index, std::int32_t operation,
                                                        const std::atomic<bool>* stop = nullptr);

} // namespace tilescope::gui
