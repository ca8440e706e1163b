#pragma once
// Small, internally consistent reports built in memory for tests of core and gui.

#include "report/Report.h"

namespace tilescope::test {

/// A report on a 2-IPU x 4-tile target with a handful of variables, programs and steps.
/// Tile 5 is the busiest; with `outOfMemory` it overflows and an OOM error is recorded.
Report makeSmallReport(bool outOfMemory = false);

} // namespace tilescope::test
