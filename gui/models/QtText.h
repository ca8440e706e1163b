#pragma once
// Core's texts as QStrings. Core writes UTF-8; a row of a report's text column is a view into the
// column's one buffer, so it is converted straight from the view, without a std::string between.

#include <QString>

#include <string_view>

namespace tilescope::gui {

/// `text` (UTF-8: a std::string, a string view or a report column's row) as a QString.
inline QString qtText(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

} // namespace tilescope::gui
