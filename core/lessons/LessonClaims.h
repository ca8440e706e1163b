#pragma once
// The figures a lesson's claims speak of, read from a simulated report, and the claims checked.

#include "lessons/Lesson.h"
#include "report/Report.h"
#include "report/ReportSummary.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tilescope {

/// The names a claim's `figure` may take: the summary's headline figures ("fits",
/// "samplesPerSecond", "cyclesPerIteration", "totalBytes", "alwaysLiveBytes",
/// "peakNotAlwaysLiveBytes", "worstTileBytes", "worstTileBytesExcludingGaps", "gapBytes", "codeBytes", "plannerFallbacks",
/// "maxMeanTileRatio", "fifoBytes", "traceRows", "worstTileFreeAtPeakGapShare": the share of the
/// fullest tile's gaps free at its peak, 0 to 1), and "category.NAME" for a memory category's bytes.
const std::vector<std::string>& lessonFigureNames();
/// True when `figure` is one of lessonFigureNames() or a "category.NAME" of a known category.
bool isLessonFigure(const std::string& figure);

/// A simulated configuration as a claim reads it.
struct LessonEvidence {
    const Report* report = nullptr;
    const ReportSummary* summary = nullptr;
};

/// The value of `figure` in `evidence` (fits: 1 or 0). Throws Error(InvalidField) for an unknown figure.
double lessonFigure(const std::string& figure, const LessonEvidence& evidence);

/// One relation a claim states, with the figure it was compared with: what a reader's sentence
/// is made of (the viewer words it in the interface's language).
struct ClaimRelation {
    enum class Kind { Is, SameAs, LessThan, GreaterThan, AtLeast, AtMost };
    Kind kind = Kind::Is;
    bool holds = false;
    double value = 0;                 // the other side: the claim's number, or the other configuration's figure
    std::optional<std::size_t> other; // SameAs, LessThan, GreaterThan: that configuration
    double factor = 1.0;              // LessThan, GreaterThan: by at least this factor
};

struct ClaimResult {
    bool holds = false;
    /// For lesson authors (`lesson --check`), in the file's own terms:
    /// "samplesPerSecond of configuration 0 (330672) > that of 1 (313529)".
    std::string explanation;
    std::string figure;               // what the claim speaks of (lessonFigureNames)
    std::size_t of = 0;               // of which configuration of the step
    double value = 0;                 // the figure there
    std::uint64_t worstTileBytes = 0; // that configuration's fullest tile and its bytes, which say
    std::uint32_t worstTile = 0;      // why it does or does not fit
    std::vector<ClaimRelation> relations; // in the claim's order: is, sameAs, lessThan, greaterThan, atLeast, atMost
};

/// Checks `claim` against the step's configurations, in order.
ClaimResult checkClaim(const LessonClaim& claim, const std::vector<LessonEvidence>& configurations);

} // namespace tilescope
