#include "simulation/SweepFile.h"
#include "simulation/SweepRunner.h"

#include "../ErrorOf.h"
#include "options/CompileCommand.h"

#include <gtest/gtest.h>

#include <atomic>
#include <filesystem>

using namespace tilescope;
using tilescope::test::errorOf;

namespace {

// A small, quick space: the MLP over three batch sizes and two amps.
SweepSpace smallSpace()
{
    SweepSpace space;
    space.base = parseCompileArguments({"mlp", "--precision", "32.32"});
    space.axes = {parseSweepAxis("batch-size", "1:3"), parseSweepAxis("amp", "0.3,0.6")};
    return space;
}

} // namespace

TEST(SweepSpace, AxesAreListsOrRangesCheckedAsTheOptionChecksThem)
{
    EXPECT_EQ(parseSweepAxis("batch-size", "1:32").values.size(), 32u);
    EXPECT_EQ(parseSweepAxis("batch-size", "4:16:4").values, (std::vector<std::string>{"4", "8", "12", "16"}));
    const auto amp = parseSweepAxis("amp", "0.1:0.9:0.1");
    EXPECT_EQ(amp.option, "available-memory-proportion");
    EXPECT_EQ(amp.values.size(), 9u);
    EXPECT_EQ(amp.values.front(), "0.1");
    EXPECT_EQ(amp.values.back(), "0.9");
    EXPECT_EQ(parseSweepAxis("precision", "16.16,32.32").values.size(), 2u);
    EXPECT_EQ(parseSweepAxis("pipeline-split", "B2;B3").values, (std::vector<std::string>{"B2", "B3"}));
    EXPECT_EQ(parseSweepAxis("training", "false,true").values.size(), 2u);

    EXPECT_EQ(errorOf([] { parseSweepAxis("warp", "1,2"); }).field(), "warp");
    EXPECT_EQ(errorOf([] { parseSweepAxis("batch-size", "1:32:0"); }).field(), "batch-size");
    EXPECT_EQ(errorOf([] { parseSweepAxis("batch-size", "8:1"); }).field(), "batch-size");
    EXPECT_EQ(errorOf([] { parseSweepAxis("amp", "0.1:0.9"); }).field(), "available-memory-proportion");
    EXPECT_EQ(errorOf([] { parseSweepAxis("amp", "0.5,1.5"); }).field(), "available-memory-proportion");
    EXPECT_EQ(errorOf([] { parseSweepAxis("precision", "16.16,8.8"); }).field(), "precision");
    EXPECT_EQ(errorOf([] { parseSweepAxis("batch-size", "2,2"); }).field(), "batch-size");
    EXPECT_EQ(errorOf([] { parseSweepAxis("batch-size", "1,,2"); }).field(), "batch-size");
    EXPECT_EQ(errorOf([] { parseSweepAxis("precision", "16.16:32.32"); }).field(), "precision");
}

TEST(SweepSpace, PointsAreNumberedRowMajorAndLargeOrEmptySpacesAreRefused)
{
    const auto space = smallSpace();
    EXPECT_EQ(space.pointCount(), 6u);
    EXPECT_EQ(space.valuesOf(0), (std::vector<std::string>{"1", "0.3"}));
    EXPECT_EQ(space.valuesOf(1), (std::vector<std::string>{"1", "0.6"}));
    EXPECT_EQ(space.valuesOf(5), (std::vector<std::string>{"3", "0.6"}));
    EXPECT_EQ(space.inputOf(3).options.batchSize, 2u);
    EXPECT_DOUBLE_EQ(space.inputOf(3).options.availableMemoryProportion, 0.6);

    SweepSpace empty;
    empty.base = space.base;
    EXPECT_EQ(errorOf([&] { empty.validate(); }).field(), "axis");
    SweepSpace twice = space;
    twice.axes.push_back(parseSweepAxis("batch-size", "4,5"));
    EXPECT_EQ(errorOf([&] { twice.validate(); }).field(), "batch-size");
    SweepSpace huge = space;
    huge.axes = {parseSweepAxis("batch-size", "1:10000"), parseSweepAxis("device-iterations", "1:1001")};
    EXPECT_EQ(errorOf([&] { huge.validate(); }).field(), "axis");
}

TEST(SweepRunner, EveryPointGetsARowAndAFailureStaysInItsRow)
{
    auto space = smallSpace();
    std::vector<std::size_t> progress;
    SweepRunOptions options;
    options.jobs = 2;
    options.progress = [&](std::size_t done, std::size_t) { progress.push_back(done); };
    const auto result = runSweep(space, options);
    ASSERT_EQ(result.rows.size(), 6u);
    EXPECT_EQ(progress.back(), 6u);
    for (std::size_t r = 0; r < 6; ++r) {
        EXPECT_EQ(result.rows[r].index, r);
        EXPECT_TRUE(result.rows[r].error.empty()) << result.rows[r].error;
        EXPECT_TRUE(result.rows[r].fits);
        EXPECT_GT(result.rows[r].samplesPerSecond, 0.0);
        EXPECT_EQ(result.rows[r].command, compileCommandLine(space.inputOf(r)));
    }
    ASSERT_TRUE(result.bestRow());
    // A point whose options contradict each other fails alone: accumulation without training.
    space.axes.push_back(parseSweepAxis("gradient-accumulation", "1,2"));
    const auto mixed = runSweep(space, options);
    ASSERT_EQ(mixed.rows.size(), 12u);
    for (const auto& row : mixed.rows)
        EXPECT_EQ(row.error.empty(), space.valuesOf(row.index)[2] == "1") << row.error;
}

TEST(SweepRunner, ShardsMergeIntoTheLocalRunsFile)
{
    const auto space = smallSpace();
    const auto local = runSweep(space);
    std::vector<SweepResult> shards;
    std::vector<std::string> files;
    for (std::size_t i = 0; i < 4; ++i) {
        SweepRunOptions options;
        options.shard = {i, 4};
        options.jobs = 1;
        // Through the file, as the job array's tasks hand them over.
        shards.push_back(parseSweep(sweepToJson(runSweep(space, options)), "shard-" + std::to_string(i) + ".json"));
        files.push_back("shard-" + std::to_string(i) + ".json");
    }
    EXPECT_EQ(shards[1].rows.size(), 2u); // points 1 and 5
    EXPECT_EQ(sweepToJson(mergeSweepShards(shards, files)), sweepToJson(local));

    // Missing and incomplete shards are named, and nothing is merged.
    auto missing = shards;
    missing.erase(missing.begin() + 2);
    const Error e = errorOf([&] { mergeSweepShards(missing, files); });
    EXPECT_NE(e.message().find("shard(s) 2 of 4 are missing"), std::string::npos) << e.what();
    auto incomplete = shards;
    incomplete[1].rows.pop_back();
    const Error partial = errorOf([&] { mergeSweepShards(incomplete, files); });
    EXPECT_EQ(partial.file(), "shard-1.json");
    EXPECT_NE(partial.message().find("incomplete"), std::string::npos);
    auto other = shards;
    other[3].space.base.options.batchSize = 7;
    EXPECT_EQ(errorOf([&] { mergeSweepShards(other, files); }).file(), "shard-3.json");
    SweepRunOptions beyond;
    beyond.shard = {4, 4};
    EXPECT_EQ(errorOf([&] { runSweep(smallSpace(), beyond); }).field(), "shard");
}

TEST(SweepFile, ReadsBackWhatItWritesAndNamesTheBadField)
{
    const auto result = runSweep(smallSpace());
    const auto text = sweepToJson(result);
    EXPECT_TRUE(looksLikeSweep(text));
    const auto again = parseSweep(text, "sweep.json");
    EXPECT_EQ(again.rows, result.rows);
    EXPECT_EQ(sweepToJson(again), text);
    const auto csv = sweepToCsv(result);
    EXPECT_EQ(csv.substr(0, csv.find('\n')),
              "point,batch-size,available-memory-proportion,fits,worst_tile,worst_tile_bytes,worst_tile_excess_bytes,"
              "room_to_spare_bytes,room_to_spare_tile,"
              "samples_per_second,cycles_per_iteration,total_bytes,always_live_bytes,peak_not_always_live_bytes,"
              "code_bytes,error,command");
    EXPECT_EQ(std::count(csv.begin(), csv.end(), '\n'), 7);

    EXPECT_EQ(errorOf([] { parseSweep("", "empty.json"); }).file(), "empty.json");
    EXPECT_EQ(errorOf([&] { parseSweep(text.substr(0, text.size() / 2), "cut.json"); }).code(), ErrorCode::FileUnreadable);
    auto bad = text;
    bad.replace(bad.find("\"fits\": true"), 12, "\"fits\": 3");
    const Error field = errorOf([&] { parseSweep(bad, "bad.json"); });
    EXPECT_EQ(field.file(), "bad.json");
    EXPECT_EQ(field.field(), "/rows/0/fits");
    EXPECT_EQ(errorOf([] { parseSweep("{\"format\": \"tilescope\"}", "report.json"); }).code(), ErrorCode::NotAReport);
    EXPECT_EQ(errorOf([] { loadSweep("/no/such/sweep.json"); }).code(), ErrorCode::FileNotFound);
}

TEST(SweepRunner, KeepsEachPointsReportWhenAsked)
{
    const auto directory = std::filesystem::temp_directory_path() / "tilescope-sweep-reports-test";
    std::filesystem::remove_all(directory);
    SweepRunOptions options;
    options.reportsDirectory = directory.string();
    const auto kept = runSweep(smallSpace(), options);
    for (std::size_t i = 0; i < 6; ++i)
        EXPECT_TRUE(std::filesystem::exists(directory / sweepReportName(i)));
    const auto read = parseSweep(sweepToJson(kept), "sweep.json");
    EXPECT_EQ(read.reportsDirectory, directory.string());
    EXPECT_EQ(keptReportPath(read, "/elsewhere/sweep.json", 4), (directory / "point-4.tsr").string());
    EXPECT_EQ(keptReportPath(read, "/elsewhere/sweep.json", 9), "");
    std::filesystem::remove_all(directory);

    std::atomic<bool> stop{true};
    options.reportsDirectory.clear();
    options.stop = &stop;
    EXPECT_EQ(errorOf([&] { runSweep(smallSpace(), options); }).code(), ErrorCode::Cancelled);
}
