#include "simulation/Advisor.h"

#include "../ErrorOf.h"
#include "options/CompileCommand.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace tilescope;
using tilescope::test::errorOf;

namespace {

void expectRankedAndFitting(const Advice& advice)
{
    for (std::size_t i = 0; i < advice.fitting.size(); ++i) {
        const auto& candidate = advice.fitting[i];
        EXPECT_TRUE(candidate.figures.fits) << candidate.change;
        EXPECT_TRUE(candidate.figures.error.empty()) << candidate.change;
        EXPECT_GE(candidate.roomToSpareBytes, 0) << candidate.change;
        EXPECT_EQ(candidate.figures.command, compileCommandLine(candidate.input));
        if (i > 0) {
            EXPECT_GE(advice.fitting[i - 1].figures.samplesPerSecond, candidate.figures.samplesPerSecond);
        }
    }
}

} // namespace

// The seed's journey (000 §2.1): resnext50_32x4d fp32 batch 48 at amp 0.8 does not fit, and lower
// amps that make it fit are among what the advisor finds.
TEST(Advisor, FindsTheAmpsThatMakeTheSeedsJourneyFit)
{
    const auto base = parseCompileArguments({"resnext50_32x4d", "--precision", "32.32", "--batch-size", "48",
                                             "--amp", "0.8"});
    std::size_t lastDone = 0;
    AdviseOptions options;
    options.progress = [&](std::size_t done, std::size_t total) {
        EXPECT_LE(done, total);
        lastDone = done;
    };
    const Advice advice = advise(base, options);
    EXPECT_FALSE(advice.baseline.figures.fits);
    EXPECT_LT(advice.baseline.roomToSpareBytes, 0);
    EXPECT_GT(lastDone, 20u);
    expectRankedAndFitting(advice);
    std::vector<double> fittingAmps;
    for (const auto& candidate : advice.fitting)
        if (candidate.change.rfind("--amp 0.8 -> ", 0) == 0 && candidate.change.find(';') == std::string::npos)
            fittingAmps.push_back(candidate.input.options.availableMemoryProportion);
    ASSERT_FALSE(fittingAmps.empty());
    EXPECT_NE(std::find_if(fittingAmps.begin(), fittingAmps.end(), [](double amp) { return std::abs(amp - 0.35) < 1e-9; }),
              fittingAmps.end());
    for (const double amp : fittingAmps)
        EXPECT_LT(amp, 0.6);
}

// BERT-Large training at micro-batch 8 does not fit one IPU. Pipelined over more IPUs (split as
// --ipus splits it, with the accumulation a pipeline needs) it does; and refined as Graphcore tuned
// its own pipeline (checkpoints, half partials, an uneven split, a lower proportion where a stage is
// tight), it fits on 4 IPUs, as Graphcore trained it.
TEST(Advisor, FindsAPipelineForBertLargeTrainingOnFourIpus)
{
    const auto base = parseCompileArguments({"bert-large", "--training", "--batch-size", "8"});
    const Advice advice = advise(base);
    EXPECT_FALSE(advice.baseline.figures.fits);
    expectRankedAndFitting(advice);
    const auto pipelined = std::find_if(advice.fitting.begin(), advice.fitting.end(), [](const AdviceCandidate& c) {
        return c.input.options.ipus > 1 && c.input.options.gradientAccumulation >= 2 * c.input.options.ipus - 1;
    });
    ASSERT_NE(pipelined, advice.fitting.end());
    EXPECT_NE(pipelined->change.find("--ipus 1 -> "), std::string::npos);
    const auto onFour = std::find_if(advice.fitting.begin(), advice.fitting.end(),
                                     [](const AdviceCandidate& c) { return c.input.options.ipus == 4; });
    ASSERT_NE(onFour, advice.fitting.end());
    EXPECT_EQ(onFour->input.options.batchSize, 8u);
    EXPECT_NE(onFour->change.find("--ipus 1 -> 4"), std::string::npos) << onFour->change;
}

// The knobs of Graphcore's own configurations are among the changes tried where the model has
// them: checkpoints at every layer, and the tied decoder serialised (BERT only).
TEST(Advisor, TriesCheckpointsAndSerialisationWhereTheModelHasThem)
{
    const auto tried = [](std::vector<std::string> arguments, const std::string& words) {
        const Advice advice = advise(parseCompileArguments(arguments));
        return std::any_of(advice.tried.begin(), advice.tried.end(),
                           [&](const AdviceCandidate& c) { return c.change.find(words) != std::string::npos; });
    };
    const std::vector<std::string> bert{"bert-base", "--training", "--layers", "2", "--batch-size", "2"};
    EXPECT_TRUE(tried(bert, "--embedding-serialization-factor 2"));
    EXPECT_TRUE(tried(bert, "--recompute-checkpoint-every-layer"));
    EXPECT_FALSE(tried({"mlp", "--training", "--batch-size", "2"}, "--embedding-serialization-factor"));
}

TEST(Advisor, RefusesWhatCannotBeSimulatedAndStopsWhenAsked)
{
    EXPECT_EQ(errorOf([] { advise(parseCompileArguments({"mlp", "--gradient-accumulation", "4"})); }).field(),
              "gradient-accumulation");
    std::atomic<bool> stop{true};
    AdviseOptions options;
    options.stop = &stop;
    EXPECT_EQ(errorOf([&] { advise(parseCompileArguments({"mlp"}), options); }).code(), ErrorCode::Cancelled);
    // A configuration that fits lists only faster ones.
    const Advice fits = advise(parseCompileArguments({"mlp", "--batch-size", "4"}));
    EXPECT_TRUE(fits.baseline.figures.fits);
    for (const auto& candidate : fits.fitting)
        EXPECT_GT(candidate.figures.samplesPerSecond, fits.baseline.figures.samplesPerSecond);
}

// The forms Graphcore's configurations use to save optimiser memory are tried like any other knob:
// SGD's combined accumulator and velocity for SGD with momentum, the fp16 first moment for Adam and
// LAMB; neither where it means nothing.
TEST(Advisor, TriesTheOptimisersMemorySavingForms)
{
    const auto triedChange = [](const Advice& advice, const std::string& words) {
        return std::find_if(advice.tried.begin(), advice.tried.end(), [&](const AdviceCandidate& c) {
            return c.change.rfind(words, 0) == 0 && c.change.find(';') == std::string::npos;
        });
    };
    const Advice momentum = advise(parseCompileArguments(
        {"mlp", "--training", "--optimiser", "sgd-momentum", "--accumulator-type", "half", "--gradient-accumulation", "4"}));
    const auto combined = triedChange(momentum, "--optimiser sgd-momentum -> sgd-combined");
    ASSERT_NE(combined, momentum.tried.end());
    EXPECT_EQ(combined->input.options.optimiser, Optimiser::SgdCombined);
    EXPECT_EQ(combined->input.options.accumulatorType, AccumulatorType::Auto); // the buffer has the gradient's type
    EXPECT_TRUE(combined->figures.error.empty()) << combined->figures.error;
    EXPECT_LT(combined->figures.worstTileBytes, momentum.baseline.figures.worstTileBytes);
    EXPECT_EQ(triedChange(momentum, "--half-first-order-momentum"), momentum.tried.end());

    for (const char* optimiser : {"adam", "lamb"}) {
        const Advice adam = advise(parseCompileArguments({"mlp", "--training", "--optimiser", optimiser}));
        const auto half = triedChange(adam, "--half-first-order-momentum");
        ASSERT_NE(half, adam.tried.end()) << optimiser;
        EXPECT_TRUE(half->input.options.halfFirstOrderMomentum);
        EXPECT_TRUE(half->figures.error.empty()) << half->figures.error;
        EXPECT_EQ(triedChange(adam, "--optimiser"), adam.tried.end());
    }
    const Advice already = advise(parseCompileArguments({"mlp", "--training", "--optimiser", "adam",
                                                         "--half-first-order-momentum"}));
    EXPECT_EQ(triedChange(already, "--half-first-order-momentum"), already.tried.end());
}

// The viewer's advisor plans through the viewer's one cache: a second search of the same
// configuration plans nothing new and advises the same.
TEST(Advisor, PlansThroughTheCacheItIsGiven)
{
    ConvPlanCache plans;
    AdviseOptions options;
    options.plans = &plans;
    const auto input = parseCompileArguments({"mlp", "--batch-size", "4"});
    const Advice first = advise(input, options);
    EXPECT_GT(plans.size(), 0u);
    const std::size_t misses = plans.misses();
    const Advice second = advise(input, options);
    EXPECT_EQ(plans.misses(), misses);
    ASSERT_EQ(second.tried.size(), first.tried.size());
    for (std::size_t i = 0; i < first.tried.size(); ++i)
        EXPECT_EQ(second.tried[i].figures.samplesPerSecond, first.tried[i].figures.samplesPerSecond);
}

// Each configuration is handed over as soon as it is simulated, the baseline first: then every
// tried candidate exactly once, with the figures the advice ranks.
TEST(Advisor, StreamsEachCandidateAsItIsFound)
{
    std::vector<AdviceCandidate> streamed;
    std::size_t doneWhenLastFound = 0, lastDone = 0;
    AdviseOptions options;
    options.jobs = 2;
    options.found = [&](const AdviceCandidate& candidate, std::size_t done, std::size_t planned) {
        EXPECT_LE(done, planned);
        EXPECT_EQ(done, lastDone + 1); // this candidate counted, its progress not yet reported
        streamed.push_back(candidate);
        doneWhenLastFound = lastDone;
    };
    options.progress = [&](std::size_t done, std::size_t) { lastDone = done; };
    const auto input = parseCompileArguments({"mlp", "--batch-size", "4"});
    const Advice advice = advise(input, options);
    ASSERT_EQ(streamed.size(), advice.tried.size() + 1);
    EXPECT_TRUE(streamed.front().change.empty());
    EXPECT_EQ(streamed.front().figures.command, advice.baseline.figures.command);
    streamed.erase(streamed.begin());
    EXPECT_LT(doneWhenLastFound, lastDone); // found before its own progress, so before the end
    for (const auto& tried : advice.tried) {
        const auto same = std::count_if(streamed.begin(), streamed.end(), [&](const AdviceCandidate& s) {
            return s.figures.command == tried.figures.command;
        });
        EXPECT_EQ(same, 1) << tried.change;
        const auto match = std::find_if(streamed.begin(), streamed.end(), [&](const AdviceCandidate& s) {
            return s.figures.command == tried.figures.command;
        });
        ASSERT_NE(match, streamed.end());
        EXPECT_EQ(match->change, tried.change);
        EXPECT_EQ(match->figures.samplesPerSecond, tried.figures.samplesPerSecond);
        EXPECT_EQ(match->roomToSpareBytes, tried.roomToSpareBytes);
    }
    for (const auto& s : streamed)
        EXPECT_FALSE(s.change.empty());
    // What a stream lists (isAdvice against the baseline handed over first) is the advice's list.
    std::vector<std::string> listed, fitting;
    for (const auto& s : streamed)
        if (isAdvice(s.figures, advice.baseline.figures))
            listed.push_back(s.figures.command);
    for (const auto& f : advice.fitting)
        fitting.push_back(f.figures.command);
    std::sort(listed.begin(), listed.end());
    std::sort(fitting.begin(), fitting.end());
    EXPECT_EQ(listed, fitting);
}

// Advice fits without error and beats a baseline that fits; it is ranked fastest first, then by
// the room it leaves.
TEST(Advisor, AdviceFitsBeatsAFittingBaselineAndRanksBySpeedThenRoom)
{
    SweepRow baseline;
    SweepRow candidate;
    candidate.fits = true;
    candidate.samplesPerSecond = 100;
    EXPECT_TRUE(isAdvice(candidate, baseline)); // the baseline does not fit: anything that fits helps
    baseline.fits = true;
    baseline.samplesPerSecond = 100;
    EXPECT_FALSE(isAdvice(candidate, baseline)); // as fast as the baseline: no advice
    candidate.samplesPerSecond = 101;
    EXPECT_TRUE(isAdvice(candidate, baseline));
    candidate.error = "cannot compile";
    EXPECT_FALSE(isAdvice(candidate, baseline));
    candidate.error.clear();
    candidate.fits = false;
    EXPECT_FALSE(isAdvice(candidate, baseline));

    AdviceCandidate fast, slow, roomy;
    fast.figures.samplesPerSecond = 200;
    slow.figures.samplesPerSecond = 100;
    roomy.figures.samplesPerSecond = 100;
    roomy.roomToSpareBytes = 4096;
    EXPECT_TRUE(rankedBefore(fast, slow));
    EXPECT_FALSE(rankedBefore(slow, fast));
    EXPECT_TRUE(rankedBefore(roomy, slow));
    EXPECT_FALSE(rankedBefore(slow, slow));
}
