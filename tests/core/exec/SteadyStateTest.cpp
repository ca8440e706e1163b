// A long accumulation's steady state is counted, not run: every total is exactly what running every
// micro-batch gives, the trace keeps the ramps and a few steady periods, and an accumulation of a
// million stays small (issue: the trace grew with every micro-batch, 10.8 GB at 10^6).

#include "compiler/ConvPlanCache.h"
#include "compiler/Lowering.h"
#include "compiler/StagePlacement.h"
#include "exec/Executor.h"
#include "model/Builtins.h"
#include "report/ReportIO.h"

#include <gtest/gtest.h>

#include <functional>
#include <ostream>

namespace tilescope {
namespace {

struct Lowered {
    Model model;
    LoweredProgram program;
    CompileOptions options;
};

Lowered lowerBuiltin(const char* name, const std::function<void(CompileOptions&)>& configure)
{
    Lowered l;
    l.options.training = true;
    configure(l.options);
    l.options.validate();
    l.model = makeBuiltinModel(name, {});
    if (!l.options.training)
        removeLoss(l.model);
    inferShapes(l.model);
    const auto target = makeTarget(l.options.arch, l.options.ipus, l.options.replicas);
    const auto placement = placeStages(l.model, l.options, target);
    ConvPlanCache plans;
    l.program = lowerModel(l.model, l.options, target, placement, plans);
    return l;
}

struct Schedule {
    const char* name;
    const char* model;
    std::function<void(CompileOptions&)> configure;
};

void PrintTo(const Schedule& schedule, std::ostream* out) { *out << schedule.name; }

class FoldedSchedule : public ::testing::TestWithParam<Schedule> {};

TEST_P(FoldedSchedule, CountsToTheSameTotalsAsRunningEveryMicroBatch)
{
    const auto l = lowerBuiltin(GetParam().model, GetParam().configure);
    const auto folded = execute(l.program, l.options);
    const auto run = execute(l.program, l.options, kMaxTraceRows, SteadyStateFolding::Run);
    EXPECT_GT(folded.foldedMicroBatches, 0u) << "nothing was folded";
    EXPECT_EQ(run.foldedMicroBatches, 0u);
    EXPECT_LT(folded.traceRowCount(), run.traceRowCount());
    EXPECT_EQ(folded.cyclesPerIteration, run.cyclesPerIteration);
    EXPECT_EQ(folded.ipuBusyCycles, run.ipuBusyCycles);
    EXPECT_EQ(folded.ipuComputeCycles, run.ipuComputeCycles);
    EXPECT_EQ(folded.samplesPerSecond, run.samplesPerSecond);
}

INSTANTIATE_TEST_SUITE_P(
    SteadyState, FoldedSchedule,
    ::testing::Values(Schedule{"GroupedPipeline", "mnist-pipeline",
                               [](CompileOptions& o) {
                                   o.ipus = 4;
                                   o.batchSize = 8;
                                   o.gradientAccumulation = 40;
                                   o.deviceIterations = 3;
                               }},
                      Schedule{"InterleavedPipeline", "mnist-pipeline",
                               [](CompileOptions& o) {
                                   o.ipus = 4;
                                   o.gradientAccumulation = 40;
                                   o.pipeline = PipelineSchedule::Interleaved;
                               }},
                      Schedule{"OneIpuWithIoTiles", "mlp",
                               [](CompileOptions& o) {
                                   o.gradientAccumulation = 30;
                                   o.ioTiles = 32;
                                   o.prefetchDepth = 3;
                               }},
                      Schedule{"DeviceIterationsOfAnAccumulation", "mlp",
                               [](CompileOptions& o) {
                                   o.gradientAccumulation = 12;
                                   o.deviceIterations = 25;
                               }},
                      Schedule{"PipelinedInference", "mnist-pipeline",
                               [](CompileOptions& o) {
                                   o.training = false;
                                   o.ipus = 4;
                                   o.deviceIterations = 50;
                               }},
                      Schedule{"ShardedPipeline", "mnist-pipeline",
                               [](CompileOptions& o) {
                                   o.ipus = 4;
                                   o.gradientAccumulation = 20;
                                   o.pipeline = PipelineSchedule::Sharded;
                               }}),
    [](const ::testing::TestParamInfo<Schedule>& schedule) { return std::string(schedule.param.name); });

TEST(SteadyState, TheTraceGoesOnAfterTheFoldWithTheRightMicroBatches)
{
    const auto l = lowerBuiltin("mnist-pipeline", [](CompileOptions& o) {
        o.ipus = 4;
        o.gradientAccumulation = 100;
    });
    const auto e = execute(l.program, l.options);
    ASSERT_GT(e.foldedMicroBatches, 0u);
    EXPECT_GT(e.foldCycle, 0u);
    // The last micro-batch's backward is traced, after the fold, under its own number.
    std::int32_t highest = -1;
    for (std::size_t row = 0; row < e.traceRowCount(); ++row)
        highest = std::max(highest, e.traceMicroBatch[row]);
    EXPECT_EQ(highest, 99);
    // The trace is shorter than the call by the folded periods.
    const auto [first, last] = e.traceRowsOf(0);
    EXPECT_LT(e.traceStartCycle[last - 1] + e.traceCycles[last - 1], e.cyclesPerIteration);
    EXPECT_GT(last, first);
}

TEST(SteadyState, AMillionMicroBatchesStayBounded)
{
    const auto l = lowerBuiltin("mnist-pipeline", [](CompileOptions& o) {
        o.ipus = 4;
        o.gradientAccumulation = 1'000'000;
    });
    const auto e = execute(l.program, l.options);
    EXPECT_LT(e.traceRowCount(), 5'000u);
    EXPECT_LT(e.stageIpu.size(), 1'000u);
    EXPECT_GT(e.foldedMicroBatches, 999'000u);
    // Cycles grow with the micro-batches: a million take about ten thousand times a hundred's.
    const auto hundredMicroBatches = lowerBuiltin("mnist-pipeline", [](CompileOptions& o) {
        o.ipus = 4;
        o.gradientAccumulation = 100;
    });
    const auto hundred = execute(hundredMicroBatches.program, hundredMicroBatches.options);
    EXPECT_GT(e.cyclesPerIteration, hundred.cyclesPerIteration * 9'000);
    EXPECT_LT(e.cyclesPerIteration, hundred.cyclesPerIteration * 10'000);
    // The report of the call stays small.
    Report report;
    report.execution = e;
    EXPECT_LT(serializeReport(report, ReportEncoding::Binary).size(), 2'000'000u);
}

} // namespace
} // namespace tilescope
