#pragma once
// What every subcommand of tilescope-cli shares: the exit codes and how an error is printed.

#include <CLI/CLI.hpp>

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <string>
#include <iosfwd>
#include <map>
#include <vector>

namespace tilescope::cli {

enum ExitCode : int {
    kSuccess = 0,
    kFailure = 1,      // an unexpected internal error
    kUsageOrInput = 2, // bad arguments, or a bad model / report / option
    kOutOfMemory = 3,  // compiled, but the program does not fit
};

/// A whole number with its thousands grouped by commas ("110,106,428").
std::string formatGrouped(std::uint64_t value);

/// A byte count in IEC units with two decimals ("512 B", "1.50 KiB", "12.34 MiB").
std::string formatBytes(std::uint64_t bytes);

/// Where a command's messages go: standard error when one of `outputs` is the process's standard
/// output (`-o /dev/stdout`, which must get the file alone), else standard output.
std::ostream& messageStream(std::initializer_list<std::string> outputs);

/// Runs a subcommand body, turning a tilescope::Error into a message on `err` and exit code 2.
int runGuarded(const std::function<int()>& body, std::ostream& err);

/// Registers `summary` and `convert`.
void addReportCommands(CLI::App& app, int& exitCode);

/// Registers `models`, `inspect`, `export-model` and `import-onnx`.
void addModelCommands(CLI::App& app, int& exitCode);

/// Adds `--dim NAME=N` (repeatable) to `command`, for the symbolic dimensions of ONNX inputs.
void addDimensionOption(CLI::App* command, std::vector<std::string>& dimensions);

/// The values of `--dim NAME=N` options; throws Error(InvalidOption) naming a malformed one.
std::map<std::string, std::int64_t> parseDimensions(const std::vector<std::string>& dimensions);

/// Registers `compile`.
void addCompileCommand(CLI::App& app, int& exitCode);

/// Registers `trace`.
void addTraceCommand(CLI::App& app, int& exitCode);

/// Registers `lesson`.
void addLessonCommand(CLI::App& app, int& exitCode);

/// Registers `advise`.
void addAdviseCommand(CLI::App& app, int& exitCode);

/// Registers `sweep` and `sweep merge`.
void addSweepCommand(CLI::App& app, int& exitCode);

/// Registers `explain-config`.
void addExplainConfigCommand(CLI::App& app, int& exitCode);

/// Registers `diff`.
void addDiffCommand(CLI::App& app, int& exitCode);

} // namespace tilescope::cli
