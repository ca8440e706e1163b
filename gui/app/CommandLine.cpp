#include "app/CommandLine.h"

#include "common/Error.h"
#include "models/QtText.h"
#include "options/CompileCommand.h"

#include <QCommandLineParser>

#include <cstdio>
#include <cstdlib>
#include <limits>

namespace tilescope::gui {
namespace {

// The window and its pictures at most this many pixels a side: 8192 × 8192 in ARGB is 256 MiB, the
// most Qt 6 lets an image take by default (QImageReader::allocationLimit). Past it the window's
// picture cannot be made (a 100000 × 100000 window painted into a null image and crashed) and well
// before Qt's own bound on a painter's coordinates (32767).
constexpr int kSmallestWindowSide = 200;
constexpr int kLargestWindowSide = 8192;

[[noreturn]] void exitWithUsageError(const QString& message)
{
    std::fprintf(stderr, "%s\n", qPrintable(message));
    std::exit(2);
}

} // namespace

LaunchOptions CommandLine::parse(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Shows the memory, liveness and execution of simulated IPU programs."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("REPORT"), tr("Report file to open (.tsr or .json)."),
                                 QStringLiteral("[REPORT]"));
    const QCommandLineOption compare(QStringLiteral("compare"), tr("Report to compare the first one against."),
                                     QStringLiteral("TARGET"));
    const QCommandLineOption view(QStringLiteral("view"), tr("View to show first (for example \"summary\")."),
                                  QStringLiteral("NAME"));
    const QCommandLineOption tile(QStringLiteral("tile"), tr("Tile to select."), QStringLiteral("N"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        tr("Save a picture of every view to DIR, then exit."),
                                        QStringLiteral("DIR"));
    const QCommandLineOption size(QStringLiteral("size"),
                                  tr("Window size in pixels, for example 900x700 (also the size of the pictures)."),
                                  QStringLiteral("WxH"));
    const QCommandLineOption dark(QStringLiteral("dark"), tr("Use a dark palette, whatever the desktop's."));
    const QCommandLineOption simulate(
        QStringLiteral("simulate"),
        tr("Simulate a model as tilescope-cli compile would, for example \"resnet50 --amp 0.4\", in the Simulate "
           "panel (compared with REPORT when one is given)."),
        QStringLiteral("ARGUMENTS"));
    const QCommandLineOption screenshotViews(QStringLiteral("screenshot-views"),
                                             tr("With --screenshot: only these views, comma-separated (for "
                                                "example \"memory,liveness\")."),
                                             QStringLiteral("NAMES"));
    const QCommandLineOption presentation(QStringLiteral("presentation"),
                                          tr("Presentation mode: larger text and thicker plot lines, for a projector."));
    const QCommandLineOption lesson(QStringLiteral("lesson"),
                                    tr("Open a lesson (a bundled lesson's name or a lesson file) at start."),
                                    QStringLiteral("NAME"));
    const QCommandLineOption lessonStep(QStringLiteral("lesson-step"), tr("With --lesson: the step to show (from 1)."),
                                        QStringLiteral("N"));
    parser.addOptions({compare, view, tile, size, dark, presentation, simulate, lesson, lessonStep, screenshot,
                       screenshotViews});
    parser.process(arguments);

    LaunchOptions options;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1)
        exitWithUsageError(tr("Only one report can be opened; use --compare for a second one."));
    if (!positional.isEmpty())
        options.reportPath = positional.front();
    options.comparePath = parser.value(compare);
    options.viewName = parser.value(view);
    options.screenshotDirectory = parser.value(screenshot);
    if (parser.isSet(screenshotViews))
        options.screenshotViews = parser.value(screenshotViews).split(u',', Qt::SkipEmptyParts);
    if (!options.screenshotViews.isEmpty() && options.screenshotDirectory.isEmpty())
        exitWithUsageError(tr("--screenshot-views goes with --screenshot DIR."));
    if (parser.isSet(tile)) {
        bool ok = false;
        const qulonglong value = parser.value(tile).toULongLong(&ok);
        if (!ok || value > std::numeric_limits<std::uint32_t>::max())
            exitWithUsageError(tr("--tile expects a tile number, not \"%1\".").arg(parser.value(tile)));
        options.tile = std::uint32_t(value);
    }
    if (parser.isSet(size)) {
        const QStringList parts = parser.value(size).split(u'x');
        bool widthOk = false, heightOk = false;
        const int width = parts.value(0).toInt(&widthOk), height = parts.value(1).toInt(&heightOk);
        if (parts.size() != 2 || !widthOk || !heightOk || width < kSmallestWindowSide ||
            height < kSmallestWindowSide || width > kLargestWindowSide || height > kLargestWindowSide)
            exitWithUsageError(tr("--size expects WIDTHxHEIGHT from %1x%1 to %2x%2 pixels, not \"%3\".")
                                   .arg(kSmallestWindowSide)
                                   .arg(kLargestWindowSide)
                                   .arg(parser.value(size)));
        options.windowSize = QSize(width, height);
    }
    options.dark = parser.isSet(dark);
    options.presentation = parser.isSet(presentation);
    options.lesson = parser.value(lesson);
    if (parser.isSet(lessonStep)) {
        bool ok = false;
        options.lessonStep = parser.value(lessonStep).toInt(&ok);
        if (!ok || options.lessonStep < 1 || options.lesson.isEmpty())
            exitWithUsageError(tr("--lesson-step expects a step number from 1, with --lesson, not \"%1\".")
                                   .arg(parser.value(lessonStep)));
    }
    if (parser.isSet(simulate)) {
        try {
            options.simulation = parseCompileArguments(splitCommandLine(parser.value(simulate).toStdString()));
            validateInput(*options.simulation);
        } catch (const Error& e) {
            exitWithUsageError(tr("--simulate: %1").arg(qtText(e.what())));
        }
    }
    if (!options.screenshotDirectory.isEmpty() && options.reportPath.isEmpty() && !options.simulation &&
        options.lesson.isEmpty())
        exitWithUsageError(tr("--screenshot needs a report to show or a model to --simulate."));
    if (!options.comparePath.isEmpty() && options.reportPath.isEmpty())
        exitWithUsageError(tr("--compare needs a report to compare."));
    return options;
}

} // namespace tilescope::gui
