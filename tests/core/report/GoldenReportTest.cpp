// Reports written by earlier versions of Tilescope must keep loading as the format grows. The
// fixtures in tests/fixtures/golden/ were written by the simulator of format 1.0 (a small model in
// tests/fixtures/golden/tiny-model.json, trained on one Mk1 with Adam at batch 2; the .tsr is the .json converted by the same version) and are
// never regenerated.

#include "report/ReportIO.h"
#include "report/ReportSummary.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <numeric>

namespace tilescope {
namespace {

std::string goldenPath(const char* name)
{
    return std::string(TILESCOPE_FIXTURES_DIR) + "/golden/" + name;
}

class GoldenReport : public ::testing::TestWithParam<const char*> {};

TEST(GoldenReport, TheJsonFixtureIsOfFormat1_0)
{
    std::ifstream file(goldenPath("tiny-training-1.0.json"));
    const auto j = nlohmann::json::parse(file);
    EXPECT_EQ(j.at("version"), "1.0");
    EXPECT_FALSE(j.contains("notes"));
    EXPECT_TRUE(j.at("execution").contains("stepCyclesPerIpu"));
}

TEST_P(GoldenReport, LoadsWithItsFiguresIntact)
{
    const auto report = loadReport(goldenPath(GetParam()));
    EXPECT_EQ(report.versionMajor, 1u);
    EXPECT_EQ(report.model.name, "tiny");
    EXPECT_TRUE(report.model.training);
    EXPECT_EQ(report.model.parameters, 32u * 16 + 32 + 4 * 32);
    EXPECT_EQ(report.target.arch, Arch::Mk1);
    EXPECT_EQ(report.target.tilesPerIpu, 1216u);
    EXPECT_TRUE(report.fits());
    EXPECT_EQ(report.liveness.stepCount(), 37u);
    const auto summary = summarize(report);
    EXPECT_EQ(summary.peakNotAlwaysLiveBytes, 3528u);
    EXPECT_EQ(summary.alwaysLiveBytes, 1441112u);
}

TEST_P(GoldenReport, ItsOneClockExecutionBecomesATraceOfIdleAndBusyLanes)
{
    const auto report = loadReport(goldenPath(GetParam()));
    ASSERT_TRUE(report.execution.has_value());
    const auto& e = *report.execution;
    EXPECT_EQ(e.cyclesPerIteration, 12462u);
    // Program steps: one per liveness step, each with its cycles on its IPU.
    ASSERT_EQ(e.programStepCount(), report.liveness.stepCount());
    const auto stepCycles = std::accumulate(e.stepCycles.begin(), e.stepCycles.end(), std::uint64_t(0));
    EXPECT_EQ(stepCycles, e.cyclesPerIteration); // one IPU, one clock: the steps fill it
    EXPECT_EQ(e.ipuBusyCycles.at(0), e.cyclesPerIteration);
    EXPECT_DOUBLE_EQ(e.utilisation(0), 1.0);
    // The trace: the single IPU's lane holds every step once, in order, up to the iteration's end.
    ASSERT_EQ(e.traceIpuBegin.size(), 2u);
    EXPECT_EQ(e.traceRowCount(), report.liveness.stepCount());
    const auto last = e.traceRowCount() - 1;
    EXPECT_EQ(e.traceStartCycle[last] + e.traceCycles[last], e.cyclesPerIteration);
    // Phases come back from the operations' types.
    EXPECT_NE(std::find(e.stepPhase.begin(), e.stepPhase.end(), StagePhase::Backward), e.stepPhase.end());
    EXPECT_NE(std::find(e.stepPhase.begin(), e.stepPhase.end(), StagePhase::WeightUpdate), e.stepPhase.end());
    EXPECT_EQ(e.stepPhase.front(), StagePhase::HostIo);
}

TEST_P(GoldenReport, SavedAgainItLoadsAsTheCurrentFormatUnchanged)
{
    const auto report = loadReport(goldenPath(GetParam()));
    for (auto encoding : {ReportEncoding::Json, ReportEncoding::Binary}) {
        const auto again = parseReport(serializeReport(report, encoding), "again");
        EXPECT_EQ(again, report);
        EXPECT_EQ(again.versionMinor, kReportVersionMinor);
    }
}

INSTANTIATE_TEST_SUITE_P(BothEncodings, GoldenReport,
                         ::testing::Values("tiny-training-1.0.json", "tiny-training-1.0.tsr"));

} // namespace
} // namespace tilescope
