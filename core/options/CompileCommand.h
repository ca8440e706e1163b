#pragma once
// The command line of a simulation: the `tilescope-cli compile` arguments that reproduce a
// SimulationInput, read back the same way, and quoting for a POSIX shell.

#include "options/OptionCatalog.h"

#include <string>
#include <vector>

namespace tilescope {

/// The arguments of `tilescope-cli compile` that reproduce `input`: the model, then every option
/// whose value differs from its default, in catalog order ("--batch-size", "48", "--training").
std::vector<std::string> compileArguments(const SimulationInput& input);
/// The whole command on one line, each argument quoted for a POSIX shell where it needs to be:
/// "tilescope-cli compile resnet50 --batch-size 4 -o out.tsr" (without -o when `output` is empty).
std::string compileCommandLine(const SimulationInput& input, const std::string& output = {});
/// Reads arguments as compileArguments writes them (the model first, then options and flags in
/// any order, `--name value` or `--name=value`). Throws Error(InvalidOption) naming an unknown
/// option, a value missing or out of range.
SimulationInput parseCompileArguments(const std::vector<std::string>& arguments);
/// `word` as a POSIX shell reads it back: as it is when it needs no quoting, else in single quotes.
std::string shellQuoted(const std::string& word);
/// Splits a command line into arguments as a POSIX shell does with quotes and backslashes (no
/// expansions); throws Error(InvalidOption) for an unterminated quote.
std::vector<std::string> splitCommandLine(const std::string& line);

} // namespace tilescope
