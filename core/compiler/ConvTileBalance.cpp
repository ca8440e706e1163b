#include "compiler/ConvTileBalance.h"

#include <algorithm>
#include <map>

namespace tilescope {
namespace {

struct Part {
    std::uint64_t count = 0;
    std::uint64_t size = 0;
};

/// n elements in `split` parts: the full parts, a smaller remainder, and the empty ones.
std::vector<Part> partsOf(std::uint64_t n, std::uint64_t split)
{
    split = std::max<std::uint64_t>(1, split);
    const auto per = (n + split - 1) / split;
    if (per == 0)
        return {{split, 0}};
    const auto full = n / per;
    const auto remainder = n - full * per;
    std::vector<Part> parts{{full, per}};
    if (remainder > 0)
        parts.push_back({1, remainder});
    const auto used = full + (remainder > 0 ? 1 : 0);
    if (split > used)
        parts.push_back({split - used, 0});
    return parts;
}

} // namespace

std::vector<ConvWorkClass> convWorkClasses(const ConvProblem& problem, const ConvPlan& plan)
{
    const auto& s = plan.splits;
    const auto out = problem.outputField();
    // Per serial step, each tile's share of every dimension the plan splits over tiles.
    const auto inPerStep = (problem.inChannelsPerGroup + s.serialInChannels - 1) / std::max(1u, s.serialInChannels);
    const auto outPerStep = (problem.outChannelsPerGroup + s.serialOutChannels - 1) / std::max(1u, s.serialOutChannels);
    const std::vector<std::vector<Part>> dims{
        partsOf(problem.batch, s.batch),         partsOf(out[0], s.field[0]), partsOf(out[1], s.field[1]),
        partsOf(problem.kernel[0], s.kernelY),  partsOf(problem.groups, s.groups),
        partsOf(inPerStep, s.inChannels),        partsOf(outPerStep, s.outChannels)};
    // Work per class is the product of the sizes; classes of equal work merge.
    std::map<std::uint64_t, std::uint64_t> tilesByWork;
    tilesByWork[1] = 1; // start: one tile, unit work
    for (const auto& parts : dims) {
        std::map<std::uint64_t, std::uint64_t> next;
        for (const auto& [work, tiles] : tilesByWork)
            for (const auto& part : parts)
                next[work * part.size] += tiles * part.count;
        tilesByWork = std::move(next);
    }
    const auto busiest = tilesByWork.empty() ? 0 : tilesByWork.rbegin()->first;
    std::vector<ConvWorkClass> classes;
    for (auto it = tilesByWork.rbegin(); it != tilesByWork.rend(); ++it)
        if (it->first > 0 && busiest > 0)
            classes.push_back({it->second, double(it->first) / double(busiest)});
    return classes;
}

} // namespace tilescope
