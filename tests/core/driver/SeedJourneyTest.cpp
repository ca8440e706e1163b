// The out-of-memory journey of seeds/000 §2.1, through the public API: ResNeXt-50 32x4d in fp32
// (the seed's pytorch_demo.py model, in PyTorch's default precision), inference on one Mk2,
// availableMemoryProportion lowered step by step. The seed runs batch 20 on real hardware; the
// simulator shows the same journey at batch 48. Nothing in the simulator knows this model or these
// values: what these tests see emerges from the planner, the lowering and the allocator.

#include "driver/Compiler.h"

#include "model/Builtins.h"
#include "report/ReportComparison.h"
#include "report/ReportSummary.h"

#include <gtest/gtest.h>

#include <map>

using namespace tilescope;

namespace {

constexpr std::uint32_t kJourneyBatch = 48;

const Report& journeyReport(const std::string& amp)
{
    static std::map<std::string, Report> reports;
    auto it = reports.find(amp);
    if (it == reports.end()) {
        CompileOptions options;
        options.batchSize = kJourneyBatch;
        options.availableMemoryProportion = std::stod(amp);
        options.precision = Precision::parse("32.32");
        BuiltinOptions builtin;
        builtin.withLoss = false;
        it = reports.emplace(amp, compile(makeBuiltinModel("resnext50_32x4d", builtin), options)).first;
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
    // Always-live is far below the line of total memory; the liveness spike rises above it.
    EXPECT_LT(s.alwaysLiveBytes, totalMemory(report) / 3);
    EXPECT_GT(s.alwaysLiveBytes + s.peakNotAlwaysLiveBytes, totalMemory(report));
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
        EXPECT_GT(imbalance(s), 1.5 * imbalance(summarize(journeyReport("0.6")))) << amp;
    }
}

TEST(SeedJourney, HalvingATinyAmpChangesNothingButTheRecordedOption)
{
    expectSameProgramButTheRecordedAmp(journeyReport("0.01"), journeyReport("0.005"));
}

TEST(SeedJourney, Amp035Fits)
{
    const auto s = summarize(journeyReport("0.35"));
    EXPECT_TRUE(s.fits);
    EXPECT_TRUE(journeyReport("0.35").execution.has_value());
}
