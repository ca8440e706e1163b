// What sweep points and advisor candidates share (the plan cache, on threads that run side by
// side) must never show in what they report: each report, byte for byte, is the one a separate run
// of the same input writes with nothing shared.
#include "simulation/Advisor.h"
#include "simulation/Simulation.h"
#include "simulation/SweepRunner.h"

#include "options/CompileCommand.h"
#include "report/ReportIO.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace tilescope;

namespace {

std::string fileBytes(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    return bytes.str();
}

// The report of `input` simulated alone: a cache of its own, planned from nothing.
std::string separateRunBytes(const SimulationInput& input)
{
    ConvPlanCache fresh;
    return serializeReport(simulate(input, fresh), ReportEncoding::Binary);
}

class SharedWork : public ::testing::Test {
protected:
    void SetUp() override
    {
        directory_ = std::filesystem::temp_directory_path() /
                     ("tilescope-shared-work-" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
        std::filesystem::remove_all(directory_);
        std::filesystem::create_directories(directory_);
    }
    void TearDown() override { std::filesystem::remove_all(directory_); }

    std::filesystem::path directory_;
};

} // namespace

// Twenty points of a sweep that differ in batch and amp, run on two threads sharing one cache (the
// amps of a batch take their plans from the cache, the batches plan side by side).
TEST_F(SharedWork, SweepPointsReportWhatSeparateRunsReport)
{
    SweepSpace space;
    space.base = parseCompileArguments({"resnet18", "--image-size", "32", "--precision", "32.32", "--training"});
    space.axes = {parseSweepAxis("batch-size", "1:4"), parseSweepAxis("amp", "0.05,0.1,0.2,0.4,0.8")};
    ASSERT_EQ(space.pointCount(), 20u);
    SweepRunOptions options;
    options.jobs = 2;
    options.reportsDirectory = directory_.string();
    const SweepResult result = runSweep(space, options);
    for (std::size_t i = 0; i < space.pointCount(); ++i) {
        ASSERT_TRUE(result.rows[i].error.empty()) << result.rows[i].command << ": " << result.rows[i].error;
        EXPECT_EQ(fileBytes(directory_ / sweepReportName(i)), separateRunBytes(space.inputOf(i)))
            << "point " << i << ": " << result.rows[i].command;
    }
}

// Twenty of the advisor's candidates (precision, partials, batch with accumulation, pipelining,
// recomputation, optimiser forms: the changes it tries), simulated as the advisor simulates them.
TEST_F(SharedWork, AdvisorCandidatesReportWhatSeparateRunsReport)
{
    const auto base = parseCompileArguments({"resnet18", "--image-size", "32", "--batch-size", "8", "--training",
                                             "--precision", "32.32", "--amp", "0.1"});
    ConvPlanCache shared;
    AdviseOptions advising;
    advising.jobs = 2;
    advising.plans = &shared;
    const Advice advice = advise(base, advising);
    ASSERT_GE(advice.tried.size(), 20u);

    // Their reports through the cache the search warmed, on two threads as the search ran them.
    std::vector<SweepRow> rows(20);
    for (std::size_t i = 0; i < rows.size(); ++i)
        rows[i].index = i;
    SweepRunOptions run;
    run.jobs = 2;
    run.reportsDirectory = directory_.string();
    simulateRows(rows, [&](const SweepRow& row) { return advice.tried[row.index].input; }, shared, run);
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const AdviceCandidate& candidate = advice.tried[i];
        ASSERT_TRUE(rows[i].error.empty()) << candidate.change << ": " << rows[i].error;
        // What the search reported of it is what it reports again...
        SweepRow searched = candidate.figures;
        searched.index = i; // its number among the search's rows, not among these
        EXPECT_EQ(rows[i], searched) << candidate.change;
        // ...and what it reports alone.
        EXPECT_EQ(fileBytes(directory_ / sweepReportName(i)), separateRunBytes(candidate.input)) << candidate.change;
    }
}
