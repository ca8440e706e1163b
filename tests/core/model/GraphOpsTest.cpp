// The ops imported graphs bring (elementwise of any arity, reductions, pad, split, gather,
// expand, cast, relu6) and constant tensors: their per-sample shapes, types, checks and JSON form.

#include "model/GraphBuilder.h"
#include "model/ModelJson.h"

#include "common/Error.h"

#include <gtest/gtest.h>

#include <limits>

using namespace tilescope;

namespace {

using Shape = std::vector<std::int64_t>;

TensorView outputOf(const Model& model, const std::string& op)
{
    for (const auto& o : model.ops)
        if (o.name == op)
            return model.tensors[std::size_t(o.outputs.front())];
    throw std::runtime_error("no op " + op);
}

std::string errorOf(const std::function<void()>& body)
{
    try {
        body();
    } catch (const Error& e) {
        return e.what();
    }
    return "no error";
}

} // namespace

TEST(GraphOps, ElementwiseOpsBroadcastAndTypeTheirOutputs)
{
    GraphBuilder g("elementwise");
    const auto x = g.input("x", {4, 8});
    const auto scale = g.parameter("scale", {8});
    g.op(OpType::Relu6, "relu6", {x});
    g.op(OpType::Sub, "sub", {x, scale});
    g.op(OpType::Pow, "pow", {x, scale});
    const auto less = g.op(OpType::Less, "less", {x, scale});
    g.op(OpType::Where, "where", {less, x, scale});
    const auto model = g.finish();
    EXPECT_EQ(outputOf(model, "sub").shape, (Shape{4, 8}));
    EXPECT_EQ(outputOf(model, "less").dataType, DataType::Bool);
    EXPECT_EQ(outputOf(model, "where").dataType, DataType::Float);
    EXPECT_EQ(outputOf(model, "where").shape, (Shape{4, 8}));
    EXPECT_EQ(elementwiseArity(OpType::Where), 3u);
    EXPECT_EQ(elementwiseArity(OpType::Relu6), 1u);
    EXPECT_EQ(elementwiseArity(OpType::Conv2d), 0u);
}

TEST(GraphOps, WhereNeedsABooleanCondition)
{
    GraphBuilder g("where");
    const auto x = g.input("x", {4});
    g.op(OpType::Where, "where", {x, x, x});
    EXPECT_NE(errorOf([&] { g.finish(); }).find("condition 'x' must be bool"), std::string::npos);
}

TEST(GraphOps, ReductionsPadSplitGatherExpand)
{
    GraphBuilder g("shapes");
    const auto x = g.input("x", {6, 10});
    g.op(OpType::ReduceMean, "mean", {x}, ints({{"axes", {-1}}, {"keepDims", {1}}}));
    g.op(OpType::ReduceSum, "sum", {x}, ints({{"axes", {0}}, {"keepDims", {0}}}));
    g.op(OpType::Pad, "pad", {x}, ints({{"pads", {1, 0, 2, 3}}}));
    const auto ids = g.input("ids", {3}, DataType::Int32);
    g.op(OpType::Gather, "gather", {x, ids}, ints({{"axis", {1}}}));
    g.op(OpType::Expand, "expand", {x}, ints({{"shape", {5, 6, 10}}}));
    g.op(OpType::Slice, "every-other", {x}, ints({{"axis", {1}}, {"start", {1}}, {"end", {10}}, {"step", {2}}}));
    auto model = g.finish();
    EXPECT_EQ(outputOf(model, "mean").shape, (Shape{6, 1}));
    EXPECT_EQ(outputOf(model, "sum").shape, (Shape{10}));
    EXPECT_EQ(outputOf(model, "pad").shape, (Shape{9, 13}));
    EXPECT_EQ(outputOf(model, "gather").shape, (Shape{6, 3}));
    EXPECT_EQ(outputOf(model, "expand").shape, (Shape{5, 6, 10}));
    EXPECT_EQ(outputOf(model, "every-other").shape, (Shape{6, 5}));
}

TEST(GraphOps, SplitHasOneOutputPerSize)
{
    const auto text = R"({"format": "tilescope-model", "version": "1.0", "ops": [
        {"name": "x", "type": "input", "attributes": {"shape": [4, 12]}},
        {"name": "qkv", "type": "split", "inputs": ["x"], "outputs": ["q", "k", "v"],
         "attributes": {"axis": 1, "sizes": [4, 4, 4]}},
        {"name": "sum", "type": "add", "inputs": ["q", "v"]}]})";
    const auto model = parseModel(text, "split.json");
    EXPECT_EQ(outputOf(model, "sum").shape, (Shape{4, 4}));
    EXPECT_EQ(model.tensors[std::size_t(model.ops[1].outputs[2])].shape, (Shape{4, 4}));
    // Written and read back unchanged.
    const auto again = parseModel(modelToJson(model), "again.json");
    EXPECT_EQ(again.ops[1].outputs.size(), 3u);
    const auto bad = R"({"format": "tilescope-model", "version": "1.0", "ops": [
        {"name": "x", "type": "input", "attributes": {"shape": [4, 12]}},
        {"name": "qkv", "type": "split", "inputs": ["x"], "outputs": ["q", "k"],
         "attributes": {"axis": 1, "sizes": [4, 4, 4]}}]})";
    EXPECT_NE(errorOf([&] { parseModel(bad, "bad.json"); }).find("'sizes' has 3 values for 2 outputs"),
              std::string::npos);
}

TEST(GraphOps, ConstantsAreNeitherParametersNorActivations)
{
    const auto text = R"({"format": "tilescope-model", "version": "1.0", "ops": [
        {"name": "x", "type": "input", "attributes": {"shape": [4, 4]}},
        {"name": "masked", "type": "where",
         "inputs": [{"name": "mask", "shape": [4, 4], "constant": true, "dataType": "bool"}, "x",
                    {"name": "low", "shape": [], "constant": true}]},
        {"name": "scaled", "type": "mul", "inputs": ["masked", {"name": "w", "shape": [4], "parameter": true}]}]})";
    const auto model = parseModel(text, "constants.json");
    EXPECT_EQ(parameterCount(model), 4u);
    EXPECT_EQ(outputOf(model, "masked").shape, (Shape{4, 4}));
    const auto again = parseModel(modelToJson(model), "again.json");
    EXPECT_EQ(parameterCount(again), 4u);
    std::size_t constants = 0;
    for (const auto& t : again.tensors)
        constants += t.constant ? 1 : 0;
    EXPECT_EQ(constants, 2u);
    const auto both = R"({"format": "tilescope-model", "version": "1.0", "ops": [
        {"name": "x", "type": "input", "attributes": {"shape": [4]}},
        {"name": "y", "type": "add", "inputs": ["x", {"name": "c", "shape": [4], "constant": true, "parameter": true}]}]})";
    EXPECT_NE(errorOf([&] { parseModel(both, "both.json"); }).find("both a parameter and a constant"), std::string::npos);
}

TEST(GraphOps, CeilModePoolingCountsThePartialWindow)
{
    GraphBuilder g("pool");
    const auto x = g.input("x", {8, 13, 13});
    g.op(OpType::MaxPool, "floor", {x}, ints({{"kernel", {3}}, {"stride", {2}}}));
    g.op(OpType::MaxPool, "ceil", {x}, ints({{"kernel", {3}}, {"stride", {2}}, {"ceilMode", {1}}}));
    const auto y = g.input("y", {8, 14, 14});
    g.op(OpType::MaxPool, "ceil-even", {y}, ints({{"kernel", {3}}, {"stride", {2}}, {"ceilMode", {1}}}));
    const auto model = g.finish();
    EXPECT_EQ(outputOf(model, "floor").shape, (Shape{8, 6, 6}));
    EXPECT_EQ(outputOf(model, "ceil").shape, (Shape{8, 6, 6}));       // (13 - 3) / 2 is exact
    EXPECT_EQ(outputOf(model, "ceil-even").shape, (Shape{8, 7, 7}));  // PyTorch: ceil((14 - 3) / 2) + 1
}

TEST(GraphOps, RemoveLossDropsTheLossAndItsLabels)
{
    auto model = loadModel(std::string(TILESCOPE_FIXTURES_DIR) + "/../../resources/models/small-cnn.json");
    const auto before = model.ops.size();
    EXPECT_EQ(removeLoss(model), 2u); // the loss and the labels input
    EXPECT_EQ(model.ops.size(), before - 2);
    for (const auto& op : model.ops) {
        EXPECT_FALSE(isLossOp(op.type));
        EXPECT_NE(op.name, "labels");
    }
    EXPECT_NO_THROW(inferShapes(model));
    EXPECT_EQ(removeLoss(model), 0u);
}

TEST(GraphOps, RemoveLossDropsASumOfLossesAndWhatPreparesTheLabelsButKeepsThePredictions)
{
    // BERT pre-training: two losses added into one, each with its labels; one set of labels is
    // reshaped first. The logits and the op that flattens them for the loss stay: they are outputs.
    GraphBuilder g("two-losses");
    const auto x = g.input("x", {2, 2, 16});
    const auto w = g.parameter("w", {10, 16});
    const auto logits = g.op(OpType::Linear, "logits", {x, w});
    const auto flat = g.op(OpType::Reshape, "flat", {logits}, ints({{"shape", {4, 10}}}));
    const auto tokenLabels = g.input("token_labels", {2, 2}, DataType::Int32);
    const auto tokenFlat = g.op(OpType::Reshape, "token_labels_flat", {tokenLabels}, ints({{"shape", {4}}}));
    const auto sentenceLabel = g.input("sentence_label", {2, 2}, DataType::Int32);
    const auto tokenLoss = g.op(OpType::CrossEntropy, "token_loss", {flat, tokenFlat});
    const auto sentenceLoss = g.op(OpType::CrossEntropy, "sentence_loss", {logits, sentenceLabel});
    g.op(OpType::Add, "loss", {tokenLoss, sentenceLoss});
    auto model = g.finish();

    EXPECT_EQ(removeLoss(model), 6u);
    std::vector<std::string> left;
    for (const auto& op : model.ops)
        left.push_back(op.name);
    EXPECT_EQ(left, (std::vector<std::string>{"x", "logits", "flat"}));
    EXPECT_NO_THROW(inferShapes(model));
}

TEST(GraphOps, AbsurdShapeAttributesAreRefusedBeforeTheyOverflow)
{
    // Attributes that make shapes are checked before any arithmetic on them, as every shape is:
    // a fuzzer's reshape to [2^31, 2^31, 2^31] overflowed int64 while it was multiplied.
    const auto errorFor = [](OpType type, const OpAttributes& attributes) {
        GraphBuilder g("absurd");
        const auto x = g.input("x", {6, 12});
        g.op(type, "op", {x}, attributes);
        return errorOf([&] { g.finish(); });
    };
    constexpr std::int64_t big = std::int64_t(1) << 31;
    constexpr std::int64_t huge = std::numeric_limits<std::int64_t>::max();
    EXPECT_NE(errorFor(OpType::Reshape, ints({{"shape", {big, big, big}}})).find("is absurd"), std::string::npos);
    EXPECT_NE(errorFor(OpType::Reshape, ints({{"shape", {huge, 2}}})).find("is absurd"), std::string::npos);
    EXPECT_NE(errorFor(OpType::Pad, ints({{"pads", {huge, 0, huge, 0}}})).find("absurd pad"), std::string::npos);
    EXPECT_NE(errorFor(OpType::Expand, ints({{"shape", {big, big, 6, 12}}})).find("more than 2^40 elements"),
              std::string::npos);
    // A step past the axis keeps one element; it must not overflow on the way.
    GraphBuilder g("steps");
    const auto x = g.input("x", {6, 12});
    g.op(OpType::Slice, "first", {x}, ints({{"axis", {1}}, {"start", {0}}, {"end", {12}}, {"step", {huge}}}));
    const auto model = g.finish();
    EXPECT_EQ(outputOf(model, "first").shape, (Shape{6, 1}));
}
