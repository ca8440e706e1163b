#include "app/RecentFiles.h"

#include <QFileInfo>
#include <QSettings>

namespace tilescope::gui {
namespace {

QString settingsKey() { return QStringLiteral("recentFiles"); }

void store(const QStringList& files) { QSettings().setValue(settingsKey(), files); }

} // namespace

QStringList RecentFiles::files()
{
    const QStringList stored = QSettings().value(settingsKey()).toStringList();
    QStringList existing;
    for (const QString& path : stored) {
        if (QFileInfo::exists(path) && !existing.contains(path) && existing.size() < kMaxEntries)
            existing.append(path);
    }
    if (existing != stored)
        store(existing);
    return existing;
}

void RecentFiles::add(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = files();
    list.removeAll(absolute);
    list.prepend(absolute);
    while (list.size() > kMaxEntries)
        list.removeLast();
    store(list);
}

void RecentFiles::clear() { store({}); }

} // namespace tilescope::gui
