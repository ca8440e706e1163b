#include "simulation/Advisor.h"

#include "common/Error.h"
#include "compiler/ConvPlanCache.h"
#include "compiler/StagePlacement.h"
#include "memory/TileLayoutCache.h"
#include "onnx/OnnxImport.h"
#include "options/CompileCommand.h"
#include "options/WeightUpdateTensors.h"
#include "simulation/PipelineMoves.h"
#include "target/Target.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <set>
#include <tuple>

namespace tilescope {
namespace {

std::uint64_t globalBatchOf(const SimulationInput& input)
{
    const auto& o = input.options;
    return std::uint64_t(o.batchSize) * o.replicas * (o.training ? o.gradientAccumulation : 1);
}

using Change = AdvisorMove;

// Rounds of refining the pipelines that do not fit yet (stage 3 of advise()).
constexpr int kRefinementRounds = 8;

// One change of the base at a time: the single moves a user tries first.
std::vector<Change> singleChanges(const SimulationInput& base)
{
    std::vector<Change> changes;
    const auto& o = base.options;
    const auto add = [&](std::string words, auto edit) {
        SimulationInput input = base;
        edit(input);
        addUnlessRefused(changes, std::move(words), std::move(input));
    };
    for (double amp = 0.05; amp < 1.0 + 1e-9; amp += 0.05) {
        const double rounded = std::round(amp * 100) / 100;
        if (std::abs(rounded - o.availableMemoryProportion) > 1e-9)
            add("--amp " + realText(o.availableMemoryProportion) + " -> " + realText(rounded),
                [rounded](SimulationInput& in) { in.options.availableMemoryProportion = rounded; });
    }
    // The tied decoder and word-embedding lookup in serial slices, as optimum serialises them
    // (a factor must divide the vocabulary: the options refuse the others, and models without them).
    if (base.builtin.embeddingSerializationFactor == 1)
        for (const std::int64_t factor : {2, 3})
            add("--embedding-serialization-factor " + std::to_string(factor), [factor](SimulationInput& in) {
                in.builtin.embeddingSerializationFactor = factor;
            });
    for (const std::uint32_t factor : {2u, 4u, 8u}) {
        if (o.batchSize % factor != 0)
            continue;
        if (o.training)
            add("--batch-size " + std::to_string(o.batchSize) + " -> " + std::to_string(o.batchSize / factor) +
                    " with --gradient-accumulation " + std::to_string(o.gradientAccumulation) + " -> " +
                    std::to_string(o.gradientAccumulation * factor) + " (the same global batch)",
                [factor](SimulationInput& in) {
                    in.options.batchSize /= factor;
                    in.options.gradientAccumulation *= factor;
                });
        else
            add("--batch-size " + std::to_string(o.batchSize) + " -> " + std::to_string(o.batchSize / factor) +
                    " (a smaller batch)",
                [factor](SimulationInput& in) { in.options.batchSize /= factor; });
    }
    if (o.precision.name() != "16.16")
        add("--precision " + o.precision.name() + " -> 16.16", [](SimulationInput& in) {
            in.options.precision = Precision::parse("16.16");
        });
    if (!o.halfPartials && o.precision.halfActivations)
        add("--partials-type float -> half", [](SimulationInput& in) { in.options.halfPartials = true; });
    if (o.precision.name() != "16.16" && !o.halfPartials)
        add("--precision " + o.precision.name() + " -> 16.16 with --partials-type half", [](SimulationInput& in) {
            in.options.precision = Precision::parse("16.16");
            in.options.halfPartials = true;
        });
    if (o.training) {
        for (const Recompute recompute : {Recompute::Standard, Recompute::All})
            if (o.recompute != recompute)
                add("--recompute " + recomputeName(o.recompute) + " -> " + recomputeName(recompute),
                    [recompute](SimulationInput& in) { in.options.recompute = recompute; });
        if (!o.recomputeCheckpointEveryLayer && o.recompute != Recompute::None)
            add("--recompute-checkpoint-every-layer",
                [](SimulationInput& in) { in.options.recomputeCheckpointEveryLayer = true; });
        // The forms of the optimisers Graphcore's own configurations use to save memory: SGD's
        // combined accumulator and velocity (ResNet-50), Adam's fp16 first moment (BERT SQuAD).
        if (o.optimiser == Optimiser::SgdMomentum)
            add("--optimiser sgd-momentum -> sgd-combined (one buffer per weight, in the gradient's type)",
                [](SimulationInput& in) {
                    in.options.optimiser = Optimiser::SgdCombined;
                    in.options.accumulatorType = AccumulatorType::Auto; // the combined buffer has no other type
                });
        if (hasFirstMoment(o.optimiser) && !o.halfFirstOrderMomentum)
            add("--half-first-order-momentum", [](SimulationInput& in) { in.options.halfFirstOrderMomentum = true; });
        const bool hasState = optimiserStateTensors(o) > 0;
        if (!o.offloadOptimiserState && hasState)
            add("--offload-optimiser-state", [](SimulationInput& in) { in.options.offloadOptimiserState = true; });
        for (const std::uint32_t replicas : {2u, 4u})
            if (o.replicas < replicas && hasState)
                add("--replicas " + std::to_string(o.replicas) + " -> " + std::to_string(replicas) +
                        " with --replicated-tensor-sharding (the global batch grows " +
                        std::to_string(replicas / o.replicas) + "x)",
                    [replicas](SimulationInput& in) {
                        in.options.replicas = replicas;
                        in.options.replicatedTensorSharding = true;
                    });
    }
    // Pipelining over more IPUs, the stages split as --ipus splits them. Training needs enough
    // micro-batches in flight: the accumulation rises to 2K - 1 where it is below.
    if (o.pipelineSplit.empty())
        for (const std::uint32_t ipus : {2u, 4u, 8u, 16u}) {
            if (ipus <= o.ipus)
                continue;
            const bool raise = o.training && o.gradientAccumulation < minimumPipelineAccumulation(ipus);
            add("--ipus " + std::to_string(o.ipus) + " -> " + std::to_string(ipus) + " (pipelined" +
                    (raise ? ", --gradient-accumulation " + std::to_string(o.gradientAccumulation) + " -> " +
                                 std::to_string(minimumPipelineAccumulation(ipus))
                           : std::string()) +
                    ")",
                [ipus, raise](SimulationInput& in) {
                    in.options.ipus = ipus;
                    // The layers split as --ipus splits them; an IPUConfig's layers_per_ipu is
                    // optimum's wildcard instead, the layers shared evenly, so the change stays one
                    // the file can say.
                    const bool byLayers = !in.options.layersPerIpu.empty();
                    in.options.layersPerIpu.clear();
                    if (byLayers)
                        in.options.layersPerIpu = {-1};
                    if (raise)
                        in.options.gradientAccumulation = minimumPipelineAccumulation(ipus);
                });
        }
    return changes;
}

AdviceCandidate candidateOf(const Change& change, const SweepRow& row)
{
    AdviceCandidate candidate;
    candidate.change = change.words;
    candidate.input = change.input;
    candidate.figures = row;
    candidate.roomToSpareBytes = row.roomToSpareBytes;
    candidate.globalBatch = globalBatchOf(change.input);
    return candidate;
}

// The options whose values `changed` has other than `base`'s.
std::set<std::string> changedOptions(const SimulationInput& base, const SimulationInput& changed)
{
    std::set<std::string> names;
    for (const auto& option : optionCatalog())
        if (option.read(changed) != option.read(base))
            names.insert(option.name);
    return names;
}

// Applies the option values `from` differs from `base` by onto `onto`.
SimulationInput combined(const SimulationInput& base, const SimulationInput& from, SimulationInput onto)
{
    for (const auto& option : optionCatalog()) {
        const auto value = option.read(from);
        if (value != option.read(base))
            setOption(onto, option.name, value);
    }
    return onto;
}

// What `changed` changes of `base`, in the options' words and catalog order ("--ipus 1 -> 4,
// --recompute-checkpoint-every-layer, --amp-ipu IPU3=0.15"): a refined pipeline's changes, whatever
// path the search took to them.
std::string changeWords(const SimulationInput& base, const SimulationInput& changed)
{
    std::string words;
    for (const auto& option : optionCatalog()) {
        const auto from = option.read(base);
        const auto to = option.read(changed);
        if (from == to)
            continue;
        std::string word = "--" + option.name;
        if (option.kind == OptionKind::Flag)
            word += to == "true" ? "" : " off";
        else if (from.empty() || option.kind == OptionKind::List)
            word += " " + to;
        else
            word += " " + from + " -> " + to;
        words += (words.empty() ? "" : ", ") + word;
    }
    return words;
}

// Whether a single change of `seed` is one a pipeline's refinement takes: not the proportion (the
// moves lower it where it is tight), the micro-batch the user chose, or the IPUs.
bool refinesAPipeline(const SimulationInput& seed, const Change& change)
{
    const auto names = changedOptions(seed, change.input);
    return names.count("available-memory-proportion") == 0 && names.count("batch-size") == 0 && names.count("ipus") == 0;
}

// Stage 3: the pipelines that do not fit yet, refined as Graphcore tuned its own by hand. Each
// round, the candidate closest to fitting over an IPU count that has no fit yet takes the moves of
// its tightest IPU (a shorter stage there, a lower proportion there, a tied block back on IPU 0:
// PipelineMoves) and the single changes it has not made; the next round starts from the closest
// candidate so far, so the search follows the most promising pipeline first.
template <typename SimulateAll>
void refinePipelines(const SimulationInput& base, Advice& advice, std::set<std::string>& seen,
                     const SimulateAll& simulateAll)
{
    std::optional<Model> model;
    std::set<std::string> refined;
    for (int round = 0; round < kRefinementRounds; ++round) {
        std::set<std::uint32_t> fitted;
        for (const auto& candidate : advice.tried)
            if (candidate.figures.error.empty() && candidate.figures.fits)
                fitted.insert(candidate.input.options.ipus);
        const AdviceCandidate* seed = nullptr;
        for (const auto& candidate : advice.tried) {
            const std::uint32_t ipus = candidate.input.options.ipus;
            if (!candidate.figures.error.empty() || ipus < 2 || fitted.count(ipus) > 0 ||
                refined.count(compileCommandLine(candidate.input)) > 0)
                continue;
            if (!seed || candidate.roomToSpareBytes > seed->roomToSpareBytes)
                seed = &candidate;
        }
        if (!seed)
            return;
        refined.insert(compileCommandLine(seed->input));
        if (!model)
            model = loadModelInput(base.model, base.builtinForCompile(), {base.dimensions});
        PipelineLayout layout;
        try {
            layout = pipelineLayoutOf(*model, seed->input.options);
        } catch (const Error&) {
            continue; // stages the options refuse: the candidate's own error says why
        }
        const auto& options = seed->input.options;
        const auto tightIpu =
            seed->figures.roomToSpareTile / makeTarget(options.arch, options.ipus, options.replicas).tilesPerIpu;
        auto changes = pipelineMoves(seed->input, layout, tightIpu);
        for (auto& single : singleChanges(seed->input))
            if (refinesAPipeline(seed->input, single))
                changes.push_back(std::move(single));
        std::vector<Change> moves;
        for (auto& change : changes)
            if (seen.insert(compileCommandLine(change.input)).second)
                moves.push_back({changeWords(base, change.input), std::move(change.input)});
        const auto rows = simulateAll(moves); // `seed` points into advice.tried: not used past here
        for (std::size_t i = 0; i < moves.size(); ++i)
            advice.tried.push_back(candidateOf(moves[i], rows[i]));
    }
}

} // namespace

Advice advise(const SimulationInput& base, const AdviseOptions& options)
{
    validateInput(base);
    ConvPlanCache ownPlans;
    ConvPlanCache& plans = options.plans ? *options.plans : ownPlans;
    SweepRunOptions run;
    run.jobs = options.jobs;
    run.stop = options.stop;
    TileLayoutCache layouts; // the candidates share most tiles with each other
    run.layouts = &layouts;
    std::size_t done = 0, planned = 0;
    // What decides a configuration's convolution problems, and so whether the plan cache holds
    // them: the batch and the types (IPUs, replicas, amps and the rest only choose among plans).
    const auto problemsOf = [](const SimulationInput& input) {
        return std::make_tuple(input.options.batchSize, input.options.precision.name(), input.options.halfPartials);
    };
    std::set<decltype(problemsOf(base))> problemsPlanned{problemsOf(base)};
    const auto simulateAll = [&](const std::vector<Change>& changes) {
        // Simulated in the order that keeps both threads busy to the end: first one configuration of
        // each set of problems not planned yet (the long ones: they plan), then those the cache
        // serves, and last the others of a new set, which by then the cache serves too (started
        // beside the first of their set, they would plan it again). The rows come back by change.
        std::vector<std::size_t> firstOfNewProblems, served, ofNewProblems;
        std::set<decltype(problemsOf(base))> newProblems;
        for (std::size_t i = 0; i < changes.size(); ++i) {
            const auto problems = problemsOf(changes[i].input);
            if (problemsPlanned.count(problems))
                served.push_back(i);
            else if (newProblems.insert(problems).second)
                firstOfNewProblems.push_back(i);
            else
                ofNewProblems.push_back(i);
        }
        std::vector<std::size_t> order = firstOfNewProblems;
        order.insert(order.end(), served.begin(), served.end());
        order.insert(order.end(), ofNewProblems.begin(), ofNewProblems.end());
        problemsPlanned.insert(newProblems.begin(), newProblems.end());
        std::vector<SweepRow> rows(changes.size());
        for (std::size_t i = 0; i < rows.size(); ++i)
            rows[i].index = order[i];
        planned += changes.size();
        const std::size_t before = done;
        run.rowDone = [&](const SweepRow& row, std::size_t finished) {
            if (options.found)
                options.found(candidateOf(changes[row.index], row), before + finished, planned);
        };
        run.progress = [&](std::size_t finished, std::size_t) {
            done = before + finished;
            if (options.progress)
                options.progress(done, planned);
        };
        simulateRows(rows, [&changes](const SweepRow& row) { return changes[row.index].input; }, plans, run);
        if (options.stop && options.stop->load(std::memory_order_relaxed))
            throw Error(ErrorCode::Cancelled, "the advisor was cancelled");
        std::vector<SweepRow> byChange(rows.size());
        for (auto& row : rows) {
            const std::size_t change = row.index;
            byChange[change] = std::move(row);
        }
        return byChange;
    };

    Advice advice;
    const std::vector<Change> baseline{{std::string(), base}};
    const auto baseRow = simulateAll(baseline).front();
    if (!baseRow.error.empty())
        throw Error(ErrorCode::InvalidOption, "the configuration itself cannot be simulated: " + baseRow.error, {},
                    "model");
    advice.baseline = candidateOf(baseline.front(), baseRow);

    // Stage 1: each change alone.
    const auto singles = singleChanges(base);
    const auto singleRows = simulateAll(singles);
    for (std::size_t i = 0; i < singles.size(); ++i)
        advice.tried.push_back(candidateOf(singles[i], singleRows[i]));

    // Stage 2: pairs of the changes (other than amp) that shrank the worst tile most, each with the
    // amp that served it best alone; a program far out of memory needs more than one move.
    std::vector<std::size_t> helpful;
    for (std::size_t i = 0; i < singles.size(); ++i)
        if (singleRows[i].error.empty() && singles[i].words.rfind("--amp", 0) != 0 &&
            singleRows[i].worstTileBytes < baseRow.worstTileBytes)
            helpful.push_back(i);
    std::sort(helpful.begin(), helpful.end(), [&](std::size_t a, std::size_t b) {
        return singleRows[a].worstTileBytes < singleRows[b].worstTileBytes;
    });
    helpful.resize(std::min<std::size_t>(helpful.size(), 5));
    std::vector<Change> pairs;
    std::set<std::string> seen{compileCommandLine(base)}; // a pair that is a single change again is not new
    for (const auto& single : singles)
        seen.insert(compileCommandLine(single.input));
    for (std::size_t a = 0; a < helpful.size(); ++a)
        for (std::size_t b = a + 1; b < helpful.size(); ++b) {
            const auto& first = singles[helpful[a]];
            const auto& second = singles[helpful[b]];
            const auto firstOptions = changedOptions(base, first.input);
            const auto secondOptions = changedOptions(base, second.input);
            if (std::any_of(firstOptions.begin(), firstOptions.end(),
                            [&](const std::string& name) { return secondOptions.count(name) > 0; }))
                continue; // two moves of the same option are not a pair
            try {
                auto input = combined(base, second.input, first.input);
                validateInput(input);
                const auto command = compileCommandLine(input);
                if (seen.insert(command).second)
                    pairs.push_back({first.words + "; " + second.words, std::move(input)});
            } catch (const Error&) {
                // the two changes contradict each other: not a candidate
            }
        }
    // The best single change that is not amp, with each amp below the base's.
    if (!helpful.empty())
        for (const double amp : {0.1, 0.2, 0.3, 0.4, 0.5}) {
            if (amp >= base.options.availableMemoryProportion)
                continue;
            const auto& best = singles[helpful.front()];
            auto input = best.input;
            input.options.availableMemoryProportion = amp;
            if (seen.insert(compileCommandLine(input)).second)
                pairs.push_back({best.words + "; --amp " + realText(base.options.availableMemoryProportion) + " -> " +
                                     realText(amp),
                                 std::move(input)});
        }
    const auto pairRows = simulateAll(pairs);
    for (std::size_t i = 0; i < pairs.size(); ++i)
        advice.tried.push_back(candidateOf(pairs[i], pairRows[i]));

    refinePipelines(base, advice, seen, simulateAll);

    for (const auto& candidate : advice.tried)
        if (isAdvice(candidate.figures, baseRow))
            advice.fitting.push_back(candidate);
    std::stable_sort(advice.fitting.begin(), advice.fitting.end(), rankedBefore);
    return advice;
}

bool isAdvice(const SweepRow& candidate, const SweepRow& baseline)
{
    const bool faster = !baseline.fits || candidate.samplesPerSecond > baseline.samplesPerSecond;
    return candidate.error.empty() && candidate.fits && faster;
}

bool rankedBefore(const AdviceCandidate& a, const AdviceCandidate& b)
{
    return std::tie(b.figures.samplesPerSecond, b.roomToSpareBytes) < std::tie(a.figures.samplesPerSecond, a.roomToSpareBytes);
}

} // namespace tilescope
