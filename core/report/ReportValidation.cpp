// Cross-reference and size checks of a parsed report, so that views can index without checking.

#include "report/ReportIO.h"

#include "common/Error.h"
#include "report/ReportColumns.h"

#include <limits>
#include <string>

namespace tilescope {
namespace {

using codec::ColumnListColumn;

// Any per-tile or per-variable byte count above this is not a plausible IPU report (1 TiB).
constexpr std::uint64_t kAbsurdBytes = std::uint64_t(1) << 40;

[[noreturn]] void fail(const std::string& path, const std::string& message)
{
    throw Error(ErrorCode::InvalidField, message, {}, path);
}

template <class Column> void expectLength(const Column& column, std::size_t length, const std::string& path)
{
    if (column.size() != length)
        fail(path, "has " + std::to_string(column.size()) + " entries, expected " + std::to_string(length));
}

void expectPlausibleBytes(const std::vector<std::uint64_t>& column, const std::string& path)
{
    for (std::size_t i = 0; i < column.size(); ++i)
        if (column[i] > kAbsurdBytes)
            fail(path + "/" + std::to_string(i), "absurd size " + std::to_string(column[i]) + " bytes");
}

void expectIndex(std::int64_t value, std::size_t count, bool allowNone, const std::string& path)
{
    if (value == kNone && allowNone)
        return;
    if (value < 0 || std::uint64_t(value) >= count)
        fail(path, "index " + std::to_string(value) + " is out of range (0.." + std::to_string(count) + ")");
}

template <class Column>
void expectIndices(const Column& column, std::size_t count, bool allowNone, const std::string& path)
{
    for (std::size_t i = 0; i < column.size(); ++i)
        expectIndex(std::int64_t(column[i]), count, allowNone, path + "/" + std::to_string(i));
}

// The offsets' length (one per row of their table, and the end) is checked with the other columns.
void expectOffsets(const std::vector<std::uint64_t>& begin, std::size_t total, const std::string& path)
{
    const auto rows = begin.size() - 1;
    if (begin.front() != 0)
        fail(path + "/0", "must be 0");
    for (std::size_t i = 1; i < begin.size(); ++i)
        if (begin[i] < begin[i - 1])
            fail(path + "/" + std::to_string(i), "offsets must not decrease");
    if (begin.back() != total)
        fail(path + "/" + std::to_string(rows), "must equal the number of rows (" + std::to_string(total) + ")");
}

// ---- column lengths, from the columns the codec writes (ReportColumns.h) ----------------------

template <class Table, class Column>
void expectColumnLength(const Table& table, const Column& column, std::size_t rows, const std::string& tablePath)
{
    expectLength(table.*column.member, rows, tablePath + "/" + column.key);
}

template <class Table, class T>
void expectColumnLength(const Table& table, const ColumnListColumn<Table, T>& list, std::size_t rows,
                        const std::string& tablePath)
{
    const auto& columns = table.*list.member;
    for (std::size_t i = 0; i < columns.size(); ++i)
        expectLength(columns[i], rows, tablePath + "/" + list.key + "/" + std::to_string(i));
}

template <class Table, class Group>
void expectGroupRows(const Report& r, const Table& table, const Group& group, const std::string& tablePath)
{
    const auto rows = group.rowCount ? group.rowCount(r) : (table.*std::get<0>(group.columns).member).size();
    std::apply([&](const auto&... column) { (expectColumnLength(table, column, rows, tablePath), ...); },
               group.columns);
}

// Every column has its table's row count, so the checks after it index without checking.
void validateColumnLengths(const Report& r)
{
    codec::forEachTable(r, [&](const std::string& tablePath, const auto& table, const auto& groups) {
        std::apply([&](const auto&... group) { (expectGroupRows(r, table, group, tablePath), ...); }, groups);
    });
    for (MemoryCategory c : allMemoryCategories()) { // the codec writes these by hand too
        const std::string name(memoryCategoryName(c));
        const auto tiles = codec::tilesOfAReplica(r);
        expectLength(r.memory.nonInterleavedBytes[categoryIndex(c)], tiles, "/memory/nonInterleaved/" + name);
        expectLength(r.memory.interleavedBytes[categoryIndex(c)], tiles, "/memory/interleaved/" + name);
    }
    expectLength(r.liveness.notAlwaysLiveBytesPerIpu, r.target.ipus, "/liveness/notAlwaysLiveBytesPerIpu");
}

// ---- values and cross-references ---------------------------------------------------------------

void validateMemory(const Report& r)
{
    const auto& m = r.memory;
    expectPlausibleBytes(m.alwaysLiveBytes, "/memory/alwaysLiveBytes");
    expectPlausibleBytes(m.peakNotAlwaysLiveBytes, "/memory/peakNotAlwaysLiveBytes");
    expectPlausibleBytes(m.gapBytes, "/memory/gapBytes");
    expectPlausibleBytes(m.overflowBytes, "/memory/overflowBytes");
    for (MemoryCategory c : allMemoryCategories()) {
        const std::string name(memoryCategoryName(c));
        expectPlausibleBytes(m.nonInterleavedBytes[categoryIndex(c)], "/memory/nonInterleaved/" + name);
        expectPlausibleBytes(m.interleavedBytes[categoryIndex(c)], "/memory/interleaved/" + name);
    }
}

void validateVariables(const Report& r)
{
    const auto& v = r.variables;
    const auto n = v.size();
    const auto steps = r.liveness.stepCount();
    expectPlausibleBytes(v.bytes, "/variables/bytes");
    expectIndices(v.operation, r.operations.size(), true, "/variables/operation");
    for (std::size_t i = 0; i < n; ++i) {
        const auto path = std::to_string(i);
        if (v.firstStep[i] == kNone && v.lastStep[i] == kNone)
            continue;
        expectIndex(v.firstStep[i], steps, false, "/variables/firstStep/" + path);
        expectIndex(v.lastStep[i], steps, false, "/variables/lastStep/" + path);
        if (v.lastStep[i] < v.firstStep[i])
            fail("/variables/lastStep/" + path, "live range ends before it starts");
    }
    const auto slices = v.sliceTile.size();
    expectOffsets(v.sliceBegin, slices, "/variables/sliceBegin");
    const auto tiles = r.target.tilesPerReplica();
    expectIndices(v.sliceTile, std::size_t(tiles), false, "/variables/sliceTile");
    for (std::size_t i = 0; i < slices; ++i) {
        if (v.sliceTileCount[i] == 0 || std::uint64_t(v.sliceTile[i]) + v.sliceTileCount[i] > tiles)
            fail("/variables/sliceTileCount/" + std::to_string(i), "tile range runs past the last tile");
        if (v.sliceOffset[i] > kAbsurdBytes || v.sliceBytes[i] > kAbsurdBytes)
            fail("/variables/sliceBytes/" + std::to_string(i), "absurd slice address or size");
    }
}

void validatePrograms(const Report& r)
{
    const auto& p = r.programs;
    const auto n = p.size();
    for (std::size_t i = 0; i < n; ++i) {
        // Pre-order: a parent always comes before its children.
        if (p.parent[i] != kNone && (p.parent[i] < 0 || std::size_t(p.parent[i]) >= i))
            fail("/programs/parent/" + std::to_string(i), "parent must be an earlier node");
    }
    expectIndices(p.operation, r.operations.size(), true, "/programs/operation");
    expectIndices(p.computeSet, r.computeSets.size(), true, "/programs/computeSet");
    expectIndices(p.callee, n, true, "/programs/callee");
    expectPlausibleBytes(p.exchangeBytes, "/programs/exchangeBytes");

    const auto& c = r.computeSets;
    expectIndices(c.operation, r.operations.size(), true, "/computeSets/operation");
    expectOffsets(c.vertexBegin, c.vertexType.size(), "/computeSets/vertexBegin");
}

void validateLiveness(const Report& r)
{
    const auto& l = r.liveness;
    expectIndices(l.stepProgram, r.programs.size(), false, "/liveness/stepProgram");
    if (l.alwaysLiveBytes > kAbsurdBytes * 1024)
        fail("/liveness/alwaysLiveBytes", "absurd size");
}

void validateOperations(const Report& r)
{
    const auto& o = r.operations;
    const auto n = o.size();
    expectIndices(o.ipu, r.target.ipus, false, "/operations/ipu");
    for (std::size_t i = 0; i < n; ++i) {
        const double amp = o.availableMemoryProportion[i];
        if (!(amp >= 0.0 && amp <= 1.0))
            fail("/operations/availableMemoryProportion/" + std::to_string(i), "must be between 0 and 1");
    }
    expectIndices(o.planOperation, n, false, "/operations/planOperation");
    for (const auto& [column, key] :
         {std::pair{&o.planInputBytes, "planInputBytes"}, {&o.planWeightBytes, "planWeightBytes"},
          {&o.planPartialBytes, "planPartialBytes"}, {&o.planTransformBytes, "planTransformBytes"},
          {&o.planTileTransformBytes, "planTileTransformBytes"}, {&o.planReduceBytes, "planReduceBytes"},
          {&o.planRearrangeBytes, "planRearrangeBytes"}, {&o.planInPlaceBytes, "planInPlaceBytes"},
          {&o.planBroadcastBytes, "planBroadcastBytes"}, {&o.planBudgetBytes, "planBudgetBytes"}})
        expectPlausibleBytes(*column, std::string("/operations/") + key);
    // planRowOf searches it: one row per operation, in operation order.
    for (std::size_t i = 1; i < o.planOperation.size(); ++i)
        if (o.planOperation[i] <= o.planOperation[i - 1])
            fail("/operations/planOperation/" + std::to_string(i), "must be ascending, one row per operation");
}

void validateProgramSteps(const Report& r, const Execution& e)
{
    const auto steps = e.programStepCount();
    const auto ipus = r.target.ipus;
    expectIndices(e.stepIpu, ipus, false, "/execution/stepIpu");
    expectIndices(e.stepPeerIpu, ipus, true, "/execution/stepPeerIpu");
    expectPlausibleBytes(e.stepBytesIn, "/execution/stepBytesIn");
    expectPlausibleBytes(e.stepBytesOut, "/execution/stepBytesOut");
    for (std::size_t s = 0; s < steps; ++s)
        if (e.stepStage[s] < kNone)
            fail("/execution/stepStage/" + std::to_string(s), "must be a stage or -1");
}

void validateTileBalance(const Report& r, const Execution& e)
{
    const auto runs = e.tileCyclesTile.size();
    expectOffsets(e.tileCyclesBegin, runs, "/execution/tileCyclesBegin");
    const auto tiles = r.target.tilesPerReplica();
    for (std::size_t i = 0; i < runs; ++i)
        if (e.tileCyclesTileCount[i] == 0 || std::uint64_t(e.tileCyclesTile[i]) + e.tileCyclesTileCount[i] > tiles)
            fail("/execution/tileCyclesTile/" + std::to_string(i), "tile run lies outside the replica's tiles");
}

void validateTrace(const Report& r, const Execution& e)
{
    const auto rows = e.traceStep.size();
    if (e.ioTilesPerIpu >= r.target.tilesPerIpu)
        fail("/execution/ioTilesPerIpu", "leaves no tile to compute on");
    const auto lanes = e.traceLaneCount();
    expectOffsets(e.traceIpuBegin, rows, "/execution/traceIpuBegin");
    expectIndices(e.traceStep, r.liveness.stepCount(), true, "/execution/traceStep");
    // Each lane runs forward in time without overlap, so views can binary-search it.
    for (std::uint32_t lane = 0; lane < lanes; ++lane) {
        std::uint64_t laneEnd = 0;
        const auto [begin, end] = e.traceRowsOf(lane);
        for (auto row = begin; row < end; ++row) {
            const auto start = e.traceStartCycle[row];
            const auto cycles = e.traceCycles[row];
            if (start < laneEnd)
                fail("/execution/traceStartCycle/" + std::to_string(row), "overlaps the previous row of lane " +
                                                                               std::to_string(lane));
            if (cycles > std::numeric_limits<std::uint64_t>::max() - start)
                fail("/execution/traceCycles/" + std::to_string(row), "ends beyond any clock");
            laneEnd = start + cycles;
        }
    }
}

void validateExecution(const Report& r)
{
    if (!r.execution)
        return;
    const auto& e = *r.execution;
    validateProgramSteps(r, e);
    validateTileBalance(r, e);
    validateTrace(r, e);
    const auto stages = e.stageIpu.size();
    expectIndices(e.stageIpu, r.target.ipus, false, "/execution/stageIpu");
    for (std::size_t i = 0; i < stages; ++i)
        if (e.stageEndCycle[i] < e.stageStartCycle[i])
            fail("/execution/stageEndCycle/" + std::to_string(i), "stage ends before it starts");
    if (e.deviceIterations == 0)
        fail("/execution/deviceIterations", "must be at least 1");
    if (e.gradientAccumulation == 0)
        fail("/execution/gradientAccumulation", "must be at least 1");
    if (e.tracedDeviceIterations == 0 || e.tracedDeviceIterations > e.deviceIterations)
        fail("/execution/tracedDeviceIterations", "must be between 1 and deviceIterations");
    if (e.foldedMicroBatches >= std::uint64_t(e.gradientAccumulation) * e.deviceIterations)
        fail("/execution/foldedMicroBatches", "must be fewer than the micro-batches of one call");
    if (!(e.samplesPerSecond >= 0.0))
        fail("/execution/samplesPerSecond", "must not be negative");
}

} // namespace

void validateReport(const Report& report)
{
    validateTarget(report.target);
    validateColumnLengths(report);
    if (report.model.batchSize == 0)
        fail("/model/batchSize", "must be at least 1");
    for (std::size_t i = 0; i < report.diagnostics.size(); ++i) {
        const auto path = "/diagnostics/" + std::to_string(i);
        expectIndex(report.diagnostics[i].operation, report.operations.size(), true, path + "/operation");
        expectIndices(report.diagnostics[i].tiles, std::size_t(report.target.tilesPerReplica()), false,
                      path + "/tiles");
    }
    validateMemory(report);
    validateOperations(report);
    validatePrograms(report);
    validateLiveness(report);
    validateVariables(report);
    validateExecution(report);
}

} // namespace tilescope
