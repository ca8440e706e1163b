#include "options/IpuConfigInput.h"

#include "common/Error.h"

#include <algorithm>
#include <map>
#include <sstream>

namespace tilescope {
namespace {

std::string numberText(double value)
{
    std::ostringstream out;
    out << value;
    return out.str();
}

// Sets one option from a field, so that a value the option refuses is the file's fault: the error
// names the file and the field, with the option's own words.
struct FieldSetter {
    SimulationInput& input;
    const std::string& file;
    std::vector<IpuConfigEffect>& effects;

    void operator()(const std::string& field, const std::string& option, const std::string& value) const
    {
        try {
            setOption(input, option, value);
        } catch (const Error& e) {
            throw Error(ErrorCode::InvalidField, e.message() + " (as --" + option + ")", file, "/" + field);
        }
        effects.push_back({field, option, value});
    }
};

// Tilescope's bound on a proportion, which optimum-graphcore does not set.
void checkProportions(const std::string& file, const std::string& field, const std::vector<double>& proportions)
{
    for (const double p : proportions)
        if (!(p > 0.0 && p <= 1.0))
            throw Error(ErrorCode::InvalidField,
                        "must be above 0 and at most 1 for Tilescope, not " + numberText(p) +
                            ": it is the share of each tile's memory a plan's temporaries may take, and a tile "
                            "has no more (optimum-graphcore sets no upper bound)",
                        file, "/" + field);
}

// matmul_proportion as --amp and --amp-ipu: the value most IPUs share as the amp (on a tie the last
// IPU's, when it is among the tied, else the smallest), the others per IPU, as a user would write
// them by hand.
void setProportions(const FieldSetter& set, const std::string& field, const std::vector<double>& proportions)
{
    checkProportions(set.file, field, proportions);
    std::map<double, std::size_t> votes;
    for (const double p : proportions)
        ++votes[p];
    double common = proportions.back();
    for (const auto& [value, count] : votes)
        if (count > votes[common] || (count == votes[common] && value == proportions.back()))
            common = value;
    set(field, "amp", numberText(common));
    std::string perIpu;
    for (std::size_t ipu = 0; proportions.size() > 1 && ipu < proportions.size(); ++ipu)
        if (proportions[ipu] != common)
            perIpu += (perIpu.empty() ? "IPU" : ",IPU") + std::to_string(ipu) + "=" + numberText(proportions[ipu]);
    if (!perIpu.empty())
        set(field, "amp-ipu", perIpu);
}

std::string layersText(const std::vector<int>& layers)
{
    std::string text;
    for (const int n : layers)
        text += (text.empty() ? "" : ",") + std::to_string(n);
    return text;
}

// IPUTrainer's precision and optimiser (trainer.py create_optimizer at optimum-graphcore HEAD):
// model.half() unless --fp32; AdamW, or LAMB with --lamb, with accum_type and the first moment in
// the model's type and the second moment in fp32.
void setTrainerDefaults(const FieldSetter& set, const IpuConfigSource& source)
{
    set("trainer", "precision", source.fp32 ? "32.32" : "16.16");
    set("trainer", "optimiser", source.lamb ? "lamb" : "adam");
    // The accumulators follow the model's type; Auto says so already for adam and lamb, and the
    // option stays Auto where it does, so that a report is the one its plain command gives.
    if (set.input.options.halfAccumulator() == source.fp32)
        set("trainer", "accumulator-type", source.fp32 ? "float" : "half");
    if (!source.fp32)
        set("trainer", "half-first-order-momentum", "true");
}

} // namespace

bool isIpuConfigOption(const std::string& name)
{
    return name == "ipu-config" || name == "ipu-config-overrides" || name == "n-ipu" || name == "pod-type" ||
           name == "lamb" || name == "fp32";
}

std::vector<IpuConfigEffect> applyIpuConfig(SimulationInput& input)
{
    const IpuConfigSource& source = input.ipuConfig;
    if (source.file.empty()) {
        const auto needsFile = [](const std::string& option) {
            throw Error(ErrorCode::InvalidOption,
                        "--" + option + " is a switch of optimum-graphcore's trainer: give it with --ipu-config", {},
                        option);
        };
        if (source.lamb)
            needsFile("lamb");
        if (source.fp32)
            needsFile("fp32");
        if (!source.overrides.empty())
            needsFile("ipu-config-overrides");
        if (source.nIpu)
            needsFile("n-ipu");
        return {};
    }
    IpuConfig config = readIpuConfig(source.file, {source.podType});
    if (!source.overrides.empty())
        applyIpuConfigOverrides(config, source.overrides);
    if (source.nIpu)
        applyNIpu(config, *source.nIpu);
    const bool training = input.options.training;
    if (source.lamb && !training)
        throw Error(ErrorCode::InvalidOption, "--lamb chooses the trainer's optimiser: add --training", {}, "lamb");

    std::vector<IpuConfigEffect> effects;
    const FieldSetter set{input, source.file, effects};
    const IpuConfigMode& mode = training ? config.training : config.inference;
    const std::string prefix = training ? "" : "inference_";
    set(prefix + "ipus_per_replica", "ipus", std::to_string(mode.ipusPerReplica));
    if (mode.ipusPerReplica > 1)
        set(prefix + "layers_per_ipu", "layers-per-ipu", layersText(mode.layersPerIpu));
    // The training list first: an inference twin that inherits it is the training field's fault.
    checkProportions(source.file, "matmul_proportion", config.training.matmulProportion);
    input.options.availableMemoryProportionPerIpu.clear(); // the file's list replaces them
    setProportions(set, prefix + "matmul_proportion", mode.matmulProportion);
    set(prefix + "replication_factor", "replicas", std::to_string(mode.replicationFactor));
    set(prefix + "device_iterations", "device-iterations", std::to_string(mode.deviceIterations));
    set("enable_half_partials", "partials-type", config.enableHalfPartials ? "half" : "float");
    if (mode.embeddingSerializationFactor > 1)
        set(prefix + "embedding_serialization_factor", "embedding-serialization-factor",
            std::to_string(mode.embeddingSerializationFactor));
    if (mode.projectionSerializationFactor > 1)
        input.notes.push_back(prefix + "projection_serialization_factor " +
                              std::to_string(mode.projectionSerializationFactor) +
                              ": the model has no projection to serialise");
    if (!mode.serializedEmbeddingSplitsPerIpu.empty() || !mode.serializedProjectionSplitsPerIpu.empty())
        input.notes.push_back(prefix + "serialized_*_splits_per_ipu: not simulated yet (the lookups are "
                                       "serialised on the embeddings' IPU)");
    if (training) {
        set("gradient_accumulation_steps", "gradient-accumulation", std::to_string(config.gradientAccumulationSteps));
        if (config.replicatedTensorSharding && mode.replicationFactor > 1)
            set("replicated_tensor_sharding", "replicated-tensor-sharding", "true");
        else if (config.replicatedTensorSharding)
            input.notes.push_back("replicated_tensor_sharding: not used when replication_factor=1 (optimum's warning)");
        if (config.optimizerStateOffchip)
            set("optimizer_state_offchip", "offload-optimiser-state", "true");
        if (config.recomputeCheckpointEveryLayer)
            set("recompute_checkpoint_every_layer", "recompute-checkpoint-every-layer", "true");
        setTrainerDefaults(set, source);
    } else if (source.fp32) {
        set("trainer", "precision", "32.32"); // optimum's pipelines run fp16 unless told otherwise
    }
    input.notes.insert(input.notes.end(), config.notes.begin(), config.notes.end());
    return effects;
}

} // namespace tilescope
