#include "sweep/SweepWords.h"

#include "document/ReportLoader.h"
#include "models/ByteFormat.h"
#include "models/CsvField.h"
#include "models/OptionWords.h"
#include "models/QtText.h"
#include "models/RoomToSpareText.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>

#include <algorithm>
#include <limits>

namespace tilescope::gui {
namespace {

QString text(const std::string& s) { return qtText(s); }

QString compactBytes(std::uint64_t bytes, int decimals = 0)
{
    const auto clamped = qint64(std::min<std::uint64_t>(bytes, std::numeric_limits<qint64>::max()));
    return QLocale().formattedDataSize(clamped, decimals, QLocale::DataSizeIecFormat);
}

} // namespace

QString SweepWords::pointName(std::size_t point) { return tr("Point %1").arg(point); }

QString SweepWords::pointValues(const LoadedSweep& sweep, std::size_t point)
{
    const auto& axes = sweep.result.space.axes;
    const auto values = sweep.result.space.valuesOf(point);
    QStringList parts;
    for (std::size_t a = 0; a < axes.size(); ++a)
        parts.append(tr("%1 %2").arg(OptionWords::label(axes[a].option), text(values[a])));
    return parts.join(QStringLiteral(", "));
}

QStringList SweepWords::cellLabels(const SweepRow* row)
{
    switch (sweepCellState(row)) {
    case SweepCellState::Missing:
        return {};
    case SweepCellState::Failed:
        return {tr("error")};
    case SweepCellState::OutOfMemory:
        return {tr("OOM %1").arg(u'+' % formatBytes(row->worstTileExcessBytes)),
                tr("OOM %1").arg(u'+' % compactBytes(row->worstTileExcessBytes)), tr("OOM")};
    case SweepCellState::Fits:
        break;
    }
    return {QLocale().toString(row->samplesPerSecond, 'f', 0)};
}

QStringList SweepWords::cellRoomLabels(const SweepRow* row)
{
    if (sweepCellState(row) != SweepCellState::Fits)
        return {};
    const auto room = std::uint64_t(std::max<std::int64_t>(row->roomToSpareBytes, 0));
    return {tr("room %1").arg(compactBytes(room, 1)), tr("room %1").arg(compactBytes(room))};
}

QString SweepWords::toolTip(const LoadedSweep& sweep, std::size_t point)
{
    const auto& axes = sweep.result.space.axes;
    const auto values = sweep.result.space.valuesOf(point);
    QStringList lines;
    lines.append(sweep.bestPoint == point ? tr("%1 (the best that fits)").arg(pointName(point)) : pointName(point));
    for (std::size_t a = 0; a < axes.size(); ++a)
        lines.append(
            tr("%1 (--%2): %3").arg(OptionWords::label(axes[a].option), text(axes[a].option), text(values[a])));
    const SweepRow* row = sweep.rowOf(point);
    const QLocale locale;
    switch (sweepCellState(row)) {
    case SweepCellState::Missing:
        lines.append(tr("Not in this file (another shard's point)."));
        break;
    case SweepCellState::Failed:
        lines.append(tr("Failed: %1").arg(text(row->error)));
        break;
    case SweepCellState::OutOfMemory:
        lines.append(tr("OUT OF MEMORY: tile %1 needs %2, %3 more than it has")
                         .arg(row->worstTile)
                         .arg(formatBytes(row->worstTileBytes), formatBytes(row->worstTileExcessBytes)));
        break;
    case SweepCellState::Fits:
        lines.append(tr("Fits in memory; worst tile %1: %2").arg(row->worstTile).arg(formatBytes(row->worstTileBytes)));
        lines.append(tr("Room to spare: %1 (the largest block free at its peak)")
                         .arg(RoomToSpareText::onTile(row->roomToSpareBytes, row->roomToSpareTile)));
        lines.append(tr("Samples per second: %1").arg(locale.toString(row->samplesPerSecond, 'f', 1)));
        lines.append(tr("Cycles per iteration: %1").arg(locale.toString(qulonglong(row->cyclesPerIteration))));
        break;
    }
    if (row && row->error.empty()) {
        lines.append(tr("Total memory (including gaps): %1").arg(formatBytes(row->totalBytes)));
        lines.append(tr("Always-live: %1 · peak not-always-live: %2 · code: %3")
                         .arg(formatBytes(row->alwaysLiveBytes), formatBytes(row->peakNotAlwaysLiveBytes),
                              formatBytes(row->codeBytes)));
    }
    const QString kept = sweep.keptReport(point);
    lines.append(kept.isEmpty() ? tr("Double-click to simulate it; Ctrl+click to pick it for comparing.")
                                : tr("Double-click to open %1; Ctrl+click to pick it for comparing.")
                                      .arg(QFileInfo(kept).fileName()));
    return lines.join(u'\n');
}

QString SweepWords::summary(const LoadedSweep& sweep)
{
    const QLocale locale;
    QString line = tr("%1, %2 points: %3 fit, %4 out of memory, %5 failed")
                       .arg(text(sweep.result.space.base.model))
                       .arg(sweep.result.space.pointCount())
                       .arg(sweep.fittingPoints)
                       .arg(sweep.outOfMemoryPoints)
                       .arg(sweep.failedPoints);
    const auto missing = std::count(sweep.rowOfPoint.begin(), sweep.rowOfPoint.end(), std::ptrdiff_t(-1));
    if (missing > 0)
        line += tr(" (%1 not in this file)").arg(qlonglong(missing));
    if (sweep.bestPoint)
        line += u" · " % tr("Best: %1: %2 samples/s")
                            .arg(pointValues(sweep, *sweep.bestPoint),
                                 locale.toString(sweep.rowOf(*sweep.bestPoint)->samplesPerSecond, 'f', 1));
    else
        line += u" · " % tr("No point fits in memory.");
    return line;
}

QString SweepWords::csv(const SweepGrid& grid)
{
    if (grid.isEmpty())
        return {};
    const SweepAxis* rowAxis = grid.rowAxis();
    const QString axes = rowAxis ? text(rowAxis->option) % u" \\ " % text(grid.columnAxis().option)
                                 : text(grid.columnAxis().option);
    // One table per figure: the cells' samples per second, then their room to spare in bytes (the
    // CLI's CSV column room_to_spare_bytes), so that a tight fit reads apart from a comfortable one.
    const auto table = [&](const QString& corner, const QString& rowTitle, auto cellText) {
        QString lines = csvField(corner);
        for (const auto& value : grid.columnAxis().values)
            lines += u',' % csvField(text(value));
        lines += u'\n';
        for (std::size_t r = 0; r < grid.rowCount(); ++r) {
            lines += rowAxis ? csvField(text(rowAxis->values[r])) : csvField(rowTitle);
            for (std::size_t c = 0; c < grid.columnCount(); ++c)
                lines += u',' % cellText(grid.rowAt({c, r}));
            lines += u'\n';
        }
        return lines;
    };
    const QString speeds = table(axes, tr("samples/s"), [](const SweepRow* row) -> QString {
        switch (sweepCellState(row)) {
        case SweepCellState::Missing: return QString();
        case SweepCellState::Failed: return QStringLiteral("error");
        case SweepCellState::OutOfMemory: return u"OOM +" % QString::number(qulonglong(row->worstTileExcessBytes));
        case SweepCellState::Fits: return QString::number(row->samplesPerSecond, 'f', 3);
        }
        return QString();
    });
    const QString rooms = table(u"room_to_spare_bytes: " % axes, QStringLiteral("room_to_spare_bytes"),
                                [](const SweepRow* row) -> QString {
                                    const SweepCellState state = sweepCellState(row);
                                    return state == SweepCellState::Fits || state == SweepCellState::OutOfMemory
                                               ? QString::number(qlonglong(row->roomToSpareBytes))
                                               : QString();
                                });
    return speeds % u'\n' % rooms;
}

QString SweepWords::loadFailure(const LoadFailure& failure)
{
    QString headline;
    switch (failure.code) {
    case ErrorCode::FileNotFound:
        headline = tr("The sweep file does not exist or cannot be opened.");
        break;
    case ErrorCode::NotAReport:
        headline = tr("The file is not a Tilescope sweep.");
        break;
    case ErrorCode::UnsupportedVersion:
        headline = tr("The sweep was written by a newer version of Tilescope.");
        break;
    case ErrorCode::MissingField:
        headline = tr("The sweep file lacks a required field.");
        break;
    case ErrorCode::FileUnreadable:
    case ErrorCode::InvalidField:
    case ErrorCode::InvalidModel:
    case ErrorCode::InvalidOption:
        headline = tr("The sweep file contains an invalid value.");
        break;
    case ErrorCode::WriteFailed:
    case ErrorCode::Cancelled:
    case ErrorCode::Internal:
        headline = tr("The sweep could not be loaded.");
        break;
    }
    QString result = headline % u"\n\n" % tr("File: %1").arg(QDir::toNativeSeparators(failure.file));
    if (!failure.field.isEmpty())
        result += u'\n' % tr("Field: %1").arg(failure.field);
    if (!failure.message.isEmpty())
        result += u'\n' % tr("Details: %1").arg(failure.message);
    return result;
}

QString SweepWords::scaleLabel() { return tr("Samples/s"); }

} // namespace tilescope::gui
