#pragma once
// The execution of the synthetic report, pipelined as the seed's MNIST tutorial runs it but at
// scale: one stage per IPU, grouped schedule (forward of micro-batch m on IPU k at slot m + k,
// recompute and backward at slot m + 2N - 1 - k), an external sync closing every slot, idle ramps
// up and down, weight update and the host's stream copies. Built lane by lane with TraceBuilder.

#include "report/Report.h"

#include <cstdint>

namespace tilescope::bench {

/// Fills `report.execution` for `report`'s steps, with about `traceRows` trace rows (the gradient
/// accumulation is chosen to reach it, at least twice the stages so that the pipeline fills).
/// Expects the step layout makeSyntheticReport() writes: each IPU's steps are its operations',
/// and the last 2 x IPUs + 2 steps are the inter-IPU sends and the host's stream copies.
void addSyntheticExecution(Report& report, std::uint64_t traceRows);

/// How many program steps addSyntheticExecution() needs at the end of the liveness steps.
inline std::size_t syntheticTransferSteps(std::uint32_t ipus) { return 2 * std::size_t(ipus) + 2; }

} // namespace tilescope::bench
