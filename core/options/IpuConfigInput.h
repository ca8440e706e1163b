#pragma once
// An optimum-graphcore IPUConfig as a simulation's starting point: the file's fields (for the
// mode asked: training or inference) become the options they name, and the trainer's switches
// (--n-ipu, --ipu-config-overrides, --lamb, --fp32) add what IPUTrainer adds. The options given
// besides win over the file, as they are applied after it (parseCompileArguments).

#include "options/OptionCatalog.h"

#include <string>
#include <vector>

namespace tilescope {

/// One field of an IPUConfig and the option it became, for `explain-config` and the notes.
struct IpuConfigEffect {
    std::string field;  // "layers_per_ipu", or "trainer" for what IPUTrainer sets
    std::string option; // "layers-per-ipu"
    std::string value;  // the option's text ("0,4,4,4")
};

/// Reads `input.ipuConfig.file` (with its overrides, --n-ipu and --pod-type) and sets the options
/// it names on `input`, for training when `input.options.training`, else for inference; with
/// training, also optimum's IPUTrainer defaults: fp16 (32.32 with --fp32), AdamW (LAMB with --lamb)
/// with fp16 accumulators and first moment and an fp32 second moment. The file's notes (older forms,
/// fields not simulated) go to `input.notes`. Returns each option set and the field it came from.
/// Throws what readIpuConfig throws, Error(InvalidField) naming the file and field for a value
/// Tilescope refuses (a proportion of 0 or above 1, a count beyond an option's range), and
/// Error(InvalidOption) naming --lamb or --fp32 given without --ipu-config.
std::vector<IpuConfigEffect> applyIpuConfig(SimulationInput& input);

/// Whether `name` is one of the options that say where the IPUConfig comes from (--ipu-config,
/// --ipu-config-overrides, --n-ipu, --pod-type, --lamb, --fp32): applied before the others.
bool isIpuConfigOption(const std::string& name);

} // namespace tilescope
