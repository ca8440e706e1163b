// `explain-config IPUCONFIG [MODEL]`: what an optimum-graphcore IPUConfig becomes, field by field,
// and with a model where its layers go, before anything is compiled (simulation/ConfigExplanation.h).

#include "cli/CatalogFlags.h"
#include "cli/CliContext.h"

#include "simulation/ConfigExplanation.h"

#include <nlohmann/json.hpp>

#include <iomanip>
#include <iostream>
#include <memory>

namespace tilescope::cli {
namespace {

std::string joined(const std::vector<std::string>& items, const char* separator)
{
    std::string text;
    for (const auto& item : items)
        text += (text.empty() ? "" : separator) + item;
    return text;
}

void printText(const ConfigExplanation& e, std::ostream& out)
{
    out << "IPUConfig " << e.ipuConfig << " (" << e.mode << "):\n";
    for (const auto& effect : e.effects) {
        const auto* option = findOption(effect.option);
        const bool flag = option && option->kind == OptionKind::Flag;
        out << "  " << std::left << std::setw(36) << effect.field << " -> --" << effect.option
            << (flag ? (effect.value == "true" ? "" : "=false") : " " + effect.value) << '\n';
    }
    for (const auto& note : e.notes)
        out << "  note: " << note << '\n';
    if (e.model.empty())
        return;
    out << "Model " << e.model << ": " << formatGrouped(e.parameters) << " parameters, " << e.layers.size()
        << " layers";
    if (!e.layers.empty())
        out << " (" << e.layers.front() << " ... " << e.layers.back() << ")";
    out << '\n';
    for (const auto& note : e.modelNotes)
        out << "  note: " << note << '\n';
    if (!e.pipelineSplit.empty())
        out << "  placed as --pipeline-split " << joined(e.pipelineSplit, ",") << '\n';
}

nlohmann::json toJson(const ConfigExplanation& e)
{
    nlohmann::json effects = nlohmann::json::array();
    for (const auto& effect : e.effects)
        effects.push_back({{"field", effect.field}, {"option", effect.option}, {"value", effect.value}});
    nlohmann::json j{{"ipuConfig", e.ipuConfig}, {"mode", e.mode}, {"effects", effects}, {"notes", e.notes}};
    if (!e.model.empty())
        j["model"] = {{"path", e.model},          {"notes", e.modelNotes}, {"parameters", e.parameters},
                      {"layers", e.layers},       {"pipelineSplit", e.pipelineSplit}};
    return j;
}

} // namespace

void addExplainConfigCommand(CLI::App& app, int& exitCode)
{
    auto* command = app.add_subcommand(
        "explain-config", "Say what an optimum-graphcore IPUConfig becomes, field by field, and where a model's "
                          "layers go");
    auto ipuConfig = std::make_shared<std::string>();
    auto model = std::make_shared<std::string>();
    auto json = std::make_shared<bool>(false);
    auto flags = std::make_shared<CatalogFlags>();
    command->add_option("IPUCONFIG", *ipuConfig, "An ipu_config.json")->required();
    command->add_option("MODEL", *model, "A model: a Hugging Face config.json, a built-in name, a JSON or ONNX file");
    command->add_flag("--json", *json, "Print a stable JSON object instead of text");
    flags->addTo(command, {OptionGroup::Model, OptionGroup::Program, OptionGroup::Memory, OptionGroup::Execution,
                           OptionGroup::Target});
    command->callback([=, &exitCode] {
        exitCode = runGuarded(
            [&] {
                auto arguments = flags->arguments(*model);
                if (model->empty())
                    arguments.erase(arguments.begin());
                arguments.push_back("--ipu-config");
                arguments.push_back(*ipuConfig);
                const auto explanation = explainConfig(arguments);
                if (*json)
                    std::cout << toJson(explanation).dump(2) << '\n';
                else
                    printText(explanation, std::cout);
                return int(kSuccess);
            },
            std::cerr);
    });
}

} // namespace tilescope::cli
