#include "views/summary/SummaryRows.h"

#include "models/ByteFormat.h"
#include "models/MissingExecutionText.h"
#include "models/QtText.h"
#include "models/RoomToSpareText.h"
#include "models/TraceWords.h"
#include "simulation/Simulation.h"

#include <QLocale>

#include <algorithm>
#include <cmath>
#include <set>

namespace tilescope::gui {
namespace {

QString formatCount(std::uint64_t count) { return QLocale().toString(qulonglong(count)); }

std::int64_t countDelta(std::uint64_t source, std::uint64_t target) { return byteDelta(source, target); }

// A row whose value is bytes; when comparing, the difference is target − source.
KeyValueRow bytesRow(QString key, std::uint64_t source, const std::uint64_t* target, QString toolTip = {})
{
    KeyValueRow row{std::move(key), formatBytes(source), {}, {}, std::move(toolTip)};
    if (target) {
        row.target = formatBytes(*target);
        row.difference = formatByteDelta(byteDelta(source, *target));
    }
    return row;
}

KeyValueRow countRow(QString key, std::uint64_t source, const std::uint64_t* target, QString toolTip = {})
{
    KeyValueRow row{std::move(key), formatCount(source), {}, {}, std::move(toolTip)};
    if (target) {
        row.target = formatCount(*target);
        row.difference = formatCountDelta(countDelta(source, *target));
    }
    return row;
}

// A row of words: the difference column only says whether they differ.
KeyValueRow textRow(QString key, QString source, const QString* target)
{
    KeyValueRow row{std::move(key), std::move(source), {}, {}, {}};
    if (target) {
        row.target = *target;
        if (row.target != row.source)
            row.difference = SummaryRows::tr("differs");
    }
    return row;
}

// Applies `field` to the source and, when present, the target, and builds one row from both.
template <typename Value, typename Object, typename Make>
KeyValueRow compared(QString key, const Object& source, const Object* target, Value (*field)(const Object&), Make make)
{
    const Value sourceValue = field(source);
    if (!target)
        return make(std::move(key), sourceValue, static_cast<const Value*>(nullptr));
    const Value targetValue = field(*target);
    return make(std::move(key), sourceValue, &targetValue);
}

// The tightest tile's room to spare: more is better, so its difference is coloured the other way
// round from memory's.
KeyValueRow roomRow(const ReportSummary& source, const ReportSummary* target)
{
    const RoomToSpare& room = source.roomToSpare;
    KeyValueRow row{SummaryRows::tr("Room to spare"), RoomToSpareText::onTile(room.bytes, room.tile), {}, {},
                    RoomToSpareText::explanation()};
    if (target) {
        row.target = RoomToSpareText::onTile(target->roomToSpare.bytes, target->roomToSpare.tile);
        const std::int64_t delta = target->roomToSpare.bytes - room.bytes;
        row.difference = formatByteDelta(delta);
        row.verdict = delta > 0   ? KeyValueRow::Verdict::Better
                      : delta < 0 ? KeyValueRow::Verdict::Worse
                                  : KeyValueRow::Verdict::None;
    }
    return row;
}

QString targetShape(const Report& r)
{
    return SummaryRows::tr("%1 IPU(s) × %2 tiles × %3")
        .arg(QLocale().toString(r.target.ipus), QLocale().toString(r.target.tilesPerIpu),
             formatBytes(r.target.bytesPerTile));
}

QString clock(const Report& r)
{
    return SummaryRows::tr("%1 GHz").arg(QLocale().toString(r.target.clockHz / 1e9, 'f', 2));
}

bool hasRecordedFile(const Report& r, const char* kind)
{
    const auto files = recordedInputFiles(r);
    return std::any_of(files.begin(), files.end(), [kind](const RecordedInputFile& f) { return f.kind == kind; });
}

QString recordedFileText(const Report& r, const char* kind)
{
    for (const RecordedInputFile& file : recordedInputFiles(r))
        if (file.kind == kind)
            return SummaryRows::tr("%1 (recorded in the report)").arg(qtText(file.path));
    return SummaryRows::tr("(none)");
}

QString mode(const Report& r) { return r.model.training ? SummaryRows::tr("Training") : SummaryRows::tr("Inference"); }

} // namespace

QList<KeyValueRow> SummaryRows::program(const Report& source, const Report* target)
{
    using Text = QString (*)(const Report&);
    auto text = [&](QString key, Text field) {
        return compared<QString>(std::move(key), source, target, field, textRow);
    };
    auto count = [&](QString key, std::uint64_t (*field)(const Report&)) {
        return compared<std::uint64_t>(std::move(key), source, target, field,
                                       [](QString k, std::uint64_t s, const std::uint64_t* t) {
                                           return countRow(std::move(k), s, t);
                                       });
    };
    QList<KeyValueRow> rows{
        text(tr("Model"), [](const Report& r) { return qtText(r.model.name); }),
    };
    // The config files the run read, which the report records whole: rows only where one was read.
    const auto anyRecorded = [&](const char* kind) {
        return hasRecordedFile(source, kind) || (target && hasRecordedFile(*target, kind));
    };
    if (anyRecorded(kModelConfigKind))
        rows.append(text(tr("Model config"), [](const Report& r) { return recordedFileText(r, kModelConfigKind); }));
    if (anyRecorded(kIpuConfigKind))
        rows.append(text(tr("IPUConfig"), [](const Report& r) { return recordedFileText(r, kIpuConfigKind); }));
    rows.append({
        count(tr("Parameters"), [](const Report& r) { return r.model.parameters; }),
        count(tr("Batch size"), [](const Report& r) { return std::uint64_t(r.model.batchSize); }),
        text(tr("Mode"), mode),
        text(tr("Architecture"), [](const Report& r) { return qtText(archName(r.target.arch)).toUpper(); }),
        text(tr("IPUs × tiles × memory"), targetShape),
        count(tr("Replicas"), [](const Report& r) { return std::uint64_t(r.target.replicas); }),
        text(tr("Clock"), clock),
        text(tr("Generator"), [](const Report& r) { return qtText(r.generator); }),
    });
    return rows;
}

QList<KeyValueRow> SummaryRows::memory(const ReportSummary& source, const ReportSummary* target)
{
    using Field = std::uint64_t (*)(const ReportSummary&);
    auto bytes = [&](QString key, Field field, QString toolTip = {}) {
        return compared<std::uint64_t>(std::move(key), source, target, field,
                                       [&toolTip](QString k, std::uint64_t s, const std::uint64_t* t) {
                                           return bytesRow(std::move(k), s, t, toolTip);
                                       });
    };
    QList<KeyValueRow> rows{
        bytes(tr("Total memory"), [](const ReportSummary& s) { return s.totalMemoryBytes; },
              tr("All bytes of one replica, including gaps")),
        bytes(tr("Memory capacity"), [](const ReportSummary& s) { return s.target.bytesPerReplica(); },
              tr("Tiles of one replica × memory per tile")),
        // Every category but not-always-live variables: the "Always-live variables" category of
        // the table below is one part of it, and a reader sees both on one page.
        bytes(tr("Always-live (code, state and variables)"), [](const ReportSummary& s) { return s.alwaysLiveBytes; },
              tr("Everything allocated for the whole program: code, vertex state, descriptors, exchange buffers, "
                 "stacks, constants and always-live variables")),
        bytes(tr("Peak not-always-live"), [](const ReportSummary& s) { return s.peakNotAlwaysLiveBytes; },
              tr("The largest total of variables live at the same program step")),
    };
    auto peakStep = [](const ReportSummary& s) {
        return s.peakStep < 0 ? tr("no program steps") : QLocale().toString(qlonglong(s.peakStep));
    };
    const QString targetPeakStep = target ? peakStep(*target) : QString();
    rows.append(textRow(tr("Peak at step"), peakStep(source), target ? &targetPeakStep : nullptr));
    rows += QList<KeyValueRow>{
        bytes(tr("Gaps"), [](const ReportSummary& s) { return s.gapBytes; },
              tr("Holes left by alignment and placement rules")),
        bytes(tr("Code"), [](const ReportSummary& s) { return s.codeBytes; }),
        bytes(tr("Tile memory, minimum"), [](const ReportSummary& s) { return s.minTileBytes; }),
        bytes(tr("Tile memory, mean"),
              [](const ReportSummary& s) { return std::uint64_t(std::llround(s.meanTileBytes)); }),
        bytes(tr("Tile memory, maximum"), [](const ReportSummary& s) { return s.maxTileBytes; }),
    };
    rows.append(roomRow(source, target));
    return rows;
}

QList<KeyValueRow> SummaryRows::execution(const Report& sourceReport, const ReportSummary& source,
                                          const Report* targetReport, const ReportSummary* target)
{
    using Field = std::uint64_t (*)(const ReportSummary&);
    auto count = [&](QString key, Field field, QString toolTip = {}) {
        return compared<std::uint64_t>(std::move(key), source, target, field,
                                       [&toolTip](QString k, std::uint64_t s, const std::uint64_t* t) {
                                           return countRow(std::move(k), s, t, toolTip);
                                       });
    };
    QList<KeyValueRow> rows{
        count(tr("Operations"), [](const ReportSummary& s) { return s.operations; }),
        count(tr("Planner fallbacks"), [](const ReportSummary& s) { return s.plannerFallbacks; },
              tr("Operations the planner could only fit by optimising for minimum memory (phase 2)")),
    };
    const bool bothProfiled = source.hasExecution && (!target || target->hasExecution);
    if (!source.hasExecution || (target && !target->hasExecution)) {
        // Why there is nothing to time, in the user's words: out of memory, or profiling off.
        const auto why = [](const Report& report, const ReportSummary& summary) {
            return summary.hasExecution ? tr("present") : tr("none: %1").arg(missingExecutionText(report));
        };
        const QString targetWhy = target && targetReport ? why(*targetReport, *target) : QString();
        KeyValueRow row = textRow(tr("Execution profile"), why(sourceReport, source), target ? &targetWhy : nullptr);
        row.toolTip = tr("Poplar writes an execution profile only for a program that fits, with profiling on");
        rows.append(row);
    }
    // A figure of the execution, or "not profiled" on a side without one.
    const auto figure = [&](QString key, QString (*format)(const ReportSummary&), QString toolTip,
                            std::int64_t (*delta)(const ReportSummary&, const ReportSummary&), QString (*deltaText)(std::int64_t)) {
        const auto shown = [format](const ReportSummary& s) { return s.hasExecution ? format(s) : tr("not profiled"); };
        const QString targetText = target ? shown(*target) : QString();
        KeyValueRow row = textRow(std::move(key), shown(source), target ? &targetText : nullptr);
        row.toolTip = std::move(toolTip);
        if (target && bothProfiled)
            row.difference = deltaText(delta(source, *target));
        else if (target)
            row.difference.clear();
        rows.append(row);
    };
    figure(tr("Cycles per iteration"), [](const ReportSummary& s) { return formatCount(s.cyclesPerIteration); },
           tr("One call from the host: device iterations × gradient accumulation micro-batches, then the host round trip"),
           [](const ReportSummary& s, const ReportSummary& t) { return countDelta(s.cyclesPerIteration, t.cyclesPerIteration); },
           formatCountDelta);
    figure(tr("Time per iteration"),
           [](const ReportSummary& s) { return TraceWords::duration(double(s.cyclesPerIteration), s.target.clockHz); }, {},
           [](const ReportSummary&, const ReportSummary&) { return std::int64_t(0); },
           [](std::int64_t) { return QString(); }); // the cycles' difference says it
    figure(tr("Samples per iteration"), [](const ReportSummary& s) { return formatCount(s.samplesPerIteration); }, {},
           [](const ReportSummary& s, const ReportSummary& t) { return countDelta(s.samplesPerIteration, t.samplesPerIteration); },
           formatCountDelta);
    figure(tr("Throughput"),
           [](const ReportSummary& s) { return tr("%1 samples/s").arg(QLocale().toString(s.samplesPerSecond, 'f', 1)); },
           {},
           [](const ReportSummary& s, const ReportSummary& t) { return std::int64_t(std::llround(t.samplesPerSecond - s.samplesPerSecond)); },
           [](std::int64_t delta) { return tr("%1 samples/s").arg(formatCountDelta(delta)); });
    // Each IPU's share of the iteration: low on the first and last stages of a pipeline, the ramps.
    const std::size_t ipus = std::max(source.ipuExecution.size(), target ? target->ipuExecution.size() : 0);
    for (std::size_t i = 0; i < ipus; ++i) {
        const auto utilisation = [i](const ReportSummary& s) {
            return i < s.ipuExecution.size() ? formatPercent(s.ipuExecution[i].utilisation) : QString();
        };
        const QString targetText = target ? utilisation(*target) : QString();
        KeyValueRow row = textRow(tr("Utilisation of IPU %1").arg(i), utilisation(source), target ? &targetText : nullptr);
        row.toolTip = tr("Cycles the IPU is busy (not waiting for another IPU) as a proportion of the iteration");
        if (target && i < source.ipuExecution.size() && i < target->ipuExecution.size()) {
            const double points = 100.0 * (target->ipuExecution[i].utilisation - source.ipuExecution[i].utilisation);
            row.difference = tr("%1 points").arg((points >= 0 ? QStringLiteral("+") : QStringLiteral("\u2212")) +
                                                 QLocale().toString(std::abs(points), 'f', 1));
        } else if (target) {
            row.difference.clear();
        }
        rows.append(row);
    }
    for (const Note& note : source.notes)
        rows.append(KeyValueRow{tr("Note"), qtText(note.message), {}, {}, {}});
    return rows;
}

QList<KeyValueRow> SummaryRows::options(const OptionMap& source, const OptionMap* target)
{
    std::set<std::string> names;
    for (const auto& entry : source)
        names.insert(entry.first);
    if (target)
        for (const auto& entry : *target)
            names.insert(entry.first);

    const QString unset = tr("(not set)");
    // A config file's text is recorded whole (kIpuConfigTextOption, kModelConfigTextOption): the row
    // says so and how large it is; the file's row beside it names the file.
    auto valueIn = [&unset](const OptionMap& options, const std::string& name) {
        const auto found = options.find(name);
        if (found == options.end())
            return unset;
        if (name.ends_with("-text"))
            return tr("recorded whole in the report, %1 bytes").arg(QLocale().toString(qulonglong(found->second.size())));
        return qtText(found->second);
    };
    QList<KeyValueRow> rows;
    for (const std::string& name : names) {
        const QString targetValue = target ? valueIn(*target, name) : QString();
        rows.append(textRow(qtText(name), valueIn(source, name), target ? &targetValue : nullptr));
    }
    return rows;
}

} // namespace tilescope::gui
