#include "report/ExecutionUpgrade.h"

#include "report/ColumnTable.h"
#include "report/TraceBuilder.h"

#include <algorithm>
#include <numeric>

namespace tilescope::codec {
namespace {

/// Format 1.0's per-step columns, listed once like every table.
struct StepsOf1_0 {
    std::vector<std::int32_t> stepProgram;
    std::vector<std::uint64_t> stepStartCycle;
    std::vector<std::vector<std::uint64_t>> stepCyclesPerIpu; // [ipu][step]
    std::vector<std::vector<std::uint32_t>> activeTilesPerIpu;
    std::vector<std::uint64_t> stepExchangeBytes;
};

constexpr auto kStepsOf1_0 = std::make_tuple(
    numbers("stepProgram", &StepsOf1_0::stepProgram), numbers("stepStartCycle", &StepsOf1_0::stepStartCycle),
    columnLists("stepCyclesPerIpu", &StepsOf1_0::stepCyclesPerIpu),
    columnLists("activeTilesPerIpu", &StepsOf1_0::activeTilesPerIpu),
    numbers("stepExchangeBytes", &StepsOf1_0::stepExchangeBytes));

/// 1.0 knew no phases; its lowering named backward operations "<type>.backward" and weight updates
/// "weightUpdate", and host streams belong to "input" operations, which says as much.
StagePhase phaseOfOperation(const Operations& operations, std::int32_t operation)
{
    if (operation < 0 || std::size_t(operation) >= operations.size())
        return StagePhase::Forward;
    const std::string_view type = operations.type[std::size_t(operation)];
    if (type == "weightUpdate")
        return StagePhase::WeightUpdate;
    if (type.ends_with(".backward"))
        return StagePhase::Backward;
    if (type == "input")
        return StagePhase::HostIo;
    return StagePhase::Forward;
}

void expectSteps(std::size_t actual, std::size_t steps, const std::string& path)
{
    if (actual != steps)
        invalidField(path, "expected " + std::to_string(steps) + " entries, found " + std::to_string(actual));
}

} // namespace

void upgradeExecution1_0(json& j, const std::string& path, const Report& report, Execution& e)
{
    StepsOf1_0 old;
    readTable(j, old, kStepsOf1_0, path, 0);
    const auto steps = old.stepProgram.size();
    const auto ipus = report.target.ipus;
    expectSteps(old.stepStartCycle.size(), steps, path + "/stepStartCycle");
    expectSteps(old.stepExchangeBytes.size(), steps, path + "/stepExchangeBytes");
    expectSteps(old.stepCyclesPerIpu.size(), ipus, path + "/stepCyclesPerIpu");
    expectSteps(old.activeTilesPerIpu.size(), ipus, path + "/activeTilesPerIpu");
    for (std::uint32_t i = 0; i < ipus; ++i) {
        expectSteps(old.stepCyclesPerIpu[i].size(), steps, path + "/stepCyclesPerIpu/" + std::to_string(i));
        expectSteps(old.activeTilesPerIpu[i].size(), steps, path + "/activeTilesPerIpu/" + std::to_string(i));
    }

    // Program steps: a 1.0 step ran on the one IPU that spent cycles on it.
    e.stepIpu.assign(steps, 0);
    e.stepCycles.assign(steps, 0);
    e.stepActiveTiles.assign(steps, 0);
    e.stepBytesIn = old.stepExchangeBytes;
    e.stepBytesOut.assign(steps, 0);
    e.stepPhase.assign(steps, StagePhase::Forward);
    e.stepStage.assign(steps, kNone);
    e.stepPeerIpu.assign(steps, kNone);
    for (std::size_t s = 0; s < steps; ++s) {
        for (std::uint32_t i = 0; i < ipus; ++i)
            if (old.stepCyclesPerIpu[i][s] > 0) {
                e.stepIpu[s] = i;
                break;
            }
        e.stepCycles[s] = old.stepCyclesPerIpu[e.stepIpu[s]][s];
        e.stepActiveTiles[s] = old.activeTilesPerIpu[e.stepIpu[s]][s];
        const auto node = old.stepProgram[s];
        if (node >= 0 && std::size_t(node) < report.programs.size()) {
            const auto kind = report.programs.kind[std::size_t(node)];
            if (kind == ProgramKind::DoExchange || kind == ProgramKind::GlobalExchange)
                e.stepBytesOut[s] = e.stepBytesIn[s];
            e.stepPhase[s] = phaseOfOperation(report.operations, report.programs.operation[std::size_t(node)]);
        }
    }
    // 1.0 knew nothing of tile balance.
    e.tileCyclesBegin.assign(report.computeSets.size() + 1, 0);

    // The trace: each step at its 1.0 start on its IPU; what an IPU did meanwhile was waiting.
    std::vector<std::size_t> order(steps);
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return old.stepStartCycle[a] < old.stepStartCycle[b]; });
    TraceBuilder trace(ipus);
    e.ipuBusyCycles.assign(ipus, 0);
    e.ipuComputeCycles.assign(ipus, 0);
    for (const auto s : order) {
        const auto ipu = e.stepIpu[s];
        const auto node = old.stepProgram[s];
        const auto kind = node >= 0 && std::size_t(node) < report.programs.size()
                              ? traceKindOfProgram(report.programs.kind[std::size_t(node)])
                              : TraceKind::OnTileExecute;
        trace.waitUntil(ipu, old.stepStartCycle[s], e.stepPhase[s], kNone);
        trace.append(ipu, kind, std::int32_t(s), e.stepCycles[s], e.stepPhase[s], kNone);
        e.ipuBusyCycles[ipu] += e.stepCycles[s];
        if (kind == TraceKind::OnTileExecute)
            e.ipuComputeCycles[ipu] += e.stepCycles[s];
    }
    for (std::uint32_t i = 0; i < ipus; ++i)
        trace.waitUntil(i, std::max(e.cyclesPerIteration, trace.latestClock()), StagePhase::Forward, kNone);
    trace.moveInto(e);
    e.stageMicroBatch.assign(e.stageIpu.size(), kNone);
}

} // namespace tilescope::codec
