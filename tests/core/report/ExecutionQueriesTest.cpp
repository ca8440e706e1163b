// Core's queries behind the Execution trace, Operations and tile views: time per operation and kind,
// operations matched by name and totalled per type, and what one tile holds and runs.

#include "report/ExecutionTotals.h"
#include "report/OperationTable.h"
#include "report/TileContents.h"

#include "../TestReports.h" // shared with the tests in tests/core
#include "common/Error.h"

#include <gtest/gtest.h>

#include <atomic>

namespace tilescope {
namespace {

Report smallReportWithExecution()
{
    auto report = test::makeSmallReport();
    report.execution = test::makeSmallExecution();
    return report;
}

std::uint64_t kindCycles(const KindCycles& cycles, TraceKind kind) { return cycles[std::size_t(kind)]; }

TEST(ExecutionTotals, StepsTakeTheOperationOfTheirProgramOrItsAncestors)
{
    auto report = test::makeSmallReport();
    EXPECT_EQ(stepOperations(report), (std::vector<std::int32_t>{0, 0, kNone, 1}));
    // A leaf without a debug context of its own inherits its parent's.
    report.programs.operation[1] = 1;
    report.programs.operation[4] = kNone;
    EXPECT_EQ(stepOperations(report), (std::vector<std::int32_t>{0, 0, 1, 1}));
}

TEST(ExecutionTotals, SumTraceRowsPerOperationAndPerIpu)
{
    const auto totals = executionTotals(smallReportWithExecution());
    ASSERT_EQ(totals.operationCycles.size(), 2u);
    EXPECT_EQ(kindCycles(totals.operationCycles[0], TraceKind::DoExchange), 110u);
    EXPECT_EQ(kindCycles(totals.operationCycles[0], TraceKind::OnTileExecute), 1200u);
    EXPECT_EQ(totalCycles(totals.operationCycles[1]), 80u);
    // The sync of no operation, the external syncs and the waiting.
    EXPECT_EQ(kindCycles(totals.unattributedCycles, TraceKind::Sync), 90u);
    EXPECT_EQ(kindCycles(totals.unattributedCycles, TraceKind::ExternalSync), 60u);
    EXPECT_EQ(kindCycles(totals.unattributedCycles, TraceKind::Idle), 1480u);
    ASSERT_EQ(totals.ipuCycles.size(), 2u);
    EXPECT_EQ(totalCycles(totals.ipuCycles[0]), 1510u);
    EXPECT_EQ(totalCycles(totals.ipuCycles[1], false), 200u);
}

TEST(ExecutionTotals, AreZeroWithoutExecutionAndStopWhenAsked)
{
    const auto empty = executionTotals(test::makeSmallReport());
    EXPECT_EQ(totalCycles(empty.unattributedCycles), 0u);
    EXPECT_EQ(totalCycles(empty.operationCycles[0]), 0u);

    // A trace long enough to reach a stop check.
    auto report = smallReportWithExecution();
    Execution& e = *report.execution;
    const std::size_t rows = 200'000;
    e.traceIpuBegin = {0, rows, rows};
    e.traceStep.assign(rows, 1);
    e.traceKind.assign(rows, TraceKind::OnTileExecute);
    e.traceCycles.assign(rows, 1);
    e.traceStartCycle.resize(rows);
    for (std::size_t r = 0; r < rows; ++r)
        e.traceStartCycle[r] = r;
    e.tracePhase.assign(rows, StagePhase::Forward);
    e.traceMicroBatch.assign(rows, 0);
    const std::atomic<bool> stop{true};
    try {
        executionTotals(report, &stop);
        FAIL() << "expected a cancellation";
    } catch (const Error& error) {
        EXPECT_EQ(error.code(), ErrorCode::Cancelled);
    }
    EXPECT_EQ(kindCycles(executionTotals(report).operationCycles[0], TraceKind::OnTileExecute), rows);
}

TEST(OperationTable, MatchesByNameInOrderThenListsTheTargetsOwn)
{
    Operations source, target;
    source.name = {"conv1", "relu1", "conv1", "pool"};
    target.name = {"relu1", "conv1", "extra", "conv1"};
    const auto pairs = matchOperationsByName(source, target);
    ASSERT_EQ(pairs.size(), 5u);
    EXPECT_EQ(pairs[0].source, 0);
    EXPECT_EQ(pairs[0].target, 1);
    EXPECT_EQ(pairs[1].target, 0);
    EXPECT_EQ(pairs[2].target, 3); // the second conv1 of each
    EXPECT_EQ(pairs[3].target, kNone);
    EXPECT_EQ(pairs[4].source, kNone);
    EXPECT_EQ(pairs[4].target, 2);
}

TEST(OperationTable, TotalsPerTypeMostCyclesFirst)
{
    auto report = test::makeSmallReport();
    Operations& o = report.operations;
    // A second convolution, planned for minimum memory like the first.
    for (auto* column : {&o.name, &o.type, &o.layer, &o.partialsType, &o.plan, &o.vertexType})
        column->push_back((*column)[0]);
    o.name.set(o.name.size() - 1, "conv2");
    o.ipu.push_back(0);
    o.pipelineStage.push_back(kNone);
    o.availableMemoryProportion.push_back(0.6);
    o.tilesUsed.push_back(8);
    o.serialSteps.push_back(1);
    o.cycles.push_back(300);
    o.tempBytesPerTile.push_back(900);
    o.codeBytes.push_back(1000);
    o.flops.push_back(5);
    o.plannerPhase.push_back(PlannerPhase::Phase2);
    const auto totals = operationTotalsByType(o);
    ASSERT_EQ(totals.size(), 2u);
    EXPECT_EQ(totals[0].type, "conv2d");
    EXPECT_EQ(totals[0].operations, 2u);
    EXPECT_EQ(totals[0].cycles, 1500u);
    EXPECT_EQ(totals[0].maxTempBytesPerTile, 900u);
    EXPECT_EQ(totals[0].codeBytes, 5000u);
    EXPECT_EQ(totals[0].flops, 20005u);
    EXPECT_EQ(totals[0].phase2Operations, 2u);
    EXPECT_EQ(totals[1].type, "relu");
    EXPECT_EQ(totals[1].cycles, 80u);
}

TEST(TileContents, VariablesByOffsetWithTheirBytesOnTheTile)
{
    const auto contents = tileContents(test::makeSmallReport(), 5);
    ASSERT_EQ(contents.variables.size(), 3u);
    EXPECT_EQ(contents.variables[0].variable, 0); // the weights, lowest
    EXPECT_EQ(contents.variables[0].bytes, 2000u);
    EXPECT_EQ(contents.variables[1].variable, 1);
    EXPECT_EQ(contents.variables[1].offset, 300000u);
    EXPECT_EQ(contents.variables[1].bytes, 8000u);
    EXPECT_EQ(contents.variables[2].variable, 2);
    EXPECT_THROW(tileContents(test::makeSmallReport(), 8), Error);
}

TEST(TileContents, ComputeSetsFromTheTileBalanceWhenExecuted)
{
    const auto report = smallReportWithExecution();
    const auto first = tileContents(report, 0);
    EXPECT_TRUE(first.computeSetsFromExecution);
    ASSERT_EQ(first.computeSets.size(), 1u);
    EXPECT_EQ(first.computeSets[0].computeSet, 0);
    EXPECT_EQ(first.computeSets[0].cycles, 1200u);
    ASSERT_EQ(first.vertices.size(), 1u);
    EXPECT_EQ(first.vertices[0].count, 6u); // 48 vertices over 8 tiles
    // The convolution's exchange, per tile of the four taking part.
    ASSERT_EQ(first.exchanges.size(), 1u);
    EXPECT_EQ(first.exchanges[0].program, 3);
    EXPECT_EQ(first.exchanges[0].bytesIn, 1024u);
    EXPECT_EQ(first.exchanges[0].bytesOut, 1024u);

    const auto slow = tileContents(report, 3);
    ASSERT_EQ(slow.computeSets.size(), 1u);
    EXPECT_EQ(slow.computeSets[0].cycles, 900u);
}

TEST(TileContents, ComputeSetsFromTheTilesDataWithoutExecution)
{
    auto report = test::makeSmallReport();
    const auto contents = tileContents(report, 5);
    EXPECT_FALSE(contents.computeSetsFromExecution);
    ASSERT_EQ(contents.computeSets.size(), 1u); // relu1 runs on IPU 1; conv1's weights are here, but it runs on IPU 0
    EXPECT_EQ(contents.computeSets[0].computeSet, 1);
    EXPECT_EQ(contents.computeSets[0].cycles, 0u);
    EXPECT_TRUE(contents.exchanges.empty());
    // Vertex state and exchange code are the tile's totals shared among its vertices and exchanges.
    report.memory.nonInterleavedBytes[categoryIndex(MemoryCategory::VertexInstanceState)][0] = 300;
    report.memory.nonInterleavedBytes[categoryIndex(MemoryCategory::InternalExchangeCode)][0] = 64;
    const auto tile0 = tileContents(report, 0);
    ASSERT_EQ(tile0.vertices.size(), 1u);
    EXPECT_EQ(tile0.vertices[0].stateBytes, 300u);
    ASSERT_EQ(tile0.exchanges.size(), 1u);
    EXPECT_EQ(tile0.exchanges[0].bytesIn, 512u); // 4096 bytes over the 8 tiles the operation uses
    EXPECT_EQ(tile0.exchanges[0].codeBytes, 64u);
}

TEST(OperationTable, PlanTermsComeInPopLibsOrderWithTheBudget)
{
    auto report = test::makeSmallReport();
    const auto terms = planTempTerms(report.operations, 0);
    ASSERT_EQ(terms.size(), 9u);
    const std::vector<std::string> keys{"inputs", "weights", "partials", "transforms", "tileTransform",
                                        "reduction", "rearrangeBeforeSlice", "inPlace", "broadcast"};
    for (std::size_t i = 0; i < keys.size(); ++i)
        EXPECT_EQ(terms[i].key, keys[i]);
    EXPECT_EQ(terms[0].bytes, 120u);
    EXPECT_EQ(terms[5].bytes, 40u);
    EXPECT_EQ(std::string(terms[3].label), "(b) transforms, both copies");
    EXPECT_TRUE(planTempTerms(report.operations, 1).empty()); // relu1 is not planned
    EXPECT_EQ(planBudgetBytes(report.operations, 0), 0u);
    report.operations.planBudgetBytes[0] = 383385;
    EXPECT_EQ(planBudgetBytes(report.operations, 0), 383385u);
    EXPECT_EQ(planBudgetBytes(report.operations, 1), 0u);
}

} // namespace
} // namespace tilescope
