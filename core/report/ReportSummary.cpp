#include "report/ReportSummary.h"

#include "report/OperationTable.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <numeric>

namespace tilescope {

TileUsage tileUsage(const Report& report, std::uint32_t tile)
{
    const auto& m = report.memory;
    return {tile, m.bytesIncludingGaps(tile), m.bytesExcludingGaps(tile), m.alwaysLiveBytes[tile],
            m.peakNotAlwaysLiveBytes[tile]};
}

ReportSummary summarize(const Report& report, std::size_t worstTileCount)
{
    ReportSummary s;
    s.model = report.model.name;
    s.target = report.target;
    s.fits = report.fits();
    for (const auto& d : report.diagnostics) {
        (d.severity == Severity::Error ? s.errors : s.warnings).push_back(d.message);
        if (d.severity == Severity::Error)
            s.errorCodes.push_back(d.code);
    }
    s.tilesOutOfMemory = std::uint32_t(std::count_if(report.memory.overflowBytes.begin(), report.memory.overflowBytes.end(),
                                                     [](std::uint64_t bytes) { return bytes > 0; }));

    const auto& m = report.memory;
    const auto tiles = m.tileCount();
    s.minTileBytes = tiles ? UINT64_MAX : 0;
    std::vector<std::uint32_t> order(tiles);
    std::iota(order.begin(), order.end(), 0u);
    for (std::uint32_t t = 0; t < tiles; ++t) {
        const auto bytes = m.bytesIncludingGaps(t);
        s.totalMemoryBytes += bytes;
        s.alwaysLiveBytes += m.alwaysLiveBytes[t];
        s.gapBytes += m.gapBytes[t];
        s.minTileBytes = std::min(s.minTileBytes, bytes);
        s.maxTileBytes = std::max(s.maxTileBytes, bytes);
    }
    s.meanTileBytes = tiles ? double(s.totalMemoryBytes) / double(tiles) : 0.0;
    for (MemoryCategory c : allMemoryCategories()) {
        std::uint64_t sum = 0;
        for (std::size_t t = 0; t < tiles; ++t)
            sum += m.categoryBytes(c, t);
        s.categoryBytes[categoryIndex(c)] = sum;
        if (isCodeCategory(c))
            s.codeBytes += sum;
    }

    const auto count = std::min(worstTileCount, std::size_t(tiles));
    std::partial_sort(order.begin(), order.begin() + std::ptrdiff_t(count), order.end(),
                      [&](std::uint32_t a, std::uint32_t b) {
                          const auto ba = m.bytesIncludingGaps(a), bb = m.bytesIncludingGaps(b);
                          return ba != bb ? ba > bb : a < b;
                      });
    for (std::size_t i = 0; i < count; ++i)
        s.worstTiles.push_back(tileUsage(report, order[i]));
    if (!s.worstTiles.empty())
        s.worstTile = s.worstTiles.front();

    const auto& l = report.liveness;
    if (!l.notAlwaysLiveBytes.empty()) {
        const auto peak = std::max_element(l.notAlwaysLiveBytes.begin(), l.notAlwaysLiveBytes.end());
        s.peakNotAlwaysLiveBytes = *peak;
        s.peakStep = peak - l.notAlwaysLiveBytes.begin();
    }

    const auto tilesPerIpu = report.target.tilesPerIpu;
    for (std::uint32_t ipu = 0; ipu < report.target.ipus; ++ipu) {
        IpuSummary ipuSummary;
        ipuSummary.id = ipu;
        for (std::uint64_t t = std::uint64_t(ipu) * tilesPerIpu; t < std::uint64_t(ipu + 1) * tilesPerIpu && t < tiles;
             ++t) {
            ipuSummary.alwaysLiveBytes += m.alwaysLiveBytes[t];
            ipuSummary.maxTileBytes = std::max(ipuSummary.maxTileBytes, m.bytesIncludingGaps(t));
            const auto room = tileRoomToSpare(report, std::uint32_t(t));
            if (t == std::uint64_t(ipu) * tilesPerIpu || room < ipuSummary.roomToSpare.bytes)
                ipuSummary.roomToSpare = {room, std::uint32_t(t)};
            if (m.overflowBytes[t] > 0)
                ipuSummary.fits = false;
        }
        if (ipu < l.notAlwaysLiveBytesPerIpu.size() && !l.notAlwaysLiveBytesPerIpu[ipu].empty())
            ipuSummary.peakNotAlwaysLiveBytes =
                *std::max_element(l.notAlwaysLiveBytesPerIpu[ipu].begin(), l.notAlwaysLiveBytesPerIpu[ipu].end());
        if (s.ipus.empty() || ipuSummary.roomToSpare.bytes < s.roomToSpare.bytes)
            s.roomToSpare = ipuSummary.roomToSpare;
        s.ipus.push_back(ipuSummary);
    }

    s.operations = report.operations.size();
    s.plannerFallbacks = std::uint64_t(std::count(report.operations.plannerPhase.begin(),
                                                  report.operations.plannerPhase.end(), PlannerPhase::Phase2));
    for (const auto operation : report.operations.planOperation) {
        const auto& o = report.operations;
        const auto i = std::size_t(operation);
        PlanSummary plan;
        plan.operation = operation;
        plan.name = o.name[i];
        plan.type = o.type[i];
        plan.plan = o.plan[i];
        plan.vertex = o.vertexType[i];
        plan.phase = o.plannerPhase[i];
        plan.availableMemoryProportion = o.availableMemoryProportion[i];
        plan.tempBytesPerTile = o.tempBytesPerTile[i];
        plan.budgetBytes = planBudgetBytes(o, operation);
        for (const auto& term : planTempTerms(report.operations, operation))
            plan.terms.emplace_back(term.key, term.bytes);
        s.plans.push_back(std::move(plan));
    }
    s.notes = report.notes;
    if (report.execution) {
        const auto& e = *report.execution;
        s.hasExecution = true;
        s.cyclesPerIteration = e.cyclesPerIteration;
        s.samplesPerIteration = e.samplesPerIteration;
        s.samplesPerSecond = e.samplesPerSecond;
        s.secondsPerIteration = report.target.clockHz > 0 ? double(e.cyclesPerIteration) / report.target.clockHz : 0.0;
        s.traceRows = e.traceRowCount();
        for (std::uint32_t ipu = 0; ipu < e.ipuBusyCycles.size(); ++ipu)
            s.ipuExecution.push_back({ipu, e.ipuBusyCycles[ipu],
                                      ipu < e.ipuComputeCycles.size() ? e.ipuComputeCycles[ipu] : 0,
                                      e.utilisation(ipu)});
    }
    return s;
}

std::int64_t tileRoomToSpare(const Report& report, std::uint32_t tile)
{
    return std::int64_t(report.target.bytesPerTile) - std::int64_t(report.memory.bytesIncludingGaps(tile));
}

std::string summaryToJson(const ReportSummary& s)
{
    using nlohmann::json;
    auto tileJson = [](const TileUsage& t) {
        return json{{"id", t.id},
                    {"bytes", t.bytes},
                    {"bytesExcludingGaps", t.bytesExcludingGaps},
                    {"alwaysLiveBytes", t.alwaysLiveBytes},
                    {"peakNotAlwaysLiveBytes", t.peakNotAlwaysLiveBytes}};
    };
    json categories = json::object();
    for (MemoryCategory c : allMemoryCategories())
        categories[std::string(memoryCategoryName(c))] = s.categoryBytes[categoryIndex(c)];
    json ipus = json::array();
    for (const auto& ipu : s.ipus)
        ipus.push_back({{"id", ipu.id},
                        {"alwaysLiveBytes", ipu.alwaysLiveBytes},
                        {"peakNotAlwaysLiveBytes", ipu.peakNotAlwaysLiveBytes},
                        {"maxTileBytes", ipu.maxTileBytes},
                        {"roomToSpare", {{"bytes", ipu.roomToSpare.bytes}, {"tile", ipu.roomToSpare.tile}}},
                        {"fits", ipu.fits}});
    json executionIpus = json::array();
    for (const auto& ipu : s.ipuExecution)
        executionIpus.push_back({{"id", ipu.id},
                                 {"busyCycles", ipu.busyCycles},
                                 {"computeCycles", ipu.computeCycles},
                                 {"utilisation", ipu.utilisation}});
    json notes = json::array();
    for (const auto& note : s.notes)
        notes.push_back({{"code", note.code}, {"message", note.message}});
    json plans = json::array();
    for (const auto& plan : s.plans) {
        json terms = json::object();
        for (const auto& [key, bytes] : plan.terms)
            terms[key] = bytes;
        plans.push_back({{"operation", plan.operation},
                         {"name", plan.name},
                         {"type", plan.type},
                         {"plan", plan.plan},
                         {"vertex", plan.vertex},
                         {"phase", std::string(plannerPhaseName(plan.phase))},
                         {"availableMemoryProportion", plan.availableMemoryProportion},
                         {"budgetBytes", plan.budgetBytes},
                         {"tempBytesPerTile", plan.tempBytesPerTile},
                         {"terms", terms}});
    }
    json worstTiles = json::array();
    for (const auto& t : s.worstTiles)
        worstTiles.push_back(tileJson(t));
    json j = {{"model", s.model},
              {"target",
               {{"arch", std::string(archName(s.target.arch))},
                {"tilesPerIpu", s.target.tilesPerIpu},
                {"ipus", s.target.ipus},
                {"replicas", s.target.replicas},
                {"bytesPerTile", s.target.bytesPerTile}}},
              {"fits", s.fits},
              {"errors", s.errors},
              {"warnings", s.warnings},
              {"totalMemoryBytes", s.totalMemoryBytes},
              {"alwaysLiveBytes", s.alwaysLiveBytes},
              {"peakNotAlwaysLiveBytes", s.peakNotAlwaysLiveBytes},
              {"peakStep", s.peakStep < 0 ? json(nullptr) : json(s.peakStep)},
              {"worstTile", tileJson(s.worstTile)},
              {"worstTiles", worstTiles},
              {"roomToSpare", {{"bytes", s.roomToSpare.bytes}, {"tile", s.roomToSpare.tile}}},
              {"tileBytes", {{"min", s.minTileBytes}, {"mean", s.meanTileBytes}, {"max", s.maxTileBytes}}},
              {"gapBytes", s.gapBytes},
              {"codeBytes", s.codeBytes},
              {"categories", categories},
              {"ipus", ipus},
              {"operations", s.operations},
              {"plannerFallbacks", s.plannerFallbacks},
              {"plans", plans},
              {"notes", notes},
              {"execution", s.hasExecution ? json{{"cyclesPerIteration", s.cyclesPerIteration},
                                                  {"samplesPerIteration", s.samplesPerIteration},
                                                  {"samplesPerSecond", s.samplesPerSecond},
                                                  {"secondsPerIteration", s.secondsPerIteration},
                                                  {"traceRows", s.traceRows},
                                                  {"ipus", executionIpus}}
                                           : json(nullptr)}};
    return j.dump(2);
}

std::vector<std::uint64_t> tileNotAlwaysLiveBytes(const Report& report, std::uint32_t tile)
{
    const auto steps = report.liveness.stepCount();
    // Difference array over steps: +bytes at firstStep, -bytes after lastStep.
    std::vector<std::int64_t> delta(steps + 1, 0);
    const auto& v = report.variables;
    for (std::size_t i = 0; i < v.size(); ++i) {
        if (v.isAlwaysLive(i))
            continue;
        std::uint64_t bytesOnTile = 0;
        for (auto s = v.sliceBegin[i]; s < v.sliceBegin[i + 1]; ++s)
            if (v.sliceCovers(s, tile))
                bytesOnTile += v.sliceBytes[s];
        if (bytesOnTile == 0)
            continue;
        delta[std::size_t(v.firstStep[i])] += std::int64_t(bytesOnTile);
        delta[std::size_t(v.lastStep[i]) + 1] -= std::int64_t(bytesOnTile);
    }
    std::vector<std::uint64_t> bytes(steps);
    std::int64_t running = 0;
    for (std::size_t s = 0; s < steps; ++s) {
        running += delta[s];
        bytes[s] = std::uint64_t(running);
    }
    return bytes;
}

} // namespace tilescope
