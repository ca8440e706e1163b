// Code and exchange that grow with a program's structure: a serial plan's last slice emitted as a
// second body (poplibs Convolution.cpp convolutionImpl), and a program whose code no longer fits
// in code memory failing in Poplar's words (seed 002).

#include "driver/Compiler.h"

#include "compiler/ConvCostModel.h"
#include "model/GraphBuilder.h"
#include "report/ReportSummary.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

using namespace tilescope;

namespace {

/// One linear layer [batch, 4096] x [4096, outFeatures].
Model linearLayer(std::int64_t outFeatures)
{
    GraphBuilder g("linear");
    auto x = g.input("x", {4096});
    g.op(OpType::Linear, "fc", {x, g.parameter("fc.weight", {outFeatures, 4096})});
    return g.finish();
}

/// Rows of the program tree whose name ends with `suffix`.
std::vector<std::size_t> programsEndingWith(const Report& report, const std::string& suffix)
{
    std::vector<std::size_t> rows;
    for (std::size_t i = 0; i < report.programs.size(); ++i) {
        const std::string name(report.programs.name.at(i));
        if (name.size() >= suffix.size() && name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0)
            rows.push_back(i);
    }
    return rows;
}

} // namespace

// poplibs getOutChansPerSerialSplit, by hand: 1001 output channels of grain 1 in 251 serial steps take
// ceil(1001 / 251) = 4 channels a step; 4 does not divide 1001, so 250 steps loop and the last
// channel is a slice of its own after the loop. 1000 channels in 250 steps divide evenly.
TEST(CodeGrowth, SerialStepsThatDoNotDivideTheChannelsLeaveALastSlice)
{
    const Target target = makeTarget(Arch::Mk2);
    ConvProblem problem = matmulAsConvolution(1, 1024, 4096, 1001, true, false);
    ConvPlan plan;
    plan.vertex = ConvVertex::HorizontalMac;
    plan.splits.serialOutChannels = 251;
    const auto uneven = convSerialSlices(problem, plan, target);
    EXPECT_EQ(uneven.grainsPerStep, 4u);
    EXPECT_EQ(uneven.loopSteps, 250u);
    EXPECT_EQ(uneven.lastSliceGrains, 1u);
    problem.outChannelsPerGroup = 1000;
    plan.splits.serialOutChannels = 250;
    const auto even = convSerialSlices(problem, plan, target);
    EXPECT_EQ(even.loopSteps, 250u);
    EXPECT_FALSE(even.hasLastSlice());
    plan.splits.serialOutChannels = 1;
    EXPECT_EQ(convSerialSlices(problem, plan, target).loopSteps, 1u);
}

// The lowering emits the last slice as PopLibs does: the loop one step shorter, then a body of its
// own (its exchange and compute set, with their code) carrying the rest of the plan's cycles.
TEST(CodeGrowth, ALastSliceIsASecondBodyAfterTheLoop)
{
    CompileOptions options;
    options.batchSize = 1024;
    options.availableMemoryProportion = 0.02;
    const auto report = compile(linearLayer(1001), options);
    const std::string plan(report.operations.plan.at(1));
    ASSERT_NE(plan.find("serial out"), std::string::npos) << plan;
    const auto steps = std::uint32_t(std::stoul(plan.substr(plan.find("serial out") + 11)));
    ASSERT_NE(1001 % ((1001 + steps - 1) / steps), 0u) << plan;

    const auto loops = programsEndingWith(report, "/serial x" + std::to_string(steps - 1));
    ASSERT_EQ(loops.size(), 1u);
    EXPECT_EQ(report.programs.repeatCount[loops[0]], steps - 1);
    EXPECT_EQ(programsEndingWith(report, "/lastSlice/Convolve").size(), 1u);
    EXPECT_EQ(programsEndingWith(report, "/lastSlice/PreArrange").size(), 1u);
}

// seed 002, word for word: a program with more code than fits below interleaved memory. Every
// program step carries control code on every tile, so a long enough chain of small operations
// overflows code memory on tile 0 (and every other tile).
TEST(CodeGrowth, CodeBeyondCodeMemoryFailsWithPoplarsStartError)
{
    GraphBuilder g("long-chain");
    auto x = g.input("x", {64, 8, 8});
    constexpr int kOps = 20000;
    for (int i = 0; i < kOps; ++i)
        x = g.op(i % 2 == 0 ? OpType::Relu : OpType::Sigmoid, "op" + std::to_string(i), {x});
    CompileOptions options;
    options.batchSize = 1;
    options.outlining = false; // each op's code of its own, as a program Poplar could not outline
    const auto report = compile(g.finish(), options);
    EXPECT_FALSE(report.fits());
    const auto errors = summarize(report).errors;
    const auto start = std::find_if(errors.begin(), errors.end(),
                                    [](const std::string& e) { return e.rfind("tile 0 _poplar_start", 0) == 0; });
    ASSERT_NE(start, errors.end());
    const std::string prefix = "tile 0 _poplar_start must be 0 not ";
    const auto bytes = std::stoull(start->substr(prefix.size()));
    EXPECT_GT(bytes, makeTarget(Arch::Mk2).interleavedStartBytes());
    EXPECT_EQ(*start, prefix + std::to_string(bytes) +
                          " bytes from the start of memory. Typically this error occurs when there is too much code "
                          "to fit incode memory.");
    // A quarter of the chain fits its code.
    GraphBuilder shorter("shorter-chain");
    auto y = shorter.input("x", {64, 8, 8});
    for (int i = 0; i < kOps / 4; ++i)
        y = shorter.op(OpType::Relu, "op" + std::to_string(i), {y});
    for (const auto& e : summarize(compile(shorter.finish(), options)).errors)
        EXPECT_EQ(e.find("_poplar_start"), std::string::npos) << e;
}
