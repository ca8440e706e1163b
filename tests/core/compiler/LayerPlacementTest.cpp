// layers_per_ipu placed on a model's blocks as optimum-graphcore's parallelize() places them
// (compiler/LayerPlacement.h; modeling_utils.py get_layer_ipu, models/bert/modeling_bert.py).

#include "compiler/LayerPlacement.h"

#include "model/Builtins.h"

#include "../ErrorOf.h"

#include <gtest/gtest.h>

using namespace tilescope;
using tilescope::test::errorOf;

TEST(LayerPlacement, FindsTheLayersOfATransformerAndNoneOfAResNet)
{
    const auto bert = layerBlocks(makeBuiltinModel("bert-base"));
    ASSERT_EQ(bert.size(), 12u);
    EXPECT_EQ(bert.front(), "layer.0");
    EXPECT_EQ(bert.back(), "layer.11");
    // ResNet's numbered blocks have a prefix per stage: not one sequence of layers.
    EXPECT_TRUE(layerBlocks(makeBuiltinModel("resnet50")).empty());
}

TEST(LayerPlacement, TiedHeadsGoBackToTheEmbeddingsIpu)
{
    // PipelinedBertForPreTraining: the embeddings on IPU 0, the pooler and the masked-LM head,
    // whose decoder is the word embedding, on IPU 0 too; an IPU with no layer holds none.
    EXPECT_EQ(layerSplitPoints(makeBuiltinModel("bert-base"), {0, 4, 4, 4}, 4),
              (std::vector<std::string>{"layer.0", "layer.4", "layer.8", "cls.predictions@0"}));
    EXPECT_EQ(layerSplitPoints(makeBuiltinModel("bert-large"), {3, 7, 7, 7}, 4),
              (std::vector<std::string>{"layer.3", "layer.10", "layer.17", "cls.predictions@0"}));
}

TEST(LayerPlacement, UntiedHeadsStayOnTheLastLayersIpu)
{
    // The question-answering head shares no weight with the embeddings: it stays where the last
    // layer is, so no stage starts for it. -1 entries share what the others leave, the remainder
    // on the last of them.
    EXPECT_EQ(layerSplitPoints(makeBuiltinModel("bert-large-squad"), {2, -1, -1}, 3),
              (std::vector<std::string>{"layer.2", "layer.13"}));
    EXPECT_TRUE(layerSplitPoints(makeBuiltinModel("bert-large-squad"), {-1}, 1).empty());
}

TEST(LayerPlacement, RefusesCountsThatDoNotFitTheModel)
{
    auto e = errorOf([] { layerSplitPoints(makeBuiltinModel("bert-base"), {4, 4, 4, 4}, 4); });
    EXPECT_EQ(e.field(), "layers-per-ipu");
    EXPECT_NE(e.message().find("16"), std::string::npos);
    e = errorOf([] { layerSplitPoints(makeBuiltinModel("resnet50"), {-1}, 2); });
    EXPECT_NE(e.message().find("no sequence of layers"), std::string::npos);
}
