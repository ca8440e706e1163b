#pragma once
// The catalog's options (options/OptionCatalog.h) as command-line options of a subcommand: one
// definition serves the CLI and the viewer's Simulate panel, so they take the same words.

#include "options/OptionCatalog.h"

#include <CLI/CLI.hpp>

#include <initializer_list>
#include <map>
#include <string>
#include <vector>

namespace tilescope::cli {

class CatalogFlags {
public:
    /// Registers every option of `groups` on `command` (`--name` and its alias, the default in the
    /// help). Call once per subcommand, before parsing.
    void addTo(CLI::App* command, std::initializer_list<OptionGroup> groups);
    /// The model and the options given on the command line, parsed and checked as
    /// parseCompileArguments does; throws Error(InvalidOption) naming the option.
    SimulationInput parse(const std::string& model) const;
    /// The model, then the options given, as parseCompileArguments reads them ("--amp", "0.4").
    std::vector<std::string> arguments(const std::string& model) const;

private:
    struct Registered {
        const OptionDefinition* definition = nullptr;
        CLI::Option* option = nullptr;
    };
    std::map<std::string, std::vector<std::string>> values_; // stable storage for CLI11
    std::map<std::string, bool> flags_;
    std::vector<Registered> registered_;
};

} // namespace tilescope::cli
