#include "options/CompileOptions.h"

#include "common/Error.h"

#include <gtest/gtest.h>

using namespace tilescope;

TEST(CompileOptions, DefaultsAreValid)
{
    CompileOptions options;
    EXPECT_NO_THROW(options.validate());
    EXPECT_DOUBLE_EQ(options.availableMemoryProportion, 0.6);
}

TEST(CompileOptions, OutOfRangeValuesAreRefusedByName)
{
    auto expectInvalid = [](CompileOptions options, const std::string& field) {
        try {
            options.validate();
            FAIL() << field;
        } catch (const Error& e) {
            EXPECT_EQ(e.code(), ErrorCode::InvalidOption);
            EXPECT_EQ(e.field(), field);
        }
    };
    CompileOptions o;
    o.availableMemoryProportion = 0.0;
    expectInvalid(o, "available-memory-proportion");
    o.availableMemoryProportion = 1.5;
    expectInvalid(o, "available-memory-proportion");
    o = {};
    o.batchSize = 0;
    expectInvalid(o, "batch-size");
    o = {};
    o.availableMemoryProportionPerIpu[3] = 0.5;
    expectInvalid(o, "amp-ipu");
}

TEST(CompileOptions, AmpPrecedenceOpThenIpuThenGlobal)
{
    CompileOptions o;
    o.ipus = 2;
    o.availableMemoryProportion = 0.6;
    o.availableMemoryProportionPerIpu[1] = 0.3;
    EXPECT_DOUBLE_EQ(o.ampFor(std::nullopt, 0), 0.6);
    EXPECT_DOUBLE_EQ(o.ampFor(std::nullopt, 1), 0.3);
    EXPECT_DOUBLE_EQ(o.ampFor(0.2, 1), 0.2);
}

TEST(CompileOptions, PrecisionNames)
{
    EXPECT_TRUE(Precision::parse("16.16").halfWeights);
    EXPECT_FALSE(Precision::parse("16.32").halfWeights);
    EXPECT_TRUE(Precision::parse("16.32").halfActivations);
    EXPECT_FALSE(Precision::parse("32.32").halfActivations);
    EXPECT_EQ(Precision::parse("16.32").name(), "16.32");
    EXPECT_THROW(Precision::parse("8.8"), Error);
}

TEST(CompileOptions, Optimisers)
{
    EXPECT_EQ(parseOptimiser("adam"), Optimiser::Adam);
    EXPECT_EQ(parseOptimiser("sgd-combined"), Optimiser::SgdCombined);
    EXPECT_EQ(optimiserName(Optimiser::SgdMomentum), "sgd-momentum");
    for (auto o : {Optimiser::Sgd, Optimiser::SgdMomentum, Optimiser::SgdCombined, Optimiser::Adam, Optimiser::Lamb})
        EXPECT_EQ(parseOptimiser(optimiserName(o)), o);
    EXPECT_THROW(parseOptimiser("adagrad"), Error);
    try {
        parseOptimiser("adagrad");
    } catch (const Error& e) {
        EXPECT_EQ(e.field(), "optimiser");
        EXPECT_NE(e.message().find("sgd-combined"), std::string::npos) << e.message();
    }
    EXPECT_TRUE(hasFirstMoment(Optimiser::Adam));
    EXPECT_TRUE(hasFirstMoment(Optimiser::Lamb));
    for (auto o : {Optimiser::Sgd, Optimiser::SgdMomentum, Optimiser::SgdCombined})
        EXPECT_FALSE(hasFirstMoment(o)) << optimiserName(o);
}

TEST(CompileOptions, AccumulatorTypeNamesReadBack)
{
    for (auto t : {AccumulatorType::Auto, AccumulatorType::Float, AccumulatorType::Half})
        EXPECT_EQ(parseAccumulatorType(accumulatorTypeName(t)), t);
    EXPECT_EQ(accumulatorTypeName(AccumulatorType::Half), "half");
    try {
        parseAccumulatorType("double");
        FAIL() << "double accepted";
    } catch (const Error& e) {
        EXPECT_EQ(e.field(), "accumulator-type");
    }
}

// Auto follows the configurations Graphcore ran: PopTorch's fp32 for SGD with momentum (Graphcore's
// CNN training keeps it), the weights' type for Adam and LAMB (Graphcore's BERT, optimum-graphcore);
// plain SGD keeps the weights' type, the lessons' default.
TEST(CompileOptions, AutoAccumulatorIsFloatForSgdWithMomentumAndTheWeightsTypeOtherwise)
{
    CompileOptions o;
    o.training = true;
    o.optimiser = Optimiser::SgdMomentum;
    EXPECT_FALSE(o.halfAccumulator());
    for (auto optimiser : {Optimiser::Sgd, Optimiser::Adam, Optimiser::Lamb}) {
        o.optimiser = optimiser;
        o.precision = Precision::parse("16.16");
        EXPECT_TRUE(o.halfAccumulator()) << optimiserName(optimiser);
        o.precision = Precision::parse("16.32");
        EXPECT_FALSE(o.halfAccumulator()) << optimiserName(optimiser);
    }
    o.precision = Precision::parse("16.16");
    o.accumulatorType = AccumulatorType::Half;
    o.optimiser = Optimiser::SgdMomentum;
    EXPECT_TRUE(o.halfAccumulator());
    o.accumulatorType = AccumulatorType::Float;
    for (auto optimiser : {Optimiser::Sgd, Optimiser::Adam}) {
        o.optimiser = optimiser;
        EXPECT_FALSE(o.halfAccumulator()) << optimiserName(optimiser);
    }
}

TEST(CompileOptions, OptimiserFormsAreRefusedWhereTheyMeanNothing)
{
    auto fieldOf = [](const CompileOptions& options) -> std::string {
        try {
            options.validate();
        } catch (const Error& e) {
            return e.field();
        }
        return "";
    };
    CompileOptions o;
    o.halfFirstOrderMomentum = true;
    o.optimiser = Optimiser::Adam;
    EXPECT_EQ(fieldOf(o), "half-first-order-momentum"); // inference
    o.training = true;
    EXPECT_EQ(fieldOf(o), "");
    o.optimiser = Optimiser::Lamb;
    EXPECT_EQ(fieldOf(o), "");
    for (auto optimiser : {Optimiser::Sgd, Optimiser::SgdMomentum, Optimiser::SgdCombined}) {
        o.optimiser = optimiser;
        EXPECT_EQ(fieldOf(o), "half-first-order-momentum") << optimiserName(optimiser);
    }
    o = {};
    o.accumulatorType = AccumulatorType::Half;
    EXPECT_EQ(fieldOf(o), "accumulator-type"); // inference
    o.training = true;
    EXPECT_EQ(fieldOf(o), "");
    o.optimiser = Optimiser::SgdCombined;
    EXPECT_EQ(fieldOf(o), "accumulator-type");
    o.accumulatorType = AccumulatorType::Auto;
    o.offloadOptimiserState = true; // nothing to move, as PopART: accepted, and noted in the report
    EXPECT_EQ(fieldOf(o), "");
}

TEST(CompileOptions, AsMapRecordsTheOptimisersTypes)
{
    CompileOptions o;
    o.training = true;
    o.optimiser = Optimiser::Adam;
    o.halfFirstOrderMomentum = true;
    auto map = o.asMap();
    EXPECT_EQ(map.at("optimiser"), "adam");
    EXPECT_EQ(map.at("accumulatorType"), "half");
    EXPECT_EQ(map.at("halfFirstOrderMomentum"), "true");
    o.halfFirstOrderMomentum = false;
    o.optimiser = Optimiser::Sgd;
    EXPECT_EQ(o.asMap().count("accumulatorType"), 0u); // SGD without accumulation has no accumulator
    o.gradientAccumulation = 4;
    EXPECT_EQ(o.asMap().at("accumulatorType"), "half");
    o.optimiser = Optimiser::SgdMomentum;
    EXPECT_EQ(o.asMap().at("accumulatorType"), "float");
    EXPECT_EQ(o.asMap().count("halfFirstOrderMomentum"), 0u);
    o.optimiser = Optimiser::SgdCombined;
    EXPECT_EQ(o.asMap().count("accumulatorType"), 0u); // its buffer has the gradient's type
}

TEST(CompileOptions, EngineOptionsFollowPoplar)
{
    const auto e = EngineOptions::parse(R"({"autoReport.all":"true", "autoReport.directory":"./profile"})");
    EXPECT_TRUE(e.autoReportAll);
    EXPECT_EQ(e.autoReportDirectory, "./profile");
    EXPECT_TRUE(e.reportsOutOfMemory());
    const auto off = EngineOptions::parse(R"({"debug.allowOutOfMemory": false})");
    EXPECT_FALSE(off.reportsOutOfMemory());
    EXPECT_NO_THROW(EngineOptions::parse(""));
    EXPECT_THROW(EngineOptions::parse("{not json"), Error);
    EXPECT_THROW(EngineOptions::parse(R"({"autoReport.all":"maybe"})"), Error);
    EXPECT_EQ(e.asMap().at("debug.allowOutOfMemory"), "true");
}

TEST(CompileOptions, AsMapUsesFrameworkWords)
{
    CompileOptions o;
    o.availableMemoryProportion = 0.35;
    const auto map = o.asMap();
    EXPECT_EQ(map.at("availableMemoryProportion"), "0.35");
    EXPECT_EQ(map.at("precision"), "16.16");
    EXPECT_EQ(map.at("partialsType"), "float");
}

TEST(CompileOptions, AutoRecomputationFollowsPopTorch)
{
    // PopTorch sets PopART's autoRecomputation to Pipeline for a pipelined training program.
    EXPECT_EQ(effectiveRecompute(Recompute::Auto, true, 4, PipelineSchedule::Auto, false), Recompute::Pipeline);
    EXPECT_EQ(effectiveRecompute(Recompute::Auto, true, 4, PipelineSchedule::Sharded, false), Recompute::None);
    // On one IPU, nothing unless checkpoints are asked for; then what lies between them.
    EXPECT_EQ(effectiveRecompute(Recompute::Auto, true, 1, PipelineSchedule::Auto, false), Recompute::None);
    EXPECT_EQ(effectiveRecompute(Recompute::Auto, true, 1, PipelineSchedule::Auto, true), Recompute::All);
    // Inference recomputes nothing; an explicit choice stands, pipeline meaning all without a pipeline.
    EXPECT_EQ(effectiveRecompute(Recompute::Auto, false, 4, PipelineSchedule::Auto, true), Recompute::None);
    EXPECT_EQ(effectiveRecompute(Recompute::None, true, 4, PipelineSchedule::Auto, false), Recompute::None);
    EXPECT_EQ(effectiveRecompute(Recompute::Standard, true, 1, PipelineSchedule::Auto, false), Recompute::Standard);
    EXPECT_EQ(effectiveRecompute(Recompute::Pipeline, true, 1, PipelineSchedule::Auto, false), Recompute::All);
    for (auto r : {Recompute::None, Recompute::Standard, Recompute::All, Recompute::Pipeline, Recompute::Auto})
        EXPECT_EQ(parseRecompute(recomputeName(r)), r);
}

TEST(CompileOptions, RecomputationCheckpointsNeedTrainingAndRecomputation)
{
    auto fieldOf = [](const CompileOptions& options) -> std::string {
        try {
            options.validate();
        } catch (const Error& e) {
            return e.field();
        }
        return "";
    };
    CompileOptions o;
    o.recomputeCheckpointEveryLayer = true;
    EXPECT_EQ(fieldOf(o), "recompute-checkpoint-every-layer");
    o = {};
    o.recomputeCheckpoints = {"layer1"};
    EXPECT_EQ(fieldOf(o), "recompute-checkpoint");
    o.training = true;
    EXPECT_EQ(fieldOf(o), "");
    o.recompute = Recompute::None;
    EXPECT_EQ(fieldOf(o), "recompute");
    o = {};
    EXPECT_EQ(o.recompute, Recompute::Auto);
    EXPECT_EQ(fieldOf(o), ""); // auto is valid in inference: it means none there
}
