#pragma once
// compile(): model + options -> report. The one entry point of the simulator (docs/ARCHITECTURE.md).

#include "compiler/ConvPlanCache.h"
#include "options/CompileOptions.h"
#include "model/Model.h"
#include "report/Report.h"

#include <atomic>
#include <functional>

namespace tilescope {

/// Compiles `model` under `options` and returns its report: memory per tile, variables, program
/// tree, liveness, operations, diagnostics, and (when it fits and profiling is on) the execution.
/// An out-of-memory program still yields a report, with the errors in its diagnostics.
/// Throws Error(InvalidOption) for bad options and Error(InvalidModel) for a graph it cannot lower.
Report compile(Model model, const CompileOptions& options);

/// As compile(model, options), planning convolutions through `plans`, which compilations of a sweep
/// may share (the cache is thread-safe and keyed on the whole problem and Target).
Report compile(Model model, const CompileOptions& options, ConvPlanCache& plans);

class TileLayoutCache;

/// What a caller that runs compile() in the background can do to it between its phases.
struct CompileControl {
    const std::atomic<bool>* stop = nullptr;  // raised: compile() throws Error(Cancelled) at the next phase
    TileLayoutCache* layouts = nullptr;       // shared with other compiles: their tiles alike laid out once
    std::function<void(double)> progress;    // the fraction done, 0 to 1, after each phase
};

/// As compile(model, options, plans), reporting progress and stopping when `control` asks.
Report compile(Model model, const CompileOptions& options, ConvPlanCache& plans, const CompileControl& control);

} // namespace tilescope
