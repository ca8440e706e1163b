// compile() end to end: reports are consistent, and the mechanisms behave as docs/SIMULATION.md says.

#include "compiler/CodeSizes.h"
#include "driver/Compiler.h"

#include "common/Error.h"
#include "model/Builtins.h"
#include "model/GraphBuilder.h"
#include "report/ReportIO.h"
#include "report/ReportSummary.h"

#include "report/OperationTable.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>

using namespace tilescope;

namespace {

/// Three 3x3 convolutions in sequence; the second and third are equal, with their input mapped
/// alike, and have their own availableMemoryProportion.
Model threeConvolutions(std::optional<double> secondAmp, std::optional<double> thirdAmp)
{
    GraphBuilder g("three-convs");
    auto x = g.input("image", {64, 28, 28});
    for (int i = 1; i <= 3; ++i) {
        auto w = g.parameter("conv" + std::to_string(i) + ".weight", {64, 64, 3, 3});
        x = g.op(OpType::Conv2d, "conv" + std::to_string(i), {x, w}, ints({{"padding", {1}}}));
    }
    auto model = g.finish();
    for (const auto& [index, amp] : {std::pair{2, secondAmp}, std::pair{3, thirdAmp}}) {
        auto conv = model.ops.record(index);
        conv.availableMemoryProportion = amp;
        model.ops.replace(index, conv);
    }
    return model;
}

std::uint64_t categoryTotal(const Report& report, MemoryCategory category)
{
    return summarize(report).categoryBytes[categoryIndex(category)];
}

std::uint64_t codeAndStateBytes(const Report& report)
{
    const auto s = summarize(report);
    return s.codeBytes + s.categoryBytes[categoryIndex(MemoryCategory::VertexInstanceState)];
}

std::uint64_t maxTemporaryBytes(const Report& report)
{
    return *std::max_element(report.operations.tempBytesPerTile.begin(), report.operations.tempBytesPerTile.end());
}

CompileOptions optionsWithBatch(std::uint32_t batch)
{
    CompileOptions options;
    options.batchSize = batch;
    return options;
}

} // namespace

TEST(Compiler, MlpReportIsConsistent)
{
    const auto report = compile(makeBuiltinModel("mlp"), optionsWithBatch(4));
    EXPECT_NO_THROW(validateReport(report));
    EXPECT_TRUE(report.fits());
    EXPECT_EQ(report.model.name, "mlp");
    EXPECT_EQ(report.model.parameters, 669706u);
    EXPECT_EQ(report.memory.tileCount(), 1472u);
    EXPECT_EQ(report.liveness.notAlwaysLiveBytes.size(), report.liveness.stepCount());
    EXPECT_GT(report.liveness.stepCount(), 0u);
    ASSERT_TRUE(report.execution.has_value());
    EXPECT_GT(report.execution->cyclesPerIteration, 0u);
    EXPECT_GT(report.execution->samplesPerSecond, 0.0);
    // Every variable's slices add up to its bytes.
    const auto& v = report.variables;
    for (std::size_t i = 0; i < v.size(); ++i) {
        std::uint64_t sum = 0;
        for (auto s = v.sliceBegin[i]; s < v.sliceBegin[i + 1]; ++s)
            sum += v.sliceBytes[s] * v.sliceTileCount[s];
        EXPECT_EQ(sum, v.bytes[i]) << v.name[i];
    }
    // The all-tiles liveness is the sum of the per-tile liveness.
    const auto peakStep = std::size_t(summarize(report).peakStep);
    std::uint64_t perTileSum = 0;
    for (std::uint32_t t = 0; t < 1472; ++t)
        perTileSum += tileNotAlwaysLiveBytes(report, t)[peakStep];
    EXPECT_EQ(perTileSum, report.liveness.notAlwaysLiveBytes[peakStep]);
}

TEST(Compiler, ReportsSurviveBothEncodings)
{
    const auto report = compile(makeBuiltinModel("resnet18"), optionsWithBatch(2));
    EXPECT_EQ(parseReport(serializeReport(report, ReportEncoding::Binary), "r.tsr"), report);
    EXPECT_EQ(parseReport(serializeReport(report, ReportEncoding::Json), "r.json"), report);
}

TEST(Compiler, CompilingTwiceGivesTheSameReport)
{
    EXPECT_EQ(compile(makeBuiltinModel("resnet18"), optionsWithBatch(2)),
              compile(makeBuiltinModel("resnet18"), optionsWithBatch(2)));
}

TEST(Compiler, EveryConvolutionIsPlannedWithItsAmp)
{
    auto options = optionsWithBatch(2);
    options.availableMemoryProportion = 0.45;
    const auto report = compile(makeBuiltinModel("resnet18"), options);
    const auto& o = report.operations;
    std::size_t planned = 0;
    for (std::size_t i = 0; i < o.size(); ++i) {
        if (o.type[i] != "conv2d" && o.type[i] != "linear")
            continue;
        ++planned;
        EXPECT_NE(o.plannerPhase[i], PlannerPhase::NotPlanned) << o.name[i];
        EXPECT_DOUBLE_EQ(o.availableMemoryProportion[i], 0.45);
        EXPECT_FALSE(o.plan[i].empty());
        EXPECT_GT(o.tilesUsed[i], 0u);
        EXPECT_GT(o.cycles[i], 0u);
        EXPECT_GT(o.flops[i], 0u);
    }
    EXPECT_EQ(planned, 21u); // 20 convolutions and the classifier
    // Each has its plan's terms, adding up to what the budget was compared with, and the budget met.
    ASSERT_EQ(o.planOperation.size(), planned);
    for (std::size_t row = 0; row < o.planOperation.size(); ++row) {
        const auto op = o.planOperation[row];
        // Combined as PopLibs combines them: (g) + (e) + max((b), (c) + (a), (d)) + (f).
        const auto terms = planTempTerms(o, op);
        ASSERT_EQ(terms.size(), 9u);
        const auto bytes = [&](std::size_t t) { return terms[t].bytes; };
        const std::uint64_t total =
            bytes(8) + bytes(6) + std::max({bytes(3), bytes(4) + bytes(0) + bytes(1) + bytes(2), bytes(5)}) + bytes(7);
        EXPECT_EQ(total, o.tempBytesPerTile[std::size_t(op)]) << o.name[std::size_t(op)];
        const auto budget = planBudgetBytes(o, op);
        if (o.plannerPhase[std::size_t(op)] == PlannerPhase::Phase1) {
            EXPECT_EQ(budget, std::uint64_t(0.45 * double(report.target.bytesPerTile))) << o.name[std::size_t(op)];
            EXPECT_LE(o.tempBytesPerTile[std::size_t(op)], budget);
        } else {
            EXPECT_EQ(budget, 0u);
        }
    }
}

TEST(Compiler, OutliningSharesCodeOfIdenticalBlocksAtTheCostOfCopies)
{
    auto options = optionsWithBatch(2);
    const auto outlined = compile(makeBuiltinModel("resnet50"), options);
    options.outlining = false;
    const auto inlined = compile(makeBuiltinModel("resnet50"), options);
    EXPECT_LT(codeAndStateBytes(outlined), codeAndStateBytes(inlined));
    const auto& kinds = outlined.programs.kind;
    EXPECT_GT(std::count(kinds.begin(), kinds.end(), ProgramKind::Function), 0);
    EXPECT_EQ(std::count(inlined.programs.kind.begin(), inlined.programs.kind.end(), ProgramKind::Function), 0);
    // Each call copies its inputs into the function's tensors and its outputs out (seed 001 §5.5).
    EXPECT_GT(outlined.liveness.stepCount(), inlined.liveness.stepCount());
    ASSERT_TRUE(outlined.execution && inlined.execution);
    EXPECT_GT(outlined.execution->cyclesPerIteration, inlined.execution->cyclesPerIteration);
    // The function is the repeated block: bottlenecks after the first of each stage; the stem is not.
    const auto& p = outlined.programs;
    std::vector<std::string> functions;
    for (std::size_t i = 0; i < p.size(); ++i)
        if (p.kind[i] == ProgramKind::Function)
            functions.push_back(p.name[i]);
    EXPECT_NE(std::find(functions.begin(), functions.end(), "function 0 (layer1.1)"), functions.end());
    for (const auto& name : functions)
        EXPECT_EQ(name.find("stem"), std::string::npos) << name;
}

TEST(Compiler, DifferentAmpPerConvolutionPreventsCodeSharing)
{
    const auto same = compile(threeConvolutions(0.6, 0.6), optionsWithBatch(4));
    const auto different = compile(threeConvolutions(0.6, 0.59), optionsWithBatch(4));
    // The plans are the same (0.6 and 0.59 are both generous), but the code is no longer shared.
    EXPECT_EQ(same.operations.plan[3], different.operations.plan[3]);
    EXPECT_EQ(same.operations.codeBytes[3], 0u); // the third convolution calls the second's function
    EXPECT_GT(different.operations.codeBytes[3], 0u);
    EXPECT_GT(codeAndStateBytes(different), codeAndStateBytes(same));
    EXPECT_GT(categoryTotal(different, MemoryCategory::InternalExchangeCode),
              categoryTotal(same, MemoryCategory::InternalExchangeCode));
}

TEST(Compiler, HalfPartialsLowerTemporaryMemory)
{
    auto options = optionsWithBatch(8);
    const auto floatPartials = compile(makeBuiltinModel("resnet18"), options);
    options.halfPartials = true;
    const auto halfPartials = compile(makeBuiltinModel("resnet18"), options);
    EXPECT_LT(maxTemporaryBytes(halfPartials), maxTemporaryBytes(floatPartials));
    EXPECT_LT(summarize(halfPartials).peakNotAlwaysLiveBytes, summarize(floatPartials).peakNotAlwaysLiveBytes);
}

TEST(Compiler, HalfPrecisionLowersVariableBytes)
{
    auto options = optionsWithBatch(4);
    options.precision = Precision::parse("32.32");
    const auto fp32 = compile(makeBuiltinModel("resnet18"), options);
    options.precision = Precision::parse("16.16");
    const auto fp16 = compile(makeBuiltinModel("resnet18"), options);
    EXPECT_LT(categoryTotal(fp16, MemoryCategory::AlwaysLiveVariable),
              categoryTotal(fp32, MemoryCategory::AlwaysLiveVariable));
    EXPECT_LT(summarize(fp16).peakNotAlwaysLiveBytes, summarize(fp32).peakNotAlwaysLiveBytes);
    const auto& types = fp32.variables.elementType;
    EXPECT_GT(std::count(types.begin(), types.end(), ElementType::Float), 0);
}

TEST(Compiler, NormParametersAreMappedOneAfterAnotherNotAllFromTileZero)
{
    // PopART's linear mapper keeps a cursor: each tensor without a layout of its own starts where
    // the previous one ended (other linearly mapped tensors, inputs and copies, may come between).
    const auto report = compile(makeBuiltinModel("resnet18"), optionsWithBatch(1));
    const auto& v = report.variables;
    std::uint32_t previousEnd = 0, onTileZero = 0, norms = 0;
    for (std::size_t i = 0; i < v.size(); ++i) {
        const bool norm = v.operation[i] != kNone &&
                          report.operations.type[std::size_t(v.operation[i])] == "batchnorm";
        if (!norm || v.category[i] != MemoryCategory::AlwaysLiveVariable)
            continue;
        const auto firstSlice = v.sliceBegin[i], lastSlice = v.sliceBegin[i + 1] - 1;
        const auto first = v.sliceTile[firstSlice];
        EXPECT_GE(first, previousEnd) << v.name[i];
        // The cursor wraps round the IPU's last tile.
        previousEnd = (v.sliceTile[lastSlice] + v.sliceTileCount[lastSlice]) % report.target.tilesPerIpu;
        onTileZero += v.sliceCovers(firstSlice, 0) ? 1 : 0;
        ++norms;
    }
    EXPECT_EQ(norms, 40u); // 20 batch norms (3 of them in downsample shortcuts), a scale and a bias each
    EXPECT_LE(onTileZero, 1u);
}

TEST(Compiler, PlansStartAtTileZeroUnlessDitheringHashesTheirStart)
{
    // [R, poplibs getStartTile]: without enableConvDithering (the default) every plan starts at
    // tile 0, and createWeights lays the weights out over the plan's tiles. With dithering, the
    // start is a hash of the problem: different problems cover different tiles, and identical ones
    // (query, key, value) keep one mapping, and so share their code.
    const auto tilesOf = [](const Report& report, const std::string& name) {
        std::vector<bool> covered(report.memory.tileCount(), false);
        const auto& v = report.variables;
        for (std::size_t i = 0; i < v.size(); ++i)
            if (v.name[i] == name)
                for (auto slice = v.sliceBegin[i]; slice < v.sliceBegin[i + 1]; ++slice)
                    for (std::uint32_t t = 0; t < v.sliceTileCount[slice]; ++t)
                        covered.at((v.sliceTile[slice] + t) % covered.size()) = true;
        return covered;
    };
    auto options = optionsWithBatch(1);
    const auto plain = compile(makeBuiltinModel("bert-base"), options);
    for (const char* weight : {"layer.0.attention.self.query.weight", "layer.0.intermediate.dense.weight",
                               "layer.0.output.dense.weight"})
        EXPECT_TRUE(tilesOf(plain, weight).front()) << weight << " does not start at tile 0";
    options.convDithering = true;
    const auto dithered = compile(makeBuiltinModel("bert-base"), options);
    const auto query = tilesOf(dithered, "layer.0.attention.self.query.weight");
    const auto intermediate = tilesOf(dithered, "layer.0.intermediate.dense.weight");
    const auto output = tilesOf(dithered, "layer.0.output.dense.weight");
    ASSERT_GT(std::ranges::count(query, true), 0);
    EXPECT_EQ(tilesOf(dithered, "layer.0.attention.self.key.weight"), query);
    EXPECT_NE(intermediate, query);
    EXPECT_NE(output, intermediate);
    EXPECT_EQ(dithered.options.at("convDithering"), "true");
    // Dithering moves operands, not plans.
    EXPECT_EQ(dithered.operations.plan, plain.operations.plan);
}

// seed 001 §3.5, Table 4.1: the session copies every weight to the device and back (weightsFromHost,
// weightsToHost), so each tile that holds a part of one carries the code of a stream each way.
TEST(Compiler, EveryTileHoldingAWeightCarriesTheCodeOfItsHostStreams)
{
    const auto report = compile(makeBuiltinModel("mlp"), optionsWithBatch(4));
    std::uint32_t holding = 0;
    for (std::uint32_t tile = 0; tile < report.memory.tileCount(); ++tile) {
        if (report.memory.categoryBytes(MemoryCategory::AlwaysLiveVariable, tile) == 0)
            continue;
        ++holding;
        EXPECT_GE(report.memory.categoryBytes(MemoryCategory::HostExchangeCode, tile),
                  2 * code_sizes::kHostExchangeCodeBytesPerStream)
            << "tile " << tile;
    }
    EXPECT_GT(holding, 0u);
}

TEST(Compiler, DefaultPlansSpreadMemoryOverTheWholeIpu)
{
    // Plans may use any number of tiles, not only power-of-two counts: no stretch of the IPU is
    // left nearly empty while the rest holds the model (powers of two would leave 448 tiles with
    // little but code). Plans on 1,440-1,470 tiles leave the last few tiles lighter: at most one
    // such stretch of 32 tiles below a quarter of the mean, and none below a tenth.
    const auto report = compile(makeBuiltinModel("resnet50"), optionsWithBatch(8));
    const auto tiles = report.memory.tileCount();
    double total = 0;
    for (std::uint32_t tile = 0; tile < tiles; ++tile)
        total += double(report.memory.bytesIncludingGaps(tile));
    const double mean = total / tiles;
    std::uint32_t light = 0;
    for (std::uint32_t tile = 0; tile < tiles; ++tile) {
        const double bytes = double(report.memory.bytesIncludingGaps(tile));
        ASSERT_GT(bytes, 0.1 * mean) << "tile " << tile;
        light += bytes <= 0.25 * mean ? 1 : 0;
    }
    EXPECT_LE(light, 32u);
}

TEST(Compiler, TrainingStashesActivationsAndUpdatesWeights)
{
    auto options = optionsWithBatch(4);
    const auto inference = compile(makeBuiltinModel("resnet18"), options);
    options.training = true;
    options.optimiser = Optimiser::SgdMomentum;
    BuiltinOptions withLoss;
    withLoss.withLoss = true;
    const auto training = compile(makeBuiltinModel("resnet18", withLoss), options);
    EXPECT_GT(summarize(training).peakNotAlwaysLiveBytes, summarize(inference).peakNotAlwaysLiveBytes);
    EXPECT_GT(summarize(training).alwaysLiveBytes, summarize(inference).alwaysLiveBytes); // momentum
    const auto& types = training.operations.type;
    EXPECT_GT(std::count(types.begin(), types.end(), "conv2d.backward"), 0);
    EXPECT_GT(std::count(types.begin(), types.end(), "weightUpdate"), 0);
    EXPECT_GT(training.execution->cyclesPerIteration, 2 * inference.execution->cyclesPerIteration);
}

TEST(Compiler, OutOfMemoryIsReportedInPoplarsWords)
{
    const auto report = compile(makeBuiltinModel("resnet50"), optionsWithBatch(256));
    EXPECT_FALSE(report.fits());
    EXPECT_FALSE(report.execution.has_value());
    const auto s = summarize(report);
    ASSERT_GE(s.errors.size(), 2u);
    EXPECT_EQ(s.errors[0], "Out of memory: Cannot fit all variable data onto one or more tiles.");
    const auto expected = "Out of memory on tile " + std::to_string(s.worstTile.id) + ": " +
                          std::to_string(s.worstTile.bytes) + " bytes used but tiles only have 638976 bytes of memory";
    EXPECT_EQ(s.errors[1], expected);
    EXPECT_GT(s.worstTile.bytes, 638976u);
}

TEST(Compiler, PipelinedModelSpreadsOverItsIpus)
{
    CompileOptions options = optionsWithBatch(8);
    options.ipus = 4;
    const auto report = compile(makeBuiltinModel("mnist-pipeline"), options);
    std::vector<bool> used(4, false);
    for (auto ipu : report.operations.ipu)
        used[ipu] = true;
    EXPECT_EQ(used, std::vector<bool>(4, true));
    EXPECT_GT(std::count(report.programs.kind.begin(), report.programs.kind.end(), ProgramKind::GlobalExchange), 0);
    options.ipus = 1;
    try {
        compile(makeBuiltinModel("mnist-pipeline"), options);
        FAIL();
    } catch (const Error& e) {
        EXPECT_EQ(e.code(), ErrorCode::InvalidModel);
        EXPECT_NE(std::string(e.what()).find("--ipus"), std::string::npos);
    }
}

TEST(Compiler, BadOptionsAreRefused)
{
    CompileOptions options;
    options.availableMemoryProportion = -0.1;
    EXPECT_THROW(compile(makeBuiltinModel("mlp"), options), Error);
}
