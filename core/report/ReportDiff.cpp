#include "report/ReportDiff.h"

#include "report/OperationTable.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <stdexcept>

namespace tilescope {

std::optional<double> FigureChange::difference() const
{
    if (!source || !target)
        return std::nullopt;
    return *target - *source;
}

std::optional<double> FigureChange::percentChange() const
{
    if (!source || !target || *source == 0.0)
        return std::nullopt;
    return (*target - *source) / *source * 100.0;
}

const FigureChange& ReportDiff::figure(const std::string& name) const
{
    for (const auto& f : figures)
        if (f.name == name)
            return f;
    throw std::out_of_range("no figure named " + name);
}

namespace {

double comparedFigure(const ReportComparison& c, const std::string& name, bool ofTarget)
{
    for (const auto& f : c.figures)
        if (f.name == name)
            return ofTarget ? f.target : f.source;
    throw std::logic_error("compareReports has no figure named " + name);
}

std::vector<FigureChange> headlineFigures(const ReportComparison& c)
{
    std::vector<FigureChange> figures;
    // Figures of the memory, which every report has.
    auto memory = [&](std::string name, double source, double target) {
        figures.push_back({std::move(name), FigureUnit::Bytes, source, target});
    };
    auto compared = [&](const std::string& name) {
        memory(name, comparedFigure(c, name, false), comparedFigure(c, name, true));
    };
    compared("totalMemoryBytes");
    memory("totalMemoryBytesExcludingGaps", double(c.source.totalMemoryBytes - c.source.gapBytes),
           double(c.target.totalMemoryBytes - c.target.gapBytes));
    compared("gapBytes");
    compared("alwaysLiveBytes");
    compared("peakNotAlwaysLiveBytes");
    memory("worstTileBytes", double(c.source.worstTile.bytes), double(c.target.worstTile.bytes));
    compared("codeBytes");
    // Figures of the execution, which an out-of-memory or unprofiled report lacks.
    auto executed = [&](const std::string& name, FigureUnit unit) {
        FigureChange f{name, unit, std::nullopt, std::nullopt};
        if (c.source.hasExecution)
            f.source = comparedFigure(c, name, false);
        if (c.target.hasExecution)
            f.target = comparedFigure(c, name, true);
        figures.push_back(std::move(f));
    };
    executed("cyclesPerIteration", FigureUnit::Cycles);
    executed("samplesPerSecond", FigureUnit::SamplesPerSecond);
    return figures;
}

std::vector<IpuChange> ipuChanges(const ReportSummary& source, const ReportSummary& target)
{
    const auto count = std::max(source.ipuExecution.size(), target.ipuExecution.size());
    std::vector<IpuChange> ipus(count);
    for (std::size_t i = 0; i < count; ++i) {
        ipus[i].id = std::uint32_t(i);
        if (i < source.ipuExecution.size())
            ipus[i].source = source.ipuExecution[i];
        if (i < target.ipuExecution.size())
            ipus[i].target = target.ipuExecution[i];
    }
    return ipus;
}

std::vector<OperationTypeChange> typeChanges(const Operations& source, const Operations& target)
{
    std::map<std::string, OperationTypeChange> byType;
    for (const auto& totals : operationTotalsByType(source)) {
        auto& change = byType[totals.type];
        change.type = totals.type;
        change.sourceOperations = totals.operations;
        change.sourceCycles = totals.cycles;
    }
    for (const auto& totals : operationTotalsByType(target)) {
        auto& change = byType[totals.type];
        change.type = totals.type;
        change.targetOperations = totals.operations;
        change.targetCycles = totals.cycles;
    }
    std::vector<OperationTypeChange> types;
    types.reserve(byType.size());
    for (auto& entry : byType)
        types.push_back(std::move(entry.second));
    // The map ordered them by name, which breaks ties.
    std::stable_sort(types.begin(), types.end(), [](const OperationTypeChange& a, const OperationTypeChange& b) {
        return std::max(a.sourceCycles, a.targetCycles) > std::max(b.sourceCycles, b.targetCycles);
    });
    return types;
}

/// The changes whose `difference` is not zero, largest magnitude first (report order breaks ties),
/// at most kDiffTopOperations of them.
template <typename Difference>
std::vector<OperationChange> largestChanges(const std::vector<OperationChange>& changes, Difference difference)
{
    std::vector<OperationChange> largest;
    std::copy_if(changes.begin(), changes.end(), std::back_inserter(largest),
                 [&](const OperationChange& c) { return difference(c) != 0; });
    std::stable_sort(largest.begin(), largest.end(), [&](const OperationChange& a, const OperationChange& b) {
        return std::abs(difference(a)) > std::abs(difference(b));
    });
    if (largest.size() > kDiffTopOperations)
        largest.resize(kDiffTopOperations);
    return largest;
}

OperationsDiff operationsDiff(const Operations& source, const Operations& target)
{
    OperationsDiff d;
    std::vector<OperationChange> changes;
    for (const auto& pair : matchOperationsByName(source, target)) {
        if (pair.target == kNone) {
            if (d.sourceOnly.size() < kDiffListedOneSided)
                d.sourceOnly.push_back(source.name[std::size_t(pair.source)]);
            ++d.sourceOnlyCount;
            continue;
        }
        if (pair.source == kNone) {
            if (d.targetOnly.size() < kDiffListedOneSided)
                d.targetOnly.push_back(target.name[std::size_t(pair.target)]);
            ++d.targetOnlyCount;
            continue;
        }
        const auto s = std::size_t(pair.source), t = std::size_t(pair.target);
        ++d.matched;
        OperationChange c{source.name[s],
                          source.type[s],
                          source.plan[s],
                          target.plan[t],
                          source.cycles[s],
                          target.cycles[t],
                          source.tempBytesPerTile[s],
                          target.tempBytesPerTile[t]};
        if (c.planChanged() || c.cyclesDifference() != 0 || c.tempBytesDifference() != 0) {
            ++d.changed;
            changes.push_back(std::move(c));
        }
    }
    d.byCycles = largestChanges(changes, [](const OperationChange& c) { return c.cyclesDifference(); });
    d.byTempBytes = largestChanges(changes, [](const OperationChange& c) { return c.tempBytesDifference(); });
    std::copy_if(changes.begin(), changes.end(), std::back_inserter(d.planChanges),
                 [](const OperationChange& c) { return c.planChanged(); });
    d.types = typeChanges(source, target);
    return d;
}

} // namespace

ReportDiff diffReports(const Report& source, const Report& target)
{
    const auto c = compareReports(source, target);
    ReportDiff d;
    d.sourceModel = c.source.model;
    d.targetModel = c.target.model;
    d.sourceTarget = c.source.target;
    d.targetTarget = c.target.target;
    d.sameModel = c.sameModel;
    d.sameTarget = c.sameTarget;
    d.notes = c.notes;
    d.sourceFits = c.source.fits;
    d.targetFits = c.target.fits;
    d.sourceWorstTile = c.source.worstTile;
    d.targetWorstTile = c.target.worstTile;
    d.figures = headlineFigures(c);
    d.categories = c.categories;
    d.ipus = ipuChanges(c.source, c.target);
    d.operations = operationsDiff(source.operations, target.operations);
    return d;
}

namespace {

using nlohmann::json;

/// A count as an integer and a rate as a number; null when absent.
json figureValue(std::optional<double> value, FigureUnit unit)
{
    if (!value)
        return nullptr;
    if (unit == FigureUnit::SamplesPerSecond)
        return *value;
    return std::int64_t(*value);
}

json optionalNumber(std::optional<double> value) { return value ? json(*value) : json(nullptr); }

json changeJson(const FigureChange& f)
{
    return {{"source", figureValue(f.source, f.unit)},
            {"target", figureValue(f.target, f.unit)},
            {"difference", figureValue(f.difference(), f.unit)},
            {"percent", optionalNumber(f.percentChange())}};
}

json integerChange(std::uint64_t source, std::uint64_t target)
{
    return {{"source", source}, {"target", target}, {"difference", std::int64_t(target) - std::int64_t(source)}};
}

json operationJson(const OperationChange& c)
{
    return {{"name", c.name},
            {"type", c.type},
            {"plan", {{"source", c.sourcePlan}, {"target", c.targetPlan}, {"changed", c.planChanged()}}},
            {"cycles", integerChange(c.sourceCycles, c.targetCycles)},
            {"tempBytesPerTile", integerChange(c.sourceTempBytesPerTile, c.targetTempBytesPerTile)}};
}

json operationList(const std::vector<OperationChange>& changes)
{
    json list = json::array();
    for (const auto& c : changes)
        list.push_back(operationJson(c));
    return list;
}

json sideJson(const std::string& model, const Target& target, bool fits, const TileUsage& worstTile)
{
    return {{"model", model},
            {"arch", std::string(archName(target.arch))},
            {"ipus", target.ipus},
            {"tilesPerIpu", target.tilesPerIpu},
            {"replicas", target.replicas},
            {"fits", fits},
            {"worstTile", {{"id", worstTile.id}, {"bytes", worstTile.bytes}}}};
}

json ipuSideJson(const std::optional<IpuExecution>& ipu)
{
    if (!ipu)
        return nullptr;
    return {{"busyCycles", ipu->busyCycles}, {"computeCycles", ipu->computeCycles}, {"utilisation", ipu->utilisation}};
}

} // namespace

nlohmann::json reportDiffToJson(const ReportDiff& d)
{
    json figures = json::object();
    for (const auto& f : d.figures)
        figures[f.name] = changeJson(f);
    json categories = json::object();
    for (const auto& category : d.categories)
        categories[category.name] =
            changeJson({category.name, FigureUnit::Bytes, category.source, category.target});
    json ipus = json::array();
    for (const auto& ipu : d.ipus) {
        json utilisationDifference = nullptr;
        json busyCyclesDifference = nullptr;
        if (ipu.source && ipu.target) {
            utilisationDifference = ipu.target->utilisation - ipu.source->utilisation;
            busyCyclesDifference = std::int64_t(ipu.target->busyCycles) - std::int64_t(ipu.source->busyCycles);
        }
        ipus.push_back({{"id", ipu.id},
                        {"source", ipuSideJson(ipu.source)},
                        {"target", ipuSideJson(ipu.target)},
                        {"busyCyclesDifference", busyCyclesDifference},
                        {"utilisationDifference", utilisationDifference}});
    }
    const auto& o = d.operations;
    json types = json::array();
    for (const auto& t : o.types)
        types.push_back({{"type", t.type},
                         {"operations", integerChange(t.sourceOperations, t.targetOperations)},
                         {"cycles", integerChange(t.sourceCycles, t.targetCycles)}});
    json operations = {{"matched", o.matched},
                       {"changed", o.changed},
                       {"planChanged", o.planChanges.size()},
                       {"sourceOnly", {{"count", o.sourceOnlyCount}, {"names", o.sourceOnly}}},
                       {"targetOnly", {{"count", o.targetOnlyCount}, {"names", o.targetOnly}}},
                       {"byCycles", operationList(o.byCycles)},
                       {"byTempBytesPerTile", operationList(o.byTempBytes)},
                       {"planChanges", operationList(o.planChanges)},
                       {"types", types}};
    return {{"source", sideJson(d.sourceModel, d.sourceTarget, d.sourceFits, d.sourceWorstTile)},
            {"target", sideJson(d.targetModel, d.targetTarget, d.targetFits, d.targetWorstTile)},
            {"sameModel", d.sameModel},
            {"sameTarget", d.sameTarget},
            {"notes", d.notes},
            {"fitsChanged", d.sourceFits != d.targetFits},
            {"figures", figures},
            {"categories", categories},
            {"ipus", ipus},
            {"operations", operations}};
}

} // namespace tilescope
