#include "simulation/PipelineMoves.h"

#include "common/Error.h"
#include "compiler/StagePlacement.h"
#include "target/Target.h"

#include <algorithm>
#include <map>
#include <set>
#include <sstream>

namespace tilescope {
namespace {

std::string joined(const std::vector<std::string>& entries)
{
    std::string text;
    for (const auto& entry : entries)
        text += (text.empty() ? "" : ",") + entry;
    return text;
}

// The entry naming stage `stage` when it starts at `block` on `ipu`.
std::string entryOf(const std::string& block, std::uint32_t stage, std::uint32_t ipu)
{
    return ipu == stage ? block : block + "@" + std::to_string(ipu);
}

// The first block after stage 0 whose ops read a parameter an op of stage 0 reads: a weight two
// parts of the model share (BERT's decoder and its word embedding).
std::string firstTiedBlock(const Model& model, const StagePlacement& placement)
{
    std::set<std::int32_t> stageZeroParameters;
    for (std::size_t op = 0; op < model.ops.size(); ++op)
        if (placement.opStage[op] == 0)
            for (const std::int32_t input : model.ops[op].inputs)
                if (model.tensors[std::size_t(input)].parameter)
                    stageZeroParameters.insert(input);
    for (std::size_t op = 0; op < model.ops.size(); ++op)
        if (placement.opStage[op] > 0 && !model.ops[op].block.empty())
            for (const std::int32_t input : model.ops[op].inputs)
                if (stageZeroParameters.count(input) > 0)
                    return model.ops[op].block;
    return {};
}

} // namespace

void addUnlessRefused(std::vector<AdvisorMove>& moves, std::string words, SimulationInput input)
{
    try {
        validateInput(input);
    } catch (const Error&) {
        return;
    }
    moves.push_back({std::move(words), std::move(input)});
}

std::string realText(double value)
{
    std::ostringstream out;
    out << value;
    return out.str();
}

PipelineLayout pipelineLayoutOf(Model model, const CompileOptions& options)
{
    if (!options.training)
        removeLoss(model);
    inferShapes(model);
    const auto placement = placeStages(model, options, makeTarget(options.arch, options.ipus, options.replicas));
    PipelineLayout layout;
    std::map<std::string, std::size_t> index;
    std::int32_t stage = -1;
    for (std::size_t op = 0; op < model.ops.size(); ++op) {
        const auto& block = model.ops[op].block;
        if (!block.empty() && index.emplace(block, layout.blocks.size()).second)
            layout.blocks.push_back(block);
        if (placement.opStage[op] != stage && !block.empty()) {
            stage = placement.opStage[op];
            layout.stageStart.push_back(index.at(block));
        }
    }
    layout.stageIpu = placement.stageIpu;
    if (layout.stageStart.size() != layout.stageIpu.size())
        return {}; // stages that do not start at blocks: nothing the moves can name
    for (std::size_t s = 1; s < layout.stageStart.size(); ++s)
        layout.splitEntries.push_back(
            entryOf(layout.blocks[layout.stageStart[s]], std::uint32_t(s), layout.stageIpu[s]));
    layout.tiedBlock = firstTiedBlock(model, placement);
    return layout;
}

std::vector<AdvisorMove> pipelineMoves(const SimulationInput& input, const PipelineLayout& layout,
                                       std::uint32_t tightIpu)
{
    std::vector<AdvisorMove> moves;
    const auto& o = input.options;
    const std::size_t stages = layout.stageStart.size();
    if (stages < 2)
        return moves;
    const std::string before = joined(layout.splitEntries);
    const auto add = [&](std::string words, auto edit) {
        SimulationInput changed = input;
        edit(changed);
        addUnlessRefused(moves, std::move(words), std::move(changed));
    };
    const auto withSplit = [&](std::vector<std::string> entries, std::string why) {
        const std::string after = joined(entries);
        const std::size_t newStages = entries.size() + 1;
        const bool raise = o.training && o.gradientAccumulation < minimumPipelineAccumulation(std::uint32_t(newStages));
        std::string words = "--pipeline-split " + (before.empty() ? std::string("(automatic)") : before) + " -> " +
                            after + " (" + why;
        if (raise)
            words += ", --gradient-accumulation " + std::to_string(o.gradientAccumulation) + " -> " +
                     std::to_string(minimumPipelineAccumulation(std::uint32_t(newStages)));
        add(words + ")", [&](SimulationInput& in) {
            in.options.pipelineSplit = entries;
            if (raise)
                in.options.gradientAccumulation = minimumPipelineAccumulation(std::uint32_t(newStages));
        });
    };

    // A stage on the tight IPU one block shorter: its first block to the stage before, or its last
    // block to the stage after.
    for (std::size_t s = 0; s < stages; ++s) {
        if (layout.stageIpu[s] != tightIpu)
            continue;
        const std::size_t first = layout.stageStart[s];
        const std::size_t end = s + 1 < stages ? layout.stageStart[s + 1] : layout.blocks.size();
        if (end - first < 2)
            continue; // a stage of one block keeps it
        const std::string shorter = "one block fewer on IPU " + std::to_string(tightIpu);
        if (s > 0) {
            auto entries = layout.splitEntries;
            entries[s - 1] = entryOf(layout.blocks[first + 1], std::uint32_t(s), layout.stageIpu[s]);
            withSplit(std::move(entries), shorter);
        }
        if (s + 1 < stages) {
            auto entries = layout.splitEntries;
            entries[s] = entryOf(layout.blocks[end - 1], std::uint32_t(s + 1), layout.stageIpu[s + 1]);
            withSplit(std::move(entries), shorter);
        }
    }

    // The tied block back on IPU 0 beside the weight it shares, as a stage of its own.
    if (!layout.tiedBlock.empty()) {
        const auto tied = std::size_t(
            std::find(layout.blocks.begin(), layout.blocks.end(), layout.tiedBlock) - layout.blocks.begin());
        const auto stageOfTied = std::size_t(
            std::upper_bound(layout.stageStart.begin(), layout.stageStart.end(), tied) - layout.stageStart.begin() - 1);
        if (layout.stageIpu[stageOfTied] != 0) {
            auto entries = layout.splitEntries;
            const std::string entry = layout.tiedBlock + "@0";
            if (layout.stageStart[stageOfTied] == tied)
                entries[stageOfTied - 1] = entry;
            else
                entries.insert(entries.begin() + std::ptrdiff_t(stageOfTied), entry);
            withSplit(std::move(entries), "'" + layout.tiedBlock + "' back on IPU 0, beside the weight it shares");
        }
    }

    // A lower proportion on the tight IPU alone.
    const auto own = o.availableMemoryProportionPerIpu.find(tightIpu);
    const double current = own != o.availableMemoryProportionPerIpu.end() ? own->second : o.availableMemoryProportion;
    for (const double amp : {0.1, 0.15, 0.2, 0.3}) {
        if (amp >= current - 1e-9)
            continue;
        add("--amp-ipu IPU" + std::to_string(tightIpu) + "=" + realText(amp) + " (a lower proportion on the tightest IPU)",
            [&](SimulationInput& in) { in.options.availableMemoryProportionPerIpu[tightIpu] = amp; });
    }
    return moves;
}

} // namespace tilescope
