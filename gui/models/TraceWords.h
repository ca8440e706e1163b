#pragma once
// The execution's vocabulary in the user's language: step kinds and phases as the trace, its
// legend, its tables and its tooltips name them.

#include "report/Report.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>

namespace tilescope::gui {

class TraceWords {
    Q_DECLARE_TR_FUNCTIONS(TraceWords)
public:
    /// "Compute", "Exchange", "Sync", "External sync", "Global exchange", "Stream copy", "Idle".
    static QString kindName(TraceKind kind);
    /// "Forward", "Backward", "Weight update", "Recompute", "Host I/O".
    static QString phaseName(StagePhase phase);
    /// The phase's letter on a busy band: "F", "B", "W", "R", "H".
    static QString phaseLetter(StagePhase phase);
    /// Cycles as a number in the locale, and as time at `clockHz` ("12,345 cycles (9.28 µs)").
    static QString cyclesText(std::uint64_t cycles, double clockHz);
    /// Time for cycles at `clockHz` in the most readable unit ("9.28 µs", "1.20 ms", "850 ns").
    static QString duration(double cycles, double clockHz);
};

} // namespace tilescope::gui
