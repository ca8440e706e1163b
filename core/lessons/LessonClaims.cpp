#include "lessons/LessonClaims.h"

#include "common/Error.h"
#include "report/MemoryCategory.h"
#include "report/TileMemoryMap.h"

#include <sstream>

namespace tilescope {
namespace {

std::uint64_t fifoBytes(const Report& report)
{
    std::uint64_t bytes = 0;
    for (std::size_t i = 0; i < report.variables.size(); ++i)
        if (report.variables.name[i].rfind("/fifo.", 0) == 0)
            bytes += report.variables.bytes[i];
    return bytes;
}

// The share of the fullest tile's gaps that are addresses free at its peak but used by variables
// live at other steps (the Regions view's "free at the peak"), against alignment and stranded room:
// what a lesson says when it names the gaps' cause.
double freeAtPeakGapShare(const LessonEvidence& e)
{
    const std::uint32_t tile = e.summary->worstTile.id;
    if (tile >= e.report->memory.tileCount())
        return 0.0;
    const auto blocks = tileMemoryMap(*e.report, tile);
    std::uint64_t all = 0;
    std::uint64_t freeAtPeak = 0;
    for (const TileGap& gap : tilePeak(*e.report, tile, blocks).gaps) {
        all += gap.bytes;
        if (gap.cause == GapCause::FreeAtPeak)
            freeAtPeak += gap.bytes;
    }
    return all == 0 ? 0.0 : double(freeAtPeak) / double(all);
}

std::string numberText(double value)
{
    std::ostringstream out;
    out.precision(10);
    out << value;
    return out.str();
}

} // namespace

const std::vector<std::string>& lessonFigureNames()
{
    static const std::vector<std::string> names{
        "fits",       "samplesPerSecond", "cyclesPerIteration", "totalBytes",       "alwaysLiveBytes",
        "peakNotAlwaysLiveBytes", "worstTileBytes", "worstTileBytesExcludingGaps", "gapBytes", "codeBytes", "plannerFallbacks",
        "maxMeanTileRatio", "fifoBytes", "traceRows", "worstTileFreeAtPeakGapShare"};
    return names;
}

bool isLessonFigure(const std::string& figure)
{
    if (figure.rfind("category.", 0) == 0)
        return parseMemoryCategory(std::string_view(figure).substr(9)).has_value();
    for (const auto& name : lessonFigureNames())
        if (name == figure)
            return true;
    return false;
}

double lessonFigure(const std::string& figure, const LessonEvidence& e)
{
    const ReportSummary& s = *e.summary;
    if (figure.rfind("category.", 0) == 0) {
        if (const auto category = parseMemoryCategory(std::string_view(figure).substr(9)))
            return double(s.categoryBytes[categoryIndex(*category)]);
    } else if (figure == "fits") {
        return s.fits ? 1.0 : 0.0;
    } else if (figure == "samplesPerSecond") {
        return s.hasExecution ? s.samplesPerSecond : 0.0;
    } else if (figure == "cyclesPerIteration") {
        return double(s.cyclesPerIteration);
    } else if (figure == "totalBytes") {
        return double(s.totalMemoryBytes);
    } else if (figure == "alwaysLiveBytes") {
        return double(s.alwaysLiveBytes);
    } else if (figure == "peakNotAlwaysLiveBytes") {
        return double(s.peakNotAlwaysLiveBytes);
    } else if (figure == "worstTileBytes") {
        return double(s.worstTile.bytes);
    } else if (figure == "worstTileBytesExcludingGaps") {
        return double(s.worstTile.bytesExcludingGaps);
    } else if (figure == "gapBytes") {
        return double(s.gapBytes);
    } else if (figure == "codeBytes") {
        return double(s.codeBytes);
    } else if (figure == "plannerFallbacks") {
        return double(s.plannerFallbacks);
    } else if (figure == "maxMeanTileRatio") {
        return s.meanTileBytes > 0 ? double(s.maxTileBytes) / s.meanTileBytes : 0.0;
    } else if (figure == "fifoBytes") {
        return double(fifoBytes(*e.report));
    } else if (figure == "traceRows") {
        return double(s.traceRows);
    } else if (figure == "worstTileFreeAtPeakGapShare") {
        return freeAtPeakGapShare(e);
    }
    throw Error(ErrorCode::InvalidField, "unknown figure '" + figure + "'", {}, "figure");
}

ClaimResult checkClaim(const LessonClaim& claim, const std::vector<LessonEvidence>& configurations)
{
    const auto valueOf = [&](std::size_t index) { return lessonFigure(claim.figure, configurations.at(index)); };
    const double value = valueOf(claim.of);
    const ReportSummary& summary = *configurations.at(claim.of).summary;
    ClaimResult result;
    result.holds = true;
    result.figure = claim.figure;
    result.of = claim.of;
    result.value = value;
    result.worstTileBytes = summary.worstTile.bytes;
    result.worstTile = summary.worstTile.id;
    std::string parts;
    using Kind = ClaimRelation::Kind;
    const auto require = [&](Kind kind, bool holds, double other, std::optional<std::size_t> configuration,
                             double factor, const std::string& words) {
        result.holds = result.holds && holds;
        result.relations.push_back({kind, holds, other, configuration, factor});
        parts += (parts.empty() ? "" : ", ") + words;
    };
    if (claim.is)
        require(Kind::Is, value == *claim.is, *claim.is, std::nullopt, 1.0, "is " + numberText(*claim.is));
    if (claim.sameAs) {
        const double other = valueOf(*claim.sameAs);
        require(Kind::SameAs, value == other, other, claim.sameAs, 1.0,
                "= that of " + std::to_string(*claim.sameAs) + " (" + numberText(other) + ")");
    }
    const std::string by = claim.factor != 1.0 ? " by a factor of " + numberText(claim.factor) : "";
    if (claim.lessThan) {
        const double other = valueOf(*claim.lessThan);
        require(Kind::LessThan, value * claim.factor < other, other, claim.lessThan, claim.factor,
                "< that of " + std::to_string(*claim.lessThan) + " (" + numberText(other) + ")" + by);
    }
    if (claim.greaterThan) {
        const double other = valueOf(*claim.greaterThan);
        require(Kind::GreaterThan, value > other * claim.factor, other, claim.greaterThan, claim.factor,
                "> that of " + std::to_string(*claim.greaterThan) + " (" + numberText(other) + ")" + by);
    }
    if (claim.atLeast)
        require(Kind::AtLeast, value >= *claim.atLeast, *claim.atLeast, std::nullopt, 1.0,
                ">= " + numberText(*claim.atLeast));
    if (claim.atMost)
        require(Kind::AtMost, value <= *claim.atMost, *claim.atMost, std::nullopt, 1.0,
                "<= " + numberText(*claim.atMost));
    result.explanation = claim.figure + " of configuration " + std::to_string(claim.of) + " (" + numberText(value) +
                         ") " + parts;
    return result;
}

} // namespace tilescope
