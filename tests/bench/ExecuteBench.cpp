// Execution, timed: the target is BERT-Large trained over 4 IPUs (sequence 128, gradient
// accumulation 16) compiled and executed in under 2 s on one core. The stages of compile() are run
// one by one so that execution is timed whether or not the program fits (Poplar would not run a
// program that does not fit; the simulator's schedule does not care).

#include "compiler/Lowering.h"
#include "compiler/StagePlacement.h"
#include "exec/Executor.h"
#include "memory/Liveness.h"
#include "memory/MemoryLayout.h"
#include "model/Builtins.h"
#include "report/ReportIO.h"

#include <benchmark/benchmark.h>

namespace tilescope {
namespace {

CompileOptions bertLargeOptions()
{
    CompileOptions options;
    options.ipus = 4;
    options.training = true;
    options.gradientAccumulation = 16;
    options.recompute = Recompute::Standard;
    return options;
}

Model bertLarge()
{
    BuiltinOptions builtin;
    builtin.sequenceLength = 128;
    auto model = makeBuiltinModel("bert-large", builtin);
    inferShapes(model);
    return model;
}

void BM_CompileAndExecuteBertLargeTraining4Ipus(benchmark::State& state)
{
    const auto options = bertLargeOptions();
    const auto model = bertLarge();
    const auto target = makeTarget(options.arch, options.ipus, options.replicas);
    std::uint64_t rows = 0;
    for (auto _ : state) {
        ConvPlanCache plans;
        const auto placement = placeStages(model, options, target);
        auto lowered = lowerModel(model, options, target, placement, plans);
        benchmark::DoNotOptimize(layoutMemory(lowered));
        benchmark::DoNotOptimize(computeLiveness(lowered));
        const auto execution = execute(lowered, options);
        rows = execution.traceRowCount();
    }
    state.counters["traceRows"] = double(rows);
}

void BM_ExecuteBertLargeTraining4Ipus(benchmark::State& state)
{
    const auto options = bertLargeOptions();
    const auto model = bertLarge();
    const auto target = makeTarget(options.arch, options.ipus, options.replicas);
    ConvPlanCache plans;
    const auto lowered = lowerModel(model, options, target, placeStages(model, options, target), plans);
    for (auto _ : state)
        benchmark::DoNotOptimize(execute(lowered, options));
    state.counters["programSteps"] = double(lowered.steps.size());
}

} // namespace
} // namespace tilescope

BENCHMARK(tilescope::BM_CompileAndExecuteBertLargeTraining4Ipus)->Unit(benchmark::kMillisecond);
BENCHMARK(tilescope::BM_ExecuteBertLargeTraining4Ipus)->Unit(benchmark::kMillisecond);
