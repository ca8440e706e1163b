#include "compiler/Lowering.h"

#include <gtest/gtest.h>

using namespace tilescope;
using tilescope::detail::backwardReads;

namespace {

// x -> op -> y, with a weight w where the op takes one.
struct OneOp {
    Model model;
    Op op;

    explicit OneOp(OpType type, bool withWeight = false)
    {
        model.tensors.push_back({"x", {4}});
        model.tensors.push_back({"y", {4}});
        op.type = type;
        op.inputs = {0};
        op.outputs = {1};
        if (withWeight) {
            Tensor w{"w", {4, 4}};
            w.parameter = true;
            model.tensors.push_back(w);
            op.inputs.push_back(2);
        }
    }
};

} // namespace

// What each grad op reads of the forward, as PopART's grad ops do.
TEST(BackwardReads, FollowWhatEachGradOpNeeds)
{
    EXPECT_EQ(backwardReads(OneOp(OpType::Relu).op, OneOp(OpType::Relu).model), std::vector<std::int32_t>{1});
    EXPECT_EQ(backwardReads(OneOp(OpType::Softmax).op, OneOp(OpType::Softmax).model), std::vector<std::int32_t>{1});
    EXPECT_TRUE(backwardReads(OneOp(OpType::Add).op, OneOp(OpType::Add).model).empty());
    EXPECT_EQ(backwardReads(OneOp(OpType::LayerNorm).op, OneOp(OpType::LayerNorm).model), std::vector<std::int32_t>{0});
    EXPECT_EQ(backwardReads(OneOp(OpType::Gelu).op, OneOp(OpType::Gelu).model), std::vector<std::int32_t>{0});
    // A matmul's weight gradient reads its activation input, not the weight.
    const OneOp linear(OpType::Linear, true);
    EXPECT_EQ(backwardReads(linear.op, linear.model), std::vector<std::int32_t>{0});
}
