#pragma once
// What the Execution trace says about what the pointer is on, and what the details panel shows for
// a clicked box: a step (its program, compute set, operation, phase, micro-batch, cycles, active
// tiles, bytes in and out), a folded run of steps (how many, and their time per kind), a stage
// interval, or an operation's run of steps. Rich text for tooltips and a QTextBrowser.

#include "views/trace/TraceFolding.h"
#include "views/trace/TraceIndex.h"
#include "views/trace/TraceOperationRuns.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>

namespace tilescope::gui {

/// The rows a box of the trace stands for: which table they are rows of.
enum class TraceTrack : std::uint8_t { Stages, Operations, Steps };

class TraceDetails {
    Q_DECLARE_TR_FUNCTIONS(TraceDetails)
public:
    /// One trace row of `ipu`'s lane.
    static QString rowHtml(const TraceIndex& index, std::uint32_t ipu, std::uint64_t row);
    /// A box of a track of `ipu`'s lane (one row or a folded run); `runs` for the operation track.
    static QString boxHtml(const TraceIndex& index, const TraceOperationRuns* runs, std::uint32_t ipu,
                           TraceTrack track, const TraceBox& box);
    /// The rows' cycles per kind as "Compute 61.2 %, Exchange 20.1 %, …", largest first.
    static QString kindMix(const KindCycles& cycles);
};

} // namespace tilescope::gui
