// Outlining [R, seed 001 §5.5]: runs of ops that the model repeats (a transformer layer, a residual
// block: the ops of one block on one stage) become one Poplar function, stored once; each run calls
// it. The function's tensors are mapped statically, so a call copies its inputs into them and its
// outputs out of them: cycles and not-always-live bytes at every call site, against the code,
// vertex state and exchange code that the calls no longer store. --no-outlining inlines every run.

#include "compiler/CodeSizes.h"
#include "compiler/Lowering.h"

#include <algorithm>
#include <map>

namespace tilescope::detail {

using namespace code_sizes;

namespace {

bool isPlanned(OpType type)
{
    return type == OpType::Conv2d || type == OpType::MatMul || type == OpType::Linear;
}

} // namespace

void Lowering::findOutlineUnits()
{
    const auto n = model_.ops.size();
    units_.clear();
    unitOf_.assign(n, 0);
    for (std::size_t i = 0; i < n; ++i) {
        const auto& op = model_.ops[i];
        const bool continues = i > 0 && !op.block.empty() && op.block == model_.ops[i - 1].block &&
                               placement_.opStage[i] == placement_.opStage[i - 1];
        if (!continues)
            units_.push_back({i, i, {}, false});
        units_.back().last = i;
        unitOf_[i] = units_.size() - 1;
    }
    // A unit's signature: each op's shape, and where each of its inputs comes from (an op of the unit,
    // by position, or outside it). Host inputs and losses are never outlined.
    std::map<std::string, std::size_t> count;
    std::vector<bool> outlinable(units_.size(), false);
    for (std::size_t u = 0; u < units_.size(); ++u) {
        auto& unit = units_[u];
        bool eligible = options_.outlining;
        for (auto i = unit.first; i <= unit.last; ++i) {
            const auto& op = model_.ops[i];
            eligible = eligible && op.type != OpType::Input && !isLossOp(op.type);
            const auto amp = isPlanned(op.type) ? options_.ampFor(op.availableMemoryProportion, ipuOf(op)) : 0.0;
            unit.signature += opShapeSignature(op, amp) + "|from";
            for (auto id : op.inputs) {
                const auto p = uses_.producer(id);
                unit.signature += p >= std::int32_t(unit.first) && p <= std::int32_t(unit.last)
                                      ? "," + std::to_string(std::size_t(p) - unit.first)
                                      : std::string(",x");
            }
            unit.signature += ';';
        }
        outlinable[u] = eligible;
        if (eligible)
            ++count[unit.signature];
    }
    for (std::size_t u = 0; u < units_.size(); ++u)
        units_[u].repeated = outlinable[u] && count[units_[u].signature] > 1;
}

void Lowering::copyAtCall(const std::string& name, const std::vector<std::int32_t>& variables, std::uint32_t ipu,
                          std::vector<std::int32_t>& copies)
{
    // The function's tensors are mapped like the call's (the function is keyed on that mapping), so a
    // copy is tile-local: copy vertices over the tiles of the largest operand, bytes at the tile's
    // store rate; the copies' vertices are the call's own. Poplar's liveness lets a call's tensor and
    // the function's share their memory but at the copy itself (PopART aliases subgraph inputs and
    // outputs where lifetimes allow), so each copy holds its bytes for the copy's step.
    std::uint64_t bytesPerTile = 0;
    TileSpread widest;
    for (auto v : variables) {
        const auto spread = out_.variables[std::size_t(v)].spread;
        bytesPerTile += spread.bytesPerTile;
        if (spread.tiles > widest.tiles)
            widest = spread;
    }
    copies.clear();
    if (widest.tiles == 0)
        return;
    for (std::size_t k = 0; k < variables.size(); ++k) {
        // The fields, not the variable (its name would be copied too): variables grow below.
        const auto& source = out_.variables[std::size_t(variables[k])];
        const auto spread = source.spread;
        const auto placement = source.placement;
        const auto elementType = source.elementType;
        copies.push_back(addNotAlwaysLive(name + std::to_string(k), spread, placement, elementType));
        out_.variables[std::size_t(variables[k])].lastStep =
            std::max(out_.variables[std::size_t(variables[k])].lastStep, builder_->nextStep());
    }
    const bool atCallSite = builder_->atCallSite();
    builder_->setAtCallSite(true);
    compute(name, ipu, "popops::Copy", kCopyVertexCodeBytes, kVertexStateBytes, widest.firstTile, widest.tiles,
            target_.workerContexts, 40 + bytesPerTile / target_.sramStoreBytesPerCycle);
    builder_->setAtCallSite(atCallSite);
}

void Lowering::openCallSite(std::string signature, const std::vector<std::int32_t>& mapped, const CallContext& context,
                            const std::string& functionName)
{
    for (auto variable : mapped) {
        const auto& spread = out_.variables[std::size_t(variable)].spread;
        signature += '@' + std::to_string(spread.firstTile) + '+' + std::to_string(spread.tiles) + 'x' +
                     std::to_string(spread.bytesPerTile);
    }
    builder_->setContext(context.stage, context.phase, context.segment);
    builder_->beginRegion(signature, functionName);
    regionKey_ = builder_->functionName();
    builder_->setAtCallSite(true);
}

void Lowering::enterCalledFunction(const std::string& copySuffix, const std::vector<std::int32_t>& flowingIn,
                                   std::uint32_t ipu)
{
    std::vector<std::int32_t> copies;
    copyAtCall(regionKey_ + copySuffix, flowingIn, ipu, copies);
    builder_->setAtCallSite(false);
    builder_->enterFunction();
}

void Lowering::beginForwardCall(std::size_t u)
{
    const auto& unit = units_[u];
    if (!unit.repeated || recomputing_)
        return;
    const auto& first = model_.ops[unit.first];
    const auto ipu = ipuOf(first);
    // The unit's activation inputs, made outside it (in order of first use).
    std::vector<std::int32_t> inputs;
    for (auto i = unit.first; i <= unit.last; ++i)
        for (auto id : model_.ops[i].inputs) {
            const auto& t = model_.tensors[std::size_t(id)];
            const auto producer = uses_.producer(id);
            const bool inside = producer >= std::int32_t(unit.first) && producer < std::int32_t(i);
            if (!t.parameter && !t.constant && !inside && std::find(inputs.begin(), inputs.end(), id) == inputs.end() &&
                tensorVariable_[std::size_t(id)] != kNone)
                inputs.push_back(id);
        }
    // The function is written for its inputs' mapping: calls whose inputs lie alike share it.
    std::vector<std::int32_t> mapped;
    for (auto id : inputs)
        mapped.push_back(variableOn(id, ipu));
    openCallSite(unit.signature + "|forward", mapped, {stageOf(first), StagePhase::Forward, StepSegment::Forward},
                 first.block.empty() ? first.name : first.block);
    std::vector<std::int32_t> used; // read at the call site: a tensor of another IPU comes over here
    for (auto id : inputs)
        used.push_back(useTensor(id, ipu));
    enterCalledFunction("/input", used, ipu);
}

void Lowering::endForwardCall(std::size_t u)
{
    if (!builder_->inRegion() || recomputing_)
        return;
    const auto& unit = units_[u];
    const auto ipu = ipuOf(model_.ops[unit.first]);
    // The unit's outputs read after it (or by no op: the model's outputs) are copied out of the function.
    std::vector<std::int32_t> outputs;
    for (auto i = unit.first; i <= unit.last; ++i)
        for (auto id : model_.ops[i].outputs) {
            const auto lastReader = uses_.lastReader(id);
            const bool readAfterOrNever = lastReader == kNone || std::size_t(lastReader) > unit.last;
            if (readAfterOrNever && tensorVariable_[std::size_t(id)] != kNone &&
                tensorIpu_[std::size_t(id)] == std::int32_t(ipu))
                outputs.push_back(id);
        }
    std::vector<std::int32_t> variables;
    for (auto id : outputs)
        variables.push_back(tensorVariable_[std::size_t(id)]);
    std::vector<std::int32_t> copies;
    builder_->setContext(stageOf(model_.ops[unit.last]), StagePhase::Forward, StepSegment::Forward);
    copyAtCall(regionKey_ + "/output", variables, ipu, copies);
    regionKey_.clear();
    builder_->endRegion();
}

bool Lowering::recomputationStaysInside(const OutlineUnit& unit) const
{
    const auto runContinues = [&](std::size_t i) {
        return i + 1 < model_.ops.size() && recomputed_[i] && recomputed_[i + 1] &&
               placement_.opStage[i + 1] == placement_.opStage[i];
    };
    return !(unit.first > 0 && runContinues(unit.first - 1)) && !runContinues(unit.last);
}

void Lowering::beginBackwardCall(std::size_t u)
{
    const auto& unit = units_[u];
    // A recomputation runs inside the backward that needs it. When the runs lie within the unit (a
    // checkpoint at each block's output) every call recomputes alike and the function holds the
    // recomputation, as PopART outlines recompute fragments; a run crossing the unit's edges would
    // make the calls differ, so such a unit's backward is inlined.
    if (!unit.repeated || !recomputationStaysInside(unit))
        return;
    const auto& last = model_.ops[unit.last];
    const auto ipu = ipuOf(last);
    // The gradients flowing into the unit: those of its outputs that ops after it read.
    std::vector<std::int32_t> outputs;
    for (auto i = unit.first; i <= unit.last; ++i)
        for (auto id : model_.ops[i].outputs)
            if (const auto* gradient = gradients_.find(id, ipu); gradient && *gradient != kNone)
                outputs.push_back(id);
    std::vector<std::int32_t> mapped;
    for (auto id : outputs)
        mapped.push_back(*gradients_.find(id, ipu));
    openCallSite(unit.signature + "|backward", mapped, {stageOf(last), StagePhase::Backward, StepSegment::Backward},
                 (last.block.empty() ? last.name : last.block) + "/backward");
    std::vector<std::int32_t> used;
    for (auto id : outputs)
        used.push_back(useGradient(id, ipu));
    enterCalledFunction("/gradientIn", used, ipu);
}

void Lowering::endBackwardCall(std::size_t u)
{
    if (!builder_->inRegion())
        return;
    const auto& unit = units_[u];
    const auto ipu = ipuOf(model_.ops[unit.first]);
    // The gradients flowing out: those of the unit's activation inputs made outside it.
    std::vector<std::int32_t> inputs;
    for (auto i = unit.first; i <= unit.last; ++i)
        for (auto id : model_.ops[i].inputs) {
            const auto producer = uses_.producer(id);
            const bool inside = producer >= std::int32_t(unit.first) && producer <= std::int32_t(unit.last);
            const auto* found = gradients_.find(id, ipu);
            if (!inside && !model_.tensors[std::size_t(id)].parameter && found && *found != kNone &&
                std::find(inputs.begin(), inputs.end(), id) == inputs.end())
                inputs.push_back(id);
        }
    std::vector<std::int32_t> variables;
    for (auto id : inputs)
        variables.push_back(*gradients_.find(id, ipu));
    std::vector<std::int32_t> copies;
    builder_->setContext(stageOf(model_.ops[unit.first]), StagePhase::Backward, StepSegment::Backward);
    copyAtCall(regionKey_ + "/gradientOut", variables, ipu, copies);
    regionKey_.clear();
    builder_->endRegion();
}

} // namespace tilescope::detail
