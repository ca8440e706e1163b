#pragma once
// QCustomPlot draws black on white whatever the theme: every plot colours itself from its
// widget's palette through this one function, so light and dark themes read the same everywhere.

#include <QLocale>

#include <vector>

class QBrush;
class QCPAxis;
class QCustomPlot;
class QPalette;

namespace tilescope::gui {

/// Sets `plot`'s background to the palette's base and each of `axes` (line, ticks, tick labels,
/// label) to its text colour with a dotted grid in the mid colour. Does not replot.
void applyPlotPalette(QCustomPlot* plot, const QPalette& palette, const std::vector<QCPAxis*>& axes);

/// Has `plot` write its tick labels in `locale` with its digit grouping ("150,000" steps), also
/// where the locale leaves grouping out by default. Does not replot.
void applyPlotLocale(QCustomPlot* plot, QLocale locale = QLocale());

/// The hatch drawn over what exceeds a tile's memory: bold out-of-memory stripes edged in white,
/// transparent between them, so the data underneath still shows and the stripes read on any
/// colour. A texture rather than a Qt pattern, whose hairlines vanish on a bar a pixel wide.
QBrush outOfMemoryHatch();

} // namespace tilescope::gui
