// How long the convolution planner takes: the lowering plans every convolution of a model, and a
// whole compile of resnext101_32x8d must stay under 2 s on one core.
#include "compiler/ConvPlanCache.h"

#include <benchmark/benchmark.h>

namespace tilescope {
namespace {

// ResNeXt-101 32x8d, stage 2: the grouped 3x3 convolution (32 groups of 8 channels).
ConvProblem resnextGroupedConv()
{
    ConvProblem p;
    p.batch = 4;
    p.groups = 32;
    p.inChannelsPerGroup = 8;
    p.outChannelsPerGroup = 8;
    p.inputField = {56, 56};
    p.kernel = {3, 3};
    p.padding = {1, 1};
    return p;
}

// A fresh search each iteration (planConvolution memoises nothing); the batch varies over realistic sizes.
void BM_PlanResNextConv(benchmark::State& state)
{
    const Target target = makeTarget(Arch::Mk2);
    ConvProblem problem = resnextGroupedConv();
    std::uint64_t batch = 1;
    for (auto _ : state) {
        problem.batch = batch;
        batch = batch % 64 + 1;
        benchmark::DoNotOptimize(planConvolution(problem, target, 0.6, target.tilesPerIpu));
    }
}
BENCHMARK(BM_PlanResNextConv)->Unit(benchmark::kMillisecond);

// A ResNet-50 3x3 convolution, 64 channels on 56x56, at batch 1..64.
void BM_PlanResNetConv3x3(benchmark::State& state)
{
    const Target target = makeTarget(Arch::Mk2);
    ConvProblem problem;
    problem.inChannelsPerGroup = 64;
    problem.outChannelsPerGroup = 64;
    problem.inputField = {56, 56};
    problem.kernel = {3, 3};
    problem.padding = {1, 1};
    std::uint64_t batch = 1;
    for (auto _ : state) {
        problem.batch = batch;
        batch = batch % 64 + 1;
        benchmark::DoNotOptimize(planConvolution(problem, target, 0.6, target.tilesPerIpu));
    }
}
BENCHMARK(BM_PlanResNetConv3x3)->Unit(benchmark::kMillisecond);

// A dense layer as a matmul: 4096 -> 1024, batch 16, fp32.
void BM_PlanDenseLayer(benchmark::State& state)
{
    const Target target = makeTarget(Arch::Mk2);
    std::uint64_t batch = 1;
    for (auto _ : state) {
        const ConvProblem problem = matmulAsConvolution(1, batch, 4096, 1024, false, false);
        batch = batch % 64 + 1;
        benchmark::DoNotOptimize(planConvolution(problem, target, 0.6, target.tilesPerIpu));
    }
}
BENCHMARK(BM_PlanDenseLayer)->Unit(benchmark::kMillisecond);

// A repeated convolution: what the lowering sees for ResNeXt's identical blocks (cache hits).
void BM_PlanRepeatedConv(benchmark::State& state)
{
    const Target target = makeTarget(Arch::Mk2);
    const ConvProblem problem = resnextGroupedConv();
    ConvPlanCache plans;
    for (auto _ : state)
        benchmark::DoNotOptimize(plans.plan(problem, target, 0.6, target.tilesPerIpu));
}
BENCHMARK(BM_PlanRepeatedConv);

} // namespace
} // namespace tilescope
