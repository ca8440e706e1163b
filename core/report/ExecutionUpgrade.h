#pragma once
// Reading the execution of a format 1.0 report into the 1.1 layout. Internal to core/report.
//
// Format 1.0 ran every step on one clock and stored, per program step, its start and its cycles
// on each IPU; 1.1 gives each IPU its own clock and stores the program steps' costs and a trace.
// A 1.0 report still opens: its steps become trace rows on their IPU at their 1.0 start, the time
// an IPU spent while another worked becomes Idle, and phases come from the operations' types.

#include "report/Report.h"

#include <nlohmann/json_fwd.hpp>

#include <string>

namespace tilescope::codec {

/// Reads the 1.0 per-step columns of the execution object `j` (consuming them) and fills the 1.1
/// program steps, tile balance, trace, stage micro-batches and per-IPU totals of `execution` from
/// them and from `report`'s programs and operations (already read). Throws Error(MissingField /
/// InvalidField) naming the path of a bad column.
void upgradeExecution1_0(nlohmann::json& j, const std::string& path, const Report& report, Execution& execution);

} // namespace tilescope::codec
