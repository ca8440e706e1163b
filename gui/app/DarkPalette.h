#pragma once
// `--dark`: a dark palette for the whole application, whatever the desktop's theme, so that the
// views can be looked at (and screenshots taken) in a dark theme anywhere, CI included.

#include <QPalette>

namespace tilescope::gui {

/// Window, base and button colours of a dark theme, light text, and disabled text dimmed.
QPalette darkPalette();

/// View > Dark Palette and `--dark`: the dark palette (on Qt's Fusion style, which follows any
/// palette) or the palette and style the application started with.
void useDarkPalette(bool dark);
bool usesDarkPalette();

} // namespace tilescope::gui
