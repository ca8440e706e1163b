// inferShapes and the per-op figures: shapes as PyTorch computes them, MACs as the torchvision
// tables count them, and graph errors that name the op.

#include "model/GraphBuilder.h"
#include "model/Model.h"

#include "common/Error.h"

#include <gtest/gtest.h>

#include <functional>

namespace tilescope {
namespace {

using Shape = std::vector<std::int64_t>;

Shape outputShape(const Model& model, const std::string& op)
{
    for (const auto& o : model.ops)
        if (o.name == op)
            return model.tensors[std::size_t(o.outputs.front())].shape;
    throw std::runtime_error("no op " + op);
}

Error inferError(Model model)
{
    try {
        inferShapes(model);
    } catch (const Error& e) {
        return e;
    }
    ADD_FAILURE() << "expected an error";
    return Error(ErrorCode::Internal, "no error");
}

Error buildError(const std::function<void(GraphBuilder&)>& build)
{
    GraphBuilder graph("t");
    build(graph);
    try {
        graph.finish();
    } catch (const Error& e) {
        return e;
    }
    ADD_FAILURE() << "expected an error";
    return Error(ErrorCode::Internal, "no error");
}

TEST(ModelOpTypes, NamesRoundTrip)
{
    for (const auto& name : opTypeNames()) {
        const auto type = parseOpType(name);
        ASSERT_TRUE(type) << name;
        EXPECT_EQ(opTypeName(*type), name);
    }
    EXPECT_FALSE(parseOpType("Conv2d"));
    EXPECT_EQ(elementCount(std::vector<std::int64_t>{}), 1);
    EXPECT_EQ(elementCount(std::vector<std::int64_t>{2, 3, 4}), 24);
}

TEST(ModelShapes, ConvolutionFollowsPyTorch)
{
    GraphBuilder graph("t");
    const auto x = graph.input("x", {3, 224, 224});
    graph.op(OpType::Conv2d, "stem", {x, graph.parameter("w1", {64, 3, 7, 7})},
             ints({{"stride", {2}}, {"padding", {3}}}));
    graph.op(OpType::Conv2d, "dilated", {x, graph.parameter("w2", {8, 3, 3, 3})},
             ints({{"padding", {2}}, {"dilation", {2}}}));
    graph.op(OpType::Conv2d, "rect", {x, graph.parameter("w3", {8, 3, 1, 5})},
             ints({{"stride", {1, 2}}, {"padding", {0, 2}}}));
    const auto y = graph.input("y", {32, 56, 56});
    graph.op(OpType::Conv2d, "grouped", {y, graph.parameter("w4", {64, 8, 3, 3}), graph.parameter("b4", {64})},
             ints({{"stride", {2}}, {"padding", {1}}, {"groups", {4}}}));
    graph.op(OpType::MaxPool, "pool", {y}, ints({{"kernel", {3}}, {"stride", {2}}, {"padding", {1}}}));
    graph.op(OpType::AvgPool, "avg", {y}, ints({{"kernel", {2}}}));
    graph.op(OpType::GlobalAvgPool, "gap", {y});
    const Model model = graph.finish();
    EXPECT_EQ(outputShape(model, "stem"), (Shape{64, 112, 112}));
    EXPECT_EQ(outputShape(model, "dilated"), (Shape{8, 224, 224}));
    EXPECT_EQ(outputShape(model, "rect"), (Shape{8, 224, 112}));
    EXPECT_EQ(outputShape(model, "grouped"), (Shape{64, 28, 28}));
    EXPECT_EQ(outputShape(model, "pool"), (Shape{32, 28, 28}));
    EXPECT_EQ(outputShape(model, "avg"), (Shape{32, 28, 28}));
    EXPECT_EQ(outputShape(model, "gap"), (Shape{32}));
    // Grouped: each output element sums only its group's 32/4 = 8 channels x 3 x 3.
    EXPECT_EQ(opMacsPerSample(model, model.ops[5]), 64u * 28 * 28 * 8 * 3 * 3);
    EXPECT_EQ(opMacsPerSample(model, model.ops[1]), 64u * 112 * 112 * 3 * 7 * 7);
    EXPECT_EQ(opMacsPerSample(model, model.ops[6]), 0u); // pooling is not counted
    EXPECT_EQ(opParameterCount(model, model.ops[5]), 64u * 8 * 9 + 64);
}

TEST(ModelShapes, MatMulBroadcastsBatchDimensions)
{
    GraphBuilder graph("t");
    const auto q = graph.input("q", {12, 128, 64});
    const auto k = graph.input("k", {12, 64, 128});
    const auto a = graph.input("a", {128, 768});
    graph.op(OpType::MatMul, "scores", {q, k});
    graph.op(OpType::MatMul, "projection", {a, graph.parameter("w", {768, 256})});
    graph.op(OpType::Linear, "linear", {a, graph.parameter("lw", {10, 768}), graph.parameter("lb", {10})});
    const Model model = graph.finish();
    EXPECT_EQ(outputShape(model, "scores"), (Shape{12, 128, 128}));
    EXPECT_EQ(outputShape(model, "projection"), (Shape{128, 256}));
    EXPECT_EQ(outputShape(model, "linear"), (Shape{128, 10}));
    EXPECT_EQ(macsPerSample(model), 12u * 128 * 128 * 64 + 128u * 768 * 256 + 128u * 768 * 10);
}

TEST(ModelShapes, ShapeOpsAndActivationBytes)
{
    GraphBuilder graph("t");
    const auto x = graph.input("x", {4, 6});
    const auto ids = graph.input("ids", {5}, DataType::Int32);
    graph.op(OpType::Reshape, "r", {x}, ints({{"shape", {2, -1}}}));
    graph.op(OpType::Transpose, "t", {x}, ints({{"perm", {1, 0}}}));
    graph.op(OpType::Concat, "c", {x, x}, ints({{"axis", {-1}}}));
    graph.op(OpType::Slice, "s", {x}, ints({{"axis", {0}}, {"start", {1}}, {"end", {3}}}));
    graph.op(OpType::Add, "b", {x, graph.op(OpType::Flatten, "f", {graph.input("v", {1, 6})})});
    const auto e = graph.op(OpType::Embedding, "e", {ids, graph.parameter("table", {100, 3})});
    graph.op(OpType::CrossEntropy, "loss", {e, graph.input("labels", {5}, DataType::Int32)});
    const Model model = graph.finish();
    EXPECT_EQ(outputShape(model, "r"), (Shape{2, 12}));
    EXPECT_EQ(outputShape(model, "t"), (Shape{6, 4}));
    EXPECT_EQ(outputShape(model, "c"), (Shape{4, 12}));
    EXPECT_EQ(outputShape(model, "s"), (Shape{2, 6}));
    EXPECT_EQ(outputShape(model, "b"), (Shape{4, 6}));
    EXPECT_EQ(outputShape(model, "e"), (Shape{5, 3}));
    EXPECT_EQ(outputShape(model, "loss"), (Shape{}));
    // Floats at 2 bytes: x 24, r 24, t 24, c 48, s 12, v 6, f 6, b 24, e 15, loss 1; int32 ids 5 and labels 5 at 4.
    EXPECT_EQ(activationBytesPerSample(model, 2), 2u * (24 + 24 + 24 + 48 + 12 + 6 + 6 + 24 + 15 + 1) + 4u * (5 + 5));
}

TEST(ModelShapes, ConvolutionChannelErrors)
{
    const Error groups = buildError([](GraphBuilder& g) {
        g.op(OpType::Conv2d, "layer1.0.conv2", {g.input("x", {16, 8, 8}), g.parameter("w", {30, 5, 3, 3})},
             ints({{"groups", {3}}}));
    });
    EXPECT_EQ(groups.code(), ErrorCode::InvalidModel);
    EXPECT_EQ(groups.field(), "/ops/1");
    EXPECT_EQ(groups.message(), "op 'layer1.0.conv2' (conv2d): groups (3) must divide the 16 input channels");

    const Error channels = buildError([](GraphBuilder& g) {
        g.op(OpType::Conv2d, "conv", {g.input("x", {16, 8, 8}), g.parameter("w", {32, 8, 3, 3})});
    });
    EXPECT_EQ(channels.field(), "/ops/1");
    EXPECT_NE(channels.message().find("expects 8 input channels per group, but the input has 16"),
              std::string::npos)
        << channels.message();

    const Error bias = buildError([](GraphBuilder& g) {
        g.op(OpType::Conv2d, "conv", {g.input("x", {16, 8, 8}), g.parameter("w", {32, 16, 3, 3}), g.parameter("b", {16})});
    });
    EXPECT_NE(bias.message().find("'b' has shape [16], expected [32]"), std::string::npos) << bias.message();

    const Error tooSmall = buildError([](GraphBuilder& g) {
        g.op(OpType::Conv2d, "conv", {g.input("x", {3, 2, 2}), g.parameter("w", {8, 3, 3, 3})});
    });
    EXPECT_NE(tooSmall.message().find("does not fit"), std::string::npos) << tooSmall.message();
}

TEST(ModelShapes, OtherShapeErrors)
{
    const auto message = [](const std::function<void(GraphBuilder&)>& build) { return buildError(build).message(); };
    EXPECT_NE(message([](GraphBuilder& g) {
                  g.op(OpType::MatMul, "mm", {g.input("a", {4, 8}), g.input("b", {9, 2})});
              }).find("inner dimensions differ: [4,8] x [9,2]"),
              std::string::npos);
    EXPECT_NE(message([](GraphBuilder& g) {
                  g.op(OpType::Add, "add", {g.input("a", {4, 8}), g.input("b", {4, 7})});
              }).find("do not broadcast"),
              std::string::npos);
    EXPECT_NE(message([](GraphBuilder& g) {
                  g.op(OpType::Reshape, "r", {g.input("a", {4, 8})}, ints({{"shape", {5, 6}}}));
              }).find("cannot reshape [4,8]"),
              std::string::npos);
    EXPECT_NE(message([](GraphBuilder& g) {
                  g.op(OpType::Transpose, "t", {g.input("a", {4, 8})}, ints({{"perm", {0, 0}}}));
              }).find("not a permutation"),
              std::string::npos);
    EXPECT_NE(message([](GraphBuilder& g) {
                  g.op(OpType::LayerNorm, "ln", {g.input("a", {4, 8}), g.parameter("s", {4}), g.parameter("b", {4})});
              }).find("expected [8]"),
              std::string::npos);
    EXPECT_NE(message([](GraphBuilder& g) {
                  g.op(OpType::Embedding, "e", {g.input("a", {4}), g.parameter("t", {10, 8})});
              }).find("must be int32"),
              std::string::npos);
    EXPECT_NE(message([](GraphBuilder& g) {
                  g.op(OpType::Relu, "r", {g.input("a", {4}), g.input("b", {4})});
              }).find("takes 1 input(s), has 2"),
              std::string::npos);
    EXPECT_NE(message([](GraphBuilder& g) {
                  g.op(OpType::CrossEntropy, "loss", {g.input("a", {4, 10}), g.input("y", {}, DataType::Int32)});
              }).find("expected [4]"),
              std::string::npos);
}

TEST(ModelShapes, SerializationSlicesMustDivideWhatTheySplit)
{
    const auto serialized = [](std::int64_t factor) {
        return [factor](GraphBuilder& g) {
            const auto table = g.parameter("table", {10, 8});
            const auto x = g.op(OpType::Embedding, "lookup", {g.input("ids", {4}, DataType::Int32), table},
                                ints({{"serializationFactor", {factor}}}));
            g.op(OpType::Linear, "decoder", {x, table}, ints({{"serializationFactor", {factor == 5 ? 2 : factor}}}));
        };
    };
    const auto lookup = buildError(serialized(3));
    EXPECT_NE(lookup.message().find("'serializationFactor' is 3, must divide the 10 rows of the table"),
              std::string::npos)
        << lookup.message();
    EXPECT_NE(std::string(lookup.what()).find("lookup"), std::string::npos);
    EXPECT_NE(buildError(serialized(0)).message().find("'serializationFactor' is 0"), std::string::npos);
    GraphBuilder g("t");
    serialized(5)(g); // 5 slices of 2 rows each, 2 slices of 5 output features each
    EXPECT_NO_THROW(g.finish());
    const auto decoder = buildError([](GraphBuilder& b) {
        b.op(OpType::Linear, "decoder", {b.input("x", {4, 8}), b.parameter("w", {10, 8})},
             ints({{"serializationFactor", {4}}}));
    });
    EXPECT_NE(decoder.message().find("must divide the 10 output features"), std::string::npos) << decoder.message();
}

TEST(ModelShapes, ConstantsHaveTheirFullShape)
{
    GraphBuilder g("t");
    const auto positions = g.input("positions", {3, 1}, DataType::Int32);
    const auto classes = g.constant("classes", {5}, DataType::Int32);
    g.op(OpType::Equal, "one_hot", {positions, classes});
    const auto model = g.finish();
    EXPECT_TRUE(model.tensors[std::size_t(classes)].constant);
    EXPECT_FALSE(model.tensors[std::size_t(classes)].parameter);
    EXPECT_EQ(parameterCount(model), 0u);
    EXPECT_EQ(outputShape(model, "one_hot"), (Shape{3, 5}));
    EXPECT_EQ(model.tensors.back().dataType, DataType::Bool);
}

TEST(ModelShapes, WiringErrors)
{
    Model model;
    model.tensors = {Tensor{"x", {}, false, DataType::Float}, Tensor{"y", {}, false, DataType::Float},
                     Tensor{"w", {4}, true, DataType::Float}};
    Op input;
    input.name = "x";
    input.type = OpType::Input;
    input.outputs = {0};
    input.attributes.ints["shape"] = {4};
    Op relu;
    relu.name = "relu";
    relu.type = OpType::Relu;
    relu.inputs = {0};
    relu.outputs = {1};

    {
        Model m = model;
        auto reader = relu;
        reader.inputs = {7};
        m.ops = {input, reader};
        const Error e = inferError(m);
        EXPECT_EQ(e.field(), "/ops/1");
        EXPECT_NE(e.message().find("input tensor id 7 is out of range"), std::string::npos) << e.message();
    }
    {
        Model m = model;
        m.ops = {relu, input}; // reads x before the input op
        const Error e = inferError(m);
        EXPECT_EQ(e.field(), "/ops/0");
        EXPECT_NE(e.message().find("before /ops/1 (x) produces it"), std::string::npos) << e.message();
    }
    {
        Model m = model;
        auto again = relu;
        again.name = "relu2";
        m.ops = {input, relu, again};
        const Error e = inferError(m);
        EXPECT_EQ(e.field(), "/ops/2");
        EXPECT_NE(e.message().find("'y' is already produced by /ops/1 (relu)"), std::string::npos) << e.message();
    }
    {
        Model m = model;
        m.ops = {relu};
        const Error e = inferError(m);
        EXPECT_NE(e.message().find("which no op produces"), std::string::npos) << e.message();
    }
    {
        Model m = model;
        auto writer = relu;
        writer.outputs = {2};
        m.ops = {input, writer};
        const Error e = inferError(m);
        EXPECT_NE(e.message().find("writes parameter 'w'"), std::string::npos) << e.message();
    }
    {
        Model m = model;
        m.ops = {input, relu};
        inferShapes(m);
        inferShapes(m); // idempotent: builders and loaders may both run it
        EXPECT_EQ(m.tensors[1].shape, (Shape{4}));
    }
}

} // namespace
} // namespace tilescope
