#include "report/TileContents.h"

#include "common/Error.h"
#include "report/ExecutionTotals.h"

#include <algorithm>
#include <string>

namespace tilescope {
namespace {

bool isExchange(ProgramKind kind)
{
    return kind == ProgramKind::DoExchange || kind == ProgramKind::GlobalExchange || kind == ProgramKind::StreamCopy;
}

std::uint64_t ceilDivide(std::uint64_t a, std::uint64_t b) { return b == 0 ? 0 : (a + b - 1) / b; }

// Shares `total` among rows in proportion to `weights` (equally when they are all zero); the
// shares add up to `total` exactly.
std::vector<std::uint64_t> shares(std::uint64_t total, const std::vector<std::uint64_t>& weights)
{
    std::vector<std::uint64_t> result(weights.size(), 0);
    if (weights.empty())
        return result;
    long double sum = 0;
    for (const auto w : weights)
        sum += w;
    std::uint64_t given = 0;
    for (std::size_t i = 0; i + 1 < weights.size(); ++i) {
        const long double fraction = sum > 0 ? weights[i] / sum : 1.0L / weights.size();
        result[i] = std::min(total - given, std::uint64_t(fraction * total));
        given += result[i];
    }
    result.back() = total - given;
    return result;
}

void addVariables(const Report& report, std::uint32_t tile, TileContents& contents, std::vector<bool>& operationHasData)
{
    const Variables& v = report.variables;
    for (std::size_t i = 0; i < v.size(); ++i) {
        for (auto slice = v.sliceBegin[i]; slice < v.sliceBegin[i + 1]; ++slice) {
            if (!v.sliceCovers(slice, tile))
                continue;
            contents.variables.push_back({std::int32_t(i), v.sliceOffset[slice], v.sliceBytes[slice]});
            const auto op = v.operation[i];
            if (op >= 0 && std::size_t(op) < operationHasData.size())
                operationHasData[std::size_t(op)] = true;
        }
    }
    std::sort(contents.variables.begin(), contents.variables.end(), [](const TileVariable& a, const TileVariable& b) {
        return a.offset != b.offset ? a.offset < b.offset : a.variable < b.variable;
    });
}

void addComputeSets(const Report& report, std::uint32_t tile, const std::vector<bool>& operationHasData,
                    TileContents& contents)
{
    const ComputeSets& sets = report.computeSets;
    const Execution* e = report.execution ? &*report.execution : nullptr;
    if (e && e->tileCyclesBegin.size() == sets.size() + 1) {
        contents.computeSetsFromExecution = true;
        for (std::size_t c = 0; c < sets.size(); ++c)
            for (auto run = e->tileCyclesBegin[c]; run < e->tileCyclesBegin[c + 1]; ++run)
                if (tile >= e->tileCyclesTile[run] && tile - e->tileCyclesTile[run] < e->tileCyclesTileCount[run]) {
                    contents.computeSets.push_back({std::int32_t(c), e->tileCyclesCycles[run]});
                    break;
                }
    } else {
        const std::uint32_t ipu = report.target.tilesPerIpu ? tile / report.target.tilesPerIpu : 0;
        for (std::size_t c = 0; c < sets.size(); ++c) {
            const auto op = sets.operation[c];
            if (op >= 0 && std::size_t(op) < operationHasData.size() && operationHasData[std::size_t(op)]
                && report.operations.ipu[std::size_t(op)] == ipu)
                contents.computeSets.push_back({std::int32_t(c), 0});
        }
    }
    std::vector<std::uint64_t> counts;
    for (const TileComputeSet& set : contents.computeSets) {
        const auto c = std::size_t(set.computeSet);
        for (auto entry = sets.vertexBegin[c]; entry < sets.vertexBegin[c + 1]; ++entry) {
            std::uint64_t count = ceilDivide(sets.vertexCount[entry], sets.vertexTiles[entry]);
            if (sets.maxVerticesPerTile[entry] > 0)
                count = std::min<std::uint64_t>(count, sets.maxVerticesPerTile[entry]);
            contents.vertices.push_back({set.computeSet, entry, count, 0});
            counts.push_back(count);
        }
    }
    const TileMemory& memory = report.memory;
    const std::uint64_t state = memory.categoryBytes(MemoryCategory::VertexInstanceState, tile) +
                                memory.categoryBytes(MemoryCategory::VertexFieldData, tile);
    const auto stateShares = shares(state, counts);
    for (std::size_t i = 0; i < contents.vertices.size(); ++i)
        contents.vertices[i].stateBytes = stateShares[i];
}

void addExchanges(const Report& report, std::uint32_t tile, TileContents& contents)
{
    const Programs& programs = report.programs;
    const std::uint32_t ipu = report.target.tilesPerIpu ? tile / report.target.tilesPerIpu : 0;
    std::vector<bool> operationRuns(report.operations.size(), false);
    for (const TileComputeSet& set : contents.computeSets) {
        const auto op = report.computeSets.operation[std::size_t(set.computeSet)];
        if (op >= 0 && std::size_t(op) < operationRuns.size())
            operationRuns[std::size_t(op)] = true;
    }
    // Per node: the bytes one of its tiles moves, over the steps that run it on this IPU.
    struct Moved {
        std::uint64_t in = 0, out = 0;
        bool onIpu = false;
    };
    std::vector<Moved> moved(programs.size());
    const Execution* e = report.execution ? &*report.execution : nullptr;
    if (e) {
        for (std::size_t s = 0; s < report.liveness.stepCount() && s < e->programStepCount(); ++s) {
            const auto node = report.liveness.stepProgram[s];
            if (node < 0 || std::size_t(node) >= programs.size() || e->stepIpu[s] != ipu)
                continue;
            Moved& m = moved[std::size_t(node)];
            const std::uint64_t tiles = std::max<std::uint32_t>(1, e->stepActiveTiles[s]);
            m.in += e->stepBytesIn[s] / tiles;
            m.out += e->stepBytesOut[s] / tiles;
            m.onIpu = true;
        }
    }
    const std::vector<std::int32_t> nodeOperation = programOperations(report);
    std::vector<std::uint64_t> weights;
    for (std::size_t n = 0; n < programs.size(); ++n) {
        const auto op = nodeOperation[n];
        if (!isExchange(programs.kind[n]) || op < 0 || std::size_t(op) >= operationRuns.size() ||
            !operationRuns[std::size_t(op)])
            continue;
        TileExchange exchange{std::int32_t(n), 0, 0, 0};
        if (e) {
            if (!moved[n].onIpu)
                continue;
            exchange.bytesIn = moved[n].in;
            exchange.bytesOut = moved[n].out;
        } else {
            const std::uint64_t tiles = std::max<std::uint32_t>(1, report.operations.tilesUsed[std::size_t(op)]);
            exchange.bytesIn = exchange.bytesOut = programs.exchangeBytes[n] / tiles;
        }
        contents.exchanges.push_back(exchange);
        weights.push_back(exchange.bytesIn + exchange.bytesOut);
    }
    const TileMemory& memory = report.memory;
    const std::uint64_t code = memory.categoryBytes(MemoryCategory::InternalExchangeCode, tile) +
                               memory.categoryBytes(MemoryCategory::HostExchangeCode, tile) +
                               memory.categoryBytes(MemoryCategory::GlobalExchangeCode, tile);
    const auto codeShares = shares(code, weights);
    for (std::size_t i = 0; i < contents.exchanges.size(); ++i)
        contents.exchanges[i].codeBytes = codeShares[i];
}

} // namespace

TileContents tileContents(const Report& report, std::uint32_t tile)
{
    if (tile >= report.memory.tileCount())
        throw Error(ErrorCode::InvalidOption, "tile " + std::to_string(tile) + " does not exist (the report has " +
                                                  std::to_string(report.memory.tileCount()) + " tiles)");
    TileContents contents;
    std::vector<bool> operationHasData(report.operations.size(), false);
    addVariables(report, tile, contents, operationHasData);
    addComputeSets(report, tile, operationHasData, contents);
    addExchanges(report, tile, contents);
    return contents;
}

} // namespace tilescope
