#pragma once
// Every option of a simulation, defined once: its name as the command line spells it, its group,
// kind, range or choices, default and help. tilescope-cli registers its options from this list and
// the viewer's Simulate panel builds its controls from it, so the two take the same words, defaults,
// ranges and refusals; sweeps and lessons name options the same way (docs/ARCHITECTURE.md).

#include "model/Builtins.h"
#include "options/CompileOptions.h"
#include "options/IpuConfig.h"

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace tilescope {

/// The model and options of one simulation, parsed: what `tilescope-cli compile` is given.
struct SimulationInput {
    std::string model;     // a built-in model's name, a JSON model or an ONNX file
    BuiltinOptions builtin; // the generators' knobs (built-in models only)
    std::map<std::string, std::int64_t> dimensions; // ONNX: symbolic dimensions other than the batch
    CompileOptions options;
    IpuConfigSource ipuConfig; // an optimum-graphcore IPUConfig the options start from
    /// What the IPUConfig's reading says (older forms, fields not simulated), for the report's notes.
    std::vector<std::string> notes;

    /// The generators' knobs as the model is built: an inference program has no loss.
    BuiltinOptions builtinForCompile() const;
};

/// Groups as a user thinks of the options (and as the Simulate panel shows them).
enum class OptionGroup { Model, Program, Memory, Execution, Target };

enum class OptionKind {
    Integer, // a whole number within [minimum, maximum]
    Real,    // a number within its range
    Choice,  // one of `choices`
    Flag,    // present or not; its text is "true" or "false"
    List,    // comma-separated items ("IPU1=0.4,IPU2=0.5"); repeatable on the command line
    Text,    // free text given once: a file's path, an overrides string
};

struct OptionDefinition {
    std::string name;  // "batch-size": --batch-size on the command line
    std::string alias; // another spelling the command line takes ("amp"); empty when none
    OptionGroup group = OptionGroup::Program;
    OptionKind kind = OptionKind::Integer;
    std::string help;  // one line, as `--help` prints it
    double minimum = 0.0; // Integer and Real
    double maximum = 0.0;
    bool minimumExclusive = false; // the value must be greater than `minimum` (amp, loss scaling)
    bool optional = false;         // empty text means "the model's or target's own" (classes, layers)
    std::vector<std::string> choices; // Choice
    bool inPanel = true;              // false: the command line only (--inference)
    // Sets the value from text already checked against kind, range and choices.
    std::function<void(SimulationInput&, const std::string&)> assign;
    // The value as text: what compileArguments writes and setOption reads back.
    std::function<std::string(const SimulationInput&)> read;
};

/// Every option, in the order `--help`, the panel and compileArguments list them.
const std::vector<OptionDefinition>& optionCatalog();
/// The option named `nameOrAlias` (without dashes); null when there is none.
const OptionDefinition* findOption(std::string_view nameOrAlias);
/// The stable word of a group ("model", "program", "memory", "execution", "target").
std::string_view optionGroupName(OptionGroup group);

/// Sets option `name` (or its alias) of `input` from `text`. Throws Error(InvalidOption) whose field
/// is the option's name for an unknown option, a malformed value, a value out of range or not
/// among the choices.
void setOption(SimulationInput& input, const std::string& name, const std::string& text);
/// The value of option `name` in `input`, as text; throws Error(InvalidOption) for an unknown name.
std::string optionText(const SimulationInput& input, const std::string& name);
/// The value an option has when it is not given.
std::string defaultOptionText(const OptionDefinition& option);

/// Checks everything that does not need the model loaded: the options' ranges and contradictions
/// (CompileOptions::validate), the model options' ranges, and the structural ones against the model
/// named (checkModelOptions). Throws Error(InvalidOption) naming the option.
void validateInput(const SimulationInput& input);

} // namespace tilescope
