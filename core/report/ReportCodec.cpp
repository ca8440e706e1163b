// The report schema: Report <-> nlohmann::json. Column encoding lives in ColumnCodec.h;
// file handling and encoding detection in ReportIO.cpp.

#include "report/ReportCodec.h"

#include "report/ColumnCodec.h"

#include <algorithm>

namespace tilescope {

using namespace codec;

namespace {

constexpr std::size_t kElementTypeCount = 7;
constexpr std::size_t kProgramKindCount = 10;
constexpr std::size_t kPlannerPhaseCount = 3;
constexpr std::size_t kStagePhaseCount = 4;

// ---- writing -------------------------------------------------------------------------------

json targetToJson(const Target& t)
{
    json elements = json::array();
    for (const auto& e : t.memoryElements)
        elements.push_back({{"start", e.startBytes}, {"size", e.sizeBytes}, {"interleaved", e.interleaved}});
    return {{"arch", std::string(archName(t.arch))},
            {"tilesPerIpu", t.tilesPerIpu},
            {"ipus", t.ipus},
            {"replicas", t.replicas},
            {"bytesPerTile", t.bytesPerTile},
            {"clockHz", t.clockHz},
            {"workerContexts", t.workerContexts},
            {"ampMacsPerCycleHalfHalf", t.ampMacsPerCycleHalfHalf},
            {"ampMacsPerCycleHalfFloat", t.ampMacsPerCycleHalfFloat},
            {"ampMacsPerCycleFloat", t.ampMacsPerCycleFloat},
            {"exchangeBytesPerCycle", t.exchangeBytesPerCycle},
            {"sramLoadBytesPerCycle", t.sramLoadBytesPerCycle},
            {"sramStoreBytesPerCycle", t.sramStoreBytesPerCycle},
            {"memoryBankBytes", t.memoryBankBytes},
            {"ipuLinkGbitPerSecond", t.ipuLinkGbitPerSecond},
            {"ipuLinkEfficiency", t.ipuLinkEfficiency},
            {"syncCycles", t.syncCycles},
            {"exchangeFixedCycles", t.exchangeFixedCycles},
            {"globalSyncNanosecondsPerHop", t.globalSyncNanosecondsPerHop},
            {"minActivationBytesPerTile", t.minActivationBytesPerTile},
            {"minWeightBytesPerTile", t.minWeightBytesPerTile},
            {"lowAddressLimitBytes", t.lowAddressLimitBytes},
            {"memoryElements", elements}};
}

json memoryToJson(const TileMemory& m, bool packed)
{
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
    return {{"tiles", m.tileCount()},
            {"alwaysLiveBytes", encodeColumn(m.alwaysLiveBytes, packed)},
            {"peakNotAlwaysLiveBytes", encodeColumn(m.peakNotAlwaysLiveBytes, packed)},
            {"gapBytes", encodeColumn(m.gapBytes, packed)},
            {"overflowBytes", encodeColumn(m.overflowBytes, packed)},
            {"nonInterleaved", nonInterleaved},
            {"interleaved", interleaved}};
}

json variablesToJson(const Variables& v, bool packed)
{
    return {{"name", v.name},
            {"category", encodeEnumColumn(v.category, packed, memoryCategoryName)},
            {"elementType", encodeEnumColumn(v.elementType, packed, elementTypeName)},
            {"bytes", encodeColumn(v.bytes, packed)},
            {"firstStep", encodeColumn(v.firstStep, packed)},
            {"lastStep", encodeColumn(v.lastStep, packed)},
            {"operation", encodeColumn(v.operation, packed)},
            {"sliceBegin", encodeColumn(v.sliceBegin, packed)},
            {"sliceTile", encodeColumn(v.sliceTile, packed)},
            {"sliceTileCount", encodeColumn(v.sliceTileCount, packed)},
            {"sliceOffset", encodeColumn(v.sliceOffset, packed)},
            {"sliceBytes", encodeColumn(v.sliceBytes, packed)}};
}

json programsToJson(const Programs& p, bool packed)
{
    return {{"kind", encodeEnumColumn(p.kind, packed, programKindName)},
            {"parent", encodeColumn(p.parent, packed)},
            {"name", p.name},
            {"operation", encodeColumn(p.operation, packed)},
            {"computeSet", encodeColumn(p.computeSet, packed)},
            {"callee", encodeColumn(p.callee, packed)},
            {"repeatCount", encodeColumn(p.repeatCount, packed)},
            {"exchangeBytes", encodeColumn(p.exchangeBytes, packed)}};
}

json computeSetsToJson(const ComputeSets& c, bool packed)
{
    return {{"name", c.name},
            {"operation", encodeColumn(c.operation, packed)},
            {"vertexBegin", encodeColumn(c.vertexBegin, packed)},
            {"vertexType", c.vertexType},
            {"vertexTiles", encodeColumn(c.vertexTiles, packed)},
            {"vertexCount", encodeColumn(c.vertexCount, packed)},
            {"maxVerticesPerTile", encodeColumn(c.maxVerticesPerTile, packed)}};
}

json livenessToJson(const Liveness& l, bool packed)
{
    json perIpu = json::array();
    for (const auto& column : l.notAlwaysLiveBytesPerIpu)
        perIpu.push_back(encodeColumn(column, packed));
    return {{"alwaysLiveBytes", l.alwaysLiveBytes},
            {"stepProgram", encodeColumn(l.stepProgram, packed)},
            {"notAlwaysLiveBytes", encodeColumn(l.notAlwaysLiveBytes, packed)},
            {"notAlwaysLiveBytesPerIpu", perIpu}};
}

json operationsToJson(const Operations& o, bool packed)
{
    return {{"name", o.name},
            {"type", o.type},
            {"layer", o.layer},
            {"ipu", encodeColumn(o.ipu, packed)},
            {"pipelineStage", encodeColumn(o.pipelineStage, packed)},
            {"availableMemoryProportion", encodeColumn(o.availableMemoryProportion, packed)},
            {"partialsType", o.partialsType},
            {"plan", o.plan},
            {"vertexType", o.vertexType},
            {"tilesUsed", encodeColumn(o.tilesUsed, packed)},
            {"serialSteps", encodeColumn(o.serialSteps, packed)},
            {"cycles", encodeColumn(o.cycles, packed)},
            {"tempBytesPerTile", encodeColumn(o.tempBytesPerTile, packed)},
            {"codeBytes", encodeColumn(o.codeBytes, packed)},
            {"flops", encodeColumn(o.flops, packed)},
            {"plannerPhase", encodeEnumColumn(o.plannerPhase, packed, plannerPhaseName)}};
}

json executionToJson(const Execution& e, bool packed)
{
    json cycles = json::array();
    for (const auto& column : e.stepCyclesPerIpu)
        cycles.push_back(encodeColumn(column, packed));
    json active = json::array();
    for (const auto& column : e.activeTilesPerIpu)
        active.push_back(encodeColumn(column, packed));
    return {{"stepProgram", encodeColumn(e.stepProgram, packed)},
            {"stepStartCycle", encodeColumn(e.stepStartCycle, packed)},
            {"stepCyclesPerIpu", cycles},
            {"activeTilesPerIpu", active},
            {"stepExchangeBytes", encodeColumn(e.stepExchangeBytes, packed)},
            {"stageIpu", encodeColumn(e.stageIpu, packed)},
            {"stage", encodeColumn(e.stage, packed)},
            {"stagePhase", encodeEnumColumn(e.stagePhase, packed, stagePhaseName)},
            {"stageStartCycle", encodeColumn(e.stageStartCycle, packed)},
            {"stageEndCycle", encodeColumn(e.stageEndCycle, packed)},
            {"cyclesPerIteration", e.cyclesPerIteration},
            {"samplesPerIteration", e.samplesPerIteration},
            {"samplesPerSecond", e.samplesPerSecond}};
}

// ---- reading -------------------------------------------------------------------------------

Target targetFromJson(const json& j, const std::string& path)
{
    Target t = makeTarget(Arch::Mk2);
    try {
        t.arch = parseArch(text(j, "arch", path));
    } catch (const Error& e) {
        invalidField(path + "/arch", e.message());
    }
    t.tilesPerIpu = scalar<std::uint32_t>(j, "tilesPerIpu", path);
    t.ipus = scalar<std::uint32_t>(j, "ipus", path);
    t.replicas = scalar<std::uint32_t>(j, "replicas", path);
    t.bytesPerTile = scalar<std::uint64_t>(j, "bytesPerTile", path);
    t.clockHz = scalar<double>(j, "clockHz", path);
    // The remaining constants default to the architecture's when a writer left them out.
    auto optionalU32 = [&](const char* key, std::uint32_t& field) {
        if (optionalMember(j, key))
            field = scalar<std::uint32_t>(j, key, path);
    };
    auto optionalU64 = [&](const char* key, std::uint64_t& field) {
        if (optionalMember(j, key))
            field = scalar<std::uint64_t>(j, key, path);
    };
    auto optionalF64 = [&](const char* key, double& field) {
        if (optionalMember(j, key))
            field = scalar<double>(j, key, path);
    };
    optionalU32("workerContexts", t.workerContexts);
    optionalU32("ampMacsPerCycleHalfHalf", t.ampMacsPerCycleHalfHalf);
    optionalU32("ampMacsPerCycleHalfFloat", t.ampMacsPerCycleHalfFloat);
    optionalU32("ampMacsPerCycleFloat", t.ampMacsPerCycleFloat);
    optionalU32("exchangeBytesPerCycle", t.exchangeBytesPerCycle);
    optionalU32("sramLoadBytesPerCycle", t.sramLoadBytesPerCycle);
    optionalU32("sramStoreBytesPerCycle", t.sramStoreBytesPerCycle);
    optionalU64("memoryBankBytes", t.memoryBankBytes);
    optionalF64("ipuLinkGbitPerSecond", t.ipuLinkGbitPerSecond);
    optionalF64("ipuLinkEfficiency", t.ipuLinkEfficiency);
    optionalU32("syncCycles", t.syncCycles);
    optionalU32("exchangeFixedCycles", t.exchangeFixedCycles);
    optionalF64("globalSyncNanosecondsPerHop", t.globalSyncNanosecondsPerHop);
    optionalU32("minActivationBytesPerTile", t.minActivationBytesPerTile);
    optionalU32("minWeightBytesPerTile", t.minWeightBytesPerTile);
    optionalU64("lowAddressLimitBytes", t.lowAddressLimitBytes);
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

TileMemory memoryFromJson(json& j, const std::string& path)
{
    TileMemory m;
    m.alwaysLiveBytes = takeColumnAt<std::uint64_t>(j, "alwaysLiveBytes", path);
    m.peakNotAlwaysLiveBytes =
        takeColumnAt<std::uint64_t>(j, "peakNotAlwaysLiveBytes", path);
    m.gapBytes = takeColumnAt<std::uint64_t>(j, "gapBytes", path);
    m.overflowBytes = takeColumnAt<std::uint64_t>(j, "overflowBytes", path);
    const auto tiles = m.alwaysLiveBytes.size();
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

Variables variablesFromJson(json& j, const std::string& path)
{
    Variables v;
    v.name = takeStringsAt(j, "name", path);
    v.category = takeEnumColumnAt<MemoryCategory>(j, "category", path, kMemoryCategoryCount, memoryCategoryName);
    v.elementType = takeEnumColumnAt<ElementType>(j, "elementType", path, kElementTypeCount, elementTypeName);
    v.bytes = takeColumnAt<std::uint64_t>(j, "bytes", path);
    v.firstStep = takeColumnAt<std::int32_t>(j, "firstStep", path);
    v.lastStep = takeColumnAt<std::int32_t>(j, "lastStep", path);
    v.operation = takeColumnAt<std::int32_t>(j, "operation", path);
    v.sliceBegin = takeColumnAt<std::uint64_t>(j, "sliceBegin", path);
    v.sliceTile = takeColumnAt<std::uint32_t>(j, "sliceTile", path);
    v.sliceTileCount = takeColumnAt<std::uint32_t>(j, "sliceTileCount", path);
    v.sliceOffset = takeColumnAt<std::uint64_t>(j, "sliceOffset", path);
    v.sliceBytes = takeColumnAt<std::uint64_t>(j, "sliceBytes", path);
    return v;
}

Programs programsFromJson(json& j, const std::string& path)
{
    Programs p;
    p.kind = takeEnumColumnAt<ProgramKind>(j, "kind", path, kProgramKindCount,
                                         programKindName);
    p.parent = takeColumnAt<std::int32_t>(j, "parent", path);
    p.name = takeStringsAt(j, "name", path);
    p.operation = takeColumnAt<std::int32_t>(j, "operation", path);
    p.computeSet = takeColumnAt<std::int32_t>(j, "computeSet", path);
    p.callee = takeColumnAt<std::int32_t>(j, "callee", path);
    p.repeatCount = takeColumnAt<std::uint32_t>(j, "repeatCount", path);
    p.exchangeBytes = takeColumnAt<std::uint64_t>(j, "exchangeBytes", path);
    return p;
}

ComputeSets computeSetsFromJson(json& j, const std::string& path)
{
    ComputeSets c;
    c.name = takeStringsAt(j, "name", path);
    c.operation = takeColumnAt<std::int32_t>(j, "operation", path);
    c.vertexBegin = takeColumnAt<std::uint64_t>(j, "vertexBegin", path);
    c.vertexType = takeStringsAt(j, "vertexType", path);
    c.vertexTiles = takeColumnAt<std::uint32_t>(j, "vertexTiles", path);
    c.vertexCount = takeColumnAt<std::uint64_t>(j, "vertexCount", path);
    c.maxVerticesPerTile =
        takeColumnAt<std::uint32_t>(j, "maxVerticesPerTile", path);
    return c;
}

Liveness livenessFromJson(json& j, const std::string& path)
{
    Liveness l;
    l.alwaysLiveBytes = scalar<std::uint64_t>(j, "alwaysLiveBytes", path);
    l.stepProgram = takeColumnAt<std::int32_t>(j, "stepProgram", path);
    l.notAlwaysLiveBytes =
        takeColumnAt<std::uint64_t>(j, "notAlwaysLiveBytes", path);
    auto& perIpu = member(j, "notAlwaysLiveBytesPerIpu", path);
    if (!perIpu.is_array())
        invalidField(path + "/notAlwaysLiveBytesPerIpu", "expected an array of columns");
    for (std::size_t i = 0; i < perIpu.size(); ++i)
        l.notAlwaysLiveBytesPerIpu.push_back(
            takeColumn<std::uint64_t>(perIpu[i], path + "/notAlwaysLiveBytesPerIpu/" + std::to_string(i)));
    return l;
}

Operations operationsFromJson(json& j, const std::string& path)
{
    Operations o;
    o.name = takeStringsAt(j, "name", path);
    o.type = takeStringsAt(j, "type", path);
    o.layer = takeStringsAt(j, "layer", path);
    o.ipu = takeColumnAt<std::uint32_t>(j, "ipu", path);
    o.pipelineStage = takeColumnAt<std::int32_t>(j, "pipelineStage", path);
    o.availableMemoryProportion = takeColumnAt<double>(j, "availableMemoryProportion", path);
    o.partialsType = takeStringsAt(j, "partialsType", path);
    o.plan = takeStringsAt(j, "plan", path);
    o.vertexType = takeStringsAt(j, "vertexType", path);
    o.tilesUsed = takeColumnAt<std::uint32_t>(j, "tilesUsed", path);
    o.serialSteps = takeColumnAt<std::uint32_t>(j, "serialSteps", path);
    o.cycles = takeColumnAt<std::uint64_t>(j, "cycles", path);
    o.tempBytesPerTile = takeColumnAt<std::uint64_t>(j, "tempBytesPerTile", path);
    o.codeBytes = takeColumnAt<std::uint64_t>(j, "codeBytes", path);
    o.flops = takeColumnAt<std::uint64_t>(j, "flops", path);
    o.plannerPhase = takeEnumColumnAt<PlannerPhase>(j, "plannerPhase", path, kPlannerPhaseCount, plannerPhaseName);
    return o;
}

Execution executionFromJson(json& j, const std::string& path)
{
    Execution e;
    e.stepProgram = takeColumnAt<std::int32_t>(j, "stepProgram", path);
    e.stepStartCycle = takeColumnAt<std::uint64_t>(j, "stepStartCycle", path);
    for (const char* key : {"stepCyclesPerIpu", "activeTilesPerIpu"}) {
        auto& columns = member(j, key, path);
        if (!columns.is_array())
            invalidField(path + "/" + key, "expected an array of columns");
        for (std::size_t i = 0; i < columns.size(); ++i) {
            const auto columnPath = path + "/" + key + "/" + std::to_string(i);
            if (std::string_view(key) == "stepCyclesPerIpu")
                e.stepCyclesPerIpu.push_back(takeColumn<std::uint64_t>(columns[i], columnPath));
            else
                e.activeTilesPerIpu.push_back(takeColumn<std::uint32_t>(columns[i], columnPath));
        }
    }
    e.stepExchangeBytes = takeColumnAt<std::uint64_t>(j, "stepExchangeBytes", path);
    e.stageIpu = takeColumnAt<std::uint32_t>(j, "stageIpu", path);
    e.stage = takeColumnAt<std::int32_t>(j, "stage", path);
    e.stagePhase = takeEnumColumnAt<StagePhase>(j, "stagePhase", path, kStagePhaseCount,
                                              stagePhaseName);
    e.stageStartCycle = takeColumnAt<std::uint64_t>(j, "stageStartCycle", path);
    e.stageEndCycle = takeColumnAt<std::uint64_t>(j, "stageEndCycle", path);
    e.cyclesPerIteration = scalar<std::uint64_t>(j, "cyclesPerIteration", path);
    e.samplesPerIteration = scalar<std::uint64_t>(j, "samplesPerIteration", path);
    e.samplesPerSecond = scalar<double>(j, "samplesPerSecond", path);
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

} // namespace

json reportToJson(const Report& report, bool packColumns)
{
    json diagnostics = json::array();
    for (const auto& d : report.diagnostics)
        diagnostics.push_back({{"severity", std::string(severityName(d.severity))},
                               {"code", d.code},
                               {"message", d.message},
                               {"operation", d.operation},
                               {"tiles", d.tiles}});
    json j = {{"format", kReportFormat},
              {"version", std::to_string(report.versionMajor) + "." + std::to_string(report.versionMinor)},
              {"generator", report.generator},
              {"model",
               {{"name", report.model.name},
                {"parameters", report.model.parameters},
                {"macsPerSample", report.model.macsPerSample},
                {"batchSize", report.model.batchSize},
                {"training", report.model.training}}},
              {"target", targetToJson(report.target)},
              {"options", report.options},
              {"engineOptions", report.engineOptions},
              {"diagnostics", diagnostics},
              {"memory", memoryToJson(report.memory, packColumns)},
              {"variables", variablesToJson(report.variables, packColumns)},
              {"programs", programsToJson(report.programs, packColumns)},
              {"computeSets", computeSetsToJson(report.computeSets, packColumns)},
              {"liveness", livenessToJson(report.liveness, packColumns)},
              {"operations", operationsToJson(report.operations, packColumns)},
              {"execution", report.execution ? executionToJson(*report.execution, packColumns) : json(nullptr)}};
    return j;
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

Report reportFromJson(json&& j)
{
    Report r;
    checkReportHeader(j, r.versionMajor, r.versionMinor);
    if (const auto* generator = optionalMember(j, "generator"); generator && generator->is_string())
        r.generator = generator->get<std::string>();
    const auto& model = member(j, "model", "");
    r.model.name = text(model, "name", "/model");
    r.model.parameters = scalar<std::uint64_t>(model, "parameters", "/model");
    r.model.macsPerSample = scalar<std::uint64_t>(model, "macsPerSample", "/model");
    r.model.batchSize = scalar<std::uint32_t>(model, "batchSize", "/model");
    r.model.training = boolean(model, "training", "/model");
    r.target = targetFromJson(member(j, "target", ""), "/target");
    r.options = stringMapFromJson(member(j, "options", ""), "/options");
    r.engineOptions = stringMapFromJson(member(j, "engineOptions", ""), "/engineOptions");
    r.diagnostics = diagnosticsFromJson(member(j, "diagnostics", ""), "/diagnostics");
    r.memory = memoryFromJson(member(j, "memory", ""), "/memory");
    r.variables = variablesFromJson(member(j, "variables", ""), "/variables");
    r.programs = programsFromJson(member(j, "programs", ""), "/programs");
    r.computeSets = computeSetsFromJson(member(j, "computeSets", ""), "/computeSets");
    r.liveness = livenessFromJson(member(j, "liveness", ""), "/liveness");
    r.operations = operationsFromJson(member(j, "operations", ""), "/operations");
    if (auto* execution = optionalMember(j, "execution"); execution && !execution->is_null())
        r.execution = executionFromJson(*execution, "/execution");
    return r;
}

} // namespace tilescope
