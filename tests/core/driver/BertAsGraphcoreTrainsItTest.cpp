// BERT compiled as Graphcore trains it (issue 26, item 2): the masked-LM head decodes only the
// masked positions, gathered by a one-hot matmul; the word embedding and its tied decoder are
// serialized over the vocabulary; SQuAD's question-answering model pipelines like pre-training.
// Each is checked on the mechanism: rows, products, slices and what they do to memory.

#include "driver/Compiler.h"

#include "model/Builtins.h"
#include "model/GraphBuilder.h"
#include "report/ReportSummary.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace tilescope;

namespace {

constexpr std::uint64_t kBatch = 4;

std::size_t operationRow(const Report& report, const std::string& name)
{
    const auto& names = report.operations.name;
    const auto it = std::find(names.begin(), names.end(), name);
    if (it == names.end()) {
        ADD_FAILURE() << "no operation " << name;
        return 0;
    }
    return std::size_t(it - names.begin());
}

std::size_t computeSetsNamed(const Report& report, const std::string& part)
{
    return std::size_t(std::count_if(report.computeSets.name.begin(), report.computeSets.name.end(),
                                     [&](const std::string& name) { return name.find(part) != std::string::npos; }));
}

// The first program step whose program's name starts with `prefix` (-1 when none does).
std::int64_t firstStepOf(const Report& report, const std::string& prefix)
{
    for (std::size_t step = 0; step < report.liveness.stepCount(); ++step)
        if (report.programs.name[std::size_t(report.liveness.stepProgram[step])].starts_with(prefix))
            return std::int64_t(step);
    return -1;
}

std::int64_t lastStepOfVariable(const Report& report, const std::string& name)
{
    for (std::size_t v = 0; v < report.variables.size(); ++v)
        if (report.variables.name[v] == name)
            return report.variables.lastStep[v];
    ADD_FAILURE() << "no variable " << name;
    return -1;
}

std::uint64_t alwaysLiveVariableBytes(const Report& report)
{
    std::uint64_t bytes = 0;
    for (std::size_t v = 0; v < report.variables.size(); ++v)
        if (report.variables.category[v] == MemoryCategory::AlwaysLiveVariable)
            bytes += report.variables.bytes[v];
    return bytes;
}

// Two-layer BERT-Base training at micro-batch 4 on two IPUs, the heads on the second.
Report compileBert(const BuiltinOptions& builtin, const std::string& model = "bert-base")
{
    auto options = builtin;
    options.layers = 2;
    CompileOptions compileOptions;
    compileOptions.training = true;
    compileOptions.batchSize = kBatch;
    compileOptions.ipus = 2;
    compileOptions.gradientAccumulation = 3;
    compileOptions.pipelineSplit = {model.ends_with("-squad") ? "qa_outputs" : "cls.predictions"};
    return compile(makeBuiltinModel(model, options), compileOptions);
}

} // namespace

TEST(BertAsGraphcoreTrainsIt, MaskTokensShrinkTheHeadsRowsAndTheirStagesPeak)
{
    BuiltinOptions masked;
    masked.maskTokens = 20;
    const auto all = compileBert({});
    const auto gathered = compileBert(masked);
    ASSERT_TRUE(all.fits());
    ASSERT_TRUE(gathered.fits());
    // The transform and the decoder see B x 20 rows, not B x 128: their FLOPs say how many.
    const std::uint64_t h = 768, v = 30522, s = 128, n = 20;
    const auto flops = [](const Report& r, const std::string& op) { return r.operations.flops[operationRow(r, op)]; };
    EXPECT_EQ(flops(gathered, "cls.predictions.transform.dense"), 2 * kBatch * n * h * h);
    EXPECT_EQ(flops(gathered, "cls.predictions.decoder"), 2 * kBatch * n * h * v);
    EXPECT_EQ(flops(all, "cls.predictions.decoder"), 2 * kBatch * s * h * v);
    // The gather is a matmul [20, 128] x [128, 768] per sequence; its backward computes only the
    // encoder output's gradient (the one-hot is detached), one product.
    EXPECT_EQ(gathered.operations.type[operationRow(gathered, "cls.predictions.gather")], "matmul");
    EXPECT_EQ(flops(gathered, "cls.predictions.gather"), 2 * kBatch * n * s * h);
    EXPECT_EQ(flops(gathered, "cls.predictions.gather/backward"), 2 * kBatch * n * s * h);
    EXPECT_GT(computeSetsNamed(gathered, "cls.predictions.gather/backward/dW/"), 0u);
    EXPECT_EQ(computeSetsNamed(gathered, "cls.predictions.gather/backward/dX/"), 0u);
    EXPECT_EQ(computeSetsNamed(gathered, "cls.predictions.one_hot/backward"), 0u);
    // The heads' stage (IPU 1) needs far less at its peak; the weights are the same.
    const auto before = summarize(all).ipus.at(1);
    const auto after = summarize(gathered).ipus.at(1);
    EXPECT_LT(after.peakNotAlwaysLiveBytes, before.peakNotAlwaysLiveBytes * 2 / 3);
    EXPECT_LT(after.maxTileBytes, before.maxTileBytes);
    EXPECT_EQ(gathered.model.parameters, all.model.parameters);
}

TEST(BertAsGraphcoreTrainsIt, AMatmulWithAPerSampleRightOperandIsBatchedOverTheSamples)
{
    // [20, 128] x [128, 768] with the right operand made per sample (the gather's encoder output) is
    // B products, one per sample: planned as [1, 20, 128] x [1, 128, 768] is, and not as one weight
    // [128, 768] shared by B x 20 rows.
    // Form 0: [20, 128] x a per-sample [128, 768]; 1: the same with a leading 1; 2: x a parameter.
    const auto plan = [](int form) -> std::string { // the report dies here: a copy of its text
        using Shape = std::vector<std::int64_t>;
        GraphBuilder g("gather");
        const auto rows = g.input("rows", form == 1 ? Shape{1, 20, 128} : Shape{20, 128});
        std::int32_t right = 0;
        if (form == 2)
            right = g.parameter("weight", {128, 768});
        else
            right = g.op(OpType::Relu, "sequence", {g.input("x", form == 1 ? Shape{1, 128, 768} : Shape{128, 768})});
        g.op(OpType::MatMul, "gather", {rows, right});
        CompileOptions options;
        options.batchSize = 8;
        const auto report = compile(g.finish(), options);
        const auto row = operationRow(report, "gather");
        EXPECT_EQ(report.operations.flops[row], 2u * 8 * 20 * 128 * 768);
        return report.operations.plan[row];
    };
    const auto perSample = plan(0);
    EXPECT_EQ(perSample, plan(1));
    EXPECT_NE(perSample, plan(2));
}

TEST(BertAsGraphcoreTrainsIt, AMatmulComputesOnlyTheGradientsAutogradMakes)
{
    // A one-hot made from integer inputs (so detached) times an activation made from a parameter:
    // the backward computes the activation's gradient (dW) and not the one-hot's (dX), as PopART
    // prunes the grad ops whose outputs nothing reads.
    GraphBuilder g("detached");
    const auto positions = g.input("positions", {20, 1}, DataType::Int32);
    const auto classes = g.input("classes", {128}, DataType::Int32);
    const auto oneHot = g.op(OpType::Cast, "one_hot", {g.op(OpType::Equal, "equal", {positions, classes})});
    const auto x = g.op(OpType::Linear, "dense", {g.input("x", {128, 64}), g.parameter("w", {64, 64})});
    g.op(OpType::MatMul, "gather", {oneHot, x});
    CompileOptions options;
    options.training = true;
    options.batchSize = 2;
    const auto report = compile(g.finish(), options);
    EXPECT_EQ(report.operations.flops[operationRow(report, "gather/backward")], 2u * 2 * 20 * 128 * 64);
    EXPECT_EQ(computeSetsNamed(report, "gather/backward/dX/"), 0u);
    EXPECT_GT(computeSetsNamed(report, "gather/backward/dW/"), 0u);
    EXPECT_EQ(computeSetsNamed(report, "one_hot/backward"), 0u);
    EXPECT_EQ(computeSetsNamed(report, "equal/backward"), 0u);
    // dW reads the one-hot and the gradient, not the right operand, which dies before that backward.
    const auto backward = firstStepOf(report, "gather/backward");
    ASSERT_GE(backward, 0);
    EXPECT_LT(lastStepOfVariable(report, "dense"), backward);
    EXPECT_GE(lastStepOfVariable(report, "one_hot"), backward);
    // The dense layer's weight needs its gradient; its input, a host input, gets none, though its dX
    // is still computed as before.
    EXPECT_GT(computeSetsNamed(report, "dense/backward/dW/"), 0u);
    EXPECT_GT(computeSetsNamed(report, "dense/backward/dX/"), 0u);
    EXPECT_EQ(report.operations.flops[operationRow(report, "dense/backward")], 2u * 2 * 2 * 128 * 64 * 64);
}

TEST(BertAsGraphcoreTrainsIt, SerializationRunsTheTiedDecoderAsKSlicesInLessTemporaryMemory)
{
    const auto compileWith = [](std::int64_t factor) {
        BuiltinOptions builtin;
        builtin.layers = 1;
        builtin.embeddingSerializationFactor = factor;
        CompileOptions options;
        options.training = true;
        options.batchSize = kBatch;
        return compile(makeBuiltinModel("bert-base", builtin), options);
    };
    const auto whole = compileWith(1);
    const auto halves = compileWith(2);
    const auto thirds = compileWith(3);
    // K matmuls one after another, forward and for each gradient; K lookups and K updates.
    for (const auto* pass : {"cls.predictions.decoder/slice", "cls.predictions.decoder/backward/dX/slice",
                             "cls.predictions.decoder/backward/dW/slice"}) {
        const auto convolutions = [&](const Report& r) {
            std::size_t count = 0;
            for (std::uint32_t k = 0; k < 6; ++k)
                count += computeSetsNamed(r, std::string(pass) + std::to_string(k) + "/convolution/") > 0 ? 1 : 0;
            return count;
        };
        EXPECT_EQ(convolutions(whole), 0u) << pass;
        EXPECT_EQ(convolutions(halves), 2u) << pass;
        EXPECT_EQ(convolutions(thirds), 3u) << pass;
    }
    EXPECT_EQ(computeSetsNamed(thirds, "embeddings.word_embeddings/slice2/MultiSlice"), 1u);
    EXPECT_EQ(computeSetsNamed(thirds, "embeddings.word_embeddings/backward/slice2/Gradient"), 1u);
    // Each slice plans a third of the output channels: less temporary memory, and a lower peak.
    const auto temporary = [](const Report& r, const std::string& op) {
        return r.operations.tempBytesPerTile[operationRow(r, op)];
    };
    for (const auto* op : {"cls.predictions.decoder", "cls.predictions.decoder/backward"}) {
        EXPECT_LT(temporary(halves, op), temporary(whole, op)) << op;
        EXPECT_LT(temporary(thirds, op), temporary(halves, op)) << op;
    }
    const auto decoder = operationRow(thirds, "cls.predictions.decoder");
    EXPECT_EQ(thirds.operations.serialSteps[decoder] % 3, 0u);
    EXPECT_NE(thirds.operations.plan[decoder].find("(x3 serialized)"), std::string::npos);
    EXPECT_LT(summarize(thirds).peakNotAlwaysLiveBytes, summarize(whole).peakNotAlwaysLiveBytes);
    // The same weights: one word-embedding matrix, stored once.
    EXPECT_EQ(alwaysLiveVariableBytes(halves), alwaysLiveVariableBytes(whole));
    EXPECT_EQ(whole.model.parameters, thirds.model.parameters);
}

TEST(BertAsGraphcoreTrainsIt, SquadPipelinesAtSequence384)
{
    BuiltinOptions builtin;
    builtin.sequenceLength = 384;
    builtin.layers = 4;
    CompileOptions options;
    options.training = true;
    options.batchSize = 1;
    options.ipus = 4;
    options.gradientAccumulation = 8;
    options.pipelineSplit = {"layer.1", "layer.2", "layer.3"};
    const auto report = compile(makeBuiltinModel("bert-large-squad", builtin), options);
    ASSERT_TRUE(report.fits());
    // The head runs with the last layer, on the last IPU, as Graphcore's SQuAD places it.
    const auto head = operationRow(report, "qa_outputs");
    EXPECT_EQ(report.operations.ipu[head], 3u);
    EXPECT_EQ(report.operations.layer[head], "qa_outputs");
    EXPECT_EQ(report.operations.ipu[operationRow(report, "embeddings.word_embeddings")], 0u);
    EXPECT_EQ(report.operations.ipu[operationRow(report, "start_loss")], 3u);
}
