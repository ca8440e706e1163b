// Long models, timed (issue 28, "Big inputs"): a chain of N small layers, for N from 1,000 to
// 100,000 ops. Compiling, executing and writing the report must each cost the same per op whatever
// N is: the complexity report fits the times to N and should say O(N), and "perOp" stays flat.
// The compile's two big phases are also timed alone (lowering, memory layout): a rise per op shows
// in the phase that has it, apart from the model's copy and the report's assembly.

#include "LongChain.h"

#include "compiler/ConvPlanCache.h"
#include "compiler/Lowering.h"
#include "compiler/StagePlacement.h"
#include "driver/Compiler.h"
#include "memory/MemoryLayout.h"
#include "report/ReportIO.h"
#include "target/Target.h"

#include <benchmark/benchmark.h>

namespace tilescope {
namespace {

void reportPerOp(benchmark::State& state)
{
    state.SetComplexityN(state.range(0));
    state.counters["perOp"] = benchmark::Counter(double(state.range(0)),
                                                 benchmark::Counter::kIsIterationInvariantRate |
                                                     benchmark::Counter::kInvert);
}

// The model: linear layers, whose weights all land on the first tiles, so it does not fit
// and is compiled but not executed.
void BM_CompileLinearChain(benchmark::State& state)
{
    const auto model = longChain(OpType::Linear, state.range(0));
    for (auto _ : state)
        benchmark::DoNotOptimize(compile(model, CompileOptions{}));
    reportPerOp(state);
}

// The same chain trained (issue 28: 13 s at 100,000 ops, above the 10 s target): the backward pass
// and the weight updates double the ops, and each layer's weight gets a gradient and an update.
void BM_CompileTrainingLinearChain(benchmark::State& state)
{
    const auto model = longChain(OpType::Linear, state.range(0));
    CompileOptions options;
    options.training = true;
    for (auto _ : state)
        benchmark::DoNotOptimize(compile(model, options));
    reportPerOp(state);
}

/// The chain's model with inferred shapes, what the phases below start from.
struct PhaseInput {
    Model model;
    CompileOptions options;
    Target target;
    StagePlacement placement;

    PhaseInput(std::int64_t layers, bool training)
        : model(longChain(OpType::Linear, layers)),
          options(optionsFor(training)),
          target(makeTarget(options.arch, options.ipus, options.replicas))
    {
        inferShapes(model);
        placement = placeStages(model, options, target);
    }

    LoweredProgram lower() const
    {
        ConvPlanCache plans;
        return lowerModel(model, options, target, placement, plans);
    }

private:
    static CompileOptions optionsFor(bool training)
    {
        CompileOptions options;
        options.training = training;
        return options;
    }
};

// The lowering alone (argument 1: training), its result dropped inside the timing as compile() does.
void BM_LowerLinearChain(benchmark::State& state)
{
    const PhaseInput input(state.range(0), state.range(1) != 0);
    for (auto _ : state)
        benchmark::DoNotOptimize(input.lower());
    reportPerOp(state);
}

// The memory layout alone, of a program lowered once (its names copied, not taken).
void BM_LayoutLinearChain(benchmark::State& state)
{
    const PhaseInput input(state.range(0), state.range(1) != 0);
    const auto lowered = input.lower();
    for (auto _ : state)
        benchmark::DoNotOptimize(layoutMemory(lowered));
    reportPerOp(state);
}

// ReLUs fit, so compile() also executes the program: the trace grows with the ops too.
void BM_CompileAndExecuteReluChain(benchmark::State& state)
{
    const auto model = longChain(OpType::Relu, state.range(0));
    for (auto _ : state)
        benchmark::DoNotOptimize(compile(model, CompileOptions{}));
    reportPerOp(state);
}

void BM_WriteReportReluChain(benchmark::State& state)
{
    const auto report = compile(longChain(OpType::Relu, state.range(0)), CompileOptions{});
    for (auto _ : state)
        benchmark::DoNotOptimize(serializeReport(report, ReportEncoding::Binary));
    reportPerOp(state);
}

} // namespace
} // namespace tilescope

BENCHMARK(tilescope::BM_CompileLinearChain)
    ->RangeMultiplier(10)->Range(1'000, 100'000)->Unit(benchmark::kMillisecond)->Complexity(benchmark::oN);
BENCHMARK(tilescope::BM_CompileTrainingLinearChain)
    ->RangeMultiplier(10)->Range(1'000, 100'000)->Unit(benchmark::kMillisecond)->Complexity(benchmark::oN);
BENCHMARK(tilescope::BM_LowerLinearChain)
    ->ArgsProduct({{1'000, 10'000, 100'000}, {0, 1}})->ArgNames({"ops", "training"})->Unit(benchmark::kMillisecond);
BENCHMARK(tilescope::BM_LayoutLinearChain)
    ->ArgsProduct({{1'000, 10'000, 100'000}, {0, 1}})->ArgNames({"ops", "training"})->Unit(benchmark::kMillisecond);
BENCHMARK(tilescope::BM_CompileAndExecuteReluChain)
    ->RangeMultiplier(10)->Range(1'000, 100'000)->Unit(benchmark::kMillisecond)->Complexity(benchmark::oN);
BENCHMARK(tilescope::BM_WriteReportReluChain)
    ->RangeMultiplier(10)->Range(1'000, 100'000)->Unit(benchmark::kMillisecond)->Complexity(benchmark::oN);
