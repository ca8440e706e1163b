#include "SyntheticReport.h"

#include "SyntheticExecution.h"

#include <algorithm>
#include <array>
#include <random>
#include <string>

namespace tilescope::bench {
namespace {

constexpr std::array<const char*, 6> kOpTypes{"conv2d", "matmul", "relu", "add", "batchnorm", "softmax"};

bool isPlanned(const std::string& type) { return type == "conv2d" || type == "matmul"; }

// A variable spread over a run of tiles of one IPU, as Poplar maps a tensor's slices; sometimes
// two runs (a tensor split unevenly), each run one slice row.
void addSlices(Variables& v, std::mt19937_64& random, std::uint32_t tilesPerIpu, std::uint32_t ipus,
               std::uint64_t bytesPerTileRun)
{
    const auto ipu = std::uint32_t(random() % ipus);
    const std::size_t runs = 1 + random() % 2;
    std::uint64_t total = 0;
    for (std::size_t r = 0; r < runs; ++r) {
        const auto count = std::uint32_t(1 + random() % tilesPerIpu);
        const auto first = std::uint32_t(random() % (tilesPerIpu - count + 1));
        v.sliceTile.push_back(ipu * tilesPerIpu + first);
        v.sliceTileCount.push_back(count);
        v.sliceOffset.push_back(64 * (random() % 4096));
        v.sliceBytes.push_back(bytesPerTileRun);
        total += bytesPerTileRun * count;
    }
    v.sliceBegin.push_back(v.sliceTile.size());
    v.bytes.push_back(total);
}

} // namespace

Report makeSyntheticReport(const SyntheticReportSize& size)
{
    std::mt19937_64 random(20261121);
    Report r;
    r.generator = "tilescope synthetic benchmark report";
    r.model = {"synthetic", 88'000'000, 16'000'000'000, 16, false};
    r.target = makeTarget(Arch::Mk2, size.ipus, 1);
    r.options = {{"availableMemoryProportion", "0.6"}, {"batchSize", "16"}};
    r.engineOptions = {{"debug.allowOutOfMemory", "true"}};
    const std::uint32_t tilesPerIpu = r.target.tilesPerIpu;
    const std::size_t tiles = r.target.tilesPerReplica();
    const std::size_t steps = size.steps;

    // Operations, one compute set each; programs: main > Sequence > per op (OnTileExecute,
    // DoExchange, Sync).
    auto& o = r.operations;
    auto& c = r.computeSets;
    auto& p = r.programs;
    const auto addProgram = [&](ProgramKind kind, std::int32_t parent, std::string name, std::int32_t op,
                                std::int32_t computeSet, std::uint64_t exchange) {
        p.kind.push_back(kind);
        p.parent.push_back(parent);
        p.name.push_back(std::move(name));
        p.operation.push_back(op);
        p.computeSet.push_back(computeSet);
        p.callee.push_back(kNone);
        p.repeatCount.push_back(1);
        p.exchangeBytes.push_back(exchange);
        return std::int32_t(p.size() - 1);
    };
    addProgram(ProgramKind::ControlProgram, kNone, "main", kNone, kNone, 0);
    addProgram(ProgramKind::Sequence, 0, "model", kNone, kNone, 0);
    c.vertexBegin.push_back(0);
    std::vector<std::array<std::int32_t, 3>> opPrograms;
    for (std::size_t i = 0; i < size.operations; ++i) {
        const std::string type = kOpTypes[i % kOpTypes.size()];
        const std::string name = "block" + std::to_string(i / 12) + "/" + type + std::to_string(i);
        const bool planned = isPlanned(type);
        o.name.push_back(name);
        o.type.push_back(type);
        o.layer.push_back("block" + std::to_string(i / 12));
        o.ipu.push_back(std::uint32_t(i * size.ipus / size.operations));
        o.pipelineStage.push_back(size.traceRows > 0 ? std::int32_t(o.ipu.back()) : kNone);
        o.availableMemoryProportion.push_back(planned ? 0.6 : 0.0);
        o.partialsType.push_back(planned ? "float" : "");
        o.plan.push_back(planned ? "batch 2, field 4x4, in 2, out 4" : "");
        o.vertexType.push_back(planned ? "ConvPartial1x1Out" : "UnaryOp");
        o.tilesUsed.push_back(tilesPerIpu);
        o.serialSteps.push_back(planned ? 2 : 1);
        o.cycles.push_back(1000 + random() % 50'000);
        o.tempBytesPerTile.push_back(planned ? 4096 + random() % 60'000 : 0);
        o.codeBytes.push_back(200'000 + random() % 2'000'000);
        o.flops.push_back(random() % 10'000'000'000ULL);
        o.plannerPhase.push_back(planned ? (i % 10 == 0 ? PlannerPhase::Phase2 : PlannerPhase::Phase1)
                                         : PlannerPhase::NotPlanned);
        c.name.push_back(name + "/Compute");
        c.operation.push_back(std::int32_t(i));
        c.vertexType.push_back(o.vertexType.back());
        c.vertexTiles.push_back(tilesPerIpu);
        c.vertexCount.push_back(tilesPerIpu * 6);
        c.maxVerticesPerTile.push_back(6);
        c.vertexBegin.push_back(c.vertexType.size());
        const auto op = std::int32_t(i);
        opPrograms.push_back({addProgram(ProgramKind::OnTileExecute, 1, name + "/Compute", op, std::int32_t(i), 0),
                              addProgram(ProgramKind::DoExchange, 1, name + "/Exchange", op, kNone, 65'536),
                              addProgram(ProgramKind::Sync, 1, "sync", kNone, kNone, 0)});
    }
    // Steps run the operations in order, each a few hundred times (their serial steps and repeats);
    // a pipelined report ends with each IPU's sends to its neighbours and the host's stream copies.
    const std::size_t transfers = size.traceRows > 0 ? syntheticTransferSteps(size.ipus) : 0;
    const std::size_t opSteps = steps - transfers;
    r.liveness.stepProgram.resize(steps);
    for (std::size_t s = 0; s < opSteps; ++s) {
        const std::size_t op = s * size.operations / opSteps;
        r.liveness.stepProgram[s] = opPrograms[op][s % 3];
    }
    for (std::uint32_t ipu = 0; transfers > 0 && ipu < size.ipus; ++ipu) {
        const std::string stage = "stage" + std::to_string(ipu);
        r.liveness.stepProgram[opSteps + 2 * ipu] =
            addProgram(ProgramKind::GlobalExchange, 1, stage + "/sendActivations", kNone, kNone, 262'144);
        r.liveness.stepProgram[opSteps + 2 * ipu + 1] =
            addProgram(ProgramKind::GlobalExchange, 1, stage + "/sendGradients", kNone, kNone, 262'144);
    }
    if (transfers > 0) {
        r.liveness.stepProgram[steps - 2] = addProgram(ProgramKind::StreamCopy, 1, "host/streamIn", kNone, kNone, 1'048'576);
        r.liveness.stepProgram[steps - 1] = addProgram(ProgramKind::StreamCopy, 1, "host/streamOut", kNone, kNone, 4'096);
    }

    // Variables: weights (always-live) and activations whose live ranges start at their op's
    // steps; a few short, large temporaries make the spikes.
    auto& v = r.variables;
    v.sliceBegin.push_back(0);
    r.memory.resize(tiles);
    const std::size_t variables = size.alwaysLiveVariables + size.notAlwaysLiveVariables;
    for (std::size_t i = 0; i < variables; ++i) {
        const bool alwaysLive = i < size.alwaysLiveVariables;
        const std::size_t op = random() % size.operations;
        v.name.push_back(o.name[op] + (alwaysLive ? "/weights" : "/out") + std::to_string(i));
        v.category.push_back(alwaysLive ? MemoryCategory::AlwaysLiveVariable : MemoryCategory::NotAlwaysLiveVariable);
        v.elementType.push_back(ElementType::Half);
        v.operation.push_back(std::int32_t(op));
        bool spike = false;
        if (alwaysLive) {
            v.firstStep.push_back(kNone);
            v.lastStep.push_back(kNone);
        } else {
            const auto first = std::int32_t(op * opSteps / size.operations + random() % (opSteps / size.operations));
            spike = random() % 8 == 0;
            const std::size_t length = spike ? 1 + random() % 40 : 1 + random() % (steps / 20);
            v.firstStep.push_back(first);
            v.lastStep.push_back(std::int32_t(std::min(steps - 1, std::size_t(first) + length)));
        }
        const std::uint64_t perTile = alwaysLive ? 256 + 64 * (random() % 64)
                                     : spike   ? 4'096 + 64 * (random() % 512)
                                               : 512 + 64 * (random() % 256);
        addSlices(v, random, tilesPerIpu, size.ipus, perTile);
    }
    // The convolution partials: one per planned op, over all tiles of the op's IPU for its first
    // few steps. They make the spikes of the seed's Fig. 2.1 that hovering should name.
    for (std::size_t op = 0; op < size.operations; ++op) {
        if (!isPlanned(o.type[op]))
            continue;
        const auto first = std::int32_t(op * opSteps / size.operations);
        v.name.push_back(o.name[op] + "/partials");
        v.category.push_back(MemoryCategory::NotAlwaysLiveVariable);
        v.elementType.push_back(ElementType::Float);
        v.operation.push_back(std::int32_t(op));
        v.firstStep.push_back(first);
        v.lastStep.push_back(std::int32_t(std::min(steps - 1, std::size_t(first) + 2 + random() % 6)));
        const std::uint64_t perTile = 8'192 + 64 * (random() % 1'024);
        v.sliceTile.push_back(o.ipu[op] * tilesPerIpu);
        v.sliceTileCount.push_back(tilesPerIpu);
        v.sliceOffset.push_back(300'000);
        v.sliceBytes.push_back(perTile);
        v.sliceBegin.push_back(v.sliceTile.size());
        v.bytes.push_back(perTile * tilesPerIpu);
    }
    const std::size_t allVariables = v.size();

    // Memory per tile: code, always-live variables from their slices, peak not-always-live from
    // the per-IPU liveness spread over the IPU's tiles.
    for (std::size_t t = 0; t < tiles; ++t) {
        r.memory.nonInterleavedBytes[categoryIndex(MemoryCategory::VertexCode)][t] = 40'000 + random() % 20'000;
        r.memory.nonInterleavedBytes[categoryIndex(MemoryCategory::ControlCode)][t] = 20'000 + random() % 10'000;
        r.memory.nonInterleavedBytes[categoryIndex(MemoryCategory::InternalExchangeCode)][t] = 30'000 + random() % 30'000;
        r.memory.gapBytes[t] = 2'000 + random() % 8'000;
    }
    for (std::size_t i = 0; i < size.alwaysLiveVariables; ++i)
        for (auto s = v.sliceBegin[i]; s < v.sliceBegin[i + 1]; ++s)
            for (std::uint32_t t = v.sliceTile[s]; t < v.sliceTile[s] + v.sliceTileCount[s]; ++t)
                r.memory.interleavedBytes[categoryIndex(MemoryCategory::AlwaysLiveVariable)][t] += v.sliceBytes[s];

    // Liveness per IPU and over all tiles: difference arrays over the steps.
    std::vector<std::vector<std::int64_t>> delta(size.ipus, std::vector<std::int64_t>(steps + 1, 0));
    for (std::size_t i = size.alwaysLiveVariables; i < allVariables; ++i)
        for (auto s = v.sliceBegin[i]; s < v.sliceBegin[i + 1]; ++s) {
            const auto ipu = v.sliceTile[s] / tilesPerIpu;
            const auto bytes = std::int64_t(v.sliceBytes[s] * v.sliceTileCount[s]);
            delta[ipu][std::size_t(v.firstStep[i])] += bytes;
            delta[ipu][std::size_t(v.lastStep[i]) + 1] -= bytes;
        }
    r.liveness.notAlwaysLiveBytes.assign(steps, 0);
    r.liveness.notAlwaysLiveBytesPerIpu.assign(size.ipus, std::vector<std::uint64_t>(steps, 0));
    for (std::uint32_t ipu = 0; ipu < size.ipus; ++ipu) {
        std::int64_t running = 0;
        std::uint64_t peak = 0;
        for (std::size_t s = 0; s < steps; ++s) {
            running += delta[ipu][s];
            r.liveness.notAlwaysLiveBytesPerIpu[ipu][s] = std::uint64_t(running);
            r.liveness.notAlwaysLiveBytes[s] += std::uint64_t(running);
            peak = std::max(peak, std::uint64_t(running));
        }
        for (std::uint32_t t = 0; t < tilesPerIpu; ++t) {
            const std::size_t tile = std::size_t(ipu) * tilesPerIpu + t;
            const std::uint64_t share = peak / tilesPerIpu;
            r.memory.peakNotAlwaysLiveBytes[tile] = share / 2 + random() % (share + 1);
            r.memory.interleavedBytes[categoryIndex(MemoryCategory::NotAlwaysLiveVariable)][tile] =
                r.memory.peakNotAlwaysLiveBytes[tile];
        }
    }
    r.liveness.alwaysLiveBytes = 0;
    for (std::size_t t = 0; t < tiles; ++t) {
        std::uint64_t alwaysLive = 0;
        for (MemoryCategory category : allMemoryCategories())
            if (category != MemoryCategory::NotAlwaysLiveVariable)
                alwaysLive += r.memory.categoryBytes(category, t);
        r.memory.alwaysLiveBytes[t] = alwaysLive;
        r.liveness.alwaysLiveBytes += alwaysLive;
    }

    r.diagnostics.push_back({Severity::Warning, "planner-phase-2",
                             "Warning: convolution planner unable to meet memory target. Optimising for minimum memory.",
                             0, {}});
    if (size.traceRows > 0) {
        r.options["pipelining"] = "grouped";
        r.notes.push_back({"pipeline-split", "The model was split into " + std::to_string(size.ipus) +
                                                 " pipeline stages, one per IPU, by operation order."});
        addSyntheticExecution(r, size.traceRows);
        return r;
    }
    // Without an execution: a few tiles out of memory, worst first, as the seed's ResNeXt at amp 0.6.
    std::vector<std::uint32_t> overflowing;
    for (std::uint32_t k = 0; k < 5; ++k) {
        const auto tile = std::uint32_t(952 + k * 1472 * 3);
        const std::uint64_t used = r.memory.bytesIncludingGaps(tile);
        const std::uint64_t over = 4'096 * (5 - k);
        const std::uint64_t extra = used + over > r.target.bytesPerTile ? 0 : r.target.bytesPerTile + over - used;
        r.memory.gapBytes[tile] += extra;
        r.memory.overflowBytes[tile] = r.memory.bytesIncludingGaps(tile) - r.target.bytesPerTile;
        overflowing.push_back(tile);
    }
    r.diagnostics.insert(r.diagnostics.begin(),
                         {Severity::Error, "out-of-memory",
                          "Out of memory: Cannot fit all variable data onto one or more tiles", kNone, overflowing});
    return r;
}

} // namespace tilescope::bench
