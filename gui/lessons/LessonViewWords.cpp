#include "lessons/LessonViewWords.h"

#include "lessons/Lesson.h"
#include "models/QtText.h"
#include "models/TileMemoryStacks.h"
#include "report/MemoryCategory.h"

#include <QLocale>

namespace tilescope::gui {

QString LessonViewWords::describe(const LessonStep& step, std::uint32_t worstTile)
{
    const LessonFocus& focus = step.focus;
    const QLocale locale;
    const QString tile = QString::number(focus.tile.value_or(worstTile));
    const bool namesTile = focus.tile || focus.worstTile;
    if (step.view == "liveness") {
        if (!namesTile)
            return focus.step ? tr("Liveness of all tiles, all steps in view, step %1 selected.")
                                    .arg(locale.toString(qulonglong(*focus.step)))
                              : tr("Liveness of all tiles, all steps in view, the peak selected.");
        if (focus.step)
            return tr("Liveness of tile %1, all steps in view, step %2 selected.")
                .arg(tile, locale.toString(qulonglong(*focus.step)));
        return focus.worstTile ? tr("Liveness of tile %1 (the worst), all steps in view, its peak selected.").arg(tile)
                               : tr("Liveness of tile %1, all steps in view, its peak selected.").arg(tile);
    }
    if (step.view == "memory") {
        QString text = focus.tile ? tr("Memory of all IPUs in software order, gaps included; the breakdown of tile %1.")
                                        .arg(tile)
                                  : tr("Memory of all IPUs in software order, gaps included; the breakdown of tile "
                                       "%1 (the worst).")
                                        .arg(tile);
        if (const auto category = parseMemoryCategory(focus.category))
            text += u' ' + tr("The row of %1 is marked.").arg(tileMemoryStackName(tileMemoryStackOf(*category)));
        return text;
    }
    if (step.view == "regions")
        return focus.tile ? tr("Memory regions of tile %1, whole.").arg(tile)
                          : tr("Memory regions of tile %1 (the worst), whole.").arg(tile);
    if (step.view == "trace")
        return focus.traceCycles ? tr("Execution trace in cycles, from cycle %1 to %2.")
                                       .arg(locale.toString(qulonglong(focus.traceCycles->first)),
                                            locale.toString(qulonglong(focus.traceCycles->second)))
                                 : tr("Execution trace in cycles, the whole run.");
    if (step.view == "operations" && !focus.operation.empty())
        return tr("Operations unfiltered, %1 selected.").arg(qtText(focus.operation));
    return {};
}

} // namespace tilescope::gui
