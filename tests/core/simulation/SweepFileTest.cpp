// The sweep file at scale (issue 28): the writer streams the very bytes of the document it used to
// build, the scanner of written rows and the reader of any JSON read the same rows and refuse the
// same edits in the same words, and a sweep of more than 10^7 points is refused at /points.

#include "options/CompileCommand.h"
#include "simulation/SweepFile.h"

#include "../ErrorOf.h"
#include "SyntheticSweep.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace tilescope {
namespace {

using test::errorOf;
using test::syntheticSweep;
using json = nlohmann::json;
using ordered = nlohmann::ordered_json;

// The document sweepToJson built and dumped before it streamed: the format's definition.
std::string documentText(const SweepResult& result)
{
    ordered j;
    j["format"] = kSweepFormat;
    j["version"] = "1.0";
    j["model"] = result.space.base.model;
    j["base"] = compileCommandLine(result.space.base);
    j["axes"] = ordered::array();
    for (const auto& axis : result.space.axes)
        j["axes"].push_back({{"option", axis.option}, {"values", axis.values}});
    j["points"] = result.space.pointCount();
    if (result.shard.count > 1)
        j["shard"] = {{"index", result.shard.index}, {"count", result.shard.count}};
    if (!result.reportsDirectory.empty())
        j["reports"] = result.reportsDirectory;
    j["rows"] = ordered::array();
    for (const auto& row : result.rows) {
        ordered r{{"index", row.index},
                  {"values", result.space.valuesOf(row.index)},
                  {"fits", row.fits},
                  {"worstTile", row.worstTile},
                  {"worstTileBytes", row.worstTileBytes},
                  {"worstTileExcessBytes", row.worstTileExcessBytes},
                  {"roomToSpare", {{"bytes", row.roomToSpareBytes}, {"tile", row.roomToSpareTile}}},
                  {"samplesPerSecond", row.samplesPerSecond},
                  {"cyclesPerIteration", row.cyclesPerIteration},
                  {"totalBytes", row.totalBytes},
                  {"alwaysLiveBytes", row.alwaysLiveBytes},
                  {"peakNotAlwaysLiveBytes", row.peakNotAlwaysLiveBytes},
                  {"codeBytes", row.codeBytes},
                  {"command", row.command}};
        if (!row.error.empty())
            r["error"] = row.error;
        j["rows"].push_back(std::move(r));
    }
    const auto best = result.shard.count > 1 ? std::nullopt : result.bestRow();
    j["best"] = best ? ordered(result.rows[*best].index) : ordered(nullptr);
    return j.dump(1) + "\n";
}

std::string streamed(const SweepResult& result)
{
    std::ostringstream out;
    writeSweepJson(out, result);
    return out.str();
}

std::filesystem::path temporaryFile(const std::string& name, const std::string& text)
{
    const auto path = std::filesystem::temp_directory_path() / name;
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

TEST(SweepFileWriter, WritesTheBytesOfTheDocumentItReplaces)
{
    auto result = syntheticSweep(4, 5);
    EXPECT_EQ(streamed(result), documentText(result));
    EXPECT_EQ(sweepToJson(result), documentText(result));
    // What dump() escapes or spells its own way: quotes, control characters, UTF-8, doubles.
    result.rows[5].error = "a \"quoted\" name,\n\ta tab and caf\xc3\xa9 \\ \x01";
    result.rows[7].command += " --model-file \"/tmp/r\xc3\xa9seau.json\"";
    const double speeds[] = {1e-7, 1e21, 0.1 + 0.2, 123456789012.5, 5e-324, 0.0};
    for (std::size_t i = 0; i < std::size(speeds); ++i)
        result.rows[i].samplesPerSecond = speeds[i];
    result.reportsDirectory = "r\xc3\xa9ports";
    EXPECT_EQ(streamed(result), documentText(result));
    result.shard = {1, 3};
    EXPECT_EQ(streamed(result), documentText(result));
    result.rows.clear();
    EXPECT_EQ(streamed(result), documentText(result));
}

TEST(SweepFileWriter, WritesTheCsvItsTextGives)
{
    const auto result = syntheticSweep(3, 4);
    std::ostringstream out;
    writeSweepCsv(out, result);
    EXPECT_EQ(out.str(), sweepToCsv(result));
    std::istringstream lines(out.str());
    std::string line;
    std::getline(lines, line);
    std::getline(lines, line); // point 0: batch size 1, amp 0.25
    EXPECT_EQ(line.substr(0, line.find(",yes,")), "0,1,0.25");
    EXPECT_EQ(line.substr(line.rfind(',') + 1), "tilescope-cli compile mlp --amp 0.25");
}

TEST(SweepFileReader, ReadsTheWrittenFormAndAnyOtherFormAlike)
{
    const auto result = syntheticSweep(20, 30);
    const std::string text = sweepToJson(result);
    EXPECT_EQ(parseSweep(text, "sweep.json").rows, result.rows);
    EXPECT_EQ(sweepToJson(parseSweep(text, "sweep.json")), text);
    // Keys sorted and no white space: not the written form, read as any JSON.
    const json document = json::parse(text);
    EXPECT_EQ(parseSweep(document.dump(), "sorted.json").rows, result.rows);
    // The rows before the header: read once the header is there.
    ordered rowsFirst;
    const ordered written = ordered::parse(text);
    rowsFirst["rows"] = written["rows"];
    for (const auto& [key, value] : written.items())
        if (key != "rows")
            rowsFirst[key] = value;
    EXPECT_EQ(parseSweep(rowsFirst.dump(1), "rows-first.json").rows, result.rows);
    // An escape in a string leaves the written form; the row reads the same.
    auto escaped = result;
    escaped.rows[5].error = "a \"quoted\" error";
    EXPECT_EQ(parseSweep(sweepToJson(escaped), "escaped.json").rows, escaped.rows);
    // From a file, through the reader's buffer.
    const auto path = temporaryFile("tilescope-sweep-file-test.json", text);
    const auto loaded = loadSweep(path.string());
    EXPECT_EQ(loaded.rows, result.rows);
    EXPECT_EQ(loaded.space.axes[1].values, result.space.axes[1].values);
    std::filesystem::remove(path);
}

// An edit of the written form is refused with the words, file and field that the same edit of any
// other form gets: the scanner leaves it to the reader of any JSON.
TEST(SweepFileReader, AnEditedRowOfTheWrittenFormIsRefusedAsEver)
{
    const auto result = syntheticSweep(20, 30);
    const std::string text = sweepToJson(result);
    const auto expectSameError = [&](std::size_t row, const std::string& member, const json& value) {
        json document = json::parse(text);
        document["rows"][row][member] = value;
        const Error generic = errorOf([&] { parseSweep(document.dump(), "shard-0.json"); });
        ordered edited = ordered::parse(text);
        edited["rows"][row][member] = value;
        const Error written = errorOf([&] { parseSweep(edited.dump(1) + "\n", "shard-0.json"); });
        EXPECT_EQ(written.what(), std::string(generic.what()));
        EXPECT_EQ(written.field(), "/rows/" + std::to_string(row) + "/" + member);
        EXPECT_EQ(written.file(), "shard-0.json");
    };
    expectSameError(599, "worstTile", 1472);
    expectSameError(300, "samplesPerSecond", -1.0);
    expectSameError(4, "totalBytes", -5);
    expectSameError(17, "values", json::array({"1", "0.5"}));
    expectSameError(40, "index", 600);
    expectSameError(41, "fits", 3);
    // A cut file is not JSON, as ever.
    EXPECT_EQ(errorOf([&] { parseSweep(text.substr(0, text.size() - 40), "cut.json"); }).code(),
              ErrorCode::FileUnreadable);
}

TEST(SweepFileReader, RefusesASweepOfMoreThanTenMillionPointsAtItsPoints)
{
    SweepResult huge;
    huge.space = test::syntheticSpace(1000, 100);
    huge.space.axes.push_back(parseSweepAxis("gradient-accumulation", "1:101")); // 10,100,000 points
    const std::string text = sweepToJson(huge);
    const Error refused = errorOf([&] { parseSweep(text, "huge.json"); });
    EXPECT_EQ(refused.code(), ErrorCode::InvalidField);
    EXPECT_EQ(refused.file(), "huge.json");
    EXPECT_EQ(refused.field(), "/points");
    EXPECT_EQ(refused.message(),
              "the axes make 10100000 points, more than the 10000000 a sweep may have: split it into smaller sweeps");
    const auto path = temporaryFile("tilescope-huge-sweep-test.json", text);
    const Error loaded = errorOf([&] { loadSweep(path.string()); });
    EXPECT_EQ(loaded.file(), path.string());
    EXPECT_EQ(loaded.field(), "/points");
    std::filesystem::remove(path);
    // 10^7 points are read (a file of no rows here: a sweep whose points all failed to be kept).
    SweepResult most;
    most.space = test::syntheticSpace(1000, 100);
    most.space.axes.push_back(parseSweepAxis("gradient-accumulation", "1:100"));
    EXPECT_EQ(parseSweep(sweepToJson(most), "most.json").space.pointCount(), kMaxSweepPoints);
}

TEST(SweepMerge, MovesTheShardsRowsIntoTheWholeSweep)
{
    const auto whole = syntheticSweep(7, 11);
    std::vector<SweepResult> shards;
    std::vector<std::string> files;
    for (std::size_t i = 0; i < 3; ++i) {
        shards.push_back(parseSweep(sweepToJson(syntheticSweep(7, 11, {i, 3})), "shard.json"));
        files.push_back("shard-" + std::to_string(i) + ".json");
    }
    // A shard that repeats a point (and so misses another), or has one of another shard's or
    // beyond the sweep, is named with the row.
    auto repeated = shards;
    repeated[1].rows[1].index = repeated[1].rows[0].index;
    const Error twice = errorOf([&] { mergeSweepShards(repeated, files); });
    EXPECT_EQ(twice.file(), "shard-1.json");
    EXPECT_EQ(twice.field(), "/rows/1/index");
    EXPECT_EQ(twice.message(), "point 1 is given twice, in rows 0 and 1");
    auto foreign = shards;
    foreign[1].rows.back().index = 77;
    const Error beyond = errorOf([&] { mergeSweepShards(foreign, files); });
    EXPECT_EQ(beyond.file(), "shard-1.json");
    EXPECT_EQ(beyond.message(), "point 77 is not one of shard 1's: of 3 shards, it holds the points 1, 4, ... below 77");
    foreign[1].rows.back().index = 3;
    EXPECT_EQ(errorOf([&] { mergeSweepShards(foreign, files); }).message(),
              "point 3 is not one of shard 1's: of 3 shards, it holds the points 1, 4, ... below 77");
    const auto merged = mergeSweepShards(std::move(shards), files);
    EXPECT_EQ(merged.rows, whole.rows);
    EXPECT_EQ(sweepToJson(merged), sweepToJson(whole));
}

} // namespace
} // namespace tilescope
