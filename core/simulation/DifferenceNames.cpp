#include "simulation/DifferenceNames.h"

#include "options/OptionCatalog.h"
#include "simulation/Simulation.h"

#include <exception>
#include <filesystem>
#include <optional>
#include <set>
#include <vector>

namespace tilescope {
namespace {

struct Difference {
    std::string first;
    std::string second;
};

// The input a report records, or nothing when it records none or one that does not parse: then
// the option maps are compared instead.
std::optional<SimulationInput> recordedInput(const Report& report)
{
    try {
        return simulationInputOf(report);
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

// A built-in model by its name, a model file by its stem: the folder says nothing of the model.
std::string modelWord(const std::string& model)
{
    if (isBuiltinModel(model))
        return model;
    const std::string stem = std::filesystem::path(model).stem().string();
    return stem.empty() ? model : stem;
}

// The word users type for an option: its alias ("amp"), "batch" for the batch size, else its name.
std::string optionWord(const OptionDefinition& option)
{
    if (!option.alias.empty())
        return option.alias;
    if (option.name == "batch-size")
        return "batch";
    return option.name;
}

std::string valueWords(const OptionDefinition& option, const std::string& text)
{
    if (option.kind == OptionKind::Flag) {
        const bool on = text == "true";
        if (option.name == "training")
            return on ? "training" : "inference";
        // "no-outlining" off is outlining; any other flag off is its "no-" form.
        if (option.name.rfind("no-", 0) == 0)
            return on ? option.name : option.name.substr(3);
        return on ? option.name : "no-" + option.name;
    }
    return optionWord(option) + " " + (text.empty() ? std::string("default") : text);
}

std::vector<Difference> inputDifferences(const SimulationInput& first, const SimulationInput& second)
{
    std::vector<Difference> differences;
    if (modelWord(first.model) != modelWord(second.model))
        differences.push_back({modelWord(first.model), modelWord(second.model)});
    for (const OptionDefinition& option : optionCatalog()) {
        if (!option.inPanel)
            continue; // --inference: the other side of --training
        const std::string a = option.read(first);
        const std::string b = option.read(second);
        if (a != b)
            differences.push_back({valueWords(option, a), valueWords(option, b)});
    }
    return differences;
}

// A recorded option's key in the short words the command line uses for it where they differ.
std::string keyWord(const std::string& key)
{
    if (key == "availableMemoryProportion")
        return "amp";
    if (key == "batchSize")
        return "batch";
    return key;
}

// Reports that record no command: their options in the framework's words ("gradientAccumulation
// 16"), amp and batch as the command line says them.
std::vector<Difference> mapDifferences(const Report& first, const Report& second)
{
    std::vector<Difference> differences;
    if (first.model.name != second.model.name)
        differences.push_back({first.model.name, second.model.name});
    std::set<std::string> keys;
    for (const Report* report : {&first, &second})
        for (const auto& [key, value] : report->options)
            if (key != kCommandOption)
                keys.insert(key);
    const auto valueOf = [](const Report& report, const std::string& key) {
        const auto it = report.options.find(key);
        return it == report.options.end() ? std::string("-") : it->second;
    };
    for (const std::string& key : keys) {
        const std::string a = valueOf(first, key);
        const std::string b = valueOf(second, key);
        if (a != b)
            differences.push_back({keyWord(key) + " " + a, keyWord(key) + " " + b});
    }
    return differences;
}

std::string joined(const std::vector<Difference>& differences, std::string Difference::*side)
{
    std::string words;
    for (std::size_t i = 0; i < differences.size() && i < kMostNamedDifferences; ++i)
        words += (i == 0 ? "" : ", ") + differences[i].*side;
    if (differences.size() > kMostNamedDifferences)
        words += " +" + std::to_string(differences.size() - kMostNamedDifferences) + " more";
    return words;
}

} // namespace

DifferenceNames differenceNames(const Report& first, const Report& second)
{
    const auto firstInput = recordedInput(first);
    const auto secondInput = recordedInput(second);
    const std::vector<Difference> differences = firstInput && secondInput
                                                    ? inputDifferences(*firstInput, *secondInput)
                                                    : mapDifferences(first, second);
    if (differences.empty()) {
        const std::string model = firstInput ? modelWord(firstInput->model) : first.model.name;
        return {model, model};
    }
    return {joined(differences, &Difference::first), joined(differences, &Difference::second)};
}

} // namespace tilescope
