#include "app/BatchRun.h"

#include "app/MainWindow.h"
#include "app/ScreenshotWriter.h"
#include "lessons/LessonPanel.h"
#include "simulate/SimulatePanel.h"

#include <QApplication>
#include <QSettings>

#include <cstdio>
#include <utility>

namespace tilescope::gui {
namespace {

constexpr int kBadInput = 2;
constexpr int kCannotWrite = 1;

void printError(const QString& text) { std::fprintf(stderr, "tilescope: %s\n", qPrintable(text)); }

QtMessageHandler qtDefaultHandler = nullptr;

// The offscreen platform cannot do what a desktop does (size hints, a window's frame); Qt says so
// on every window. Those are not the user's concern in a batch run; anything else still shows.
void quietHandler(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (type == QtDebugMsg || type == QtInfoMsg || message.contains(QLatin1String("This plugin does not support")))
        return;
    qtDefaultHandler(type, context, message);
}

} // namespace

void BatchRun::isolate()
{
    static QTemporaryDir settingsDirectory;
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDirectory.path());
    qtDefaultHandler = qInstallMessageHandler(quietHandler);
}

BatchRun::BatchRun(MainWindow& window, const LaunchOptions& options, QObject* parent)
    : QObject(parent), window_(window), options_(options)
{
    window_.setErrorDialogsEnabled(false);
    window_.setAttribute(Qt::WA_DontShowOnScreen);
    writer_ = std::make_unique<ScreenshotWriter>(window_, options_.screenshotDirectory,
                                                 options_.windowSize.value_or(MainWindow::kDefaultSize));
    connect(&window_, &MainWindow::reportShown, this, [this] {
        if (finished_) // the report was refused (a --tile it does not have)
            return;
        if (!startSimulation())
            writeScreenshots();
    });
    connect(&window_.simulatePanel(), &SimulatePanel::simulated, this, &BatchRun::writeScreenshots);
    // A lesson's step with --simulate: the step, then the simulation beside it (a teacher's "and
    // what if"), pictured once that has run.
    connect(&window_.lessonPanel(), &LessonPanel::stepShown, this, [this] {
        if (!startSimulation())
            writeScreenshots();
    });
    connect(&window_, &MainWindow::sweepShown, this, &BatchRun::writeSweep);
    connect(&window_, &MainWindow::errorOccurred, this, [this](const QString& text) { fail(text, kBadInput); });
}

BatchRun::~BatchRun() = default;

void BatchRun::start()
{
    window_.show();
    if (!options_.lesson.isEmpty()) {
        // A lesson that cannot be opened has said why through errorOccurred.
        if (!window_.openLesson(options_.lesson, options_.lessonStep - 1))
            finish(kBadInput);
    } else if (options_.reportPath.isEmpty()) {
        if (!startSimulation())
            fail(tr("nothing to picture: give a report, a lesson or --simulate"), kBadInput);
    } else {
        window_.openReport(options_.reportPath, options_.comparePath);
    }
}

void BatchRun::finish(int exitCode)
{
    if (std::exchange(finished_, true))
        return;
    QMetaObject::invokeMethod(qApp, [exitCode] { QApplication::exit(exitCode); }, Qt::QueuedConnection);
}

void BatchRun::fail(const QString& text, int exitCode)
{
    if (finished_)
        return;
    printError(text);
    finish(exitCode);
}

bool BatchRun::startSimulation()
{
    if (!options_.simulation || std::exchange(simulationStarted_, true))
        return false;
    SimulatePanel& panel = window_.simulatePanel();
    panel.setInput(*options_.simulation);
    window_.newSimulation();
    panel.run();
    // A refusal (a model that is neither built in nor a file) starts nothing: it is the outcome.
    if (!panel.isRunning())
        fail(panel.refusal(), kBadInput);
    return true;
}

void BatchRun::writeScreenshots()
{
    if (finished_)
        return;
    const QStringList written = writer_->writeAll(options_.screenshotViews);
    if (written.isEmpty())
        fail(writer_->error(), kCannotWrite);
    else
        finish(0);
}

void BatchRun::writeSweep()
{
    if (finished_)
        return;
    if (writer_->writeSweep().isEmpty())
        fail(writer_->error(), kCannotWrite);
    else
        finish(0);
}

} // namespace tilescope::gui
