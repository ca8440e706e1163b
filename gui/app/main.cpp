// tilescope: the report viewer. See CommandLine.h for the arguments.

#include "app/CommandLine.h"
#include "app/DarkPalette.h"
#include "app/LanguageSetting.h"
#include "app/MainWindow.h"
#include "app/ScreenshotWriter.h"
#include "plot/PresentationStyle.h"
#include "lessons/LessonPanel.h"
#include "simulate/SimulatePanel.h"
#include "views/ReportView.h"

#include <QApplication>
#include <QStyleFactory>

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
    if (options.dark) {
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion"))); // follows any palette
        QApplication::setPalette(darkPalette());
    }

    MainWindow window;
    if (options.windowSize)
        window.resize(*options.windowSize);
    if (options.tile)
        window.document().setSelectedTile(options.tile);
    if (!options.viewName.isEmpty() && !window.showView(options.viewName)) {
        printError(QApplication::translate("main", "unknown view \"%1\"; the views are: %2")
                       .arg(options.viewName, viewIds(window)));
        return 2;
    }

    // --simulate: the panel is filled and run once the report to compare with (if any) is shown.
    bool simulationStarted = false;
    const auto startSimulation = [&] {
        if (!options.simulation || std::exchange(simulationStarted, true))
            return false;
        window.simulatePanel().setInput(*options.simulation);
        window.newSimulation();
        window.simulatePanel().run();
        return true;
    };

    // --lesson: its step is simulated and shown; with --screenshot, pictured once it is.
    const auto startLesson = [&] {
        if (options.lesson.isEmpty())
            return false;
        if (!window.openLesson(options.lesson, options.lessonStep - 1)) {
            printError(QApplication::translate("main", "no lesson \"%1\" could be opened").arg(options.lesson));
            QApplication::exit(2);
        }
        return true;
    };

    if (!options.screenshotDirectory.isEmpty()) {
        // Nothing must wait for a user: no dialogs, no window on the screen.
        window.setErrorDialogsEnabled(false);
        window.setAttribute(Qt::WA_DontShowOnScreen);
        window.show();
        ScreenshotWriter writer(window, options.screenshotDirectory, options.windowSize.value_or(MainWindow::kDefaultSize));
        const auto writeScreenshots = [&] {
            const QStringList written = writer.writeAll(options.screenshotViews);
            if (written.isEmpty())
                printError(writer.error());
            QApplication::exit(written.isEmpty() ? 1 : 0);
        };
        QObject::connect(&window, &MainWindow::reportShown, &app, [&] {
            if (!startSimulation())
                writeScreenshots();
        });
        QObject::connect(&window.simulatePanel(), &SimulatePanel::simulated, &app, writeScreenshots);
        QObject::connect(&window.lessonPanel(), &LessonPanel::stepShown, &app, writeScreenshots);
        // A sweep file: the window with its Sweep dock, as DIR/sweep.png.
        QObject::connect(&window, &MainWindow::sweepShown, &app, [&] {
            const QString written = writer.writeSweep();
            if (written.isEmpty())
                printError(writer.error());
            QApplication::exit(written.isEmpty() ? 1 : 0);
        });
        QObject::connect(&window, &MainWindow::errorOccurred, &app, [](const QString& text) {
            printError(text);
            QApplication::exit(1);
        });
        if (startLesson()) {
        } else if (options.reportPath.isEmpty()) {
            startSimulation();
        } else {
            window.openReport(options.reportPath, options.comparePath);
        }
        return QApplication::exec();
    }

    window.show();
    startLesson();
    QObject::connect(&window, &MainWindow::reportShown, &app, [&] { startSimulation(); });
    if (options.reportPath.isEmpty())
        startSimulation();
    else
        window.openReport(options.reportPath, options.comparePath);
    return QApplication::exec();
}
