#include "simulation/Simulation.h"

#include "common/Error.h"
#include "onnx/OnnxImport.h"
#include "options/CompileCommand.h"

namespace tilescope {

Report simulate(const SimulationInput& input, ConvPlanCache& plans, const CompileControl& control)
{
    validateInput(input); // before a large model is loaded for nothing
    auto model = loadModelInput(input.model, input.builtinForCompile(), {input.dimensions});
    if (control.stop && control.stop->load(std::memory_order_relaxed))
        throw Error(ErrorCode::Cancelled, "the simulation was cancelled");
    // A model that cannot be compiled as given (an op on an IPU not asked for) is the file's fault.
    const bool fromFile = !isBuiltinModel(input.model);
    Report report = [&] {
        try {
            return compile(std::move(model), input.options, plans, control);
        } catch (const Error& e) {
            if (fromFile && e.code() == ErrorCode::InvalidModel && e.file().empty())
                throw e.withFile(input.model);
            throw;
        }
    }();
    report.options[kCommandOption] = compileCommandLine(input);
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
    return parseCompileArguments(words);
}

} // namespace tilescope
