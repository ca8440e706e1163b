#include "simulation/SweepRowFigures.h"

#include "common/JsonDocumentBuilder.h"
#include "target/Target.h"

#include <cmath>
#include <sstream>

namespace tilescope {
namespace {

std::string bytesText(std::uint64_t bytes) { return std::to_string(bytes) + " bytes"; }

/// What a point that did not compile states: nothing but its values, command and error.
bool hasNoFigures(const SweepRow& row)
{
    SweepRow bare;
    bare.index = row.index;
    bare.error = row.error;
    bare.command = row.command;
    return row == bare;
}

void checkSamplesPerSecond(double samplesPerSecond, const std::string& pointer)
{
    if (std::isfinite(samplesPerSecond) && samplesPerSecond >= 0)
        return;
    std::ostringstream text;
    text << samplesPerSecond;
    invalidField(pointer + "/samplesPerSecond", "samples per second must be finite and at least 0, not " + text.str());
}

/// The memory figures of a compiled point, against its tiles' memory and one another.
void checkMemory(const SweepRow& row, const PointTiles& tiles, const std::string& pointer)
{
    const auto worst = row.worstTileBytes;
    const auto excess = worst > tiles.bytesEach ? worst - tiles.bytesEach : 0;
    // Each tile's bytes are part of the whole program's, and so is what is always live or live at the peak.
    const std::pair<const char*, std::uint64_t> parts[] = {{"worstTileBytes", worst},
                                                           {"alwaysLiveBytes", row.alwaysLiveBytes},
                                                           {"peakNotAlwaysLiveBytes", row.peakNotAlwaysLiveBytes},
                                                           {"codeBytes", row.codeBytes}};
    for (const auto& [field, bytes] : parts)
        if (bytes > row.totalBytes)
            invalidField(pointer + "/" + field,
                         bytesText(bytes) + " are more than all the tiles hold (totalBytes, " +
                             bytesText(row.totalBytes) + ")");
    if (row.fits && row.worstTileExcessBytes != 0)
        invalidField(pointer + "/worstTileExcessBytes",
                     "a point that fits exceeds no tile's memory, yet the excess is " + bytesText(row.worstTileExcessBytes));
    if (row.worstTileExcessBytes != excess)
        invalidField(pointer + "/worstTileExcessBytes",
                     "the worst tile holds " + bytesText(worst) + " of its " + bytesText(tiles.bytesEach) +
                         ", an excess of " + bytesText(excess) + ", not " + bytesText(row.worstTileExcessBytes));
    // The tightest tile's room: its memory less what it holds. No tile is fuller than the worst one,
    // so none is short of more than its excess (files from before room to spare state minus it).
    const auto room = row.roomToSpareBytes;
    const std::uint64_t shortfall = room < 0 ? std::uint64_t(-(room + 1)) + 1 : 0;
    const std::string field = pointer + "/roomToSpare/bytes";
    if (row.fits && shortfall > 0)
        invalidField(field, "a point that fits has room to spare on every tile, not a shortfall of " + bytesText(shortfall));
    if (shortfall > excess)
        invalidField(field, "no tile is short of more than the worst tile's excess (" + bytesText(excess) +
                                "), not " + bytesText(shortfall));
    if (room > 0 && std::uint64_t(room) > tiles.bytesEach)
        invalidField(field, "a tile's room to spare is at most its memory (" + bytesText(tiles.bytesEach) + "), not " +
                                bytesText(std::uint64_t(room)));
}

} // namespace

PointTiles pointTiles(const SweepSpace& space, std::size_t index)
{
    const auto options = space.inputOf(index).options;
    const auto target = makeTarget(options.arch, options.ipus, options.replicas);
    return {target.tilesPerReplica(), target.bytesPerTile};
}

std::uint32_t checkedTile(std::uint64_t tile, const std::optional<PointTiles>& tiles, const std::string& pointer)
{
    if (!tiles && tile != 0)
        invalidField(pointer, "a point that did not compile has no tiles to name, not tile " + std::to_string(tile));
    if (tiles && tile >= tiles->count)
        invalidField(pointer, "tile " + std::to_string(tile) + " is not one of the point's " +
                                  std::to_string(tiles->count) + " tiles");
    return std::uint32_t(tile);
}

void checkRowFigures(const SweepRow& row, const std::optional<PointTiles>& tiles, const std::string& pointer)
{
    checkSamplesPerSecond(row.samplesPerSecond, pointer);
    if (!tiles) {
        if (!hasNoFigures(row))
            invalidField(pointer, "a point that did not compile (it has an error) has no figures");
        return;
    }
    checkMemory(row, *tiles, pointer);
}

} // namespace tilescope
