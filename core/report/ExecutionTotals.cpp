#include "report/ExecutionTotals.h"

#include "common/Error.h"

#include <numeric>

namespace tilescope {
namespace {

constexpr std::uint64_t kRowsBetweenStopChecks = 1 << 16;

} // namespace

std::vector<std::int32_t> programOperations(const Report& report)
{
    const Programs& programs = report.programs;
    // Pre-order: a parent comes before its children, so its operation is known when they are reached.
    std::vector<std::int32_t> nodeOperation(programs.size(), kNone);
    for (std::size_t n = 0; n < programs.size(); ++n) {
        const std::int32_t own = programs.operation[n];
        const std::int32_t parent = programs.parent[n];
        nodeOperation[n] = own != kNone                                              ? own
                           : parent >= 0 && std::size_t(parent) < n ? nodeOperation[std::size_t(parent)]
                                                                                     : kNone;
    }
    return nodeOperation;
}

std::vector<std::int32_t> stepOperations(const Report& report)
{
    const std::vector<std::int32_t> nodeOperation = programOperations(report);
    std::vector<std::int32_t> operations(report.liveness.stepCount(), kNone);
    for (std::size_t s = 0; s < operations.size(); ++s) {
        const std::int32_t node = report.liveness.stepProgram[s];
        if (node >= 0 && std::size_t(node) < nodeOperation.size())
            operations[s] = nodeOperation[std::size_t(node)];
    }
    return operations;
}

ExecutionTotals executionTotals(const Report& report, const std::atomic<bool>* stop)
{
    ExecutionTotals totals;
    totals.operationCycles.assign(report.operations.size(), KindCycles{});
    totals.ipuCycles.assign(report.target.ipus, KindCycles{});
    if (!report.execution)
        return totals;
    const Execution& e = *report.execution;
    const std::vector<std::int32_t> operationOfStep = stepOperations(report);
    std::uint64_t visited = 0;
    for (std::uint32_t ipu = 0; ipu < report.target.ipus && ipu + 1 < e.traceIpuBegin.size(); ++ipu) {
        const auto [begin, end] = e.traceRowsOf(ipu);
        KindCycles& ipuCycles = totals.ipuCycles[ipu];
        for (auto row = begin; row < end; ++row) {
            if (stop && ++visited % kRowsBetweenStopChecks == 0 && stop->load(std::memory_order_relaxed))
                throw Error(ErrorCode::Cancelled, "summing the trace was cancelled");
            const auto kind = std::size_t(e.traceKind[row]);
            const auto cycles = e.traceCycles[row];
            ipuCycles[kind] += cycles;
            const std::int32_t step = e.traceStep[row];
            const std::int32_t op = step >= 0 && std::size_t(step) < operationOfStep.size()
                                        ? operationOfStep[std::size_t(step)]
                                        : kNone;
            if (op >= 0 && std::size_t(op) < totals.operationCycles.size())
                totals.operationCycles[std::size_t(op)][kind] += cycles;
            else
                totals.unattributedCycles[kind] += cycles;
        }
    }
    return totals;
}

std::uint64_t totalCycles(const KindCycles& cycles, bool includeIdle)
{
    const std::uint64_t all = std::accumulate(cycles.begin(), cycles.end(), std::uint64_t(0));
    return includeIdle ? all : all - cycles[std::size_t(TraceKind::Idle)];
}

} // namespace tilescope
