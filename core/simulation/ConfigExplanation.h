#pragma once
// `explain-config`: what an IPUConfig (and a model config beside it) becomes, field by field, before
// anything is compiled: the option each field set and its value, the fields not simulated, and with
// a model the family, task, parameters and where its layers go.

#include "options/IpuConfigInput.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tilescope {

struct ConfigExplanation {
    std::string ipuConfig;                // the file
    std::string mode;                     // "training" or "inference"
    std::vector<IpuConfigEffect> effects; // in the order they were applied
    std::vector<std::string> notes;       // older forms read, fields not simulated
    // With a model (a Hugging Face config.json or any model Tilescope reads):
    std::string model;
    std::vector<std::string> modelNotes;   // the task it defaulted to
    std::uint64_t parameters = 0;
    std::vector<std::string> layers;       // its layer blocks, in order
    std::vector<std::string> pipelineSplit; // where layers_per_ipu puts them, as --pipeline-split
};

/// Explains the IPUConfig that `compileArguments` (as `tilescope-cli compile` takes them, the model
/// first or left out) name with --ipu-config, in their mode, and with a model places its layers as
/// the run would. Throws Error(InvalidOption) naming ipu-config when none is named, and what
/// parseCompileArguments and loading the model throw.
ConfigExplanation explainConfig(const std::vector<std::string>& compileArguments);

} // namespace tilescope
