#pragma once
// Whose memory the Liveness view plots: all tiles of the replica, one IPU or one tile (the
// seed's "source" box, Fig. 2.6). Each source has its own always-live bytes, max-memory line and
// live variables; core gives the all-tiles and per-tile figures, the per-IPU ones are summed here.

#include "report/Report.h"
#include "report/TileMemoryMap.h"

#include <cstdint>
#include <vector>

namespace tilescope::gui {

struct LivenessSource {
    enum class Kind : std::uint8_t { AllTiles, Ipu, Tile };
    Kind kind = Kind::AllTiles;
    std::uint32_t index = 0; // IPU or tile id (replica-wide); unused for AllTiles

    static LivenessSource allTiles() { return {}; }
    static LivenessSource ipu(std::uint32_t ipu) { return {Kind::Ipu, ipu}; }
    static LivenessSource tile(std::uint32_t tile) { return {Kind::Tile, tile}; }
    bool operator==(const LivenessSource&) const = default;
};

/// True when `report` has the IPU or tile the source names.
bool sourceExists(const Report& report, LivenessSource source);

/// Tiles the source covers: all tiles of the replica, one IPU's tiles, or 1.
std::uint64_t sourceTileCount(const Report& report, LivenessSource source);

/// The memory the source has: its tiles x bytes per tile (the max-memory line).
std::uint64_t maxMemoryBytes(const Report& report, LivenessSource source);

/// Always-live bytes of the source's tiles (code, state and always-live variables).
std::uint64_t alwaysLiveBytes(const Report& report, LivenessSource source);

/// Not-always-live bytes of the source at every program step. For one tile this walks the
/// variables' slices (core's tileNotAlwaysLiveBytes), the others are columns of the report.
std::vector<std::uint64_t> notAlwaysLiveBytes(const Report& report, LivenessSource source);

/// The variables live at `step` on the source's tiles with their bytes there, largest first.
std::vector<LiveVariable> liveVariablesAt(const Report& report, std::size_t step, LivenessSource source,
                                          bool includeAlwaysLive);

/// Rough cost of notAlwaysLiveBytes() plus a pyramid, in elements touched: lets the view decide
/// whether to compute on the UI thread (cheap) or on the thread pool.
std::uint64_t seriesCost(const Report& report, LivenessSource source);

} // namespace tilescope::gui
