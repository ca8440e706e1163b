#pragma once
// The fast way through a sweep file of 10^6 points: its rows as writeSweepJson writes them (the
// members in their order, plain ASCII strings, whole numbers without a fraction), scanned straight
// into SweepRows and checked as the reader checks them, without a JSON document per row. Anything
// else (an edited file, a string with escapes, a row that fails a check) is left to the reader of
// any JSON (SweepFileReader.cpp), which then reads the file from its start and words the error.
// Internal to core/simulation.

#include "report/ReportInput.h"
#include "simulation/SweepRunner.h"

#include <functional>
#include <optional>
#include <string>

namespace tilescope {

/// The sweep of `input` when its rows are in the form writeSweepJson writes and pass every check;
/// nothing otherwise. `readHeader` reads the text before the rows, closed as a file without rows
/// ({..., "rows": []}), and throws when it cannot.
std::optional<SweepResult> scanWrittenSweep(ReportInput& input,
                                            const std::function<SweepResult(const std::string& header)>& readHeader);

} // namespace tilescope
