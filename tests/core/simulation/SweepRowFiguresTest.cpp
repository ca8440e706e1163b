// Figures a sweep file's row cannot have are refused when it is read (and so by `sweep merge`),
// naming the file, the row and the field: each bound of SweepRowFigures, and what is left alone.

#include "options/CompileCommand.h"
#include "simulation/SweepFile.h"
#include "simulation/SweepRowFigures.h"

#include "../ErrorOf.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <functional>

namespace tilescope {
namespace {

using test::errorOf;
using json = nlohmann::json;

constexpr std::uint64_t kTileBytes = 638976; // Mk2
constexpr std::uint64_t kTiles = 1472;

// Point `index` of a sweep of the MLP over the batch size, as a run writes it when its worst tile
// `tile` holds `worstTileBytes` (beyond a tile's memory, the point is out of memory, not executed).
SweepRow pointOf(std::size_t index, std::uint32_t tile, std::uint64_t worstTileBytes)
{
    const bool fits = worstTileBytes <= kTileBytes;
    const auto batch = std::to_string(index + 1);
    return {.index = index,
            .error = {},
            .fits = fits,
            .worstTile = tile,
            .worstTileBytes = worstTileBytes,
            .worstTileExcessBytes = fits ? 0 : worstTileBytes - kTileBytes,
            .roomToSpareBytes = std::int64_t(kTileBytes) - std::int64_t(worstTileBytes),
            .roomToSpareTile = tile,
            .samplesPerSecond = fits ? 18111.25 : 0.0,
            .cyclesPerIteration = fits ? 73435u : 0u,
            .totalBytes = 4721336,
            .alwaysLiveBytes = 4586008,
            .peakNotAlwaysLiveBytes = 116256,
            .codeBytes = 1868896,
            .command = "tilescope-cli compile mlp --batch-size " + batch};
}

// Two points: the first fits, the second is 1000 bytes short on the last tile. No compilation: the
// figures are stated, as a file states them.
SweepResult twoPoints()
{
    SweepResult result;
    result.space.base = parseCompileArguments({"mlp"});
    result.space.axes = {parseSweepAxis("batch-size", "1,2")};
    result.rows = {pointOf(0, 3, 9760), pointOf(1, 1471, kTileBytes + 1000)};
    return result;
}

/// The error of reading the two points' file once `edit` has changed it.
Error errorReading(const std::function<void(json&)>& edit)
{
    auto document = json::parse(sweepToJson(twoPoints()));
    edit(document);
    return errorOf([&] { parseSweep(document.dump(), "shard-0.json"); });
}

void expectRefused(const Error& error, const std::string& field, const std::string& words)
{
    EXPECT_EQ(error.code(), ErrorCode::InvalidField);
    EXPECT_EQ(error.file(), "shard-0.json");
    EXPECT_EQ(error.field(), field);
    EXPECT_NE(error.message().find(words), std::string::npos) << error.message();
}

TEST(SweepRowFigures, TheFiguresARunWritesAreReadBack)
{
    const auto result = twoPoints();
    EXPECT_EQ(parseSweep(sweepToJson(result), "sweep.json").rows, result.rows);
    // A file from before room to spare states minus the excess: 0 for a point that fits.
    auto old = json::parse(sweepToJson(result));
    for (auto& row : old["rows"])
        row.erase("roomToSpare");
    const auto read = parseSweep(old.dump(), "old.json");
    EXPECT_EQ(read.rows[0].roomToSpareBytes, 0);
    EXPECT_EQ(read.rows[1].roomToSpareBytes, -1000);
}

TEST(SweepRowFigures, RefusesSamplesPerSecondThatAreNegative)
{
    expectRefused(errorReading([](json& d) { d["rows"][1]["samplesPerSecond"] = -1e308; }),
                  "/rows/1/samplesPerSecond", "finite and at least 0, not -1e+308");
}

TEST(SweepRowFigures, RefusesATileBeyondThePointsTilesInsteadOfTruncatingIt)
{
    expectRefused(errorReading([](json& d) { d["rows"][0]["worstTile"] = std::uint64_t(1) << 40; }),
                  "/rows/0/worstTile", "tile 1099511627776 is not one of the point's 1472 tiles");
    expectRefused(errorReading([](json& d) { d["rows"][1]["roomToSpare"]["tile"] = kTiles; }),
                  "/rows/1/roomToSpare/tile", "tile 1472 is not one of the point's 1472 tiles");
}

TEST(SweepRowFigures, RefusesAnExcessOfAPointThatFitsOrOtherThanTheWorstTilesBeyondItsMemory)
{
    expectRefused(errorReading([](json& d) { d["rows"][0]["worstTileExcessBytes"] = 1'000'000'000; }),
                  "/rows/0/worstTileExcessBytes", "a point that fits exceeds no tile's memory");
    expectRefused(errorReading([](json& d) { d["rows"][1]["worstTileExcessBytes"] = 1'000'000'000; }),
                  "/rows/1/worstTileExcessBytes", "an excess of 1000 bytes, not 1000000000 bytes");
}

TEST(SweepRowFigures, RefusesBytesBeyondTheWholeProgramsOrAWholeNumber)
{
    expectRefused(errorReading([](json& d) { d["rows"][0]["worstTileBytes"] = 5'000'000; }),
                  "/rows/0/worstTileBytes", "more than all the tiles hold (totalBytes, 4721336 bytes)");
    expectRefused(errorReading([](json& d) { d["rows"][1]["alwaysLiveBytes"] = 5'000'000; }),
                  "/rows/1/alwaysLiveBytes", "more than all the tiles hold");
    expectRefused(errorReading([](json& d) { d["rows"][1]["totalBytes"] = -1; }), "/rows/1/totalBytes",
                  "a whole number of at least 0");
    expectRefused(errorReading([](json& d) { d["rows"][1]["codeBytes"] = 1e30; }), "/rows/1/codeBytes",
                  "a whole number of at least 0");
}

TEST(SweepRowFigures, RefusesRoomToSpareThatIsNegativeWhereItMustNotBeOrNotAWholeNumber)
{
    expectRefused(errorReading([](json& d) { d["rows"][0]["roomToSpare"]["bytes"] = -5; }),
                  "/rows/0/roomToSpare/bytes", "a point that fits has room to spare on every tile");
    expectRefused(errorReading([](json& d) { d["rows"][1]["roomToSpare"]["bytes"] = -2000; }),
                  "/rows/1/roomToSpare/bytes", "excess (1000 bytes), not 2000 bytes");
    expectRefused(errorReading([](json& d) { d["rows"][0]["roomToSpare"]["bytes"] = kTileBytes + 1; }),
                  "/rows/0/roomToSpare/bytes", "at most its memory (638976 bytes)");
    // 2^64 - 1 would wrap round to -1 in the signed count.
    expectRefused(errorReading([](json& d) { d["rows"][0]["roomToSpare"]["bytes"] = UINT64_MAX; }),
                  "/rows/0/roomToSpare/bytes", "beyond the range of a signed 64-bit integer");
}

TEST(SweepRowFigures, APointWithAnErrorHasNoFigures)
{
    auto withError = [](json& d) {
        auto& row = d["rows"][1];
        row["error"] = "the point did not compile";
        for (const auto* key : {"worstTileBytes", "worstTileExcessBytes", "totalBytes", "alwaysLiveBytes",
                                "peakNotAlwaysLiveBytes", "codeBytes", "worstTile"})
            row[key] = 0;
        row["roomToSpare"] = {{"bytes", 0}, {"tile", 0}};
    };
    auto document = json::parse(sweepToJson(twoPoints()));
    withError(document);
    EXPECT_EQ(parseSweep(document.dump(), "shard-0.json").rows[1].error, "the point did not compile");
    expectRefused(errorReading([&](json& d) {
                      withError(d);
                      d["rows"][1]["totalBytes"] = 7;
                  }),
                  "/rows/1", "has no figures");
    expectRefused(errorReading([&](json& d) {
                      withError(d);
                      d["rows"][1]["worstTile"] = 9;
                  }),
                  "/rows/1/worstTile", "no tiles to name, not tile 9");
}

TEST(SweepRowFigures, PointTilesAreThoseOfThePointsTarget)
{
    SweepSpace space;
    space.base = parseCompileArguments({"mlp"});
    space.axes = {parseSweepAxis("ipus", "1,2"), parseSweepAxis("target", "mk1,mk2")};
    EXPECT_EQ(pointTiles(space, 0).count, 1216u); // one Mk1
    EXPECT_EQ(pointTiles(space, 0).bytesEach, 256u * 1024);
    EXPECT_EQ(pointTiles(space, 3).count, 2 * kTiles);
    EXPECT_EQ(pointTiles(space, 3).bytesEach, kTileBytes);
}

TEST(SweepRowFigures, CheckedTileAndCheckRowFiguresNameTheField)
{
    const PointTiles tiles{kTiles, kTileBytes};
    EXPECT_EQ(checkedTile(1471, tiles, "/rows/0/worstTile"), 1471u);
    EXPECT_EQ(checkedTile(0, std::nullopt, "/rows/0/worstTile"), 0u);
    EXPECT_EQ(errorOf([&] { checkedTile(kTiles, tiles, "/rows/4/worstTile"); }).field(), "/rows/4/worstTile");
    const auto rows = twoPoints().rows;
    EXPECT_NO_THROW(checkRowFigures(rows[0], tiles, "/rows/0"));
    EXPECT_NO_THROW(checkRowFigures(rows[1], tiles, "/rows/1"));
    auto infinite = rows[0];
    infinite.samplesPerSecond = std::numeric_limits<double>::infinity();
    EXPECT_EQ(errorOf([&] { checkRowFigures(infinite, tiles, "/rows/0"); }).field(), "/rows/0/samplesPerSecond");
    EXPECT_EQ(errorOf([&] { checkRowFigures(rows[0], std::nullopt, "/rows/0"); }).field(), "/rows/0");
}

} // namespace
} // namespace tilescope
