#include "cli/CatalogFlags.h"

#include "options/CompileCommand.h"

#include <algorithm>

namespace tilescope::cli {

void CatalogFlags::addTo(CLI::App* command, std::initializer_list<OptionGroup> groups)
{
    for (const auto& d : optionCatalog()) {
        if (std::find(groups.begin(), groups.end(), d.group) == groups.end())
            continue;
        const std::string names = "--" + d.name + (d.alias.empty() ? "" : ",--" + d.alias);
        CLI::Option* option = nullptr;
        if (d.kind == OptionKind::Flag) {
            option = command->add_flag(names, flags_[d.name], d.help);
        } else {
            // Values are kept as text and checked by the catalog, so that the refusals name the
            // option in the same words as the viewer's.
            option = command->add_option(names, values_[d.name], d.help);
            if (d.kind == OptionKind::List)
                option->delimiter(',');
            else
                option->expected(1);
            if (const auto text = defaultOptionText(d); !text.empty())
                option->default_str(text);
            if (d.kind == OptionKind::Choice) {
                std::string words;
                for (const auto& c : d.choices)
                    words += (words.empty() ? "" : "|") + c;
                option->type_name(words);
            }
        }
        registered_.push_back({&d, option});
    }
}

SimulationInput CatalogFlags::parse(const std::string& model) const
{
    return parseCompileArguments(arguments(model));
}

std::vector<std::string> CatalogFlags::arguments(const std::string& model) const
{
    std::vector<std::string> arguments{model};
    for (const auto& [definition, option] : registered_) {
        if (option->count() == 0)
            continue;
        if (definition->kind == OptionKind::Flag) {
            // `--flag=false` says no to what an IPUConfig's trainer defaults would set.
            arguments.push_back("--" + definition->name + (flags_.at(definition->name) ? "" : "=false"));
            continue;
        }
        for (const auto& value : values_.at(definition->name)) {
            arguments.push_back("--" + definition->name);
            arguments.push_back(value);
        }
    }
    return arguments;
}

} // namespace tilescope::cli
