#include "simulation/ConfigExplanation.h"

#include "common/Error.h"
#include "compiler/LayerPlacement.h"
#include "onnx/OnnxImport.h"
#include "options/CompileCommand.h"
#include "simulation/Simulation.h"

namespace tilescope {

ConfigExplanation explainConfig(const std::vector<std::string>& compileArguments)
{
    // The arguments as compile takes them, so that the effects are those of a run; the model is
    // optional here, so a placeholder stands in for the parse and is not loaded.
    std::vector<std::string> arguments = compileArguments;
    const bool hasModel = !arguments.empty() && arguments.front().rfind("--", 0) != 0;
    if (!hasModel)
        arguments.insert(arguments.begin(), "mlp");
    SimulationInput input = parseCompileArguments(arguments);
    ConfigExplanation e;
    e.ipuConfig = input.ipuConfig.file;
    if (e.ipuConfig.empty())
        throw Error(ErrorCode::InvalidOption, "explain-config needs an IPUConfig (--ipu-config FILE)", {}, "ipu-config");
    e.mode = input.options.training ? "training" : "inference";
    SimulationInput fresh;
    fresh.ipuConfig = input.ipuConfig;
    fresh.options.training = input.options.training;
    e.effects = applyIpuConfig(fresh);
    e.notes = fresh.notes;
    if (!hasModel)
        return e;
    e.model = input.model;
    const Model model = loadModelInput(input.model, input.builtinForCompile(), {input.dimensions});
    e.modelNotes = model.notes;
    e.parameters = parameterCount(model);
    e.layers = layerBlocks(model);
    e.pipelineSplit = pipelineSplitOf(input, model);
    return e;
}

} // namespace tilescope
