// `sweep`: compile and execute every point of a configuration space on a pool of threads (or as a
// Slurm job array), and `sweep merge`: the shards of an array job into the file a local run writes.

#include "cli/CliContext.h"
#include "cli/SearchArguments.h"
#include "cli/SweepTable.h"

#include "common/AtomicFile.h"
#include "common/Error.h"
#include "common/FileRead.h"
#include "common/MemoryReturn.h"
#include "options/CompileCommand.h"
#include "simulation/SweepFile.h"
#include "simulation/SweepProgress.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <sstream>

#include <unistd.h>

namespace tilescope::cli {
namespace {

namespace fs = std::filesystem;

struct SweepArguments : SearchArguments {
    std::vector<std::string> axes; // NAME=SPEC
    std::string output;
    std::string csv;
    std::string reports;
    std::string shard; // "i/K"
    std::string slurm; // a directory: write the job array there instead of running
    std::size_t shards = 0;
    bool submit = false;
    bool wait = false;
    bool progress = false; // a line per point, with the pace and the time left, even in a log
};

SweepShard parseShard(const std::string& text)
{
    const auto slash = text.find('/');
    try {
        if (slash == std::string::npos)
            throw std::invalid_argument("no slash");
        std::size_t used = 0;
        const auto index = std::stoull(text.substr(0, slash), &used);
        if (used != slash)
            throw std::invalid_argument("index");
        const auto count = std::stoull(text.substr(slash + 1), &used);
        if (used != text.size() - slash - 1 || count < 1 || index >= count)
            throw std::invalid_argument("count");
        return {std::size_t(index), std::size_t(count)};
    } catch (const std::exception&) {
        throw Error(ErrorCode::InvalidOption, "expected i/K with 0 <= i < K, such as 3/8, got '" + text + "'", {},
                    "shard");
    }
}

// The options given split into the base input and the axes: a value that is a list or a range
// makes an axis, and so does every --axis NAME=SPEC.
SweepSpace spaceOf(const SweepArguments& a)
{
    const auto given = a.flags.arguments(a.model);
    std::vector<std::string> base{given.front()};
    SweepSpace space;
    for (std::size_t i = 1; i < given.size(); ++i) {
        // A value ("2" of --ipus 2) is no option: only words that start with -- are looked up.
        const OptionDefinition* option = given[i].starts_with("--") ? findOption(given[i].substr(2)) : nullptr;
        if (option && option->kind != OptionKind::Flag && i + 1 < given.size() && isSweepSpec(*option, given[i + 1])) {
            space.axes.push_back(parseSweepAxis(option->name, given[++i]));
            continue;
        }
        base.push_back(given[i]);
    }
    for (const auto& text : a.axes) {
        const auto equals = text.find('=');
        if (equals == std::string::npos || equals == 0)
            throw Error(ErrorCode::InvalidOption, "expected NAME=VALUES, such as amp=0.1:0.9:0.1, got '" + text + "'",
                        {}, "axis");
        space.axes.push_back(parseSweepAxis(text.substr(0, equals), text.substr(equals + 1)));
    }
    space.base = parseCompileArguments(base);
    validateInput(space.base);
    for (const auto& axis : space.axes)
        if (std::find(base.begin(), base.end(), "--" + axis.option) != base.end())
            throw Error(ErrorCode::InvalidOption, "--" + axis.option + " is both set and swept", {}, axis.option);
    space.validate();
    return space;
}

// The arguments of `tilescope-cli sweep` that give `space` again: the base, then every axis as
// --axis NAME=VALUES.
std::vector<std::string> sweepArguments(const SweepSpace& space)
{
    auto arguments = compileArguments(space.base);
    for (const auto& axis : space.axes) {
        const OptionDefinition* option = findOption(axis.option);
        const char separator = option && option->kind == OptionKind::List ? ';' : ',';
        std::string values;
        for (const auto& value : axis.values)
            values += (values.empty() ? "" : std::string(1, separator)) + value;
        arguments.push_back("--axis");
        arguments.push_back(axis.option + "=" + values);
    }
    return arguments;
}

// Whether `program` is on the PATH (as the shell would find it).
bool onPath(const std::string& program)
{
    const char* path = std::getenv("PATH");
    std::istringstream directories(path ? path : "");
    std::string directory;
    while (std::getline(directories, directory, ':')) {
        std::error_code ec;
        if (!directory.empty() && fs::exists(fs::path(directory) / program, ec))
            return true;
    }
    return false;
}

// Writes DIR/sweep.sbatch, a job array of `shards` tasks each running its shard of the sweep, and
// submits it when asked. Returns the exit code.
int writeJobArray(const SweepArguments& a, const SweepSpace& space)
{
    const std::size_t points = space.pointCount();
    const std::size_t shards = a.shards != 0 ? a.shards : std::min<std::size_t>(points, 64);
    if (shards > points)
        throw Error(ErrorCode::InvalidOption,
                    std::to_string(shards) + " shards for " + std::to_string(points) + " points leave some empty", {},
                    "shards");
    if (a.submit && !onPath("sbatch"))
        throw Error(ErrorCode::InvalidOption, "Slurm's sbatch is not on the PATH: is Slurm installed here?", {},
                    "submit");
    std::error_code ec;
    const fs::path directory = fs::absolute(a.slurm, ec);
    if (ec)
        throw Error(ErrorCode::WriteFailed, "cannot resolve the directory: " + ec.message(), a.slurm, "slurm");
    fs::create_directories(directory / "logs", ec);
    if (ec)
        throw Error(ErrorCode::WriteFailed, "cannot create the directory: " + ec.message(), directory.string());
    const fs::path self = fs::read_symlink("/proc/self/exe", ec);
    std::string command = shellQuoted(ec ? std::string("tilescope-cli") : self.string()) + " sweep";
    for (const auto& argument : sweepArguments(space))
        command += " " + shellQuoted(argument);
    std::ostringstream script;
    script << "#!/bin/bash\n"
           << "# A Tilescope sweep of " << points << " points as a Slurm job array of " << shards << " tasks.\n"
           << "# Submit: sbatch " << shellQuoted((directory / "sweep.sbatch").string()) << "\n"
           << "# Then:   tilescope-cli sweep merge " << shellQuoted(directory.string()) << " -o sweep.json\n"
           << "#SBATCH --job-name=tilescope-sweep\n"
           << "#SBATCH --array=0-" << shards - 1 << "\n"
           << "#SBATCH --ntasks=1\n"
           << "#SBATCH --cpus-per-task=" << (a.jobs == 0 ? 1 : a.jobs) << "\n"
           << "#SBATCH --output=" << (directory / "logs" / "shard-%a.log").string() << "\n"
           << "set -euo pipefail\n"
           << "exec " << command << " --quiet --jobs \"${SLURM_CPUS_PER_TASK:-1}\""
           << " --shard \"${SLURM_ARRAY_TASK_ID}/" << shards << "\""
           << " -o " << shellQuoted(directory.string()) << "/shard-\"${SLURM_ARRAY_TASK_ID}\".json\n";
    const std::string scriptPath = (directory / "sweep.sbatch").string();
    writeFileAtomically(scriptPath, script.str(), FilePermissions::Executable);
    std::cout << "Wrote " << scriptPath << ": " << points << " points in " << shards << " array tasks\n";
    if (!a.submit) {
        std::cout << "Submit it with: sbatch " << shellQuoted(scriptPath) << "\nThen merge: tilescope-cli sweep merge "
                  << shellQuoted(directory.string()) << " -o sweep.json\n";
        return kSuccess;
    }
    const std::string submit = std::string("sbatch --parsable ") + (a.wait ? "--wait " : "") + shellQuoted(scriptPath);
    std::cout << "Submitting: " << submit << std::endl;
    const int status = std::system(submit.c_str());
    if (status != 0) {
        std::cerr << "error: sbatch failed (status " << status << ")\n";
        return kFailure;
    }
    return kSuccess;
}

int runSweepCommand(const SweepArguments& a)
{
    const SweepSpace space = spaceOf(a);
    if (!a.slurm.empty()) {
        if (!a.shard.empty())
            throw Error(ErrorCode::InvalidOption, "--slurm writes the shards' job array: it takes no --shard", {},
                        "shard");
        return writeJobArray(a, space);
    }
    if (a.output.empty() && a.csv.empty() && a.reports.empty())
        throw Error(ErrorCode::InvalidOption, "no output: give -o SWEEP.json, --csv FILE or --reports DIR", {},
                    "output");
    SweepRunOptions options;
    options.jobs = a.jobs;
    if (!a.shard.empty())
        options.shard = parseShard(a.shard);
    options.reportsDirectory = a.reports;
    if (a.progress && a.quiet)
        throw Error(ErrorCode::InvalidOption, "--progress and --quiet contradict each other: give one", {},
                    "progress");
    if (!a.quiet) {
        // On a terminal one line counts up; in a log, a line at each tenth, or at every point with
        // --progress. Each says the pace so far and the time the rest will take at it.
        const bool terminal = isatty(STDERR_FILENO) != 0;
        const bool everyPoint = a.progress;
        const auto start = std::chrono::steady_clock::now();
        options.progress = [terminal, everyPoint, start](std::size_t done, std::size_t total) {
            const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            const std::string line = describeSweepProgress(done, total, elapsed);
            if (terminal)
                std::fprintf(stderr, "\r%-78s%s", line.c_str(), done == total ? "\n" : "");
            else if (everyPoint || done == total || (done * 10 / total) != ((done - 1) * 10 / total))
                std::fprintf(stderr, "%s\n", line.c_str());
        };
    }
    keepLargeBuffersForReuse(); // point after point: the next reuses the last one's (MemoryReturn.h)
    const SweepResult result = runSweep(space, options);
    if (!a.output.empty())
        writeFileAtomically(a.output, [&](std::ostream& out) { writeSweepJson(out, result); });
    if (!a.csv.empty())
        writeFileAtomically(a.csv, [&](std::ostream& out) { writeSweepCsv(out, result); });
    if (!a.quiet)
        printSweepTable(result, messageStream({a.output, a.csv}));
    return kSuccess;
}

// DIR/shard-*.json, in the order of their numbers.
std::vector<std::string> shardFiles(const std::string& directory)
{
    std::vector<std::string> files = filesInDirectory(directory, ".json");
    std::erase_if(files, [](const std::string& file) { return fs::path(file).filename().string().rfind("shard-", 0) != 0; });
    if (files.empty())
        throw Error(ErrorCode::FileNotFound, "no shard-N.json file: has the job array run?", directory);
    return files;
}

} // namespace

void addSweepCommand(CLI::App& app, int& exitCode)
{
    auto arguments = std::make_shared<SweepArguments>();
    auto& a = *arguments;
    auto* command = app.add_subcommand(
        "sweep", "Compile and execute every point of a configuration space: an option given a list (16.16,32.32) "
                 "or a range (1:32, 0.1:0.9:0.1) is an axis");
    command->add_option("--axis", a.axes,
                        "An axis as NAME=VALUES, e.g. amp=0.1:0.9:0.1 or precision=16.16,32.32 (repeatable; "
                        "options whose values are lists separate values with ';')");
    command->add_option("-o,--output", a.output, "Sweep file to write (JSON; the viewer opens it)");
    command->add_option("--csv", a.csv, "Also write one CSV line per point");
    command->add_option("--reports", a.reports, "Keep each point's report in this directory (point-N.tsr)");
    command->add_option("--shard", a.shard, "Run only shard i of K (points whose number is i modulo K), e.g. 3/8");
    command->add_option("--slurm", a.slurm,
                        "Write a Slurm job array to this directory instead of running (each task runs a shard)");
    command->add_option("--shards", a.shards, "With --slurm: the array's tasks (default: points, at most 64)");
    command->add_flag("--submit", a.submit, "With --slurm: submit the array with sbatch");
    command->add_flag("--wait", a.wait, "With --submit: wait until every task has finished (sbatch --wait)");
    command->add_flag("--progress", a.progress,
                      "Print a line at every point with the points per second and the time left (by default a "
                      "terminal shows one line counting up, a log a line at each tenth)");
    // MODEL is optional: `sweep merge` takes none (a sweep without one is refused when it runs).
    a.addTo(command, ModelArgument::Optional, "Print neither progress nor the table");

    auto merge = command->add_subcommand("merge", "Merge the shards of a job array (DIR/shard-N.json) into one sweep "
                                                  "file, identical to a local run's");
    auto mergeDirectory = std::make_shared<std::string>();
    auto mergeOutput = std::make_shared<std::string>();
    auto mergeCsv = std::make_shared<std::string>();
    merge->add_option("DIR", *mergeDirectory, "The job array's directory")->required();
    merge->add_option("-o,--output", *mergeOutput, "Sweep file to write")->required();
    merge->add_option("--csv", *mergeCsv, "Also write one CSV line per point");
    merge->callback([=, &exitCode] {
        exitCode = runGuarded(
            [&] {
                const auto files = shardFiles(*mergeDirectory);
                std::vector<SweepResult> shards;
                for (const auto& file : files)
                    shards.push_back(loadSweep(file));
                const SweepResult merged = mergeSweepShards(std::move(shards), files);
                // Streamed to the files: a sweep of 10^6 points is hundreds of megabytes of text.
                writeFileAtomically(*mergeOutput, [&](std::ostream& out) { writeSweepJson(out, merged); });
                if (!mergeCsv->empty())
                    writeFileAtomically(*mergeCsv, [&](std::ostream& out) { writeSweepCsv(out, merged); });
                messageStream({*mergeOutput, *mergeCsv}) << "Merged " << files.size() << " shards, " << merged.rows.size() << " points, into "
                          << *mergeOutput << '\n';
                return int(kSuccess);
            },
            std::cerr);
    });
    command->callback([arguments, command, &exitCode] {
        if (command->got_subcommand("merge"))
            return;
        exitCode = runGuarded(
            [&] {
                if (arguments->model.empty())
                    throw Error(ErrorCode::InvalidOption, "no model to sweep", {}, "model");
                return runSweepCommand(*arguments);
            },
            std::cerr);
    });
}

} // namespace tilescope::cli
