#pragma once
// The headline figures of a report: what `tilescope-cli summary` prints and the Summary view shows.
// Byte counts are totals over the tiles of one replica unless named per tile.

#include "report/Report.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace tilescope {

struct TileUsage {
    std::uint32_t id = 0;
    std::uint64_t bytes = 0; // including gaps
    std::uint64_t bytesExcludingGaps = 0;
    std::uint64_t alwaysLiveBytes = 0;
    std::uint64_t peakNotAlwaysLiveBytes = 0;
};

/// What the tightest tile could still take: the largest block free at its peak (negative: by how
/// much it overflows), and which tile that is (the lowest of equals).
struct RoomToSpare {
    std::int64_t bytes = 0;
    std::uint32_t tile = 0;
};

struct IpuSummary {
    std::uint32_t id = 0;
    RoomToSpare roomToSpare;
    std::uint64_t alwaysLiveBytes = 0;
    std::uint64_t peakNotAlwaysLiveBytes = 0; // max over steps of the IPU's not-always-live total
    std::uint64_t maxTileBytes = 0;
    bool fits = true;
};

/// One IPU's share of the execution.
struct IpuExecution {
    std::uint32_t id = 0;
    std::uint64_t busyCycles = 0;    // not waiting for another IPU
    std::uint64_t computeCycles = 0; // in compute sets
    double utilisation = 0.0;        // busy cycles / cycles per iteration
};

/// Why one planned operation's plan is what it is.
struct PlanSummary {
    std::int32_t operation = kNone; // row of the report's operations
    std::string name, type, plan, vertex;
    PlannerPhase phase = PlannerPhase::NotPlanned;
    double availableMemoryProportion = 0.0;
    std::uint64_t tempBytesPerTile = 0;
    std::uint64_t budgetBytes = 0;  // 0: a minimum-memory plan
    std::vector<std::pair<std::string, std::uint64_t>> terms; // PopLibs' (a) to (g), by key
};

struct ReportSummary {
    std::string model;
    Target target;
    bool fits = true;
    std::vector<std::string> errors;   // messages, in Poplar's words
    std::vector<std::string> errorCodes; // errors[i]'s diagnostic code ("out-of-memory-tile", ...)
    std::uint32_t tilesOutOfMemory = 0;  // tiles with bytes that could not be placed (a few are listed in errors)
    std::vector<std::string> warnings;
    std::uint64_t totalMemoryBytes = 0; // including gaps
    std::uint64_t alwaysLiveBytes = 0;
    std::uint64_t peakNotAlwaysLiveBytes = 0; // max over steps of the all-tiles total
    std::int64_t peakStep = -1;               // -1 when there are no steps
    TileUsage worstTile;
    RoomToSpare roomToSpare;
    std::uint64_t minTileBytes = 0;
    double meanTileBytes = 0.0;
    std::uint64_t maxTileBytes = 0;
    std::uint64_t gapBytes = 0;
    std::uint64_t codeBytes = 0;
    std::array<std::uint64_t, kMemoryCategoryCount> categoryBytes{};
    std::vector<IpuSummary> ipus;
    std::uint64_t operations = 0;
    std::uint64_t plannerFallbacks = 0; // ops planned in phase 2
    std::vector<PlanSummary> plans;     // every operation with a plan recorded, in order
    std::vector<TileUsage> worstTiles;  // up to five, worst first
    bool hasExecution = false;
    std::uint64_t cyclesPerIteration = 0;
    std::uint64_t samplesPerIteration = 0;
    double samplesPerSecond = 0.0;
    double secondsPerIteration = 0.0;
    std::uint64_t traceRows = 0;
    std::vector<IpuExecution> ipuExecution; // one per IPU when there is an execution
    std::vector<Note> notes;
};

/// The usage of one tile.
TileUsage tileUsage(const Report& report, std::uint32_t tile);

/// The room to spare of one tile: its memory less the bytes it needs with gaps, which is the
/// largest block free at its peak, or minus its overflow. (Reports before format 1.2 counted the
/// free space of a fitting tile as gaps, so their tiles read 0 or less.)
std::int64_t tileRoomToSpare(const Report& report, std::uint32_t tile);

/// Summarises a report; `worstTileCount` is how many of the worst tiles to list.
ReportSummary summarize(const Report& report, std::size_t worstTileCount = 5);

/// The stable JSON form of a summary (the `summary --json` interface), as text.
std::string summaryToJson(const ReportSummary& summary);

/// Not-always-live bytes on one tile at each program step, derived from the variables' slices.
std::vector<std::uint64_t> tileNotAlwaysLiveBytes(const Report& report, std::uint32_t tile);

} // namespace tilescope
