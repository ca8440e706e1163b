// Large sweeps, timed (issue 28, "Big inputs"): reading a sweep file of N points (its text, and the
// file through the reader's buffer), and merging 8 shards of it into the whole file as
// `tilescope-cli sweep merge` does (read, merge, write). The figure is N = 10^6 (about
// 490 MB of text here), which should merge in at most 5 s; "perPoint" should stay flat in N.
// Run with --benchmark_filter=Sweep.

#include "simulation/SweepFile.h"

#include "../core/simulation/SyntheticSweep.h"

#include <benchmark/benchmark.h>

#include <filesystem>
#include <fstream>
#include <ostream>
#include <streambuf>

namespace tilescope {
namespace {

/// Batch sizes x 1000 amp values: N = state.range(0) points.
SweepResult sweepOf(const benchmark::State& state, SweepShard shard = {})
{
    return test::syntheticSweep(std::size_t(state.range(0)) / 1000, 1000, shard);
}

void reportPerPoint(benchmark::State& state, std::uint64_t bytes)
{
    state.SetComplexityN(state.range(0));
    state.SetBytesProcessed(std::int64_t(bytes) * state.iterations());
    state.counters["perPoint"] = benchmark::Counter(double(state.range(0)),
                                                    benchmark::Counter::kIsIterationInvariantRate |
                                                        benchmark::Counter::kInvert);
}

/// Counts what is written, as a file would take it, without keeping it.
class CountingBuffer : public std::streambuf {
public:
    std::uint64_t bytes = 0;

protected:
    std::streamsize xsputn(const char*, std::streamsize count) override
    {
        bytes += std::uint64_t(count);
        return count;
    }
    int_type overflow(int_type c) override
    {
        ++bytes;
        return c;
    }
};

std::filesystem::path writeTemporary(const std::string& name, const SweepResult& result)
{
    const auto path = std::filesystem::temp_directory_path() / name;
    std::ofstream out(path, std::ios::binary);
    writeSweepJson(out, result);
    return path;
}

void BM_ParseSweep(benchmark::State& state)
{
    const std::string text = sweepToJson(sweepOf(state));
    for (auto _ : state)
        benchmark::DoNotOptimize(parseSweep(text, "sweep.json"));
    reportPerPoint(state, text.size());
}

void BM_LoadSweep(benchmark::State& state)
{
    const auto path = writeTemporary("tilescope-bench-sweep.json", sweepOf(state));
    for (auto _ : state)
        benchmark::DoNotOptimize(loadSweep(path.string()));
    reportPerPoint(state, std::filesystem::file_size(path));
    std::filesystem::remove(path);
}

void BM_WriteSweep(benchmark::State& state)
{
    const auto result = sweepOf(state);
    CountingBuffer counted;
    std::ostream out(&counted);
    for (auto _ : state)
        writeSweepJson(out, result);
    reportPerPoint(state, counted.bytes / state.iterations());
}

// `sweep merge DIR -o FILE`: 8 shard files read, merged, and the whole written.
void BM_MergeSweepShards(benchmark::State& state)
{
    constexpr std::size_t kShards = 8;
    std::vector<std::string> files;
    for (std::size_t i = 0; i < kShards; ++i)
        files.push_back(writeTemporary("tilescope-bench-shard-" + std::to_string(i) + ".json", sweepOf(state, {i, kShards}))
                            .string());
    CountingBuffer counted;
    std::ostream out(&counted);
    for (auto _ : state) {
        std::vector<SweepResult> shards;
        for (const auto& file : files)
            shards.push_back(loadSweep(file));
        writeSweepJson(out, mergeSweepShards(std::move(shards), files));
    }
    reportPerPoint(state, counted.bytes / state.iterations());
    for (const auto& file : files)
        std::filesystem::remove(file);
}

BENCHMARK(BM_ParseSweep)->RangeMultiplier(10)->Range(10'000, 1'000'000)->Unit(benchmark::kMillisecond)->Complexity();
BENCHMARK(BM_LoadSweep)->RangeMultiplier(10)->Range(10'000, 1'000'000)->Unit(benchmark::kMillisecond)->Complexity();
BENCHMARK(BM_WriteSweep)->RangeMultiplier(10)->Range(10'000, 1'000'000)->Unit(benchmark::kMillisecond)->Complexity();
BENCHMARK(BM_MergeSweepShards)
    ->RangeMultiplier(10)
    ->Range(10'000, 1'000'000)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1)
    ->Complexity();

} // namespace
} // namespace tilescope
