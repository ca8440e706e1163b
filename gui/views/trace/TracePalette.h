#pragma once
// The Execution trace's colours: step kinds and phases from the Okabe-Ito set, which stays
// distinguishable with every common colour-vision deficiency, on light and dark bases alike. Idle
// time is no colour: the base blended a little towards the text, so it recedes in either theme.

#include "report/Report.h"

#include <QColor>

class QPalette;

namespace tilescope::gui {

QColor traceKindColour(TraceKind kind, const QPalette& palette);
QColor tracePhaseColour(StagePhase phase);
/// The faint band behind every other lane: the base a shade towards the text, in either theme.
QColor traceLaneBandColour(const QPalette& palette);
/// Black on light fills, white on dark ones.
QColor traceTextColourOn(const QColor& fill);

} // namespace tilescope::gui
