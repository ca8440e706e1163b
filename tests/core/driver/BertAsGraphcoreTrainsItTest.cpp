// BERT compiled as Graphcore trains it (issue 26, item 2), first what it rests on: a matmul whose
// right operand varies per sample is batched over the samples, and a backward computes only the
// gradients autograd makes. Each is checked on the mechanism: rows, products and plans.

#include "driver/Compiler.h"

#include "model/GraphBuilder.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace tilescope;

namespace {

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

} // namespace

TEST(BertAsGraphcoreTrainsIt, AMatmulWithAPerSampleRightOperandIsBatchedOverTheSamples)
{
    // [20, 128] x [128, 768] with the right operand made per sample (the gather's encoder output) is
    // B products, one per sample: planned as [1, 20, 128] x [1, 128, 768] is, and not as one weight
    // [128, 768] shared by B x 20 rows.
    // Form 0: [20, 128] x a per-sample [128, 768]; 1: the same with a leading 1; 2: x a parameter.
    const auto plan = [](int form) {
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
    // The dense layer's weight needs its gradient; its input, a host input, gets none, though its dX
    // is still computed as before.
    EXPECT_GT(computeSetsNamed(report, "dense/backward/dW/"), 0u);
    EXPECT_GT(computeSetsNamed(report, "dense/backward/dX/"), 0u);
    EXPECT_EQ(report.operations.flops[operationRow(report, "dense/backward")], 2u * 2 * 2 * 128 * 64 * 64);
}

