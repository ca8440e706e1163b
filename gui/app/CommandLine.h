#pragma once
// `tilescope [REPORT] [--compare TARGET] [--view NAME] [--tile N] [--size WxH] [--dark]
//  [--simulate ARGUMENTS] [--screenshot DIR]`

#include "options/OptionCatalog.h"

#include <QCoreApplication>
#include <QSize>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace tilescope::gui {

struct LaunchOptions {
    QString reportPath;
    QString comparePath;
    QString viewName;
    std::optional<std::uint32_t> tile;
    QString screenshotDirectory; // non-empty: render every view to <dir>/<view>.png and exit
    QStringList screenshotViews; // --screenshot-views: only these views (empty: every view)
    std::optional<QSize> windowSize; // the window's size (and so the pictures')
    bool dark = false;               // a dark palette, whatever the desktop's
    bool presentation = false;       // presentation mode: larger text, thicker plot lines
    std::optional<SimulationInput> simulation; // --simulate: run in the Simulate panel at start
    QString lesson;                  // --lesson: a bundled lesson's name or a lesson file, opened at start
    int lessonStep = 1;              // --lesson-step: which step (from 1)
};

class CommandLine {
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
public:
    /// Parses the arguments; --help and --version print and exit, bad usage prints the error and
    /// exits with code 2 (QCommandLineParser's conventions).
    static LaunchOptions parse(const QStringList& arguments);
};

} // namespace tilescope::gui
