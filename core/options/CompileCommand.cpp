// The command line of a simulation: `tilescope-cli compile` arguments written from a
// SimulationInput and read back, and the POSIX shell quoting the Copy button and sweeps use.

#include "options/CompileCommand.h"

#include "common/Error.h"
#include "options/IpuConfigInput.h"

#include <map>

namespace tilescope {
namespace {

[[noreturn]] void refuse(const std::string& option, const std::string& message)
{
    throw Error(ErrorCode::InvalidOption, message, {}, option);
}

// Where the IPUConfig comes from and the mode it is read for: read before the other options
// (the file applied between), and written in a command as they are, not against the file.
bool sourceOrModeOption(const std::string& name)
{
    return isIpuConfigOption(name) || name == "training" || name == "inference";
}

// The options before the command line's: the defaults, with the input's IPUConfig applied in its
// mode when it has one that can be read (one that cannot is refused when the input is parsed).
SimulationInput ipuConfigBaseline(const SimulationInput& input)
{
    SimulationInput base;
    if (input.ipuConfig.file.empty())
        return base;
    base.ipuConfig = input.ipuConfig;
    base.options.training = input.options.training;
    try {
        applyIpuConfig(base);
        return base;
    } catch (const Error&) {
        return SimulationInput{};
    }
}

} // namespace

std::vector<std::string> compileArguments(const SimulationInput& input)
{
    std::vector<std::string> arguments{input.model};
    static const SimulationInput defaults;
    const SimulationInput fromFile = ipuConfigBaseline(input);
    for (const auto& d : optionCatalog()) {
        const auto text = d.read(input);
        // Where the file comes from and the mode are said as they are; the rest where they differ
        // from what the file gives.
        if (text == d.read(sourceOrModeOption(d.name) ? defaults : fromFile))
            continue;
        arguments.push_back("--" + (d.alias.empty() ? d.name : d.alias)); // the short form users type
        if (d.kind != OptionKind::Flag)
            arguments.push_back(text);
    }
    return arguments;
}

std::string compileCommandLine(const SimulationInput& input, const std::string& output)
{
    std::string line = "tilescope-cli compile";
    for (const auto& argument : compileArguments(input))
        line += " " + shellQuoted(argument);
    if (!output.empty())
        line += " -o " + shellQuoted(output);
    return line;
}

namespace {

void readArguments(SimulationInput& input, const std::vector<std::string>& arguments, bool ipuConfigPass)
{
    bool training = false;
    bool inference = false;
    std::map<std::string, std::vector<std::string>> lists;
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        const std::string& argument = arguments[i];
        if (argument.rfind("--", 0) != 0) {
            if (ipuConfigPass)
                continue;
            if (!input.model.empty())
                refuse("model", "a second model '" + argument + "' after '" + input.model + "'");
            input.model = argument;
            continue;
        }
        const auto equals = argument.find('=');
        const std::string name = argument.substr(2, equals == std::string::npos ? std::string::npos : equals - 2);
        const OptionDefinition* d = findOption(name);
        if (!d)
            refuse(name, "there is no option --" + name);
        std::string value;
        if (equals != std::string::npos)
            value = argument.substr(equals + 1);
        else if (d->kind == OptionKind::Flag)
            value = "true";
        else if (i + 1 < arguments.size())
            value = arguments[++i];
        else
            refuse(d->name, "--" + d->name + " needs a value");
        if ((ipuConfigPass && !sourceOrModeOption(d->name)) || (!ipuConfigPass && isIpuConfigOption(d->name)))
            continue;
        if (d->kind == OptionKind::List) {
            lists[d->name].push_back(value); // repeatable: the items add up
            continue;
        }
        setOption(input, d->name, value);
        training = training || (d->name == "training" && value == "true");
        inference = inference || (d->name == "inference" && value == "true");
    }
    if (training && inference)
        refuse("inference", "--training and --inference contradict each other");
    for (const auto& [name, values] : lists) {
        std::string items; // as a list option is written: "a,b,c"
        for (const auto& value : values)
            items += (items.empty() ? "" : ",") + value;
        setOption(input, name, items);
    }
}

} // namespace

SimulationInput parseCompileArguments(const std::vector<std::string>& arguments)
{
    // Two passes: where the IPUConfig comes from and the mode it is read for first, the file
    // applied, then every other option over it, so that what is given on the command line wins.
    SimulationInput input;
    const auto pass = [&](bool ipuConfigPass) { readArguments(input, arguments, ipuConfigPass); };
    pass(true);
    applyIpuConfig(input);
    pass(false);
    if (input.model.empty())
        refuse("model", "no model: give a built-in model's name, a JSON model or an ONNX file");
    return input;
}

std::string shellQuoted(const std::string& word)
{
    const bool plain = !word.empty() && word.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                                               "0123456789-_./=,:+@%") == std::string::npos;
    if (plain)
        return word;
    std::string quoted = "'";
    for (const char ch : word)
        quoted += ch == '\'' ? std::string("'\\''") : std::string(1, ch);
    return quoted + "'";
}

std::vector<std::string> splitCommandLine(const std::string& line)
{
    std::vector<std::string> words;
    std::string word;
    bool inWord = false;
    char quote = 0;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char ch = line[i];
        if (quote == '\'') {
            if (ch == '\'')
                quote = 0;
            else
                word += ch;
        } else if (quote == '"') {
            if (ch == '"')
                quote = 0;
            else if (ch == '\\' && i + 1 < line.size() && std::string_view("\"\\$`").find(line[i + 1]) != std::string_view::npos)
                word += line[++i];
            else
                word += ch;
        } else if (ch == '\'' || ch == '"') {
            quote = ch;
            inWord = true;
        } else if (ch == '\\' && i + 1 < line.size()) {
            word += line[++i];
            inWord = true;
        } else if (ch == ' ' || ch == '\t' || ch == '\n') {
            if (inWord)
                words.push_back(word);
            word.clear();
            inWord = false;
        } else {
            word += ch;
            inWord = true;
        }
    }
    if (quote)
        refuse("command", "an unterminated " + std::string(1, quote) + " quote in: " + line);
    if (inWord)
        words.push_back(word);
    return words;
}

} // namespace tilescope
