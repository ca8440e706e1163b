// tilescope-cli: a thin command line over core (docs/ARCHITECTURE.md). Each group of subcommands registers
// itself; this file only parses and returns the exit code.

#include "cli/CliContext.h"
#include "common/MemoryReturn.h"

#include <csignal>
#include <iostream>

int main(int argc, char** argv)
{
    // Past a file size limit a write fails with "File too large" and is reported, instead of the
    // signal ending the process mid-write.
    std::signal(SIGXFSZ, SIG_IGN);
    // A big model's or report's buffers, once outgrown, go back to the system (MemoryReturn.h).
    tilescope::returnLargeBuffersWhenFreed();
    CLI::App app{"Tilescope: simulate Graphcore IPU programs and inspect their memory and time"};
    app.set_version_flag("--version", std::string("tilescope-cli ") + TILESCOPE_VERSION);
    app.require_subcommand(1);
    app.footer("Exit codes: 0 success, 1 internal error, 2 usage or input error "
               "(bad arguments, model, report or option), 3 compiled but out of memory.");

    int exitCode = tilescope::cli::kSuccess;
    tilescope::cli::addCompileCommand(app, exitCode);
    tilescope::cli::addReportCommands(app, exitCode);
    tilescope::cli::addTraceCommand(app, exitCode);
    tilescope::cli::addSweepCommand(app, exitCode);
    tilescope::cli::addAdviseCommand(app, exitCode);
    tilescope::cli::addLessonCommand(app, exitCode);
    tilescope::cli::addDiffCommand(app, exitCode);
    tilescope::cli::addExplainConfigCommand(app, exitCode);
    tilescope::cli::addModelCommands(app, exitCode);

    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        const int cliCode = app.exit(e);
        // CLI11 reports --help / --version as "errors" with code 0.
        return cliCode == 0 ? tilescope::cli::kSuccess : tilescope::cli::kUsageOrInput;
    }
    return exitCode;
}
