#include "driver/Compiler.h"

#include "compiler/Lowering.h"
#include "exec/BspExecution.h"
#include "memory/Liveness.h"
#include "memory/MemoryLayout.h"

namespace tilescope {

Report compile(Model model, const CompileOptions& options)
{
    ConvPlanCache plans; // one compilation's own: nothing outlives it
    return compile(std::move(model), options, plans);
}

Report compile(Model model, const CompileOptions& options, ConvPlanCache& plans)
{
    options.validate();
    const auto target = makeTarget(options.arch, options.ipus, options.replicas);
    if (!options.training)
        removeLoss(model); // an inference program computes no loss
    inferShapes(model);
    auto lowered = lowerModel(model, options, target, plans);
    auto layout = layoutMemory(lowered);

    Report report;
    report.generator = std::string("tilescope ") + TILESCOPE_VERSION;
    report.model = {model.name, parameterCount(model), macsPerSample(model), options.batchSize, options.training};
    report.target = target;
    report.options = options.asMap();
    report.engineOptions = options.engine.asMap();
    report.diagnostics = std::move(layout.diagnostics);
    report.diagnostics.insert(report.diagnostics.end(), lowered.diagnostics.begin(), lowered.diagnostics.end());
    report.memory = std::move(layout.memory);
    report.variables = std::move(layout.variables);
    report.liveness = computeLiveness(lowered);
    for (std::size_t t = 0; t < report.memory.tileCount(); ++t)
        report.liveness.alwaysLiveBytes += report.memory.alwaysLiveBytes[t];
    report.programs = std::move(lowered.programs);
    report.computeSets = std::move(lowered.computeSets);
    report.operations = std::move(lowered.operations);
    if (report.fits() && options.engine.outputExecutionProfile)
        report.execution = executeBsp(lowered.steps, target, options.batchSize);
    return report;
}

} // namespace tilescope
