// The memory-saving and host I/O techniques of the optimisation guide (seed 001 §4.3-4.7, §5.3-5.5)
// and the tutorials (seeds 003 and 004), each a mechanism whose cost and saving show in the report.

#include "driver/Compiler.h"
#include "model/Builtins.h"
#include "report/ReportSummary.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <numeric>

namespace tilescope {
namespace {

Report compileBuiltin(const char* name, const std::function<void(CompileOptions&)>& configure,
                      const BuiltinOptions& builtin = {})
{
    CompileOptions options;
    configure(options);
    auto b = builtin;
    b.withLoss = options.training;
    return compile(makeBuiltinModel(name, b), options);
}

const Execution& executionOf(const Report& report)
{
    if (!report.execution)
        throw std::runtime_error("the report has no execution");
    return *report.execution;
}

std::uint64_t categoryTotal(const Report& r, MemoryCategory category)
{
    std::uint64_t total = 0;
    for (std::size_t t = 0; t < r.memory.tileCount(); ++t)
        total += r.memory.categoryBytes(category, t);
    return total;
}

std::uint64_t optimiserStateBytes(const Report& r, MemoryCategory category)
{
    std::uint64_t bytes = 0;
    const auto& v = r.variables;
    for (std::size_t i = 0; i < v.size(); ++i)
        if (v.category[i] == category && (v.name[i].ends_with("/firstMoment") || v.name[i].ends_with("/secondMoment")))
            bytes += v.bytes[i];
    return bytes;
}

std::uint64_t weightUpdateCycles(const Execution& e)
{
    std::uint64_t cycles = 0;
    for (std::size_t row = 0; row < e.traceRowCount(); ++row)
        if (e.tracePhase[row] == StagePhase::WeightUpdate && e.traceKind[row] != TraceKind::Idle)
            cycles += e.traceCycles[row];
    return cycles;
}

bool hasOperationOfType(const Report& r, const std::string& type)
{
    return std::find(r.operations.type.begin(), r.operations.type.end(), type) != r.operations.type.end();
}

// Lesson 1: replication's gradient all-reduce grows global exchange code, little else (Table 4.1).
TEST(TechniquesLessons, ReplicasGrowGlobalExchangeCodeAndSamplesPerSecondLessThanFourFold)
{
    auto bert = [](std::uint32_t replicas) {
        return compileBuiltin("bert-base", [&](CompileOptions& o) {
            o.training = true;
            o.ipus = 4;
            o.gradientAccumulation = 8;
            o.replicas = replicas;
        });
    };
    const auto one = bert(1);
    const auto four = bert(4);
    ASSERT_TRUE(one.fits() && four.fits());
    const auto growth = [&](MemoryCategory c) { return double(categoryTotal(four, c)) / double(categoryTotal(one, c)); };
    const auto global = growth(MemoryCategory::GlobalExchangeCode);
    EXPECT_GT(global, 3.0);
    EXPECT_LT(global, 6.0);
    for (auto c : {MemoryCategory::ControlCode, MemoryCategory::InternalExchangeCode, MemoryCategory::VertexCode,
                   MemoryCategory::VertexInstanceState})
        EXPECT_LT(growth(c), 1.5) << memoryCategoryName(c);
    EXPECT_NEAR(growth(MemoryCategory::HostExchangeCode), 1.0, 0.01);
    const auto speedUp = executionOf(four).samplesPerSecond / executionOf(one).samplesPerSecond;
    EXPECT_GT(speedUp, 1.0);
    EXPECT_LT(speedUp, 4.0); // the all-reduce is not hidden
    EXPECT_TRUE(hasOperationOfType(four, "allReduce"));
    RecordProperty("globalExchangeCodeGrowth", std::to_string(global));
}

// Lesson 2: replicated tensor sharding splits the optimiser state over the replicas.
TEST(TechniquesLessons, ShardingTheOptimiserStateOverFourReplicasQuartersIt)
{
    auto resnet = [](bool sharded) {
        return compileBuiltin("resnet18", [&](CompileOptions& o) {
            o.training = true;
            o.optimiser = Optimiser::Adam;
            o.batchSize = 8;
            o.replicas = 4;
            o.replicatedTensorSharding = sharded;
        });
    };
    const auto whole = resnet(false);
    const auto sharded = resnet(true);
    const auto ratio = double(optimiserStateBytes(whole, MemoryCategory::AlwaysLiveVariable)) /
                       double(optimiserStateBytes(sharded, MemoryCategory::AlwaysLiveVariable));
    EXPECT_NEAR(ratio, 4.0, 0.2);
    EXPECT_TRUE(hasOperationOfType(sharded, "reduceScatter"));
    EXPECT_TRUE(hasOperationOfType(sharded, "allGather"));
    EXPECT_FALSE(hasOperationOfType(sharded, "allReduce"));
}

// Lesson 3: offloading the optimiser state frees its always-live bytes and lengthens the update.
TEST(TechniquesLessons, OffloadingTheOptimiserStateTradesAlwaysLiveBytesForStreams)
{
    auto resnet = [](bool offloaded) {
        return compileBuiltin("resnet18", [&](CompileOptions& o) {
            o.training = true;
            o.optimiser = Optimiser::Adam;
            o.batchSize = 8;
            o.offloadOptimiserState = offloaded;
        });
    };
    const auto onChip = resnet(false);
    const auto offloaded = resnet(true);
    const auto state = optimiserStateBytes(onChip, MemoryCategory::AlwaysLiveVariable);
    EXPECT_EQ(optimiserStateBytes(offloaded, MemoryCategory::AlwaysLiveVariable), 0u);
    EXPECT_EQ(optimiserStateBytes(offloaded, MemoryCategory::NotAlwaysLiveVariable), state);
    // Always-live memory falls by the state and by the code of its host streams (weightsFromHost and
    // weightsToHost), which offloaded state no longer has.
    const auto fallen = double(summarize(onChip).alwaysLiveBytes) - double(summarize(offloaded).alwaysLiveBytes);
    const auto hostCode = [](const Report& report) {
        const auto& bytes = summarize(report).categoryBytes;
        return double(bytes[std::size_t(MemoryCategory::HostExchangeCode)] +
                      bytes[std::size_t(MemoryCategory::HostExchangePacketHeader)]);
    };
    EXPECT_NEAR(fallen - (hostCode(onChip) - hostCode(offloaded)), double(state), 0.05 * double(state));
    EXPECT_GT(weightUpdateCycles(executionOf(offloaded)), 2 * weightUpdateCycles(executionOf(onChip)));
    // The streams are in the trace, in the weight update.
    const auto& e = executionOf(offloaded);
    bool streamed = false;
    for (std::size_t row = 0; row < e.traceRowCount(); ++row)
        streamed = streamed || (e.traceKind[row] == TraceKind::StreamCopy && e.tracePhase[row] == StagePhase::WeightUpdate);
    EXPECT_TRUE(streamed);
}

// Lesson 4: outlining stores a repeated layer's code once, and its calls pay copies in cycles.
TEST(TechniquesLessons, OutliningSavesCodeAndCostsCycles)
{
    auto bert = [](bool outlining) {
        return compileBuiltin("bert-base", [&](CompileOptions& o) {
            o.batchSize = 2;
            o.outlining = outlining;
        });
    };
    const auto outlined = bert(true);
    const auto inlined = bert(false);
    EXPECT_LT(summarize(outlined).codeBytes, summarize(inlined).codeBytes);
    EXPECT_GT(executionOf(outlined).cyclesPerIteration, executionOf(inlined).cyclesPerIteration);
    const auto copies = std::count_if(outlined.programs.name.begin(), outlined.programs.name.end(),
                                      [](const std::string& n) { return n.find("/input") != std::string::npos; });
    EXPECT_GE(copies, 11); // every call of the layer's function but the first replays its body
}

// Lesson 5: on a host-bound run, 8-bit IO and IO tiles pay; on a compute-bound one IO tiles cost.
Report hostBound(const std::function<void(CompileOptions&)>& more)
{
    BuiltinOptions cifar;
    cifar.imageSize = 32;
    cifar.classes = 10;
    return compileBuiltin(
        "resnet18",
        [&](CompileOptions& o) {
            o.batchSize = 256;
            o.deviceIterations = 8;
            o.precision = Precision::parse("32.32");
            o.hostBandwidthGBps = 1.0;
            more(o);
        },
        cifar);
}

TEST(TechniquesLessons, EightBitIoAndIoTilesSpeedUpAHostBoundRun)
{
    const auto plain = hostBound([](CompileOptions&) {});
    const auto eightBit = hostBound([](CompileOptions& o) { o.eightBitIo = true; });
    const auto ioTiles = hostBound([](CompileOptions& o) { o.ioTiles = 32; });
    const auto plainRate = executionOf(plain).samplesPerSecond;
    EXPECT_GT(executionOf(eightBit).samplesPerSecond, plainRate);
    EXPECT_GT(executionOf(ioTiles).samplesPerSecond, plainRate);
    // With IO tiles, the streams run on the IO tiles' own lane while the IPU computes.
    const auto& e = executionOf(ioTiles);
    ASSERT_EQ(e.traceLaneCount(), 2u);
    std::vector<std::pair<std::uint64_t, std::uint64_t>> compute;
    const auto [computeBegin, computeEnd] = e.traceRowsOf(0);
    for (auto row = computeBegin; row < computeEnd; ++row)
        if (e.traceKind[row] == TraceKind::OnTileExecute)
            compute.emplace_back(e.traceStartCycle[row], e.traceStartCycle[row] + e.traceCycles[row]);
    std::size_t overlapping = 0;
    const auto [ioBegin, ioEnd] = e.traceRowsOf(1);
    for (auto row = ioBegin; row < ioEnd; ++row) {
        if (e.traceKind[row] != TraceKind::StreamCopy)
            continue;
        const auto start = e.traceStartCycle[row], end = start + e.traceCycles[row];
        overlapping += std::any_of(compute.begin(), compute.end(),
                                   [&](const auto& c) { return c.first < end && start < c.second; });
    }
    EXPECT_GT(overlapping, 0u);
    // The streams arrive as uint8 with 8-bit IO: a quarter of fp32's bytes, and a cast on the IPU.
    const auto& steps = executionOf(eightBit);
    std::uint64_t plainIn = 0, eightBitIn = 0;
    for (std::size_t s = 0; s < executionOf(plain).programStepCount(); ++s)
        if (executionOf(plain).stepPhase[s] == StagePhase::HostIo)
            plainIn += executionOf(plain).stepBytesIn[s];
    for (std::size_t s = 0; s < steps.programStepCount(); ++s)
        if (steps.stepPhase[s] == StagePhase::HostIo)
            eightBitIn += steps.stepBytesIn[s];
    EXPECT_LT(eightBitIn, plainIn / 3);
}

TEST(TechniquesLessons, IoTilesTakenFromComputeSlowAComputeBoundModel)
{
    auto resnet = [](std::uint32_t ioTiles) {
        return compileBuiltin("resnet50", [&](CompileOptions& o) {
            o.batchSize = 8;
            o.deviceIterations = 8;
            o.ioTiles = ioTiles;
        });
    };
    EXPECT_LT(executionOf(resnet(256)).samplesPerSecond, executionOf(resnet(0)).samplesPerSecond);
}

TEST(TechniquesLessons, TooFewIoTilesAreNotedWithTheRuleOfThumb)
{
    const auto report = hostBound([](CompileOptions& o) { o.ioTiles = 2; });
    ASSERT_FALSE(report.notes.empty());
    const auto note = std::find_if(report.notes.begin(), report.notes.end(),
                                   [](const Note& n) { return n.code == "io-tiles"; });
    ASSERT_NE(note, report.notes.end());
    EXPECT_NE(note->message.find("--io-tiles 6"), std::string::npos) << note->message;
}

// Lesson 6: fp16 with half partials runs the AMP at its fastest.
TEST(TechniquesLessons, HalfPrecisionWithHalfPartialsIsFasterThanFloat)
{
    auto resnet = [](const char* precision, bool halfPartials) {
        return compileBuiltin("resnet50", [&](CompileOptions& o) {
            o.batchSize = 4;
            o.precision = Precision::parse(precision);
            o.halfPartials = halfPartials;
        });
    };
    EXPECT_GT(executionOf(resnet("16.16", true)).samplesPerSecond, executionOf(resnet("32.32", false)).samplesPerSecond);
    EXPECT_GT(executionOf(resnet("16.16", true)).samplesPerSecond, executionOf(resnet("16.16", false)).samplesPerSecond);
}

} // namespace
} // namespace tilescope
