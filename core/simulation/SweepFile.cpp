#include "simulation/SweepFile.h"

#include "common/Error.h"
#include "common/FileRead.h"
#include "common/JsonDocumentBuilder.h"
#include "common/LoadGuard.h"
#include "simulation/SweepRowFigures.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

namespace tilescope {
namespace {

using json = nlohmann::json;

template <class T> T read(const json& object, const std::string& key, const std::string& pointer)
{
    const json& value = requiredMember(object, key, pointer);
    try {
        if constexpr (std::is_same_v<T, std::uint64_t>) {
            if (!value.is_number_unsigned())
                invalidField(pointer + "/" + key, "expected a whole number of at least 0");
        } else if constexpr (std::is_same_v<T, double>) {
            if (!value.is_number())
                invalidField(pointer + "/" + key, "expected a number");
        }
        return value.get<T>();
    } catch (const json::exception&) {
        invalidField(pointer + "/" + key, "has the wrong type");
    }
}

// The base input's command: what compileArguments writes, after "tilescope-cli compile".
std::string baseCommand(const SimulationInput& base) { return compileCommandLine(base); }

SimulationInput baseFromCommand(const std::string& command)
{
    auto words = splitCommandLine(command);
    if (words.size() < 3 || words[0] != "tilescope-cli" || words[1] != "compile")
        invalidField("/base", "expected a tilescope-cli compile command, got '" + command + "'");
    words.erase(words.begin(), words.begin() + 2);
    return parseCompileArguments(words);
}

/// The tiles of point `index`'s target, for its row at `pointer`. A point whose values cannot be set
/// cannot have compiled: its row must say so.
PointTiles tilesOfPoint(const SweepSpace& space, std::size_t index, const std::string& pointer)
{
    try {
        return pointTiles(space, index);
    } catch (const Error& e) {
        invalidField(pointer + "/values", "the point cannot compile (" + e.message() + ") but its row has no error");
    }
}

std::string csvField(const std::string& text)
{
    if (text.find_first_of(",\"\n") == std::string::npos)
        return text;
    std::string quoted = "\"";
    for (const char ch : text)
        quoted += ch == '"' ? std::string("\"\"") : std::string(1, ch);
    return quoted + "\"";
}

SweepResult parseSweepDocument(json root, const std::string& fileName)
{
    try {
        if (!root.is_object() || root.value("format", json()) != kSweepFormat)
            throw Error(ErrorCode::NotAReport, "not a Tilescope sweep (no \"format\": \"tilescope-sweep\")", {}, "/format");
        const auto version = read<std::string>(root, "version", "");
        if (version.rfind("1.", 0) != 0)
            throw Error(ErrorCode::UnsupportedVersion, "sweep version " + version + " is newer than this Tilescope reads (1.x)", {}, "/version");
        SweepResult result;
        result.space.base = baseFromCommand(read<std::string>(root, "base", ""));
        const json& axes = requiredMember(root, "axes", "");
        if (!axes.is_array())
            invalidField("/axes", "expected an array");
        for (std::size_t a = 0; a < axes.size(); ++a) {
            const std::string pointer = "/axes/" + std::to_string(a);
            SweepAxis axis;
            axis.option = read<std::string>(axes[a], "option", pointer);
            axis.values = read<std::vector<std::string>>(axes[a], "values", pointer);
            if (!findOption(axis.option))
                invalidField(pointer + "/option", "there is no option --" + axis.option);
            result.space.axes.push_back(std::move(axis));
        }
        try {
            result.space.validate();
        } catch (const Error& e) {
            invalidField("/axes", e.message());
        }
        if (read<std::uint64_t>(root, "points", "") != result.space.pointCount())
            invalidField("/points", "does not match the axes (" + std::to_string(result.space.pointCount()) + " points)");
        if (root.contains("shard")) {
            result.shard.index = read<std::uint64_t>(root["shard"], "index", "/shard");
            result.shard.count = read<std::uint64_t>(root["shard"], "count", "/shard");
            if (result.shard.count < 1 || result.shard.index >= result.shard.count)
                invalidField("/shard", "shard " + std::to_string(result.shard.index) + " of " +
                                       std::to_string(result.shard.count) + " does not exist");
        }
        if (root.contains("reports"))
            result.reportsDirectory = read<std::string>(root, "reports", "");
        const json& rows = requiredMember(root, "rows", "");
        if (!rows.is_array())
            invalidField("/rows", "expected an array");
        for (std::size_t r = 0; r < rows.size(); ++r) {
            const std::string pointer = "/rows/" + std::to_string(r);
            const json& in = rows[r];
            SweepRow row;
            row.index = read<std::uint64_t>(in, "index", pointer);
            if (row.index >= result.space.pointCount())
                invalidField(pointer + "/index", "point " + std::to_string(row.index) + " is not in the sweep");
            row.values = read<std::vector<std::string>>(in, "values", pointer);
            if (row.values != result.space.valuesOf(row.index))
                invalidField(pointer + "/values", "are not point " + std::to_string(row.index) + "'s");
            if (in.contains("error"))
                row.error = read<std::string>(in, "error", pointer);
            // A compiled point's figures are of its target's tiles; a point with an error has none.
            const auto tiles = row.error.empty() ? std::optional(tilesOfPoint(result.space, row.index, pointer))
                                                 : std::nullopt;
            row.fits = read<bool>(in, "fits", pointer);
            row.worstTile = checkedTile(read<std::uint64_t>(in, "worstTile", pointer), tiles, pointer + "/worstTile");
            row.worstTileBytes = read<std::uint64_t>(in, "worstTileBytes", pointer);
            row.worstTileExcessBytes = read<std::uint64_t>(in, "worstTileExcessBytes", pointer);
            if (in.contains("roomToSpare")) {
                const std::string here = pointer + "/roomToSpare";
                const json& room = in["roomToSpare"];
                if (!room.is_object() || !room.contains("bytes") || !room["bytes"].is_number_integer())
                    invalidField(here, "expected {\"bytes\": N, \"tile\": T}");
                if (room["bytes"].is_number_unsigned() && room["bytes"].get<std::uint64_t>() > std::uint64_t(INT64_MAX))
                    invalidField(here + "/bytes", "the number " + room["bytes"].dump() +
                                                      " is beyond the range of a signed 64-bit integer");
                row.roomToSpareBytes = room["bytes"].get<std::int64_t>();
                row.roomToSpareTile = checkedTile(read<std::uint64_t>(room, "tile", here), tiles, here + "/tile");
            } else {
                // Files before room to spare: a fitting point's worst tile read full.
                row.roomToSpareBytes = -std::int64_t(row.worstTileExcessBytes);
                row.roomToSpareTile = row.worstTile;
            }
            row.samplesPerSecond = read<double>(in, "samplesPerSecond", pointer);
            row.cyclesPerIteration = read<std::uint64_t>(in, "cyclesPerIteration", pointer);
            row.totalBytes = read<std::uint64_t>(in, "totalBytes", pointer);
            row.alwaysLiveBytes = read<std::uint64_t>(in, "alwaysLiveBytes", pointer);
            row.peakNotAlwaysLiveBytes = read<std::uint64_t>(in, "peakNotAlwaysLiveBytes", pointer);
            row.codeBytes = read<std::uint64_t>(in, "codeBytes", pointer);
            row.command = read<std::string>(in, "command", pointer);
            checkRowFigures(row, tiles, pointer);
            result.rows.push_back(std::move(row));
        }
        return result;
    } catch (const Error& e) {
        throw e.withFile(fileName);
    } catch (const json::exception& e) {
        throw Error(ErrorCode::InvalidField, plainJsonMessage(e), fileName);
    }
}

} // namespace

std::string sweepToJson(const SweepResult& result)
{
    // In this order, so that the format comes first and a reader can tell a sweep from a report.
    nlohmann::ordered_json j;
    j["format"] = kSweepFormat;
    j["version"] = "1.0";
    j["model"] = result.space.base.model;
    j["base"] = baseCommand(result.space.base);
    j["axes"] = nlohmann::ordered_json::array();
    for (const auto& axis : result.space.axes)
        j["axes"].push_back({{"option", axis.option}, {"values", axis.values}});
    j["points"] = result.space.pointCount();
    if (result.shard.count > 1)
        j["shard"] = {{"index", result.shard.index}, {"count", result.shard.count}};
    if (!result.reportsDirectory.empty())
        j["reports"] = result.reportsDirectory; // as given: relative to where the sweep ran
    j["rows"] = nlohmann::ordered_json::array();
    for (const auto& row : result.rows) {
        nlohmann::ordered_json r{{"index", row.index},
               {"values", row.values},
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
    j["best"] = best ? nlohmann::ordered_json(result.rows[*best].index) : nlohmann::ordered_json(nullptr);
    return j.dump(1) + "\n";
}

bool looksLikeSweep(std::string_view text)
{
    const auto head = text.substr(0, 256);
    return head.find(std::string("\"") + kSweepFormat + "\"") != std::string_view::npos;
}

SweepResult parseSweep(std::string_view text, const std::string& fileName)
{
    return guardLoad(fileName, [&] { return parseSweepDocument(parseJsonDocument(text, fileName), fileName); });
}

SweepResult loadSweep(const std::string& path)
{
    return guardLoad(path, [&] { return parseSweep(readFileBytes(path, "sweep"), path); });
}

std::string keptReportPath(const SweepResult& result, const std::string& sweepPath, std::size_t index)
{
    if (result.reportsDirectory.empty())
        return {};
    const std::filesystem::path directory(result.reportsDirectory);
    std::error_code ec;
    for (const auto& base : {std::filesystem::path(sweepPath).parent_path() / directory, directory}) {
        const auto path = base / sweepReportName(index);
        if (std::filesystem::is_regular_file(path, ec))
            return path.string();
    }
    return {};
}

std::string sweepToCsv(const SweepResult& result)
{
    std::string csv = "point";
    for (const auto& axis : result.space.axes)
        csv += "," + csvField(axis.option);
    csv += ",fits,worst_tile,worst_tile_bytes,worst_tile_excess_bytes,room_to_spare_bytes,room_to_spare_tile,"
           "samples_per_second,cycles_per_iteration,"
           "total_bytes,always_live_bytes,peak_not_always_live_bytes,code_bytes,error,command\n";
    for (const auto& row : result.rows) {
        csv += std::to_string(row.index);
        for (const auto& value : row.values)
            csv += "," + csvField(value);
        char speed[64];
        std::snprintf(speed, sizeof speed, "%.3f", row.samplesPerSecond);
        csv += std::string(",") + (row.error.empty() ? (row.fits ? "yes" : "no") : "error") + "," +
               std::to_string(row.worstTile) + "," + std::to_string(row.worstTileBytes) + "," +
               std::to_string(row.worstTileExcessBytes) + "," + std::to_string(row.roomToSpareBytes) + "," +
               std::to_string(row.roomToSpareTile) + "," + speed + "," + std::to_string(row.cyclesPerIteration) +
               "," + std::to_string(row.totalBytes) + "," + std::to_string(row.alwaysLiveBytes) + "," +
               std::to_string(row.peakNotAlwaysLiveBytes) + "," + std::to_string(row.codeBytes) + "," +
               csvField(row.error) + "," + csvField(row.command) + "\n";
    }
    return csv;
}

namespace {

// A space as its file writes it: equal texts, equal spaces.
std::string spaceText(const SweepSpace& space)
{
    SweepResult empty;
    empty.space = space;
    return sweepToJson(empty);
}

} // namespace

SweepResult mergeSweepShards(const std::vector<SweepResult>& shards, const std::vector<std::string>& files)
{
    if (shards.empty())
        throw Error(ErrorCode::InvalidField, "no shard to merge", {}, "shards");
    const SweepResult& first = shards.front();
    const std::size_t count = first.shard.count;
    std::map<std::size_t, std::size_t> byIndex; // shard number -> position in `shards`
    for (std::size_t s = 0; s < shards.size(); ++s) {
        const SweepResult& shard = shards[s];
        const std::string& file = s < files.size() ? files[s] : std::string();
        if (shard.shard.count != count || spaceText(shard.space) != spaceText(first.space))
            throw Error(ErrorCode::InvalidField, "is a shard of another sweep than " + (files.empty() ? "the first" : files[0]),
                        file, "/shard");
        if (!byIndex.emplace(shard.shard.index, s).second)
            throw Error(ErrorCode::InvalidField, "shard " + std::to_string(shard.shard.index) + " is given twice", file,
                        "/shard");
        std::size_t expected = 0;
        for (std::size_t i = shard.shard.index; i < shard.space.pointCount(); i += count)
            ++expected;
        if (shard.rows.size() != expected)
            throw Error(ErrorCode::InvalidField,
                        "shard " + std::to_string(shard.shard.index) + " is incomplete: " +
                            std::to_string(shard.rows.size()) + " of its " + std::to_string(expected) + " points",
                        file, "/rows");
    }
    std::string missing;
    for (std::size_t i = 0; i < count; ++i)
        if (!byIndex.count(i))
            missing += (missing.empty() ? "" : ", ") + std::to_string(i);
    if (!missing.empty())
        throw Error(ErrorCode::InvalidField,
                    "shard(s) " + missing + " of " + std::to_string(count) + " are missing: nothing was merged", {},
                    "shards");
    SweepResult merged;
    merged.space = first.space;
    for (const auto& shard : shards)
        merged.rows.insert(merged.rows.end(), shard.rows.begin(), shard.rows.end());
    std::sort(merged.rows.begin(), merged.rows.end(), [](const SweepRow& a, const SweepRow& b) { return a.index < b.index; });
    for (std::size_t r = 0; r < merged.rows.size(); ++r)
        if (merged.rows[r].index != r)
            throw Error(ErrorCode::InvalidField, "point " + std::to_string(r) + " is in no shard", {}, "shards");
    return merged;
}

} // namespace tilescope
