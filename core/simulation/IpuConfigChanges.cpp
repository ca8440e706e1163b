#include "simulation/IpuConfigChanges.h"

#include "compiler/LayerPlacement.h"
#include "simulation/PipelineMoves.h"
#include "simulation/Simulation.h"

#include <algorithm>
#include <set>

namespace tilescope {
namespace {

using nlohmann::ordered_json;

// The layers on each IPU as the stages place them: the model's layer blocks counted stage by stage.
std::vector<std::uint32_t> layersOnEachIpu(const SimulationInput& input, const Model& model)
{
    const auto layers = layerBlocks(model);
    if (layers.empty() || input.options.ipus < 2)
        return {};
    CompileOptions options = input.options;
    options.pipelineSplit = pipelineSplitOf(input, model);
    options.layersPerIpu.clear();
    const PipelineLayout layout = pipelineLayoutOf(model, options);
    if (layout.stageStart.empty())
        return {};
    const std::set<std::string> isLayer(layers.begin(), layers.end());
    std::vector<std::uint32_t> counts(options.ipus, 0);
    for (std::size_t s = 0; s < layout.stageStart.size(); ++s) {
        const std::size_t end = s + 1 < layout.stageStart.size() ? layout.stageStart[s + 1] : layout.blocks.size();
        for (std::size_t b = layout.stageStart[s]; b < end; ++b)
            counts[layout.stageIpu[s]] += isLayer.count(layout.blocks[b]) > 0 ? 1 : 0;
    }
    return counts;
}

// Each IPU's proportion: its --amp-ipu, else --amp.
std::vector<double> proportionOfEachIpu(const CompileOptions& o)
{
    std::vector<double> proportions(std::max<std::uint32_t>(1, o.ipus), o.availableMemoryProportion);
    for (const auto& [ipu, amp] : o.availableMemoryProportionPerIpu)
        if (ipu < proportions.size())
            proportions[ipu] = amp;
    return proportions;
}

} // namespace

ordered_json ipuConfigFields(const SimulationInput& input, const Model& model)
{
    const auto& o = input.options;
    const std::string prefix = o.training ? "" : "inference_";
    ordered_json fields = ordered_json::object();
    fields[prefix + "ipus_per_replica"] = o.ipus;
    if (const auto layers = layersOnEachIpu(input, model); !layers.empty())
        fields[prefix + "layers_per_ipu"] = layers;
    const auto proportions = proportionOfEachIpu(o);
    const bool same = std::all_of(proportions.begin(), proportions.end(),
                                  [&](double p) { return p == proportions.front(); });
    fields[prefix + "matmul_proportion"] = same ? ordered_json(proportions.front()) : ordered_json(proportions);
    fields[prefix + "replication_factor"] = o.replicas;
    fields[prefix + "device_iterations"] = o.deviceIterations;
    fields[prefix + "embedding_serialization_factor"] = input.builtin.embeddingSerializationFactor;
    fields["enable_half_partials"] = o.halfPartials;
    if (o.training) {
        fields["gradient_accumulation_steps"] = o.gradientAccumulation;
        // With one replica there is nothing to shard over and optimum ignores the field: it is not
        // a value the options say, so a file's true is neither read nor overwritten.
        if (o.replicas > 1)
            fields["replicated_tensor_sharding"] = o.replicatedTensorSharding;
        fields["optimizer_state_offchip"] = o.offloadOptimiserState;
        fields["recompute_checkpoint_every_layer"] = o.recomputeCheckpointEveryLayer;
    }
    return fields;
}

std::vector<std::string> ipuConfigChangeWords(const ordered_json& before, const ordered_json& after)
{
    // One line per value, with a space after each comma as people write lists.
    const auto text = [](const ordered_json& value) {
        if (!value.is_array())
            return value.dump();
        std::string joined = "[";
        for (std::size_t i = 0; i < value.size(); ++i)
            joined += (i ? ", " : "") + value[i].dump();
        return joined + "]";
    };
    std::vector<std::string> words;
    for (const auto& [field, value] : after.items()) {
        const auto was = before.find(field);
        if (was == before.end() || *was != value)
            words.push_back(field + ": " + (was == before.end() ? std::string("(default)") : text(*was)) + " -> " +
                            text(value));
    }
    return words;
}

ordered_json rewriteIpuConfig(const ordered_json& original, const SimulationInput& input, const Model& model)
{
    ordered_json rewritten = original;
    const ordered_json fields = ipuConfigFields(input, model); // items() does not keep a temporary alive
    for (const auto& item : fields.items()) {
        const std::string& field = item.key();
        ordered_json value = item.value();
        // A proportion the file gives per IPU stays per IPU.
        if (const auto was = original.find(field);
            was != original.end() && was->is_array() && value.is_number() && field.ends_with("matmul_proportion"))
            value = ordered_json(std::vector<double>(std::max<std::uint32_t>(1, input.options.ipus), value.get<double>()));
        rewritten[field] = value;
    }
    return rewritten;
}

} // namespace tilescope
