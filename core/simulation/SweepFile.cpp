#include "simulation/SweepFile.h"

#include "common/Error.h"
#include "options/CompileCommand.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <filesystem>
#include <map>
#include <ostream>
#include <sstream>

namespace tilescope {
namespace {

constexpr std::size_t kFlushBytes = std::size_t(64) << 10;

// The text is built a row at a time in one string, then written: a sweep of 10^6 points writes
// hundreds of megabytes, which a stream's formatted output of each value would make slow.
class JsonText {
public:
    std::string& text() { return text_; }
    JsonText& indent(int level)
    {
        text_.append(std::size_t(level), ' ');
        return *this;
    }
    /// `"key": ` on a new line at `level`.
    JsonText& member(int level, const char* key)
    {
        indent(level);
        text_ += '"';
        text_ += key;
        text_ += "\": ";
        return *this;
    }
    JsonText& raw(std::string_view text)
    {
        text_ += text;
        return *this;
    }
    template <class Integer> JsonText& number(Integer value)
    {
        char digits[24];
        const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
        text_.append(digits, end);
        return *this;
    }
    /// A double as dump() writes it (shortest round trip, "0.0" for zero, null for NaN and infinities).
    JsonText& real(double value) { return raw(nlohmann::json(value).dump()); }
    /// A string as dump() quotes it. Plain ASCII without quotes, backslashes or control characters is
    /// written as it is; anything else goes through nlohmann (its escapes, its refusal of non-UTF-8).
    JsonText& quoted(std::string_view text)
    {
        const bool plain = std::all_of(text.begin(), text.end(),
                                       [](char c) { return c >= 0x20 && c < 0x7f && c != '"' && c != '\\'; });
        if (!plain)
            return raw(nlohmann::json(std::string(text)).dump());
        text_ += '"';
        text_ += text;
        text_ += '"';
        return *this;
    }
    JsonText& openArray(std::size_t size) { return raw(size ? "[\n" : "["); }
    JsonText& closeArray(int level, std::size_t size) { return size ? indent(level).raw("]") : raw("]"); }
    /// An array of strings, one per line at `level` + 1, closed at `level`; the caller ends the line.
    JsonText& strings(int level, const std::vector<std::string>& values)
    {
        openArray(values.size());
        for (std::size_t v = 0; v < values.size(); ++v)
            indent(level + 1).quoted(values[v]).raw(v + 1 < values.size() ? ",\n" : "\n");
        return closeArray(level, values.size());
    }
    void writeTo(std::ostream& out)
    {
        out.write(text_.data(), std::streamsize(text_.size()));
        text_.clear();
    }

private:
    std::string text_;
};

std::string csvField(const std::string& text)
{
    if (text.find_first_of(",\"\n") == std::string::npos)
        return text;
    std::string field = "\"";
    for (const char ch : text)
        field += ch == '"' ? std::string("\"\"") : std::string(1, ch);
    return field + "\"";
}

} // namespace

std::string sweepToJson(const SweepResult& result)
{
    std::ostringstream out;
    writeSweepJson(out, result);
    return std::move(out).str();
}

void writeSweepJson(std::ostream& out, const SweepResult& result)
{
    // The bytes of nlohmann's dump(1) of the sweep's document, which is what sweep files have always
    // been: one space per level, "key": value, ",\n" between members. In this order, so that the
    // format comes first and a reader can tell a sweep from a report.
    JsonText j;
    j.raw("{\n").member(1, "format").quoted(kSweepFormat).raw(",\n");
    j.member(1, "version").quoted("1.0").raw(",\n");
    j.member(1, "model").quoted(result.space.base.model).raw(",\n");
    // The base input's command: what compileArguments writes, after "tilescope-cli compile".
    j.member(1, "base").quoted(compileCommandLine(result.space.base)).raw(",\n");
    const auto& axes = result.space.axes;
    j.member(1, "axes").openArray(axes.size());
    for (std::size_t a = 0; a < axes.size(); ++a) {
        j.indent(2).raw("{\n").member(3, "option").quoted(axes[a].option).raw(",\n");
        j.member(3, "values").strings(3, axes[a].values).raw("\n").indent(2).raw(a + 1 < axes.size() ? "},\n" : "}\n");
    }
    j.closeArray(1, axes.size()).raw(",\n");
    j.member(1, "points").number(result.space.pointCount()).raw(",\n");
    if (result.shard.count > 1) {
        j.member(1, "shard").raw("{\n").member(2, "index").number(result.shard.index).raw(",\n");
        j.member(2, "count").number(result.shard.count).raw("\n").indent(1).raw("},\n");
    }
    if (!result.reportsDirectory.empty()) // as given: relative to where the sweep ran
        j.member(1, "reports").quoted(result.reportsDirectory).raw(",\n");
    j.member(1, "rows").openArray(result.rows.size());
    for (std::size_t r = 0; r < result.rows.size(); ++r) {
        const SweepRow& row = result.rows[r];
        j.indent(2).raw("{\n").member(3, "index").number(row.index).raw(",\n");
        // The point's values, which the reader checks are the space's at its index.
        j.member(3, "values").strings(3, result.space.valuesOf(row.index)).raw(",\n");
        j.member(3, "fits").raw(row.fits ? "true" : "false").raw(",\n");
        j.member(3, "worstTile").number(row.worstTile).raw(",\n");
        j.member(3, "worstTileBytes").number(row.worstTileBytes).raw(",\n");
        j.member(3, "worstTileExcessBytes").number(row.worstTileExcessBytes).raw(",\n");
        j.member(3, "roomToSpare").raw("{\n").member(4, "bytes").number(row.roomToSpareBytes).raw(",\n");
        j.member(4, "tile").number(row.roomToSpareTile).raw("\n").indent(3).raw("},\n");
        j.member(3, "samplesPerSecond").real(row.samplesPerSecond).raw(",\n");
        j.member(3, "cyclesPerIteration").number(row.cyclesPerIteration).raw(",\n");
        j.member(3, "totalBytes").number(row.totalBytes).raw(",\n");
        j.member(3, "alwaysLiveBytes").number(row.alwaysLiveBytes).raw(",\n");
        j.member(3, "peakNotAlwaysLiveBytes").number(row.peakNotAlwaysLiveBytes).raw(",\n");
        j.member(3, "codeBytes").number(row.codeBytes).raw(",\n");
        j.member(3, "command").quoted(row.command);
        if (!row.error.empty())
            j.raw(",\n").member(3, "error").quoted(row.error);
        j.raw("\n").indent(2).raw(r + 1 < result.rows.size() ? "},\n" : "}\n");
        if (j.text().size() >= kFlushBytes)
            j.writeTo(out);
    }
    j.closeArray(1, result.rows.size()).raw(",\n");
    const auto best = result.shard.count > 1 ? std::nullopt : result.bestRow();
    j.member(1, "best");
    if (best)
        j.number(result.rows[*best].index);
    else
        j.raw("null");
    j.raw("\n}\n").writeTo(out);
}

bool looksLikeSweep(std::string_view text)
{
    const auto head = text.substr(0, 256);
    return head.find(std::string("\"") + kSweepFormat + "\"") != std::string_view::npos;
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
    std::ostringstream out;
    writeSweepCsv(out, result);
    return std::move(out).str();
}

void writeSweepCsv(std::ostream& out, const SweepResult& result)
{
    out << "point";
    for (const auto& axis : result.space.axes)
        out << "," << csvField(axis.option);
    out << ",fits,worst_tile,worst_tile_bytes,worst_tile_excess_bytes,room_to_spare_bytes,room_to_spare_tile,"
           "samples_per_second,cycles_per_iteration,"
           "total_bytes,always_live_bytes,peak_not_always_live_bytes,code_bytes,error,command\n";
    for (const auto& row : result.rows) {
        out << row.index;
        for (const auto& value : result.space.valuesOf(row.index))
            out << "," << csvField(value);
        char speed[64];
        std::snprintf(speed, sizeof speed, "%.3f", row.samplesPerSecond);
        out << "," << (row.error.empty() ? (row.fits ? "yes" : "no") : "error") << "," << row.worstTile << ","
            << row.worstTileBytes << "," << row.worstTileExcessBytes << "," << row.roomToSpareBytes << ","
            << row.roomToSpareTile << "," << speed << "," << row.cyclesPerIteration << "," << row.totalBytes << ","
            << row.alwaysLiveBytes << "," << row.peakNotAlwaysLiveBytes << "," << row.codeBytes << ","
            << csvField(row.error) << "," << csvField(row.command) << "\n";
    }
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

SweepResult mergeSweepShards(std::vector<SweepResult> shards, const std::vector<std::string>& files)
{
    if (shards.empty())
        throw Error(ErrorCode::InvalidField, "no shard to merge", {}, "shards");
    const SweepResult& first = shards.front();
    const std::size_t count = first.shard.count;
    const std::string firstSpace = spaceText(first.space);
    std::map<std::size_t, std::size_t> byIndex; // shard number -> position in `shards`
    std::size_t rowCount = 0;
    for (std::size_t s = 0; s < shards.size(); ++s) {
        const SweepResult& shard = shards[s];
        const std::string& file = s < files.size() ? files[s] : std::string();
        if (shard.shard.count != count || spaceText(shard.space) != firstSpace)
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
        // Each row is a point of this shard, once (a repeated point hides a missing one).
        std::vector<std::size_t> rowOfPoint(expected, std::size_t(-1));
        for (std::size_t r = 0; r < shard.rows.size(); ++r) {
            const std::size_t point = shard.rows[r].index;
            const std::string field = "/rows/" + std::to_string(r) + "/index";
            if (point >= shard.space.pointCount() || point % count != shard.shard.index)
                throw Error(ErrorCode::InvalidField,
                            "point " + std::to_string(point) + " is not one of shard " +
                                std::to_string(shard.shard.index) + "'s: of " + std::to_string(count) +
                                " shards, it holds the points " + std::to_string(shard.shard.index) + ", " +
                                std::to_string(shard.shard.index + count) + ", ... below " +
                                std::to_string(shard.space.pointCount()),
                            file, field);
            std::size_t& earlierRow = rowOfPoint[point / count];
            if (earlierRow != std::size_t(-1))
                throw Error(ErrorCode::InvalidField,
                            "point " + std::to_string(point) + " is given twice, in rows " + std::to_string(earlierRow) +
                                " and " + std::to_string(r),
                            file, field);
            earlierRow = r;
        }
        rowCount += shard.rows.size();
    }
    std::string missing;
    for (std::size_t i = 0; i < count; ++i)
        if (!byIndex.count(i))
            missing += (missing.empty() ? "" : ", ") + std::to_string(i);
    if (!missing.empty())
        throw Error(ErrorCode::InvalidField,
                    "shard(s) " + missing + " of " + std::to_string(count) + " are missing: nothing was merged", {},
                    "shards");
    // Every point has one row (each shard has all of its own, once): each goes to its place, and each shard's rows are let go as they are.
    SweepResult merged;
    merged.space = first.space;
    merged.rows.resize(rowCount);
    for (auto& shard : shards) {
        for (auto& row : shard.rows)
            merged.rows[row.index] = std::move(row);
        std::vector<SweepRow>().swap(shard.rows);
    }
    return merged;
}

} // namespace tilescope
