#include "report/TileMemoryMap.h"

#include "common/Error.h"

#include <algorithm>
#include <cctype>
#include <optional>

namespace tilescope {
namespace {

std::string lower(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return text;
}


constexpr std::uint64_t kWidestAlignment = 16; // 128-bit operands; any shorter never-used hole is padding

bool isTemporary(const Report& report, const TileBlock& block)
{
    return block.kind == TileBlockKind::Variable && block.variable >= 0 &&
           !report.variables.isAlwaysLive(std::size_t(block.variable));
}

// The first step at which the temporary blocks of a tile hold the most bytes together.
std::int64_t peakStep(const Report& report, const std::vector<TileBlock>& blocks)
{
    std::vector<std::pair<std::int64_t, std::int64_t>> changes; // (step, +bytes at first / -bytes after last)
    for (const TileBlock& block : blocks)
        if (isTemporary(report, block)) {
            const auto v = std::size_t(block.variable);
            changes.emplace_back(report.variables.firstStep[v], std::int64_t(block.bytes));
            changes.emplace_back(std::int64_t(report.variables.lastStep[v]) + 1, -std::int64_t(block.bytes));
        }
    std::sort(changes.begin(), changes.end());
    std::int64_t live = 0, most = 0, step = kNone;
    for (std::size_t i = 0; i < changes.size(); ++i) {
        live += changes[i].second;
        const bool lastAtStep = i + 1 == changes.size() || changes[i + 1].first != changes[i].first;
        if (lastAtStep && live > most) {
            most = live;
            step = changes[i].first;
        }
    }
    return step;
}

// Address ranges [begin, end), sorted and merged.
using Spans = std::vector<std::pair<std::uint64_t, std::uint64_t>>;

Spans merged(Spans spans)
{
    std::sort(spans.begin(), spans.end());
    Spans out;
    for (const auto& span : spans) {
        if (span.first >= span.second)
            continue;
        if (!out.empty() && span.first <= out.back().second)
            out.back().second = std::max(out.back().second, span.second);
        else
            out.push_back(span);
    }
    return out;
}

// The parts of `from` that `minus` does not cover (both sorted and merged).
Spans subtract(const Spans& from, const Spans& minus)
{
    Spans out;
    auto m = minus.begin();
    for (auto [begin, end] : from) {
        while (m != minus.end() && m->second <= begin)
            ++m;
        for (auto n = m; n != minus.end() && n->first < end; ++n) {
            if (n->first > begin)
                out.emplace_back(begin, n->first);
            begin = std::max(begin, n->second);
        }
        if (begin < end)
            out.emplace_back(begin, end);
    }
    return out;
}

// The largest hole in [0, tile's end) at the tile's peak (the allocator's room to spare), when the
// tile fits; none when it overflows.
std::optional<std::pair<std::uint64_t, std::uint64_t>> roomAtPeak(const Report& report, std::uint32_t tile,
                                                                   const std::vector<TileBlock>& blocks)
{
    if (report.memory.overflowBytes[tile] > 0)
        return std::nullopt;
    const auto step = peakStep(report, blocks);
    Spans live;
    for (const TileBlock& block : blocks) {
        if (block.kind != TileBlockKind::Code && block.kind != TileBlockKind::Variable)
            continue;
        const auto v = std::size_t(std::max(block.variable, 0));
        if (isTemporary(report, block) &&
            (step < report.variables.firstStep[v] || step > std::int64_t(report.variables.lastStep[v])))
            continue;
        live.emplace_back(block.offset, block.offset + block.bytes);
    }
    std::optional<std::pair<std::uint64_t, std::uint64_t>> largest;
    for (const auto& hole : subtract({{0, report.target.bytesPerTile}}, merged(live)))
        if (!largest || hole.second - hole.first > largest->second - largest->first)
            largest = hole;
    return largest;
}

// Why never-used addresses [begin, end) count: padding, room what overflowed could not take, or
// a hole placement rules left.
GapCause neverUsedCause(const Report& report, std::uint32_t tile, std::uint64_t begin, std::uint64_t end)
{
    if (end - begin < kWidestAlignment)
        return GapCause::Alignment;
    return report.memory.overflowBytes[tile] > 0 ? GapCause::Stranded : GapCause::NeverUsed;
}

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

    // The room to spare is the largest hole at the tile's peak (the allocator's measure): a Free
    // block, which variables live at other steps may overlap. Gaps are the holes below the highest
    // used address that nothing ever occupies, outside the room.
    const auto tileEnd = report.target.bytesPerTile;
    const auto room = roomAtPeak(report, tile, blocks);
    std::vector<TileBlock> withGaps;
    std::uint64_t covered = 0;
    const auto addGap = [&](std::uint64_t begin, std::uint64_t end) {
        for (const auto& [from, to] : subtract({{begin, end}}, room ? Spans{*room} : Spans{}))
            withGaps.push_back({TileBlockKind::Gap, from, to - from, MemoryCategory::AlwaysLiveVariable, kNone,
                                from >= interleavedStart});
    };
    bool roomPlaced = !room;
    for (const auto& block : blocks) {
        if (!roomPlaced && room->first <= block.offset) {
            addGap(covered, room->first);
            withGaps.push_back({TileBlockKind::Free, room->first, room->second - room->first,
                                MemoryCategory::AlwaysLiveVariable, kNone, room->first >= interleavedStart});
            covered = std::max(covered, room->second);
            roomPlaced = true;
        }
        if (block.offset > covered)
            addGap(covered, block.offset);
        withGaps.push_back(block);
        covered = std::max(covered, block.offset + block.bytes);
    }
    if (!roomPlaced) {
        addGap(covered, room->first);
        withGaps.push_back({TileBlockKind::Free, room->first, room->second - room->first,
                            MemoryCategory::AlwaysLiveVariable, kNone, room->first >= interleavedStart});
        covered = std::max(covered, room->second);
    }
    if (covered > tileEnd)
        withGaps.push_back({TileBlockKind::Overflow, tileEnd, covered - tileEnd, MemoryCategory::AlwaysLiveVariable,
                            kNone, true});
    return withGaps;
}


TilePeak tilePeak(const Report& report, std::uint32_t tile, const std::vector<TileBlock>& blocks)
{
    TilePeak peak;
    peak.step = peakStep(report, blocks);
    const auto step = peak.step;
    Spans used, live;
    for (std::size_t i = 0; i < blocks.size(); ++i) {
        const TileBlock& block = blocks[i];
        if (block.kind != TileBlockKind::Code && block.kind != TileBlockKind::Variable)
            continue;
        used.emplace_back(block.offset, block.offset + block.bytes);
        const auto v = std::size_t(std::max(block.variable, 0));
        if (isTemporary(report, block) &&
            (step < report.variables.firstStep[v] || step > std::int64_t(report.variables.lastStep[v])))
            continue;
        live.emplace_back(block.offset, block.offset + block.bytes);
        peak.live.push_back(i);
    }
    // The footprint the allocator counts: everything up to the highest address, less the room to
    // spare (the largest hole at the peak, a Free block).
    Spans footprint;
    std::uint64_t highest = report.target.bytesPerTile;
    for (const auto& span : used)
        highest = std::max(highest, span.second);
    const auto spare = std::find_if(blocks.begin(), blocks.end(), [](const TileBlock& b) { return b.kind == TileBlockKind::Free; });
    if (spare != blocks.end())
        footprint = {{0, spare->offset}, {spare->offset + spare->bytes, highest}};
    else
        footprint = {{0, highest}};
    const Spans usedMerged = merged(used);
    const auto interleavedStart = report.target.interleavedStartBytes();
    for (const auto& [begin, end] : subtract(merged(footprint), merged(live))) {
        // Split each hole where it meets addresses used at other steps and where the interleaved
        // region starts, so that each part has one cause in one region.
        for (std::uint64_t at = begin; at < end;) {
            const auto next = std::partition_point(usedMerged.begin(), usedMerged.end(),
                                                   [&](const auto& span) { return span.second <= at; });
            const bool inUse = next != usedMerged.end() && next->first <= at;
            std::uint64_t until = std::min(end, inUse ? next->second : next != usedMerged.end() ? next->first : end);
            if (at < interleavedStart && until > interleavedStart)
                until = interleavedStart;
            peak.gaps.push_back({at, until - at, inUse ? GapCause::FreeAtPeak : neverUsedCause(report, tile, at, until)});
            at = until;
        }
    }
    return peak;
}

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
