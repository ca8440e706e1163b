#pragma once
// Runs a lowered program the way PopART and PopTorch schedule it (docs/SIMULATION.md §4-5) and
// returns its execution profile: the costs of its steps, the trace of every IPU, stage intervals
// and the totals of one call from the host.
//
//   one stage, or --pipeline sharded: one micro-batch in flight: its forward, backward (and the
//     copies between IPUs it needs, each an external sync) in program order; the weight update after
//     every `gradient accumulation` micro-batches;
//   grouped or interleaved pipelines: the PipelineTimetable's cycles, each opened by an external
//     sync of every IPU and the copies between stages, then each stage's work on its own IPU; the
//     weight update after the ramp-down;
//   `device iterations` such loops per call, then one host round trip.

#include "ir/LoweredProgram.h"
#include "options/CompileOptions.h"
#include "report/Report.h"

#include <cstdint>

namespace tilescope {

/// At most this many trace rows are written: the device iterations that would go beyond are not
/// traced (they repeat the first), but they count in every total.
inline constexpr std::uint64_t kMaxTraceRows = 6'000'000;

/// Whether periods that repeat the steady state are counted instead of run (SteadyState.h). The
/// totals are the same either way; Run exists so that tests can show it.
enum class SteadyStateFolding { Fold, Run };

/// The execution profile of one call of `program` under `options` (its stages as lowered).
/// Throws Error(Internal) when the program's steps name IPUs or stages it does not have, and
/// Error(InvalidOption) when a total would overflow (an absurdly slow host link).
Execution execute(const LoweredProgram& program, const CompileOptions& options,
                  std::uint64_t maxTraceRows = kMaxTraceRows, SteadyStateFolding folding = SteadyStateFolding::Fold);

} // namespace tilescope
