#include "compiler/ProgramBuilder.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace tilescope;

namespace {

LoweredProgram emptyProgram()
{
    LoweredProgram program;
    program.target = makeTarget(Arch::Mk2);
    program.computeSets.vertexBegin = {0};
    return program;
}

} // namespace

TEST(ProgramBuilder, OpsBecomeSequencesOfSteps)
{
    auto program = emptyProgram();
    ProgramBuilder builder(program);
    builder.beginOp(0, "conv");
    const auto cs = builder.computeSet("conv/Convolve", 0, std::vector<std::string>{"ConvPartial1x1Out"}, 4,
                                            std::vector<std::uint64_t>{6},
                                            std::vector<TileCyclesRun>{{0, 3, 100}, {3, 1, 60}});
    builder.step(ProgramKind::DoExchange, "conv/PreArrange", 0, 120, 4, 4096);
    builder.step(ProgramKind::OnTileExecute, "conv/Convolve", 0, 500, 4, 0, cs);
    builder.endOp();
    ASSERT_EQ(program.steps.size(), 2u);
    const auto& p = program.programs;
    EXPECT_EQ(p.kind[0], ProgramKind::ControlProgram);
    const auto leaf = std::size_t(program.steps[1].node);
    EXPECT_EQ(p.kind[leaf], ProgramKind::OnTileExecute);
    EXPECT_EQ(p.computeSet[leaf], cs);
    EXPECT_EQ(p.operation[leaf], 0);
    EXPECT_EQ(p.kind[std::size_t(p.parent[leaf])], ProgramKind::Sequence);
    EXPECT_EQ(p.name[std::size_t(p.parent[leaf])], "conv");
    EXPECT_EQ(program.computeSets.vertexCount[0], 24u);
    EXPECT_EQ(program.computeSets.vertexBegin, (std::vector<std::uint64_t>{0, 1}));
    // The compute set's tile balance, and the exchange's bytes both ways.
    EXPECT_EQ(program.tileCyclesBegin, (std::vector<std::uint64_t>{0, 2}));
    EXPECT_EQ(program.tileCycles[1].cycles, 60u);
    EXPECT_EQ(program.steps[0].bytesIn, 4096u);
    EXPECT_EQ(program.steps[0].bytesOut, 4096u);
}

TEST(ProgramBuilder, StepsCarryTheirStagePhaseAndSegment)
{
    auto program = emptyProgram();
    ProgramBuilder builder(program);
    builder.beginOp(0, "image");
    builder.setContext(0, StagePhase::HostIo, StepSegment::HostIn);
    builder.step(ProgramKind::StreamCopy, "image/StreamCopy", 0, 300, 16, 1024);
    builder.setContext(2, StagePhase::Recompute, StepSegment::Backward);
    builder.step(ProgramKind::OnTileExecute, "relu/Op", 1, 50, 16);
    builder.setContext(2, StagePhase::HostIo, StepSegment::HostOut);
    builder.step(ProgramKind::StreamCopy, "loss/ToHost", 1, 30, 1, 8);
    builder.endOp();
    const auto& s = program.steps;
    EXPECT_EQ(s[0].segment, StepSegment::HostIn);
    EXPECT_EQ(s[0].bytesIn, 1024u); // from the host: in only
    EXPECT_EQ(s[0].bytesOut, 0u);
    EXPECT_EQ(s[1].stage, 2);
    EXPECT_EQ(s[1].phase, StagePhase::Recompute);
    EXPECT_EQ(s[2].bytesIn, 0u); // to the host: out only
    EXPECT_EQ(s[2].bytesOut, 8u);
}

TEST(ProgramBuilder, OutlinedRegionsReplayTheFunction)
{
    auto program = emptyProgram();
    ProgramBuilder builder(program);
    for (int call = 0; call < 3; ++call) {
        builder.beginRegion("block|same", "layer" + std::to_string(call));
        EXPECT_EQ(builder.replaying(), call > 0);
        // A copy at the call site comes before the Call and is the call's own.
        builder.setAtCallSite(true);
        builder.step(ProgramKind::OnTileExecute, "copyIn", 0, 20, 8);
        builder.setAtCallSite(false);
        builder.enterFunction();
        for (int op = 0; op < 2; ++op) {
            builder.beginOp(call * 2 + op, "relu" + std::to_string(op));
            const auto cs = builder.computeSet("relu/Op", call, std::vector<std::string>{"UnaryOp<RELU>"}, 8,
                                                std::vector<std::uint64_t>{6}, std::vector<TileCyclesRun>{{0, 8, 50}});
            builder.step(ProgramKind::OnTileExecute, "relu/Op", 0, 100, 8, 0, cs);
            builder.endOp();
        }
        builder.endRegion();
    }
    EXPECT_EQ(builder.functionCount(), 1u);
    ASSERT_EQ(program.steps.size(), 9u);
    // Every call executes the function's two leaves; the copies are three different nodes.
    EXPECT_EQ(program.steps[1].node, program.steps[4].node);
    EXPECT_EQ(program.steps[2].node, program.steps[8].node);
    EXPECT_NE(program.steps[0].node, program.steps[3].node);
    EXPECT_EQ(program.computeSets.size(), 2u);
    const auto& p = program.programs;
    EXPECT_EQ(std::count(p.kind.begin(), p.kind.end(), ProgramKind::Call), 3);
    EXPECT_EQ(std::count(p.kind.begin(), p.kind.end(), ProgramKind::Function), 1);
    // The copy precedes the Call under the region's call site.
    const auto copy = std::size_t(program.steps[3].node);
    const auto site = p.parent[copy];
    const auto call = std::find(p.kind.begin() + std::ptrdiff_t(copy), p.kind.end(), ProgramKind::Call) - p.kind.begin();
    EXPECT_EQ(p.parent[std::size_t(call)], site);
}

TEST(ProgramBuilder, ACallThatNeedsAStepItsFunctionLacksKeepsItAtItsCallSite)
{
    auto program = emptyProgram();
    ProgramBuilder builder(program);
    for (int call = 0; call < 2; ++call) {
        builder.beginRegion("block", "b" + std::to_string(call));
        builder.enterFunction();
        builder.beginOp(call, "add");
        if (call == 1) // operands mapped elsewhere: an exchange to align them
            builder.step(ProgramKind::DoExchange, "add/Align", 0, 120, 8, 1024);
        builder.step(ProgramKind::OnTileExecute, "add/Op", 0, 100, 8);
        builder.endOp();
        builder.endRegion();
    }
    ASSERT_EQ(program.steps.size(), 3u);
    EXPECT_EQ(program.steps[0].node, program.steps[2].node); // the function's leaf, replayed
    EXPECT_EQ(program.programs.kind[std::size_t(program.steps[1].node)], ProgramKind::DoExchange);
}

TEST(ProgramBuilder, DifferentSignaturesDoNotShare)
{
    auto program = emptyProgram();
    ProgramBuilder builder(program);
    for (const char* signature : {"conv|amp0.6", "conv|amp0.3"}) {
        builder.beginRegion(signature, "conv");
        EXPECT_FALSE(builder.replaying());
        builder.enterFunction();
        builder.beginOp(0, "conv");
        builder.step(ProgramKind::OnTileExecute, "conv/Convolve", 0, 100, 8);
        builder.endOp();
        builder.endRegion();
    }
    EXPECT_EQ(builder.functionCount(), 2u);
    EXPECT_NE(program.steps[0].node, program.steps[1].node);
}
