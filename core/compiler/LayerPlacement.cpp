#include "compiler/LayerPlacement.h"

#include "common/Error.h"
#include "options/IpuConfig.h"

#include <algorithm>
#include <charconv>
#include <map>
#include <optional>
#include <set>

namespace tilescope {
namespace {

[[noreturn]] void refuse(const std::string& message)
{
    throw Error(ErrorCode::InvalidOption, message, {}, "layers-per-ipu");
}

// "layer.12" -> {"layer", 12}; nothing for a name without a numbered last part.
std::optional<std::pair<std::string, long>> numbered(std::string_view block)
{
    const auto dot = block.rfind('.');
    if (dot == std::string_view::npos || dot + 1 == block.size())
        return std::nullopt;
    long index = 0;
    const auto* end = block.data() + block.size();
    const auto [last, error] = std::from_chars(block.data() + dot + 1, end, index);
    if (error != std::errc() || last != end)
        return std::nullopt;
    return std::pair{std::string(block.substr(0, dot)), index};
}

// The first op of each block, in the model's order.
std::vector<std::pair<std::string, std::size_t>> blockStarts(const Model& model)
{
    std::vector<std::pair<std::string, std::size_t>> starts;
    std::set<std::string> seen;
    for (std::size_t i = 0; i < model.ops.size(); ++i) {
        const std::string block = model.ops[i].block.str();
        if (!block.empty() && seen.insert(block).second)
            starts.emplace_back(block, i);
    }
    return starts;
}

// The parameters the ops before `before` read: the embeddings' weights.
std::set<std::int32_t> earlyWeights(const Model& model, std::size_t before)
{
    std::set<std::int32_t> early;
    for (std::size_t i = 0; i < before; ++i)
        for (const auto t : model.ops[i].inputs)
            if (model.tensors[std::size_t(t)].parameter)
                early.insert(t);
    return early;
}

// Whether an op of `block` reads one of `weights`: a weight tied to the embeddings, which
// optimum's parallelize() keeps on the embeddings' IPU with its head.
bool readsAnyOf(const Model& model, const std::string& block, const std::set<std::int32_t>& weights)
{
    for (std::size_t i = 0; i < model.ops.size(); ++i)
        if (model.ops[i].block == block)
            for (const auto t : model.ops[i].inputs)
                if (weights.contains(t))
                    return true;
    return false;
}

} // namespace

std::vector<std::string> layerBlocks(const Model& model)
{
    std::map<std::string, std::vector<long>> byPrefix;
    std::vector<std::string> order;
    for (const auto& [block, op] : blockStarts(model))
        if (const auto n = numbered(block)) {
            byPrefix[n->first].push_back(n->second);
            order.push_back(block);
        }
    if (byPrefix.size() != 1)
        return {};
    const auto& indices = byPrefix.begin()->second;
    for (std::size_t k = 0; k < indices.size(); ++k)
        if (indices[k] != long(k))
            return {};
    return order;
}

std::vector<std::string> layerSplitPoints(const Model& model, const std::vector<int>& layersPerIpu,
                                          std::uint32_t ipus)
{
    if (ipus <= 1)
        return {};
    const auto layers = layerBlocks(model);
    if (layers.empty())
        refuse("model '" + model.name + "' has no sequence of layers (blocks named PREFIX.0, PREFIX.1, ...) to "
               "place; name each stage's first block with --pipeline-split");
    std::vector<std::uint32_t> counts;
    try {
        counts = expandLayersPerIpu(layersPerIpu.empty() ? std::vector<int>{-1} : layersPerIpu, ipus,
                                    std::uint32_t(layers.size()));
    } catch (const Error& e) {
        refuse(e.message() + " (model '" + model.name + "')");
    }
    const auto starts = blockStarts(model);
    const auto startOf = [&](const std::string& block) {
        return std::find_if(starts.begin(), starts.end(), [&](const auto& s) { return s.first == block; })->second;
    };

    std::vector<std::string> entries;
    std::uint32_t stages = 1, currentIpu = 0;
    const auto begin = [&](const std::string& block, std::uint32_t ipu) {
        if (ipu == currentIpu)
            return; // consecutive blocks on one IPU are one stage
        entries.push_back(ipu == stages ? block : block + "@" + std::to_string(ipu));
        ++stages;
        currentIpu = ipu;
    };
    std::size_t layer = 0;
    for (std::uint32_t ipu = 0; ipu < ipus; ++ipu) {
        if (counts[ipu] == 0)
            continue;
        begin(layers[layer], ipu);
        layer += counts[ipu];
    }
    // After the layers, what is not tied to the embeddings stays with the last layer (GPT-2's
    // ln_f); the first head that is tied goes back to IPU 0, and what follows it with it.
    const std::size_t lastLayerStart = startOf(layers.back());
    const auto early = earlyWeights(model, startOf(layers.front()));
    for (const auto& [block, op] : starts)
        if (op > lastLayerStart && !numbered(block) && readsAnyOf(model, block, early)) {
            begin(block, 0);
            break;
        }
    return entries;
}

} // namespace tilescope
