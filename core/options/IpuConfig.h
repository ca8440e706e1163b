#pragma once
// An optimum-graphcore IPUConfig (ipu_config.json) read as optimum-graphcore reads it: the fields'
// defaults and validation of ipu_configuration.py, the inference twins' fallbacks, the older
// forms (pod-type dictionaries, one-element lists, a serialisation factor of 0) read as 0.3 read
// them, the trainer's --n_ipu and --ipu_config_overrides, and layers_per_ipu's -1 wildcards
// (modeling_utils.py _expand_layers_per_ipu_wildcard). ../shared/own-configs/
// optimum-graphcore-ipuconfig-handling.md says how each field is handled, version by version.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tilescope {

/// The fields one mode (training or inference) reads.
struct IpuConfigMode {
    std::vector<int> layersPerIpu{-1};               // -1: the model's layers spread over the rest
    std::uint32_t ipusPerReplica = 1;
    std::vector<double> matmulProportion{0.2};       // one value for every IPU, or one per IPU
    std::uint32_t replicationFactor = 1;
    std::uint32_t deviceIterations = 1;
    std::uint32_t embeddingSerializationFactor = 1;
    std::uint32_t projectionSerializationFactor = 1;
    std::vector<std::uint32_t> serializedEmbeddingSplitsPerIpu; // empty when not given
    std::vector<std::uint32_t> serializedProjectionSplitsPerIpu;
    bool operator==(const IpuConfigMode&) const = default;
};

struct IpuConfig {
    IpuConfigMode training;
    IpuConfigMode inference;
    std::uint32_t gradientAccumulationSteps = 1; // training only
    bool enableHalfPartials = true;
    bool optimizerStateOffchip = false;
    bool replicatedTensorSharding = false;
    bool recomputeCheckpointEveryLayer = false;
    /// What the report's notes say of the file: each older form read as optimum-graphcore 0.3 read
    /// it, and, once, the fields Tilescope does not simulate ("not simulated: seed, ...").
    std::vector<std::string> notes;
};

/// Where a simulation's IPUConfig comes from, as the command line and the Simulate panel give it:
/// the file and what optimum-graphcore's trainer adds to it.
struct IpuConfigSource {
    std::string file;                  // --ipu-config: the ipu_config.json; empty when none
    std::string overrides;             // --ipu-config-overrides, update_from_string's syntax
    std::optional<std::uint32_t> nIpu; // --n-ipu: replication from the IPUs in all
    std::string podType = "default";   // --pod-type: the entry of an older pod-type dictionary
    bool lamb = false;                 // --lamb: the trainer's LAMB in place of AdamW
    bool fp32 = false;                 // --fp32: the trainer without model.half()
    bool operator==(const IpuConfigSource&) const = default;
};

/// How to read the older forms.
struct IpuConfigReading {
    /// The key of a pod-type dictionary to take (pod4 ... pod64); its "default" entry otherwise.
    std::string podType = "default";
};

/// The IPUConfig in `json`, read from `file` (named in errors). Throws Error(FileUnreadable) for
/// text that is not a JSON object and Error(InvalidField) naming the field ("/matmul_proportion")
/// for a value optimum-graphcore refuses: a count below 1, a proportion below 0, a layers_per_ipu
/// entry below -1 or of the wrong length, a matmul_proportion list whose length is not the IPUs',
/// a serialisation factor given with its splits, splits not on consecutive IPUs.
IpuConfig parseIpuConfig(std::string_view json, const std::string& file, const IpuConfigReading& reading = {});

/// Whether `path` names an IPUConfig: a .json file holding a JSON object with at least one
/// IPUConfig field and no "model_type" (a Hugging Face model config) or "format" (a report).
bool isIpuConfigFile(const std::string& path);

/// parseIpuConfig of the file at `path`; Error(FileNotFound) when it cannot be read.
IpuConfig readIpuConfig(const std::string& path, const IpuConfigReading& reading = {});

/// The trainer's --ipu_config_overrides, as IPUConfig.update_from_string applies them: "k=v"
/// pairs separated by commas, the value of the key's own type (true/1/y/yes, an integer, a
/// number, a list written "[a b c]"); the fallbacks of the inference twins are not worked out
/// again, as optimum does not. Throws Error(InvalidOption) naming --ipu-config-overrides and the
/// key for an unknown key, a value of the wrong type or out of range.
void applyIpuConfigOverrides(IpuConfig& config, std::string_view overrides);

/// The trainer's --n_ipu: each mode's replication factor is n / its IPUs per replica. Throws
/// Error(InvalidOption) naming --n-ipu when n is not a power of 2 up to 64 or not a multiple of a
/// mode's IPUs per replica.
void applyNIpu(IpuConfig& config, std::uint32_t nIpu);

/// The layers on each IPU for a model of `layers` layers (_expand_layers_per_ipu_wildcard): one
/// IPU takes them all; -1 entries share what the others leave, the remainder on the last of them;
/// without -1 the counts must be one per IPU and add up to `layers`. Throws Error(InvalidOption)
/// naming layers_per_ipu otherwise.
std::vector<std::uint32_t> expandLayersPerIpu(const std::vector<int>& layersPerIpu, std::uint32_t ipus,
                                              std::uint32_t layers);

} // namespace tilescope
