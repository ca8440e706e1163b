// `compile`: model + options -> report, the simulator's main job. Exit code 0 when the program
// fits, 3 when it is out of memory (the report is still written unless allowOutOfMemory is off).

#include "cli/CliContext.h"
#include "cli/CatalogFlags.h"

#include "common/Error.h"
#include "simulation/Simulation.h"
#include "report/ReportIO.h"
#include "report/ReportSummary.h"

#include <cstdlib>
#include <filesystem>
#include <iomanip>
#include <iostream>

namespace tilescope::cli {
namespace {

struct CompileArguments {
    std::string modelName;
    std::string output;
    std::string engineOptions;
    bool json = false;
    CatalogFlags flags; // every simulation option, from the catalog the Simulate panel shares
};

SimulationInput toInput(const CompileArguments& a)
{
    auto input = a.flags.parse(a.modelName);
    std::string engine = a.engineOptions;
    if (engine.empty())
        if (const char* fromEnvironment = std::getenv("POPLAR_ENGINE_OPTIONS"))
            engine = fromEnvironment;
    input.options.engine = EngineOptions::parse(engine);
    validateInput(input);
    return input;
}

int runCompile(const CompileArguments& a)
{
    const auto input = toInput(a);
    const auto& options = input.options;
    ConvPlanCache plans;
    const auto report = simulate(input, plans);

    std::string output = a.output;
    if (output.empty()) {
        if (!options.engine.autoReportAll)
            throw Error(ErrorCode::InvalidOption,
                        "no output file: give -o REPORT, or set POPLAR_ENGINE_OPTIONS autoReport.all", {}, "output");
        const auto directory = options.engine.autoReportDirectory.empty() ? std::string(".")
                                                                          : options.engine.autoReportDirectory;
        std::error_code ec;
        std::filesystem::create_directories(directory, ec);
        if (ec)
            throw Error(ErrorCode::WriteFailed, "cannot create autoReport.directory: " + ec.message(), directory);
        output = (std::filesystem::path(directory) / (report.model.name + ".tsr")).string();
    }
    const bool fits = report.fits();
    if (!fits && !options.engine.reportsOutOfMemory()) {
        for (const auto& d : report.diagnostics)
            if (d.severity == Severity::Error)
                std::cerr << d.message << '\n';
        std::cerr << "no report written (debug.allowOutOfMemory is false)\n";
        return kOutOfMemory;
    }
    saveReport(report, output, encodingForPath(output));
    std::ostream& out = messageStream({output});
    const auto summary = summarize(report);
    if (a.json) {
        out << summaryToJson(summary) << '\n';
    } else {
        for (const auto& w : summary.warnings)
            std::cerr << "PL:POPLIN [W] " << w << '\n';
        for (const auto& e : summary.errors)
            std::cerr << e << '\n';
        for (const auto& note : summary.notes)
            out << "Note: " << note.message << '\n';
        if (summary.hasExecution) {
            out << "Execution: " << summary.cyclesPerIteration << " cycles per iteration ("
                      << summary.samplesPerIteration << " samples), " << std::fixed << std::setprecision(1)
                      << summary.samplesPerSecond << " samples/s\n";
            for (const auto& ipu : summary.ipuExecution)
                out << "  IPU " << ipu.id << ": " << std::setprecision(1) << ipu.utilisation * 100
                          << "% busy, " << ipu.computeCycles << " cycles computing\n";
            out.unsetf(std::ios::fixed);
        } else if (fits) {
            out << "Execution: not profiled (autoReport.outputExecutionProfile is false)\n";
        }
        out << "Report written to " << output << " (" << (fits ? "fits" : "OUT OF MEMORY") << ")\n";
    }
    return fits ? kSuccess : kOutOfMemory;
}

} // namespace

void addCompileCommand(CLI::App& app, int& exitCode)
{
    auto arguments = std::make_shared<CompileArguments>();
    auto& a = *arguments;
    auto* command = app.add_subcommand("compile", "Compile a model for the IPU and write its report");
    command->add_option("MODEL", a.modelName, "A built-in model name (see `models`), a JSON model or an ONNX file")
        ->required();
    command->add_option("-o,--output", a.output,
                        "Report file to write (.tsr binary, .json text); default: autoReport.directory/<model>.tsr");
    a.flags.addTo(command, {OptionGroup::Model, OptionGroup::Program, OptionGroup::Memory, OptionGroup::Execution,
                            OptionGroup::Target});
    command->add_option("--engine-options", a.engineOptions,
                        "POPLAR_ENGINE_OPTIONS-style JSON (default: the environment variable)");
    command->add_flag("--json", a.json, "Print the report summary as JSON");
    command->callback([arguments, &exitCode] {
        exitCode = runGuarded([&] { return runCompile(*arguments); }, std::cerr);
    });
}

} // namespace tilescope::cli
