#include "simulation/Simulation.h"

#include "common/AtomicFile.h"
#include "common/Error.h"
#include "common/FileRead.h"
#include "compiler/LayerPlacement.h"
#include "model/HfConfig.h"
#include "onnx/OnnxImport.h"
#include "options/CompileCommand.h"

#include <filesystem>
#include <functional>

namespace tilescope {
namespace {

// The input as the report records it: --layers-per-ipu placed on the model's blocks as
// --pipeline-split entries, and the IPUConfig's values as the options they became, so that the
// recorded command reproduces the run without the file and equals the command written by hand.
SimulationInput resolvedInput(const SimulationInput& input, const Model& model)
{
    SimulationInput resolved = input;
    resolved.options.pipelineSplit = pipelineSplitOf(input, model);
    resolved.options.layersPerIpu.clear();
    resolved.ipuConfig = {};
    resolved.notes.clear();
    return resolved;
}

} // namespace

std::vector<std::string> pipelineSplitOf(const SimulationInput& input, const Model& model)
{
    if (!input.options.pipelineSplit.empty() || input.options.layersPerIpu.empty())
        return input.options.pipelineSplit;
    try {
        return layerSplitPoints(model, input.options.layersPerIpu, input.options.ipus);
    } catch (const Error& e) {
        if (input.ipuConfig.file.empty())
            throw;
        const std::string field = input.options.training ? "/layers_per_ipu" : "/inference_layers_per_ipu";
        throw Error(ErrorCode::InvalidField, e.message(), input.ipuConfig.file, field);
    }
}

std::vector<RecordedInputFile> recordedInputFiles(const Report& report)
{
    std::vector<RecordedInputFile> files;
    const auto add = [&](const char* kind, const char* fileKey, const char* textKey) {
        const auto file = report.options.find(fileKey);
        const auto text = report.options.find(textKey);
        if (file != report.options.end() && text != report.options.end())
            files.push_back({kind, file->second, text->second});
    };
    add(kModelConfigKind, kModelConfigFileOption, kModelConfigTextOption);
    add(kIpuConfigKind, kIpuConfigFileOption, kIpuConfigTextOption);
    return files;
}

Report simulate(const SimulationInput& input, ConvPlanCache& plans, const CompileControl& control)
{
    validateInput(input); // before a large model is loaded for nothing
    // The files as they are read now, to be recorded whole in the report.
    std::vector<std::pair<std::string, std::string>> recorded; // (key, value)
    if (isHfConfigFile(input.model)) {
        recorded.emplace_back(kModelConfigFileOption, input.model);
        recorded.emplace_back(kModelConfigTextOption, readFileBytes(input.model, kModelConfigKind));
    }
    if (!input.ipuConfig.file.empty()) {
        recorded.emplace_back(kIpuConfigFileOption, input.ipuConfig.file);
        recorded.emplace_back(kIpuConfigTextOption, readFileBytes(input.ipuConfig.file, kIpuConfigKind));
    }
    auto model = loadModelInput(input.model, input.builtinForCompile(), {input.dimensions});
    if (control.stop && control.stop->load(std::memory_order_relaxed))
        throw Error(ErrorCode::Cancelled, "the simulation was cancelled");
    const SimulationInput resolved = resolvedInput(input, model);
    const std::vector<std::string> modelNotes = model.notes;
    // A model that cannot be compiled as given (an op on an IPU not asked for) is the file's fault.
    const bool fromFile = !isBuiltinModel(input.model);
    Report report = [&] {
        try {
            return compile(std::move(model), resolved.options, plans, control);
        } catch (const Error& e) {
            if (fromFile && e.code() == ErrorCode::InvalidModel && e.file().empty())
                throw e.withFile(input.model);
            throw;
        }
    }();
    report.options[kCommandOption] = compileCommandLine(resolved);
    for (const auto& [key, value] : recorded)
        report.options[key] = value;
    for (const auto& note : modelNotes)
        report.notes.push_back({"model", input.model + ": " + note});
    for (const auto& note : input.notes)
        report.notes.push_back({"ipu-config", input.ipuConfig.file + ": " + note});
    return report;
}

std::optional<SimulationInput> simulationInputOf(const Report& report)
{
    const auto it = report.options.find(kCommandOption);
    if (it == report.options.end())
        return std::nullopt;
    auto words = splitCommandLine(it->second);
    // "tilescope-cli compile MODEL ...": the program and the subcommand are not the input.
    if (words.size() < 3 || words[1] != "compile")
        throw Error(ErrorCode::InvalidOption, "the recorded command is not a compile command: " + it->second, {},
                    kCommandOption);
    words.erase(words.begin(), words.begin() + 2);
    SimulationInput input = parseCompileArguments(words);
    input.model = modelFileToReproduce(report, input.model);
    return input;
}

std::string modelFileToReproduce(const Report& report, const std::string& model)
{
    for (const RecordedInputFile& file : recordedInputFiles(report)) {
        if (file.kind != kModelConfigKind || file.path != model)
            continue;
        std::error_code statusError; // a path that cannot be examined is as good as gone
        if (std::filesystem::is_regular_file(model, statusError)) {
            try {
                if (readFileBytes(model, kModelConfigKind) == file.text)
                    return model;
            } catch (const Error&) {
                // unreadable there: the report's copy serves
            }
        }
        // Named by the text's hash, so that a copy is written once and two reports never share one
        // of different texts.
        std::error_code ec;
        const auto folder = std::filesystem::temp_directory_path(ec) / "tilescope-recorded" /
                            std::to_string(std::hash<std::string>{}(file.text));
        const auto copy = (folder / std::filesystem::path(model).filename()).string();
        if (!ec)
            std::filesystem::create_directories(folder, ec);
        if (ec)
            throw Error(ErrorCode::WriteFailed,
                        "cannot write the report's copy of " + model + " to " + folder.string() + ": " + ec.message(),
                        copy);
        writeFileAtomically(copy, file.text);
        return copy;
    }
    return model;
}

} // namespace tilescope
