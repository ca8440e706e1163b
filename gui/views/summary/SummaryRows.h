#pragma once
// The figures of the Summary view as rows for KeyValueModel: formatted values of the source
// report and, when comparing, of the target and their difference. All numbers come from core's
// summarize(); this only words and formats them.

#include "models/KeyValueModel.h"
#include "report/Report.h"
#include "report/ReportSummary.h"

#include <QCoreApplication>

#include <map>
#include <string>

namespace tilescope::gui {

class SummaryRows {
    Q_DECLARE_TR_FUNCTIONS(SummaryRows)
public:
    using OptionMap = std::map<std::string, std::string>;

    /// Model (name, parameters, batch, training) and target (architecture, IPUs, tiles, memory, clock).
    static QList<KeyValueRow> program(const Report& source, const Report* target);
    /// Totals: memory, always-live, peak not-always-live (and its step), gaps, code, tile min/mean/max,
    /// and the tightest tile's room to spare (its difference coloured: more room is better).
    static QList<KeyValueRow> memory(const ReportSummary& source, const ReportSummary* target);
    /// Operations, planner fallbacks, and the execution: cycles and time per iteration, samples per
    /// iteration and per second, accumulation, each IPU's utilisation and the report's notes; or,
    /// without an execution profile, why there is none.
    static QList<KeyValueRow> execution(const Report& sourceReport, const ReportSummary& source,
                                        const Report* targetReport, const ReportSummary* target);
    /// The union of both reports' options; the difference column flags the ones that differ.
    static QList<KeyValueRow> options(const OptionMap& source, const OptionMap* target);
};

} // namespace tilescope::gui
