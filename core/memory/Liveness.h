#pragma once
// Liveness of a lowered program: not-always-live bytes at each program step, over all tiles and per
// IPU, from the variables' live ranges (docs/SIMULATION.md §3).

#include "ir/LoweredProgram.h"
#include "report/Report.h"

namespace tilescope {

/// The liveness of `program`: one entry per step, its program node and the not-always-live bytes live
/// at that step (over the replica and per IPU). `alwaysLiveBytes` is left to the caller, who has the
/// memory layout. Never throws.
Liveness computeLiveness(const LoweredProgram& program);

} // namespace tilescope
