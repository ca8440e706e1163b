#include "views/trace/TraceDetails.h"

#include "models/ByteFormat.h"
#include "models/QtText.h"
#include "models/TraceWords.h"

#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <array>
#include <numeric>

namespace tilescope::gui {
namespace {

QString escaped(const std::string& text) { return qtText(text).toHtmlEscaped(); }

QString count(std::uint64_t n) { return QLocale().toString(qulonglong(n)); }

// One "name: value" line of a details table.
QString line(const QString& name, const QString& value)
{
    return QStringLiteral("<tr><td>%1</td><td><b>%2</b></td></tr>").arg(name, value);
}

QString table(const QString& title, const QString& lines)
{
    return QStringLiteral("<p><b>%1</b></p><table cellspacing=\"0\" cellpadding=\"1\">%2</table>").arg(title, lines);
}

QString operationText(const Report& report, std::int32_t op)
{
    if (op < 0 || std::size_t(op) >= report.operations.size())
        return {};
    return QStringLiteral("%1 (%2)").arg(escaped(report.operations.name[std::size_t(op)]),
                                         escaped(report.operations.type[std::size_t(op)]));
}

QString microBatchText(std::int32_t microBatch)
{
    return microBatch == kNone ? TraceDetails::tr("none") : QLocale().toString(microBatch);
}

} // namespace

QString TraceDetails::kindMix(const KindCycles& cycles)
{
    const std::uint64_t total = std::accumulate(cycles.begin(), cycles.end(), std::uint64_t(0));
    if (total == 0)
        return {};
    std::array<std::size_t, kTraceKindCount> order{};
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return cycles[a] > cycles[b]; });
    QStringList parts;
    for (const std::size_t k : order)
        if (cycles[k] > 0)
            parts.append(tr("%1 %2").arg(TraceWords::kindName(TraceKind(k)),
                                         formatPercent(double(cycles[k]) / double(total))));
    return parts.join(QStringLiteral(", "));
}

QString TraceDetails::rowHtml(const TraceIndex& index, std::uint32_t ipu, std::uint64_t row)
{
    const Report& report = index.report();
    const Execution& e = *index.execution();
    const double clock = report.target.clockHz;
    const TraceKind kind = e.traceKind[row];
    const std::int32_t step = e.traceStep[row];
    QString lines;
    QString title = TraceWords::kindName(kind);
    if (step >= 0 && std::size_t(step) < report.liveness.stepCount()) {
        const auto s = std::size_t(step);
        const std::int32_t node = report.liveness.stepProgram[s];
        if (node >= 0 && std::size_t(node) < report.programs.size()) {
            title = escaped(report.programs.name[std::size_t(node)]);
            lines += line(tr("Program"), tr("%1 (step %2)").arg(TraceWords::kindName(kind), count(s)));
            const std::int32_t set = report.programs.computeSet[std::size_t(node)];
            if (set >= 0 && std::size_t(set) < report.computeSets.size())
                lines += line(tr("Compute set"), escaped(report.computeSets.name[std::size_t(set)]));
        }
        if (const QString op = operationText(report, index.operationOfStep(step)); !op.isEmpty())
            lines += line(tr("Operation"), op);
    }
    lines += line(tr("IPU"), QLocale().toString(ipu));
    lines += line(tr("Phase"), TraceWords::phaseName(e.tracePhase[row]));
    lines += line(tr("Micro-batch"), microBatchText(e.traceMicroBatch[row]));
    if (step >= 0 && std::size_t(step) < e.programStepCount() && e.stepStage[std::size_t(step)] != kNone)
        lines += line(tr("Pipeline stage"), QLocale().toString(e.stepStage[std::size_t(step)]));
    lines += line(tr("Starts at"), TraceWords::cyclesText(e.traceStartCycle[row], clock));
    lines += line(tr("Cycles"), TraceWords::cyclesText(e.traceCycles[row], clock));
    if (step >= 0 && std::size_t(step) < e.programStepCount()) {
        const auto s = std::size_t(step);
        lines += line(tr("Active tiles"), count(e.stepActiveTiles[s]));
        if (e.stepBytesIn[s] > 0 || e.stepBytesOut[s] > 0) {
            lines += line(tr("Bytes in"), formatBytes(e.stepBytesIn[s]));
            lines += line(tr("Bytes out"), formatBytes(e.stepBytesOut[s]));
        }
        if (e.stepPeerIpu[s] != kNone)
            lines += line(tr("Other IPU"), QLocale().toString(e.stepPeerIpu[s]));
    } else if (kind == TraceKind::Idle) {
        lines += line(tr("Waiting"), tr("for another IPU at an external sync"));
    }
    return table(title, lines);
}

QString TraceDetails::boxHtml(const TraceIndex& index, const TraceOperationRuns* runs, std::uint32_t ipu,
                              TraceTrack track, const TraceBox& box)
{
    const Report& report = index.report();
    const Execution& e = *index.execution();
    const double clock = report.target.clockHz;
    const auto span = std::uint64_t(box.end - box.start);
    switch (track) {
    case TraceTrack::Steps: {
        if (!box.folded())
            return rowHtml(index, ipu, box.first);
        QString lines = line(tr("IPU"), QLocale().toString(ipu));
        lines += line(tr("Phase"), TraceWords::phaseName(e.tracePhase[box.first]));
        lines += line(tr("Micro-batch"), microBatchText(e.traceMicroBatch[box.first]));
        lines += line(tr("Starts at"), TraceWords::cyclesText(std::uint64_t(box.start), clock));
        lines += line(tr("Spans"), TraceWords::cyclesText(span, clock));
        lines += line(tr("Time by kind"), kindMix(index.cyclesIn(ipu, box.first, box.last)));
        return table(tr("%n steps, too short to draw one by one: zoom in to see them", nullptr, int(box.count())),
                     lines);
    }
    case TraceTrack::Stages: {
        const auto& rows = index.stageRows(ipu);
        const std::uint32_t first = rows[box.first];
        if (box.folded())
            return table(tr("%n stage intervals, too short to draw one by one", nullptr, int(box.count())),
                         line(tr("IPU"), QLocale().toString(ipu)) + line(tr("Spans"), TraceWords::cyclesText(span, clock)));
        QString lines = line(tr("IPU"), QLocale().toString(ipu));
        lines += line(tr("Pipeline stage"), e.stage[first] == kNone ? tr("none") : QLocale().toString(e.stage[first]));
        lines += line(tr("Phase"), TraceWords::phaseName(e.stagePhase[first]));
        lines += line(tr("Micro-batch"), microBatchText(e.stageMicroBatch[first]));
        lines += line(tr("Starts at"), TraceWords::cyclesText(e.stageStartCycle[first], clock));
        lines += line(tr("Cycles"), TraceWords::cyclesText(e.stageEndCycle[first] - e.stageStartCycle[first], clock));
        return table(tr("%1, micro-batch %2").arg(TraceWords::phaseName(e.stagePhase[first]),
                                                   microBatchText(e.stageMicroBatch[first])),
                     lines);
    }
    case TraceTrack::Operations: {
        if (!runs)
            return {};
        const auto& list = runs->runsOf(ipu);
        if (box.folded())
            return table(tr("%n operation runs, too short to draw one by one", nullptr, int(box.count())),
                         line(tr("IPU"), QLocale().toString(ipu)) + line(tr("Spans"), TraceWords::cyclesText(span, clock)));
        const OperationRun& run = list[box.first];
        QString lines = line(tr("Operation"), operationText(report, run.operation));
        lines += line(tr("IPU"), QLocale().toString(ipu));
        lines += line(tr("Steps"), count(run.endRow - run.firstRow));
        lines += line(tr("Micro-batch"), microBatchText(e.traceMicroBatch[run.firstRow]));
        lines += line(tr("Starts at"), TraceWords::cyclesText(std::uint64_t(box.start), clock));
        lines += line(tr("Spans"), TraceWords::cyclesText(span, clock));
        lines += line(tr("Time by kind"), kindMix(index.cyclesIn(ipu, run.firstRow, run.endRow)));
        return table(escaped(report.operations.name[std::size_t(run.operation)]), lines);
    }
    }
    return {};
}

} // namespace tilescope::gui
