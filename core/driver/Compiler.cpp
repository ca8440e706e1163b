#include "driver/Compiler.h"

#include "common/Error.h"
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
    return compile(std::move(model), options, plans, CompileControl{});
}

Report compile(Model model, const CompileOptions& options, ConvPlanCache& plans, const CompileControl& control)
{
    // Each phase ends at a checkpoint; the weights are rough shares of a compilation's time.
    const auto phaseDone = [&control](double fraction) {
        if (control.stop && control.stop->load(std::memory_order_relaxed))
            throw Error(ErrorCode::Cancelled, "the compilation was cancelled");
        if (control.progress)
            control.progress(fraction);
    };
    options.validate();
    auto target = makeTarget(options.arch, options.ipus, options.replicas);
    if (options.hostBandwidthGBps)
        target.hostBytesPerSecond = *options.hostBandwidthGBps * 1e9;
    if (!options.training)
        removeLoss(model); // an inference program computes no loss
    inferShapes(model);
    const auto placement = placeStages(model, options, target);
    checkExecutionOptions(model, placement, options);
    phaseDone(0.05);
    auto lowered = lowerModel(model, options, target, placement, plans);
    phaseDone(0.5);
    auto layout = layoutMemoryTakingNames(lowered, control.layouts); // the report keeps the names, the lowering no longer needs them
    phaseDone(0.7);

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
    phaseDone(0.8);
    if (report.fits() && options.engine.outputExecutionProfile)
        report.execution = execute(lowered, options);
    phaseDone(1.0);
    report.programs = std::move(lowered.programs);
    report.computeSets = std::move(lowered.computeSets);
    report.operations = std::move(lowered.operations);
    return report;
}

} // namespace tilescope
