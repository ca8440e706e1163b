#include "compiler/ConvPlanner.h"

#include "common/Error.h"
#include "compiler/ConvSplitEnumeration.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <iterator>
#include <mutex>
#include <thread>
#include <tuple>
#include <utility>

namespace tilescope {
namespace {

std::uint64_t dilatedKernel(const ConvProblem& p, std::size_t dim)
{
    return (p.kernel[dim] - 1) * p.dilation[dim] + 1;
}

void requirePositive(std::uint64_t value, const char* what)
{
    if (value == 0)
        throw Error(ErrorCode::InvalidModel, std::string("convolution ") + what + " must be at least 1, not 0");
}

void validateProblem(const ConvProblem& p)
{
    requirePositive(p.batch, "batch size");
    requirePositive(p.groups, "group count");
    requirePositive(p.inChannelsPerGroup, "input channels per group");
    requirePositive(p.outChannelsPerGroup, "output channels per group");
    for (std::size_t dim = 0; dim < 2; ++dim) {
        const char* axis = dim == 0 ? " (height)" : " (width)";
        requirePositive(p.inputField[dim], (std::string("input field") + axis).c_str());
        requirePositive(p.kernel[dim], (std::string("kernel") + axis).c_str());
        requirePositive(p.stride[dim], (std::string("stride") + axis).c_str());
        requirePositive(p.dilation[dim], (std::string("dilation") + axis).c_str());
        requirePositive(p.inputDilation[dim], (std::string("input dilation") + axis).c_str());
        const std::uint64_t padded = p.dilatedInputField()[dim] + 2 * p.padding[dim];
        if (dilatedKernel(p, dim) > padded)
            throw Error(ErrorCode::InvalidModel,
                        "convolution kernel" + std::string(axis) + " spans " + std::to_string(dilatedKernel(p, dim)) +
                            " elements but the padded input has only " + std::to_string(padded));
    }
}

void validateOptions(double availableMemoryProportion, std::uint32_t tiles)
{
    // Written so that NaN fails too.
    if (!(availableMemoryProportion > 0.0 && availableMemoryProportion <= 1.0))
        throw Error(ErrorCode::InvalidOption, "availableMemoryProportion must be in (0, 1], not " +
                                                  std::to_string(availableMemoryProportion));
    if (tiles == 0)
        throw Error(ErrorCode::InvalidOption, "a convolution needs at least one tile, not 0");
}

// Phase 1 [R, poplibs PlanningObjective::MINIMIZE_CYCLES]: (cycles, temporary bytes).
bool fasterPlan(const ConvPlan& a, const ConvPlan& b)
{
    return std::tie(a.cycles, a.tempBytesPerTile, a.tilesUsed) < std::tie(b.cycles, b.tempBytesPerTile, b.tilesUsed);
}

// Whether `a` needs more memory than `b` for phase 2, whatever their cycles: plans that fit in a
// tile first, then by totalTempBytes and tempBytesPerTile (by tempBytesPerTile alone among plans
// that do not fit).
bool memoryWorse(const ConvPlan& a, const ConvPlan& b, std::uint64_t bytesPerTile)
{
    const bool aFits = a.tempBytesPerTile <= bytesPerTile;
    const bool bFits = b.tempBytesPerTile <= bytesPerTile;
    if (aFits != bFits)
        return bFits;
    if (!aFits)
        return a.tempBytesPerTile > b.tempBytesPerTile;
    return std::tie(a.totalTempBytes, a.tempBytesPerTile) > std::tie(b.totalTempBytes, b.tempBytesPerTile);
}

// Phase 2. [R] poplibs' memory-optimised pass (PlanningObjective::MINIMIZE_TILE_TEMP_MEMORY)
// compares (Cost::totalTempBytes, totalCycles), where Cost::totalTempBytes is the temporary memory
// of the worst tile summed over the levels of the tile hierarchy: the same quantity the per-tile
// bound availableMemoryProportion x bytesPerTile is checked against (createPlan compares them).
// [I] Tilescope's ConvPlan::totalTempBytes is over ALL tiles instead, and phase 2 minimises it:
// our per-tile cost model lacks fixed per-tile costs of poplibs' (exchange buffers, per-step
// code and descriptors) that make spreading a tiny serial step over many tiles pointless, so a
// per-tile objective here would always spread over every tile. Summing over tiles charges each operand
// duplicated across tiles (weights copied to every field/batch part, inputs to every output part)
// as often as it is copied, and so finds the very serial plans on few tiles that the tech note
// describes (seed §1.2). Plans whose worst tile's temporary memory cannot fit in a tile at all are
// not minimum-memory plans of any use and are only taken when nothing else exists. Among plans
// of the same memory, the fewer cycles.
bool lessMemoryPlan(const ConvPlan& a, const ConvPlan& b, std::uint64_t bytesPerTile)
{
    return memoryWorse(b, a, bytesPerTile) || (!memoryWorse(a, b, bytesPerTile) && a.cycles < b.cycles);
}

} // namespace

std::array<std::uint64_t, 2> ConvProblem::outputField() const
{
    std::array<std::uint64_t, 2> out{};
    const auto dilated = dilatedInputField();
    for (std::size_t dim = 0; dim < 2; ++dim) {
        const std::uint64_t padded = dilated[dim] + 2 * padding[dim];
        const std::uint64_t kernelSpan = (kernel[dim] - 1) * dilation[dim] + 1;
        out[dim] = padded < kernelSpan || stride[dim] == 0 ? 0 : (padded - kernelSpan) / stride[dim] + 1;
    }
    return out;
}

std::uint64_t ConvProblem::macs() const
{
    // Only the taps that meet a real input element: 1 in inputDilation of the kernel's rows and columns.
    const auto out = outputField();
    return batch * groups * inChannelsPerGroup * outChannelsPerGroup * out[0] * out[1] * kernel[0] * kernel[1] /
           (inputDilation[0] * inputDilation[1]);
}

std::uint64_t ConvProblem::inputElements() const
{
    return batch * groups * inChannelsPerGroup * inputField[0] * inputField[1];
}

std::uint64_t ConvProblem::weightElements() const
{
    return groups * inChannelsPerGroup * outChannelsPerGroup * kernel[0] * kernel[1];
}

std::uint64_t ConvProblem::outputElements() const
{
    const auto out = outputField();
    return batch * groups * outChannelsPerGroup * out[0] * out[1];
}

ConvProblem dataGradientProblem(const ConvProblem& forward)
{
    ConvProblem gradient = forward;
    std::swap(gradient.inChannelsPerGroup, gradient.outChannelsPerGroup);
    gradient.inputField = forward.outputField();
    gradient.inputDilation = forward.stride;
    gradient.stride = {1, 1};
    const auto dilated = gradient.dilatedInputField();
    for (std::size_t dim = 0; dim < 2; ++dim) {
        // output = dilated + 2 x padding - kernelSpan + 1 >= the forward input field.
        const std::uint64_t kernelSpan = dilatedKernel(forward, dim);
        const std::uint64_t needed = forward.inputField[dim] + kernelSpan - 1;
        gradient.padding[dim] = needed > dilated[dim] ? (needed - dilated[dim] + 1) / 2 : 0;
    }
    return gradient;
}

bool canExpandDim(const ConvProblem& problem, std::size_t dim)
{
    return problem.kernel[dim] > 1 && problem.inputDilation[dim] == 1 && problem.inputField[dim] >= problem.kernel[dim];
}

ConvProblem expandedProblem(const ConvProblem& problem, std::uint8_t dims)
{
    ConvProblem expanded = problem;
    const auto out = problem.outputField();
    for (std::size_t dim = 0; dim < 2; ++dim) {
        if ((dims & (1u << dim)) == 0)
            continue;
        expanded.inChannelsPerGroup *= problem.kernel[dim];
        expanded.inputField[dim] = out[dim];
        expanded.kernel[dim] = 1;
        expanded.stride[dim] = 1;
        expanded.padding[dim] = 0;
        expanded.dilation[dim] = 1;
    }
    return expanded;
}

ConvProblem swappedMatmul(const ConvProblem& matmul)
{
    ConvProblem swapped = matmul;
    std::swap(swapped.batch, swapped.outChannelsPerGroup);
    swapped.weightsCreatedForPlan = false;
    return swapped;
}

ConvProblem plannedProblem(const ConvProblem& problem, const ConvPlan& plan)
{
    return expandedProblem(plan.swappedOperands ? swappedMatmul(problem) : problem, plan.expandedDims);
}

ConvProblem matmulAsConvolution(std::uint64_t groups, std::uint64_t m, std::uint64_t k, std::uint64_t n,
                                bool halfInputs, bool halfPartials)
{
    ConvProblem problem;
    problem.batch = m;
    problem.groups = groups;
    problem.inChannelsPerGroup = k;
    problem.outChannelsPerGroup = n;
    problem.halfInputs = halfInputs;
    problem.halfPartials = halfPartials;
    problem.matmul = true;
    return problem;
}

std::uint64_t ConvSplits::parallelTiles() const
{
    return std::uint64_t(batch) * field[0] * field[1] * kernelY * groups * inChannels * outChannels;
}

ConvTempTerms ConvPlan::tempTerms() const
{
    ConvTempTerms terms;
    terms.inputs = inputBytesPerTile;
    terms.weights = weightBytesPerTile;
    terms.partials = partialBytesPerTile;
    terms.reduction = reduceBufferBytesPerTile;
    terms.tileTransform = tileTransformBytesPerTile;
    // [R, ConvModel.cpp constructModel, transformTempBytesEstimate]: the transforms run one after
    // another and each needs its input and its output live, so the largest copy counts twice.
    terms.transforms =
        2 * std::max({transformInputBytesPerTile, transformWeightBytesPerTile, transformOutputBytesPerTile});
    // Tilescope's rearrangement before a serial loop copies the sliced operands (inputs and weights
    // for input-channel steps, weights for output-channel steps) and holds them for the loop: the
    // place of PopLibs' (e), which re-lays only a fully connected pass's weights.
    terms.rearrangeBeforeSlice = rearrangeBytesPerTile;
    // [R, ConvModel.cpp addInPlaceEstimate] serial input-channel steps do not split the output: each
    // step's partials are added in place to the whole output's, which lives beside them.
    terms.inPlace = splits.serialInChannels > 1 ? partialBytesPerTile : 0;
    return terms;
}

std::string ConvPlan::describe() const
{
    // Appended rather than streamed: every convolution of a long model describes its plan, and a
    // string stream cost more than the rest of recording the plan (issue 28). Integers only, so the
    // text is the stream's.
    using std::to_string;
    std::string text = "batch " + to_string(splits.batch) + " x field " + to_string(splits.field[0]) + 'x' +
                       to_string(splits.field[1]) + " x kernel " + to_string(splits.kernelY) + " x groups " +
                       to_string(splits.groups) + " x in " + to_string(splits.inChannels) + " x out " +
                       to_string(splits.outChannels);
    if (splits.serialInChannels > 1)
        text += ", serial in " + to_string(splits.serialInChannels);
    if (splits.serialOutChannels > 1)
        text += ", serial out " + to_string(splits.serialOutChannels);
    if (swappedOperands)
        text += ", operands swapped";
    if (expandedDims != 0)
        text += std::string(", expand ") +
                (expandedDims == (kExpandHeight | kExpandWidth) ? "HxW" : expandedDims == kExpandHeight ? "H" : "W");
    switch (vertex) {
    case ConvVertex::Amp:
        text += ", AMP";
        if (narrowAmp)
            text += " of " + to_string(inChannelGrain) + " input channels";
        break;
    case ConvVertex::HorizontalMac: text += ", HMAC"; break;
    case ConvVertex::VerticalMac: text += ", VMAC"; break;
    }
    text += ", " + to_string(tilesUsed) + (tilesUsed == 1 ? " tile" : " tiles") + ", " + to_string(cycles) +
            " cycles, " + to_string(tempBytesPerTile) + " temporary bytes per tile";
    if (phase == PlannerPhase::Phase2)
        text += " (minimum-memory plan)";
    return text;
}

std::vector<ConvPlan> enumerateConvPlans(const ConvProblem& problem, const Target& target, std::uint32_t tiles)
{
    validateProblem(problem);
    if (tiles == 0)
        throw Error(ErrorCode::InvalidOption, "a convolution needs at least one tile, not 0");
    std::vector<ConvPlan> plans;
    forEachConvPlan(problem, target, tiles, [&](const ConvPlan& plan) { plans.push_back(plan); });
    return plans;
}

namespace {

// What a search gathers: phase 1's frontier, or phase 2's plan. The frontier holds, by ascending
// temporary bytes per tile, each plan faster than every plan that needs no more memory: under any
// budget, phase 1's choice (the fastest plan within it, the first enumerated among equals) is the
// frontier's last plan within the budget. Phase 2's plan is searched for apart, and only when a
// budget below the frontier's least memory asks for it, as PopLibs plans for memory only when its
// plan for speed finds nothing within the budget [R, ConvPlan.cpp createPlan, minimizeCycles then
// minimizeMemory]: each search then turns away what only the other could use.
enum class Gathered { Frontier, LeastMemory };

struct ChoicesBuilder {
    Gathered gathered = Gathered::Frontier;
    std::uint64_t bytesPerTile = 0;
    std::vector<ConvPlan> frontier;
    ConvPlan leastMemory;
    bool haveLeast = false;

    // The first frontier plan that needs more memory than `bytes`.
    std::vector<ConvPlan>::iterator firstNeedingMore(std::uint64_t bytes)
    {
        return std::upper_bound(frontier.begin(), frontier.end(), bytes,
                                [](std::uint64_t b, const ConvPlan& f) { return b < f.tempBytesPerTile; });
    }

    // Whether a plan needing `bytes` per tile and at least `cyclesAtLeast` cycles could join the
    // frontier: be faster than the frontier's fastest plan needing no more memory.
    bool couldJoinFrontier(std::uint64_t bytes, std::uint64_t cyclesAtLeast)
    {
        const auto after = firstNeedingMore(bytes);
        return after == frontier.begin() || cyclesAtLeast <= std::prev(after)->cycles;
    }

    // A plan is costed in full only if it could change what is gathered: join the frontier, which a
    // plan whose multiply-accumulates alone take longer than the frontier's plan at its memory
    // cannot, or be phase 2's plan (its memory no worse than the plan kept). What is gathered is
    // what costing every plan gathers (ConvPlanChoices.ChooseAsASearchOverEveryCandidateWould).
    bool worthTiming(const ConvPlan& plan, std::uint64_t cyclesAtLeast)
    {
        if (gathered == Gathered::Frontier)
            return couldJoinFrontier(plan.tempBytesPerTile, cyclesAtLeast);
        return !haveLeast || !memoryWorse(plan, leastMemory, bytesPerTile);
    }

    // worthTiming for every plan within `bounds` at once: false only when each would be turned
    // away. For the frontier: the frontier's plan at the least memory they may need is already
    // faster than any of them can be (further along, with more memory, the frontier is faster
    // still). For phase 2: every one that fits needs more memory than the plan kept.
    bool worthSearching(const ConvSerialBounds& bounds)
    {
        if (gathered == Gathered::Frontier)
            return couldJoinFrontier(bounds.tempBytesPerTile, bounds.cycles);
        if (!haveLeast || leastMemory.tempBytesPerTile > bytesPerTile)
            return true; // any plan that fits would be phase 2's
        const bool allMemoryWorse = bounds.totalTempBytes > leastMemory.totalTempBytes ||
                                    (bounds.totalTempBytes == leastMemory.totalTempBytes &&
                                     bounds.tempBytesPerTile > leastMemory.tempBytesPerTile);
        return !allMemoryWorse;
    }

    void add(const ConvPlan& plan)
    {
        if (gathered == Gathered::LeastMemory) {
            if (!haveLeast || lessMemoryPlan(plan, leastMemory, bytesPerTile)) {
                leastMemory = plan;
                haveLeast = true;
            }
            return;
        }
        const auto after = firstNeedingMore(plan.tempBytesPerTile);
        if (after != frontier.begin() && !fasterPlan(plan, *std::prev(after)))
            return; // a plan needing no more memory is as fast: it was enumerated first, it wins
        // Plans needing no less memory and no faster are never chosen any more.
        auto first = after;
        while (first != frontier.begin() && std::prev(first)->tempBytesPerTile == plan.tempBytesPerTile)
            --first;
        auto last = first;
        while (last != frontier.end() && !fasterPlan(*last, plan))
            ++last;
        frontier.insert(frontier.erase(first, last), plan);
    }

    // What this search gathered followed by `later`'s, as one search over both would gather it: a
    // plan on the frontier of both is on the frontier of each, and among equal plans (and equal
    // phase 2 plans) the one found first, this search's, stays. `later` may have started from a
    // copy of what this one held then: those plans are already here and change nothing.
    void merge(const ChoicesBuilder& later)
    {
        if (later.haveLeast && (!haveLeast || lessMemoryPlan(later.leastMemory, leastMemory, bytesPerTile))) {
            leastMemory = later.leastMemory;
            haveLeast = true;
        }
        for (const ConvPlan& plan : later.frontier)
            add(plan);
    }
};

// The most threads a search on this thread may use (ConvSearchThreadsScope).
thread_local unsigned searchThreadLimit = 2;

// Searches the parts of one wave on up to two threads (a part is milliseconds; the machine Tilescope
// is sized for has two cores), each into a builder of its own that starts from `before`, the choices
// of the waves before; the choices do not depend on which thread searched what.
std::vector<ChoicesBuilder> searchWave(const std::vector<const ConvSearchSpace*>& spaces, std::uint32_t tiles,
                                       const ChoicesBuilder& before)
{
    std::vector<ChoicesBuilder> built(spaces.size(), before);
    std::atomic<std::size_t> next{0};
    std::exception_ptr failure;
    std::mutex failureMutex;
    const auto work = [&] {
        try {
            for (std::size_t i = next++; i < spaces.size(); i = next++) {
                ChoicesBuilder& builder = built[i];
                forEachConvPlanIn(
                    *spaces[i], tiles, [&](const ConvPlan& plan) { builder.add(plan); },
                    [&](const ConvPlan& plan, std::uint64_t atLeast) { return builder.worthTiming(plan, atLeast); },
                    [&](const ConvSerialBounds& bounds) { return builder.worthSearching(bounds); });
            }
        } catch (...) {
            const std::lock_guard lock(failureMutex);
            failure = std::current_exception();
        }
    };
    const auto threads = std::min<std::size_t>(
        {spaces.size(), std::max(1u, std::thread::hardware_concurrency()), std::size_t(searchThreadLimit)});
    std::vector<std::thread> helpers;
    for (std::size_t t = 1; t < threads; ++t)
        helpers.emplace_back(work);
    work();
    for (std::thread& helper : helpers)
        helper.join();
    if (failure)
        std::rethrow_exception(failure);
    return built;
}

// Searches the whole of `problem`'s candidates for what `gathered` names: on one thread, part after
// part into one builder; else wave after wave, the parts of a wave side by side.
ChoicesBuilder search(const ConvProblem& problem, const Target& target, std::uint32_t tiles, Gathered gathered)
{
    const std::vector<ConvSearchSpace> spaces = convSearchSpaces(problem, target);
    ChoicesBuilder all;
    all.gathered = gathered;
    all.bytesPerTile = target.bytesPerTile;
    if (searchThreadLimit <= 1) {
        for (const ConvSearchSpace& space : spaces)
            forEachConvPlanIn(
                space, tiles, [&](const ConvPlan& plan) { all.add(plan); },
                [&](const ConvPlan& plan, std::uint64_t atLeast) { return all.worthTiming(plan, atLeast); },
                [&](const ConvSerialBounds& bounds) { return all.worthSearching(bounds); });
        return all;
    }
    for (std::size_t first = 0; first < spaces.size();) {
        std::vector<const ConvSearchSpace*> wave;
        for (std::size_t i = first; i < spaces.size() && spaces[i].wave == spaces[first].wave; ++i)
            wave.push_back(&spaces[i]);
        first += wave.size();
        const ChoicesBuilder before = all;
        for (const ChoicesBuilder& part : searchWave(wave, tiles, before))
            all.merge(part);
    }
    return all;
}

} // namespace

ConvSearchThreadsScope::ConvSearchThreadsScope(unsigned threads) : previous_(searchThreadLimit)
{
    searchThreadLimit = std::max(1u, threads);
}

ConvSearchThreadsScope::~ConvSearchThreadsScope()
{
    searchThreadLimit = previous_;
}

// Phase 2's search, made once and only when asked for (the choices may be shared by threads).
struct ConvLeastMemorySearch {
    ConvProblem problem;
    Target target;
    std::uint32_t tiles = 0;
    std::once_flag searched;
    ConvPlan plan;
};

ConvPlanChoices planChoices(const ConvProblem& problem, const Target& target, std::uint32_t tiles)
{
    validateProblem(problem);
    if (tiles == 0)
        throw Error(ErrorCode::InvalidOption, "a convolution needs at least one tile, not 0");
    ChoicesBuilder fastest = search(problem, target, tiles, Gathered::Frontier);
    if (fastest.frontier.empty()) // cannot happen: the unsplit plan always respects the mapping minimums
        throw Error(ErrorCode::Internal, "the convolution planner found no plan at all");
    ConvPlanChoices choices;
    choices.fastestWithin = std::move(fastest.frontier);
    for (auto& plan : choices.fastestWithin)
        plan.phase = PlannerPhase::Phase1;
    choices.phase2 = std::make_shared<ConvLeastMemorySearch>();
    choices.phase2->problem = problem;
    choices.phase2->target = target;
    choices.phase2->tiles = tiles;
    return choices;
}

const ConvPlan& ConvPlanChoices::leastMemory() const
{
    if (!phase2)
        throw Error(ErrorCode::Internal, "convolution plan choices that planChoices did not make");
    ConvLeastMemorySearch& least = *phase2;
    std::call_once(least.searched, [&least] {
        ChoicesBuilder found = search(least.problem, least.target, least.tiles, Gathered::LeastMemory);
        if (!found.haveLeast) // cannot happen: as above
            throw Error(ErrorCode::Internal, "the convolution planner found no plan at all");
        least.plan = std::move(found.leastMemory);
        least.plan.phase = PlannerPhase::Phase2;
    });
    return least.plan;
}

ConvPlan ConvPlanChoices::choose(double availableMemoryProportion, std::uint64_t bytesPerTile) const
{
    const double budget = availableMemoryProportion * double(bytesPerTile);
    const auto within = std::partition_point(fastestWithin.begin(), fastestWithin.end(),
                                             [budget](const ConvPlan& plan) { return double(plan.tempBytesPerTile) <= budget; });
    if (within == fastestWithin.begin())
        return leastMemory(); // budgetBytes stays 0: a minimum-memory plan meets no budget
    ConvPlan plan = *std::prev(within);
    plan.budgetBytes = std::uint64_t(budget);
    return plan;
}

ConvPlan planConvolution(const ConvProblem& problem, const Target& target, double availableMemoryProportion,
                         std::uint32_t tiles)
{
    validateOptions(availableMemoryProportion, tiles);
    return planChoices(problem, target, tiles).choose(availableMemoryProportion, target.bytesPerTile);
}

std::string convVertexName(ConvVertex vertex, bool halfInputs, bool halfPartials)
{
    const std::string types = std::string(halfInputs ? "half" : "float") + ',' +
                              (halfInputs && halfPartials ? "half" : "float") + ",true>";
    switch (vertex) {
    case ConvVertex::Amp: return "poplin::ConvPartial1x1Out<" + types;
    case ConvVertex::HorizontalMac: return "poplin::ConvPartialHorizontalMac<" + types;
    case ConvVertex::VerticalMac: return "poplin::ConvPartialVerticalMac<" + types;
    }
    return "poplin::ConvPartial1x1Out<" + types;
}

} // namespace tilescope
