// A Hugging Face config.json as a model (model/HfConfig.h): each family built as transformers'
// modeling code builds it, its parameters counted as transformers counts them (tied weights once).

#include "model/HfConfig.h"

#include "compiler/LayerPlacement.h"
#include "model/Builtins.h"

#include "../ErrorOf.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

using namespace tilescope;
using tilescope::test::errorOf;

namespace {

std::string writeConfig(const std::string& folder, const std::string& text)
{
    const auto directory = std::filesystem::temp_directory_path() / "tilescope-hf" / folder;
    std::filesystem::create_directories(directory);
    const auto path = directory / "config.json";
    std::ofstream(path) << text;
    return path.string();
}

Model build(const std::string& path, const std::string& task = {}, std::int64_t sequence = 128)
{
    BuiltinOptions options;
    options.task = task;
    options.sequenceLength = sequence;
    return makeHfModel(path, options);
}

const std::string kBertBase = R"({"architectures": ["BertForMaskedLM"], "model_type": "bert", "hidden_size": 768,
  "num_hidden_layers": 12, "num_attention_heads": 12, "intermediate_size": 3072, "vocab_size": 30522,
  "max_position_embeddings": 512, "type_vocab_size": 2, "hidden_act": "gelu", "layer_norm_eps": 1e-12})";

} // namespace

TEST(HfConfig, BertCountsAsTheBuiltInsAndTransformers)
{
    const auto path = writeConfig("bert-base-uncased", kBertBase);
    EXPECT_TRUE(isHfConfigFile(path));
    // BertForPreTraining equals the built-in bert-base; BertForMaskedLM has no pooler and no
    // next-sentence head (add_pooling_layer=False).
    EXPECT_EQ(parameterCount(build(path, "pretraining")), parameterCount(makeBuiltinModel("bert-base")));
    EXPECT_EQ(parameterCount(build(path, "pretraining")), 110'106'428u);
    const Model mlm = build(path);
    EXPECT_EQ(parameterCount(mlm), 109'514'298u);
    ASSERT_EQ(mlm.notes.size(), 1u); // the task came from architectures, and the notes say so
    EXPECT_NE(mlm.notes[0].find("masked-lm, from the config's architectures (BertForMaskedLM)"), std::string::npos);
    const auto large = writeConfig("bert-large-uncased", R"({"model_type": "bert", "hidden_size": 1024,
      "num_hidden_layers": 24, "num_attention_heads": 16, "intermediate_size": 4096})");
    EXPECT_EQ(parameterCount(build(large, "pretraining")), 336'226'108u);
}

TEST(HfConfig, RobertaGpt2AndVitCountAsPublished)
{
    // RobertaForMaskedLM roberta-base: 125M published (124,697,433 counted by transformers).
    const auto roberta = writeConfig("roberta-base", R"({"model_type": "roberta", "architectures":
      ["RobertaForMaskedLM"], "vocab_size": 50265, "max_position_embeddings": 514, "type_vocab_size": 1})");
    EXPECT_EQ(parameterCount(build(roberta)), 124'697'433u);
    // GPT2LMHeadModel: 124,439,808 (gpt2) and 354,823,168 (gpt2-medium), the head tied to wte.
    const auto gpt2 = writeConfig("gpt2", R"({"model_type": "gpt2", "n_embd": 768, "n_layer": 12, "n_head": 12,
      "n_positions": 1024, "vocab_size": 50257, "activation_function": "gelu_new"})");
    EXPECT_EQ(parameterCount(build(gpt2, {}, 1024)), 124'439'808u);
    const auto medium = writeConfig("gpt2-medium", R"({"model_type": "gpt2", "n_embd": 1024, "n_layer": 24,
      "n_head": 16})");
    EXPECT_EQ(parameterCount(build(medium, {}, 1024)), 354'823'168u);
    EXPECT_EQ(layerBlocks(build(medium)).size(), 24u);
    // ViTForImageClassification vit-base-patch16-224: 86.6M published.
    const auto vit = writeConfig("vit-base", R"({"model_type": "vit", "num_labels": 1000})");
    EXPECT_EQ(parameterCount(build(vit)), 86'567'656u);
}

TEST(HfConfig, GptHeadsGoBackToTheEmbeddingsIpu)
{
    // PipelinedGPT2LMHeadModel.parallelize: wte, wpe and the tied LM head on IPU 0; ln_f, not
    // placed, stays with the last layer.
    const auto gpt2 = writeConfig("gpt2-placement", R"({"model_type": "gpt2"})");
    EXPECT_EQ(layerSplitPoints(build(gpt2), {0, 4, 4, 4}, 4),
              (std::vector<std::string>{"h.0", "h.4", "h.8", "lm_head@0"}));
}

TEST(HfConfig, RefusalsNameTheFileAndField)
{
    const auto check = [](const std::string& text, const std::string& field) {
        const auto path = writeConfig("bad", text);
        const auto e = errorOf([&] { build(path); });
        EXPECT_EQ(e.file(), path) << text;
        EXPECT_EQ(e.field(), field) << text;
    };
    check(R"({"model_type": "bert", "hidden_size": 0})", "/hidden_size");
    check(R"({"model_type": "bert", "hidden_size": 768, "num_attention_heads": 7})", "/num_attention_heads");
    check(R"({"model_type": "bert", "num_hidden_layers": 1000000000})", "/num_hidden_layers");
    check(R"({"model_type": "bert", "hidden_size": "wide"})", "/hidden_size");
    check(R"({"model_type": "t5"})", "/model_type");
    const auto path = writeConfig("task", R"({"model_type": "gpt2"})");
    const auto e = errorOf([&] { build(path, "masked-lm"); });
    EXPECT_EQ(e.field(), "task");
    EXPECT_NE(e.message().find("causal-lm"), std::string::npos);
}
