#pragma once
// The columns of the report's tables, each listed once and grouped by the rows they share: the codec
// writes and reads them (ReportCodec.cpp) and validation checks that every column of a group has the
// group's row count (ReportValidation.cpp), so a column added here is written, read and checked
// alike. Internal to core/report.

#include "report/ColumnTable.h"
#include "report/Report.h"

#include <cstddef>
#include <tuple>

namespace tilescope::codec {

/// Columns of a table with one row each for the same things (the variables, or their slices).
/// `rowCount` is how many rows they have in a whole report; when it is null the first column counts
/// them: the group's own rows, as a table of operations has as many rows as there are names.
template <class Columns> struct ColumnGroup {
    Columns columns;
    std::size_t (*rowCount)(const Report&) = nullptr;
};

/// A group whose first column counts the rows of the others.
template <class... Columns> constexpr auto ownRows(Columns... columns)
{
    return ColumnGroup<std::tuple<Columns...>>{std::tuple<Columns...>(columns...), nullptr};
}

/// A group with as many rows as `rowCount` finds in the report (one per tile, per IPU, ...).
template <class... Columns> constexpr auto rowsFrom(std::size_t (*rowCount)(const Report&), Columns... columns)
{
    return ColumnGroup<std::tuple<Columns...>>{std::tuple<Columns...>(columns...), rowCount};
}

/// Every column of `groups`, in order: the fields of a table that the codec writes and reads.
template <class Groups> constexpr auto columnsOf(const Groups& groups)
{
    return std::apply([](const auto&... group) { return std::tuple_cat(group.columns...); }, groups);
}

// ---- row counts that another table or the target sets ----------------------------------------

inline std::size_t tilesOfAReplica(const Report& r) { return std::size_t(r.target.tilesPerReplica()); }
inline std::size_t ipusOfAReplica(const Report& r) { return r.target.ipus; }
inline std::size_t programSteps(const Report& r) { return r.liveness.stepCount(); }

// Offsets: where the rows of each variable, compute set or trace lane begin, then where the last ends.
inline std::size_t variablesPlusOne(const Report& r) { return r.variables.size() + 1; }
inline std::size_t computeSetsPlusOne(const Report& r) { return r.computeSets.size() + 1; }
/// One lane per IPU, and one more per IPU for its IO tiles when there are some (only with an execution).
inline std::size_t traceLanesPlusOne(const Report& r)
{
    return std::size_t(r.target.ipus) * (r.execution->ioTilesPerIpu > 0 ? 2 : 1) + 1;
}

// ---- the tables ------------------------------------------------------------------------------

inline constexpr std::size_t kElementTypeCount = 7;
inline constexpr std::size_t kProgramKindCount = 10;
inline constexpr std::size_t kPlannerPhaseCount = 3;
inline constexpr std::size_t kStagePhaseCount = 5;
inline constexpr std::size_t kTraceKindCount = 7;

inline constexpr std::uint32_t kSince1_1 = 1; // fields added in format 1.1
inline constexpr std::uint32_t kSince1_2 = 2; // fields added in format 1.2
inline constexpr std::uint32_t kSince1_3 = 3; // fields added in format 1.3

// The per-category columns of each region are written, read and checked by hand (one key per
// category present).
inline constexpr auto kMemoryGroups = std::make_tuple(rowsFrom(
    tilesOfAReplica, numbers("alwaysLiveBytes", &TileMemory::alwaysLiveBytes),
    numbers("peakNotAlwaysLiveBytes", &TileMemory::peakNotAlwaysLiveBytes),
    numbers("gapBytes", &TileMemory::gapBytes), numbers("overflowBytes", &TileMemory::overflowBytes)));

inline constexpr auto kVariableGroups = std::make_tuple(
    ownRows(strings("name", &Variables::name),
            enums("category", &Variables::category, kMemoryCategoryCount, memoryCategoryName),
            enums("elementType", &Variables::elementType, kElementTypeCount, elementTypeName),
            numbers("bytes", &Variables::bytes), numbers("firstStep", &Variables::firstStep),
            numbers("lastStep", &Variables::lastStep), numbers("operation", &Variables::operation)),
    rowsFrom(variablesPlusOne, numbers("sliceBegin", &Variables::sliceBegin)),
    ownRows(numbers("sliceTile", &Variables::sliceTile), numbers("sliceTileCount", &Variables::sliceTileCount),
            numbers("sliceOffset", &Variables::sliceOffset), numbers("sliceBytes", &Variables::sliceBytes)));

inline constexpr auto kProgramGroups = std::make_tuple(ownRows(
    enums("kind", &Programs::kind, kProgramKindCount, programKindName), numbers("parent", &Programs::parent),
    strings("name", &Programs::name), numbers("operation", &Programs::operation),
    numbers("computeSet", &Programs::computeSet), numbers("callee", &Programs::callee),
    numbers("repeatCount", &Programs::repeatCount), numbers("exchangeBytes", &Programs::exchangeBytes)));

inline constexpr auto kComputeSetGroups = std::make_tuple(
    ownRows(strings("name", &ComputeSets::name), numbers("operation", &ComputeSets::operation)),
    rowsFrom(computeSetsPlusOne, numbers("vertexBegin", &ComputeSets::vertexBegin)),
    ownRows(strings("vertexType", &ComputeSets::vertexType), numbers("vertexTiles", &ComputeSets::vertexTiles),
            numbers("vertexCount", &ComputeSets::vertexCount),
            numbers("maxVerticesPerTile", &ComputeSets::maxVerticesPerTile)));

// The per-IPU list holds a column of the steps for each IPU; that there is one per IPU is checked
// by hand.
inline constexpr auto kLivenessGroups = std::make_tuple(
    ownRows(numbers("stepProgram", &Liveness::stepProgram), numbers("notAlwaysLiveBytes", &Liveness::notAlwaysLiveBytes),
            columnLists("notAlwaysLiveBytesPerIpu", &Liveness::notAlwaysLiveBytesPerIpu)));

inline constexpr auto kOperationGroups = std::make_tuple(ownRows(
    strings("name", &Operations::name), strings("type", &Operations::type), strings("layer", &Operations::layer),
    numbers("ipu", &Operations::ipu), numbers("pipelineStage", &Operations::pipelineStage),
    numbers("availableMemoryProportion", &Operations::availableMemoryProportion),
    strings("partialsType", &Operations::partialsType), strings("plan", &Operations::plan),
    strings("vertexType", &Operations::vertexType), numbers("tilesUsed", &Operations::tilesUsed),
    numbers("serialSteps", &Operations::serialSteps), numbers("cycles", &Operations::cycles),
    numbers("tempBytesPerTile", &Operations::tempBytesPerTile), numbers("codeBytes", &Operations::codeBytes),
    numbers("flops", &Operations::flops),
    enums("plannerPhase", &Operations::plannerPhase, kPlannerPhaseCount, plannerPhaseName)),
    ownRows(numbers("planOperation", &Operations::planOperation, kSince1_3),
            numbers("planInputBytes", &Operations::planInputBytes, kSince1_3),
            numbers("planWeightBytes", &Operations::planWeightBytes, kSince1_3),
            numbers("planPartialBytes", &Operations::planPartialBytes, kSince1_3),
            numbers("planTransformBytes", &Operations::planTransformBytes, kSince1_3),
            numbers("planTileTransformBytes", &Operations::planTileTransformBytes, kSince1_3),
            numbers("planReduceBytes", &Operations::planReduceBytes, kSince1_3),
            numbers("planRearrangeBytes", &Operations::planRearrangeBytes, kSince1_3),
            numbers("planInPlaceBytes", &Operations::planInPlaceBytes, kSince1_3),
            numbers("planBroadcastBytes", &Operations::planBroadcastBytes, kSince1_3),
            numbers("planBudgetBytes", &Operations::planBudgetBytes, kSince1_3)));

inline constexpr auto kExecutionGroups = std::make_tuple(
    // Program steps (1.1): the rows of the liveness.
    rowsFrom(programSteps, numbers("stepIpu", &Execution::stepIpu, kSince1_1),
             numbers("stepCycles", &Execution::stepCycles, kSince1_1),
             numbers("stepActiveTiles", &Execution::stepActiveTiles, kSince1_1),
             numbers("stepBytesIn", &Execution::stepBytesIn, kSince1_1),
             numbers("stepBytesOut", &Execution::stepBytesOut, kSince1_1),
             enums("stepPhase", &Execution::stepPhase, kStagePhaseCount, stagePhaseName, kSince1_1),
             numbers("stepStage", &Execution::stepStage, kSince1_1),
             numbers("stepPeerIpu", &Execution::stepPeerIpu, kSince1_1)),
    // Tile balance (1.1): runs of tiles, where those of each compute set begin.
    rowsFrom(computeSetsPlusOne, numbers("tileCyclesBegin", &Execution::tileCyclesBegin, kSince1_1)),
    ownRows(numbers("tileCyclesTile", &Execution::tileCyclesTile, kSince1_1),
            numbers("tileCyclesTileCount", &Execution::tileCyclesTileCount, kSince1_1),
            numbers("tileCyclesCycles", &Execution::tileCyclesCycles, kSince1_1)),
    // Trace (1.1): rows, where those of each lane begin.
    rowsFrom(traceLanesPlusOne, numbers("traceIpuBegin", &Execution::traceIpuBegin, kSince1_1)),
    ownRows(numbers("traceStep", &Execution::traceStep, kSince1_1),
            enums("traceKind", &Execution::traceKind, kTraceKindCount, traceKindName, kSince1_1),
            numbers("traceStartCycle", &Execution::traceStartCycle, kSince1_1),
            numbers("traceCycles", &Execution::traceCycles, kSince1_1),
            enums("tracePhase", &Execution::tracePhase, kStagePhaseCount, stagePhaseName, kSince1_1),
            numbers("traceMicroBatch", &Execution::traceMicroBatch, kSince1_1)),
    // Stage intervals (1.0, micro-batch 1.1).
    ownRows(numbers("stageIpu", &Execution::stageIpu), numbers("stage", &Execution::stage),
            enums("stagePhase", &Execution::stagePhase, kStagePhaseCount, stagePhaseName),
            numbers("stageStartCycle", &Execution::stageStartCycle),
            numbers("stageEndCycle", &Execution::stageEndCycle),
            numbers("stageMicroBatch", &Execution::stageMicroBatch, kSince1_1)),
    // Per-IPU totals (1.1).
    rowsFrom(ipusOfAReplica, numbers("ipuBusyCycles", &Execution::ipuBusyCycles, kSince1_1),
             numbers("ipuComputeCycles", &Execution::ipuComputeCycles, kSince1_1)));

inline constexpr auto kExecutionTotals = std::make_tuple(
    scalarField("cyclesPerIteration", &Execution::cyclesPerIteration),
    scalarField("samplesPerIteration", &Execution::samplesPerIteration),
    scalarField("samplesPerSecond", &Execution::samplesPerSecond),
    scalarField("deviceIterations", &Execution::deviceIterations, kSince1_1),
    scalarField("gradientAccumulation", &Execution::gradientAccumulation, kSince1_1),
    scalarField("tracedDeviceIterations", &Execution::tracedDeviceIterations, kSince1_1),
    scalarField("foldedMicroBatches", &Execution::foldedMicroBatches, kSince1_2),
    scalarField("foldCycle", &Execution::foldCycle, kSince1_2),
    scalarField("hostRoundTripCycles", &Execution::hostRoundTripCycles, kSince1_1),
    scalarField("ioTilesPerIpu", &Execution::ioTilesPerIpu, kSince1_1));

/// Calls `visit(path, table, groups)` for each columnar table of `report` (`Report` or `const Report`;
/// the execution only when there is one), a table before those whose row count it sets.
template <class AnyReport, class Visit> void forEachTable(AnyReport& report, Visit&& visit)
{
    visit("/memory", report.memory, kMemoryGroups);
    visit("/variables", report.variables, kVariableGroups);
    visit("/programs", report.programs, kProgramGroups);
    visit("/computeSets", report.computeSets, kComputeSetGroups);
    visit("/liveness", report.liveness, kLivenessGroups);
    visit("/operations", report.operations, kOperationGroups);
    if (report.execution)
        visit("/execution", *report.execution, kExecutionGroups);
}

// ---- every field of each table, as the codec writes and reads them ---------------------------

inline constexpr auto kMemoryColumns = columnsOf(kMemoryGroups);
inline constexpr auto kVariableColumns = columnsOf(kVariableGroups);
inline constexpr auto kProgramColumns = columnsOf(kProgramGroups);
inline constexpr auto kComputeSetColumns = columnsOf(kComputeSetGroups);
inline constexpr auto kLivenessFields = std::tuple_cat(
    std::make_tuple(scalarField("alwaysLiveBytes", &Liveness::alwaysLiveBytes)), columnsOf(kLivenessGroups));
inline constexpr auto kOperationColumns = columnsOf(kOperationGroups);
inline constexpr auto kExecutionFields = std::tuple_cat(columnsOf(kExecutionGroups), kExecutionTotals);

} // namespace tilescope::codec
