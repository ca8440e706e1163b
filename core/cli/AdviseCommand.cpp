// `advise`: for a configuration that does not fit (or fits but is slow), the changes a user would
// try, each compiled and executed; prints those that fit, fastest first, with the exact command.

#include "cli/CliContext.h"
#include "cli/SearchArguments.h"

#include "common/Error.h"
#include "common/AtomicFile.h"
#include "common/FileRead.h"
#include "common/MemoryReturn.h"
#include "onnx/OnnxImport.h"
#include "simulation/Advisor.h"
#include "simulation/IpuConfigChanges.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <iomanip>
#include <iostream>

#include <unistd.h>

namespace tilescope::cli {
namespace {

struct AdviseArguments : SearchArguments {
    std::size_t top = 10;
    bool json = false;
    bool stream = false;        // --stream: each candidate printed as it is found
    std::string writeIpuConfig; // --write-ipu-config: the best fitting change, as an IPUConfig
};

// With --ipu-config, each change is said in the file's words too: the IPUConfig fields it changes.
struct FileWords {
    std::optional<Model> model;
    nlohmann::ordered_json original;  // the user's file, its fields in their order
    nlohmann::ordered_json baseline;  // the file as the baseline simulates it

    std::vector<std::string> of(const AdviceCandidate& c) const
    {
        return model ? ipuConfigChangeWords(baseline, rewriteIpuConfig(original, c.input, *model))
                     : std::vector<std::string>{};
    }
};

FileWords fileWordsOf(const SimulationInput& base)
{
    FileWords words;
    if (base.ipuConfig.file.empty())
        return words;
    const std::string text = readFileBytes(base.ipuConfig.file, "IPUConfig");
    words.original = nlohmann::ordered_json::parse(text, nullptr, false);
    if (!words.original.is_object())
        throw Error(ErrorCode::FileUnreadable, base.ipuConfig.file + ": not a JSON object", base.ipuConfig.file);
    words.model = loadModelInput(base.model, base.builtinForCompile(), {base.dimensions});
    // The file as the baseline simulates it: a field the options do not say (sharding with one
    // replica) keeps the file's value on both sides.
    words.baseline = rewriteIpuConfig(words.original, base, *words.model);
    return words;
}

// The file --write-ipu-config names must not be the IPUConfig read: the user's file is kept.
void checkWriteTarget(const AdviseArguments& a, const SimulationInput& base)
{
    if (a.writeIpuConfig.empty())
        return;
    if (base.ipuConfig.file.empty())
        throw Error(ErrorCode::InvalidOption, "--write-ipu-config writes a changed IPUConfig: add --ipu-config FILE", {},
                    "write-ipu-config");
    std::error_code ec;
    if (std::filesystem::equivalent(a.writeIpuConfig, base.ipuConfig.file, ec))
        throw Error(ErrorCode::InvalidOption,
                    "--write-ipu-config " + a.writeIpuConfig +
                        " is the IPUConfig read (--ipu-config): write the changed file beside it", {},
                    "write-ipu-config");
}

std::string roomText(std::int64_t bytes)
{
    return bytes >= 0 ? formatBytes(std::uint64_t(bytes)) + " to spare" : formatBytes(std::uint64_t(-bytes)) + " over";
}

nlohmann::json candidateJson(const AdviceCandidate& c, const FileWords& words)
{
    nlohmann::json j{{"change", c.change},
            {"fits", c.figures.fits},
            {"samplesPerSecond", c.figures.samplesPerSecond},
            {"cyclesPerIteration", c.figures.cyclesPerIteration},
            {"worstTile", c.figures.worstTile},
            {"worstTileBytes", c.figures.worstTileBytes},
            {"roomToSpareBytes", c.roomToSpareBytes},
            {"globalBatch", c.globalBatch},
            {"command", c.figures.command},
            {"error", c.figures.error}};
    if (words.model)
        j["ipuConfigChanges"] = words.of(c);
    return j;
}

std::string joinedWords(const std::vector<std::string>& words)
{
    std::string text;
    for (const auto& w : words)
        text += (text.empty() ? "" : "; ") + w;
    return text;
}

// Writes the fastest fitting change's IPUConfig; false (and nothing written) when none fits.
bool writeBest(const AdviseArguments& a, const Advice& advice, const FileWords& words)
{
    if (advice.fitting.empty() || !words.model)
        return false;
    const auto rewritten = rewriteIpuConfig(words.original, advice.fitting.front().input, *words.model);
    writeFileAtomically(a.writeIpuConfig, rewritten.dump(2) + "\n");
    return true;
}

int runAdvise(const AdviseArguments& a)
{
    const SimulationInput base = a.flags.parse(a.model);
    validateInput(base);
    checkWriteTarget(a, base);
    const FileWords words = fileWordsOf(base);
    AdviseOptions options;
    options.jobs = a.jobs;
    keepLargeBuffersForReuse(); // candidate after candidate: the next reuses the last one's (MemoryReturn.h)
    // --stream: with --json, a JSON line per configuration (the baseline first); else a line per
    // candidate that fits (and is faster than the baseline, when that fits), the fastest so far
    // marked. Both go to stdout as each is simulated.
    SweepRow baseline; // handed over first: what the advice must beat
    double bestSoFar = -1.0;
    if (a.stream)
        options.found = [&](const AdviceCandidate& c, std::size_t done, std::size_t planned) {
            const bool isBaseline = c.change.empty();
            if (a.json) {
                nlohmann::json line{{"event", isBaseline ? "baseline" : "candidate"}, {"done", done},
                                    {"planned", planned}, {"candidate", candidateJson(c, words)}};
                std::cout << line.dump() << std::endl;
                return;
            }
            if (isBaseline) {
                baseline = c.figures;
                return;
            }
            if (!isAdvice(c.figures, baseline))
                return;
            const bool best = c.figures.samplesPerSecond > bestSoFar;
            bestSoFar = std::max(bestSoFar, c.figures.samplesPerSecond);
            std::cout << "found (" << done << " of " << planned << " simulated): " << std::fixed
                      << std::setprecision(1) << c.figures.samplesPerSecond << " samples/s, "
                      << roomText(c.roomToSpareBytes) << (best ? " (the fastest so far)" : "") << ": " << c.change
                      << std::endl;
        };
    if (!a.quiet && !a.stream) {
        const bool terminal = isatty(STDERR_FILENO) != 0;
        options.progress = [terminal](std::size_t done, std::size_t total) {
            if (terminal)
                std::fprintf(stderr, "\r%zu of %zu configurations simulated   ", done, total);
        };
    }
    const Advice advice = advise(base, options);
    if (!a.quiet && !a.stream && isatty(STDERR_FILENO))
        std::fprintf(stderr, "\n");
    if (a.stream && !a.json)
        std::cout << "\n";
    if (a.json) {
        nlohmann::json j{{"baseline", candidateJson(advice.baseline, words)}, {"tried", advice.tried.size()}};
        j["fitting"] = nlohmann::json::array();
        for (const auto& c : advice.fitting)
            j["fitting"].push_back(candidateJson(c, words));
        if (!a.writeIpuConfig.empty())
            j["wroteIpuConfig"] = writeBest(a, advice, words) ? nlohmann::json(a.writeIpuConfig) : nlohmann::json(nullptr);
        if (a.stream) { // the last JSON line: the advice, as without --stream
            j["event"] = "advice";
            std::cout << j.dump() << '\n';
        } else {
            std::cout << j.dump(2) << '\n';
        }
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
        std::cout << "\n" << std::setw(2) << rank << ". " << c.change << "\n";
        if (words.model) {
            const auto changed = words.of(c);
            std::cout << "    in the IPUConfig: "
                      << (changed.empty() ? std::string("no field (the options above are the trainer's)")
                                          : joinedWords(changed))
                      << "\n";
        }
        std::cout << "    " << std::fixed << std::setprecision(1) << c.figures.samplesPerSecond << " samples/s, "
                  << roomText(c.roomToSpareBytes) << ", global batch " << c.globalBatch << "\n    "
                  << c.figures.command << "\n";
    }
    if (advice.fitting.size() > a.top)
        std::cout << "\n(" << advice.fitting.size() - a.top << " more: --top N)\n";
    if (!a.writeIpuConfig.empty() && writeBest(a, advice, words)) {
        std::cout << "\nWrote the IPUConfig of change 1 to " << a.writeIpuConfig << "\n";
        // The trainer derives the replication from --n_ipu, over the file's replication_factor.
        if (base.ipuConfig.nIpu) {
            const auto& best = advice.fitting.front().input.options;
            std::cout << "  (the trainer takes replication_factor from --n_ipu: run it with --n_ipu "
                      << best.ipus * best.replicas << ")\n";
        }
    }
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
    command->add_flag("--stream", a.stream,
                      "Print each candidate as soon as it is simulated (those that fit; with --json every one, as "
                      "JSON lines, the advice last), then the advice");
    command->add_option("--write-ipu-config", a.writeIpuConfig,
                        "With --ipu-config: write the IPUConfig of the fastest change that fits to this file "
                        "(the file read is kept; nothing is written when no change fits)");
    a.addTo(command, ModelArgument::Required, "No progress");
    command->callback([arguments, &exitCode] { exitCode = runGuarded([&] { return runAdvise(*arguments); }, std::cerr); });
}

} // namespace tilescope::cli
