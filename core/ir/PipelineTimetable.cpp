#include "ir/PipelineTimetable.h"

#include "common/Error.h"

#include <algorithm>

namespace tilescope {

PipelineTimetable::PipelineTimetable(PipelineKind kind, std::uint32_t stages, std::uint32_t microBatches,
                                     bool training)
    : kind_(kind), stages_(stages), microBatches_(microBatches), training_(training)
{
    if (stages == 0 || microBatches == 0)
        throw Error(ErrorCode::Internal, "a pipeline needs at least one stage and one micro-batch");
    if (!training)
        cycles_ = microBatches + stages - 1;
    else if (kind == PipelineKind::Grouped)
        cycles_ = microBatches + 2 * (stages - 1);
    else
        cycles_ = 2 * microBatches + 2 * stages - 2;
}

std::int32_t PipelineTimetable::microBatchAt(std::int64_t offset) const
{
    return offset >= 0 && offset < std::int64_t(microBatches_) ? std::int32_t(offset) : -1;
}

std::int32_t PipelineTimetable::forwardMicroBatch(std::uint32_t cycle, std::uint32_t stage) const
{
    const auto since = std::int64_t(cycle) - std::int64_t(stage);
    if (!training_ || kind_ == PipelineKind::Grouped)
        return microBatchAt(since);
    return since % 2 == 0 ? microBatchAt(since / 2) : -1;
}

std::int32_t PipelineTimetable::backwardMicroBatch(std::uint32_t cycle, std::uint32_t stage) const
{
    if (!training_)
        return -1;
    const auto k = std::int64_t(stages_);
    if (kind_ == PipelineKind::Grouped)
        return microBatchAt(std::int64_t(cycle) - 2 * (k - 1) + std::int64_t(stage));
    const auto since = std::int64_t(cycle) - (2 * k - 1) + std::int64_t(stage);
    return since >= 0 && since % 2 == 0 ? microBatchAt(since / 2) : -1;
}

std::uint32_t PipelineTimetable::stashDepth(std::uint32_t stage) const
{
    if (!training_)
        return 1;
    // Walk the cycles: a micro-batch is held from its forward until its backward has read it.
    std::int64_t forwards = 0;
    std::int64_t backwards = 0;
    std::int64_t deepest = 1;
    for (std::uint32_t cycle = 0; cycle < cycles_; ++cycle) {
        if (forwardMicroBatch(cycle, stage) >= 0)
            ++forwards;
        // Within a cycle the forward runs first, so its activations are held while the backward runs.
        deepest = std::max(deepest, forwards - backwards);
        if (backwardMicroBatch(cycle, stage) >= 0)
            ++backwards;
    }
    return std::uint32_t(deepest);
}

} // namespace tilescope
