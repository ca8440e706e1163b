// `advise`: for a configuration that does not fit (or fits but is slow), the changes a user would
// try, each compiled and executed; prints those that fit, fastest first, with the exact command.

#include "cli/CliContext.h"
#include "cli/SearchArguments.h"

#include "common/Error.h"
#include "simulation/Advisor.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <iomanip>
#include <iostream>

#include <unistd.h>

namespace tilescope::cli {
namespace {

struct AdviseArguments : SearchArguments {
    std::size_t top = 10;
    bool json = false;
};

std::string roomText(std::int64_t bytes)
{
    return bytes >= 0 ? formatBytes(std::uint64_t(bytes)) + " to spare" : formatBytes(std::uint64_t(-bytes)) + " over";
}

nlohmann::json candidateJson(const AdviceCandidate& c)
{
    return {{"change", c.change},
            {"fits", c.figures.fits},
            {"samplesPerSecond", c.figures.samplesPerSecond},
            {"cyclesPerIteration", c.figures.cyclesPerIteration},
            {"worstTile", c.figures.worstTile},
            {"worstTileBytes", c.figures.worstTileBytes},
            {"roomToSpareBytes", c.roomToSpareBytes},
            {"globalBatch", c.globalBatch},
            {"command", c.figures.command},
            {"error", c.figures.error}};
}

int runAdvise(const AdviseArguments& a)
{
    const SimulationInput base = a.flags.parse(a.model);
    validateInput(base);
    AdviseOptions options;
    options.jobs = a.jobs;
    if (!a.quiet) {
        const bool terminal = isatty(STDERR_FILENO) != 0;
        options.progress = [terminal](std::size_t done, std::size_t total) {
            if (terminal)
                std::fprintf(stderr, "\r%zu of %zu configurations simulated   ", done, total);
        };
    }
    const Advice advice = advise(base, options);
    if (!a.quiet && isatty(STDERR_FILENO))
        std::fprintf(stderr, "\n");
    if (a.json) {
        nlohmann::json j{{"baseline", candidateJson(advice.baseline)}, {"tried", advice.tried.size()}};
        j["fitting"] = nlohmann::json::array();
        for (const auto& c : advice.fitting)
            j["fitting"].push_back(candidateJson(c));
        std::cout << j.dump(2) << '\n';
        return advice.fitting.empty() && !advice.baseline.figures.fits ? kOutOfMemory : kSuccess;
    }
    const auto& b = advice.baseline;
    std::cout << "The configuration " << (b.figures.fits ? "fits" : "does NOT fit") << ": worst tile "
              << b.figures.worstTile << " uses " << formatBytes(b.figures.worstTileBytes) << " ("
              << roomText(b.roomToSpareBytes) << ")";
    if (b.figures.fits)
        std::cout << ", " << std::fixed << std::setprecision(1) << b.figures.samplesPerSecond << " samples/s";
    std::cout << "\n  " << b.figures.command << "\n"
              << advice.tried.size() << " changes tried; " << advice.fitting.size()
              << (b.figures.fits ? " fit and are faster" : " fit") << ".\n";
    std::size_t rank = 0;
    for (const auto& c : advice.fitting) {
        if (++rank > a.top)
            break;
        std::cout << "\n" << std::setw(2) << rank << ". " << c.change << "\n    " << std::fixed << std::setprecision(1)
                  << c.figures.samplesPerSecond << " samples/s, " << roomText(c.roomToSpareBytes)
                  << ", global batch " << c.globalBatch << "\n    " << c.figures.command << "\n";
    }
    if (advice.fitting.size() > a.top)
        std::cout << "\n(" << advice.fitting.size() - a.top << " more: --top N)\n";
    if (advice.fitting.empty() && !b.figures.fits) {
        std::cout << "\nNothing tried fits. The closest:\n";
        const AdviceCandidate* closest = nullptr;
        for (const auto& c : advice.tried)
            if (c.figures.error.empty() && (!closest || c.roomToSpareBytes > closest->roomToSpareBytes))
                closest = &c;
        if (closest)
            std::cout << "    " << closest->change << ": " << roomText(closest->roomToSpareBytes) << "\n    "
                      << closest->figures.command << "\n";
        return kOutOfMemory;
    }
    return kSuccess;
}

} // namespace

void addAdviseCommand(CLI::App& app, int& exitCode)
{
    auto arguments = std::make_shared<AdviseArguments>();
    auto& a = *arguments;
    auto* command = app.add_subcommand(
        "advise", "Find the changes that make a configuration fit (or run faster): each is compiled and executed, "
                  "those that fit are ranked by samples per second (exit 3 when none fits)");
    command->add_option("--top", a.top, "How many fitting configurations to print")
        ->capture_default_str()
        ->check(CLI::Range(std::size_t(1), std::size_t(1000)));
    command->add_flag("--json", a.json, "Print the advice as JSON");
    a.addTo(command, ModelArgument::Required, "No progress");
    command->callback([arguments, &exitCode] { exitCode = runGuarded([&] { return runAdvise(*arguments); }, std::cerr); });
}

} // namespace tilescope::cli
