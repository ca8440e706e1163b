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

/// Keys of Report::options that record the files a simulation read, whole, so that the report alone
/// holds what reproduces it: the optimum-graphcore IPUConfig's and the Hugging Face model config's
/// path (as given) and text.
inline constexpr const char* kIpuConfigFileOption = "ipu-config-file";
inline constexpr const char* kIpuConfigTextOption = "ipu-config-text";
inline constexpr const char* kModelConfigFileOption = "model-config-file";
inline constexpr const char* kModelConfigTextOption = "model-config-text";

/// What a recorded file is (RecordedInputFile::kind).
inline constexpr const char* kModelConfigKind = "model config";
inline constexpr const char* kIpuConfigKind = "IPUConfig";

/// A file a report records: what it is (kModelConfigKind, kIpuConfigKind), its path and its text.
struct RecordedInputFile {
    std::string kind;
    std::string path;
    std::string text;
};

/// The files `report` records (kIpuConfigFileOption ...), the model config first; none for a
/// report of a built-in, JSON or ONNX model without an IPUConfig, or from an older Tilescope.
std::vector<RecordedInputFile> recordedInputFiles(const Report& report);

/// Loads `input.model` (a built-in model, a JSON or an ONNX file), compiles and executes it under
/// `input.options`, planning through `plans` (which runs may share), and records the equivalent
/// `tilescope-cli compile` command in the report's options, with the IPUConfig and the Hugging Face
/// model config it read, whole (recordedInputFiles). Throws what loading and compiling
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
/// A Hugging Face model config the report records whole and that is no longer at its path, or has
/// changed there, is taken from the report (modelFileToReproduce).
std::optional<SimulationInput> simulationInputOf(const Report& report);

/// The model file that reproduces `report`'s run of `model`: `model` itself, unless the report
/// records it whole (kModelConfigFileOption) and the file is gone or holds another text; then a copy
/// of the recorded text, written once to a folder of the system's temporary directory named by
/// the text. Throws Error(WriteFailed) naming the copy when it cannot be written.
std::string modelFileToReproduce(const Report& report, const std::string& model);

} // namespace tilescope
