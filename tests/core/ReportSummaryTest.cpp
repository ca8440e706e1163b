#include "report/ReportSummary.h"

#include "TestReports.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>

using namespace tilescope;

TEST(ReportSummary, FitsAndTotals)
{
    const auto report = test::makeSmallReport();
    const auto s = summarize(report);
    EXPECT_TRUE(s.fits);
    EXPECT_TRUE(s.errors.empty());
    ASSERT_EQ(s.warnings.size(), 1u);
    EXPECT_EQ(s.worstTile.id, 5u);
    EXPECT_EQ(s.worstTile.bytesExcludingGaps, 1050u + 2000u + 9000u);
    EXPECT_EQ(s.worstTile.bytes, s.worstTile.bytesExcludingGaps + 16u);
    EXPECT_EQ(s.gapBytes, 8u * 16u);
    EXPECT_EQ(s.peakNotAlwaysLiveBytes, 10000u);
    EXPECT_EQ(s.peakStep, 2);
    EXPECT_EQ(s.plannerFallbacks, 1u);
    EXPECT_EQ(s.operations, 2u);
    EXPECT_EQ(s.worstTiles.size(), 5u);
    EXPECT_GE(s.worstTiles[0].bytes, s.worstTiles[1].bytes);
    EXPECT_EQ(s.categoryBytes[categoryIndex(MemoryCategory::VertexCode)], 8u * 1000u + 10u * (0 + 1 + 2 + 3 + 4 + 5 + 6 + 7));
    EXPECT_EQ(s.codeBytes, s.categoryBytes[categoryIndex(MemoryCategory::VertexCode)]);
    EXPECT_LE(s.minTileBytes, s.meanTileBytes);
    EXPECT_LE(s.meanTileBytes, double(s.maxTileBytes));
    ASSERT_EQ(s.ipus.size(), 2u);
    EXPECT_EQ(s.ipus[1].peakNotAlwaysLiveBytes, 10000u);
    EXPECT_EQ(s.ipus[0].peakNotAlwaysLiveBytes, 0u);
    EXPECT_FALSE(s.hasExecution);
}

TEST(ReportSummary, OutOfMemoryIsReported)
{
    const auto s = summarize(test::makeSmallReport(true));
    EXPECT_FALSE(s.fits);
    ASSERT_EQ(s.errors.size(), 1u);
    EXPECT_NE(s.errors[0].find("Out of memory on tile 5"), std::string::npos);
    ASSERT_EQ(s.errorCodes.size(), 1u);
    const auto& overflow = test::makeSmallReport(true).memory.overflowBytes;
    EXPECT_EQ(s.tilesOutOfMemory, std::uint32_t(std::count_if(overflow.begin(), overflow.end(), [](auto b) { return b > 0; })));
    EXPECT_GE(s.tilesOutOfMemory, 1u);
    EXPECT_FALSE(s.ipus[1].fits);
    EXPECT_TRUE(s.ipus[0].fits);
}

TEST(ReportSummary, JsonHasTheStableKeys)
{
    const auto j = nlohmann::json::parse(summaryToJson(summarize(test::makeSmallReport())));
    for (const char* key : {"model", "target", "fits", "errors", "warnings", "totalMemoryBytes", "alwaysLiveBytes",
                            "peakNotAlwaysLiveBytes", "peakStep", "worstTile", "tileBytes", "gapBytes", "codeBytes",
                            "categories", "ipus", "operations", "plannerFallbacks", "execution"})
        EXPECT_TRUE(j.contains(key)) << key;
    for (const char* key : {"arch", "tilesPerIpu", "ipus", "bytesPerTile"})
        EXPECT_TRUE(j["target"].contains(key)) << key;
    for (const char* key : {"id", "bytes", "bytesExcludingGaps", "alwaysLiveBytes", "peakNotAlwaysLiveBytes"})
        EXPECT_TRUE(j["worstTile"].contains(key)) << key;
    for (const char* key : {"min", "mean", "max"})
        EXPECT_TRUE(j["tileBytes"].contains(key)) << key;
    for (const char* key : {"id", "alwaysLiveBytes", "peakNotAlwaysLiveBytes", "maxTileBytes", "fits"})
        EXPECT_TRUE(j["ipus"][0].contains(key)) << key;
    EXPECT_TRUE(j["execution"].is_null());
    EXPECT_EQ(j["worstTile"]["id"], 5);
    EXPECT_EQ(j["target"]["arch"], "mk2");
}

TEST(ReportSummary, ExecutionFiguresPerIpu)
{
    auto report = test::makeSmallReport();
    report.execution = test::makeSmallExecution();
    report.notes = {{"pipeline-split", "two stages"}};
    const auto s = summarize(report);
    ASSERT_TRUE(s.hasExecution);
    EXPECT_EQ(s.cyclesPerIteration, 1510u);
    EXPECT_EQ(s.traceRows, 8u);
    ASSERT_EQ(s.ipuExecution.size(), 2u);
    EXPECT_EQ(s.ipuExecution[0].busyCycles, 1340u);
    EXPECT_EQ(s.ipuExecution[1].computeCycles, 80u);
    EXPECT_NEAR(s.ipuExecution[1].utilisation, 200.0 / 1510.0, 1e-12);
    const auto j = nlohmann::json::parse(summaryToJson(s));
    ASSERT_EQ(j["execution"]["ipus"].size(), 2u);
    for (const char* key : {"id", "busyCycles", "computeCycles", "utilisation"})
        EXPECT_TRUE(j["execution"]["ipus"][0].contains(key)) << key;
    for (const char* key : {"cyclesPerIteration", "samplesPerIteration", "samplesPerSecond", "secondsPerIteration"})
        EXPECT_TRUE(j["execution"].contains(key)) << key;
    EXPECT_EQ(j["notes"][0]["code"], "pipeline-split");
}

TEST(ReportSummary, TileLivenessFromVariables)
{
    const auto report = test::makeSmallReport();
    EXPECT_EQ(tileNotAlwaysLiveBytes(report, 5), (std::vector<std::uint64_t>{8000, 8000, 9000, 1000}));
    EXPECT_EQ(tileNotAlwaysLiveBytes(report, 6), (std::vector<std::uint64_t>{500, 500, 1000, 500}));
    EXPECT_EQ(tileNotAlwaysLiveBytes(report, 0), (std::vector<std::uint64_t>{0, 0, 0, 0}));
}

TEST(ReportSummary, TileUsageMatchesMemoryColumns)
{
    const auto report = test::makeSmallReport();
    const auto usage = tileUsage(report, 2);
    EXPECT_EQ(usage.id, 2u);
    EXPECT_EQ(usage.alwaysLiveBytes, 1020u + 2000u);
    EXPECT_EQ(usage.bytes, report.memory.bytesIncludingGaps(2));
}

TEST(ReportSummary, RoomToSpareIsTheTightestTilesAndNamesIt)
{
    const auto report = test::makeSmallReport(false);
    const auto s = summarize(report);
    std::int64_t tightest = INT64_MAX;
    std::uint32_t tile = 0;
    for (std::uint32_t t = 0; t < report.memory.tileCount(); ++t) {
        const auto room = std::int64_t(report.target.bytesPerTile) - std::int64_t(report.memory.bytesIncludingGaps(t));
        EXPECT_EQ(tileRoomToSpare(report, t), room);
        if (room < tightest) {
            tightest = room;
            tile = t;
        }
    }
    EXPECT_EQ(s.roomToSpare.bytes, tightest);
    EXPECT_EQ(s.roomToSpare.tile, tile);
    const auto j = nlohmann::json::parse(summaryToJson(s));
    EXPECT_EQ(j["roomToSpare"]["bytes"], tightest);
    EXPECT_EQ(j["roomToSpare"]["tile"], tile);
    std::int64_t tightestOfIpus = INT64_MAX;
    for (const auto& ipu : j["ipus"])
        tightestOfIpus = std::min(tightestOfIpus, ipu["roomToSpare"]["bytes"].get<std::int64_t>());
    EXPECT_EQ(tightestOfIpus, tightest);
    // Out of memory, the room is negative: by how much the tile overflows.
    const auto oom = summarize(test::makeSmallReport(true));
    EXPECT_LT(oom.roomToSpare.bytes, 0);
    EXPECT_FALSE(oom.fits);
}

TEST(ReportSummary, EachPlanSaysItsTermsAndTheBudgetItMet)
{
    const auto s = summarize(test::makeSmallReport());
    ASSERT_EQ(s.plans.size(), 1u);
    EXPECT_EQ(s.plans[0].name, "conv1");
    EXPECT_EQ(s.plans[0].budgetBytes, 0u); // a minimum-memory plan
    EXPECT_EQ(s.plans[0].phase, PlannerPhase::Phase2);
    ASSERT_EQ(s.plans[0].terms.size(), 9u);
    std::uint64_t total = 0;
    for (const auto& [key, bytes] : s.plans[0].terms)
        total += bytes;
    EXPECT_EQ(total, s.plans[0].tempBytesPerTile);
    const auto j = nlohmann::json::parse(summaryToJson(s));
    ASSERT_EQ(j["plans"].size(), 1u);
    const auto& plan = j["plans"][0];
    EXPECT_EQ(plan["operation"], 0);
    EXPECT_EQ(plan["vertex"], "ConvPartial1x1Out");
    EXPECT_EQ(plan["terms"]["inputs"], 120);
    EXPECT_EQ(plan["terms"]["reduction"], 40);
    EXPECT_EQ(plan["terms"]["transforms"], 0);
    EXPECT_EQ(plan["budgetBytes"], 0);
}
