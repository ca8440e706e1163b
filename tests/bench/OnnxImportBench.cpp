// ONNX import plus compile of a PyTorch export, timed (issue 11 target: ViT-B/16 under 1 s).
// The committed fixture has its weights stripped; TILESCOPE_ONNX_MODEL names another file (the
// full 330 MB export of scripts/dev/export-onnx-fixtures.py --full) to time a real one.

#include "driver/Compiler.h"
#include "onnx/OnnxImport.h"

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <string>

namespace {

std::string vitPath()
{
    if (const char* path = std::getenv("TILESCOPE_ONNX_MODEL"))
        return path;
    return std::string(TILESCOPE_FIXTURES_DIR) + "/onnx/vit_b_16.onnx";
}

void BM_ImportOnnxVitB16(benchmark::State& state)
{
    const auto path = vitPath();
    for (auto _ : state)
        benchmark::DoNotOptimize(tilescope::importOnnxModel(path));
}

void BM_ImportAndCompileOnnxVitB16(benchmark::State& state)
{
    const auto path = vitPath();
    tilescope::CompileOptions options;
    options.batchSize = 8;
    for (auto _ : state)
        benchmark::DoNotOptimize(tilescope::compile(tilescope::importOnnxModel(path), options));
}

} // namespace

BENCHMARK(BM_ImportOnnxVitB16)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ImportAndCompileOnnxVitB16)->Unit(benchmark::kMillisecond);
