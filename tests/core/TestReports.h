#pragma once
// Small, internally consistent reports built in memory for tests of core and gui.

#include "report/Report.h"

namespace tilescope::test {

/// A report on a 2-IPU x 4-tile target with a handful of variables, programs and steps.
/// Tile 5 is the busiest; with `outOfMemory` it overflows and an OOM error is recorded.
Report makeSmallReport(bool outOfMemory = false);

/// An execution of makeSmallReport()'s four steps: steps 0-1 on IPU 0, steps 2-3 on IPU 1 after an
/// external sync, each IPU idle while the other works; one compute set's tile balance.
Execution makeSmallExecution();

} // namespace tilescope::test
