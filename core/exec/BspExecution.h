#pragma once
// Bulk-synchronous execution of the lowered steps: each step runs on its IPU for its cycles, the
// IPU's other tiles wait; steps of one IPU follow each other (SIMULATION.md §4).

#include "ir/LoweredProgram.h"
#include "report/Report.h"

namespace tilescope {

/// The execution profile of one iteration of `program` (one batch of `batchSize` samples per replica).
Execution executeBsp(const LoweredProgram& program, std::uint32_t batchSize);

} // namespace tilescope
