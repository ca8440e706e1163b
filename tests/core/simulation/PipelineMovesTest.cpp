#include "simulation/PipelineMoves.h"

#include "model/Builtins.h"
#include "options/CompileCommand.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace tilescope;

namespace {

SimulationInput bertBaseOnFourIpus(std::vector<std::string> split)
{
    std::vector<std::string> arguments{"bert-base", "--training", "--ipus", "4", "--gradient-accumulation", "7"};
    if (!split.empty()) {
        std::string joined;
        for (const auto& entry : split)
            joined += (joined.empty() ? "" : ",") + entry;
        arguments.insert(arguments.end(), {"--pipeline-split", joined});
    }
    return parseCompileArguments(arguments);
}

PipelineLayout layoutOf(const SimulationInput& input)
{
    return pipelineLayoutOf(makeBuiltinModel(input.model, input.builtinForCompile()), input.options);
}

const AdvisorMove* moveTo(const std::vector<AdvisorMove>& moves, const std::vector<std::string>& split)
{
    const auto found = std::find_if(moves.begin(), moves.end(),
                                    [&](const AdvisorMove& m) { return m.input.options.pipelineSplit == split; });
    return found == moves.end() ? nullptr : &*found;
}

} // namespace

// The layout names the stages as --pipeline-split would, and finds the decoder that shares the
// word embedding of stage 0.
TEST(PipelineMoves, TheLayoutNamesTheStagesAndTheTiedBlock)
{
    const auto layout = layoutOf(bertBaseOnFourIpus({"layer.3", "layer.6", "layer.9"}));
    EXPECT_EQ(layout.splitEntries, (std::vector<std::string>{"layer.3", "layer.6", "layer.9"}));
    EXPECT_EQ(layout.stageIpu, (std::vector<std::uint32_t>{0, 1, 2, 3}));
    EXPECT_EQ(layout.blocks.front(), "embeddings");
    EXPECT_EQ(layout.blocks[layout.stageStart[1]], "layer.3");
    EXPECT_EQ(layout.tiedBlock, "cls.predictions");

    const auto back = layoutOf(bertBaseOnFourIpus({"layer.3", "layer.6", "layer.9", "cls.predictions@0"}));
    EXPECT_EQ(back.splitEntries, (std::vector<std::string>{"layer.3", "layer.6", "layer.9", "cls.predictions@0"}));
    EXPECT_EQ(back.stageIpu, (std::vector<std::uint32_t>{0, 1, 2, 3, 0}));

    // An automatic split is named too, so that a move can shift it.
    const auto automatic = layoutOf(bertBaseOnFourIpus({}));
    EXPECT_EQ(automatic.splitEntries.size(), 3u);
}

// On the tight IPU: each of its stages one block shorter at either end, a lower proportion there;
// and the tied block back on IPU 0 with the accumulation one more stage needs.
TEST(PipelineMoves, ShortenTheTightStagesLowerTheirProportionAndBringTheTiedBlockBack)
{
    const auto input = bertBaseOnFourIpus({"layer.3", "layer.6", "layer.9"});
    const auto layout = layoutOf(input);
    const auto moves = pipelineMoves(input, layout, 1);
    ASSERT_NE(moveTo(moves, {"layer.4", "layer.6", "layer.9"}), nullptr); // its first block to IPU 0
    ASSERT_NE(moveTo(moves, {"layer.3", "layer.5", "layer.9"}), nullptr); // its last block to IPU 2
    EXPECT_EQ(moveTo(moves, {"layer.3", "layer.6", "layer.8"}), nullptr); // IPU 3 is not tight
    const auto* tied = moveTo(moves, {"layer.3", "layer.6", "layer.9", "cls.predictions@0"});
    ASSERT_NE(tied, nullptr);
    EXPECT_EQ(tied->input.options.gradientAccumulation, 9u); // 5 stages need 2 x 5 - 1
    EXPECT_NE(tied->words.find("back on IPU 0"), std::string::npos);
    std::vector<double> amps;
    for (const auto& move : moves)
        if (move.input.options.availableMemoryProportionPerIpu.count(1) > 0) {
            EXPECT_EQ(move.input.options.availableMemoryProportionPerIpu.size(), 1u);
            amps.push_back(move.input.options.availableMemoryProportionPerIpu.at(1));
        }
    EXPECT_EQ(amps, (std::vector<double>{0.1, 0.15, 0.2, 0.3}));

    // Once the tied block is back, it is not moved back again.
    const auto back = bertBaseOnFourIpus({"layer.3", "layer.6", "layer.9", "cls.predictions@0"});
    for (const auto& move : pipelineMoves(back, layoutOf(back), 0))
        EXPECT_EQ(move.words.find("back on IPU 0"), std::string::npos) << move.words;
}

// A single stage has nothing to move.
TEST(PipelineMoves, OneStageHasNoMoves)
{
    const auto input = parseCompileArguments({"bert-base", "--training"});
    EXPECT_TRUE(pipelineMoves(input, layoutOf(input), 0).empty());
}
