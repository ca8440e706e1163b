#pragma once
// A sweep of the MLP over batch sizes x amp values with figures but no simulation (as
// scripts/dev/make-big-sweep.py writes one): every row passes the reader's checks. Every 97th point
// did not compile and every 13th is out of memory. For the tests and benchmarks of large sweeps.

#include "options/CompileCommand.h"
#include "simulation/SweepFile.h"
#include "simulation/SweepRowFigures.h"

#include <string>

namespace tilescope::test {

inline constexpr std::uint64_t kSyntheticTiles = 1472;        // the MLP's Mk2
inline constexpr std::uint64_t kSyntheticTileBytes = 638976;

/// Point `index`'s row in a sweep of `space`.
inline SweepRow syntheticRow(const SweepSpace& space, std::size_t index)
{
    SweepRow row;
    row.index = index;
    row.command = compileCommandLine(space.inputOf(index));
    if (index % 97 == 5) {
        row.error = "the point did not compile (synthetic)";
        return row;
    }
    const auto tile = std::uint32_t(index % kSyntheticTiles);
    row.worstTile = tile;
    row.roomToSpareTile = tile;
    if (index % 13 == 3) {
        row.worstTileBytes = kSyntheticTileBytes + 1000 + index % 5000;
        row.worstTileExcessBytes = row.worstTileBytes - kSyntheticTileBytes;
        row.roomToSpareBytes = -std::int64_t(row.worstTileExcessBytes);
        row.totalBytes = 50'000'000 + index;
        row.alwaysLiveBytes = 40'000'000;
        row.peakNotAlwaysLiveBytes = 1'000'000 + index % 1000;
        row.codeBytes = 2'000'000;
        return row;
    }
    row.fits = true;
    row.worstTileBytes = 9000 + index % 600'000;
    row.roomToSpareBytes = std::int64_t(kSyntheticTileBytes - row.worstTileBytes);
    row.samplesPerSecond = 1000.0 + double(index * 7919 % 1'000'003) * 0.25;
    row.cyclesPerIteration = 70'000 + index % 100'000;
    row.totalBytes = 4'700'000 + index;
    row.alwaysLiveBytes = 4'500'000 + index % 1000;
    row.peakNotAlwaysLiveBytes = 100'000 + index % 9999;
    row.codeBytes = 1'800'000 + index % 77;
    return row;
}

/// The space: batch sizes 1 to `batches` x amp values 1/`amps` to 1.
inline SweepSpace syntheticSpace(std::size_t batches, std::size_t amps)
{
    SweepSpace space;
    space.base = parseCompileArguments({"mlp"});
    space.axes = {parseSweepAxis("batch-size", "1:" + std::to_string(batches)), {"available-memory-proportion", {}}};
    for (std::size_t a = 1; a <= amps; ++a) {
        char text[32];
        std::snprintf(text, sizeof text, "%.10g", double(a) / double(amps));
        space.axes[1].values.emplace_back(text);
    }
    return space;
}

/// The whole sweep, or shard `shard` (index, count) of it.
inline SweepResult syntheticSweep(std::size_t batches, std::size_t amps, SweepShard shard = {})
{
    SweepResult result;
    result.space = syntheticSpace(batches, amps);
    result.shard = shard;
    for (std::size_t index = shard.index; index < result.space.pointCount(); index += shard.count)
        result.rows.push_back(syntheticRow(result.space, index));
    return result;
}

} // namespace tilescope::test
