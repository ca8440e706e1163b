#include "views/liveness/LivenessSource.h"

#include "report/ReportSummary.h"

#include <algorithm>

namespace tilescope::gui {

bool sourceExists(const Report& report, LivenessSource source)
{
    switch (source.kind) {
    case LivenessSource::Kind::AllTiles: return true;
    case LivenessSource::Kind::Ipu: return source.index < report.target.ipus;
    case LivenessSource::Kind::Tile: return source.index < report.memory.tileCount();
    }
    return false;
}

std::uint64_t sourceTileCount(const Report& report, LivenessSource source)
{
    switch (source.kind) {
    case LivenessSource::Kind::AllTiles: return report.target.tilesPerReplica();
    case LivenessSource::Kind::Ipu: return report.target.tilesPerIpu;
    case LivenessSource::Kind::Tile: return 1;
    }
    return 0;
}

std::uint64_t maxMemoryBytes(const Report& report, LivenessSource source)
{
    return sourceTileCount(report, source) * report.target.bytesPerTile;
}

std::uint64_t alwaysLiveBytes(const Report& report, LivenessSource source)
{
    const auto& perTile = report.memory.alwaysLiveBytes;
    switch (source.kind) {
    case LivenessSource::Kind::AllTiles: return report.liveness.alwaysLiveBytes;
    case LivenessSource::Kind::Ipu: {
        const auto first = std::min<std::size_t>(perTile.size(), std::size_t(source.index) * report.target.tilesPerIpu);
        const auto last = std::min<std::size_t>(perTile.size(), first + report.target.tilesPerIpu);
        std::uint64_t bytes = 0;
        for (auto t = first; t < last; ++t)
            bytes += perTile[t];
        return bytes;
    }
    case LivenessSource::Kind::Tile: return source.index < perTile.size() ? perTile[source.index] : 0;
    }
    return 0;
}

std::vector<std::uint64_t> notAlwaysLiveBytes(const Report& report, LivenessSource source)
{
    if (!sourceExists(report, source))
        return std::vector<std::uint64_t>(report.liveness.stepCount(), 0);
    switch (source.kind) {
    case LivenessSource::Kind::AllTiles: return report.liveness.notAlwaysLiveBytes;
    case LivenessSource::Kind::Ipu: return report.liveness.notAlwaysLiveBytesPerIpu[source.index];
    case LivenessSource::Kind::Tile: return tileNotAlwaysLiveBytes(report, source.index);
    }
    return {};
}

std::vector<LiveVariable> liveVariablesAt(const Report& report, std::size_t step, LivenessSource source,
                                          bool includeAlwaysLive)
{
    if (step >= report.liveness.stepCount() || !sourceExists(report, source))
        return {};
    if (source.kind == LivenessSource::Kind::AllTiles)
        return tilescope::liveVariablesAt(report, step, -1, includeAlwaysLive);
    if (source.kind == LivenessSource::Kind::Tile)
        return tilescope::liveVariablesAt(report, step, std::int64_t(source.index), includeAlwaysLive);
    // One IPU: its tiles together.
    const std::uint64_t first = std::uint64_t(source.index) * report.target.tilesPerIpu;
    return tilescope::liveVariablesOnTiles(report, step, first, first + report.target.tilesPerIpu,
                                           includeAlwaysLive);
}

std::uint64_t seriesCost(const Report& report, LivenessSource source)
{
    const std::uint64_t steps = report.liveness.stepCount();
    // The pyramid touches each step about twice; one tile also walks every variable and slice.
    std::uint64_t cost = 2 * steps;
    if (source.kind == LivenessSource::Kind::Tile)
        cost += report.variables.size() + report.variables.sliceTile.size() + steps;
    return cost;
}

} // namespace tilescope::gui
