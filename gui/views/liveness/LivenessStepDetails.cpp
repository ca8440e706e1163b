#include "views/liveness/LivenessStepDetails.h"

#include "models/ByteFormat.h"
#include "models/QtText.h"

#include <QLocale>

namespace tilescope::gui {
namespace {

QString kindName(ProgramKind kind)
{
    return qtText(programKindName(kind));
}

} // namespace

QList<LivenessStepDetail> LivenessStepDetails::describe(const Report& report, const LivenessSeries& series,
                                                        std::size_t step)
{
    if (step >= report.liveness.stepCount() || step >= series.stepCount())
        return {};
    const QLocale locale;
    QList<LivenessStepDetail> rows;
    rows.append({tr("Step"), locale.toString(qulonglong(step))});
    const auto program = std::size_t(report.liveness.stepProgram[step]);
    const auto& programs = report.programs;
    rows.append({tr("Program"), tr("%1 (%2)")
                                    .arg(qtText(programs.name[program]),
                                         kindName(programs.kind[program]))});
    if (const auto computeSet = programs.computeSet[program]; computeSet != kNone)
        rows.append({tr("Compute set"), qtText(report.computeSets.name[std::size_t(computeSet)])});
    if (const auto op = programs.operation[program]; op != kNone) {
        const auto& ops = report.operations;
        const auto o = std::size_t(op);
        rows.append({tr("Operation"), tr("%1 (%2)").arg(qtText(ops.name[o]),
                                                        qtText(ops.type[o]))});
        if (ops.plannerPhase[o] != PlannerPhase::NotPlanned)
            rows.append({tr("Available memory proportion"),
                         ops.plannerPhase[o] == PlannerPhase::Phase2
                             ? tr("%1 (planner phase 2: optimised for minimum memory)")
                                   .arg(locale.toString(ops.availableMemoryProportion[o], 'g', 3))
                             : locale.toString(ops.availableMemoryProportion[o], 'g', 3)});
    }
    rows.append(bytes(series, step));
    return rows;
}

QList<LivenessStepDetail> LivenessStepDetails::bytes(const LivenessSeries& series, std::size_t step)
{
    if (step >= series.stepCount())
        return {};
    const std::uint64_t alwaysLive = series.alwaysLiveBytes();
    const std::uint64_t notAlwaysLive = series.notAlwaysLiveBytes(step);
    const std::uint64_t total = alwaysLive + notAlwaysLive;
    QList<LivenessStepDetail> rows;
    rows.append({tr("Always-live"), formatBytes(alwaysLive)});
    rows.append({tr("Not-always-live"), formatBytes(notAlwaysLive)});
    rows.append({tr("Total"), formatBytes(total)});
    if (series.maxMemoryBytes() > 0)
        rows.append({tr("Of max memory"), formatPercent(double(total) / double(series.maxMemoryBytes()))});
    return rows;
}

QString LivenessStepDetails::toHtml(const QList<LivenessStepDetail>& rows, const QString& heading)
{
    QString html;
    if (!heading.isEmpty())
        html += u"<b>" % heading.toHtmlEscaped() % u"</b>";
    html += u"<table cellspacing=\"0\" cellpadding=\"1\">";
    for (const LivenessStepDetail& row : rows)
        html += u"<tr><td>" % row.label.toHtmlEscaped() % u"&nbsp;</td><td><b>" % row.value.toHtmlEscaped()
                % u"</b></td></tr>";
    html += u"</table>";
    return html;
}

} // namespace tilescope::gui
