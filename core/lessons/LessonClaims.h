#pragma once
// The figures a lesson's claims speak of, read from a simulated report, and the claims checked.

#include "lessons/Lesson.h"
#include "report/Report.h"
#include "report/ReportSummary.h"

#include <string>
#include <vector>

namespace tilescope {

/// The names a claim's `figure` may take: the summary's headline figures ("fits",
/// "samplesPerSecond", "cyclesPerIteration", "totalBytes", "alwaysLiveBytes",
/// "peakNotAlwaysLiveBytes", "worstTileBytes", "worstTileBytesExcludingGaps", "gapBytes", "codeBytes", "plannerFallbacks",
/// "maxMeanTileRatio", "fifoBytes", "traceRows"), and "category.NAME" for a memory category's bytes.
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

struct ClaimResult {
    bool holds = false;
    std::string explanation; // "samplesPerSecond of configuration 0 (330672) > that of 1 (313529)"
};

/// Checks `claim` against the step's configurations, in order.
ClaimResult checkClaim(const LessonClaim& claim, const std::vector<LessonEvidence>& configurations);

} // namespace tilescope
