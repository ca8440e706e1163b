// The reader of sweep files (parseSweep, loadSweep of SweepFile.h). A sweep of 10^6 points is a file
// of hundreds of megabytes, read from a small buffer (ReportInput), never whole. A file as
// writeSweepJson writes it is scanned row by row (SweepRowScanner, about 1.4 us a row); any other
// goes through nlohmann's SAX parser, each row checked and kept as soon as it has been read, then
// dropped from the document, so that no document of every row is ever held either. Sweep files
// write their header (format, version, base, axes, points) before their rows; a file whose rows
// come first (edited by hand) is read as a whole document, as before. Either way the checks and
// their words are those of readRow below: the scanner leaves every error to it.

#include "simulation/SweepFile.h"

#include "common/Error.h"
#include "common/FileRead.h"
#include "common/InputFile.h"
#include "common/JsonDocumentBuilder.h"
#include "common/LoadGuard.h"
#include "common/StreamedArrayReader.h"
#include "model/Builtins.h"
#include "options/CompileCommand.h"
#include "report/ReportInput.h"
#include "simulation/SweepRowFigures.h"
#include "simulation/SweepRowScanner.h"

#include <nlohmann/json.hpp>

#include <filesystem>

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

SimulationInput baseFromCommand(const std::string& command)
{
    auto words = splitCommandLine(command);
    if (words.size() < 3 || words[0] != "tilescope-cli" || words[1] != "compile")
        invalidField("/base", "expected a tilescope-cli compile command, got '" + command + "'");
    words.erase(words.begin(), words.begin() + 2);
    auto base = parseCompileArguments(words);
    // A model file may have been left where the sweep ran, but a bare name must be a built-in one.
    const std::filesystem::path model(base.model);
    if (!isBuiltinModel(base.model) && !model.has_parent_path() && !model.has_extension())
    {
        std::string known;
        for (const auto& name : builtinModelNames())
            known += (known.empty() ? "" : ", ") + name;
        invalidField("/base", "the model '" + base.model + "' is not built in (" + known +
                                  ") and not a model file's name");
    }
    return base;
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

/// The product of the axes' sizes, saturating at the largest std::uint64_t.
std::uint64_t pointsOfAxes(const std::vector<SweepAxis>& axes)
{
    std::uint64_t points = 1;
    for (const auto& axis : axes)
        if (__builtin_mul_overflow(points, std::uint64_t(axis.values.size()), &points))
            return UINT64_MAX;
    return points;
}

/// Checks that the row's `values` (at `pointer`) are those of point `index`, without copying them.
void checkValues(const json& row, std::size_t index, const SweepSpace& space, const std::string& pointer)
{
    const json& values = requiredMember(row, "values", pointer);
    bool same = values.is_array() && values.size() == space.axes.size();
    // As SweepSpace::valuesOf numbers the points: the last axis varies fastest.
    for (std::size_t a = space.axes.size(), rest = index; same && a-- > 0;) {
        const auto& axisValues = space.axes[a].values;
        const json& value = values[a];
        same = value.is_string() && value.get_ref<const std::string&>() == axisValues[rest % axisValues.size()];
        rest /= axisValues.size();
    }
    if (same)
        return;
    read<std::vector<std::string>>(row, "values", pointer); // an array of strings, or refused as ever
    invalidField(pointer + "/values", "are not point " + std::to_string(index) + "'s");
}

SweepRow readRow(const json& in, std::size_t r, const SweepSpace& space)
{
    const std::string pointer = "/rows/" + std::to_string(r);
    SweepRow row;
    row.index = read<std::uint64_t>(in, "index", pointer);
    if (row.index >= space.pointCount())
        invalidField(pointer + "/index", "point " + std::to_string(row.index) + " is not in the sweep");
    checkValues(in, row.index, space, pointer);
    if (in.contains("error"))
        row.error = read<std::string>(in, "error", pointer);
    // A compiled point's figures are of its target's tiles; a point with an error has none.
    const auto tiles = row.error.empty() ? std::optional(tilesOfPoint(space, row.index, pointer)) : std::nullopt;
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
    return row;
}

/// The fields before the rows: format, version, base, axes and points, into `result.space`.
void readHeader(const json& root, SweepResult& result)
{
    if (!root.is_object() || root.value("format", json()) != kSweepFormat)
        throw Error(ErrorCode::NotAReport, "not a Tilescope sweep (no \"format\": \"tilescope-sweep\")", {}, "/format");
    const auto version = read<std::string>(root, "version", "");
    if (version.rfind("1.", 0) != 0)
        throw Error(ErrorCode::UnsupportedVersion, "sweep version " + version + " is newer than this Tilescope reads (1.x)", {}, "/version");
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
    // Before its rows are read: a sweep this large would not fit in memory, and is a mistake.
    if (const auto points = pointsOfAxes(result.space.axes); points > kMaxSweepPoints)
        invalidField("/points", "the axes make " + (points == UINT64_MAX ? "over 2^64" : std::to_string(points)) +
                                    " points, more than the " + std::to_string(kMaxSweepPoints) +
                                    " a sweep may have: split it into smaller sweeps");
    try {
        result.space.validate();
    } catch (const Error& e) {
        invalidField("/axes", e.message());
    }
    if (read<std::uint64_t>(root, "points", "") != result.space.pointCount())
        invalidField("/points", "does not match the axes (" + std::to_string(result.space.pointCount()) + " points)");
}

/// The optional fields: shard and reports.
void readShardAndReports(const json& root, SweepResult& result)
{
    if (root.contains("shard")) {
        result.shard.index = read<std::uint64_t>(root["shard"], "index", "/shard");
        result.shard.count = read<std::uint64_t>(root["shard"], "count", "/shard");
        if (result.shard.count < 1 || result.shard.index >= result.shard.count)
            invalidField("/shard", "shard " + std::to_string(result.shard.index) + " of " +
                                   std::to_string(result.shard.count) + " does not exist");
    }
    if (root.contains("reports"))
        result.reportsDirectory = read<std::string>(root, "reports", "");
}

/// Streams the elements of "rows" into the result's rows once the header is there to check them
/// (a file whose rows come before its header is read at the end, as a whole document).
class SweepSaxReader : public StreamedArrayReader {
public:
    explicit SweepSaxReader(SweepResult& result) : StreamedArrayReader({"rows"}), result_(result) {}

    /// After the parse: what was not read as it came (the shard and reports, or every row of a file
    /// whose header follows its rows).
    void finish()
    {
        if (!headerRead_) {
            readHeader(root(), result_);
            headerRead_ = true;
        }
        readShardAndReports(root(), result_);
        const json& rows = requiredMember(root(), "rows", "");
        if (!rows.is_array())
            invalidField("/rows", "expected an array");
        for (const json& row : rows)
            result_.rows.push_back(readRow(row, rowsRead_++, result_.space));
    }

private:
    bool arrayBegins(const std::string& /*rows*/) override
    {
        rowsRead_ = 0; // a second "rows" replaces the first, as in a document
        result_.rows.clear();
        return true;
    }

    void elementRead(const std::string& /*rows*/, json::array_t& rows) override
    {
        if (!headerRead_) {
            if (!buffering_ && hasHeader())
                readHeaderAndExtras();
            else {
                buffering_ = true; // read at the end, as a whole document
                return;
            }
        }
        try {
            result_.rows.push_back(readRow(rows.back(), rowsRead_++, result_.space));
        } catch (const json::exception& e) {
            throw Error(ErrorCode::InvalidField, plainJsonMessage(e)); // not the parser's: the file is JSON
        }
        rows.pop_back();
    }

    bool hasHeader() const
    {
        for (const char* key : {"format", "version", "base", "axes", "points"})
            if (!root().contains(key))
                return false;
        return true;
    }

    void readHeaderAndExtras()
    {
        try {
            readHeader(root(), result_);
            readShardAndReports(root(), result_); // read again at the end, when they follow the rows
        } catch (const json::exception& e) {
            throw Error(ErrorCode::InvalidField, plainJsonMessage(e));
        }
        headerRead_ = true;
    }

    SweepResult& result_;
    bool headerRead_ = false;
    bool buffering_ = false;    // the rows came before the header: read them at the end
    std::size_t rowsRead_ = 0;
};

/// Any sweep file, through the SAX reader.
SweepResult readAnySweep(ReportInput& input, const std::string& fileName)
{
    // Only white space: as for every JSON input, the file is empty.
    auto cursor = input.start();
    auto c = cursor.get_character();
    while (c == ' ' || c == '\n' || c == '\r' || c == '\t')
        c = cursor.get_character();
    if (c == std::char_traits<char>::eof())
        throw Error(ErrorCode::FileUnreadable, "the file is empty", fileName);
    SweepResult result;
    try {
        SweepSaxReader reader(result);
        try {
            nlohmann::detail::parser<json, ReportInput::Cursor>(input.start()).sax_parse(&reader, true);
        } catch (const json::exception& e) {
            throw Error(ErrorCode::FileUnreadable, "not valid JSON (truncated or corrupt?): " + plainJsonMessage(e), fileName);
        }
        reader.finish();
    } catch (const Error& e) {
        if (!e.file().empty())
            throw;
        throw e.withFile(fileName);
    } catch (const json::exception& e) {
        throw Error(ErrorCode::InvalidField, plainJsonMessage(e), fileName);
    }
    return result;
}

/// A file as writeSweepJson writes it is scanned row by row (SweepRowScanner); any other, and one that
/// fails a check, is read again from its start by the SAX reader, which words the error.
SweepResult readSweep(ReportInput& input, const std::string& fileName)
{
    const auto readHeader = [&](const std::string& header) {
        ReportInput headerInput(header);
        return readAnySweep(headerInput, fileName);
    };
    if (auto written = scanWrittenSweep(input, readHeader))
        return std::move(*written);
    return readAnySweep(input, fileName);
}

} // namespace

SweepResult parseSweep(std::string_view text, const std::string& fileName)
{
    return guardLoad(fileName, [&] {
        ReportInput input(text);
        return readSweep(input, fileName);
    });
}

SweepResult loadSweep(const std::string& path)
{
    return guardLoad(path, [&] {
        InputFile file(path, "sweep");
        if (file.sizeBytes() == 0) {
            // A pipe or a device (or an empty file): it cannot be read twice, so it is read whole.
            const std::string text = readFileBytes(path, "sweep");
            ReportInput input(text);
            return readSweep(input, path);
        }
        ReportInput input(file, {});
        return readSweep(input, path);
    });
}

} // namespace tilescope
