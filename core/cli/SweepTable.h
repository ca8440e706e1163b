#pragma once
// How `sweep` prints its result: with two axes, the grid of samples per second (first axis down,
// second across), out-of-memory cells with the worst tile's excess and the best cell marked; with
// one or more than two, a line per point.

#include "simulation/SweepRunner.h"

#include <iosfwd>

namespace tilescope::cli {

/// Prints `result` to `out` as a grid or a list; the best point is marked with '*'.
void printSweepTable(const SweepResult& result, std::ostream& out);

} // namespace tilescope::cli
