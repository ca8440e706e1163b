#include "report/ChromeTrace.h"

#include "common/Error.h"

#include <nlohmann/json.hpp>

#include <array>
#include <cstdio>

namespace tilescope {
namespace {

constexpr std::size_t kTraceKinds = 7;
constexpr std::uint64_t kRowsBetweenStopChecks = 4096;

/// A JSON string literal (quoted and escaped).
std::string quoted(std::string_view text)
{
    return nlohmann::json(std::string(text)).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

/// Cycles as microseconds, with enough digits for single cycles at GHz clocks.
void writeMicroseconds(std::ostream& out, std::uint64_t cycles, double clockHz)
{
    char text[40];
    std::snprintf(text, sizeof text, "%.4f", double(cycles) * 1e6 / clockHz);
    out << text;
}

std::string rowName(const Report& report, std::int32_t step, TraceKind kind, StagePhase phase)
{
    if (step == kNone || std::size_t(step) >= report.liveness.stepCount()) {
        if (kind == TraceKind::Idle)
            return "Idle";
        return phase == StagePhase::HostIo ? "Host sync" : "External sync";
    }
    const auto node = report.liveness.stepProgram[std::size_t(step)];
    return node >= 0 && std::size_t(node) < report.programs.size() ? report.programs.name[std::size_t(node)]
                                                                   : std::string(traceKindName(kind));
}

std::string operationName(const Report& report, std::int32_t step)
{
    if (step == kNone || std::size_t(step) >= report.liveness.stepCount())
        return {};
    const auto node = report.liveness.stepProgram[std::size_t(step)];
    if (node < 0 || std::size_t(node) >= report.programs.size())
        return {};
    const auto op = report.programs.operation[std::size_t(node)];
    return op >= 0 && std::size_t(op) < report.operations.size() ? report.operations.name[std::size_t(op)]
                                                                 : std::string();
}

void writeMetadata(const Report& report, std::ostream& out)
{
    const auto& e = *report.execution;
    bool first = true;
    for (std::uint32_t lane = 0; lane < e.traceLaneCount(); ++lane) {
        const auto ipu = lane % report.target.ipus;
        // The stage an IPU runs, as the lane's name says it.
        std::string stages;
        for (std::size_t s = 0; s < e.programStepCount(); ++s)
            if (e.stepIpu[s] == ipu && e.stepStage[s] != kNone) {
                stages = " (stage " + std::to_string(e.stepStage[s]) + ")";
                break;
            }
        const auto name = "IPU " + std::to_string(ipu) + (lane >= report.target.ipus ? " IO tiles" : stages);
        out << (first ? "" : ",\n") << R"({"ph":"M","name":"process_name","pid":)" << lane
            << R"(,"tid":0,"args":{"name":)" << quoted(name) << "}}";
        out << ",\n"
            << R"({"ph":"M","name":"process_sort_index","pid":)" << lane << R"(,"tid":0,"args":{"sort_index":)"
            << lane << "}}";
        first = false;
        for (std::size_t k = 0; k < kTraceKinds; ++k)
            out << ",\n"
                << R"({"ph":"M","name":"thread_name","pid":)" << lane << R"(,"tid":)" << k << R"(,"args":{"name":)"
                << quoted(traceKindName(TraceKind(k))) << "}}";
    }
}

} // namespace

std::string missingExecutionReason(const Report& report)
{
    if (report.execution)
        return {};
    if (!report.fits())
        return "the program does not fit in memory, so it was never executed";
    const auto profile = report.engineOptions.find("autoReport.outputExecutionProfile");
    if (profile != report.engineOptions.end() && profile->second == "false")
        return "execution profiling was off (autoReport.outputExecutionProfile is false)";
    return "the report holds no execution profile";
}

void writeChromeTrace(const Report& report, std::ostream& out, const std::atomic<bool>* stop)
{
    if (!report.execution)
        throw Error(ErrorCode::InvalidOption, "no execution trace: " + missingExecutionReason(report));
    const auto& e = *report.execution;
    const double clockHz = report.target.clockHz;
    out << "{\"displayTimeUnit\":\"ns\",\"otherData\":{\"model\":" << quoted(report.model.name)
        << ",\"clockHz\":" << clockHz << ",\"cyclesPerIteration\":" << e.cyclesPerIteration
        << "},\n\"traceEvents\":[\n";
    writeMetadata(report, out);
    std::uint64_t written = 0;
    for (std::uint32_t lane = 0; lane < e.traceLaneCount(); ++lane) {
        const auto [begin, end] = e.traceRowsOf(lane);
        for (auto row = begin; row < end; ++row) {
            if (stop && ++written % kRowsBetweenStopChecks == 0 && stop->load())
                throw Error(ErrorCode::Cancelled, "writing the trace was cancelled");
            const auto step = e.traceStep[row];
            const auto kind = e.traceKind[row];
            out << ",\n{\"ph\":\"X\",\"pid\":" << lane << ",\"tid\":" << unsigned(kind)
                << ",\"name\":" << quoted(rowName(report, step, kind, e.tracePhase[row])) << ",\"cat\":" << quoted(traceKindName(kind))
                << ",\"ts\":";
            writeMicroseconds(out, e.traceStartCycle[row], clockHz);
            out << ",\"dur\":";
            writeMicroseconds(out, e.traceCycles[row], clockHz);
            out << ",\"args\":{\"cycles\":" << e.traceCycles[row] << ",\"phase\":"
                << quoted(stagePhaseName(e.tracePhase[row]));
            if (e.traceMicroBatch[row] != kNone)
                out << ",\"microBatch\":" << e.traceMicroBatch[row];
            if (step != kNone && std::size_t(step) < e.programStepCount()) {
                const auto s = std::size_t(step);
                if (const auto op = operationName(report, step); !op.empty())
                    out << ",\"op\":" << quoted(op);
                if (e.stepStage[s] != kNone)
                    out << ",\"stage\":" << e.stepStage[s];
                out << ",\"tiles\":" << e.stepActiveTiles[s] << ",\"bytesIn\":" << e.stepBytesIn[s]
                    << ",\"bytesOut\":" << e.stepBytesOut[s];
            }
            out << "}}";
        }
    }
    out << "\n]}\n";
    if (!out)
        throw Error(ErrorCode::WriteFailed, "could not write the trace");
}

} // namespace tilescope
