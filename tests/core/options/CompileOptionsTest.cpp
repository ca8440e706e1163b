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
    EXPECT_EQ(optimiserStateTensors(Optimiser::Adam), 2u);
    EXPECT_EQ(optimiserStateTensors(Optimiser::Sgd), 0u);
    EXPECT_EQ(optimiserName(Optimiser::SgdMomentum), "sgd-momentum");
    EXPECT_THROW(parseOptimiser("adagrad"), Error);
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
