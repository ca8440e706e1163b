#pragma once
// A wheel turned over a long panel scrolls the panel: spin boxes, sliders and combo boxes it passes
// over take the wheel only once the user gave them the keyboard focus (a click, Tab), not by the
// wheel itself (Qt's default for them), so that scrolling never changes a value on the way.

class QWidget;

namespace tilescope::gui {

/// Makes `editor` take the wheel only while it has the focus; otherwise the wheel goes on to the
/// widgets around it (the scroll area).
void takeWheelOnlyWhenFocused(QWidget* editor);

} // namespace tilescope::gui
