#include "cli/SearchArguments.h"

namespace tilescope::cli {

void SearchArguments::addTo(CLI::App* command, ModelArgument modelArgument, const std::string& quietHelp)
{
    auto* modelOption = command->add_option("MODEL", model, "A built-in model name, a JSON model or an ONNX file");
    if (modelArgument == ModelArgument::Required)
        modelOption->required();
    command->add_option("--jobs", jobs, "Threads (default: one per core)");
    command->add_flag("--quiet", quiet, quietHelp);
    flags.addTo(command, {OptionGroup::Model, OptionGroup::Program, OptionGroup::Memory, OptionGroup::Execution,
                          OptionGroup::Target});
}

} // namespace tilescope::cli
