#pragma once
// Two reports side by side: a source and a target, as the seed's comparison (amp 0.6 vs 0.75,
// batch 8 vs 16, fp16 vs fp32). The GUI only draws what this computes.

#include "report/ReportSummary.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace tilescope {

struct FigureDelta {
    std::string name; // stable key ("alwaysLiveBytes")
    double source = 0;
    double target = 0;
    double difference() const { return target - source; }
};

struct ReportComparison {
    ReportSummary source;
    ReportSummary target;
    bool sameModel = true;
    bool sameTarget = true;      // same architecture, tiles per IPU and IPUs: per-tile figures compare
    std::vector<std::string> notes; // what cannot be compared, in plain words
    std::vector<FigureDelta> figures;
    std::array<FigureDelta, kMemoryCategoryCount> categories;
    /// target - source bytes per tile (including gaps); empty when the targets differ.
    std::vector<std::int64_t> tileDifference;
};

/// Compares `source` with `target`.
ReportComparison compareReports(const Report& source, const Report& target);
/// The same, reusing summaries already made of the two reports (the GUI's loader makes them off
/// the UI thread), so that only the per-tile difference is left to compute.
ReportComparison compareReports(const Report& source, const ReportSummary& sourceSummary, const Report& target,
                                const ReportSummary& targetSummary);

} // namespace tilescope
