// The simulator's main job, timed: compiling whole models (issue target: ResNeXt-101 32x8d
// inference, batch 8, Mk2, under 2 s on one core, so that an interactive what-if becomes possible).

#include "driver/Compiler.h"
#include "model/Builtins.h"

#include <benchmark/benchmark.h>

namespace {

void compileBuiltin(benchmark::State& state, const char* name, std::uint32_t batch, double amp, bool training)
{
    tilescope::BuiltinOptions builtin;
    builtin.withLoss = training;
    const auto model = tilescope::makeBuiltinModel(name, builtin);
    tilescope::CompileOptions options;
    options.batchSize = batch;
    options.availableMemoryProportion = amp;
    options.training = training;
    for (auto _ : state) {
        // Every compile owns its plan cache, so each one plans from scratch as a fresh process does.
        benchmark::DoNotOptimize(tilescope::compile(model, options));
    }
}

void BM_CompileResNeXt101Batch8(benchmark::State& state) { compileBuiltin(state, "resnext101_32x8d", 8, 0.6, false); }
void BM_CompileResNeXt101Batch8Amp001(benchmark::State& state)
{
    compileBuiltin(state, "resnext101_32x8d", 8, 0.01, false);
}
void BM_CompileResNet50TrainingBatch4(benchmark::State& state) { compileBuiltin(state, "resnet50", 4, 0.6, true); }
void BM_CompileBertBase(benchmark::State& state) { compileBuiltin(state, "bert-base", 4, 0.6, false); }

} // namespace

BENCHMARK(BM_CompileResNeXt101Batch8)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_CompileResNeXt101Batch8Amp001)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_CompileResNet50TrainingBatch4)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_CompileBertBase)->Unit(benchmark::kMillisecond);
