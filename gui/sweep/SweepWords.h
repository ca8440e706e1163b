#pragma once
// The Sweep view's words for what core's sweep result holds: a cell's label (longest first, so the
// grid writes the longest that fits), a point's tooltip, the sweep's one-line summary, the grid as
// CSV and a failed load worded for a sweep file. Qt Core only.

#include "sweep/SweepGrid.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace tilescope::gui {

struct LoadFailure;

class SweepWords {
    Q_DECLARE_TR_FUNCTIONS(SweepWords)
public:
    /// "Point 17".
    static QString pointName(std::size_t point);
    /// "Batch size 24, Available memory proportion 0.6": the point's values in the options' words.
    static QString pointValues(const LoadedSweep& sweep, std::size_t point);
    /// What a cell may say, longest first: samples per second ("2,761"), "OOM +127.25 KiB",
    /// "OOM +127 KiB", "OOM", "error"; nothing for a point the file has no row of.
    static QStringList cellLabels(const SweepRow* row);
    /// What a fitting cell may say under its samples per second, longest first: its room to spare
    /// ("room 54.9 KiB", "room 55 KiB"); nothing for the other cells, whose label says it all.
    static QStringList cellRoomLabels(const SweepRow* row);
    /// The tooltip of point `point`: its values, fits (and the room to spare on which tile) or out
    /// of memory (worst tile and excess), samples per second, cycles, memory, and what a
    /// double-click does.
    static QString toolTip(const LoadedSweep& sweep, std::size_t point);
    /// "resnext50_32x4d, 72 points: 40 fit, 31 out of memory, 1 failed · Best: … 2,761.4 samples/s".
    static QString summary(const LoadedSweep& sweep);
    /// The slice as a table: the row axis's values down, the column axis's across; a cell holds
    /// samples per second, "OOM +<excess bytes>", "error" or nothing. A second table below it, of
    /// the same shape, holds each point's room to spare in bytes (negative: out of memory by so much).
    static QString csv(const SweepGrid& grid);
    /// The error dialog's text for a sweep file that cannot be read: what went wrong, the file,
    /// the JSON field and core's message.
    static QString loadFailure(const LoadFailure& failure);
    /// The colour scale's label, its unit: "Samples/s".
    static QString scaleLabel();
};

} // namespace tilescope::gui
