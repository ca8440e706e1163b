// `trace`: a report's execution as each IPU lived it. Prints the time per IPU and step kind; with
// --chrome writes the Chrome Trace Event JSON that Perfetto and chrome://tracing open.

#include "cli/CliContext.h"

#include "common/AtomicFile.h"
#include "common/Error.h"
#include "report/ChromeTrace.h"
#include "report/ReportIO.h"

#include <array>
#include <iomanip>
#include <iostream>

namespace tilescope::cli {
namespace {

constexpr std::size_t kTraceKinds = 7;

void printTraceTable(const Report& report, std::ostream& out)
{
    const auto& e = *report.execution;
    out << "Cycles per iteration: " << e.cyclesPerIteration << " ("
        << std::setprecision(3) << std::fixed << double(e.cyclesPerIteration) / report.target.clockHz * 1e3
        << " ms at " << report.target.clockHz / 1e9 << " GHz), " << std::setprecision(1) << e.samplesPerSecond
        << " samples/s\n"
        << "Trace rows: " << e.traceRowCount() << " (" << e.tracedDeviceIterations << " of " << e.deviceIterations
        << " device iteration(s) traced)\n";
    if (e.foldedMicroBatches > 0)
        out << "Steady state: " << e.foldedMicroBatches << " micro-batches of each device iteration repeat the ones "
            << "before them; they count in every total but are not in the trace (folded at cycle " << e.foldCycle
            << ")\n";
    out << "\n";
    out << std::left << std::setw(6) << "IPU";
    for (std::size_t k = 0; k < kTraceKinds; ++k)
        out << std::right << std::setw(16) << traceKindName(TraceKind(k));
    out << std::setw(13) << "utilisation" << '\n';
    for (std::uint32_t ipu = 0; ipu < report.target.ipus; ++ipu) {
        std::array<std::uint64_t, kTraceKinds> cycles{};
        const auto [begin, end] = e.traceRowsOf(ipu);
        for (auto row = begin; row < end; ++row)
            cycles[std::size_t(e.traceKind[row])] += e.traceCycles[row];
        out << std::left << std::setw(6) << ipu;
        for (auto c : cycles)
            out << std::right << std::setw(16) << c;
        out << std::setw(12) << std::setprecision(1) << e.utilisation(ipu) * 100 << "%\n";
    }
}

} // namespace

void addTraceCommand(CLI::App& app, int& exitCode)
{
    auto* trace = app.add_subcommand("trace", "Print a report's execution per IPU, or write it for Perfetto");
    auto path = std::make_shared<std::string>();
    auto chrome = std::make_shared<std::string>();
    trace->add_option("REPORT", *path, "Report file (.json or .tsr)")->required();
    trace->add_option("--chrome", *chrome,
                      "Write the trace as Chrome Trace Event JSON (opens in ui.perfetto.dev and chrome://tracing)");
    trace->callback([=, &exitCode] {
        exitCode = runGuarded(
            [&] {
                // A report without one says so from its first members, not after reading them all.
                if (const auto head = loadReportIfWithoutExecution(*path))
                    throw Error(ErrorCode::InvalidOption, "no execution trace: " + missingExecutionReason(*head),
                                *path);
                const auto report = loadReport(*path);
                if (!report.execution)
                    throw Error(ErrorCode::InvalidOption, "no execution trace: " + missingExecutionReason(report),
                                *path);
                if (chrome->empty()) {
                    printTraceTable(report, std::cout);
                    return int(kSuccess);
                }
                try {
                    writeFileAtomically(*chrome, [&](std::ostream& out) { writeChromeTrace(report, out); });
                } catch (const Error& e) {
                    throw e.file().empty() ? e.withFile(*chrome) : e;
                }
                messageStream({*chrome}) << "Trace of " << report.execution->traceRowCount() << " rows written to " << *chrome
                          << '\n';
                return int(kSuccess);
            },
            std::cerr);
    });
}

} // namespace tilescope::cli
