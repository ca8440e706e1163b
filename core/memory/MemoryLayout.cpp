#include "memory/MemoryLayout.h"

#include "memory/TileAllocator.h"
#include "memory/TileLayoutCache.h"

#include <algorithm>
#include <numeric>
#include <span>
#include <stdexcept>
#include <string>

namespace tilescope {
namespace {

/// A contiguous run of tiles of one variable (a spread that wraps round its IPU has two).
struct Piece {
    std::size_t variable = 0;
    std::uint32_t first = 0;
    std::uint32_t end = 0;
};

/// The pieces of all variables by first tile, those of one tile in variable order. Counted into
/// place rather than sorted: linear in the pieces, and the variable order keeps the sweep below
/// reading the program's variables front to back (a sort left them in its own order, and every
/// look-up of a long model's variable missed the cache).
std::vector<Piece> piecesOf(const LoweredProgram& program, std::uint32_t tiles)
{
    std::vector<std::size_t> begin(std::size_t(tiles) + 2, 0);
    std::size_t count = 0;
    for (const auto& variable : program.variables)
        variable.spread.range().forEachRange([&](std::uint32_t first, std::uint32_t) {
            ++begin[std::min(first, tiles) + 1];
            ++count;
        });
    std::partial_sum(begin.begin(), begin.end(), begin.begin());
    std::vector<Piece> pieces(count);
    for (std::size_t v = 0; v < program.variables.size(); ++v)
        program.variables[v].spread.range().forEachRange([&](std::uint32_t first, std::uint32_t tileCount) {
            pieces[begin[std::min(first, tiles)]++] = {v, first, first + tileCount};
        });
    return pieces;
}

/// Where one variable lies on the tiles of one group: `count` tiles from `tile`, at `offset`.
struct Slice {
    std::uint32_t tile = 0, count = 0;
    std::uint64_t offset = 0, bytes = 0;
};

/// Whether `next` continues `slice`: on the following tiles, at the same address, of the same size.
bool continues(const Slice& slice, const Slice& next)
{
    return slice.tile + slice.count == next.tile && slice.offset == next.offset && slice.bytes == next.bytes;
}

struct GroupSlice {
    std::size_t variable = 0;
    Slice slice;
};

/// The slices of a layout put in variable order, each variable's in the order they were gathered
/// (by tile). One flat array sorted by counting: a vector per variable was a million small
/// allocations on a long model.
class SlicesByVariable {
public:
    SlicesByVariable(const std::vector<GroupSlice>& gathered, std::size_t variables) : begin_(variables + 1, 0)
    {
        for (const auto& g : gathered)
            ++begin_[g.variable + 1];
        std::partial_sum(begin_.begin(), begin_.end(), begin_.begin());
        slices_.resize(gathered.size());
        auto next = begin_;
        for (const auto& g : gathered)
            slices_[next[g.variable]++] = g.slice;
    }
    /// Slices over all variables.
    std::size_t size() const { return slices_.size(); }
    std::span<const Slice> of(std::size_t variable) const
    {
        return {slices_.data() + begin_[variable], slices_.data() + begin_[variable + 1]};
    }

private:
    std::vector<std::size_t> begin_;
    std::vector<Slice> slices_;
};

/// Tile boundaries where the set of items or the code changes, in order; between two consecutive
/// boundaries all tiles are alike. Marked on a flag per tile rather than listed and sorted: a long
/// model has millions of pieces on a few thousand tiles, four boundaries each.
std::vector<std::uint32_t> groupBoundaries(const LoweredProgram& program, const std::vector<Piece>& pieces,
                                           const std::vector<std::vector<std::uint64_t>>& code, std::uint32_t tiles)
{
    std::vector<bool> isBound(std::size_t(tiles) + 1, false);
    const auto mark = [&](std::uint32_t tile) {
        if (tile <= tiles)
            isBound[tile] = true;
    };
    mark(0);
    mark(tiles);
    for (const auto& piece : pieces) {
        mark(piece.first);
        mark(piece.end);
        const auto last = program.variables[piece.variable].spread.lastTile(); // it may hold a remainder
        mark(last);
        mark(last + 1);
    }
    for (const auto& column : code)
        for (std::uint32_t t = 1; t < tiles; ++t)
            if (column[t] != column[t - 1])
                mark(t);
    std::vector<std::uint32_t> bounds;
    for (std::uint32_t t = 0; t <= tiles; ++t)
        if (isBound[t])
            bounds.push_back(t);
    return bounds;
}

// [R, seed 002] Code runs only from non-interleaved memory: a tile whose code does not fit there
// fails as Poplar fails, in its words (with the bytes of code, at most the tile's, as the offset).
void addCodeOverflowDiagnostics(MemoryLayout& layout, const Target& target)
{
    const auto& m = layout.memory;
    const std::uint64_t codeMemory = target.interleavedStartBytes();
    std::vector<std::pair<std::uint64_t, std::uint32_t>> overflowing; // (code bytes, tile)
    for (std::uint32_t t = 0; t < m.tileCount(); ++t) {
        std::uint64_t code = 0;
        for (MemoryCategory c : allMemoryCategories())
            if (isCodeCategory(c))
                code += m.nonInterleavedBytes[categoryIndex(c)][t] + m.interleavedBytes[categoryIndex(c)][t];
        if (code > codeMemory)
            overflowing.emplace_back(code, t);
    }
    std::stable_sort(overflowing.begin(), overflowing.end(),
                     [](const auto& a, const auto& b) { return a.first > b.first; });
    constexpr std::size_t kListedTiles = 10;
    for (std::size_t i = 0; i < std::min(kListedTiles, overflowing.size()); ++i) {
        const auto [code, tile] = overflowing[i];
        layout.diagnostics.push_back(
            {Severity::Error, "code-too-large",
             "tile " + std::to_string(tile) + " _poplar_start must be 0 not " +
                 std::to_string(std::min<std::uint64_t>(code, target.bytesPerTile)) +
                 " bytes from the start of memory. Typically this error occurs when there is too much code to fit "
                 "incode memory.",
             kNone,
             {tile}});
    }
}

void addOutOfMemoryDiagnostics(MemoryLayout& layout, const Target& target)
{
    addCodeOverflowDiagnostics(layout, target);
    const auto& m = layout.memory;
    std::vector<std::uint32_t> overflowing;
    for (std::uint32_t t = 0; t < m.tileCount(); ++t)
        if (m.overflowBytes[t] > 0)
            overflowing.push_back(t);
    if (overflowing.empty())
        return;
    std::stable_sort(overflowing.begin(), overflowing.end(), [&](std::uint32_t a, std::uint32_t b) {
        return m.bytesIncludingGaps(a) > m.bytesIncludingGaps(b);
    });
    constexpr std::size_t kListedTiles = 10;
    std::vector<std::uint32_t> listed(overflowing.begin(),
                                      overflowing.begin() + std::ptrdiff_t(std::min(kListedTiles, overflowing.size())));
    layout.diagnostics.push_back({Severity::Error, "out-of-memory",
                                  "Out of memory: Cannot fit all variable data onto one or more tiles.", kNone,
                                  overflowing});
    for (auto tile : listed)
        layout.diagnostics.push_back(
            {Severity::Error, "out-of-memory-tile",
             "Out of memory on tile " + std::to_string(tile) + ": " + std::to_string(m.bytesIncludingGaps(tile)) +
                 " bytes used but tiles only have " + std::to_string(target.bytesPerTile) + " bytes of memory",
             kNone,
             {tile}});
}

/// Each variable's first and last step as ranks among the steps of its IPU's variables, -1 for
/// the always-live. layoutTile only compares steps with each other, and all the items of a tile
/// belong to its IPU, so ranks lay a tile out as steps do; but an IPU that a change leaves as it
/// was (another stage of a pipeline moved, another IPU's proportion) keeps its ranks when the
/// other IPUs' steps are renumbered, and its tiles are then found in the cache of tile layouts.
/// Steps as they are when a variable spans IPUs: two IPUs' ranks would meet on its tiles.
struct ItemSteps {
    std::vector<std::int64_t> first, last;
};
ItemSteps itemStepsOf(const LoweredProgram& program, const std::vector<Piece>& pieces, std::uint32_t tilesPerIpu)
{
    const auto count = program.variables.size();
    ItemSteps steps;
    steps.first.resize(count);
    steps.last.resize(count);
    for (std::size_t v = 0; v < count; ++v) {
        const auto& variable = program.variables[v];
        steps.first[v] = variable.alwaysLive() ? -1 : std::int64_t(variable.firstStep);
        steps.last[v] = variable.alwaysLive() ? -1 : std::int64_t(variable.lastStep);
    }
    constexpr std::uint32_t kNoIpu = UINT32_MAX;
    std::vector<std::uint32_t> ipuOf(count, kNoIpu);
    std::uint32_t ipus = 0;
    for (const auto& piece : pieces) {
        const auto ipu = piece.first / tilesPerIpu;
        if ((piece.end - 1) / tilesPerIpu != ipu || (ipuOf[piece.variable] != kNoIpu && ipuOf[piece.variable] != ipu))
            return steps;
        ipuOf[piece.variable] = ipu;
        ipus = std::max(ipus, ipu + 1);
    }
    std::vector<std::vector<std::int64_t>> stepsOfIpu(ipus);
    for (std::size_t v = 0; v < count; ++v)
        if (ipuOf[v] != kNoIpu && steps.first[v] >= 0) {
            stepsOfIpu[ipuOf[v]].push_back(steps.first[v]);
            stepsOfIpu[ipuOf[v]].push_back(steps.last[v]);
        }
    for (auto& ipuSteps : stepsOfIpu) {
        std::sort(ipuSteps.begin(), ipuSteps.end());
        ipuSteps.erase(std::unique(ipuSteps.begin(), ipuSteps.end()), ipuSteps.end());
    }
    for (std::size_t v = 0; v < count; ++v)
        if (ipuOf[v] != kNoIpu && steps.first[v] >= 0) {
            const auto& ipuSteps = stepsOfIpu[ipuOf[v]];
            const auto rank = [&](std::int64_t step) {
                return std::int64_t(std::lower_bound(ipuSteps.begin(), ipuSteps.end(), step) - ipuSteps.begin());
            };
            steps.first[v] = rank(steps.first[v]);
            steps.last[v] = rank(steps.last[v]);
        }
    return steps;
}

/// The layout of `program`; the variables' names are moved out of `namesToTake` (the program's
/// own column of them) when it is given, else copied.
MemoryLayout buildLayout(const LoweredProgram& program, TextColumn* namesToTake, TileLayoutCache* shared)
{
    TileLayoutCache own; // tiles alike but apart are laid out once, even when no cache is shared
    TileLayoutCache& cache = shared ? *shared : own;
    if (program.variableNames.size() != program.variables.size())
        throw std::logic_error("a lowered program of " + std::to_string(program.variables.size()) + " variables has " +
                               std::to_string(program.variableNames.size()) + " names");
    const auto& target = program.target;
    const auto tiles = std::uint32_t(target.tilesPerReplica());
    const TileRegions regions{target.interleavedStartBytes(), target.bytesPerTile};
    const auto code = program.code.perTile();
    const auto pieces = piecesOf(program, tiles);
    const auto bounds = groupBoundaries(program, pieces, code, tiles);
    const auto itemSteps = itemStepsOf(program, pieces, target.tilesPerIpu);

    MemoryLayout layout;
    layout.memory.resize(tiles);
    const auto variableCount = program.variables.size();

    // Items of each group: the variables' pieces by their first tile, swept across the groups.
    // Slices are gathered in group order, then put in variable order (SlicesByVariable). A slice
    // that continues the variable's last one (the next tiles, the same address and size) extends
    // it as it is gathered: a big model's thousands of groups, most of one tile, would otherwise
    // gather a slice per item per group (3.4 million for BERT-Large over 4 IPUs) to merge later.
    std::vector<GroupSlice> slices;
    slices.reserve(pieces.size()); // at least one per piece
    constexpr std::size_t kNoSlice = SIZE_MAX;
    std::vector<std::size_t> lastSlice(variableCount, kNoSlice); // each variable's, in `slices`

    std::vector<std::size_t> active; // pieces covering the current group
    std::size_t nextPiece = 0;
    std::vector<TileItem> items;
    std::vector<std::size_t> itemVariable;
    for (std::size_t g = 0; g + 1 < bounds.size(); ++g) {
        const auto first = bounds[g], end = bounds[g + 1];
        while (nextPiece < pieces.size() && pieces[nextPiece].first <= first)
            active.push_back(nextPiece++);
        active.erase(std::remove_if(active.begin(), active.end(), [&](std::size_t p) { return pieces[p].end <= first; }),
                     active.end());
        items.clear();
        itemVariable.clear();
        for (auto p : active) {
            const auto v = pieces[p].variable;
            const auto& variable = program.variables[v];
            const auto bytes = variable.spread.bytesOn(first);
            if (bytes == 0)
                continue;
            items.push_back({bytes, variable.alignment, variable.placement == Placement::Interleaved,
                             itemSteps.first[v], itemSteps.last[v]});
            itemVariable.push_back(v);
        }
        std::uint64_t codeBytes = 0;
        for (MemoryCategory c : allMemoryCategories())
            codeBytes += code[categoryIndex(c)][first];
        const auto laidOut = cache.layout(codeBytes, items, regions);
        const TileLayout& tileLayout = *laidOut;
        ++layout.tileGroups;

        // Per-category bytes of the group, by region: code and state lie in the non-interleaved region.
        std::uint64_t alwaysLiveNonInterleaved = 0, alwaysLiveInterleaved = 0;
        for (std::size_t i = 0; i < items.size(); ++i) {
            const auto v = itemVariable[i];
            const Slice slice{first, end - first, tileLayout.offsets[i], items[i].bytes};
            auto& last = lastSlice[v];
            if (last != kNoSlice && continues(slices[last].slice, slice)) {
                slices[last].slice.count += slice.count;
            } else {
                last = slices.size();
                slices.push_back({v, slice});
            }
            if (items[i].firstStep < 0)
                (tileLayout.offsets[i] >= regions.interleavedStart ? alwaysLiveInterleaved : alwaysLiveNonInterleaved) +=
                    items[i].bytes;
        }
        auto& m = layout.memory;
        const auto peakInterleaved = tileLayout.peakNotAlwaysLiveInterleavedBytes;
        for (auto t = first; t < end; ++t) {
            for (MemoryCategory c : allMemoryCategories())
                m.nonInterleavedBytes[categoryIndex(c)][t] = code[categoryIndex(c)][t];
            m.nonInterleavedBytes[categoryIndex(MemoryCategory::AlwaysLiveVariable)][t] = alwaysLiveNonInterleaved;
            m.interleavedBytes[categoryIndex(MemoryCategory::AlwaysLiveVariable)][t] = alwaysLiveInterleaved;
            m.nonInterleavedBytes[categoryIndex(MemoryCategory::NotAlwaysLiveVariable)][t] =
                tileLayout.peakNotAlwaysLiveBytes - peakInterleaved;
            m.interleavedBytes[categoryIndex(MemoryCategory::NotAlwaysLiveVariable)][t] = peakInterleaved;
            m.alwaysLiveBytes[t] = tileLayout.alwaysLiveBytes;
            m.peakNotAlwaysLiveBytes[t] = tileLayout.peakNotAlwaysLiveBytes;
            m.gapBytes[t] = tileLayout.gapBytes();
            m.overflowBytes[t] = tileLayout.overflowBytes;
        }
    }

    auto& out = layout.variables;
    const SlicesByVariable byVariable(slices, variableCount);
    slices = {};
    // Columns of a long model's millions of variables are sized once, not grown by doubling.
    if (namesToTake) // (a conditional expression would copy: its branches differ in constness)
        out.name = std::move(*namesToTake);
    else
        out.name = program.variableNames;
    out.category.reserve(variableCount);
    out.elementType.reserve(variableCount);
    out.bytes.reserve(variableCount);
    out.firstStep.reserve(variableCount);
    out.lastStep.reserve(variableCount);
    out.operation.reserve(variableCount);
    out.sliceBegin.reserve(variableCount + 1);
    for (auto* column : {&out.sliceTile, &out.sliceTileCount})
        column->reserve(byVariable.size());
    for (auto* column : {&out.sliceOffset, &out.sliceBytes})
        column->reserve(byVariable.size());
    out.sliceBegin.push_back(0);
    for (std::size_t v = 0; v < variableCount; ++v) {
        const auto& variable = program.variables[v];
        out.category.push_back(variable.category);
        out.elementType.push_back(variable.elementType);
        out.bytes.push_back(variable.spread.totalBytes());
        out.firstStep.push_back(variable.firstStep);
        out.lastStep.push_back(variable.alwaysLive() ? kNone : variable.lastStep);
        out.operation.push_back(variable.operation);
        for (const auto& s : byVariable.of(v)) { // neighbouring groups' alike already merged
            out.sliceTile.push_back(s.tile);
            out.sliceTileCount.push_back(s.count);
            out.sliceOffset.push_back(s.offset);
            out.sliceBytes.push_back(s.bytes);
        }
        out.sliceBegin.push_back(out.sliceTile.size());
    }
    addOutOfMemoryDiagnostics(layout, target);
    return layout;
}

} // namespace

MemoryLayout layoutMemory(const LoweredProgram& program, TileLayoutCache* layouts)
{
    return buildLayout(program, nullptr, layouts);
}

MemoryLayout layoutMemoryTakingNames(LoweredProgram& program, TileLayoutCache* layouts)
{
    return buildLayout(program, &program.variableNames, layouts);
}

} // namespace tilescope
