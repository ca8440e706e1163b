#include "compiler/Compiler.h"

#include "compiler/Lowering.h"
#include "exec/BspExecution.h"
#include "memory/MemoryLayout.h"

namespace tilescope {
namespace {

/// Not-always-live bytes per step, over all tiles and per IPU, from the variables' live ranges.
void computeLiveness(const LoweredProgram& program, Liveness& liveness)
{
    const auto steps = program.steps.size();
    const auto ipus = program.target.ipus;
    std::vector<std::vector<std::int64_t>> delta(ipus, std::vector<std::int64_t>(steps + 1, 0));
    for (const auto& v : program.variables) {
        if (v.alwaysLive() || v.spread.tiles == 0)
            continue;
        // A spread lies within one IPU; the lowering never maps a tensor across two.
        const auto ipu = v.spread.firstTile / program.target.tilesPerIpu;
        const auto bytes = std::int64_t(v.spread.totalBytes());
        delta[ipu][std::size_t(v.firstStep)] += bytes;
        delta[ipu][std::size_t(v.lastStep) + 1] -= bytes;
    }
    liveness.notAlwaysLiveBytes.assign(steps, 0);
    liveness.notAlwaysLiveBytesPerIpu.assign(ipus, std::vector<std::uint64_t>(steps, 0));
    for (std::uint32_t ipu = 0; ipu < ipus; ++ipu) {
        std::int64_t running = 0;
        for (std::size_t s = 0; s < steps; ++s) {
            running += delta[ipu][s];
            liveness.notAlwaysLiveBytesPerIpu[ipu][s] = std::uint64_t(running);
            liveness.notAlwaysLiveBytes[s] += std::uint64_t(running);
        }
    }
    liveness.stepProgram.reserve(steps);
    for (const auto& step : program.steps)
        liveness.stepProgram.push_back(step.node);
}

} // namespace

Report compile(Model model, const CompileOptions& options)
{
    options.validate();
    const auto target = makeTarget(options.arch, options.ipus, options.replicas);
    inferShapes(model);
    auto lowered = lowerModel(model, options, target);
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
    computeLiveness(lowered, report.liveness);
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
