// The built-in models against their reference implementations: exact parameter counts (torchvision,
// Hugging Face), MACs per sample within 2% of the published figures, and a block on every op.

#include "model/Builtins.h"
#include "model/ModelJson.h"

#include "common/Error.h"

#include "../ErrorOf.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cmath>

namespace tilescope {
namespace {

struct Reference {
    const char* name;
    std::uint64_t parameters;
    double macsPerSample; // torchvision's "GFLOPS" column, which counts multiply-accumulates
};

class BuiltinResNetReference : public ::testing::TestWithParam<Reference> {};

TEST_P(BuiltinResNetReference, MatchesTorchvision)
{
    const auto& reference = GetParam();
    const Model model = makeBuiltinModel(reference.name);
    EXPECT_EQ(parameterCount(model), reference.parameters);
    const double macs = double(macsPerSample(model));
    EXPECT_NEAR(macs / reference.macsPerSample, 1.0, 0.02) << reference.name << ": " << macs << " MACs";
}

INSTANTIATE_TEST_SUITE_P(BuiltinTorchvision, BuiltinResNetReference,
                         ::testing::Values(Reference{"resnet18", 11'689'512, 1.81e9},
                                           Reference{"resnet50", 25'557'032, 4.09e9},
                                           Reference{"resnet101", 44'549'160, 7.80e9},
                                           Reference{"resnext50_32x4d", 25'028'904, 4.23e9},
                                           Reference{"resnext101_32x8d", 88'791'336, 16.41e9}),
                         [](const ::testing::TestParamInfo<Reference>& test) { return std::string(test.param.name); });

TEST(BuiltinResNet, ClassesOptionResizesTheClassifier)
{
    BuiltinOptions options;
    options.classes = 10;
    // fc shrinks from 2048x1000+1000 to 2048x10+10.
    EXPECT_EQ(parameterCount(makeBuiltinModel("resnet50", options)), 25'557'032u - 2'049'000u + 20'490u);
}

TEST(BuiltinResNet, OutputShapesFollowTorchvision)
{
    const Model model = makeBuiltinModel("resnet50");
    const auto shapeOf = [&](const std::string& name) {
        for (const auto& tensor : model.tensors)
            if (tensor.name == name)
                return tensor.shape.vector();
        return std::vector<std::int64_t>{};
    };
    EXPECT_EQ(shapeOf("maxpool"), (std::vector<std::int64_t>{64, 56, 56}));
    EXPECT_EQ(shapeOf("layer2.0.conv2"), (std::vector<std::int64_t>{128, 28, 28})); // stride in the 3x3 (v1.5)
    EXPECT_EQ(shapeOf("layer4.2.relu"), (std::vector<std::int64_t>{2048, 7, 7}));
    EXPECT_EQ(shapeOf("fc"), (std::vector<std::int64_t>{1000}));
    EXPECT_EQ(shapeOf("loss"), (std::vector<std::int64_t>{}));
}

TEST(BuiltinResNet, ResNeXt101BuildsInMilliseconds)
{
    const auto start = std::chrono::steady_clock::now();
    const Model model = makeBuiltinModel("resnext101_32x8d");
    const auto elapsed = std::chrono::steady_clock::now() - start;
    EXPECT_GT(model.ops.size(), 300u);
    EXPECT_LT(std::chrono::duration_cast<std::chrono::milliseconds>(elapsed).count(), 200);
}

// BertModel (embeddings + encoder + pooler) as Hugging Face counts it, for a hidden size h, l layers,
// intermediate i, vocabulary v: the reference figures are 109,482,240 (base) and 335,141,888 (large).
std::uint64_t bertModelParameters(std::uint64_t h, std::uint64_t l, std::uint64_t i, std::uint64_t v)
{
    const std::uint64_t embeddings = (v + 512 + 2) * h + 2 * h;
    const std::uint64_t layer = 4 * (h * h + h) + 2 * h + (h * i + i) + (i * h + h) + 2 * h;
    const std::uint64_t pooler = h * h + h;
    return embeddings + l * layer + pooler;
}

// BertForPreTraining adds the masked-LM transform (dense + LayerNorm), the decoder bias (the
// decoder weight is the tied word embedding table) and the next-sentence classifier.
std::uint64_t preTrainingHeads(std::uint64_t h, std::uint64_t v)
{
    return (h * h + h) + 2 * h + v + (2 * h + 2);
}

TEST(BuiltinBert, ReferenceFormulaMatchesHuggingFaceBertModel)
{
    EXPECT_EQ(bertModelParameters(768, 12, 3072, 30522), 109'482'240u);
    EXPECT_EQ(bertModelParameters(1024, 24, 4096, 30522), 335'141'888u);
}

TEST(BuiltinBert, BaseMatchesBertForPreTraining)
{
    const Model model = makeBuiltinModel("bert-base");
    EXPECT_EQ(parameterCount(model), 110'106'428u); // HF BertForPreTraining, bert-base-uncased
    EXPECT_EQ(parameterCount(model), bertModelParameters(768, 12, 3072, 30522) + preTrainingHeads(768, 30522));
}

TEST(BuiltinBert, LargeMatchesBertForPreTraining)
{
    const Model model = makeBuiltinModel("bert-large");
    EXPECT_EQ(parameterCount(model), 336'226'108u); // HF BertForPreTraining, bert-large-uncased
}

// Per layer: Q, K, V and output projections 4*S*H*H, feed-forward 2*S*H*I, scores and context
// 2*S*S*H; heads: MLM transform S*H*H, decoder S*H*V, pooler H*H, NSP 2*H.
double bertMacs(double s, double h, double l, double i, double v)
{
    return l * (4 * s * h * h + 2 * s * h * i + 2 * s * s * h) + s * h * h + s * h * v + h * h + 2 * h;
}

TEST(BuiltinBert, MacsFollowTheMatmuls)
{
    EXPECT_NEAR(double(macsPerSample(makeBuiltinModel("bert-base"))) / bertMacs(128, 768, 12, 3072, 30522), 1.0,
                1e-9);
    BuiltinOptions options;
    options.sequenceLength = 384;
    options.layers = 3;
    options.vocabularySize = 1000;
    const Model model = makeBuiltinModel("bert-large", options);
    EXPECT_NEAR(double(macsPerSample(model)) / bertMacs(384, 1024, 3, 4096, 1000), 1.0, 1e-9);
    EXPECT_EQ(parameterCount(model), bertModelParameters(1024, 3, 4096, 1000) + preTrainingHeads(1024, 1000));
}

TEST(BuiltinBert, AttentionIsBatchedOverHeads)
{
    const Model model = makeBuiltinModel("bert-base");
    for (const auto& op : model.ops)
        if (op.name == "layer.0.attention.self.scores") {
            EXPECT_EQ(op.type, OpType::MatMul);
            EXPECT_EQ(model.tensors[std::size_t(op.outputs[0])].shape, (std::vector<std::int64_t>{12, 128, 128}));
            EXPECT_EQ(op.block, "layer.0");
            return;
        }
    FAIL() << "no attention scores op";
}

TEST(BuiltinBert, RejectsSequencesBeyondThePositionTable)
{
    BuiltinOptions options;
    options.sequenceLength = 513;
    try {
        makeBuiltinModel("bert-base", options);
        FAIL() << "expected an error";
    } catch (const Error& e) {
        EXPECT_EQ(e.code(), ErrorCode::InvalidOption);
        EXPECT_NE(e.message().find("512"), std::string::npos);
    }
}

TensorView tensorNamed(const Model& model, const std::string& name)
{
    for (const auto& tensor : model.tensors)
        if (tensor.name == name)
            return tensor;
    ADD_FAILURE() << "no tensor " << name;
    return model.tensors.front();
}

OpView opNamed(const Model& model, const std::string& name)
{
    for (const auto& op : model.ops)
        if (op.name == name)
            return op;
    ADD_FAILURE() << "no op " << name;
    return model.ops.front();
}

bool hasOp(const Model& model, const std::string& name)
{
    return std::any_of(model.ops.begin(), model.ops.end(), [&](const OpView& op) { return op.name == name; });
}

// BertForQuestionAnswering: BertModel without its pooler, then qa_outputs (hidden -> 2, with a bias).
std::uint64_t questionAnsweringParameters(std::uint64_t h, std::uint64_t l, std::uint64_t i, std::uint64_t v)
{
    return bertModelParameters(h, l, i, v) - (h * h + h) + (2 * h + 2);
}

TEST(BuiltinBertSquad, MatchesBertForQuestionAnswering)
{
    // Hugging Face BertForQuestionAnswering (add_pooling_layer=False, qa_outputs Linear(hidden, 2)).
    EXPECT_EQ(parameterCount(makeBuiltinModel("bert-base-squad")), 108'893'186u);
    EXPECT_EQ(questionAnsweringParameters(768, 12, 3072, 30522), 108'893'186u);
    EXPECT_EQ(parameterCount(makeBuiltinModel("bert-large-squad")), 334'094'338u);
    EXPECT_EQ(questionAnsweringParameters(1024, 24, 4096, 30522), 334'094'338u);
}

TEST(BuiltinBertSquad, HasAStartAndEndHeadAndNoPreTrainingHeads)
{
    BuiltinOptions options;
    options.sequenceLength = 384; // SQuAD's sequence in Graphcore's configuration
    const Model model = makeBuiltinModel("bert-large-squad", options);
    EXPECT_FALSE(hasOp(model, "pooler.dense"));
    EXPECT_FALSE(hasOp(model, "cls.predictions.decoder"));
    EXPECT_FALSE(hasOp(model, "cls.seq_relationship"));
    EXPECT_EQ(opNamed(model, "qa_outputs").block, "qa_outputs");
    EXPECT_EQ(tensorNamed(model, "qa_outputs").shape, (std::vector<std::int64_t>{384, 2}));
    EXPECT_EQ(tensorNamed(model, "start_logits").shape, (std::vector<std::int64_t>{384}));
    EXPECT_EQ(tensorNamed(model, "end_logits").shape, (std::vector<std::int64_t>{384}));
    EXPECT_EQ(opNamed(model, "layer.23.output.LayerNorm").block, "layer.23");
    EXPECT_EQ(opNamed(model, "embeddings.word_embeddings").block, "embeddings");
    for (const auto* loss : {"start_loss", "end_loss"})
        EXPECT_EQ(opNamed(model, loss).type, OpType::CrossEntropy);
    EXPECT_EQ(opNamed(model, "loss").block, "loss");
    // MACs: the encoder's, and qa_outputs' S x H x 2.
    const double s = 384, h = 1024;
    EXPECT_NEAR(double(macsPerSample(model)) / (24 * (4 * s * h * h + 2 * s * h * 4096 + 2 * s * s * h) + s * h * 2),
                1.0, 1e-9);
}

TEST(BuiltinBert, MaskTokensGatherThePositionsTheHeadDecodes)
{
    BuiltinOptions options;
    options.maskTokens = 20;
    const Model model = makeBuiltinModel("bert-base", options);
    // Graphcore's OnehotGather: a one-hot [20, 128] (made from the int positions, so detached) times
    // the encoder output [128, 768]; the transform and the decoder see 20 rows per sequence.
    const auto& gather = opNamed(model, "cls.predictions.gather");
    EXPECT_EQ(gather.type, OpType::MatMul);
    EXPECT_EQ(gather.block, "cls.predictions");
    EXPECT_EQ(model.tensors[std::size_t(gather.inputs[0])].shape, (std::vector<std::int64_t>{20, 128}));
    EXPECT_EQ(model.tensors[std::size_t(gather.inputs[1])].name, "layer.11.output.LayerNorm");
    EXPECT_EQ(tensorNamed(model, "masked_lm_positions").dataType, DataType::Int32);
    EXPECT_TRUE(tensorNamed(model, "cls.predictions.one_hot.classes").constant);
    EXPECT_EQ(tensorNamed(model, "cls.predictions.transform.dense").shape, (std::vector<std::int64_t>{20, 768}));
    EXPECT_EQ(tensorNamed(model, "cls.predictions.decoder").shape, (std::vector<std::int64_t>{20, 30522}));
    EXPECT_EQ(tensorNamed(model, "masked_lm_labels").shape, (std::vector<std::int64_t>{20}));
    // Same weights; MACs: the head's over 20 rows instead of 128, plus the gather's 20 x 128 x 768.
    EXPECT_EQ(parameterCount(model), 110'106'428u);
    const double full = bertMacs(128, 768, 12, 3072, 30522);
    const double head = 768.0 * 768 + 768.0 * 30522;
    EXPECT_NEAR(double(macsPerSample(model)) / (full - (128 - 20) * head + 20.0 * 128 * 768), 1.0, 1e-9);
    // By default every position is decoded, as Hugging Face computes it.
    EXPECT_FALSE(hasOp(makeBuiltinModel("bert-base"), "cls.predictions.gather"));
}

TEST(BuiltinBert, SerializationMarksTheLookupAndTheTiedDecoder)
{
    BuiltinOptions options;
    options.embeddingSerializationFactor = 2;
    const Model model = makeBuiltinModel("bert-large", options);
    for (const auto* name : {"embeddings.word_embeddings", "cls.predictions.decoder"})
        EXPECT_EQ(opNamed(model, name).attributes.intOr("serializationFactor", 1), 2) << name;
    // One word-embedding matrix, read by both: the weights are unchanged.
    EXPECT_EQ(opNamed(model, "embeddings.word_embeddings").inputs[1],
              opNamed(model, "cls.predictions.decoder").inputs[1]);
    EXPECT_EQ(parameterCount(model), 336'226'108u);
    EXPECT_FALSE(opNamed(makeBuiltinModel("bert-large"), "cls.predictions.decoder").attributes.ints.count(
        "serializationFactor"));
    // Question answering serializes its lookup (optimum's SerializedEmbedding).
    EXPECT_EQ(opNamed(makeBuiltinModel("bert-base-squad", options), "embeddings.word_embeddings")
                  .attributes.intOr("serializationFactor", 1),
              2);
}

TEST(BuiltinBert, GatheredAndSerializedModelsRoundTripThroughJson)
{
    BuiltinOptions options;
    options.maskTokens = 20;
    options.embeddingSerializationFactor = 3;
    const Model model = makeBuiltinModel("bert-base", options);
    const Model back = parseModel(modelToJson(model), "bert.json");
    EXPECT_EQ(modelToJson(back), modelToJson(model));
    EXPECT_TRUE(tensorNamed(back, "cls.predictions.one_hot.classes").constant);
    EXPECT_EQ(opNamed(back, "cls.predictions.decoder").attributes.intOr("serializationFactor", 1), 3);
    EXPECT_EQ(macsPerSample(back), macsPerSample(model));
}

TEST(BuiltinBert, StructuralOptionsAreRefusedWhereTheyMeanNothing)
{
    using test::errorOf;
    const auto refusal = [](const std::string& model, auto set) {
        BuiltinOptions options;
        set(options);
        const Error e = errorOf([&] { checkModelOptions(model, options); });
        EXPECT_EQ(e.code(), ErrorCode::InvalidOption) << model;
        return e;
    };
    const auto tokens = [](std::int64_t n) { return [n](BuiltinOptions& o) { o.maskTokens = n; }; };
    const auto factor = [](std::int64_t k) { return [k](BuiltinOptions& o) { o.embeddingSerializationFactor = k; }; };
    for (const auto& model : {"resnet50", "mlp", "bert-base-squad", "bert-large-squad", "model.json", "model.onnx"}) {
        const auto e = refusal(model, tokens(20));
        EXPECT_EQ(e.field(), "mask-tokens");
        EXPECT_NE(e.message().find("no masked-LM head"), std::string::npos) << e.message();
    }
    EXPECT_NE(refusal("bert-base", tokens(129)).message().find("sequence length (128)"), std::string::npos);
    EXPECT_EQ(refusal("bert-base", tokens(0)).field(), "mask-tokens");
    for (const auto& model : {"resnet50", "mnist-pipeline", "model.json"})
        EXPECT_EQ(refusal(model, factor(2)).field(), "embedding-serialization-factor");
    // optimum's SerializedEmbedding asserts that the factor divides the vocabulary: 30522 = 2 x 3 x 5087.
    const auto e = refusal("bert-base", factor(4));
    EXPECT_EQ(e.field(), "embedding-serialization-factor");
    EXPECT_NE(e.message().find("30522"), std::string::npos);
    // What each model takes passes, and so do the defaults anywhere.
    BuiltinOptions fine;
    fine.maskTokens = 128;
    fine.embeddingSerializationFactor = 6;
    EXPECT_NO_THROW(checkModelOptions("bert-large", fine));
    fine.maskTokens.reset();
    EXPECT_NO_THROW(checkModelOptions("bert-large-squad", fine));
    for (const auto& model : {"resnet50", "model.onnx"})
        EXPECT_NO_THROW(checkModelOptions(model, BuiltinOptions{}));
    // makeBuiltinModel refuses alike.
    BuiltinOptions tooMany;
    tooMany.maskTokens = 200;
    EXPECT_EQ(errorOf([&] { makeBuiltinModel("bert-base", tooMany); }).field(), "mask-tokens");
}

TEST(BuiltinMnistPipeline, MatchesTheTutorialNetwork)
{
    const Model model = makeBuiltinModel("mnist-pipeline");
    // conv 1->10 5x5 + bias, conv 10->20 5x5 + bias, linear 320->256, linear 256->10.
    EXPECT_EQ(parameterCount(model), 260u + 5'020u + 82'176u + 2'570u);
    EXPECT_EQ(macsPerSample(model), 144'000u + 320'000u + 81'920u + 2'560u);
    for (const auto& op : model.ops) {
        ASSERT_TRUE(op.pipelineStage && op.ipu) << op.name;
        EXPECT_EQ(op.block, "B" + std::to_string(*op.pipelineStage + 1)) << op.name;
        EXPECT_EQ(*op.ipu, *op.pipelineStage);
    }
}

TEST(BuiltinMlp, Is784x512x512x10)
{
    const Model model = makeBuiltinModel("mlp");
    EXPECT_EQ(parameterCount(model), 401'920u + 262'656u + 5'130u);
    EXPECT_EQ(macsPerSample(model), 401'408u + 262'144u + 5'120u);
}

TEST(BuiltinModels, EveryOpHasABlockAndEveryModelRoundTripsThroughJson)
{
    for (const auto& name : builtinModelNames()) {
        SCOPED_TRACE(name);
        EXPECT_FALSE(builtinModelDescription(name).empty());
        const Model model = makeBuiltinModel(name);
        for (const auto& op : model.ops)
            EXPECT_FALSE(op.block.empty()) << op.name;
        const Model back = parseModel(modelToJson(model), name + ".json");
        EXPECT_EQ(back.name, model.name);
        EXPECT_EQ(parameterCount(back), parameterCount(model));
        EXPECT_EQ(macsPerSample(back), macsPerSample(model));
        EXPECT_EQ(activationBytesPerSample(back, 2), activationBytesPerSample(model, 2));
        ASSERT_EQ(back.ops.size(), model.ops.size());
        ASSERT_EQ(back.tensors.size(), model.tensors.size());
        for (std::size_t i = 0; i < model.ops.size(); ++i) {
            const auto& a = model.ops[i];
            const auto& b = back.ops[i];
            EXPECT_EQ(a.name, b.name);
            EXPECT_EQ(a.type, b.type);
            EXPECT_EQ(a.block, b.block);
            EXPECT_EQ(a.pipelineStage, b.pipelineStage);
            EXPECT_EQ(a.ipu, b.ipu);
            EXPECT_EQ(a.attributes.ints, b.attributes.ints) << a.name;
            EXPECT_EQ(a.attributes.reals, b.attributes.reals) << a.name;
            EXPECT_EQ(back.tensors[std::size_t(b.outputs[0])].shape, model.tensors[std::size_t(a.outputs[0])].shape);
            EXPECT_EQ(back.tensors[std::size_t(b.outputs[0])].dataType,
                      model.tensors[std::size_t(a.outputs[0])].dataType);
        }
        EXPECT_EQ(modelToJson(back), modelToJson(model));
    }
}

TEST(BuiltinModels, UnknownNameListsTheKnownOnes)
{
    try {
        makeBuiltinModel("resnet34");
        FAIL() << "expected an error";
    } catch (const Error& e) {
        EXPECT_EQ(e.code(), ErrorCode::InvalidModel);
        EXPECT_NE(e.message().find("resnext101_32x8d"), std::string::npos);
    }
}

TEST(BuiltinModels, ResolveTakesANameOrAPath)
{
    EXPECT_EQ(resolveModel("mlp").name, "mlp");
    try {
        resolveModel("no-such-model.json");
        FAIL() << "expected an error";
    } catch (const Error& e) {
        EXPECT_EQ(e.code(), ErrorCode::FileNotFound);
        EXPECT_EQ(e.file(), "no-such-model.json");
        EXPECT_NE(e.message().find("bert-base"), std::string::npos);
    }
}

} // namespace
} // namespace tilescope
