// What writing real models by hand revealed (issue 11): parameters read like any tensor, weights
// created in the planner's layout, 16.32 casts, no loss at inference. Each is checked on the
// mechanism, not on a figure.

#include "driver/Compiler.h"

#include "model/Builtins.h"
#include "model/GraphBuilder.h"
#include "model/ModelJson.h"

#include <gtest/gtest.h>


using namespace tilescope;

namespace {

std::uint64_t bytesOfVariables(const Report& report, const std::string& suffix)
{
    std::uint64_t bytes = 0;
    for (std::size_t v = 0; v < report.variables.size(); ++v)
        if (report.variables.name[v].ends_with(suffix))
            bytes += report.variables.bytes[v];
    return bytes;
}

std::size_t variableIndex(const Report& report, const std::string& name)
{
    for (std::size_t v = 0; v < report.variables.size(); ++v)
        if (report.variables.name[v] == name)
            return v;
    ADD_FAILURE() << "no variable " << name;
    return 0;
}

} // namespace

TEST(RealModels, ParametersMayBeReadByAnyOp)
{
    // A class token, a position embedding, a layer scale, a reshaped weight and a weight on the
    // left of a matmul (transformers' Conv1D): the inspect-valid model compiles.
    GraphBuilder g("parameters-everywhere");
    const auto x = g.input("x", {4, 8});
    const auto withToken = g.op(OpType::Concat, "cat", {g.parameter("cls", {1, 8}), x});
    const auto positioned = g.op(OpType::Add, "positioned", {withToken, g.parameter("pos", {5, 8})});
    const auto scaled = g.op(OpType::Mul, "scale", {positioned, g.parameter("gamma", {8})});
    const auto flatWeight = g.op(OpType::Reshape, "view", {g.parameter("w", {2, 4})}, ints({{"shape", {8}}}));
    const auto mixed = g.op(OpType::Mul, "mix", {scaled, flatWeight});
    g.op(OpType::MatMul, "left", {g.parameter("a", {3, 5}), mixed});
    g.op(OpType::Transpose, "t", {g.parameter("u", {8, 2})});
    const auto model = g.finish();
    CompileOptions options;
    options.batchSize = 2;
    const auto report = compile(model, options);
    EXPECT_TRUE(report.fits());
    for (const auto* parameter : {"cls", "pos", "gamma", "w", "a", "u"}) {
        const auto v = variableIndex(report, parameter);
        EXPECT_EQ(report.variables.category[v], MemoryCategory::AlwaysLiveVariable) << parameter;
    }
}

TEST(RealModels, WeightsCreatedForThePlanAreNotCopiedWhole)
{
    // VGG-16's fc6 at batch 1: a 4096 x 25088 weight (205 MB in fp16). poplin::createWeights lays it
    // out as the plan reads it, so no tile needs a copy of what it already holds.
    GraphBuilder g("fc6");
    const auto x = g.input("x", {25088});
    g.op(OpType::Linear, "fc6", {x, g.parameter("fc6.weight", {4096, 25088})});
    const auto report = compile(g.finish(), CompileOptions{});
    const auto weightBytes = std::uint64_t(4096) * 25088 * 2;
    EXPECT_LT(bytesOfVariables(report, "/weightSlice"), weightBytes / 100);
    // An activation on the right of a matmul is another op's tensor: it arrives whole.
    GraphBuilder h("attention");
    const auto q = h.input("q", {256, 64});
    const auto k = h.input("k", {64, 256});
    h.op(OpType::MatMul, "scores", {q, k});
    CompileOptions options;
    options.batchSize = 8;
    const auto scores = compile(h.finish(), options);
    EXPECT_GT(bytesOfVariables(scores, "/weightSlice"), std::uint64_t(64) * 256 * 2 * 8 / 2);
}

TEST(RealModels, MasterWeightsAreCastBeforeAHalfPlan)
{
    CompileOptions mixed;
    mixed.precision = Precision::parse("16.32");
    const auto report = compile(makeBuiltinModel("mlp"), mixed);
    const auto v = variableIndex(report, "fc1/weightsHalf");
    EXPECT_EQ(report.variables.elementType[v], ElementType::Half);
    EXPECT_EQ(report.variables.bytes[v] * 2, report.variables.bytes[variableIndex(report, "fc1.weight")]);
    EXPECT_EQ(bytesOfVariables(compile(makeBuiltinModel("mlp"), CompileOptions{}), "/weightsHalf"), 0u);
}

TEST(RealModels, InferenceCompilesNoLoss)
{
    const auto model = loadModel(std::string(TILESCOPE_FIXTURES_DIR) + "/../../resources/models/small-cnn.json");
    const auto hasLoss = [](const Report& report) {
        for (const auto& type : report.operations.type)
            if (type == "crossentropy")
                return true;
        return false;
    };
    EXPECT_FALSE(hasLoss(compile(model, CompileOptions{})));
    CompileOptions training;
    training.training = true;
    EXPECT_TRUE(hasLoss(compile(model, training)));
}
