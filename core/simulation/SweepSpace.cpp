#include "simulation/SweepSpace.h"

#include "common/Error.h"

#include <cmath>
#include <set>
#include <sstream>

namespace tilescope {
namespace {

[[noreturn]] void refuse(const std::string& option, const std::string& message)
{
    throw Error(ErrorCode::InvalidOption, message, {}, option);
}

std::vector<std::string> split(const std::string& text, char separator)
{
    std::vector<std::string> items;
    std::string item;
    std::istringstream in(text);
    while (std::getline(in, item, separator))
        items.push_back(item);
    if (!text.empty() && text.back() == separator)
        items.emplace_back();
    return items;
}

double number(const OptionDefinition& option, const std::string& text, const std::string& what)
{
    try {
        std::size_t used = 0;
        const double value = std::stod(text, &used);
        if (used == text.size() && std::isfinite(value))
            return value;
    } catch (const std::exception&) {
    }
    refuse(option.name, "the range's " + what + " '" + text + "' is not a number");
}

std::string realText(double value)
{
    std::ostringstream out;
    out.precision(10);
    out << value;
    return out.str();
}

// FIRST:LAST[:STEP], inclusive; a real range's last value may fall short of LAST by rounding.
std::vector<std::string> rangeValues(const OptionDefinition& option, const std::vector<std::string>& parts)
{
    const bool whole = option.kind == OptionKind::Integer;
    if (!whole && option.kind != OptionKind::Real)
        refuse(option.name, "--" + option.name + " takes a list of values, not a range");
    if (parts.size() < 2 || parts.size() > 3)
        refuse(option.name, "a range is FIRST:LAST or FIRST:LAST:STEP");
    const double first = number(option, parts[0], "start");
    const double last = number(option, parts[1], "end");
    if (!whole && parts.size() == 2)
        refuse(option.name, "a range of --" + option.name + " needs a step, such as " + parts[0] + ":" + parts[1] +
                                ":0.1");
    const double step = parts.size() == 3 ? number(option, parts[2], "step") : 1.0;
    if (!(step > 0))
        refuse(option.name, "the range's step must be positive, got " + (parts.size() == 3 ? parts[2] : std::string("0")));
    if (whole && step != std::floor(step))
        refuse(option.name, "--" + option.name + " takes whole numbers: the step must be whole, got " + parts[2]);
    if (last < first)
        refuse(option.name, "the range " + parts[0] + ":" + parts[1] + " is empty (its end is before its start)");
    const double count = std::floor((last - first) / step + 1e-9) + 1;
    if (count > double(kMaxSweepPoints))
        refuse(option.name, "the range " + parts[0] + ":" + parts[1] + " has more than " +
                                std::to_string(kMaxSweepPoints) + " values");
    std::vector<std::string> values;
    for (std::size_t i = 0; i < std::size_t(count); ++i) {
        const double value = first + double(i) * step;
        values.push_back(whole ? std::to_string(std::llround(value)) : realText(value));
    }
    return values;
}

} // namespace

bool isSweepSpec(const OptionDefinition& option, const std::string& spec)
{
    if (option.kind == OptionKind::List)
        return spec.find(';') != std::string::npos;
    return spec.find(',') != std::string::npos || spec.find(':') != std::string::npos;
}

SweepAxis parseSweepAxis(const std::string& optionName, const std::string& spec)
{
    const OptionDefinition* option = findOption(optionName);
    if (!option)
        refuse(optionName, "there is no option --" + optionName + " to sweep");
    SweepAxis axis{option->name, {}};
    const bool list = option->kind == OptionKind::List;
    if (!list && spec.find(':') != std::string::npos) {
        axis.values = rangeValues(*option, split(spec, ':'));
    } else {
        axis.values = split(spec, list ? ';' : ',');
        if (option->kind == OptionKind::Flag && spec == "both")
            axis.values = {"false", "true"};
    }
    if (axis.values.empty())
        refuse(option->name, "the axis over --" + option->name + " has no values");
    std::set<std::string> seen;
    SimulationInput probe;
    for (const auto& value : axis.values) {
        if (value.empty() && !option->optional && !list)
            refuse(option->name, "the axis over --" + option->name + " has an empty value in '" + spec + "'");
        if (!seen.insert(value).second)
            refuse(option->name, "the axis over --" + option->name + " has '" + value + "' twice");
        setOption(probe, option->name, value); // refused as the option refuses it, naming it
    }
    return axis;
}

std::size_t SweepSpace::pointCount() const
{
    std::size_t count = 1;
    for (const auto& axis : axes) {
        if (axis.values.empty())
            return 0;
        if (count > kMaxSweepPoints / axis.values.size() + 1)
            return kMaxSweepPoints + 1; // saturates: validate() refuses it by name
        count *= axis.values.size();
    }
    return count;
}

std::vector<std::string> SweepSpace::valuesOf(std::size_t index) const
{
    std::vector<std::string> values(axes.size());
    for (std::size_t a = axes.size(); a-- > 0;) {
        const std::size_t size = axes[a].values.size();
        values[a] = axes[a].values[index % size];
        index /= size;
    }
    return values;
}

SimulationInput SweepSpace::inputOf(std::size_t index) const
{
    SimulationInput input = base;
    const auto values = valuesOf(index);
    for (std::size_t a = 0; a < axes.size(); ++a)
        setOption(input, axes[a].option, values[a]);
    return input;
}

void SweepSpace::validate() const
{
    if (axes.empty())
        refuse("axis", "nothing to sweep: give an option a list (16.16,32.32) or a range (1:32, 0.1:0.9:0.1)");
    std::set<std::string> swept;
    for (const auto& axis : axes) {
        if (!swept.insert(axis.option).second)
            refuse(axis.option, "--" + axis.option + " is swept twice");
        if (axis.values.empty())
            refuse(axis.option, "the axis over --" + axis.option + " has no values");
    }
    if (pointCount() > kMaxSweepPoints)
        refuse("axis", "the sweep has more than " + std::to_string(kMaxSweepPoints) +
                           " points: narrow a range or take a larger step");
}

} // namespace tilescope
