#pragma once
// Checks of a view's layout shared by the layout, presentation and lesson tests.

#include <QStringList>

namespace tilescope::gui {
class ReportView;
}

namespace tilescope::test {

// What of `view` is cut at its current size: any element of a plot (legend entry, title, axis
// rect with its vertical label, fixed row) given less room than its minimum, wrapped labels
// shorter than their text. Empty when all is whole.
QStringList cutParts(gui::ReportView& view);

} // namespace tilescope::test
