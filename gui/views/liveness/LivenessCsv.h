#pragma once
// The liveness plot's data as CSV: what is drawn, one row per bucket of each report (a step, or
// the steps of one pixel column), so the numbers match the picture. Long format, a row names its report,
// because source and target windows can be bucketed differently when their step counts differ.

#include "views/liveness/LivenessSeries.h"

#include <QCoreApplication>
#include <QString>

namespace tilescope::gui {

class LivenessCsv {
    Q_DECLARE_TR_FUNCTIONS(LivenessCsv)
public:
    /// Header and rows for `source` (and `target` when not null) with their windows; empty text
    /// when nothing is drawn.
    static QString write(const LivenessSeries* source, const LivenessWindow& sourceWindow,
                         const LivenessSeries* target = nullptr, const LivenessWindow& targetWindow = {});
};

} // namespace tilescope::gui
