#include "compiler/ConvSplitEnumeration.h"

#include "compiler/ConvCostModel.h"

#include <algorithm>
#include <array>
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
    std::array<std::uint64_t, kLevels> grains{};
    ConvSplits splits{};
    ConvPlan plan{};
    ConvLeafCosts leaf{}; // of the parallel splits being visited
    // convSerialSplits of each grain count met, kept for the search: the serial loops run for every
    // parallel split, over the same few counts (the profile's largest cost after costing itself).
    // A search meets a few dozen counts at most, so a list searched from the most recent is enough.
    std::vector<std::pair<std::uint64_t, std::vector<std::uint32_t>>> serialSplitsOf{};

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

    void costAndVisit()
    {
        if (costConvPlan(context, leaf, splits, plan, worthTiming))
            visit(plan);
    }

    // Serial splits [R]: of input or of output channels, at most one > 1, over the grains each
    // parallel part still holds.
    void visitSerialSplits()
    {
        const auto ceilDiv = [](std::uint64_t a, std::uint64_t b) { return (a + b - 1) / b; };
        splits.serialInChannels = 1;
        for (const std::uint32_t so : serialSplitsFor(ceilDiv(grains[OutChannels], splits.outChannels))) {
            splits.serialOutChannels = so;
            costAndVisit();
        }
        splits.serialOutChannels = 1;
        for (const std::uint32_t si : serialSplitsFor(ceilDiv(grains[InChannels], splits.inChannels))) {
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
        for (const std::uint32_t s : parallelSplitsFor(grains[level], tiles / tilesUsed)) {
            splitAt(splits, level) = s;
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
                       const std::function<void(const ConvPlan&)>& visit, const ConvPlanFilter& worthTiming)
{
    const ConvCostContext& context = space.context;
    SplitSearch search{context, tiles, visit, worthTiming};
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
