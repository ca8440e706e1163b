// Recomputation and stashing: which forward activations the backward pass reads from a stash and
// which it recomputes (docs/SIMULATION.md §5), and the FIFOs a pipeline stashes them in.

#include "compiler/Lowering.h"
#include "ir/PipelineTimetable.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <queue>

namespace tilescope::detail {
namespace {

/// PopART's "decreasing intervals" [R, popart willow/src/intervals.cpp]: N ops cut into intervals of
/// K, K-1, ..., 1 ops, then single ops to the end, K = 0.75 (floor(sqrt(2N)) - 1). One checkpoint
/// is kept per interval, so checkpoints are sparse early (where activations are large) and dense
/// near the loss.
std::vector<std::pair<std::size_t, std::size_t>> decreasingIntervals(std::size_t n)
{
    std::vector<std::pair<std::size_t, std::size_t>> intervals;
    if (n == 0)
        return intervals;
    auto k = std::int64_t(std::sqrt(2.0 * double(n))) - 1;
    k = std::int64_t(float(k) * 0.75f);
    std::size_t begin = 0;
    for (auto size = k; size > 0 && begin + std::size_t(size) <= n; --size) {
        intervals.emplace_back(begin, begin + std::size_t(size));
        begin += std::size_t(size);
    }
    for (; begin < n; ++begin)
        intervals.emplace_back(begin, begin + 1);
    return intervals;
}

// The outputs live after a position of a stage's ops (op indices, ascending): those of the ops up to
// it that an op after it still reads. Both functions sweep the ops once: an output leaves for good
// when the sweep passes its last use. Asking each position anew was quadratic in the ops of a stage.

/// The bytes live after each position of `ops`; `outputBytes` are those of each op's output.
std::vector<std::uint64_t> liveBytesAfterEach(const std::vector<std::size_t>& ops,
                                              const std::vector<std::size_t>& lastUse,
                                              const std::vector<std::uint64_t>& outputBytes)
{
    using Live = std::pair<std::size_t, std::uint64_t>; // (last use, bytes), the soonest to go on top
    std::priority_queue<Live, std::vector<Live>, std::greater<>> live;
    std::uint64_t bytes = 0;
    std::vector<std::uint64_t> after(ops.size());
    for (std::size_t k = 0; k < ops.size(); ++k) {
        live.push({lastUse[ops[k]], outputBytes[k]});
        bytes += outputBytes[k];
        for (; !live.empty() && live.top().first <= ops[k]; live.pop())
            bytes -= live.top().second;
        after[k] = bytes;
    }
    return after;
}

/// Calls `keep(op)` for each op whose output is live after each of the `positions` (ascending).
void forEachLiveAfter(const std::vector<std::size_t>& ops, const std::vector<std::size_t>& lastUse,
                      const std::vector<std::size_t>& positions, const std::function<void(std::size_t)>& keep)
{
    std::vector<std::size_t> made; // positions swept so far, less some of those no longer live
    auto next = positions.begin();
    for (std::size_t k = 0; k < ops.size() && next != positions.end(); ++k) {
        made.push_back(k);
        if (*next != k)
            continue;
        ++next;
        std::erase_if(made, [&](std::size_t p) { return lastUse[ops[p]] <= ops[k]; });
        for (auto p : made)
            keep(ops[p]);
    }
}

} // namespace

bool Lowering::isCheckpoint(std::size_t i) const
{
    const auto& op = model_.ops[i];
    if (op.checkpoint)
        return true;
    const bool named = std::find(options_.recomputeCheckpoints.begin(), options_.recomputeCheckpoints.end(),
                                 op.block) != options_.recomputeCheckpoints.end();
    if (!named && !options_.recomputeCheckpointEveryLayer)
        return false;
    // A block's output: what an op of another block reads [R: poptorch.recomputationCheckpoint at a
    // layer's output; optimum's recompute_checkpoint_every_layer hooks each encoder layer's].
    const auto readers = uses_.readers(op.outputs.at(0));
    return std::any_of(readers.begin(), readers.end(), [&](std::int32_t j) {
        return std::size_t(j) > i && model_.ops[std::size_t(j)].block != op.block;
    });
}

void Lowering::chooseRecomputedOps()
{
    const auto n = model_.ops.size();
    recomputed_.assign(n, false);
    const bool checkpoints = options_.recomputeCheckpointEveryLayer || !options_.recomputeCheckpoints.empty();
    const auto mode =
        effectiveRecompute(options_.recompute, options_.training, placement_.stageCount(), options_.pipeline, checkpoints);
    if (options_.recompute == Recompute::Auto && mode != Recompute::None)
        out_.notes.push_back({"recompute", mode == Recompute::Pipeline
                                               ? "each stage recomputes its activations from what it stashed, its "
                                                 "inputs and its checkpoints (PopTorch's default for a pipeline; "
                                                 "--recompute none stashes them all)"
                                               : "everything between the recomputation checkpoints is recomputed "
                                                 "before its backward pass"});
    if (mode == Recompute::None)
        return;
    // Where each op's output is last read in the forward pass.
    std::vector<std::size_t> lastForwardUse(n, 0);
    for (std::size_t i = 0; i < n; ++i) {
        const auto lastReader = uses_.lastReader(model_.ops[i].outputs.at(0));
        lastForwardUse[i] = lastReader == kNone ? i : std::max(i, std::size_t(lastReader));
    }
    // Checkpoints: what the model or the options mark, and everything that cannot be recomputed
    // (host inputs, the loss). Stage starts need nothing more: what a stage receives from another
    // is a copy, stashed (PopART's pipeline recomputation stashes exactly those and the checkpoints).
    auto candidate = [&](std::size_t i) {
        const auto& op = model_.ops[i];
        return op.type != OpType::Input && !isLossOp(op.type) && !isCheckpoint(i) && lastForwardUse[i] > i;
    };
    for (std::size_t i = 0; i < n; ++i)
        recomputed_[i] = candidate(i);
    if (mode == Recompute::Pipeline)
        keepFinalStageAfterItsLastCheckpoint();
    if (mode == Recompute::All || mode == Recompute::Pipeline)
        return;
    // Standard: within each stage, keep as checkpoints the activations live where fewest bytes are,
    // one such point per decreasing interval (PopART's annotateStandard).
    for (std::uint32_t stage = 0; stage < placement_.stageCount(); ++stage) {
        std::vector<std::size_t> ops;
        for (std::size_t i = 0; i < n; ++i)
            if (placement_.opStage[i] == std::int32_t(stage) && candidate(i))
                ops.push_back(i);
        std::vector<std::uint64_t> outputBytes;
        for (auto i : ops)
            outputBytes.push_back(tensorBytes(model_.ops[i].outputs.at(0)));
        const auto liveBytes = liveBytesAfterEach(ops, lastForwardUse, outputBytes);
        std::vector<std::size_t> kept; // one position per interval, ascending
        for (const auto& [begin, end] : decreasingIntervals(ops.size())) {
            std::size_t best = begin;
            for (auto p = begin + 1; p < end; ++p)
                if (liveBytes[p] < liveBytes[best])
                    best = p;
            kept.push_back(best);
        }
        forEachLiveAfter(ops, lastForwardUse, kept, [&](std::size_t i) { recomputed_[i] = false; });
    }
}

void Lowering::keepFinalStageAfterItsLastCheckpoint()
{
    // [R: popart pipeline.cpp setFinalFwdStageRecomputation] The stage that computes the loss runs
    // its backward right after its forward, in the same pipeline cycle: recomputing what lies
    // between its last checkpoint and the loss would run those ops twice in a row for nothing.
    const auto n = model_.ops.size();
    std::int32_t lastStage = 0;
    std::int32_t lossStage = -1; // a model without a loss is trained from its outputs, in its last stage
    for (std::size_t i = 0; i < n; ++i) {
        lastStage = std::max(lastStage, placement_.opStage[i]);
        if (isLossOp(model_.ops[i].type) && lossStage < 0)
            lossStage = placement_.opStage[i];
    }
    const auto finalStage = lossStage >= 0 ? lossStage : lastStage;
    for (std::size_t i = n; i-- > 0;) {
        if (placement_.opStage[i] != finalStage)
            continue;
        if (isCheckpoint(i))
            break;
        recomputed_[i] = false;
    }
}

void Lowering::recomputeRunEndingAt(std::size_t last)
{
    auto first = last;
    while (first > 0 && recomputed_[first - 1] && placement_.opStage[first - 1] == placement_.opStage[last])
        --first;
    recomputing_ = true;
    for (auto i = first; i <= last; ++i)
        lowerOp(i);
    recomputing_ = false;
}

void Lowering::recomputeRunOnce(std::size_t last)
{
    if (recomputedRunDone_[last])
        return;
    recomputedRunDone_[last] = true;
    recomputeRunEndingAt(last);
}

void Lowering::recomputeWhatItsBackwardReads(std::size_t i)
{
    for (const auto tensor : backwardReadsOf(i)) {
        const auto made = uses_.producer(tensor);
        if (made == kNone || !recomputed_[std::size_t(made)] ||
            placement_.opStage[std::size_t(made)] != placement_.opStage[i])
            continue;
        recomputeRunOnce(recomputedRunEnd_[std::size_t(made)]);
    }
}

void Lowering::addStashFifos()
{
    const auto stages = placement_.stageCount();
    const auto schedule = effectivePipeline(options_.pipeline, stages);
    if (!options_.training || (schedule != PipelineSchedule::Grouped && schedule != PipelineSchedule::Interleaved))
        return;
    const PipelineTimetable timetable(
        schedule == PipelineSchedule::Grouped ? PipelineKind::Grouped : PipelineKind::Interleaved, stages,
        options_.gradientAccumulation, true);
    const auto variables = out_.variables.size();
    std::uint32_t fifos = 0;
    for (std::size_t i = 0; i < variables; ++i) {
        const auto v = out_.variables[i]; // a copy: FIFOs are added below
        if (v.alwaysLive() || v.spread.tiles == 0 ||
            (v.segment != StepSegment::Forward && v.segment != StepSegment::HostIn))
            continue;
        // Stashed: made in the forward of a stage and read by that stage's backward, a pipeline's
        // worth of micro-batches later.
        const auto& lastUse = out_.steps[std::size_t(v.lastStep)];
        const auto ipu = v.spread.firstTile / target_.tilesPerIpu;
        if (lastUse.segment != StepSegment::Backward || lastUse.ipu != ipu)
            continue;
        const auto depth = timetable.stashDepth(std::uint32_t(lastUse.stage));
        if (depth <= 1)
            continue; // its forward meets its backward in one pipeline cycle: no FIFO
        LoweredVariable fifo = v;
        fifo.spread.bytesPerTile *= depth;
        fifo.spread.lastTileBytes *= depth;
        addVariable(fifo, "/fifo." + std::to_string(fifos++) + "/buffer/0");
    }
}

} // namespace tilescope::detail
