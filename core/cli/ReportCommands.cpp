// `summary` and `convert`: read a report, print its headline figures or write it in another encoding.

#include "cli/CliContext.h"

#include "report/ReportIO.h"
#include "report/ReportSummary.h"

#include <iomanip>
#include <iostream>
#include <sstream>

namespace tilescope::cli {
namespace {

void printSummaryText(const ReportSummary& s, std::ostream& out)
{
    out << "Model:          " << s.model << '\n'
        << "Target:         " << archName(s.target.arch) << ", " << s.target.ipus << " IPU(s) x "
        << s.target.tilesPerIpu << " tiles x " << formatBytes(s.target.bytesPerTile) << ", " << s.target.replicas
        << " replica(s)\n"
        << "Fits:           " << (s.fits ? "yes" : "NO (out of memory)") << '\n';
    for (const auto& e : s.errors)
        out << "  error:   " << e << '\n';
    for (const auto& w : s.warnings)
        out << "  warning: " << w << '\n';
    out << "Total memory:   " << formatBytes(s.totalMemoryBytes) << " (gaps " << formatBytes(s.gapBytes) << ")\n"
        << "Always-live:    " << formatBytes(s.alwaysLiveBytes) << '\n'
        << "Peak not-always-live: " << formatBytes(s.peakNotAlwaysLiveBytes);
    if (s.peakStep >= 0)
        out << " at step " << s.peakStep;
    out << '\n'
        << "Tile bytes:     min " << formatBytes(s.minTileBytes) << ", mean "
        << formatBytes(std::uint64_t(s.meanTileBytes)) << ", max " << formatBytes(s.maxTileBytes) << '\n'
        << "Worst tiles:   ";
    for (const auto& t : s.worstTiles)
        out << " " << t.id << " (" << formatBytes(t.bytes) << ")";
    out << "\nRoom to spare:  ";
    if (s.roomToSpare.bytes >= 0)
        out << formatBytes(std::uint64_t(s.roomToSpare.bytes)) << " on tile " << s.roomToSpare.tile
            << " (the largest block free at the tightest tile's peak)";
    else
        out << "none: tile " << s.roomToSpare.tile << " is " << formatBytes(std::uint64_t(-s.roomToSpare.bytes))
            << " over";
    if (s.ipus.size() > 1)
        for (const auto& ipu : s.ipus)
            out << "\n  IPU " << ipu.id << ":        "
                << (ipu.roomToSpare.bytes >= 0 ? formatBytes(std::uint64_t(ipu.roomToSpare.bytes))
                                               : "-" + formatBytes(std::uint64_t(-ipu.roomToSpare.bytes)))
                << " on tile " << ipu.roomToSpare.tile;
    out << "\nCode:           " << formatBytes(s.codeBytes) << '\n'
        << "Operations:     " << s.operations << " (" << s.plannerFallbacks << " planned for minimum memory)\n";
    if (s.hasExecution)
        out << "Execution:      " << s.cyclesPerIteration << " cycles per iteration, " << std::setprecision(1)
            << std::fixed << s.samplesPerSecond << " samples/s\n";
    else
        out << "Execution:      not profiled\n";
}

} // namespace

void addReportCommands(CLI::App& app, int& exitCode)
{
    auto* summary = app.add_subcommand("summary", "Print the headline figures of a report");
    auto summaryPath = std::make_shared<std::string>();
    auto summaryJson = std::make_shared<bool>(false);
    summary->add_option("REPORT", *summaryPath, "Report file (.json or .tsr)")->required();
    summary->add_flag("--json", *summaryJson, "Print a stable JSON object instead of text");
    summary->callback([=, &exitCode] {
        exitCode = runGuarded(
            [&] {
                const auto s = summarize(loadReport(*summaryPath));
                if (*summaryJson)
                    std::cout << summaryToJson(s) << '\n';
                else
                    printSummaryText(s, std::cout);
                return int(kSuccess);
            },
            std::cerr);
    });

    auto* convert = app.add_subcommand("convert", "Write a report in another encoding");
    auto convertIn = std::make_shared<std::string>();
    auto convertTo = std::make_shared<std::string>();
    auto convertOut = std::make_shared<std::string>();
    convert->add_option("REPORT", *convertIn, "Report file to read")->required();
    convert->add_option("--to", *convertTo, "Encoding to write")
        ->required()
        ->check(CLI::IsMember({"json", "binary"}));
    convert->add_option("-o,--output", *convertOut, "File to write")->required();
    convert->callback([=, &exitCode] {
        exitCode = runGuarded(
            [&] {
                saveReport(loadReport(*convertIn), *convertOut, parseEncoding(*convertTo));
                return int(kSuccess);
            },
            std::cerr);
    });
}

} // namespace tilescope::cli
