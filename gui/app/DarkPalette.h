#pragma once
// `--dark`: a dark palette for the whole application, whatever the desktop's theme, so that the
// views can be looked at (and screenshots taken) in a dark theme anywhere, CI included.

#include <QPalette>

namespace tilescope::gui {

/// Window, base and button colours of a dark theme, light text, and disabled text dimmed.
QPalette darkPalette();

} // namespace tilescope::gui
