#include "compiler/ConvSplitEnumeration.h"

#include "compiler/ConvCostModel.h"

#include <algorithm>

namespace tilescope {

std::vector<std::uint32_t> convSplitCandidates(std::uint64_t grains)
{
    // Each candidate is the smallest split that gives a tile a chosen number of grains: a larger
    // split with the same ceil(grains / split) per tile costs tiles and buys nothing. The chosen
    // per-tile counts are the powers of two and grains / 2^k (rounded up), so both power-of-two
    // splits and awkward sizes such as 56 = 7 x 8 are split evenly.
    std::vector<std::uint32_t> candidates;
    if (grains == 0 || grains > UINT32_MAX)
        return {1};
    const auto addSplitFor = [&](std::uint64_t perTile) {
        candidates.push_back(std::uint32_t((grains + perTile - 1) / perTile));
    };
    for (std::uint64_t perTile = 1; perTile < grains; perTile *= 2) {
        addSplitFor(perTile);
        addSplitFor((grains + perTile - 1) / perTile);
    }
    addSplitFor(grains);
    std::sort(candidates.begin(), candidates.end());
    candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
    return candidates;
}

namespace {

std::uint64_t ceilDiv(std::uint64_t a, std::uint64_t b) { return (a + b - 1) / b; }

// The split of `size` that fills the `freeTiles` the other dimensions leave free, or 1 when there
// is none to fill. PopLibs' solver tries every split, not only the candidates' sizes; with the
// candidates alone, plans on power-of-two tile counts (1024 of 1472) left a third of the IPU
// nearly empty.
std::uint32_t fillingSplit(std::uint64_t size, std::uint64_t freeTiles)
{
    const std::uint64_t fill = std::min(freeTiles, size);
    // The smallest split that gives each tile as little as `fill` does.
    return fill > 1 ? std::uint32_t(ceilDiv(size, ceilDiv(size, fill))) : 1;
}

// Enumerates the splits of one vertex. Loops go from the dimensions that divide the most work
// without duplicating operands (groups, channels) to those that duplicate weights (batch, field);
// each breaks as soon as the tiles run out, since candidates ascend.
void forEachSplit(const ConvCostContext& context, std::uint32_t tiles,
                  const std::function<void(const ConvPlan&)>& visit)
{
    const ConvProblem& problem = *context.problem;
    const ConvGrains& grains = context.grains;
    const auto& outField = context.outField;
    const auto groupSplits = convSplitCandidates(grains.convGroups);
    const auto inSplits = convSplitCandidates(grains.inChannels);
    const auto outSplits = convSplitCandidates(grains.outChannels);
    const auto kernelSplits = convSplitCandidates(problem.kernel[0]);
    const auto batchSplits = convSplitCandidates(problem.batch);
    const auto fieldYSplits = convSplitCandidates(outField[0]);
    const auto fieldXSplits = convSplitCandidates(outField[1]);

    ConvPlan plan;
    ConvSplits splits;
    const auto costAndVisit = [&] {
        if (costConvPlan(context, splits, plan))
            visit(plan);
    };
    for (const std::uint32_t g : groupSplits) {
        const std::uint64_t afterGroups = g;
        if (afterGroups > tiles)
            break;
        splits.groups = g;
        for (const std::uint32_t ci : inSplits) {
            const std::uint64_t afterIn = afterGroups * ci;
            if (afterIn > tiles)
                break;
            splits.inChannels = ci;
            const auto serialInSplits = convSplitCandidates(ceilDiv(grains.inChannels, ci));
            for (const std::uint32_t co : outSplits) {
                const std::uint64_t afterOut = afterIn * co;
                if (afterOut > tiles)
                    break;
                splits.outChannels = co;
                const auto serialOutSplits = convSplitCandidates(ceilDiv(grains.outChannels, co));
                for (const std::uint32_t k : kernelSplits) {
                    const std::uint64_t afterKernel = afterOut * k;
                    if (afterKernel > tiles)
                        break;
                    splits.kernelY = k;
                    for (const std::uint32_t b : batchSplits) {
                        const std::uint64_t afterBatch = afterKernel * b;
                        if (afterBatch > tiles)
                            break;
                        splits.batch = b;
                        for (const std::uint32_t fy : fieldYSplits) {
                            const std::uint64_t afterFieldY = afterBatch * fy;
                            if (afterFieldY > tiles)
                                break;
                            splits.field[0] = fy;
                            const auto visitFieldX = [&](std::uint32_t fx) {
                                splits.field[1] = fx;
                                // Serial splits [R]: of input or of output channels, at most one > 1,
                                // over the grains each parallel part still holds.
                                splits.serialInChannels = 1;
                                for (const std::uint32_t so : serialOutSplits) {
                                    splits.serialOutChannels = so;
                                    costAndVisit();
                                }
                                splits.serialOutChannels = 1;
                                for (const std::uint32_t si : serialInSplits) {
                                    if (si == 1)
                                        continue; // already visited above
                                    splits.serialInChannels = si;
                                    costAndVisit();
                                }
                                splits.serialInChannels = 1;
                            };
                            // The candidates in ascending order, with the filling split in its place.
                            const std::uint64_t freeTiles = tiles / afterFieldY;
                            std::uint32_t filling = fillingSplit(outField[1], freeTiles);
                            for (const std::uint32_t fx : fieldXSplits) {
                                if (fx > freeTiles)
                                    break;
                                if (filling > 1 && filling < fx)
                                    visitFieldX(filling);
                                if (filling <= fx)
                                    filling = 1; // visited, or the candidate itself
                                visitFieldX(fx);
                            }
                            if (filling > 1)
                                visitFieldX(filling);
                        }
                    }
                }
            }
        }
    }
}

} // namespace

void forEachConvPlan(const ConvProblem& problem, const Target& target, std::uint32_t tiles,
                     const std::function<void(const ConvPlan&)>& visit)
{
    for (const ConvVertex vertex : {ConvVertex::Amp, ConvVertex::HorizontalMac, ConvVertex::VerticalMac}) {
        const ConvCostContext context = makeConvCostContext(problem, target, vertex);
        if (context.traits.usable)
            forEachSplit(context, tiles, visit);
    }
}

} // namespace tilescope
