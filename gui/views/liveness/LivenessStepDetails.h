#pragma once
// What hovering a liveness step tells (the seed's Fig. 2.2): the program executed, its compute
// set, the operation it belongs to (name, type, available memory proportion for planned ops) and
// the bytes of the step: always-live, not-always-live, total and its share of the max memory.

#include "views/liveness/LivenessSeries.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace tilescope::gui {

struct LivenessStepDetail {
    QString label;
    QString value;
};

class LivenessStepDetails {
    Q_DECLARE_TR_FUNCTIONS(LivenessStepDetails)
public:
    /// Rows describing `step` of `report` with the bytes of `series` (of the same report).
    /// Empty when the step does not exist.
    static QList<LivenessStepDetail> describe(const Report& report, const LivenessSeries& series, std::size_t step);
    /// Only the byte rows (for the target of a comparison, whose programs differ).
    static QList<LivenessStepDetail> bytes(const LivenessSeries& series, std::size_t step);
    /// The rows as a small HTML table for a tooltip, under `heading` when not empty.
    static QString toHtml(const QList<LivenessStepDetail>& rows, const QString& heading = {});
};

} // namespace tilescope::gui
