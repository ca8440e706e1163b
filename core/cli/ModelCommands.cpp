// `models`, `inspect`, `export-model` and `import-onnx`: what the built-in, JSON and ONNX models
// hold, before compiling.

#include "cli/CliContext.h"
#include "cli/CatalogFlags.h"

#include "common/AtomicFile.h"
#include "common/Error.h"
#include "model/Builtins.h"
#include "model/ModelInspection.h"
#include "model/ModelJson.h"
#include "onnx/OnnxImport.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <iomanip>
#include <iostream>
#include <memory>
#include <sstream>

namespace tilescope::cli {
namespace {

std::string scaled(double value)
{
    const char* units[] = {"", " K", " M", " G", " T"};
    int unit = 0;
    while (value >= 1000.0 && unit < 4) {
        value /= 1000.0;
        ++unit;
    }
    std::ostringstream out;
    out << std::fixed << std::setprecision(unit == 0 ? 0 : 2) << value << units[unit];
    return out.str();
}

std::string shapeText(const std::vector<std::int64_t>& shape)
{
    std::string text = "[";
    for (std::size_t i = 0; i < shape.size(); ++i)
        text += (i ? "," : "") + std::to_string(shape[i]);
    return text + "]";
}

void printInspectText(const Model& model, const InspectFigures& f, std::ostream& out)
{
    out << "Model:            " << model.name << '\n'
        << "Ops:              " << model.ops.size() << '\n'
        << "Parameters:       " << formatGrouped(f.parameters) << " (" << formatBytes(f.parameters * f.weightBytesPerElement)
        << " at " << f.weightBytesPerElement << " bytes each)\n"
        << "MACs per sample:  " << scaled(double(f.macsPerSample)) << " (" << formatGrouped(f.macsPerSample) << ")\n"
        << "Activations:      " << formatBytes(f.activationBytesPerSample) << " per sample, "
        << formatBytes(f.activationBytesPerSample * f.batchSize) << " at batch size " << f.batchSize << '\n'
        << '\n';
    std::size_t nameWidth = 4;
    std::size_t blockWidth = 5;
    for (const auto& op : model.ops) {
        nameWidth = std::max(nameWidth, op.name.size());
        blockWidth = std::max(blockWidth, op.block.size());
    }
    const auto parameters = firstUseParameters(model);
    const bool placed = std::any_of(model.ops.begin(), model.ops.end(),
                                    [](const OpView& op) { return op.pipelineStage || op.ipu; });
    const auto placement = [](const std::optional<std::int32_t>& value) {
        return value ? std::to_string(*value) : std::string("-");
    };
    out << std::left << std::setw(int(nameWidth) + 2) << "Op" << std::setw(15) << "Type" << std::setw(int(blockWidth) + 2)
        << "Block" << std::setw(18) << "Output" << std::right << std::setw(12) << "MACs" << std::setw(14)
        << "Parameters" << (placed ? "  Stage  IPU" : "") << '\n';
    for (std::size_t i = 0; i < model.ops.size(); ++i) {
        const OpView op = model.ops[i];
        out << std::left << std::setw(int(nameWidth) + 2) << op.name << std::setw(15) << opTypeName(op.type)
            << std::setw(int(blockWidth) + 2) << op.block << std::setw(18)
            << shapeText(model.tensors[std::size_t(op.outputs.front())].shape) << std::right << std::setw(12)
            << scaled(double(opMacsPerSample(model, op))) << std::setw(14) << formatGrouped(parameters[i]);
        if (placed)
            out << std::setw(7) << placement(op.pipelineStage) << std::setw(5) << placement(op.ipu);
        out << '\n';
    }
}

/// Writes the model's JSON to `path` (standard output for "" or "-") as it is made, never as one string.
void writeModel(const Model& model, const std::string& path)
{
    if (path.empty() || path == "-") {
        writeModelJson(model, std::cout);
        return;
    }
    writeFileAtomically(path, [&](std::ostream& out) { writeModelJson(model, out); });
}

} // namespace

void addModelCommands(CLI::App& app, int& exitCode)
{
    auto* models = app.add_subcommand("models", "List the built-in models");
    auto modelsJson = std::make_shared<bool>(false);
    models->add_flag("--json", *modelsJson, "Print a JSON array instead of text");
    models->callback([=, &exitCode] {
        exitCode = runGuarded(
            [&] {
                auto list = nlohmann::ordered_json::array();
                for (const auto& name : builtinModelNames()) {
                    const auto model = makeBuiltinModel(name);
                    const auto parameters = parameterCount(model);
                    if (*modelsJson) {
                        list.push_back({{"name", name},
                                        {"description", builtinModelDescription(name)},
                                        {"parameters", parameters},
                                        {"macsPerSample", macsPerSample(model)}});
                    } else {
                        std::cout << std::left << std::setw(18) << name << std::right << std::setw(13)
                                  << formatGrouped(parameters) << " params  " << builtinModelDescription(name) << '\n';
                    }
                }
                if (*modelsJson)
                    std::cout << list.dump(2) << '\n';
                return int(kSuccess);
            },
            std::cerr);
    });

    auto* inspect = app.add_subcommand("inspect", "Show a model's ops, parameters, MACs and activation sizes");
    auto inspectModel = std::make_shared<std::string>();
    auto inspectBatch = std::make_shared<std::int64_t>(1);
    auto inspectPrecision = std::make_shared<std::string>("16.16");
    auto inspectJsonFlag = std::make_shared<bool>(false);
    auto inspectFlags = std::make_shared<CatalogFlags>();
    inspect->add_option("MODEL", *inspectModel, "A built-in model name (see `models`), a JSON model or an ONNX file")
        ->required();
    inspect->add_option("--batch-size", *inspectBatch, "Samples per batch, for the activation bytes")
        ->capture_default_str();
    inspect->add_option("--precision", *inspectPrecision, "Element size: 16.16 and 16.32 are 2 bytes, 32.32 is 4")
        ->check(CLI::IsMember({"16.16", "16.32", "32.32"}))
        ->capture_default_str();
    inspect->add_flag("--json", *inspectJsonFlag, "Print a stable JSON object instead of text");
    inspectFlags->addTo(inspect, {OptionGroup::Model});
    inspect->callback([=, &exitCode] {
        exitCode = runGuarded(
            [&] {
                if (*inspectBatch < 1)
                    throw Error(ErrorCode::InvalidOption,
                                "batch size must be at least 1, not " + std::to_string(*inspectBatch));
                const auto input = inspectFlags->parse(*inspectModel);
                const Model model = loadModelInput(input.model, input.builtin, {input.dimensions});
                const auto f = inspectFigures(model, std::uint64_t(*inspectBatch), *inspectPrecision == "32.32" ? 4 : 2,
                                              *inspectPrecision == "16.16" ? 2 : 4);
                if (*inspectJsonFlag)
                    writeInspectJson(model, f, std::cout);
                else
                    printInspectText(model, f, std::cout);
                return int(kSuccess);
            },
            std::cerr);
    });

    auto* exportModel = app.add_subcommand("export-model", "Write a model in the JSON model format");
    auto exportName = std::make_shared<std::string>();
    auto exportOut = std::make_shared<std::string>();
    auto exportFlags = std::make_shared<CatalogFlags>();
    exportModel->add_option("MODEL", *exportName, "A built-in model name, a JSON model or an ONNX file")->required();
    exportModel->add_option("-o,--output", *exportOut, "File to write (default: standard output)");
    exportFlags->addTo(exportModel, {OptionGroup::Model});
    exportModel->callback([=, &exitCode] {
        exitCode = runGuarded(
            [&] {
                const auto input = exportFlags->parse(*exportName);
                writeModel(loadModelInput(input.model, input.builtin, {input.dimensions}), *exportOut);
                return int(kSuccess);
            },
            std::cerr);
    });

    auto* importOnnx = app.add_subcommand("import-onnx", "Write an ONNX model as a Tilescope JSON model, to see "
                                                         "what the importer understood");
    auto importPath = std::make_shared<std::string>();
    auto importOut = std::make_shared<std::string>();
    auto importDimensions = std::make_shared<std::vector<std::string>>();
    importOnnx->add_option("MODEL", *importPath, "An ONNX file (.onnx)")->required();
    importOnnx->add_option("-o,--output", *importOut, "JSON model file to write (default: standard output)");
    addDimensionOption(importOnnx, *importDimensions);
    importOnnx->callback([=, &exitCode] {
        exitCode = runGuarded(
            [&] {
                const auto model = importOnnxModel(*importPath, {parseDimensions(*importDimensions)});
                writeModel(model, *importOut);
                if (!importOut->empty() && *importOut != "-")
                    std::cerr << "Imported " << *importPath << ": " << model.ops.size() << " ops, "
                              << formatGrouped(parameterCount(model)) << " parameters, "
                              << scaled(double(macsPerSample(model))) << " MACs per sample\n";
                return int(kSuccess);
            },
            std::cerr);
    });
}

} // namespace tilescope::cli
