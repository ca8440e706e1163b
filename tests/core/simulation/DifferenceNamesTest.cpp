#include "simulation/DifferenceNames.h"

#include "simulation/Simulation.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace tilescope;

namespace {

// A report as simulate() leaves it, without simulating: its model and the command it records.
Report simulated(const std::string& arguments, const std::string& modelName = "resnext50_32x4d")
{
    Report report;
    report.model.name = modelName;
    report.options[kCommandOption] = "tilescope-cli compile " + arguments;
    return report;
}

} // namespace

TEST(DifferenceNames, NameTheOptionThatDiffers)
{
    const auto names = differenceNames(simulated("resnext50_32x4d --batch-size 48 --amp 0.4"),
                                       simulated("resnext50_32x4d --batch-size 48 --amp 0.6"));
    EXPECT_EQ(names.first, "amp 0.4");
    EXPECT_EQ(names.second, "amp 0.6");
}

TEST(DifferenceNames, ADefaultLeftOutIsTheSameAsWritten)
{
    // 0.6 is the default amp: the command leaves it out, and that is no difference.
    const auto names = differenceNames(simulated("resnext50_32x4d --batch-size 8"),
                                       simulated("resnext50_32x4d --batch-size 16 --amp 0.6"));
    EXPECT_EQ(names.first, "batch 8");
    EXPECT_EQ(names.second, "batch 16");
}

TEST(DifferenceNames, SeveralDifferencesInCatalogOrderAndFlags)
{
    const auto names = differenceNames(simulated("resnet18 --batch-size 256 --eight-bit-io --io-tiles 32", "resnet18"),
                                       simulated("resnet18 --batch-size 256", "resnet18"));
    EXPECT_EQ(names.first, "io-tiles 32, eight-bit-io");
    EXPECT_EQ(names.second, "io-tiles 0, no-eight-bit-io");

    const auto outlining = differenceNames(simulated("bert-base --no-outlining", "bert-base"),
                                           simulated("bert-base", "bert-base"));
    EXPECT_EQ(outlining.first, "no-outlining");
    EXPECT_EQ(outlining.second, "outlining");
}

TEST(DifferenceNames, ManyDifferencesEndInHowManyMoreAfterTheModel)
{
    const auto names = differenceNames(
        simulated("resnext50_32x4d --batch-size 48 --amp 0.4"),
        simulated("mnist-pipeline --training --ipus 4 --batch-size 8 --gradient-accumulation 16", "mnist-pipeline"));
    EXPECT_EQ(names.first.rfind("resnext50_32x4d, batch 48, ", 0), 0u) << names.first;
    EXPECT_EQ(names.second.rfind("mnist-pipeline, batch 8, ", 0), 0u) << names.second;
    // The model, batch and two more are named; the others are counted.
    EXPECT_NE(names.first.find(" more"), std::string::npos) << names.first;
    const auto plus = names.first.rfind(" +");
    ASSERT_NE(plus, std::string::npos) << names.first;
    EXPECT_EQ(std::count(names.first.begin(), names.first.begin() + std::ptrdiff_t(plus), ','), 2) << names.first;
    EXPECT_GT(std::stoi(names.first.substr(plus + 2)), 0) << names.first;
}

TEST(DifferenceNames, AModelFileByItsStem)
{
    const auto names = differenceNames(simulated("models/per-op-amp.json --batch-size 16", "per-op-amp"),
                                       simulated("models/per-op-amp-uniform.json --batch-size 16", "uniform"));
    EXPECT_EQ(names.first, "per-op-amp");
    EXPECT_EQ(names.second, "per-op-amp-uniform");
}

TEST(DifferenceNames, NothingDiffersGivesTheModelsName)
{
    const auto names = differenceNames(simulated("resnext50_32x4d --amp 0.75"), simulated("resnext50_32x4d --amp 0.75"));
    EXPECT_EQ(names.first, "resnext50_32x4d");
    EXPECT_EQ(names.second, "resnext50_32x4d");
}

TEST(DifferenceNames, WithoutARecordedCommandTheOptionMapsAreCompared)
{
    Report first;
    first.model.name = "resnet50";
    first.options = {{"batchSize", "4"}, {"availableMemoryProportion", "0.6"}};
    Report second = first;
    second.options["availableMemoryProportion"] = "0.4";
    second.options["ioTiles"] = "32";
    auto names = differenceNames(first, second);
    EXPECT_EQ(names.first, "amp 0.6, ioTiles -");
    EXPECT_EQ(names.second, "amp 0.4, ioTiles 32");

    // A command that does not parse counts as none.
    second = simulated("resnet50 --no-such-option 3", "resnet50");
    second.options.insert(first.options.begin(), first.options.end());
    names = differenceNames(first, second);
    EXPECT_EQ(names.first, "resnet50");
    EXPECT_EQ(names.second, "resnet50");
}
