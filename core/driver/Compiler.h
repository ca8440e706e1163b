#pragma once
// compile(): model + options -> report. The one entry point of the simulator (docs/ARCHITECTURE.md).

#include "compiler/ConvPlanCache.h"
#include "options/CompileOptions.h"
#include "model/Model.h"
#include "report/Report.h"

namespace tilescope {

/// Compiles `model` under `options` and returns its report: memory per tile, variables, program
/// tree, liveness, operations, diagnostics, and (when it fits and profiling is on) the execution.
/// An out-of-memory program still yields a report, with the errors in its diagnostics.
/// Throws Error(InvalidOption) for bad options and Error(InvalidModel) for a graph it cannot lower.
Report compile(Model model, const CompileOptions& options);

/// As compile(model, options), planning convolutions through `plans`, which compilations of a sweep
/// may share (the cache is thread-safe and keyed on the whole problem and Target).
Report compile(Model model, const CompileOptions& options, ConvPlanCache& plans);

} // namespace tilescope
