// The out-of-memory journey of seeds/000 §2.1, through the public API: ResNeXt-50 32x4d in fp32
// (the seed's pytorch_demo.py model, in PyTorch's default precision), inference on one Mk2,
// availableMemoryProportion lowered step by step, at the batch the seed ran on real hardware, 20.
// Nothing in the simulator knows this model or these values: what these tests see emerges from the
// planner, the lowering and the allocator.

#include "driver/Compiler.h"

#include "model/Builtins.h"
#include "report/ReportComparison.h"
#include "report/ReportSummary.h"

#include <gtest/gtest.h>

#include <map>
#include <string>
#include <utility>
#include <vector>

using namespace tilescope;

namespace {

constexpr std::uint32_t kJourneyBatch = 20;
// At batch 20 two small convolutions of the last stage still meet 0.01's budget (a test below):
// the batch at which the oom-journey lesson shows 0.01 and 0.005 giving one program.
constexpr std::uint32_t kTinyAmpBatch = 40;

const Report& journeyReport(const std::string& amp, std::uint32_t batch = kJourneyBatch)
{
    static std::map<std::pair<std::string, std::uint32_t>, Report> reports;
    auto it = reports.find({amp, batch});
    if (it == reports.end()) {
        CompileOptions options;
        options.batchSize = batch;
        options.availableMemoryProportion = std::stod(amp);
        options.precision = Precision::parse("32.32");
        BuiltinOptions builtin;
        builtin.withLoss = false;
        it = reports.emplace(std::pair{amp, batch}, compile(makeBuiltinModel("resnext50_32x4d", builtin), options)).first;
    }
    return it->second;
}

double imbalance(const ReportSummary& s) { return double(s.maxTileBytes) / s.meanTileBytes; }

/// The same program (plans, liveness, memory) with only the recorded option telling them apart.
void expectSameProgramButTheRecordedAmp(const Report& a, const Report& b)
{
    EXPECT_EQ(a.operations.plan, b.operations.plan);
    EXPECT_EQ(a.liveness, b.liveness);
    EXPECT_EQ(a.memory, b.memory);
    EXPECT_NE(a.options.at("availableMemoryProportion"), b.options.at("availableMemoryProportion"));
}

std::uint64_t totalMemory(const Report& report)
{
    return std::uint64_t(report.target.tilesPerIpu) * report.target.bytesPerTile * report.target.ipus;
}

} // namespace

TEST(SeedJourney, AtAmp08ItIsOutOfMemory)
{
    const auto& report = journeyReport("0.8");
    const auto s = summarize(report);
    EXPECT_FALSE(s.fits);
    ASSERT_FALSE(s.errors.empty());
    EXPECT_EQ(s.errors.front(), "Out of memory: Cannot fit all variable data onto one or more tiles.");
    // Always-live is far below the line of total memory; on the worst tile the liveness spike rises
    // above the tile (the guide's sum over all tiles crosses the IPU's line too; Tilescope's, about
    // 70 MB of always-live short of the guide's 250 MB, does not yet). The tile balance is good.
    EXPECT_LT(s.alwaysLiveBytes, totalMemory(report) / 3);
    EXPECT_GT(s.worstTile.alwaysLiveBytes + s.worstTile.peakNotAlwaysLiveBytes, report.target.bytesPerTile);
    EXPECT_LE(imbalance(s), 1.2);
    // The liveness spikes are convolutions.
    const auto peakOp = report.programs.operation[std::size_t(report.liveness.stepProgram[std::size_t(s.peakStep)])];
    ASSERT_NE(peakOp, kNone);
    EXPECT_EQ(report.operations.type[std::size_t(peakOp)], "conv2d");
}

TEST(SeedJourney, Amp075ChangesNothing)
{
    expectSameProgramButTheRecordedAmp(journeyReport("0.8"), journeyReport("0.75"));
}

TEST(SeedJourney, Amp06LowersTheSpikesButTheGapsStillDoNotFit)
{
    const auto at075 = summarize(journeyReport("0.75"));
    const auto at06 = summarize(journeyReport("0.6"));
    EXPECT_LT(at06.peakNotAlwaysLiveBytes, at075.peakNotAlwaysLiveBytes);
    EXPECT_GT(at06.alwaysLiveBytes, at075.alwaysLiveBytes);
    EXPECT_LT(at06.alwaysLiveBytes + at06.peakNotAlwaysLiveBytes, totalMemory(journeyReport("0.6")));
    EXPECT_FALSE(at06.fits);
    // On the worst tile, always-live plus peak not-always-live fits; with the gaps it does not.
    const auto bytesPerTile = journeyReport("0.6").target.bytesPerTile;
    EXPECT_LT(at06.worstTile.alwaysLiveBytes + at06.worstTile.peakNotAlwaysLiveBytes, bytesPerTile);
    EXPECT_LT(at06.worstTile.bytesExcludingGaps, bytesPerTile);
    EXPECT_GT(at06.worstTile.bytes, bytesPerTile);
}

TEST(SeedJourney, Amp06TradesTemporaryMemoryForAlwaysLiveCode)
{
    const auto comparison = compareReports(journeyReport("0.75"), journeyReport("0.6"));
    EXPECT_LT(comparison.target.peakNotAlwaysLiveBytes, comparison.source.peakNotAlwaysLiveBytes);
    EXPECT_GT(comparison.target.alwaysLiveBytes, comparison.source.alwaysLiveBytes);
}

TEST(SeedJourney, TinyAmpsFallBackToMinimumMemoryPlansOnFewTiles)
{
    for (const char* amp : {"0.01", "0.005"}) {
        const auto s = summarize(journeyReport(amp));
        EXPECT_FALSE(s.fits) << amp;
        EXPECT_GT(s.plannerFallbacks, 0u) << amp;
        bool warned = false;
        for (const auto& w : s.warnings)
            warned = warned || w == "Warning: convolution planner unable to meet memory target. "
                                    "Optimising for minimum memory.";
        EXPECT_TRUE(warned) << amp;
        EXPECT_GT(imbalance(s), 1.5) << amp;
        EXPECT_LT(s.peakNotAlwaysLiveBytes, summarize(journeyReport("0.6")).peakNotAlwaysLiveBytes) << amp;
    }
}

TEST(SeedJourney, HalvingATinyAmpChangesNothingButTheRecordedOption)
{
    expectSameProgramButTheRecordedAmp(journeyReport("0.01", kTinyAmpBatch), journeyReport("0.005", kTinyAmpBatch));
}

// The amp is used as given: at batch 20 the last stage's grouped 3x3 convolutions (after the first,
// strided one) have a plan within 0.01's budget and none within 0.005's, so only the smaller amp
// falls back for them; every convolution that falls back at both has the same plan at both.
TEST(SeedJourney, AConvolutionBetweenTheTwoTinyBudgetsIsPlannedDifferently)
{
    const auto& at001 = journeyReport("0.01");
    const auto& at0005 = journeyReport("0.005");
    const auto& ops = at001.operations;
    std::vector<std::string> different;
    for (std::size_t i = 0; i < ops.name.size(); ++i) {
        if (ops.plan[i] == at0005.operations.plan[i])
            continue;
        different.push_back(ops.name[i]);
        EXPECT_EQ(ops.plannerPhase[i], PlannerPhase::Phase1) << ops.name[i];
        EXPECT_EQ(at0005.operations.plannerPhase[i], PlannerPhase::Phase2) << ops.name[i];
    }
    EXPECT_EQ(different, (std::vector<std::string>{"layer4.1.conv2", "layer4.2.conv2"}));
}

TEST(SeedJourney, Amp035Fits)
{
    const auto s = summarize(journeyReport("0.35"));
    EXPECT_TRUE(s.fits);
    EXPECT_TRUE(journeyReport("0.35").execution.has_value());
}
