#pragma once
// What the Program tree's details panel says about one node: its kind and name, its compute set
// (vertex types with counts and tiles), the bytes it exchanges, the function a Call runs, and its
// debug context: the operation with its options (availableMemoryProportion, partials type) and
// the convolution planner's plan, with the planner's phase explained in words.

#include "report/Report.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>

namespace tilescope::gui {

class ProgramDetails {
    Q_DECLARE_TR_FUNCTIONS(ProgramDetails)
public:
    /// The details of `node` of `report` as rich text (HTML) for a QTextBrowser; a hint when the
    /// node is -1 or unknown. A Call's callee is a link "program:<node>".
    static QString html(const Report& report, std::int32_t node);
    /// The operation whose debug context `node` carries: its own, else its nearest ancestor's
    /// (kNone when there is none).
    static std::int32_t operationOf(const Report& report, std::int32_t node);
    /// The planner phase in words: what it means for the operation and for availableMemoryProportion.
    static QString phaseExplanation(PlannerPhase phase);
};

} // namespace tilescope::gui
