#pragma once
// The execution trace in the Chrome Trace Event format, which Perfetto (ui.perfetto.dev) and
// chrome://tracing open: one process per IPU, one thread per step kind, one complete ("X") event per
// trace row, its operation, phase, stage, micro-batch and bytes in `args`. Times are microseconds
// at the target's clock.

#include "report/Report.h"

#include <atomic>
#include <ostream>

namespace tilescope {

/// Writes `report`'s execution trace to `out` as Chrome Trace Event JSON, row by row (a trace of
/// millions of rows is never held as one document). `stop`, when given, is polled every few
/// thousand rows: writing ends early with Error(Cancelled). Throws Error(InvalidOption) when the
/// report has no execution profile, naming why (out of memory, or profiling off).
void writeChromeTrace(const Report& report, std::ostream& out, const std::atomic<bool>* stop = nullptr);

/// Why a report has no execution profile, in words ("the program does not fit in memory", ...);
/// empty when it has one.
std::string missingExecutionReason(const Report& report);

} // namespace tilescope
