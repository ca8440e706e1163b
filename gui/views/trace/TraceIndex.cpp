#include "views/trace/TraceIndex.h"

#include "common/Error.h"

#include <algorithm>

namespace tilescope::gui {
namespace {

constexpr std::uint64_t kRowsBetweenStopChecks = 1 << 16;

} // namespace

std::shared_ptr<const TraceIndex> TraceIndex::build(std::shared_ptr<const Report> report,
                                                    const std::atomic<bool>* stop)
{
    auto index = std::make_shared<TraceIndex>();
    index->report_ = std::move(report);
    const Execution* e = index->execution();
    if (!e || e->traceIpuBegin.size() < 2)
        return index;
    const auto ipus = std::uint32_t(e->traceIpuBegin.size() - 1);
    index->ipus_.resize(ipus);
    index->stepOperation_ = stepOperations(*index->report_);

    for (std::size_t s = 0; s < e->stageIpu.size(); ++s) {
        Ipu& ipu = index->ipus_[std::min(e->stageIpu[s], ipus - 1)];
        ipu.stageRows.push_back(std::uint32_t(s));
        if (e->stage[s] != kNone)
            ipu.stages.push_back(e->stage[s]);
    }
    for (Ipu& ipu : index->ipus_) {
        std::stable_sort(ipu.stageRows.begin(), ipu.stageRows.end(),
                         [e](std::uint32_t a, std::uint32_t b) { return e->stageStartCycle[a] < e->stageStartCycle[b]; });
        std::sort(ipu.stages.begin(), ipu.stages.end());
        ipu.stages.erase(std::unique(ipu.stages.begin(), ipu.stages.end()), ipu.stages.end());
    }

    std::uint64_t visited = 0;
    for (std::uint32_t i = 0; i < ipus; ++i) {
        const auto [begin, end] = e->traceRowsOf(i);
        Ipu& ipu = index->ipus_[i];
        const std::uint64_t blocks = (end - begin + kBlockRows - 1) / kBlockRows;
        ipu.blockCycles.assign(blocks, KindCycles{});
        ipu.blockLongest.assign(blocks, 0);
        ipu.blockLastStart.assign(blocks, 0);
        for (auto row = begin; row < end; ++row) {
            if (stop && ++visited % kRowsBetweenStopChecks == 0 && stop->load(std::memory_order_relaxed))
                throw Error(ErrorCode::Cancelled, "indexing the trace was cancelled");
            const std::uint64_t block = (row - begin) / kBlockRows;
            ipu.blockCycles[block][std::size_t(e->traceKind[row])] += e->traceCycles[row];
            ipu.blockLongest[block] = std::max(ipu.blockLongest[block], e->traceCycles[row]);
            ipu.blockLastStart[block] = e->traceStartCycle[row];
        }
        if (end > begin)
            index->endCycle_ = std::max(index->endCycle_, e->traceStartCycle[end - 1] + e->traceCycles[end - 1]);
    }
    return index;
}

KindCycles TraceIndex::cyclesIn(std::uint32_t ipu, std::uint64_t rowBegin, std::uint64_t rowEnd) const
{
    KindCycles cycles{};
    const Execution& e = *execution();
    const std::uint64_t laneBegin = e.traceIpuBegin[ipu];
    const auto addRows = [&](std::uint64_t from, std::uint64_t to) {
        for (auto row = from; row < to; ++row)
            cycles[std::size_t(e.traceKind[row])] += e.traceCycles[row];
    };
    // Whole blocks from their sums; the ragged ends row by row.
    const std::uint64_t firstBlock = (rowBegin - laneBegin + kBlockRows - 1) / kBlockRows;
    const std::uint64_t endBlock = (rowEnd - laneBegin) / kBlockRows;
    if (firstBlock >= endBlock) {
        addRows(rowBegin, rowEnd);
        return cycles;
    }
    addRows(rowBegin, laneBegin + firstBlock * kBlockRows);
    const auto& blocks = ipus_[ipu].blockCycles;
    for (auto b = firstBlock; b < endBlock; ++b)
        for (std::size_t k = 0; k < kTraceKindCount; ++k)
            cycles[k] += blocks[b][k];
    addRows(laneBegin + endBlock * kBlockRows, rowEnd);
    return cycles;
}

std::uint64_t TraceIndex::shortRunEnd(std::uint32_t ipu, std::uint64_t row, double minCycles, double limit) const
{
    const Execution& e = *execution();
    const Ipu& summary = ipus_[ipu];
    const auto [laneBegin, laneEnd] = e.traceRowsOf(ipu);
    std::uint64_t next = row + 1;
    while (next < laneEnd) {
        const std::uint64_t block = (next - laneBegin) / kBlockRows;
        const std::uint64_t blockEnd = std::min(laneEnd, laneBegin + (block + 1) * kBlockRows);
        if (double(summary.blockLongest[block]) < minCycles) {
            // Every row of the block is short: it all joins, up to the boundary if it lies inside.
            if (double(summary.blockLastStart[block]) < limit) {
                next = blockEnd;
                continue;
            }
            const auto starts = e.traceStartCycle.begin();
            return std::uint64_t(std::lower_bound(starts + std::ptrdiff_t(next), starts + std::ptrdiff_t(blockEnd), limit,
                                                  [](std::uint64_t start, double l) { return double(start) < l; }) -
                                 starts);
        }
        // A long row in this block: row by row up to it.
        for (; next < blockEnd; ++next)
            if (double(e.traceCycles[next]) >= minCycles || double(e.traceStartCycle[next]) >= limit)
                return next;
    }
    return next;
}

std::int64_t TraceIndex::stageRowAtOrAfter(std::uint32_t ipu, std::uint64_t cycle) const
{
    const Execution& e = *execution();
    const auto& rows = ipus_[ipu].stageRows;
    // The first interval ending after `cycle`: intervals of one IPU follow one another.
    const auto it = std::upper_bound(rows.begin(), rows.end(), cycle,
                                     [&e](std::uint64_t c, std::uint32_t row) { return c < e.stageEndCycle[row]; });
    return it == rows.end() ? kNone : std::int64_t(*it);
}

} // namespace tilescope::gui
