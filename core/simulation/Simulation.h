#pragma once
// simulate(): a simulation from its input, as `tilescope-cli compile` takes it, to its report. The
// CLI and the viewer's Simulate panel both call it, so that the same input gives the same report.

#include "compiler/ConvPlanCache.h"
#include "driver/Compiler.h"
#include "options/OptionCatalog.h"
#include "report/Report.h"

namespace tilescope {

/// The key of Report::options that records the command reproducing a simulated report.
inline constexpr const char* kCommandOption = "command";

/// Loads `input.model` (a built-in model, a JSON or an ONNX file), compiles and executes it under
/// `input.options`, planning through `plans` (which runs may share), and records the equivalent
/// `tilescope-cli compile` command in the report's options. Throws what loading and compiling
/// throw: Error(FileNotFound) or Error(InvalidModel) naming the file, Error(InvalidOption) naming
/// the option, Error(Cancelled) when `control` asks it to stop.
Report simulate(const SimulationInput& input, ConvPlanCache& plans, const CompileControl& control = {});

/// The --pipeline-split a run of `input` uses on `model`: the one given, else --layers-per-ipu placed
/// on the model's layers (LayerPlacement.h). When the counts came with an IPUConfig, a placement
/// refused is Error(InvalidField) naming its file and layers_per_ipu field.
std::vector<std::string> pipelineSplitOf(const SimulationInput& input, const Model& model);

/// The input a report was simulated from, read back from the command it records; nothing when
/// the report has none (written by another tool or an older Tilescope). Throws
/// Error(InvalidOption) naming the option when the recorded command does not parse.
std::optional<SimulationInput> simulationInputOf(const Report& report);

} // namespace tilescope
