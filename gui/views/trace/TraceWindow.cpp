#include "views/trace/TraceWindow.h"

#include <limits>

namespace tilescope::gui {
namespace {

constexpr double kMarkPixels = 2.0; // marks of a selected operation merge closer than this

// Where a fold of rows starting at `cycle` must stop: the end of the stage interval running then,
// or the start of the next one, so that a folded box never mixes phases or micro-batches.
double phaseBoundary(const TraceIndex& index, std::uint32_t ipu, std::uint64_t cycle)
{
    const std::int64_t stage = index.stageRowAtOrAfter(ipu, cycle);
    if (stage == kNone)
        return std::numeric_limits<double>::infinity();
    const Execution& e = *index.execution();
    const auto row = std::size_t(stage);
    return double(e.stageStartCycle[row] > cycle ? e.stageStartCycle[row] : e.stageEndCycle[row]);
}

} // namespace

TraceWindow TraceWindow::compute(const TraceIndex& index, const TraceOperationRuns* runs,
                                 const std::vector<std::vector<std::uint64_t>>* marked, double from, double to,
                                 double cyclesPerPixel, bool withKinds)
{
    TraceWindow window;
    window.from_ = from;
    window.to_ = to;
    const Execution* e = index.execution();
    if (!e)
        return window;
    window.ipus_.resize(index.ipuCount());
    const double fold = kFoldPixels * cyclesPerPixel;
    const auto rowStart = [e](std::uint64_t row) { return e->traceStartCycle[row]; };
    const auto rowEnd = [e](std::uint64_t row) { return e->traceStartCycle[row] + e->traceCycles[row]; };
    for (std::uint32_t ipu = 0; ipu < index.ipuCount(); ++ipu) {
        TraceLaneWindow& lane = window.ipus_[ipu];
        const auto [begin, end] = e->traceRowsOf(ipu);
        foldIntervals(
            lane.steps, begin, end, rowStart, rowEnd, from, to, fold,
            [&](std::uint64_t row) { return phaseBoundary(index, ipu, e->traceStartCycle[row]); },
            [&](std::uint64_t row, double limit) { return index.shortRunEnd(ipu, row, fold, limit); });
        lane.stepKinds.reserve(withKinds ? lane.steps.size() : 0);
        for (const TraceBox& box : lane.steps) {
            if (!withKinds)
                break;
            KindCycles kinds{};
            if (box.folded())
                kinds = index.cyclesIn(ipu, box.first, box.last);
            else
                kinds[std::size_t(e->traceKind[box.first])] = e->traceCycles[box.first];
            lane.stepKinds.push_back(kinds);
        }

        const auto& stages = index.stageRows(ipu);
        foldIntervals(
            lane.stages, 0, stages.size(), [&](std::uint64_t i) { return e->stageStartCycle[stages[i]]; },
            [&](std::uint64_t i) { return e->stageEndCycle[stages[i]]; }, from, to, fold);

        if (runs) {
            const auto& ops = runs->runsOf(ipu);
            foldIntervals(
                lane.operations, 0, ops.size(), [&](std::uint64_t i) { return rowStart(ops[i].firstRow); },
                [&](std::uint64_t i) { return rowEnd(ops[i].endRow - 1); }, from, to, fold);
        }
        if (marked && ipu < marked->size()) {
            const auto& rows = (*marked)[ipu];
            foldIntervals(
                lane.marks, 0, rows.size(), [&](std::uint64_t i) { return rowStart(rows[i]); },
                [&](std::uint64_t i) { return rowEnd(rows[i]); }, from, to, kMarkPixels * cyclesPerPixel);
        }
    }
    return window;
}

std::size_t TraceWindow::boxCount() const
{
    std::size_t count = 0;
    for (const TraceLaneWindow& lane : ipus_)
        count += lane.stages.size() + lane.operations.size() + lane.steps.size() + lane.marks.size();
    return count;
}

std::size_t TraceWindow::foldedStepBoxes() const
{
    std::size_t count = 0;
    for (const TraceLaneWindow& lane : ipus_)
        for (const TraceBox& box : lane.steps)
            count += box.folded();
    return count;
}

} // namespace tilescope::gui
