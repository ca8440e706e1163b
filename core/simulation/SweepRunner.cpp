#include "simulation/SweepRunner.h"

#include "common/Error.h"
#include "memory/TileLayoutCache.h"
#include "options/CompileCommand.h"
#include "report/ReportIO.h"
#include "report/ReportSummary.h"
#include "simulation/Simulation.h"

#include <algorithm>
#include <filesystem>
#include <mutex>
#include <thread>

namespace tilescope {
namespace {

SweepRow rowOf(const Report& report, SweepRow row)
{
    const auto summary = summarize(report, 1);
    row.fits = summary.fits;
    row.worstTile = summary.worstTile.id;
    row.worstTileBytes = summary.worstTile.bytes;
    row.worstTileExcessBytes =
        summary.worstTile.bytes > report.target.bytesPerTile ? summary.worstTile.bytes - report.target.bytesPerTile : 0;
    row.roomToSpareBytes = summary.roomToSpare.bytes;
    row.roomToSpareTile = summary.roomToSpare.tile;
    row.samplesPerSecond = summary.hasExecution ? summary.samplesPerSecond : 0.0;
    row.cyclesPerIteration = summary.hasExecution ? summary.cyclesPerIteration : 0;
    row.totalBytes = summary.totalMemoryBytes;
    row.alwaysLiveBytes = summary.alwaysLiveBytes;
    row.peakNotAlwaysLiveBytes = summary.peakNotAlwaysLiveBytes;
    row.codeBytes = summary.codeBytes;
    return row;
}

} // namespace

std::optional<std::size_t> SweepResult::bestRow() const
{
    std::optional<std::size_t> best;
    for (std::size_t r = 0; r < rows.size(); ++r)
        if (rows[r].error.empty() && rows[r].fits && (!best || rows[r].samplesPerSecond > rows[*best].samplesPerSecond))
            best = r;
    return best;
}

std::string sweepReportName(std::size_t index)
{
    return "point-" + std::to_string(index) + ".tsr";
}

void simulateRows(std::vector<SweepRow>& rows, const std::function<SimulationInput(const SweepRow&)>& inputOf,
                  ConvPlanCache& plans, const SweepRunOptions& options)
{
    // Workers take the next point from a shared counter; plans are shared, rows are their own.
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    const unsigned jobs = std::min<std::size_t>(options.jobs == 0 ? cores : options.jobs, std::max<std::size_t>(1, rows.size()));
    std::atomic<std::size_t> next{0};
    std::mutex progressMutex;
    std::size_t done = 0;
    std::exception_ptr writeFailure;
    TileLayoutCache ownLayouts;
    TileLayoutCache* const layouts = options.layouts ? options.layouts : &ownLayouts;
    const auto work = [&] {
        // Points side by side keep the cores busy: the planner's own second thread would compete.
        const ConvSearchThreadsScope searchThreads(jobs > 1 ? 1 : 2);
        for (std::size_t r = next++; r < rows.size(); r = next++) {
            if (options.stop && options.stop->load(std::memory_order_relaxed))
                return;
            SweepRow& row = rows[r];
            try {
                const SimulationInput input = inputOf(row);
                row.command = compileCommandLine(input);
                CompileControl control;
                control.stop = options.stop;
                control.layouts = layouts;
                const Report report = simulate(input, plans, control);
                row = rowOf(report, std::move(row));
                if (!options.reportsDirectory.empty())
                    saveReport(report, (std::filesystem::path(options.reportsDirectory) / sweepReportName(row.index)).string(),
                               ReportEncoding::Binary);
            } catch (const Error& e) {
                if (e.code() == ErrorCode::Cancelled)
                    return;
                if (e.code() == ErrorCode::WriteFailed) {
                    const std::lock_guard lock(progressMutex);
                    writeFailure = std::current_exception();
                    return;
                }
                row.error = e.what();
            } catch (const std::exception& e) {
                row.error = std::string("internal error: ") + e.what();
            }
            const std::lock_guard lock(progressMutex);
            ++done;
            if (options.rowDone)
                options.rowDone(row, done);
            if (options.progress)
                options.progress(done, rows.size());
        }
    };
    std::vector<std::thread> workers;
    for (unsigned j = 1; j < jobs; ++j)
        workers.emplace_back(work);
    work();
    for (auto& worker : workers)
        worker.join();
    if (writeFailure)
        std::rethrow_exception(writeFailure);
}

SweepResult runSweep(const SweepSpace& space, const SweepRunOptions& options)
{
    space.validate();
    if (options.shard.count < 1 || options.shard.index >= options.shard.count)
        throw Error(ErrorCode::InvalidOption,
                    "shard " + std::to_string(options.shard.index) + "/" + std::to_string(options.shard.count) +
                        " does not exist: shards are numbered 0 to count - 1",
                    {}, "shard");
    if (!options.reportsDirectory.empty()) {
        std::error_code ec;
        std::filesystem::create_directories(options.reportsDirectory, ec);
        if (ec)
            throw Error(ErrorCode::WriteFailed, "cannot create the directory: " + ec.message(),
                        options.reportsDirectory);
    }
    SweepResult result;
    result.space = space;
    result.shard = options.shard;
    result.reportsDirectory = options.reportsDirectory;
    for (std::size_t index = options.shard.index; index < space.pointCount(); index += options.shard.count) {
        SweepRow row;
        row.index = index;
        result.rows.push_back(std::move(row));
    }

    ConvPlanCache plans;
    simulateRows(result.rows, [&space](const SweepRow& row) { return space.inputOf(row.index); }, plans, options);
    if (options.stop && options.stop->load(std::memory_order_relaxed))
        throw Error(ErrorCode::Cancelled, "the sweep was cancelled");
    return result;
}

} // namespace tilescope
