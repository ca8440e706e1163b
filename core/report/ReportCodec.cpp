// The report schema: Report <-> nlohmann::json. The tables' columns are listed in ReportColumns.h,
// their encoding lives in ColumnCodec.h; file handling and encoding detection in ReportIO.cpp.

#include "report/ReportCodec.h"

#include "report/ExecutionUpgrade.h"
#include "report/ReportColumns.h"

#include <algorithm>
#include <functional>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

namespace tilescope {

using namespace codec;

namespace {

// ---- the records, each field listed once (the columnar tables are in ReportColumns.h) -------

constexpr auto kModelFields = std::make_tuple(
    scalarField("name", &ModelInfo::name), scalarField("parameters", &ModelInfo::parameters),
    scalarField("macsPerSample", &ModelInfo::macsPerSample), scalarField("batchSize", &ModelInfo::batchSize),
    scalarField("training", &ModelInfo::training));

// arch and memoryElements are written by hand; the other constants default to the architecture's
// when a writer left them out.
constexpr auto kTargetFields = std::make_tuple(
    scalarField("tilesPerIpu", &Target::tilesPerIpu), scalarField("ipus", &Target::ipus),
    scalarField("replicas", &Target::replicas), scalarField("bytesPerTile", &Target::bytesPerTile),
    scalarField("clockHz", &Target::clockHz), optionalScalar("workerContexts", &Target::workerContexts),
    optionalScalar("ampMacsPerCycleHalfHalf", &Target::ampMacsPerCycleHalfHalf),
    optionalScalar("ampMacsPerCycleHalfFloat", &Target::ampMacsPerCycleHalfFloat),
    optionalScalar("ampMacsPerCycleFloat", &Target::ampMacsPerCycleFloat),
    optionalScalar("exchangeBytesPerCycle", &Target::exchangeBytesPerCycle),
    optionalScalar("sramLoadBytesPerCycle", &Target::sramLoadBytesPerCycle),
    optionalScalar("sramStoreBytesPerCycle", &Target::sramStoreBytesPerCycle),
    optionalScalar("memoryBankBytes", &Target::memoryBankBytes),
    optionalScalar("ipuLinkGbitPerSecond", &Target::ipuLinkGbitPerSecond),
    optionalScalar("ipuLinkEfficiency", &Target::ipuLinkEfficiency),
    optionalScalar("ipuLinksPerPair", &Target::ipuLinksPerPair),
    optionalScalar("hostRoundTripNanoseconds", &Target::hostRoundTripNanoseconds),
    optionalScalar("hostBytesPerSecond", &Target::hostBytesPerSecond),
    optionalScalar("syncCycles", &Target::syncCycles),
    optionalScalar("exchangeFixedCycles", &Target::exchangeFixedCycles),
    optionalScalar("globalSyncNanosecondsPerHop", &Target::globalSyncNanosecondsPerHop),
    optionalScalar("minActivationBytesPerTile", &Target::minActivationBytesPerTile),
    optionalScalar("minWeightBytesPerTile", &Target::minWeightBytesPerTile),
    optionalScalar("lowAddressLimitBytes", &Target::lowAddressLimitBytes));

// ---- writing ---------------------------------------------------------------------------------

json targetToJson(const Target& t)
{
    json j = writeTable(t, kTargetFields, false);
    j["arch"] = std::string(archName(t.arch));
    json elements = json::array();
    for (const auto& e : t.memoryElements)
        elements.push_back({{"start", e.startBytes}, {"size", e.sizeBytes}, {"interleaved", e.interleaved}});
    j["memoryElements"] = std::move(elements);
    return j;
}

json memoryToJson(const TileMemory& m, bool packed)
{
    json j = writeTable(m, kMemoryColumns, packed);
    json nonInterleaved = json::object();
    json interleaved = json::object();
    // A category with no bytes on any tile is left out: readers take an absent category as zeros.
    auto allZero = [](const std::vector<std::uint64_t>& column) {
        return std::all_of(column.begin(), column.end(), [](std::uint64_t b) { return b == 0; });
    };
    for (MemoryCategory c : allMemoryCategories()) {
        const std::string name(memoryCategoryName(c));
        if (!allZero(m.nonInterleavedBytes[categoryIndex(c)]))
            nonInterleaved[name] = encodeColumn(m.nonInterleavedBytes[categoryIndex(c)], packed);
        if (!allZero(m.interleavedBytes[categoryIndex(c)]))
            interleaved[name] = encodeColumn(m.interleavedBytes[categoryIndex(c)], packed);
    }
    j["tiles"] = m.tileCount();
    j["nonInterleaved"] = std::move(nonInterleaved);
    j["interleaved"] = std::move(interleaved);
    return j;
}

json executionToJson(const Execution& e, std::uint32_t ipus, bool packed)
{
    json j = writeTable(e, kExecutionFields, packed);
    // Format 1.0's per-step columns, superseded by the program steps and the trace: written empty,
    // so that a 1.0 reader still loads a 1.1 report (and shows its totals).
    for (const char* key : {"stepProgram", "stepStartCycle", "stepExchangeBytes"})
        j[key] = json::array();
    for (const char* key : {"stepCyclesPerIpu", "activeTilesPerIpu"})
        j[key] = json::array();
    for (std::uint32_t i = 0; i < ipus; ++i) {
        j["stepCyclesPerIpu"].push_back(json::array());
        j["activeTilesPerIpu"].push_back(json::array());
    }
    return j;
}

json diagnosticsToJson(const std::vector<Diagnostic>& diagnostics)
{
    json out = json::array();
    for (const auto& d : diagnostics)
        out.push_back({{"severity", std::string(severityName(d.severity))},
                       {"code", d.code},
                       {"message", d.message},
                       {"operation", d.operation},
                       {"tiles", d.tiles}});
    return out;
}

json notesToJson(const std::vector<Note>& notes)
{
    json out = json::array();
    for (const auto& n : notes)
        out.push_back({{"code", n.code}, {"message", n.message}});
    return out;
}

// ---- reading ---------------------------------------------------------------------------------

Target targetFromJson(json& j, const std::string& path)
{
    Target t = makeTarget(Arch::Mk2);
    try {
        t.arch = parseArch(text(j, "arch", path));
    } catch (const Error& e) {
        invalidField(path + "/arch", e.message());
    }
    readTable(j, t, kTargetFields, path, kReportVersionMinor);
    t.memoryElements.clear();
    const auto& elements = member(j, "memoryElements", path);
    if (!elements.is_array())
        invalidField(path + "/memoryElements", "expected an array");
    for (std::size_t i = 0; i < elements.size(); ++i) {
        const auto elementPath = path + "/memoryElements/" + std::to_string(i);
        t.memoryElements.push_back({scalar<std::uint64_t>(elements[i], "start", elementPath),
                                    scalar<std::uint64_t>(elements[i], "size", elementPath),
                                    boolean(elements[i], "interleaved", elementPath)});
    }
    validateTarget(t, path);
    return t;
}

std::map<std::string, std::string> stringMapFromJson(const json& j, const std::string& path)
{
    if (!j.is_object())
        invalidField(path, "expected an object");
    std::map<std::string, std::string> map;
    for (const auto& [key, value] : j.items()) {
        // Engine options are often written as JSON booleans or numbers; keep their text.
        map[key] = value.is_string() ? value.get<std::string>() : value.dump();
    }
    return map;
}

TileMemory memoryFromJson(json& j, const std::string& path, std::uint32_t minor)
{
    TileMemory m;
    readTable(j, m, kMemoryColumns, path, minor);
    const auto tiles = m.alwaysLiveBytes.size();
    // The count is written for readers that want it without a column; it must say what they hold.
    if (const auto count = j.find("tiles"); count != j.end()) {
        if (!count->is_number_unsigned())
            invalidField(path + "/tiles", "expected a count of tiles");
        if (count->get<std::uint64_t>() != tiles)
            invalidField(path + "/tiles", "says " + std::to_string(count->get<std::uint64_t>()) +
                                              " tiles but the memory columns hold " + std::to_string(tiles));
    }
    for (const char* region : {"nonInterleaved", "interleaved"}) {
        const auto regionPath = path + "/" + region;
        auto& object = member(j, region, path);
        if (!object.is_object())
            invalidField(regionPath, "expected an object of categories");
        auto& target = std::string_view(region) == "interleaved" ? m.interleavedBytes : m.nonInterleavedBytes;
        for (auto& column : target)
            column.assign(tiles, 0); // categories absent from the file hold no bytes
        for (auto column = object.begin(); column != object.end(); ++column) {
            const auto category = parseMemoryCategory(column.key());
            if (!category)
                continue; // a newer minor version may add categories: ignore them
            target[categoryIndex(*category)] =
                takeColumn<std::uint64_t>(column.value(), regionPath + "/" + column.key());
        }
    }
    return m;
}

/// The execution section; `report` holds every other section already (a 1.0 execution is completed
/// from its programs and operations).
Execution executionFromJson(json& j, const std::string& path, std::uint32_t minor, const Report& report)
{
    Execution e;
    readTable(j, e, kExecutionFields, path, minor);
    if (minor < kSince1_1)
        upgradeExecution1_0(j, path, report, e);
    return e;
}

std::vector<Diagnostic> diagnosticsFromJson(const json& j, const std::string& path)
{
    if (!j.is_array())
        invalidField(path, "expected an array");
    std::vector<Diagnostic> diagnostics;
    for (std::size_t i = 0; i < j.size(); ++i) {
        const auto itemPath = path + "/" + std::to_string(i);
        Diagnostic d;
        const auto severity = text(j[i], "severity", itemPath);
        if (severity != "error" && severity != "warning")
            invalidField(itemPath + "/severity", "expected 'error' or 'warning', found '" + severity + "'");
        d.severity = severity == "error" ? Severity::Error : Severity::Warning;
        d.code = text(j[i], "code", itemPath);
        d.message = text(j[i], "message", itemPath);
        d.operation = scalar<std::int32_t>(j[i], "operation", itemPath);
        d.tiles = decodeColumn<std::uint32_t>(member(j[i], "tiles", itemPath), itemPath + "/tiles");
        diagnostics.push_back(std::move(d));
    }
    return diagnostics;
}

std::vector<Note> notesFromJson(const json& j, const std::string& path)
{
    if (!j.is_array())
        invalidField(path, "expected an array");
    std::vector<Note> notes;
    for (std::size_t i = 0; i < j.size(); ++i) {
        const auto itemPath = path + "/" + std::to_string(i);
        notes.push_back({text(j[i], "code", itemPath), text(j[i], "message", itemPath)});
    }
    return notes;
}

} // namespace

namespace {

/// A top-level field of the report: what builds its JSON form, and for a table of columns what
/// writes its CBOR as it goes (writeTableCbor): texts and packed columns straight from the table.
struct ReportSection {
    std::string key;
    std::function<json()> build;
    std::function<void(std::ostream&)> writeCbor = {}; // empty: the CBOR of build()
};

/// The report's top-level fields: reportToJson builds them all, writeReportCbor writes one at a
/// time. The builders capture `report` by reference and the flag by value.
std::vector<ReportSection> reportSections(const Report& report, bool packColumns)
{
    // A table of columns: its JSON, or its CBOR written column by column.
    // `columns` are the constant lists of ReportColumns.h, held by reference.
    const auto table = [&report, packColumns](const char* key, auto member, const auto& columns) {
        return ReportSection{
            key, [&report, member, &columns, packColumns] { return writeTable(report.*member, columns, packColumns); },
            [&report, member, &columns, packColumns](std::ostream& out) {
                writeTableCbor(out, report.*member, columns, packColumns);
            }};
    };
    return {{"format", [] { return json(kReportFormat); }},
            {"version",
             [&report] {
                 return json(std::to_string(report.versionMajor) + "." + std::to_string(report.versionMinor));
             }},
            {"generator", [&report] { return json(report.generator); }},
            {"model", [&report] { return writeTable(report.model, kModelFields, false); }},
            {"target", [&report] { return targetToJson(report.target); }},
            {"options", [&report] { return json(report.options); }},
            {"engineOptions", [&report] { return json(report.engineOptions); }},
            {"diagnostics", [&report] { return diagnosticsToJson(report.diagnostics); }},
            {"notes", [&report] { return notesToJson(report.notes); }},
            {"memory", [&report, packColumns] { return memoryToJson(report.memory, packColumns); }},
            table("variables", &Report::variables, kVariableColumns),
            table("programs", &Report::programs, kProgramColumns),
            table("computeSets", &Report::computeSets, kComputeSetColumns),
            table("liveness", &Report::liveness, kLivenessFields),
            table("operations", &Report::operations, kOperationColumns),
            {"execution", [&report, packColumns] {
                 return report.execution ? executionToJson(*report.execution, report.target.ipus, packColumns)
                                         : json(nullptr);
             }}};
}

} // namespace

json reportToJson(const Report& report, bool packColumns)
{
    json j = json::object();
    for (const auto& section : reportSections(report, packColumns))
        j[section.key] = section.build();
    return j;
}

void writeReportCbor(const Report& report, std::ostream& out)
{
    // CBOR is written element by element, so the document's bytes are its map header, then each
    // key and value in the map's (sorted) key order, exactly as to_cbor writes the whole.
    auto sections = reportSections(report, true);
    std::sort(sections.begin(), sections.end(), [](const auto& a, const auto& b) { return a.key < b.key; });
    writeCborHead(out, 5, sections.size()); // a map's head, in the shortest form, as to_cbor writes it
    for (const auto& section : sections) {
        writeCborText(out, section.key);
        if (section.writeCbor)
            section.writeCbor(out);
        else
            json::to_cbor(section.build(), out);
    }
}

void checkReportHeader(const json& j, std::uint32_t& major, std::uint32_t& minor)
{
    if (!j.is_object())
        throw Error(ErrorCode::NotAReport, "not a Tilescope report (the top level is not an object)");
    const auto format = j.find("format");
    if (format == j.end() || !format->is_string() || format->get<std::string>() != kReportFormat)
        throw Error(ErrorCode::NotAReport,
                    std::string("not a Tilescope report (expected format '") + kReportFormat + "')", {}, "/format");
    const auto version = j.find("version");
    if (version == j.end())
        throw Error(ErrorCode::MissingField, "required field is missing", {}, "/version");
    if (!version->is_string())
        throw Error(ErrorCode::InvalidField, "expected a version string such as \"1.0\"", {}, "/version");
    const auto text = version->get<std::string>();
    unsigned long parsedMajor = 0, parsedMinor = 0;
    char trailing = 0;
    if (std::sscanf(text.c_str(), "%lu.%lu%c", &parsedMajor, &parsedMinor, &trailing) != 2 || parsedMajor > 1000000)
        throw Error(ErrorCode::InvalidField, "expected a version such as \"1.0\", found \"" + text + "\"", {},
                    "/version");
    if (parsedMajor > kReportVersionMajor)
        throw Error(ErrorCode::UnsupportedVersion,
                    "report version " + text + " is newer than this Tilescope reads (" +
                        std::to_string(kReportVersionMajor) + ".x); please update Tilescope",
                    {}, "/version");
    if (parsedMajor < 1)
        throw Error(ErrorCode::UnsupportedVersion, "report version " + text + " is not supported", {}, "/version");
    major = std::uint32_t(parsedMajor);
    minor = std::uint32_t(parsedMinor);
}

Report reportHeadFromJson(json&& j)
{
    Report r;
    r.engineOptions = stringMapFromJson(member(j, "engineOptions", ""), "/engineOptions");
    r.diagnostics = diagnosticsFromJson(member(j, "diagnostics", ""), "/diagnostics");
    return r;
}

Report reportFromJson(json&& j)
{
    Report r;
    checkReportHeader(j, r.versionMajor, r.versionMinor);
    // Read as the version the file declares: a field newer than it is derived, not required.
    const auto minor = r.versionMinor;
    if (const auto* generator = optionalMember(j, "generator"); generator && generator->is_string())
        r.generator = generator->get<std::string>();
    readTable(member(j, "model", ""), r.model, kModelFields, "/model", minor);
    r.target = targetFromJson(member(j, "target", ""), "/target");
    r.options = stringMapFromJson(member(j, "options", ""), "/options");
    r.engineOptions = stringMapFromJson(member(j, "engineOptions", ""), "/engineOptions");
    r.diagnostics = diagnosticsFromJson(member(j, "diagnostics", ""), "/diagnostics");
    if (minor >= kSince1_1)
        r.notes = notesFromJson(member(j, "notes", ""), "/notes");
    r.memory = memoryFromJson(member(j, "memory", ""), "/memory", minor);
    readTable(member(j, "variables", ""), r.variables, kVariableColumns, "/variables", minor);
    readTable(member(j, "programs", ""), r.programs, kProgramColumns, "/programs", minor);
    readTable(member(j, "computeSets", ""), r.computeSets, kComputeSetColumns, "/computeSets", minor);
    readTable(member(j, "liveness", ""), r.liveness, kLivenessFields, "/liveness", minor);
    readTable(member(j, "operations", ""), r.operations, kOperationColumns, "/operations", minor);
    if (auto* execution = optionalMember(j, "execution"); execution && !execution->is_null())
        r.execution = executionFromJson(*execution, "/execution", minor, r);
    // Whatever version was read, the report in memory is of the current one.
    r.versionMinor = r.versionMajor == kReportVersionMajor ? std::max(r.versionMinor, kReportVersionMinor)
                                                           : r.versionMinor;
    return r;
}

} // namespace tilescope
