#pragma once
// A widget whose rows wrap (a word-wrapped note, a toolbar that flows) needs more height when it is
// narrow, but Qt's minimum sizes do not know it: a QSplitter, which reads only minimum sizes, would
// lay such a pane out shorter than its rows need, and they would be drawn over each other. This
// keeps the widget's minimum height at what its layout needs at its current width.

class QWidget;

namespace tilescope::gui {

/// From now on, `widget`'s minimum height follows what its layout needs at its width (wrapped
/// rows included), whenever it is resized or its layout changes.
void keepWrappedMinimumHeight(QWidget* widget);

} // namespace tilescope::gui
