// TensorUses: the index of who makes and who reads each tensor that the lowering and removeLoss ask
// instead of scanning every op.

#include "model/GraphBuilder.h"
#include "model/TensorUses.h"

#include "../ErrorOf.h"

#include <gtest/gtest.h>

namespace tilescope {
namespace {

std::vector<std::int32_t> asVector(std::span<const std::int32_t> span) { return {span.begin(), span.end()}; }

TEST(TensorUses, NamesTheProducerAndTheReadersInOpOrder)
{
    // x -> a; a -> b; a, b -> c (an add reading a twice counts once); c is read by no op.
    GraphBuilder g("uses");
    const auto x = g.input("x", {4});
    const auto a = g.op(OpType::Relu, "a", {x});
    const auto b = g.op(OpType::Relu, "b", {a});
    const auto sum = g.op(OpType::Add, "sum", {a, a});
    const auto c = g.op(OpType::Add, "c", {b, sum});
    const auto w = g.parameter("w", {4, 4});
    const auto d = g.op(OpType::Linear, "d", {a, w});
    const auto model = g.finish();

    const TensorUses uses(model);
    EXPECT_EQ(uses.producer(x), 0);
    EXPECT_EQ(uses.producer(a), 1);
    EXPECT_EQ(uses.producer(c), 4);
    EXPECT_EQ(uses.producer(w), -1); // a parameter: no op makes it
    EXPECT_EQ(asVector(uses.readers(a)), (std::vector<std::int32_t>{2, 3, 5}));
    EXPECT_EQ(asVector(uses.readers(sum)), (std::vector<std::int32_t>{4}));
    EXPECT_EQ(asVector(uses.readers(w)), (std::vector<std::int32_t>{5}));
    EXPECT_TRUE(uses.readers(c).empty());
    EXPECT_EQ(uses.lastReader(a), 5);
    EXPECT_EQ(uses.lastReader(x), 1);
    EXPECT_EQ(uses.lastReader(c), -1); // a model output
    EXPECT_EQ(uses.lastReader(d), -1);
}

TEST(TensorUses, RefusesATensorIdOutOfRangeNamingTheOp)
{
    GraphBuilder g("bad");
    const auto x = g.input("x", {4});
    g.op(OpType::Relu, "r", {x});
    auto model = g.finish();
    auto reader = model.ops.record(1);
    reader.inputs = {7};
    model.ops.replace(1, reader);
    const auto error = test::errorOf([&] { TensorUses{model}; });
    EXPECT_EQ(error.code(), ErrorCode::InvalidModel);
    EXPECT_EQ(error.field(), "/ops/1");
    EXPECT_NE(error.message().find("input tensor id 7 is out of range"), std::string::npos) << error.message();
}

TEST(TensorUses, OfAModelWithoutOps)
{
    Model model;
    model.tensors.push_back({"w", {2}, true});
    const TensorUses uses(model);
    EXPECT_EQ(uses.producer(0), -1);
    EXPECT_TRUE(uses.readers(0).empty());
    EXPECT_EQ(uses.lastReader(0), -1);
}

} // namespace
} // namespace tilescope
