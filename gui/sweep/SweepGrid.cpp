#include "sweep/SweepGrid.h"

#include "models/QtText.h"
#include "simulation/SweepFile.h"

#include <QByteArray>
#include <QFile>

#include <algorithm>
#include <string_view>

namespace tilescope::gui {

bool LoadedSweep::isSweepFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray head = file.read(512);
    return looksLikeSweep(std::string_view(head.constData(), std::size_t(head.size())));
}

LoadedSweep LoadedSweep::load(const QString& path)
{
    return indexed(loadSweep(path.toStdString()), path);
}

LoadedSweep LoadedSweep::indexed(SweepResult result, const QString& path)
{
    LoadedSweep sweep;
    sweep.path = path;
    sweep.result = std::move(result);
    sweep.rowOfPoint.assign(sweep.result.space.pointCount(), -1);
    bool anyFits = false;
    for (std::size_t r = 0; r < sweep.result.rows.size(); ++r) {
        const SweepRow& row = sweep.result.rows[r];
        if (row.index < sweep.rowOfPoint.size())
            sweep.rowOfPoint[row.index] = std::ptrdiff_t(r);
        switch (sweepCellState(&row)) {
        case SweepCellState::Fits:
            ++sweep.fittingPoints;
            sweep.lowestSamplesPerSecond =
                anyFits ? std::min(sweep.lowestSamplesPerSecond, row.samplesPerSecond) : row.samplesPerSecond;
            sweep.highestSamplesPerSecond = std::max(sweep.highestSamplesPerSecond, row.samplesPerSecond);
            anyFits = true;
            break;
        case SweepCellState::OutOfMemory:
            ++sweep.outOfMemoryPoints;
            break;
        case SweepCellState::Failed:
            ++sweep.failedPoints;
            break;
        case SweepCellState::Missing:
            break;
        }
    }
    if (const auto best = sweep.result.bestRow())
        sweep.bestPoint = sweep.result.rows[*best].index;
    return sweep;
}

const SweepRow* LoadedSweep::rowOf(std::size_t point) const
{
    if (point >= rowOfPoint.size() || rowOfPoint[point] < 0)
        return nullptr;
    return &result.rows[std::size_t(rowOfPoint[point])];
}

QString LoadedSweep::keptReport(std::size_t point) const
{
    return qtText(keptReportPath(result, path.toStdString(), point));
}

SweepCellState sweepCellState(const SweepRow* row)
{
    if (!row)
        return SweepCellState::Missing;
    if (!row->error.empty())
        return SweepCellState::Failed;
    return row->fits ? SweepCellState::Fits : SweepCellState::OutOfMemory;
}

SweepSlice defaultSweepSlice(const LoadedSweep& sweep)
{
    const auto& axes = sweep.result.space.axes;
    SweepSlice slice;
    if (axes.size() >= 2) {
        slice.rowAxis = 0;
        slice.columnAxis = 1;
    }
    const auto bestValues =
        sweep.bestPoint ? sweep.result.space.valuesOf(*sweep.bestPoint) : std::vector<std::string>();
    slice.fixedValues.assign(axes.size(), 0);
    for (std::size_t a = 0; a < axes.size() && a < bestValues.size(); ++a) {
        const auto& values = axes[a].values;
        slice.fixedValues[a] = std::size_t(std::find(values.begin(), values.end(), bestValues[a]) - values.begin());
    }
    return slice;
}

SweepGrid::SweepGrid(std::shared_ptr<const LoadedSweep> sweep, SweepSlice slice)
    : sweep_(std::move(sweep)), slice_(std::move(slice))
{
    if (!sweep_)
        return;
    const auto& axes = sweep_->result.space.axes;
    const SweepSlice fallback = defaultSweepSlice(*sweep_);
    if (slice_.columnAxis >= axes.size() || (slice_.rowAxis && *slice_.rowAxis >= axes.size()) ||
        slice_.rowAxis == slice_.columnAxis || (axes.size() >= 2 && !slice_.rowAxis)) {
        slice_.columnAxis = fallback.columnAxis;
        slice_.rowAxis = fallback.rowAxis;
    }
    slice_.fixedValues.resize(axes.size(), 0);
    for (std::size_t a = 0; a < axes.size(); ++a)
        if (slice_.fixedValues[a] >= axes[a].values.size())
            slice_.fixedValues[a] = fallback.fixedValues[a];
    // Row-major with the last axis varying fastest, as SweepSpace numbers its points.
    strides_.assign(axes.size(), 1);
    for (std::size_t a = axes.size(); a-- > 1;)
        strides_[a - 1] = strides_[a] * axes[a].values.size();
}

std::size_t SweepGrid::columnCount() const { return sweep_ ? columnAxis().values.size() : 0; }

std::size_t SweepGrid::rowCount() const
{
    if (!sweep_)
        return 0;
    return rowAxis() ? rowAxis()->values.size() : 1;
}

std::size_t SweepGrid::pointAt(SweepCell cell) const
{
    std::size_t point = 0;
    for (std::size_t a = 0; a < strides_.size(); ++a) {
        std::size_t value = slice_.fixedValues[a];
        if (a == slice_.columnAxis)
            value = cell.column;
        else if (slice_.rowAxis && a == *slice_.rowAxis)
            value = cell.row;
        point += value * strides_[a];
    }
    return point;
}

const SweepRow* SweepGrid::rowAt(SweepCell cell) const
{
    if (!sweep_ || cell.column >= columnCount() || cell.row >= rowCount())
        return nullptr;
    return sweep_->rowOf(pointAt(cell));
}

std::optional<SweepCell> SweepGrid::cellOf(std::size_t point) const
{
    if (!sweep_ || point >= sweep_->result.space.pointCount())
        return std::nullopt;
    SweepCell cell;
    for (std::size_t a = 0; a < strides_.size(); ++a) {
        const std::size_t value = point / strides_[a] % sweep_->result.space.axes[a].values.size();
        if (a == slice_.columnAxis)
            cell.column = value;
        else if (slice_.rowAxis && a == *slice_.rowAxis)
            cell.row = value;
        else if (value != slice_.fixedValues[a])
            return std::nullopt; // held at another value in this slice
    }
    return cell;
}

std::optional<SweepCell> SweepGrid::bestCell() const
{
    if (!sweep_ || !sweep_->bestPoint)
        return std::nullopt;
    return cellOf(*sweep_->bestPoint);
}

const SweepAxis& SweepGrid::columnAxis() const { return sweep_->result.space.axes.at(slice_.columnAxis); }

const SweepAxis* SweepGrid::rowAxis() const
{
    return sweep_ && slice_.rowAxis ? &sweep_->result.space.axes.at(*slice_.rowAxis) : nullptr;
}

} // namespace tilescope::gui
