#pragma once
// CSV as spreadsheets read it: the one place a field is quoted, for every export (plot data,
// liveness windows, region blocks).

#include <QString>

namespace tilescope::gui {

/// One CSV field, quoted when it holds a separator, a quote or a line break (RFC 4180):
/// translated headers and operation names may.
QString csvField(const QString& text);

} // namespace tilescope::gui
