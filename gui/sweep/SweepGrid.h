#pragma once
// A sweep as the Sweep view shows it: the file's result with each point's row found once (on the
// pool thread that reads the file), and the two-dimensional slice of it that the grid draws: one
// axis along the columns, another down the rows, every other axis held at one of its values.
// Qt Core only, no widgets.

#include "simulation/SweepRunner.h"

#include <QString>

#include <cstddef>
#include <memory>
#include <optional>
#include <vector>

namespace tilescope::gui {

/// A sweep file, read and indexed.
struct LoadedSweep {
    QString path;
    SweepResult result;
    /// Per point number, its position in result.rows; -1 for a point the file has no row of (a
    /// shard's file holds only its own points).
    std::vector<std::ptrdiff_t> rowOfPoint;
    std::optional<std::size_t> bestPoint; // the point of result.bestRow(), by number
    double lowestSamplesPerSecond = 0.0;  // over the points that fit: the colour scale's range
    double highestSamplesPerSecond = 0.0;
    std::size_t fittingPoints = 0;
    std::size_t outOfMemoryPoints = 0;
    std::size_t failedPoints = 0;

    /// True when the file at `path` starts like a sweep file (core's looksLikeSweep on its first
    /// bytes), so that opening it shows the Sweep view rather than loading it as a report.
    static bool isSweepFile(const QString& path);
    /// Reads and indexes the sweep file `path`; throws what loadSweep throws (Error naming the file
    /// and the JSON field).
    static LoadedSweep load(const QString& path);
    /// Indexes `result`, read from `path`.
    static LoadedSweep indexed(SweepResult result, const QString& path);

    /// The row of point `point`; null when the file has none.
    const SweepRow* rowOf(std::size_t point) const;
    /// The file of point `point`'s kept report, or empty when it was not kept (or is not there).
    QString keptReport(std::size_t point) const;
};

enum class SweepCellState {
    Missing,     // the file has no row for the point
    Fits,        // compiled, fits and executed: its samples per second are on the heat scale
    OutOfMemory, // compiled, but the worst tile exceeds its memory
    Failed,      // did not compile (its error is in the row)
};

SweepCellState sweepCellState(const SweepRow* row);

/// Which two axes the grid shows and where the others are held.
struct SweepSlice {
    std::size_t columnAxis = 0;
    std::optional<std::size_t> rowAxis;   // none: the grid is one row (a sweep of one axis)
    std::vector<std::size_t> fixedValues; // per axis, the position of the value an axis not shown is held at

    bool operator==(const SweepSlice&) const = default;
};

/// The grid the CLI prints: rows along the first axis, columns along the second (a sweep of one
/// axis: one row along it), every other axis held at the best point's value (the first value when
/// no point fits).
SweepSlice defaultSweepSlice(const LoadedSweep& sweep);

struct SweepCell {
    std::size_t column = 0;
    std::size_t row = 0;

    bool operator==(const SweepCell&) const = default;
};

class SweepGrid {
public:
    SweepGrid() = default;
    /// The slice `slice` of `sweep`; an axis out of range, a row axis equal to the column axis or a
    /// fixed value out of range is corrected to the default's.
    SweepGrid(std::shared_ptr<const LoadedSweep> sweep, SweepSlice slice);

    bool isEmpty() const { return !sweep_; }
    const LoadedSweep* sweep() const { return sweep_.get(); }
    const std::shared_ptr<const LoadedSweep>& sharedSweep() const { return sweep_; }
    const SweepSlice& slice() const { return slice_; }

    std::size_t columnCount() const;
    std::size_t rowCount() const;
    /// The point number the cell shows.
    std::size_t pointAt(SweepCell cell) const;
    /// The point's row; null when the file has none.
    const SweepRow* rowAt(SweepCell cell) const;
    SweepCellState stateAt(SweepCell cell) const { return sweepCellState(rowAt(cell)); }
    /// The cell that shows point `point`, when the slice holds it.
    std::optional<SweepCell> cellOf(std::size_t point) const;
    /// The cell of the sweep's best point, when the slice holds it.
    std::optional<SweepCell> bestCell() const;

    /// The option along the columns ("available-memory-proportion") and its values as the CLI
    /// spells them.
    const SweepAxis& columnAxis() const;
    /// The option down the rows; null for a grid of one row.
    const SweepAxis* rowAxis() const;

private:
    std::shared_ptr<const LoadedSweep> sweep_;
    SweepSlice slice_;
    std::vector<std::size_t> strides_; // per axis: how far apart in point numbers its values are
};

} // namespace tilescope::gui
