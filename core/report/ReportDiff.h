#pragma once
// What changed from a source report to a target report, as `tilescope-cli diff` prints it: the
// headline figures, memory per category, each IPU's utilisation, and the operations (matched by name)
// whose plan, cycles or temporary memory changed most. Built on compareReports and the operation
// table; no formatting for a screen here.

#include "report/ReportComparison.h"

#include <nlohmann/json_fwd.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tilescope {

/// How many operations each "changed most" list keeps, and how many names of operations present on
/// one side only are listed (all are counted).
inline constexpr std::size_t kDiffTopOperations = 10;
inline constexpr std::size_t kDiffListedOneSided = 10;

enum class FigureUnit : std::uint8_t { Bytes, Cycles, SamplesPerSecond };

/// A headline figure of both reports. A side lacks it (nullopt) when that report has no execution
/// profile and the figure comes from one.
struct FigureChange {
    std::string name; // stable key ("alwaysLiveBytes"), as `summary --json` names it where it has it
    FigureUnit unit = FigureUnit::Bytes;
    std::optional<double> source;
    std::optional<double> target;

    /// target - source, when both reports have the figure.
    std::optional<double> difference() const;
    /// The difference as a percentage of the source, when both have it and the source is not zero.
    std::optional<double> percentChange() const;
};

/// One IPU's execution in each report; a side is nullopt when that report has no execution or no
/// such IPU.
struct IpuChange {
    std::uint32_t id = 0;
    std::optional<IpuExecution> source;
    std::optional<IpuExecution> target;
};

/// An operation of both reports (same name), with what the planner chose and what it costs in each.
struct OperationChange {
    std::string name;
    std::string type; // the source's
    std::string sourcePlan;
    std::string targetPlan;
    std::uint64_t sourceCycles = 0;
    std::uint64_t targetCycles = 0;
    std::uint64_t sourceTempBytesPerTile = 0; // worst tile
    std::uint64_t targetTempBytesPerTile = 0;

    std::int64_t cyclesDifference() const { return std::int64_t(targetCycles) - std::int64_t(sourceCycles); }
    std::int64_t tempBytesDifference() const
    {
        return std::int64_t(targetTempBytesPerTile) - std::int64_t(sourceTempBytesPerTile);
    }
    bool planChanged() const { return sourcePlan != targetPlan; }
};

/// The operations of one type in each report (operationTotalsByType), for the types either has.
struct OperationTypeChange {
    std::string type;
    std::uint64_t sourceOperations = 0;
    std::uint64_t targetOperations = 0;
    std::uint64_t sourceCycles = 0;
    std::uint64_t targetCycles = 0;
};

struct OperationsDiff {
    std::uint64_t matched = 0; // operations of both reports, matched by name
    std::uint64_t changed = 0; // matched ones whose plan, cycles or temporary bytes differ
    std::vector<OperationChange> byCycles;    // up to kDiffTopOperations, largest |cycles change| first
    std::vector<OperationChange> byTempBytes; // the same by |temporary bytes per tile change|
    std::vector<OperationChange> planChanges; // every matched operation whose plan text differs, in source order
    std::uint64_t sourceOnlyCount = 0;
    std::uint64_t targetOnlyCount = 0;
    std::vector<std::string> sourceOnly; // the first kDiffListedOneSided names, in report order
    std::vector<std::string> targetOnly;
    std::vector<OperationTypeChange> types; // most cycles in either report first
};

struct ReportDiff {
    std::string sourceModel;
    std::string targetModel;
    Target sourceTarget;
    Target targetTarget;
    bool sameModel = true;
    bool sameTarget = true;
    std::vector<std::string> notes; // what cannot be compared, from compareReports
    bool sourceFits = true;
    bool targetFits = true;
    TileUsage sourceWorstTile;
    TileUsage targetWorstTile;
    /// In this order: totalMemoryBytes, totalMemoryBytesExcludingGaps, gapBytes, alwaysLiveBytes,
    /// peakNotAlwaysLiveBytes, worstTileBytes, codeBytes, cyclesPerIteration, samplesPerSecond.
    std::vector<FigureChange> figures;
    std::array<FigureDelta, kMemoryCategoryCount> categories; // bytes over all tiles, in category order
    std::vector<IpuChange> ipus; // the IPUs of either report, by id
    OperationsDiff operations;

    /// The figure of that name; throws std::out_of_range for a name not in `figures`.
    const FigureChange& figure(const std::string& name) const;
};

/// What changed from `source` to `target`. Throws nothing of its own.
ReportDiff diffReports(const Report& source, const Report& target);

/// The stable JSON form of a diff (the `diff --json` interface): byte and cycle counts as integers;
/// a figure a side lacks, its difference and a percentage of a zero source are null.
nlohmann::json reportDiffToJson(const ReportDiff& diff);

} // namespace tilescope
