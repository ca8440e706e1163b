// `tilescope REPORT --screenshot DIR` run as the user would: one non-empty PNG per view of the
// window's size (the default, or --size) and palette (--dark), exit code 0; a bad report gives a
// message naming the file and a non-zero code.

#include "GuiTestSupport.h"
#include "report/ReportIO.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QTest>

class ScreenshotTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;

    QProcess* run(const QStringList& arguments)
    {
        auto* process = new QProcess(this);
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        // Keep the user's settings out of it.
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"), dir_.filePath(QStringLiteral("config")));
        process->setProcessEnvironment(environment);
        process->start(QStringLiteral(TILESCOPE_GUI_EXECUTABLE), arguments);
        if (!process->waitForFinished(60000)) {
            process->kill(); // a batch run that waits for ever fails the test, it does not hang it
            process->waitForFinished();
        }
        return process;
    }

    // A batch run with a bad input: it ends by itself, non-zero, with the reason on stderr.
    QString expectFailure(const QStringList& arguments, const QString& named)
    {
        QProcess* process = run(arguments);
        const QString error = QString::fromLocal8Bit(process->readAllStandardError());
        [&] {
            QVERIFY2(process->exitStatus() == QProcess::NormalExit, "hung or crashed");
            QCOMPARE(process->exitCode(), 2);
            QVERIFY2(error.contains(named), qPrintable(error));
        }();
        return error;
    }

    QString settingsFile() const { return dir_.filePath(QStringLiteral("config/Tilescope/tilescope.conf")); }

private slots:
    void writesOnePngPerView_data()
    {
        QTest::addColumn<bool>("compare");
        QTest::addColumn<QStringList>("look");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("dark");
        QTest::newRow("one report") << false << QStringList{} << QSize(1280, 860) << false;
        QTest::newRow("comparison") << true << QStringList{} << QSize(1280, 860) << false;
        QTest::newRow("small and dark")
            << true << QStringList{QStringLiteral("--size"), QStringLiteral("900x700"), QStringLiteral("--dark")}
            << QSize(900, 700) << true;
    }

    void writesOnePngPerView()
    {
        QFETCH(bool, compare);
        QFETCH(QStringList, look);
        QFETCH(QSize, size);
        QFETCH(bool, dark);
        // Compared, the target is the headline: the out-of-memory report is the one compared with.
        const QString oom = tilescope::test::writeSmallReport(dir_, true, QStringLiteral("oom.tsr"));
        const QString fits = tilescope::test::writeSmallReport(dir_, false, QStringLiteral("fits.json"));
        const QString report = compare ? fits : oom;
        const QString target = oom;
        const QString shots = dir_.filePath(QString::fromLatin1(QTest::currentDataTag()));
        QStringList arguments{report, QStringLiteral("--screenshot"), shots, QStringLiteral("--view"),
                              QStringLiteral("summary"), QStringLiteral("--tile"), QStringLiteral("5")};
        if (compare)
            arguments << QStringLiteral("--compare") << target;
        QProcess* process = run(arguments + look);
        QCOMPARE(process->exitStatus(), QProcess::NormalExit);
        QVERIFY2(process->exitCode() == 0, process->readAllStandardError().constData());
        for (const QString& view : {QStringLiteral("memory"), QStringLiteral("liveness"), QStringLiteral("regions")})
            QCOMPARE(QImage(QDir(shots).filePath(view + QStringLiteral(".png"))).size(), size);
        const QImage image(QDir(shots).filePath(QStringLiteral("summary.png")));
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), size);
        // The status bar at the bottom left has the window's colour: light, or dark with --dark.
        QCOMPARE(qGray(image.pixel(4, image.height() - 4)) < 100, dark);
        // Not a blank page: the red banner is there.
        bool foundRed = false;
        for (int y = 0; y < image.height() && !foundRed; y += 4) {
            const QColor c = image.pixelColor(40, y);
            foundRed = c.red() > 150 && c.green() < 90 && c.blue() < 90;
        }
        QVERIFY(foundRed);
        for (const char* view : {"summary", "memory", "liveness", "regions", "programs", "trace", "operations"})
            QVERIFY2(QFileInfo::exists(QDir(shots).filePath(QLatin1String(view) + QStringLiteral(".png"))), view);
    }

    // The trace is prepared in the background when first shown: the screenshot waits for its lanes.
    void traceIsDrawnAloneAndCompared_data()
    {
        QTest::addColumn<bool>("compare");
        QTest::newRow("one report") << false;
        QTest::newRow("comparison") << true;
    }

    void traceIsDrawnAloneAndCompared()
    {
        QFETCH(bool, compare);
        const QString report = dir_.filePath(QStringLiteral("executed.tsr"));
        tilescope::saveReport(tilescope::test::smallReportWithExecution(), report.toStdString(),
                              tilescope::ReportEncoding::Binary);
        const QString shots = dir_.filePath(compare ? QStringLiteral("trace-compare") : QStringLiteral("trace"));
        QStringList arguments{report, QStringLiteral("--screenshot"), shots};
        if (compare)
            arguments << QStringLiteral("--compare") << report;
        QProcess* process = run(arguments);
        QVERIFY2(process->exitCode() == 0, process->readAllStandardError().constData());
        const QImage image(QDir(shots).filePath(QStringLiteral("trace.png")));
        QVERIFY(!image.isNull());
        // The convolution's compute blue (Okabe-Ito #0072b2), once per side.
        int blueRows = 0;
        bool inBlue = false;
        for (int y = 0; y < image.height(); ++y) {
            bool blue = false;
            for (int x = image.width() / 8; x < image.width() / 2 && !blue; x += 2) {
                const QColor c = image.pixelColor(x, y);
                blue = c.red() < 20 && std::abs(c.green() - 0x72) < 12 && std::abs(c.blue() - 0xb2) < 12;
            }
            blueRows += blue && !inBlue;
            inBlue = blue;
        }
        QCOMPARE(blueRows, compare ? 2 : 1);
    }

    void badReportFailsWithMessage()
    {
        const QString bad = QStringLiteral(TILESCOPE_BAD_REPORTS_DIR "/negative-size.json");
        QProcess* process = run({bad, QStringLiteral("--screenshot"), dir_.filePath(QStringLiteral("bad-shots"))});
        QCOMPARE(process->exitStatus(), QProcess::NormalExit);
        QVERIFY(process->exitCode() != 0);
        const QString error = QString::fromLocal8Bit(process->readAllStandardError());
        QVERIFY2(error.contains(QStringLiteral("negative-size.json")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("/memory/gapBytes/0")), qPrintable(error));
    }

    // Every batch mode ends with a non-zero code on a bad input, whenever the error comes: a lesson
    // that is missing, truncated or too new (found before the event loop runs), a bad model to
    // simulate, a bad report to compare with.
    void everyBatchModeExitsOnABadInput_data()
    {
        QTest::addColumn<QString>("lessonText");
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("named");
        const QString lesson = dir_.filePath(QStringLiteral("bad-lesson.json"));
        QTest::newRow("missing lesson") << QString() << QStringList{QStringLiteral("--lesson"), lesson}
                                        << QStringLiteral("bad-lesson.json");
        QTest::newRow("truncated lesson")
            << QStringLiteral("{\"format\": \"tilescope-lesson\", \"vers")
            << QStringList{QStringLiteral("--lesson"), lesson} << QStringLiteral("bad-lesson.json");
        QTest::newRow("too-new lesson")
            << QStringLiteral("{\"format\": \"tilescope-lesson\", \"version\": \"9.0\"}")
            << QStringList{QStringLiteral("--lesson"), lesson} << QStringLiteral("/version");
        QTest::newRow("no such bundled lesson")
            << QString() << QStringList{QStringLiteral("--lesson"), QStringLiteral("no-such-lesson")}
            << QStringLiteral("no-such-lesson");
        QTest::newRow("lesson step beyond the last")
            << QString()
            << QStringList{QStringLiteral("--lesson"), QStringLiteral("oom-journey"), QStringLiteral("--lesson-step"),
                           QStringLiteral("99")}
            << QStringLiteral("99");
        QTest::newRow("simulate a missing model")
            << QString() << QStringList{QStringLiteral("--simulate"), QStringLiteral("no-such-model.json")}
            << QStringLiteral("no-such-model.json");
        QTest::newRow("compare with a bad report")
            << QString()
            << QStringList{QStringLiteral("GOOD"), QStringLiteral("--compare"),
                           QStringLiteral(TILESCOPE_BAD_REPORTS_DIR "/negative-size.json")}
            << QStringLiteral("negative-size.json");
    }

    void everyBatchModeExitsOnABadInput()
    {
        QFETCH(QString, lessonText);
        QFETCH(QStringList, arguments);
        QFETCH(QString, named);
        const QString lesson = dir_.filePath(QStringLiteral("bad-lesson.json"));
        QFile::remove(lesson);
        if (!lessonText.isEmpty()) {
            QFile file(lesson);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(lessonText.toUtf8());
        }
        const QString good = tilescope::test::writeSmallReport(dir_, false, QStringLiteral("good.tsr"));
        arguments.replaceInStrings(QStringLiteral("GOOD"), good);
        expectFailure(arguments << QStringLiteral("--screenshot") << dir_.filePath(QStringLiteral("never")), named);
    }

    // A batch run leaves the user's settings (Open Recent, the last folder) and terminal alone.
    void batchRunsLeaveSettingsAndTerminalAlone()
    {
        QFile::remove(settingsFile());
        const QString report = tilescope::test::writeSmallReport(dir_, false, QStringLiteral("quiet.tsr"));
        QProcess* process = run({report, QStringLiteral("--screenshot"), dir_.filePath(QStringLiteral("quiet"))});
        QCOMPARE(process->exitCode(), 0);
        const QString error = QString::fromLocal8Bit(process->readAllStandardError());
        QVERIFY2(!error.contains(QStringLiteral("propagateSizeHints")), qPrintable(error));
        QVERIFY2(!QFileInfo::exists(settingsFile()), "the batch run wrote the user's settings");
    }

    void badSizeIsRefused()
    {
        QProcess* process = run({QStringLiteral("--size"), QStringLiteral("900by700"), QStringLiteral("x.tsr")});
        QCOMPARE(process->exitCode(), 2);
        QVERIFY(QString::fromLocal8Bit(process->readAllStandardError()).contains(QStringLiteral("900by700")));
    }

    void badTileIsRefused()
    {
        QProcess* process = run({QStringLiteral("--tile"), QStringLiteral("seven"), QStringLiteral("x.tsr")});
        QCOMPARE(process->exitCode(), 2);
        QVERIFY(QString::fromLocal8Bit(process->readAllStandardError()).contains(QStringLiteral("seven")));
    }

    void unknownViewIsRefused()
    {
        const QString report = tilescope::test::writeSmallReport(dir_, false, QStringLiteral("fits.tsr"));
        QProcess* process = run({report, QStringLiteral("--view"), QStringLiteral("nonsense"),
                                 QStringLiteral("--screenshot"), dir_.filePath(QStringLiteral("x"))});
        QCOMPARE(process->exitCode(), 2);
        QVERIFY(QString::fromLocal8Bit(process->readAllStandardError()).contains(QStringLiteral("summary")));
    }

    // Issue 42: a size Qt cannot paint crashed the viewer; each is refused, naming the limit.
    void aSizeBeyondWhatQtCanPaintIsRefused_data()
    {
        QTest::addColumn<QString>("size");
        QTest::newRow("huge") << QStringLiteral("100000x100000");
        QTest::newRow("one side") << QStringLiteral("8193x700");
        QTest::newRow("too small") << QStringLiteral("199x700");
    }

    void aSizeBeyondWhatQtCanPaintIsRefused()
    {
        QFETCH(QString, size);
        const QString report = tilescope::test::writeSmallReport(dir_, false, QStringLiteral("fits.tsr"));
        expectFailure({report, QStringLiteral("--size"), size, QStringLiteral("--screenshot"),
                       dir_.filePath(QStringLiteral("huge"))},
                      QStringLiteral("from 200x200 to 8192x8192 pixels, not \"%1\"").arg(size));
        QVERIFY(!QFileInfo::exists(dir_.filePath(QStringLiteral("huge"))));
    }

    void anUnknownScreenshotViewIsRefusedByName()
    {
        const QString report = tilescope::test::writeSmallReport(dir_, false, QStringLiteral("fits.tsr"));
        for (const QString& views : {QStringLiteral("bogus"), QStringLiteral("summary,bogus")})
            expectFailure({report, QStringLiteral("--screenshot-views"), views, QStringLiteral("--screenshot"),
                           dir_.filePath(QStringLiteral("views"))},
                          QStringLiteral("--screenshot-views: unknown view \"bogus\"; the views are: summary"));
        QVERIFY(!QFileInfo::exists(dir_.filePath(QStringLiteral("views/summary.png"))));
    }

    void aTileTheReportDoesNotHaveIsRefused()
    {
        const QString report = tilescope::test::writeSmallReport(dir_, false, QStringLiteral("fits.tsr"));
        const QString error =
            expectFailure({report, QStringLiteral("--tile"), QStringLiteral("99999999"), QStringLiteral("--screenshot"),
                           dir_.filePath(QStringLiteral("tile"))},
                          QStringLiteral("--tile 99999999: "));
        QVERIFY2(error.contains(QStringLiteral("fits.tsr has ")) && error.contains(QStringLiteral(" tiles (0 to ")),
                 qPrintable(error));
        QVERIFY(!QFileInfo::exists(dir_.filePath(QStringLiteral("tile/summary.png"))));
    }

    // A lesson file is read alone: neither its folder's other files nor its steps' simulations
    // come before its step is checked.
    void aLessonFilesMissingStepIsRefusedBeforeAnythingRuns()
    {
        const QString folder = dir_.filePath(QStringLiteral("lesson-folder"));
        QDir().mkpath(folder);
        QFile::copy(QStringLiteral(TILESCOPE_LESSONS_DIR "/oom-journey.json"),
                    folder + QStringLiteral("/journey.json"));
        QFile other(folder + QStringLiteral("/not-a-lesson.json"));
        QVERIFY(other.open(QIODevice::WriteOnly));
        other.write("{\"format\": \"tilescope-report\"");
        other.close();
        expectFailure({QStringLiteral("--lesson"), folder + QStringLiteral("/journey.json"),
                       QStringLiteral("--lesson-step"), QStringLiteral("99"), QStringLiteral("--screenshot"),
                       dir_.filePath(QStringLiteral("lesson"))},
                      QStringLiteral("has no step 99: its steps are 1 to "));
    }
};

TILESCOPE_GUI_TEST_MAIN(ScreenshotTest)
#include "ScreenshotTest.moc"
