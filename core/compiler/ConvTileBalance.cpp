#include "compiler/ConvTileBalance.h"

#include <algorithm>
#include <array>
#include <utility>

namespace tilescope {
namespace {

struct Part {
    std::uint64_t count = 0;
    std::uint64_t size = 0;
};

/// At most three kinds of part: full, remainder, empty. Kept on the stack: a long model plans
/// hundreds of thousands of convolutions, and each asked for eight small vectors and seven maps.
struct Parts {
    std::array<Part, 3> part{};
    std::size_t count = 0;
    void add(Part p) { part[count++] = p; }
    const Part* begin() const { return part.data(); }
    const Part* end() const { return part.data() + count; }
};

/// n elements in `split` parts: the full parts, a smaller remainder, and the empty ones.
Parts partsOf(std::uint64_t n, std::uint64_t split)
{
    split = std::max<std::uint64_t>(1, split);
    const auto per = (n + split - 1) / split;
    Parts parts;
    if (per == 0) {
        parts.add({split, 0});
        return parts;
    }
    const auto full = n / per;
    const auto remainder = n - full * per;
    parts.add({full, per});
    if (remainder > 0)
        parts.add({1, remainder});
    const auto used = full + (remainder > 0 ? 1 : 0);
    if (split > used)
        parts.add({split - used, 0});
    return parts;
}

/// Tiles by their work, ascending, each work once.
using TilesByWork = std::vector<std::pair<std::uint64_t, std::uint64_t>>;

/// Sorts `classes` by work and merges those of equal work, adding their tiles.
void mergeEqualWork(TilesByWork& classes)
{
    std::sort(classes.begin(), classes.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::size_t kept = 0;
    for (std::size_t i = 0; i < classes.size(); ++i) {
        if (kept > 0 && classes[kept - 1].first == classes[i].first)
            classes[kept - 1].second += classes[i].second;
        else
            classes[kept++] = classes[i];
    }
    classes.resize(kept);
}

} // namespace

std::vector<ConvWorkClass> convWorkClasses(const ConvProblem& problem, const ConvPlan& plan)
{
    const auto& s = plan.splits;
    const auto out = problem.outputField();
    // Per serial step, each tile's share of every dimension the plan splits over tiles.
    const auto inPerStep = (problem.inChannelsPerGroup + s.serialInChannels - 1) / std::max(1u, s.serialInChannels);
    const auto outPerStep = (problem.outChannelsPerGroup + s.serialOutChannels - 1) / std::max(1u, s.serialOutChannels);
    const std::array<Parts, 7> dims{
        partsOf(problem.batch, s.batch),         partsOf(out[0], s.field[0]), partsOf(out[1], s.field[1]),
        partsOf(problem.kernel[0], s.kernelY),  partsOf(problem.groups, s.groups),
        partsOf(inPerStep, s.inChannels),        partsOf(outPerStep, s.outChannels)};
    // Work per class is the product of the sizes; classes of equal work merge.
    TilesByWork tilesByWork{{1, 1}}; // start: one tile, unit work
    TilesByWork next;
    for (const auto& parts : dims) {
        next.clear();
        for (const auto& [work, tiles] : tilesByWork)
            for (const auto& part : parts)
                next.emplace_back(work * part.size, tiles * part.count);
        mergeEqualWork(next);
        std::swap(tilesByWork, next);
    }
    const auto busiest = tilesByWork.empty() ? 0 : tilesByWork.back().first;
    std::vector<ConvWorkClass> classes;
    for (auto it = tilesByWork.rbegin(); it != tilesByWork.rend(); ++it)
        if (it->first > 0 && busiest > 0)
            classes.push_back({it->second, double(it->first) / double(busiest)});
    return classes;
}

} // namespace tilescope
