#pragma once
// QCustomPlot draws black on white whatever the theme: every plot colours itself from its
// widget's palette through this one function, so light and dark themes read the same everywhere.

#include <vector>

class QCPAxis;
class QCustomPlot;
class QPalette;

namespace tilescope::gui {

/// Sets `plot`'s background to the palette's base and each of `axes` (line, ticks, tick labels,
/// label) to its text colour with a dotted grid in the mid colour. Does not replot.
void applyPlotPalette(QCustomPlot* plot, const QPalette& palette, const std::vector<QCPAxis*>& axes);

} // namespace tilescope::gui
