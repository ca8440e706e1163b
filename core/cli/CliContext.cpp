#include "cli/CliContext.h"

#include "common/Error.h"

#include <exception>
#include <iomanip>
#include <sstream>
#include <ostream>

namespace tilescope::cli {

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
    std::map<std::string, std::int64_t> values;
    for (const auto& text : dimensions) {
        const auto equals = text.find('=');
        try {
            if (equals == std::string::npos || equals == 0)
                throw std::invalid_argument("no name");
            std::size_t used = 0;
            const auto value = std::stoll(text.substr(equals + 1), &used);
            if (used != text.size() - equals - 1 || value < 1)
                throw std::invalid_argument("bad value");
            values[text.substr(0, equals)] = value;
        } catch (const std::exception&) {
            throw Error(ErrorCode::InvalidOption, "expected NAME=N with N at least 1, such as sequence=128, got '" +
                                                      text + "'",
                        {}, "dim");
        }
    }
    return values;
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
