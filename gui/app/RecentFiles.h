#pragma once
// The File > Open Recent list, persisted in QSettings: most recent first, at most ten entries,
// files that no longer exist are pruned whenever the list is read.

#include <QStringList>

namespace tilescope::gui {

class RecentFiles {
public:
    static constexpr qsizetype kMaxEntries = 10;

    /// The existing files, most recent first (missing ones are removed from the settings too).
    static QStringList files();
    /// Moves `path` to the front, adding it if new.
    static void add(const QString& path);
    static void clear();
};

} // namespace tilescope::gui
