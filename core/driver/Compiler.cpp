#include "driver/Compiler.h"

#include "compiler/Lowering.h"
#include "compiler/StagePlacement.h"
#include "exec/Executor.h"
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
    auto target = makeTarget(options.arch, options.ipus, options.replicas);
    if (options.hostBandwidthGBps)
        target.hostBytesPerSecond = *options.hostBandwidthGBps * 1e9;
    if (!options.training)
        removeLoss(model); // an inference program computes no loss
    inferShapes(model);
    const auto placement = placeStages(model, options, target);
    checkExecutionOptions(model, placement, options);
    auto lowered = lowerModel(model, options, target, placement, plans);
    auto layout = layoutMemory(lowered);

    Report report;
    report.generator = std::string("tilescope ") + TILESCOPE_VERSION;
    report.model = {model.name, parameterCount(model), macsPerSample(model), options.batchSize, options.training};
    report.target = target;
    report.options = options.asMap();
    report.engineOptions = options.engine.asMap();
    report.diagnostics = std::move(layout.diagnostics);
    report.diagnostics.insert(report.diagnostics.end(), lowered.diagnostics.begin(), lowered.diagnostics.end());
    if (!placement.explanation.empty())
        report.notes.push_back({"pipeline-split", placement.explanation});
    report.notes.insert(report.notes.end(), lowered.notes.begin(), lowered.notes.end());
    report.memory = std::move(layout.memory);
    report.variables = std::move(layout.variables);
    report.liveness = computeLiveness(lowered);
    for (std::size_t t = 0; t < report.memory.tileCount(); ++t)
        report.liveness.alwaysLiveBytes += report.memory.alwaysLiveBytes[t];
    if (report.fits() && options.engine.outputExecutionProfile)
        report.execution = execute(lowered, options);
    report.programs = std::move(lowered.programs);
    report.computeSets = std::move(lowered.computeSets);
    report.operations = std::move(lowered.operations);
    return report;
}

} // namespace tilescope
