#pragma once
// What the commands that search a configuration space (`advise`, `sweep`) read alike from their
// command line: the model, the catalog's options of the configuration, threads and --quiet.

#include "cli/CatalogFlags.h"

#include <CLI/CLI.hpp>

#include <string>

namespace tilescope::cli {

/// Whether a command needs MODEL (`sweep` does not: `sweep merge` takes none).
enum class ModelArgument { Required, Optional };

struct SearchArguments {
    std::string model;
    unsigned jobs = 0;
    bool quiet = false;
    CatalogFlags flags;

    /// Registers MODEL, --jobs, --quiet (its help saying what it leaves out: `quietHelp`) and the
    /// catalog's options of the model, program, memory, execution and target on `command`. Call once,
    /// before parsing; CLI11 writes into these members, so they must outlive the parse.
    void addTo(CLI::App* command, ModelArgument modelArgument, const std::string& quietHelp);
};

} // namespace tilescope::cli
