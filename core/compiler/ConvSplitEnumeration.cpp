#include "compiler/ConvSplitEnumeration.h"

#include "compiler/ConvCostModel.h"

#include <algorithm>
#include <array>
#include <deque>
#include <map>
#include <memory>
#include <utility>

namespace tilescope {

std::vector<std::uint32_t> convSerialSplits(std::uint64_t grains)
{
    // Each candidate is the smallest split that gives a step a chosen number of grains: a larger
    // split with the same ceil(grains / split) costs steps and buys nothing.
    std::vector<std::uint32_t> candidates;
    if (grains == 0 || grains > UINT32_MAX)
        return {1};
    const auto addSplitFor = [&](std::uint64_t perStep) {
        candidates.push_back(std::uint32_t((grains + perStep - 1) / perStep));
    };
    for (std::uint64_t perStep = 1; perStep < grains; perStep *= 2) {
        addSplitFor(perStep);
        addSplitFor((grains + perStep - 1) / perStep);
    }
    addSplitFor(grains);
    std::sort(candidates.begin(), candidates.end());
    candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
    return candidates;
}

std::vector<std::uint32_t> convParallelSplits(std::uint64_t grains, std::uint64_t freeTiles)
{
    if (grains == 0 || grains > UINT32_MAX || freeTiles == 0)
        return {1};
    std::vector<std::uint32_t> candidates = convSerialSplits(grains);
    candidates.erase(std::upper_bound(candidates.begin(), candidates.end(), freeTiles), candidates.end());
    // The split that fills the free tiles: the smallest one giving partitions as small as
    // min(freeTiles, grains) partitions do.
    const std::uint64_t fill = std::min(freeTiles, grains);
    const std::uint64_t perPartition = (grains + fill - 1) / fill;
    const auto filling = std::uint32_t((grains + perPartition - 1) / perPartition);
    const auto at = std::lower_bound(candidates.begin(), candidates.end(), filling);
    if (at == candidates.end() || *at != filling)
        candidates.insert(at, filling);
    return candidates;
}

namespace {

// The parallel dimensions in the order they are split: from those that divide work without
// duplicating operands (groups, channels) to those that duplicate weights (batch, field).
enum Level : std::size_t { Groups, InChannels, OutChannels, KernelY, Batch, FieldY, FieldX, kLevels };

std::uint32_t& splitAt(ConvSplits& splits, std::size_t level)
{
    switch (level) {
    case Groups: return splits.groups;
    case InChannels: return splits.inChannels;
    case OutChannels: return splits.outChannels;
    case KernelY: return splits.kernelY;
    case Batch: return splits.batch;
    case FieldY: return splits.field[0];
    default: return splits.field[1];
    }
}

struct SplitSearch {
    const ConvCostContext& context;
    std::uint32_t tiles;
    const std::function<void(const ConvPlan&)>& visit;
    const ConvPlanFilter& worthTiming;
    const ConvSerialFilter& worthSearching;
    std::array<std::uint64_t, kLevels> grains{};
    ConvSplits splits{};
    ConvPlan plan{};
    ConvLeafCosts leaf{}; // of the parallel splits being visited
    // The serial candidates of the input and output channel splits being visited.
    const std::vector<std::uint32_t>* serialInsOfSplit = nullptr;
    const std::vector<std::uint32_t>* serialOutsOfSplit = nullptr;
    // convSerialSplits of each grain count met, kept for the search: the serial loops run for every
    // parallel split, over the same few counts. A search meets a few dozen counts at most, so a list
    // searched from the most recent is enough; a deque, so that the lists handed out stay where
    // they are as more are kept.
    std::deque<std::pair<std::uint64_t, std::vector<std::uint32_t>>> serialSplitsOf{};

    // convParallelSplits of each (grains, free tiles) met: the levels below the first are split for
    // every split above them, mostly over the same few pairs.
    std::map<std::pair<std::uint64_t, std::uint64_t>, std::vector<std::uint32_t>> parallelSplitsOf{};

    const std::vector<std::uint32_t>& parallelSplitsFor(std::uint64_t grainCount, std::uint64_t freeTiles)
    {
        const auto key = std::make_pair(grainCount, freeTiles);
        auto found = parallelSplitsOf.find(key);
        if (found == parallelSplitsOf.end())
            found = parallelSplitsOf.emplace(key, convParallelSplits(grainCount, freeTiles)).first;
        return found->second;
    }

    const std::vector<std::uint32_t>& serialSplitsFor(std::uint64_t grainCount)
    {
        for (auto it = serialSplitsOf.rbegin(); it != serialSplitsOf.rend(); ++it)
            if (it->first == grainCount)
                return it->second;
        serialSplitsOf.emplace_back(grainCount, convSerialSplits(grainCount));
        return serialSplitsOf.back().second;
    }

    // A serial candidate's memory and its cycles' lower bound, without costing it further.
    std::uint64_t probedBytes = 0;
    std::uint64_t probedCycles = 0;
    const ConvPlanFilter probe = [this](const ConvPlan& probed, std::uint64_t cyclesAtLeast) {
        probedBytes = probed.tempBytesPerTile;
        probedCycles = cyclesAtLeast;
        return false;
    };

    void probeSerial(std::uint32_t serialOut, std::uint32_t serialIn)
    {
        splits.serialOutChannels = serialOut;
        splits.serialInChannels = serialIn;
        costConvPlan(context, leaf, splits, plan, probe);
    }

    // Whether the serial candidates of the parallel split being visited are worth searching, by
    // ConvSerialBounds from their extreme candidates, `fewestTiles` the fewest tiles any of the
    // plans bounded uses. Filters turn more away the more memory they are told every plan needs,
    // so when no serial split's bounds are turned away the search goes on without probing the
    // largest splits.
    bool serialCandidatesWorthSearching(std::uint64_t fewestTiles)
    {
        const std::uint32_t largestSerialOut = serialOutsOfSplit->back();
        const std::uint32_t largestSerialIn = serialInsOfSplit->back();
        ConvSerialBounds bounds;
        probeSerial(1, 1);
        bounds.cycles = probedCycles;
        bounds.tempBytesPerTile = probedBytes;
        bounds.totalTempBytes = probedBytes * fewestTiles;
        bool worth = worthSearching(bounds);
        if (!worth && (largestSerialOut > 1 || largestSerialIn > 1)) {
            if (largestSerialOut > 1) {
                probeSerial(largestSerialOut, 1);
                bounds.tempBytesPerTile = std::min(bounds.tempBytesPerTile, probedBytes);
            }
            if (largestSerialIn > 1) {
                probeSerial(1, largestSerialIn);
                bounds.tempBytesPerTile = std::min(bounds.tempBytesPerTile, probedBytes);
            }
            bounds.totalTempBytes = bounds.tempBytesPerTile * fewestTiles;
            worth = worthSearching(bounds);
        }
        splits.serialOutChannels = 1;
        splits.serialInChannels = 1;
        return worth;
    }

    // How many of the last parallel level's splits, `candidates` (ascending) on top of the splits
    // above using `tilesAbove` tiles, are not worth visiting: the first ones, up to the largest
    // turned away. A larger field split leaves each tile fewer output columns, input columns and
    // partials, and spreads the transforms and the rearrangement over more tiles; nothing a tile
    // holds or does grows with it. So a split's bounds bound every smaller split's plans, per tile
    // and in cycles (summed over the tiles, each needs at least that per tile on as many tiles as
    // the smallest split uses), and what turns a split away turns the smaller ones away: a search
    // only ever learns more, and turns away more as it goes.
    std::size_t fieldSplitsNotWorthVisiting(const std::vector<std::uint32_t>& candidates, std::uint64_t tilesAbove)
    {
        std::size_t turnedAway = 0;
        for (std::size_t i = candidates.size(); i-- > 0;) {
            splits.field[1] = candidates[i];
            if (convLeafCosts(context, splits, leaf) && !serialCandidatesWorthSearching(tilesAbove * candidates.front())) {
                turnedAway = i + 1;
                break;
            }
        }
        splits.field[1] = 1;
        return turnedAway;
    }

    void costAndVisit()
    {
        if (costConvPlan(context, leaf, splits, plan, worthTiming))
            visit(plan);
    }

    // Serial splits [R]: of input or of output channels, at most one > 1, over the grains each
    // parallel part still holds.
    void visitSerialSplits()
    {
        const std::vector<std::uint32_t>& serialOuts = *serialOutsOfSplit;
        const std::vector<std::uint32_t>& serialIns = *serialInsOfSplit;
        if (worthSearching && worthTiming && !serialCandidatesWorthSearching(leaf.tilesUsed))
            return;
        splits.serialInChannels = 1;
        for (const std::uint32_t so : serialOuts) {
            splits.serialOutChannels = so;
            costAndVisit();
        }
        splits.serialOutChannels = 1;
        for (const std::uint32_t si : serialIns) {
            if (si == 1)
                continue; // already visited above
            splits.serialInChannels = si;
            costAndVisit();
        }
        splits.serialInChannels = 1;
    }

    void split(std::size_t level, std::uint64_t tilesUsed)
    {
        if (level == kLevels) {
            // What the parallel splits decide is worked out once for all their serial candidates.
            if (convLeafCosts(context, splits, leaf))
                visitSerialSplits();
            return;
        }
        const std::vector<std::uint32_t>& candidates = parallelSplitsFor(grains[level], tiles / tilesUsed);
        const std::size_t skipped =
            level == FieldX && worthSearching && worthTiming ? fieldSplitsNotWorthVisiting(candidates, tilesUsed) : 0;
        for (auto it = candidates.begin() + std::ptrdiff_t(skipped); it != candidates.end(); ++it) {
            const std::uint32_t s = *it;
            splitAt(splits, level) = s;
            // The serial candidates over what each part holds, found once per channel split.
            if (level == InChannels)
                serialInsOfSplit = &serialSplitsFor((grains[InChannels] + s - 1) / s);
            else if (level == OutChannels)
                serialOutsOfSplit = &serialSplitsFor((grains[OutChannels] + s - 1) / s);
            split(level + 1, tilesUsed * s);
        }
        splitAt(splits, level) = 1;
    }
};

} // namespace

std::vector<ConvSearchSpace> convSearchSpaces(const ConvProblem& problem, const Target& target)
{
    // The expandDims candidates [R, poplibs ConvPlan.cpp getExpandDimsCandidates]: every subset of
    // the dimensions that may be expanded, the empty one first.
    struct Transformed {
        std::uint8_t dims = 0;
        bool swapped = false;
        std::shared_ptr<const ConvProblem> problem;
    };
    std::vector<Transformed> transforms;
    // A matmul in both operand orders, swapped first as PopLibs tries them (a tie goes to the swap).
    if (problem.matmul)
        transforms.push_back({0, true, std::make_shared<const ConvProblem>(swappedMatmul(problem))});
    for (std::uint8_t dims = 0; dims <= (kExpandHeight | kExpandWidth); ++dims)
        if ((!(dims & kExpandHeight) || canExpandDim(problem, 0)) && (!(dims & kExpandWidth) || canExpandDim(problem, 1)))
            transforms.push_back({dims, false, std::make_shared<const ConvProblem>(expandedProblem(problem, dims))});
    const auto contextFor = [&](const Transformed& t, ConvVertex vertex, bool narrow) {
        return makeConvCostContext(*t.problem, target, vertex, t.dims, narrow, t.swapped);
    };
    // The AMP vertex's parts first (wave 0), then the MAC vertices' (wave 1): the AMP is the fastest
    // vertex wherever it can run, and its plans, found first, turn most MAC plans away uncosted.
    std::vector<ConvSearchSpace> spaces;
    for (const Transformed& transformed : transforms) {
        // The narrow AMP vertex and the full-width one with channels padded: neither needs less of
        // both memory and cycles under every split (the narrow one pads kernel rows on each tile,
        // the full one copies the padded operands), so both are searched.
        for (const bool narrow : {true, false}) {
            ConvCostContext context = contextFor(transformed, ConvVertex::Amp, narrow);
            if (context.traits.usable)
                spaces.push_back(ConvSearchSpace{transformed.problem, context, 0});
        }
    }
    for (const ConvVertex vertex : {ConvVertex::HorizontalMac, ConvVertex::VerticalMac})
        for (const Transformed& transformed : transforms) {
            ConvCostContext context = contextFor(transformed, vertex, false);
            if (context.traits.usable)
                spaces.push_back(ConvSearchSpace{transformed.problem, context, 1});
        }
    return spaces;
}

void forEachConvPlanIn(const ConvSearchSpace& space, std::uint32_t tiles,
                       const std::function<void(const ConvPlan&)>& visit, const ConvPlanFilter& worthTiming,
                       const ConvSerialFilter& worthSearching)
{
    const ConvCostContext& context = space.context;
    SplitSearch search{context, tiles, visit, worthTiming, worthSearching};
    search.grains = {context.grains.convGroups, context.grains.inChannels, context.grains.outChannels,
                     space.problem->kernel[0], space.problem->batch, context.outField[0], context.outField[1]};
    search.split(Groups, 1);
}

void forEachConvPlan(const ConvProblem& problem, const Target& target, std::uint32_t tiles,
                     const std::function<void(const ConvPlan&)>& visit, const ConvPlanFilter& worthTiming)
{
    for (const ConvSearchSpace& space : convSearchSpaces(problem, target))
        forEachConvPlanIn(space, tiles, visit, worthTiming);
}

} // namespace tilescope
