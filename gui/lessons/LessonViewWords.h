#pragma once
// What a lesson step's view was set to, in the Lesson panel's words: the step sets every option its
// claims depend on, whatever the user left them on (MainWindow::showLessonStep, the views'
// showFocus()), and says which, so that the student reads the text against the same plot.

#include <QCoreApplication>
#include <QString>

#include <cstdint>

namespace tilescope {
struct LessonStep;
}

namespace tilescope::gui {

struct LessonViewWords {
    Q_DECLARE_TR_FUNCTIONS(LessonViewWords)
public:
    /// "Liveness of all tiles, all steps in view, the peak selected." for `step`, whose first
    /// configuration's worst tile is `worstTile`; empty for a view without such options.
    static QString describe(const LessonStep& step, std::uint32_t worstTile);
};

} // namespace tilescope::gui
