// The advice must not depend on how its search shares work (the plan cache, the order it simulates
// in, the threads): its first ten, in their order, are those of every candidate it tried simulated
// alone, each with a plan cache of its own, and ranked by the same rule (isAdvice, rankedBefore).
#include "simulation/Advisor.h"

#include "options/CompileCommand.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <thread>

using namespace tilescope;

namespace {

// `input` simulated alone: a row of its own through a cache of its own.
SweepRow separateRow(const SimulationInput& input)
{
    ConvPlanCache fresh;
    std::vector<SweepRow> rows(1);
    SweepRunOptions run;
    run.jobs = 1;
    simulateRows(rows, [&](const SweepRow&) { return input; }, fresh, run);
    return rows.front();
}

void expectTopTenOfSeparateRuns(const std::vector<std::string>& arguments)
{
    const auto base = parseCompileArguments(arguments);
    const Advice advice = advise(base);
    ASSERT_GE(advice.fitting.size(), 3u) << "too few candidates to compare";

    // Every candidate again, alone, on two threads.
    std::vector<AdviceCandidate> alone = advice.tried;
    std::atomic<std::size_t> next{0};
    const auto work = [&] {
        for (std::size_t i = next++; i < alone.size(); i = next++)
            alone[i].figures = separateRow(alone[i].input);
    };
    std::thread helper(work);
    work();
    helper.join();
    const SweepRow baseline = separateRow(base);

    std::vector<AdviceCandidate> ranked;
    for (auto& candidate : alone) {
        candidate.roomToSpareBytes = candidate.figures.roomToSpareBytes;
        if (isAdvice(candidate.figures, baseline))
            ranked.push_back(candidate);
    }
    std::stable_sort(ranked.begin(), ranked.end(), rankedBefore);
    ASSERT_EQ(ranked.size(), advice.fitting.size());
    for (std::size_t i = 0; i < std::min<std::size_t>(10, ranked.size()); ++i) {
        SCOPED_TRACE("place " + std::to_string(i + 1));
        EXPECT_EQ(advice.fitting[i].change, ranked[i].change);
        SweepRow searched = advice.fitting[i].figures;
        searched.index = ranked[i].figures.index; // a row's number, not a figure
        EXPECT_EQ(searched, ranked[i].figures);
        EXPECT_EQ(advice.fitting[i].roomToSpareBytes, ranked[i].roomToSpareBytes);
    }
}

} // namespace

// The seed's journey at batch 48: out of memory, with amps, smaller batches, fp16 and pipelines.
TEST(AdvisorRanking, TheJourneysTopTenAreThoseOfSeparateRuns)
{
    expectTopTenOfSeparateRuns({"resnext50_32x4d", "--precision", "32.32", "--batch-size", "48", "--amp", "0.8"});
}

// Real configuration 4 (Graphcore's ResNet-50 training on 16 replicas): it fits; faster ones exist.
TEST(AdvisorRanking, RealConfiguration4sTopTenAreThoseOfSeparateRuns)
{
    expectTopTenOfSeparateRuns({"resnet50", "--training", "--precision", "16.16", "--partials-type", "half",
                                "--optimiser", "sgd-combined", "--eight-bit-io", "--recompute-checkpoint-every-layer",
                                "--replicas", "16", "--target", "bow", "--batch-size", "18", "--amp", "0.16",
                                "--gradient-accumulation", "57"});
}

// BERT-Large training at micro-batch 8: about 110 candidates over 8 rounds of pipeline refinement.
TEST(AdvisorRanking, BertLargesTopTenAreThoseOfSeparateRuns)
{
    expectTopTenOfSeparateRuns({"bert-large", "--training", "--batch-size", "8"});
}
