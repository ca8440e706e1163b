#include "compiler/StagePlacement.h"

#include "common/Error.h"
#include "model/Builtins.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace tilescope {
namespace {

Model builtin(const char* name, bool withLoss = true)
{
    BuiltinOptions options;
    options.withLoss = withLoss;
    auto model = makeBuiltinModel(name, options);
    inferShapes(model);
    return model;
}

CompileOptions onIpus(std::uint32_t ipus, bool training = false)
{
    CompileOptions options;
    options.ipus = ipus;
    options.training = training;
    options.gradientAccumulation = training ? 2 * ipus - 1 : 1;
    return options;
}

void expectInvalidOption(const std::function<void()>& action, const std::string& option, const std::string& words)
{
    try {
        action();
        FAIL() << "expected an error naming --" << option;
    } catch (const Error& e) {
        EXPECT_EQ(e.code(), ErrorCode::InvalidOption) << e.what();
        EXPECT_EQ(e.field(), option) << e.what();
        EXPECT_NE(std::string(e.what()).find(words), std::string::npos) << e.what();
    }
}

TEST(StagePlacement, OneIpuIsOneStage)
{
    const auto model = builtin("resnet18");
    const auto p = placeStages(model, onIpus(1), makeTarget(Arch::Mk2));
    EXPECT_EQ(p.stageCount(), 1u);
    EXPECT_TRUE(std::all_of(p.opStage.begin(), p.opStage.end(), [](auto s) { return s == 0; }));
    EXPECT_TRUE(p.explanation.empty());
}

TEST(StagePlacement, TheModelsOwnPlacementsAreHonoured)
{
    const auto model = builtin("mnist-pipeline");
    const auto p = placeStages(model, onIpus(4), makeTarget(Arch::Mk2, 4));
    EXPECT_EQ(p.stageCount(), 4u);
    EXPECT_FALSE(p.automatic);
    EXPECT_EQ(p.stageIpu, (std::vector<std::uint32_t>{0, 1, 2, 3}));
    // The labels go with the loss on the last stage.
    for (std::size_t i = 0; i < model.ops.size(); ++i)
        if (model.ops[i].name == "labels" || model.ops[i].name == "loss") {
            EXPECT_EQ(p.opStage[i], 3);
        }
    // A pipeline-split cannot override them.
    auto options = onIpus(4);
    options.pipelineSplit = {"B2"};
    expectInvalidOption([&] { placeStages(model, options, makeTarget(Arch::Mk2, 4)); }, "pipeline-split",
                        "places its ops on stages already");
}

TEST(StagePlacement, AModelWithoutPlacementsIsSplitEvenlyAtBlockBoundaries)
{
    const auto model = builtin("bert-base");
    const auto options = onIpus(4, true);
    const auto p = placeStages(model, options, makeTarget(Arch::Mk2, 4));
    ASSERT_EQ(p.stageCount(), 4u);
    EXPECT_TRUE(p.automatic);
    // Stages are contiguous, start at a block's first op, and each holds a fair share of the memory.
    std::vector<std::uint64_t> bytes(4, 0);
    std::vector<bool> seen(model.tensors.size(), false);
    for (std::size_t i = 0; i < model.ops.size(); ++i) {
        bytes[std::size_t(p.opStage[i])] += estimatedStageBytes(model, i, options, seen);
        if (i > 0 && p.opStage[i] != p.opStage[i - 1] && model.ops[i].type != OpType::Input &&
            model.ops[i - 1].type != OpType::Input) {
            EXPECT_NE(model.ops[i].block, model.ops[i - 1].block) << "a stage starts inside block " << model.ops[i].block;
        }
    }
    const auto [least, most] = std::minmax_element(bytes.begin(), bytes.end());
    EXPECT_LT(double(*most), 1.6 * double(*least));
    EXPECT_NE(p.explanation.find("balanced on estimated memory"), std::string::npos) << p.explanation;
    EXPECT_NE(p.explanation.find("stage 3 from"), std::string::npos) << p.explanation;
}

TEST(StagePlacement, PipelineSplitNamesTheFirstBlockOfEachLaterStage)
{
    const auto model = builtin("bert-base");
    auto options = onIpus(3);
    options.pipelineSplit = {"layer.4", "layer.8"};
    const auto p = placeStages(model, options, makeTarget(Arch::Mk2, 3));
    ASSERT_EQ(p.stageCount(), 3u);
    EXPECT_EQ(p.stageFirstBlock, (std::vector<std::string>{"embeddings", "layer.4", "layer.8"}));
    for (std::size_t i = 0; i < model.ops.size(); ++i)
        if (model.ops[i].block == "layer.3") {
            EXPECT_EQ(p.opStage[i], 0);
        } else if (model.ops[i].block == "layer.7") {
            EXPECT_EQ(p.opStage[i], 1);
        }
    EXPECT_NE(p.explanation.find("--pipeline-split at layer.4, layer.8"), std::string::npos) << p.explanation;
}

// PopTorch's BeginBlock(ipu_id=...): Graphcore's BERT puts its heads back on IPU 0, beside the
// embedding whose matrix the decoder shares, as a fifth stage.
TEST(StagePlacement, ASplitPointMayNameItsIpu)
{
    const auto model = builtin("bert-base");
    auto options = onIpus(4, true);
    options.pipelineSplit = {"layer.0", "layer.4", "layer.8", "cls.predictions@0"};
    const auto p = placeStages(model, options, makeTarget(Arch::Mk2, 4));
    ASSERT_EQ(p.stageCount(), 5u);
    EXPECT_EQ(p.stageIpu, (std::vector<std::uint32_t>{0, 1, 2, 3, 0}));
    EXPECT_EQ(p.stageFirstBlock.back(), "cls.predictions");
    for (std::size_t i = 0; i < model.ops.size(); ++i)
        if (model.ops[i].block == "cls.predictions" || model.ops[i].name == "loss") {
            EXPECT_EQ(p.opStage[i], 4) << model.ops[i].name;
            EXPECT_EQ(p.ipuOf(i), 0u) << model.ops[i].name;
        }
    // Every stage counts towards the accumulation a pipeline needs: 2 x 5 - 1.
    options.gradientAccumulation = 8;
    expectInvalidOption([&] { checkExecutionOptions(model, p, options); }, "gradient-accumulation",
                        "at least 2 x 5 - 1 = 9");
    options.gradientAccumulation = 9;
    EXPECT_NO_THROW(checkExecutionOptions(model, p, options));
}

// [R: popart pipeline.cpp mergeConsecutivePipelineStages] a stage on the IPU of the stage before
// it is that stage.
TEST(StagePlacement, ConsecutiveStagesOnOneIpuMerge)
{
    const auto model = builtin("bert-base");
    auto options = onIpus(2);
    options.pipelineSplit = {"layer.2@0", "layer.6"};
    const auto p = placeStages(model, options, makeTarget(Arch::Mk2, 2));
    EXPECT_EQ(p.stageIpu, (std::vector<std::uint32_t>{0, 1}));
    EXPECT_EQ(p.stageFirstBlock, (std::vector<std::string>{"embeddings", "layer.6"}));
}

TEST(StagePlacement, SplitPointIpusAreChecked)
{
    EXPECT_EQ(parseSplitPoint("layer.4").block, "layer.4");
    EXPECT_FALSE(parseSplitPoint("layer.4").ipu);
    EXPECT_EQ(parseSplitPoint("cls.predictions@0").block, "cls.predictions");
    EXPECT_EQ(parseSplitPoint("cls.predictions@0").ipu, 0u);
    expectInvalidOption([] { parseSplitPoint("layer.4@x"); }, "pipeline-split", "not BLOCK or BLOCK@IPU");
    expectInvalidOption([] { parseSplitPoint("@1"); }, "pipeline-split", "not BLOCK or BLOCK@IPU");
    auto options = onIpus(2);
    options.pipelineSplit = {"layer.4@2"};
    expectInvalidOption([&] { options.validate(); }, "pipeline-split", "names IPU 2 but --ipus gives 2");
    options.pipelineSplit = {"layer.4", "layer.8"};
    expectInvalidOption([&] { options.validate(); }, "pipeline-split", "3 stages, more than the 2 IPU(s)");
    options.pipelineSplit = {"layer.4", "layer.8@0"};
    EXPECT_NO_THROW(options.validate());
    // placeStages checks it too, for callers that did not validate.
    const auto model = builtin("bert-base");
    options.pipelineSplit = {"layer.4", "layer.8"};
    expectInvalidOption([&] { placeStages(model, options, makeTarget(Arch::Mk2, 2)); }, "pipeline-split",
                        "on IPU 2 but only 2 IPU(s)");
}

TEST(StagePlacement, BadSplitsAreRefusedByName)
{
    const auto model = builtin("bert-base");
    auto options = onIpus(4);
    options.pipelineSplit = {"layer.99"};
    expectInvalidOption([&] { placeStages(model, options, makeTarget(Arch::Mk2, 4)); }, "pipeline-split",
                        "no block 'layer.99'");
    options.pipelineSplit = {"layer.8", "layer.4"};
    expectInvalidOption([&] { placeStages(model, options, makeTarget(Arch::Mk2, 4)); }, "pipeline-split",
                        "in the model's order");
}

TEST(StagePlacement, ExecutionOptionsThatMeanNothingOrTooLittleAreRefused)
{
    const auto mnist = builtin("mnist-pipeline");
    const auto target = makeTarget(Arch::Mk2, 4);
    auto options = onIpus(4, true);
    options.gradientAccumulation = 6;
    const auto placement = placeStages(mnist, options, target);
    expectInvalidOption([&] { checkExecutionOptions(mnist, placement, options); }, "gradient-accumulation",
                        "at least 2 x 4 - 1 = 7");
    options.pipeline = PipelineSchedule::Sharded; // one micro-batch in flight: any accumulation will do
    EXPECT_NO_THROW(checkExecutionOptions(mnist, placement, options));

    const auto mlp = builtin("mlp");
    auto single = onIpus(1);
    single.pipeline = PipelineSchedule::Grouped;
    expectInvalidOption(
        [&] { checkExecutionOptions(mlp, placeStages(mlp, single, makeTarget(Arch::Mk2)), single); }, "pipeline",
        "nothing to pipeline");
}

} // namespace
} // namespace tilescope
