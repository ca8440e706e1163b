#include "cli/CliContext.h"

#include "common/Error.h"
#include "common/WriteTarget.h"
#include "options/OptionCatalog.h"

#include <exception>
#include <iostream>
#include <iomanip>
#include <sstream>
#include <ostream>

namespace tilescope::cli {

std::string formatGrouped(std::uint64_t value)
{
    std::string digits = std::to_string(value);
    for (int i = int(digits.size()) - 3; i > 0; i -= 3)
        digits.insert(std::size_t(i), ",");
    return digits;
}

std::string formatBytes(std::uint64_t bytes)
{
    const char* units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    double value = double(bytes);
    int unit = 0;
    while (value >= 1024.0 && unit < 4) {
        value /= 1024.0;
        ++unit;
    }
    std::ostringstream out;
    out << std::fixed << std::setprecision(unit == 0 ? 0 : 2) << value << ' ' << units[unit];
    return out.str();
}

void addDimensionOption(CLI::App* command, std::vector<std::string>& dimensions)
{
    command->add_option("--dim", dimensions,
                        "ONNX: the value of a symbolic input dimension other than the batch, e.g. sequence=128 "
                        "(repeatable)");
}

std::map<std::string, std::int64_t> parseDimensions(const std::vector<std::string>& dimensions)
{
    // The catalog's `dim` option parses them, as for compile and inspect.
    SimulationInput input;
    std::string joined;
    for (const auto& text : dimensions)
        joined += (joined.empty() ? "" : ",") + text;
    setOption(input, "dim", joined);
    return input.dimensions;
}

std::ostream& messageStream(std::initializer_list<std::string> outputs)
{
    for (const auto& output : outputs)
        if (!output.empty() && reachesStandardOutput(output))
            return std::cerr;
    return std::cout;
}

int runGuarded(const std::function<int()>& body, std::ostream& err)
{
    try {
        return body();
    } catch (const Error& e) {
        err << "error: " << e.what() << '\n';
        return e.code() == ErrorCode::Internal ? kFailure : kUsageOrInput;
    } catch (const std::exception& e) {
        err << "internal error: " << e.what() << '\n';
        return kFailure;
    }
}

} // namespace tilescope::cli
