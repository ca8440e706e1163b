#pragma once
// Runs a sweep: every point of a SweepSpace (or of one shard of it) compiled and executed on a
// pool of threads that share one plan cache, one result row per point. Points are independent: a
// point that fails records its error in its row and the others go on.

#include "compiler/ConvPlanCache.h"
#include "simulation/SweepSpace.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace tilescope {

class TileLayoutCache;

/// One point's figures. Its values on the axes are not kept: they are the space's at its index
/// (SweepSpace::valuesOf), which the reader checks, so a sweep of 10^6 points holds no copy of them.
struct SweepRow {
    std::size_t index = 0; // the point's number in the space
    std::string error;     // why the point did not compile; empty when it did
    bool fits = false;
    std::uint32_t worstTile = 0;
    std::uint64_t worstTileBytes = 0;       // including gaps
    std::uint64_t worstTileExcessBytes = 0; // beyond the tile's memory; 0 when it fits
    std::int64_t roomToSpareBytes = 0;      // the tightest tile's (ReportSummary::roomToSpare)
    std::uint32_t roomToSpareTile = 0;
    double samplesPerSecond = 0.0;          // 0 without an execution (out of memory)
    std::uint64_t cyclesPerIteration = 0;
    std::uint64_t totalBytes = 0; // all tiles, including gaps
    std::uint64_t alwaysLiveBytes = 0;
    std::uint64_t peakNotAlwaysLiveBytes = 0;
    std::uint64_t codeBytes = 0;
    std::string command; // `tilescope-cli compile ...` for the point

    bool operator==(const SweepRow&) const = default;
};

/// Which points a run takes: shard `index` of `count` takes every point whose number is
/// index modulo count (interleaved, so that costly corners spread over the shards).
struct SweepShard {
    std::size_t index = 0;
    std::size_t count = 1;
    bool operator==(const SweepShard&) const = default;
};

struct SweepResult {
    SweepSpace space;
    SweepShard shard;            // {0, 1} for a whole sweep
    std::vector<SweepRow> rows;  // by point number
    std::string reportsDirectory; // where each point's report was kept (sweepReportName), or empty

    /// The row of the fastest point that fits; nothing when none fits.
    std::optional<std::size_t> bestRow() const;
};

struct SweepRunOptions {
    unsigned jobs = 0; // threads; 0: one per core
    SweepShard shard;
    std::string reportsDirectory; // non-empty: each point's report is kept there as point-N.tsr
    const std::atomic<bool>* stop = nullptr;
    /// Tile layouts the points share, with those of other runs when the caller keeps it (the
    /// advisor's stages); null: the run's own.
    TileLayoutCache* layouts = nullptr;
    /// Called (from a worker thread, serialised) after each point with the points done and the
    /// points this run takes.
    std::function<void(std::size_t done, std::size_t total)> progress;
    /// Called (from a worker thread, serialised, before `progress`) with each point's row as soon
    /// as it is simulated and the points done with it: what a caller streams.
    std::function<void(const SweepRow& row, std::size_t done)> rowDone;
};

/// Runs the points of `space` that `options.shard` takes. Throws Error(InvalidOption) for an
/// invalid space or shard, Error(WriteFailed) when a report cannot be kept, Error(Cancelled)
/// when stopped.
SweepResult runSweep(const SweepSpace& space, const SweepRunOptions& options = {});

/// Simulates `inputOf(rows[i])` into each row (whose index and values the caller set) on
/// `options.jobs` threads sharing `plans`, as runSweep does (its shard is not used). A row that
/// fails keeps its error; throws Error(WriteFailed) when a report cannot be kept. Returns early,
/// leaving rows unsimulated, when stopped.
void simulateRows(std::vector<SweepRow>& rows, const std::function<SimulationInput(const SweepRow&)>& inputOf,
                  ConvPlanCache& plans, const SweepRunOptions& options);

/// The report file name a kept point gets ("point-17.tsr").
std::string sweepReportName(std::size_t index);

} // namespace tilescope
