#include "compiler/StagePlacement.h"

#include "common/Error.h"
#include "compiler/LayerPlacement.h"
#include "options/WeightUpdateTensors.h"

#include <algorithm>
#include <limits>
#include <sstream>

namespace tilescope {
namespace {

[[noreturn]] void invalidOption(const std::string& option, const std::string& message)
{
    throw Error(ErrorCode::InvalidOption, message, {}, option);
}

bool hasPlacements(const Model& model)
{
    return std::any_of(model.ops.begin(), model.ops.end(),
                       [](const OpView& op) { return op.ipu.has_value() || op.pipelineStage.has_value(); });
}

/// Host inputs run where their first consumer runs (the labels go with the loss).
void placeInputsWithTheirConsumers(const Model& model, std::vector<std::int32_t>& opStage)
{
    for (std::size_t i = 0; i < model.ops.size(); ++i) {
        if (model.ops[i].type != OpType::Input || model.ops[i].ipu || model.ops[i].pipelineStage)
            continue;
        const auto out = model.ops[i].outputs.at(0);
        for (std::size_t j = i + 1; j < model.ops.size(); ++j)
            if (std::find(model.ops[j].inputs.begin(), model.ops[j].inputs.end(), out) != model.ops[j].inputs.end()) {
                opStage[i] = opStage[j];
                break;
            }
    }
}

/// Stages as the model gives them: a stage (or, without one, the IPU) per op; an op with neither
/// follows the op before it.
StagePlacement givenPlacement(const Model& model, const Target& target)
{
    StagePlacement p;
    p.opStage.assign(model.ops.size(), 0);
    std::vector<std::int64_t> ipuOfStage;
    std::int32_t previous = 0;
    for (std::size_t i = 0; i < model.ops.size(); ++i) {
        const auto& op = model.ops[i];
        const std::int32_t stage = op.pipelineStage ? *op.pipelineStage : op.ipu ? *op.ipu : previous;
        const std::int64_t ipu = op.ipu ? *op.ipu : stage;
        if (ipu >= std::int64_t(target.ipus))
            throw Error(ErrorCode::InvalidModel,
                        "op '" + op.name + "' is placed on IPU " + std::to_string(ipu) + " but only " +
                            std::to_string(target.ipus) + (target.ipus == 1 ? " IPU is" : " IPUs are") +
                            " available: give --ipus " + std::to_string(ipu + 1) + " or more",
                        {}, "/ops/" + std::to_string(i) + (op.ipu ? "/ipu" : "/pipelineStage"));
        if (std::size_t(stage) >= ipuOfStage.size())
            ipuOfStage.resize(std::size_t(stage) + 1, -1);
        auto& stageIpu = ipuOfStage[std::size_t(stage)];
        if (stageIpu != -1 && stageIpu != ipu)
            throw Error(ErrorCode::InvalidModel, "op '" + op.name + "' puts pipeline stage " + std::to_string(stage) +
                                                     " on IPU " + std::to_string(ipu) + " but an earlier op put it on IPU " +
                                                     std::to_string(stageIpu));
        stageIpu = ipu;
        p.opStage[i] = stage;
        previous = stage;
    }
    for (std::size_t s = 0; s < ipuOfStage.size(); ++s)
        p.stageIpu.push_back(std::uint32_t(ipuOfStage[s] < 0 ? std::int64_t(s) % target.ipus : ipuOfStage[s]));
    if (p.stageIpu.empty())
        p.stageIpu.push_back(0);
    placeInputsWithTheirConsumers(model, p.opStage);
    p.stageFirstBlock.assign(p.stageIpu.size(), std::string());
    for (std::size_t i = model.ops.size(); i-- > 0;)
        p.stageFirstBlock[std::size_t(p.opStage[i])] = model.ops[i].block;
    if (p.stageCount() > 1)
        p.explanation = "placed by the model: " + std::to_string(p.stageCount()) + " pipeline stages";
    return p;
}

/// Runs of consecutive ops of one block: where a stage may begin.
std::vector<std::size_t> unitStarts(const Model& model)
{
    std::vector<std::size_t> starts;
    for (std::size_t i = 0; i < model.ops.size(); ++i)
        if (i == 0 || model.ops[i].block != model.ops[i - 1].block || model.ops[i].block.empty())
            starts.push_back(i);
    return starts;
}

struct StageCost {
    std::uint64_t bytes = 0;
    std::uint64_t macs = 0;
    bool operator<(const StageCost& other) const
    {
        return bytes != other.bytes ? bytes < other.bytes : macs < other.macs;
    }
};

/// Splits the units into `stages` contiguous groups minimising the largest stage's (bytes, MACs),
/// compared bytes first: the linear-partition dynamic programme. Returns the first unit of each stage.
std::vector<std::size_t> balancedSplit(const std::vector<StageCost>& unitCost, std::size_t stages)
{
    const auto units = unitCost.size();
    std::vector<StageCost> prefix(units + 1);
    for (std::size_t u = 0; u < units; ++u)
        prefix[u + 1] = {prefix[u].bytes + unitCost[u].bytes, prefix[u].macs + unitCost[u].macs};
    auto cost = [&](std::size_t from, std::size_t to) {
        return StageCost{prefix[to].bytes - prefix[from].bytes, prefix[to].macs - prefix[from].macs};
    };
    const StageCost worst{std::numeric_limits<std::uint64_t>::max(), std::numeric_limits<std::uint64_t>::max()};
    // best[k][u]: the least largest stage when units [0, u) form k stages; cut[k][u]: where the last begins.
    std::vector<std::vector<StageCost>> best(stages + 1, std::vector<StageCost>(units + 1, worst));
    std::vector<std::vector<std::size_t>> cut(stages + 1, std::vector<std::size_t>(units + 1, 0));
    best[0][0] = {};
    // The last stage of best[k][u] begins at the first `from` in [k - 1, u) that minimises
    // max(best[k - 1][from], cost(from, u)). The first term never decreases as `from` grows (fewer
    // units cannot need a larger stage) and the second never increases, so their maximum falls
    // until the first `from` where the first term catches up (`meet`) and rises from there: two
    // binary searches find the minimum where trying every `from` was quadratic in the units.
    for (std::size_t k = 1; k <= stages; ++k)
        for (std::size_t u = k; u <= units; ++u) {
            const auto& before = best[k - 1];
            const auto firstFrom = [&](auto&& holds) { // the first `from` in [k - 1, u) from which `holds`
                std::size_t low = k - 1, high = u;
                while (low < high) {
                    const auto middle = low + (high - low) / 2;
                    if (holds(middle))
                        high = middle;
                    else
                        low = middle + 1;
                }
                return low;
            };
            const auto meet = firstFrom([&](std::size_t from) { return !(before[from] < cost(from, u)); });
            // Falling part [k - 1, meet): the stage's own cost; rising part [meet, u): what came before.
            const bool falls = meet > k - 1, rises = meet < u;
            const auto least = !rises ? cost(meet - 1, u)
                               : !falls ? before[meet]
                                        : std::min(cost(meet - 1, u), before[meet]);
            if (least.bytes == worst.bytes)
                continue; // fewer units than stages
            best[k][u] = least;
            cut[k][u] = falls && !(least < cost(meet - 1, u))
                            ? firstFrom([&](std::size_t from) { return !(least < cost(from, u)); })
                            : meet;
        }
    std::vector<std::size_t> firstUnits(stages);
    std::size_t end = units;
    for (std::size_t k = stages; k >= 1; --k) {
        firstUnits[k - 1] = cut[k][end];
        end = cut[k][end];
    }
    return firstUnits;
}

std::string formatMegabytes(std::uint64_t bytes)
{
    std::ostringstream out;
    out.setf(std::ios::fixed);
    out.precision(1);
    out << double(bytes) / 1e6 << " MB";
    return out.str();
}

} // namespace

std::uint64_t estimatedStageBytes(const Model& model, std::size_t op, const CompileOptions& options,
                                  std::vector<bool>& parameterSeen)
{
    const auto weightBytes = options.precision.halfWeights ? 2u : 4u;
    const auto activationBytes = options.precision.halfActivations ? 2u : 4u;
    // A weight, its gradient and the optimiser's state live beside it in training.
    const auto copiesPerWeight = options.training ? 2 + optimiserStateTensors(options) : 1;
    std::uint64_t bytes = 0;
    for (auto id : model.ops[op].inputs) {
        const auto& t = model.tensors[std::size_t(id)];
        if (!t.parameter || parameterSeen[std::size_t(id)])
            continue;
        parameterSeen[std::size_t(id)] = true;
        bytes += std::uint64_t(elementCount(t.shape)) * weightBytes * copiesPerWeight;
    }
    for (auto id : model.ops[op].outputs)
        bytes += std::uint64_t(elementCount(model.tensors[std::size_t(id)].shape)) * activationBytes *
                 options.batchSize;
    return bytes;
}

void checkExecutionOptions(const Model& model, const StagePlacement& placement, const CompileOptions& options)
{
    for (const auto& block : options.recomputeCheckpoints)
        if (std::none_of(model.ops.begin(), model.ops.end(), [&](const OpView& op) { return op.block == block; }))
            invalidOption("recompute-checkpoint", "model '" + model.name + "' has no block '" + block + "'");
    const auto stages = placement.stageCount();
    if (stages <= 1) {
        if (options.pipeline != PipelineSchedule::Auto)
            invalidOption("pipeline", "model '" + model.name +
                                          "' runs as one stage on one IPU: there is nothing to pipeline (give --ipus "
                                          "N to split it, or place its ops on stages)");
        return;
    }
    const auto schedule = effectivePipeline(options.pipeline, stages);
    if (schedule == PipelineSchedule::Sharded)
        return;
    // A pipeline sends every micro-batch through the stages in order.
    std::int32_t previous = 0;
    for (std::size_t i = 0; i < model.ops.size(); ++i) {
        if (model.ops[i].type == OpType::Input)
            continue;
        if (placement.opStage[i] < previous)
            invalidOption("pipeline", "op '" + model.ops[i].name + "' runs on stage " +
                                          std::to_string(placement.opStage[i]) + " after an op of stage " +
                                          std::to_string(previous) +
                                          ": a pipeline needs the stages in the ops' order (use --pipeline sharded)");
        previous = placement.opStage[i];
    }
    const auto minimum = minimumPipelineAccumulation(stages);
    if (options.training && options.gradientAccumulation < minimum)
        invalidOption("gradient-accumulation",
                      "a " + pipelineScheduleName(schedule) + " pipeline of " + std::to_string(stages) +
                          " stages needs a gradient accumulation of at least 2 x " + std::to_string(stages) +
                          " - 1 = " + std::to_string(minimum) + " (got " +
                          std::to_string(options.gradientAccumulation) + "), or --pipeline sharded");
}

std::uint32_t minimumPipelineAccumulation(std::uint32_t stages) { return 2 * stages - 1; }

StagePlacement placeStages(const Model& model, const CompileOptions& options, const Target& target)
{
    if (hasPlacements(model)) {
        if (!options.pipelineSplit.empty())
            invalidOption("pipeline-split", "model '" + model.name +
                                                "' places its ops on stages already; --pipeline-split splits a "
                                                "model without placements");
        return givenPlacement(model, target);
    }
    StagePlacement p;
    p.opStage.assign(model.ops.size(), 0);
    if (target.ipus == 1 || model.ops.empty()) {
        p.stageIpu = {0};
        p.stageFirstBlock = {model.ops.empty() ? std::string() : model.ops.front().block.str()};
        return p;
    }
    const auto starts = unitStarts(model);
    std::vector<std::size_t> stageStartOp; // first op of each stage
    std::vector<std::uint32_t> stageIpu; // with --pipeline-split: the IPU of each stage
    // --layers-per-ipu names the split points through the model's layers (LayerPlacement.h).
    const std::vector<std::string> pipelineSplit =
        options.pipelineSplit.empty() && !options.layersPerIpu.empty()
            ? layerSplitPoints(model, options.layersPerIpu, target.ipus)
            : options.pipelineSplit;
    if (!pipelineSplit.empty()) {
        stageStartOp.push_back(0);
        stageIpu.push_back(0);
        std::string blocks;
        for (const auto& entry : pipelineSplit) {
            const auto split = parseSplitPoint(entry);
            const auto& block = split.block;
            const auto found = std::find_if(model.ops.begin(), model.ops.end(),
                                            [&](const OpView& op) { return op.block == block; });
            if (found == model.ops.end()) {
                std::string known;
                for (auto u : starts)
                    if (!model.ops[u].block.empty() && known.find("'" + model.ops[u].block + "'") == std::string::npos)
                        known += (known.empty() ? "" : ", ") + ("'" + model.ops[u].block + "'");
                invalidOption("pipeline-split", "model '" + model.name + "' has no block '" + block +
                                                    "' (its blocks are " + (known.empty() ? "none" : known) + ")");
            }
            const auto op = std::size_t(found - model.ops.begin());
            if (op <= stageStartOp.back())
                invalidOption("pipeline-split", "block '" + block +
                                                    "' does not come after the previous split point: name the "
                                                    "blocks in the model's order");
            // Without an IPU, stage k goes on IPU k (PopTorch's SameAsIpu); BeginBlock(ipu_id=...)
            // may send a later stage back to an earlier IPU, as Graphcore's BERT does with its heads.
            const auto ipu = split.ipu ? *split.ipu : std::uint32_t(stageStartOp.size());
            if (ipu >= target.ipus)
                invalidOption("pipeline-split",
                              "block '" + block + "' would start a stage on IPU " + std::to_string(ipu) + " but only " +
                                  std::to_string(target.ipus) + " IPU(s) are given (--ipus); name its IPU as " +
                                  block + "@N");
            blocks += (blocks.empty() ? "" : ", ") + entry;
            // [R: popart pipeline.cpp mergeConsecutivePipelineStages] consecutive stages on one IPU
            // are one stage.
            if (ipu == stageIpu.back())
                continue;
            stageStartOp.push_back(op);
            stageIpu.push_back(ipu);
        }
        p.explanation = "split into " + std::to_string(stageStartOp.size()) + " stages by --pipeline-split at " +
                        blocks;
    } else {
        std::vector<StageCost> unitCost(starts.size());
        std::vector<bool> parameterSeen(model.tensors.size(), false);
        for (std::size_t u = 0; u < starts.size(); ++u) {
            const auto end = u + 1 < starts.size() ? starts[u + 1] : model.ops.size();
            for (auto op = starts[u]; op < end; ++op) {
                unitCost[u].bytes += estimatedStageBytes(model, op, options, parameterSeen);
                unitCost[u].macs += opMacsPerSample(model, model.ops[op]);
            }
        }
        // An IPU with no stage would hold code and always-live memory and compute nothing: asked
        // for without a split to say so, it is a mistake (more copies are --replicas).
        if (starts.size() < target.ipus)
            invalidOption("ipus", "model '" + model.name + "' splits at most into " + std::to_string(starts.size()) +
                                      " pipeline stages (one per " +
                                      (starts.size() < model.ops.size() ? "block" : "op") + "), so " +
                                      std::to_string(target.ipus - starts.size()) + " of " +
                                      std::to_string(target.ipus) + " IPUs would hold nothing: give --ipus " +
                                      std::to_string(starts.size()) +
                                      " or fewer, --replicas for more copies, or place the stages with "
                                      "--pipeline-split");
        const auto stages = std::min<std::size_t>(target.ipus, starts.size());
        for (auto unit : balancedSplit(unitCost, stages))
            stageStartOp.push_back(starts[unit]);
        std::ostringstream why;
        why << "split automatically into " << stages << " stages, balanced on estimated memory (weights"
            << (options.training ? ", gradients, optimiser state" : "") << " and activations";
        why << ", cycles breaking ties) at " << (starts.size() < model.ops.size() ? "block" : "op")
            << " boundaries:";
        std::vector<bool> seen(model.tensors.size(), false); // a weight counts where it is first used
        for (std::size_t s = 0; s < stageStartOp.size(); ++s) {
            const auto from = stageStartOp[s];
            const auto to = s + 1 < stageStartOp.size() ? stageStartOp[s + 1] : model.ops.size();
            std::uint64_t bytes = 0;
            for (auto op = from; op < to; ++op)
                bytes += estimatedStageBytes(model, op, options, seen);
            why << (s == 0 ? " " : "; ") << "stage " << s << " from '"
                << (model.ops[from].block.empty() ? model.ops[from].name : model.ops[from].block) << "' ("
                << formatMegabytes(bytes) << ")";
        }
        p.explanation = why.str();
    }
    p.automatic = true;
    for (std::size_t s = 0; s < stageStartOp.size(); ++s) {
        const auto to = s + 1 < stageStartOp.size() ? stageStartOp[s + 1] : model.ops.size();
        for (auto op = stageStartOp[s]; op < to; ++op)
            p.opStage[op] = std::int32_t(s);
        p.stageIpu.push_back(stageIpu.empty() ? std::uint32_t(s) : stageIpu[s]);
        p.stageFirstBlock.push_back(model.ops[stageStartOp[s]].block);
    }
    placeInputsWithTheirConsumers(model, p.opStage);
    return p;
}

} // namespace tilescope
