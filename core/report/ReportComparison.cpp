#include "report/ReportComparison.h"

namespace tilescope {

ReportComparison compareReports(const Report& source, const Report& target)
{
    return compareReports(source, summarize(source), target, summarize(target));
}

ReportComparison compareReports(const Report& source, const ReportSummary& sourceSummary, const Report& target,
                                const ReportSummary& targetSummary)
{
    ReportComparison c;
    c.source = sourceSummary;
    c.target = targetSummary;
    c.sameModel = source.model.name == target.model.name;
    c.sameTarget = source.target.arch == target.target.arch && source.target.tilesPerIpu == target.target.tilesPerIpu &&
                   source.target.ipus == target.target.ipus;
    if (!c.sameModel)
        c.notes.push_back("The reports are of different models (" + source.model.name + " and " + target.model.name +
                          "): operations and variables do not correspond.");
    if (!c.sameTarget)
        c.notes.push_back("The reports are for different targets (" + std::string(archName(source.target.arch)) + ", " +
                          std::to_string(source.target.ipus) + " IPU(s) and " +
                          std::string(archName(target.target.arch)) + ", " + std::to_string(target.target.ipus) +
                          " IPU(s)): tiles are not compared one by one.");

    auto add = [&](const char* name, double s, double t) { c.figures.push_back({name, s, t}); };
    add("totalMemoryBytes", double(c.source.totalMemoryBytes), double(c.target.totalMemoryBytes));
    add("alwaysLiveBytes", double(c.source.alwaysLiveBytes), double(c.target.alwaysLiveBytes));
    add("peakNotAlwaysLiveBytes", double(c.source.peakNotAlwaysLiveBytes), double(c.target.peakNotAlwaysLiveBytes));
    add("gapBytes", double(c.source.gapBytes), double(c.target.gapBytes));
    add("codeBytes", double(c.source.codeBytes), double(c.target.codeBytes));
    add("maxTileBytes", double(c.source.maxTileBytes), double(c.target.maxTileBytes));
    add("meanTileBytes", c.source.meanTileBytes, c.target.meanTileBytes);
    add("operations", double(c.source.operations), double(c.target.operations));
    add("plannerFallbacks", double(c.source.plannerFallbacks), double(c.target.plannerFallbacks));
    add("cyclesPerIteration", double(c.source.cyclesPerIteration), double(c.target.cyclesPerIteration));
    add("samplesPerSecond", c.source.samplesPerSecond, c.target.samplesPerSecond);
    for (MemoryCategory category : allMemoryCategories()) {
        const auto i = categoryIndex(category);
        c.categories[i] = {std::string(memoryCategoryName(category)), double(c.source.categoryBytes[i]),
                           double(c.target.categoryBytes[i])};
    }
    if (c.sameTarget) {
        const auto tiles = source.memory.tileCount();
        c.tileDifference.resize(tiles);
        for (std::size_t t = 0; t < tiles; ++t)
            c.tileDifference[t] =
                std::int64_t(target.memory.bytesIncludingGaps(t)) - std::int64_t(source.memory.bytesIncludingGaps(t));
    }
    return c;
}

} // namespace tilescope
