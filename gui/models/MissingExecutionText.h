#pragma once
// Why a report has no execution profile, in the user's language: core decides the reason
// (missingExecutionReason), the GUI translates its words.

#include "report/Report.h"

#include <QString>

namespace tilescope::gui {

/// The reason, translated when core's wording is known; empty when the report has an execution.
QString missingExecutionText(const Report& report);

} // namespace tilescope::gui
