// tilescope: the report viewer. See CommandLine.h for the arguments.

#include "app/BatchRun.h"
#include "app/CommandLine.h"
#include "app/DarkPalette.h"
#include "app/LanguageSetting.h"
#include "app/MainWindow.h"
#include "plot/PresentationStyle.h"
#include "simulate/SimulatePanel.h"
#include "widgets/ReportView.h"

#include <QApplication>
#include <QSettings>
#include <QStyleFactory>

#include <csignal>
#include <cstdio>
#include <utility>

using namespace tilescope::gui;

namespace {

void printError(const QString& text) { std::fprintf(stderr, "tilescope: %s\n", qPrintable(text)); }

QString viewIds(const MainWindow& window)
{
    QStringList ids;
    for (const ReportView* view : window.views())
        ids.append(view->viewId());
    return ids.join(QStringLiteral(", "));
}

} // namespace

int main(int argc, char* argv[])
{
    std::signal(SIGXFSZ, SIG_IGN); // a write past a file size limit fails with its reason
    std::signal(SIGPIPE, SIG_IGN); // a FIFO or socket whose reader left fails the write with EPIPE
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Tilescope"));
    QApplication::setApplicationName(QStringLiteral("tilescope"));
    QApplication::setApplicationDisplayName(QStringLiteral("Tilescope"));
    QApplication::setApplicationVersion(QStringLiteral(TILESCOPE_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("tilescope"));
    LanguageSetting::install(app, LanguageSetting::stored());

    const LaunchOptions options = CommandLine::parse(QApplication::arguments());
    if (options.presentation)
        PresentationStyle::instance().setEnabled(true);
    // --dark, or View > Dark Palette as the last session left it (not in batch runs, which draw
    // what they are asked).
    const bool batchRun = !options.screenshotDirectory.isEmpty();
    if (options.dark || (!batchRun && QSettings().value(QStringLiteral("view/darkPalette"), false).toBool()))
        useDarkPalette(true);

    if (!options.screenshotDirectory.isEmpty())
        BatchRun::isolate();
    MainWindow window;
    if (options.windowSize)
        window.resize(*options.windowSize);
    if (options.tile)
        window.selectTileOnOpen(*options.tile);
    if (!options.viewName.isEmpty() && !window.showView(options.viewName)) {
        printError(QApplication::translate("main", "unknown view \"%1\"; the views are: %2")
                       .arg(options.viewName, viewIds(window)));
        return 2;
    }
    for (const QString& name : options.screenshotViews)
        if (!window.hasView(name)) {
            printError(QApplication::translate("main", "--screenshot-views: unknown view \"%1\"; the views are: %2")
                           .arg(name, viewIds(window)));
            return 2;
        }

    if (!options.screenshotDirectory.isEmpty()) {
        BatchRun batch(window, options);
        batch.start();
        return QApplication::exec();
    }

    // --simulate: the panel is filled and run once the report to compare with (if any) is shown.
    bool simulationStarted = false;
    const auto startSimulation = [&] {
        if (!options.simulation || std::exchange(simulationStarted, true))
            return;
        window.simulatePanel().setInput(*options.simulation);
        window.newSimulation();
        window.simulatePanel().run();
    };
    window.show();
    // A lesson that cannot be opened says why in an error dialog; the window stays.
    if (!options.lesson.isEmpty())
        window.openLesson(options.lesson, options.lessonStep - 1);
    QObject::connect(&window, &MainWindow::reportShown, &app, startSimulation);
    if (options.reportPath.isEmpty())
        startSimulation();
    else
        window.openReport(options.reportPath, options.comparePath);
    return QApplication::exec();
}
