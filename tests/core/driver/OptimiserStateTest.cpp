// The optimisers' tensors in a compiled report, as PopART decomposes what PopTorch configures
// (docs/SIMULATION.md §5): SGD with momentum's separate accumulator and velocity against its
// combined buffer, Adam's fp16 first moment, and what offloading and sharding have to act on.

#include "driver/Compiler.h"
#include "model/Builtins.h"
#include "report/ReportSummary.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <string>

namespace tilescope {
namespace {

Report trainResnet18(const std::function<void(CompileOptions&)>& configure)
{
    CompileOptions options;
    options.training = true;
    options.batchSize = 2;
    options.precision = Precision::parse("16.16");
    configure(options);
    BuiltinOptions builtin;
    builtin.withLoss = true;
    return compile(makeBuiltinModel("resnet18", builtin), options);
}

// The weights the program updates (one "weightUpdate" row each) and their bytes.
std::map<std::string, std::uint64_t> updatedWeights(const Report& r)
{
    std::map<std::string, std::uint64_t> weights;
    for (std::size_t op = 0; op < r.operations.type.size(); ++op)
        if (r.operations.type[op] == "weightUpdate") {
            const auto& name = r.operations.name[op];
            weights[name.substr(0, name.size() - std::string("/update").size())] = 0;
        }
    for (std::size_t v = 0; v < r.variables.size(); ++v)
        if (const auto it = weights.find(r.variables.name[v]); it != weights.end())
            it->second = r.variables.bytes[v];
    return weights;
}

struct Tensors {
    std::size_t count = 0;
    std::uint64_t bytes = 0;
    bool allAlwaysLive = true;
    bool allHalf = true;
    bool allFloat = true;
};

// The variables named "<weight>/<suffix>".
Tensors tensorsNamed(const Report& r, const std::string& suffix)
{
    Tensors t;
    for (std::size_t v = 0; v < r.variables.size(); ++v) {
        if (!r.variables.name[v].ends_with("/" + suffix))
            continue;
        ++t.count;
        t.bytes += r.variables.bytes[v];
        t.allAlwaysLive = t.allAlwaysLive && r.variables.isAlwaysLive(v);
        t.allHalf = t.allHalf && r.variables.elementType[v] == ElementType::Half;
        t.allFloat = t.allFloat && r.variables.elementType[v] == ElementType::Float;
    }
    return t;
}

std::uint64_t total(const std::map<std::string, std::uint64_t>& weights)
{
    std::uint64_t bytes = 0;
    for (const auto& [name, b] : weights)
        bytes += b;
    return bytes;
}

bool hasNote(const Report& r, const std::string& code)
{
    return std::any_of(r.notes.begin(), r.notes.end(), [&](const Note& n) { return n.code == code; });
}

bool hasOperationOfType(const Report& r, const std::string& type)
{
    return std::find(r.operations.type.begin(), r.operations.type.end(), type) != r.operations.type.end();
}

} // namespace

// PopTorch's default SGD with momentum (SGD2): a fp32 accumulator and a fp32 velocity per weight.
TEST(OptimiserState, SeparateSgdKeepsAFloatAccumulatorAndAFloatVelocityPerWeight)
{
    const auto r = trainResnet18([](CompileOptions& o) {
        o.optimiser = Optimiser::SgdMomentum;
        o.gradientAccumulation = 4;
    });
    const auto weights = updatedWeights(r);
    ASSERT_GT(weights.size(), 20u);
    const auto accumulators = tensorsNamed(r, "accumulator");
    const auto velocities = tensorsNamed(r, "velocity");
    EXPECT_EQ(accumulators.count, weights.size());
    EXPECT_EQ(velocities.count, weights.size());
    EXPECT_TRUE(accumulators.allFloat && accumulators.allAlwaysLive);
    EXPECT_TRUE(velocities.allFloat && velocities.allAlwaysLive);
    // fp16 weights: each fp32 tensor is twice their bytes (alignment aside).
    EXPECT_NEAR(double(accumulators.bytes) / double(total(weights)), 2.0, 0.02);
    EXPECT_NEAR(double(velocities.bytes) / double(total(weights)), 2.0, 0.02);
    EXPECT_EQ(tensorsNamed(r, "accumulatorAndVelocity").count, 0u);
}

// use_combined_accum=True (SGD1): one buffer per weight in the gradient's type, fp16 here, and
// nothing else.
TEST(OptimiserState, CombinedSgdKeepsOneHalfBufferPerWeight)
{
    const auto separate = trainResnet18([](CompileOptions& o) {
        o.optimiser = Optimiser::SgdMomentum;
        o.gradientAccumulation = 4;
    });
    const auto r = trainResnet18([](CompileOptions& o) {
        o.optimiser = Optimiser::SgdCombined;
        o.gradientAccumulation = 4;
    });
    const auto weights = updatedWeights(r);
    const auto combined = tensorsNamed(r, "accumulatorAndVelocity");
    EXPECT_EQ(combined.count, weights.size());
    EXPECT_TRUE(combined.allHalf && combined.allAlwaysLive);
    EXPECT_EQ(combined.bytes, total(weights)); // laid out as its weight
    EXPECT_EQ(tensorsNamed(r, "accumulator").count, 0u);
    EXPECT_EQ(tensorsNamed(r, "velocity").count, 0u);
    // 2 bytes per parameter against 8: the always-live variables lose 6 bytes per parameter (the
    // code of the state's host streams moves with them, and is not counted here).
    const auto alwaysLiveVariables = [](const Report& report) {
        return double(summarize(report).categoryBytes[std::size_t(MemoryCategory::AlwaysLiveVariable)]);
    };
    const auto saved = alwaysLiveVariables(separate) - alwaysLiveVariables(r);
    EXPECT_NEAR(saved / double(total(weights)), 3.0, 0.1);
}

// Without accumulation the combined buffer is PopART's optimiser state: offloading moves it.
TEST(OptimiserState, CombinedSgdWithoutAccumulationIsOptimiserState)
{
    const auto r = trainResnet18([](CompileOptions& o) {
        o.optimiser = Optimiser::SgdCombined;
        o.offloadOptimiserState = true;
    });
    const auto combined = tensorsNamed(r, "accumulatorAndVelocity");
    EXPECT_EQ(combined.count, updatedWeights(r).size());
    EXPECT_FALSE(combined.allAlwaysLive);
    EXPECT_TRUE(hasOperationOfType(r, "streamIn"));
    EXPECT_FALSE(hasNote(r, "offload-optimiser-state"));
}

// With accumulation it is the accumulator: offloading and sharding have nothing to act on, as in
// PopART, and the report says so.
TEST(OptimiserState, OffloadingAndShardingCombinedSgdWithAccumulationChangeNothing)
{
    const auto plain = trainResnet18([](CompileOptions& o) {
        o.optimiser = Optimiser::SgdCombined;
        o.gradientAccumulation = 4;
        o.replicas = 2;
    });
    const auto asked = trainResnet18([](CompileOptions& o) {
        o.optimiser = Optimiser::SgdCombined;
        o.gradientAccumulation = 4;
        o.replicas = 2;
        o.offloadOptimiserState = true;
        o.replicatedTensorSharding = true;
    });
    EXPECT_EQ(summarize(asked).alwaysLiveBytes, summarize(plain).alwaysLiveBytes);
    EXPECT_EQ(asked.execution->cyclesPerIteration, plain.execution->cyclesPerIteration);
    EXPECT_FALSE(hasOperationOfType(asked, "streamIn"));
    EXPECT_FALSE(hasOperationOfType(asked, "reduceScatter"));
    EXPECT_TRUE(hasOperationOfType(asked, "allReduce"));
    EXPECT_TRUE(hasNote(asked, "offload-optimiser-state"));
    EXPECT_TRUE(hasNote(asked, "replicated-tensor-sharding"));
    EXPECT_FALSE(hasNote(plain, "offload-optimiser-state"));
}

TEST(OptimiserState, HalfFirstOrderMomentumHalvesTheFirstMomentsBytes)
{
    const auto adam = [](bool half) {
        return trainResnet18([half](CompileOptions& o) {
            o.optimiser = Optimiser::Adam;
            o.halfFirstOrderMomentum = half;
        });
    };
    const auto full = adam(false);
    const auto half = adam(true);
    const auto first = tensorsNamed(full, "firstMoment");
    const auto halfFirst = tensorsNamed(half, "firstMoment");
    EXPECT_TRUE(first.allFloat);
    EXPECT_TRUE(halfFirst.allHalf && halfFirst.allAlwaysLive);
    EXPECT_EQ(halfFirst.count, first.count);
    EXPECT_NEAR(double(halfFirst.bytes) / double(first.bytes), 0.5, 0.01);
    EXPECT_EQ(tensorsNamed(half, "secondMoment").bytes, tensorsNamed(full, "secondMoment").bytes);
    EXPECT_LT(summarize(half).alwaysLiveBytes, summarize(full).alwaysLiveBytes);
    // A fp16 gradient meeting fp32 moments is cast up during the update; a fp16 first moment takes it as it is.
    const auto cast = tensorsNamed(full, "gradientAsFloat");
    EXPECT_EQ(cast.count, first.count);
    EXPECT_FALSE(cast.allAlwaysLive);
    EXPECT_EQ(tensorsNamed(half, "gradientAsFloat").count, 0u);
}

// Adam keeps a fp32 step per weight; one element is below PopART's minimum for off-chip storage, so
// it stays on chip when the moments are offloaded.
TEST(OptimiserState, AdamsStepStaysOnChipWhenTheMomentsAreOffloaded)
{
    const auto r = trainResnet18([](CompileOptions& o) {
        o.optimiser = Optimiser::Adam;
        o.offloadOptimiserState = true;
    });
    const auto steps = tensorsNamed(r, "step");
    EXPECT_EQ(steps.count, updatedWeights(r).size());
    EXPECT_TRUE(steps.allFloat && steps.allAlwaysLive);
    EXPECT_FALSE(tensorsNamed(r, "firstMoment").allAlwaysLive);
}

TEST(OptimiserState, LambKeepsTwoNormsOnlyDuringTheUpdate)
{
    const auto r = trainResnet18([](CompileOptions& o) { o.optimiser = Optimiser::Lamb; });
    for (const char* norm : {"weightNorm", "updateNorm"}) {
        const auto t = tensorsNamed(r, norm);
        EXPECT_EQ(t.count, updatedWeights(r).size()) << norm;
        EXPECT_FALSE(t.allAlwaysLive) << norm;
    }
}

TEST(OptimiserState, ShardingPlainSgdHasNothingToShard)
{
    const auto r = trainResnet18([](CompileOptions& o) {
        o.replicas = 2;
        o.replicatedTensorSharding = true;
    });
    EXPECT_TRUE(hasOperationOfType(r, "allReduce"));
    EXPECT_FALSE(hasOperationOfType(r, "allGather"));
    EXPECT_TRUE(hasNote(r, "replicated-tensor-sharding"));
}

} // namespace tilescope
