#include "views/trace/TraceOperationRuns.h"

#include "common/Error.h"

namespace tilescope::gui {
namespace {

constexpr std::uint64_t kRowsBetweenStopChecks = 1 << 16;

void pollStop(const std::atomic<bool>* stop, std::uint64_t& visited)
{
    if (stop && ++visited % kRowsBetweenStopChecks == 0 && stop->load(std::memory_order_relaxed))
        throw Error(ErrorCode::Cancelled, "grouping the trace was cancelled");
}

} // namespace

std::shared_ptr<const TraceOperationRuns> TraceOperationRuns::build(const TraceIndex& index,
                                                                    const std::atomic<bool>* stop)
{
    auto result = std::make_shared<TraceOperationRuns>();
    const Execution* e = index.execution();
    result->runs_.resize(index.ipuCount());
    if (!e)
        return result;
    std::uint64_t visited = 0;
    for (std::uint32_t ipu = 0; ipu < index.ipuCount(); ++ipu) {
        auto& runs = result->runs_[ipu];
        const auto [begin, end] = e->traceRowsOf(ipu);
        OperationRun current;
        for (auto row = begin; row < end; ++row) {
            pollStop(stop, visited);
            const std::int32_t op = index.operationOfRow(row);
            if (op == kNone) {
                if (e->traceKind[row] == TraceKind::Idle && current.operation != kNone) {
                    runs.push_back(current);
                    current = {};
                }
                continue; // a sync between two rows of one operation joins its run when the next row does
            }
            if (op == current.operation) {
                current.endRow = row + 1;
                continue;
            }
            if (current.operation != kNone)
                runs.push_back(current);
            current = {row, row + 1, op};
        }
        if (current.operation != kNone)
            runs.push_back(current);
    }
    return result;
}

std::vector<std::vector<std::uint64_t>> rowsOfOperation(const TraceIndex& index, std::int32_t operation,
                                                        const std::atomic<bool>* stop)
{
    std::vector<std::vector<std::uint64_t>> rows(index.ipuCount());
    const Execution* e = index.execution();
    if (!e || operation == kNone)
        return rows;
    std::uint64_t visited = 0;
    for (std::uint32_t ipu = 0; ipu < index.ipuCount(); ++ipu) {
        const auto [begin, end] = e->traceRowsOf(ipu);
        for (auto row = begin; row < end; ++row) {
            pollStop(stop, visited);
            if (index.operationOfRow(row) == operation)
                rows[ipu].push_back(row);
        }
    }
    return rows;
}

} // namespace tilescope::gui
