#include "report/TileMemoryMap.h"

#include "common/Error.h"

#include <algorithm>
#include <cctype>

namespace tilescope {
namespace {

std::string lower(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return text;
}

// The allocator counts a tile's bytes as what grows up from address 0 plus what grows down from
// the tile's end, so in a tile that fits, the one hole between the two is its room to spare: a
// hole of exactly tile size minus the bytes counted (including gaps). It is free, not a gap.
void markFreeSpace(std::vector<TileBlock>& blocks, const Report& report, std::uint32_t tile)
{
    const auto counted = report.memory.bytesIncludingGaps(tile);
    const auto tileBytes = report.target.bytesPerTile;
    if (report.memory.overflowBytes[tile] > 0 || counted >= tileBytes)
        return;
    const auto freeBytes = tileBytes - counted;
    auto free = std::find_if(blocks.begin(), blocks.end(), [&](const TileBlock& b) {
        return b.kind == TileBlockKind::Gap && b.bytes == freeBytes;
    });
    if (free == blocks.end()) {
        // Alignment padding may have merged into the hole: take the largest hole that holds it.
        for (auto it = blocks.begin(); it != blocks.end(); ++it)
            if (it->kind == TileBlockKind::Gap && it->bytes > freeBytes && (free == blocks.end() || it->bytes > free->bytes))
                free = it;
        if (free == blocks.end())
            return;
        TileBlock rest = *free;
        rest.offset += freeBytes;
        rest.bytes -= freeBytes;
        free->bytes = freeBytes;
        free = blocks.insert(free + 1, rest) - 1;
    }
    free->kind = TileBlockKind::Free;
}

} // namespace

std::vector<TileBlock> tileMemoryMap(const Report& report, std::uint32_t tile)
{
    if (tile >= report.memory.tileCount())
        throw Error(ErrorCode::InvalidOption,
                    "tile " + std::to_string(tile) + " does not exist (the report has " +
                        std::to_string(report.memory.tileCount()) + " tiles)");
    const auto interleavedStart = report.target.interleavedStartBytes();
    std::vector<TileBlock> blocks;
    std::uint64_t address = 0;
    for (MemoryCategory c : allMemoryCategories()) {
        if (c == MemoryCategory::AlwaysLiveVariable || c == MemoryCategory::NotAlwaysLiveVariable)
            continue;
        const auto bytes = report.memory.categoryBytes(c, tile);
        if (bytes == 0)
            continue;
        blocks.push_back({TileBlockKind::Code, address, bytes, c, kNone, address >= interleavedStart});
        address += bytes;
    }
    const auto& v = report.variables;
    for (std::size_t i = 0; i < v.size(); ++i)
        for (auto s = v.sliceBegin[i]; s < v.sliceBegin[i + 1]; ++s)
            if (v.sliceCovers(s, tile) && v.sliceBytes[s] > 0)
                blocks.push_back({TileBlockKind::Variable, v.sliceOffset[s], v.sliceBytes[s], v.category[i],
                                  std::int32_t(i), v.sliceOffset[s] >= interleavedStart});
    std::sort(blocks.begin(), blocks.end(), [](const TileBlock& a, const TileBlock& b) {
        return a.offset != b.offset ? a.offset < b.offset : a.bytes > b.bytes;
    });

    // Gaps: holes below the highest used address that nothing ever occupies; the free space
    // between the bottom-up and the top-down data is a hole too only when it is enclosed.
    std::vector<TileBlock> withGaps;
    std::uint64_t covered = 0;
    for (const auto& block : blocks) {
        if (block.offset > covered)
            withGaps.push_back({TileBlockKind::Gap, covered, block.offset - covered, MemoryCategory::AlwaysLiveVariable,
                                kNone, covered >= interleavedStart});
        withGaps.push_back(block);
        covered = std::max(covered, block.offset + block.bytes);
    }
    const auto tileEnd = report.target.bytesPerTile;
    markFreeSpace(withGaps, report, tile);
    if (covered > tileEnd)
        withGaps.push_back({TileBlockKind::Overflow, tileEnd, covered - tileEnd, MemoryCategory::AlwaysLiveVariable,
                            kNone, true});
    return withGaps;
}

namespace {

// The variables live at `step` (always-live ones when asked), each with bytesOf(i) when that is not
// zero, largest first.
template <class BytesOf>
std::vector<LiveVariable> liveVariables(const Report& report, std::size_t step, bool includeAlwaysLive,
                                        BytesOf bytesOf)
{
    std::vector<LiveVariable> live;
    const auto& v = report.variables;
    for (std::size_t i = 0; i < v.size(); ++i) {
        const bool alwaysLive = v.isAlwaysLive(i);
        if (alwaysLive ? !includeAlwaysLive
                       : (std::int64_t(step) < v.firstStep[i] || std::int64_t(step) > v.lastStep[i]))
            continue;
        if (const std::uint64_t bytes = bytesOf(i); bytes > 0)
            live.push_back({std::int32_t(i), bytes});
    }
    std::stable_sort(live.begin(), live.end(),
                     [](const LiveVariable& a, const LiveVariable& b) { return a.bytes > b.bytes; });
    return live;
}

} // namespace

std::vector<LiveVariable> liveVariablesAt(const Report& report, std::size_t step, std::int64_t tile,
                                          bool includeAlwaysLive)
{
    if (tile >= 0)
        return liveVariablesOnTiles(report, step, std::uint64_t(tile), std::uint64_t(tile) + 1, includeAlwaysLive);
    return liveVariables(report, step, includeAlwaysLive, [&](std::size_t i) { return report.variables.bytes[i]; });
}

std::vector<LiveVariable> liveVariablesOnTiles(const Report& report, std::size_t step, std::uint64_t firstTile,
                                               std::uint64_t endTile, bool includeAlwaysLive)
{
    const auto& v = report.variables;
    // A slice covers a run of tiles, each holding sliceBytes: count the run's overlap with the range.
    return liveVariables(report, step, includeAlwaysLive, [&](std::size_t i) {
        std::uint64_t bytes = 0;
        for (auto s = v.sliceBegin[i]; s < v.sliceBegin[i + 1]; ++s) {
            const std::uint64_t begin = std::max<std::uint64_t>(firstTile, v.sliceTile[s]);
            const std::uint64_t end =
                std::min<std::uint64_t>(endTile, std::uint64_t(v.sliceTile[s]) + v.sliceTileCount[s]);
            if (begin < end)
                bytes += (end - begin) * v.sliceBytes[s];
        }
        return bytes;
    });
}

std::vector<std::size_t> stepsMatching(const Report& report, const std::string& text)
{
    const auto needle = lower(text);
    std::vector<bool> operationMatches(report.operations.size());
    for (std::size_t o = 0; o < report.operations.size(); ++o)
        operationMatches[o] = lower(report.operations.name[o]).find(needle) != std::string::npos ||
                              lower(report.operations.type[o]).find(needle) != std::string::npos;
    std::vector<std::size_t> steps;
    for (std::size_t s = 0; s < report.liveness.stepCount(); ++s) {
        const auto op = report.programs.operation[std::size_t(report.liveness.stepProgram[s])];
        if (op != kNone && operationMatches[std::size_t(op)])
            steps.push_back(s);
    }
    return steps;
}

} // namespace tilescope
