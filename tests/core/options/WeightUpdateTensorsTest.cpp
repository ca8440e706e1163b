// The tensors of a weight's update as PopART decomposes the optimisers PopTorch configures
// (popart sgd0/1/2decompose.cpp, adamdecompose.cpp; poptorch python/optim.py).

#include "options/WeightUpdateTensors.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace tilescope;

namespace {

CompileOptions training(Optimiser optimiser, std::uint32_t accumulation, const char* precision = "16.16")
{
    CompileOptions o;
    o.training = true;
    o.optimiser = optimiser;
    o.gradientAccumulation = accumulation;
    o.precision = Precision::parse(precision);
    return o;
}

std::vector<std::string> namesOf(const std::vector<WeightUpdateTensor>& tensors)
{
    std::vector<std::string> names;
    for (const auto& t : tensors)
        names.push_back(t.name);
    return names;
}

} // namespace

TEST(WeightUpdateTensors, InferenceUpdatesNothing)
{
    CompileOptions o;
    o.optimiser = Optimiser::Adam;
    const auto t = weightUpdateTensors(o);
    EXPECT_FALSE(t.accumulator);
    EXPECT_TRUE(t.state.empty());
    EXPECT_TRUE(t.temporaries.empty());
    EXPECT_EQ(optimiserStateTensors(o), 0u);
}

TEST(WeightUpdateTensors, PlainSgdKeepsAnAccumulatorOnlyWhenItAccumulates)
{
    const auto once = weightUpdateTensors(training(Optimiser::Sgd, 1));
    EXPECT_FALSE(once.accumulator);
    EXPECT_TRUE(once.state.empty());
    EXPECT_EQ(once.rewrittenPerElement, 0u);
    auto o = training(Optimiser::Sgd, 8);
    const auto accumulated = weightUpdateTensors(o);
    ASSERT_TRUE(accumulated.accumulator);
    EXPECT_EQ(accumulated.accumulator->name, "accumulator");
    EXPECT_TRUE(accumulated.accumulator->half); // the weights' type, the lessons' default
    EXPECT_EQ(accumulated.accumulator->bytesPerElement(), 2u);
    EXPECT_TRUE(accumulated.state.empty());
    o.accumulatorType = AccumulatorType::Float; // PopTorch's accum_type default, float32
    EXPECT_EQ(weightUpdateTensors(o).accumulator->bytesPerElement(), 4u);
}

// PopTorch's default SGD with momentum (SGD2): an accumulator in accum_type and a velocity in
// velocity_accum_type, both float32 unless set.
TEST(WeightUpdateTensors, SgdWithMomentumIsTheSeparateFormOfFloatAccumulatorAndVelocity)
{
    auto o = training(Optimiser::SgdMomentum, 8);
    auto t = weightUpdateTensors(o);
    ASSERT_TRUE(t.accumulator);
    EXPECT_FALSE(t.accumulator->half);
    EXPECT_EQ(namesOf(t.state), std::vector<std::string>{"velocity"});
    EXPECT_FALSE(t.state.front().half);
    EXPECT_EQ(t.stateBytesPerElement(), 4u);
    EXPECT_EQ(t.rewrittenPerElement, 1u);
    EXPECT_EQ(optimiserStateTensors(o), 1u);
    o.accumulatorType = AccumulatorType::Half;
    t = weightUpdateTensors(o);
    EXPECT_TRUE(t.accumulator->half);
    EXPECT_FALSE(t.state.front().half); // the velocity keeps its own type
}

// SGD1: one buffer per weight in the weight gradient's type, the accumulator when gradients are
// accumulated (no optimiser state then), the optimiser state otherwise.
TEST(WeightUpdateTensors, CombinedSgdKeepsOneBufferInTheGradientsType)
{
    const auto half = weightUpdateTensors(training(Optimiser::SgdCombined, 57));
    ASSERT_TRUE(half.accumulator);
    EXPECT_EQ(half.accumulator->name, "accumulatorAndVelocity");
    EXPECT_TRUE(half.accumulator->half);
    EXPECT_TRUE(half.state.empty());
    EXPECT_TRUE(half.temporaries.empty());
    EXPECT_EQ(half.stateTensorsPerElement(), 0u);
    EXPECT_EQ(half.rewrittenPerElement, 1u);
    EXPECT_EQ(optimiserStateTensors(training(Optimiser::SgdCombined, 57)), 0u);

    const auto master = weightUpdateTensors(training(Optimiser::SgdCombined, 57, "16.32"));
    ASSERT_TRUE(master.accumulator);
    EXPECT_FALSE(master.accumulator->half); // fp32 weights have fp32 gradients

    const auto once = weightUpdateTensors(training(Optimiser::SgdCombined, 1));
    EXPECT_FALSE(once.accumulator);
    EXPECT_EQ(namesOf(once.state), std::vector<std::string>{"accumulatorAndVelocity"});
    EXPECT_EQ(once.stateBytesPerElement(), 2u);
    EXPECT_EQ(optimiserStateTensors(training(Optimiser::SgdCombined, 1)), 1u);
}

TEST(WeightUpdateTensors, AdamKeepsTwoMomentsAndAStepAndCastsAHalfAccumulatorUp)
{
    auto o = training(Optimiser::Adam, 16);
    auto t = weightUpdateTensors(o);
    ASSERT_TRUE(t.accumulator);
    EXPECT_TRUE(t.accumulator->half); // Graphcore's BERT and optimum: accum_type float16
    EXPECT_EQ(namesOf(t.state), (std::vector<std::string>{"firstMoment", "secondMoment", "step"}));
    EXPECT_FALSE(t.state[0].half);
    EXPECT_FALSE(t.state[1].half);
    EXPECT_TRUE(t.state[2].scalar);
    EXPECT_EQ(t.stateTensorsPerElement(), 2u);
    EXPECT_EQ(t.stateBytesPerElement(), 8u);
    EXPECT_EQ(t.rewrittenPerElement, 2u);
    EXPECT_EQ(namesOf(t.temporaries), std::vector<std::string>{"gradientAsFloat"});

    // The fp16 first moment halves its bytes, and the update no longer casts the gradient.
    o.halfFirstOrderMomentum = true;
    t = weightUpdateTensors(o);
    EXPECT_TRUE(t.state[0].half);
    EXPECT_FALSE(t.state[1].half);
    EXPECT_EQ(t.stateBytesPerElement(), 6u);
    EXPECT_TRUE(t.temporaries.empty());

    // A float accumulator needs no cast.
    o.halfFirstOrderMomentum = false;
    o.accumulatorType = AccumulatorType::Float;
    EXPECT_TRUE(weightUpdateTensors(o).temporaries.empty());
    EXPECT_TRUE(weightUpdateTensors(training(Optimiser::Adam, 16, "32.32")).temporaries.empty());
}

TEST(WeightUpdateTensors, LambAddsTwoNormsDuringTheUpdate)
{
    const auto t = weightUpdateTensors(training(Optimiser::Lamb, 1));
    EXPECT_FALSE(t.accumulator);
    EXPECT_EQ(namesOf(t.state), (std::vector<std::string>{"firstMoment", "secondMoment", "step"}));
    EXPECT_EQ(namesOf(t.temporaries), (std::vector<std::string>{"gradientAsFloat", "weightNorm", "updateNorm"}));
    EXPECT_TRUE(t.temporaries[1].scalar);
    EXPECT_TRUE(t.temporaries[2].scalar);
    EXPECT_EQ(optimiserStateTensors(training(Optimiser::Lamb, 1)), 2u);
}
