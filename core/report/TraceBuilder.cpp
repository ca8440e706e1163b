#include "report/TraceBuilder.h"

#include "common/CheckedCount.h"

#include <algorithm>

namespace tilescope {

TraceBuilder::TraceBuilder(std::uint32_t ipus) : lanes_(ipus) {}

std::uint64_t TraceBuilder::append(std::uint32_t ipu, TraceKind kind, std::int32_t step, std::uint64_t cycles,
                                   StagePhase phase, std::int32_t microBatch)
{
    auto& lane = lanes_.at(ipu);
    const auto start = lane.clock;
    lane.clock = checkedSum(lane.clock, cycles, "the cycles of one call");
    if (!recording_)
        return start;
    lane.step.push_back(step);
    lane.kind.push_back(kind);
    lane.start.push_back(start);
    lane.cycles.push_back(cycles);
    lane.phase.push_back(phase);
    lane.microBatch.push_back(microBatch);
    return start;
}

void TraceBuilder::waitUntil(std::uint32_t ipu, std::uint64_t cycle, StagePhase phase, std::int32_t microBatch)
{
    const auto now = clock(ipu);
    if (cycle > now)
        append(ipu, TraceKind::Idle, kNone, cycle - now, phase, microBatch);
}

std::uint64_t TraceBuilder::latestClock() const
{
    std::uint64_t latest = 0;
    for (const auto& lane : lanes_)
        latest = std::max(latest, lane.clock);
    return latest;
}

std::uint64_t TraceBuilder::rowCount() const
{
    std::uint64_t rows = 0;
    for (const auto& lane : lanes_)
        rows += lane.step.size();
    return rows;
}

void TraceBuilder::moveInto(Execution& e)
{
    const auto rows = rowCount();
    e.traceIpuBegin.assign(1, 0);
    e.traceStep.clear();
    e.traceKind.clear();
    e.traceStartCycle.clear();
    e.traceCycles.clear();
    e.tracePhase.clear();
    e.traceMicroBatch.clear();
    e.traceStep.reserve(rows);
    e.traceKind.reserve(rows);
    e.traceStartCycle.reserve(rows);
    e.traceCycles.reserve(rows);
    e.tracePhase.reserve(rows);
    e.traceMicroBatch.reserve(rows);
    for (auto& lane : lanes_) {
        e.traceStep.insert(e.traceStep.end(), lane.step.begin(), lane.step.end());
        e.traceKind.insert(e.traceKind.end(), lane.kind.begin(), lane.kind.end());
        e.traceStartCycle.insert(e.traceStartCycle.end(), lane.start.begin(), lane.start.end());
        e.traceCycles.insert(e.traceCycles.end(), lane.cycles.begin(), lane.cycles.end());
        e.tracePhase.insert(e.tracePhase.end(), lane.phase.begin(), lane.phase.end());
        e.traceMicroBatch.insert(e.traceMicroBatch.end(), lane.microBatch.begin(), lane.microBatch.end());
        e.traceIpuBegin.push_back(e.traceStep.size());
        lane = Lane{};
    }
}

} // namespace tilescope
