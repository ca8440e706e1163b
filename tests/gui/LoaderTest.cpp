// ReportLoader and the JobTracker under it: results arrive on the UI thread with core's summary,
// the summary first; errors keep core's structure; only the newest job is delivered, and a
// superseded one is told to stop.

#include "document/JobTracker.h"
#include "document/LoadFailureText.h"
#include "document/ReportLoader.h"
#include "document/ReportSaver.h"
#include "report/ReportIO.h"
#include "GuiTestSupport.h"
#include "report/ReportSummary.h"
#include "TestReports.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <QThreadPool>

#include <atomic>

using namespace tilescope;
using namespace tilescope::gui;

class LoaderTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;

private slots:
    void cleanup() { QThreadPool::globalInstance()->waitForDone(); }

    void deliversReportAndSummaryOnTheUiThread()
    {
        const QString path = test::writeSmallReport(dir_, true, QStringLiteral("oom.tsr"));
        ReportLoader loader;
        std::shared_ptr<const LoadedReport> loaded;
        QThread* deliveredOn = nullptr;
        connect(&loader, &ReportLoader::loaded, this, [&](auto source, auto target) {
            loaded = source;
            deliveredOn = QThread::currentThread();
            QVERIFY(!target);
        });
        loader.load(path);
        QTRY_VERIFY(loaded);
        QCOMPARE(deliveredOn, QThread::currentThread());
        QCOMPARE(loaded->path, path);
        QCOMPARE(loaded->report, test::makeSmallReport(true));
        QCOMPARE(loaded->summary.worstTile.id, summarize(test::makeSmallReport(true)).worstTile.id);
        QVERIFY(!loaded->summary.fits);
        QVERIFY(!loader.isLoading());
    }

    void progressRisesFromZeroToComplete()
    {
        const QString path = test::writeSmallReport(dir_, false, QStringLiteral("progress.json"));
        ReportLoader loader;
        QSignalSpy progress(&loader, &ReportLoader::progressChanged);
        QSignalSpy loaded(&loader, &ReportLoader::loaded);
        loader.load(path);
        QTRY_COMPARE(loaded.count(), 1);
        QVERIFY(progress.count() >= 2);
        QCOMPARE(progress.first().at(0).toInt(), 0);
        QCOMPARE(progress.last().at(0).toInt(), 1000);
        int previous = 0;
        for (const QList<QVariant>& value : progress) {
            QVERIFY(value.at(0).toInt() >= previous);
            previous = value.at(0).toInt();
        }
    }

    void failureKeepsCoreStructure()
    {
        ReportLoader loader;
        QSignalSpy failed(&loader, &ReportLoader::failed);
        const QString path = QStringLiteral(TILESCOPE_BAD_REPORTS_DIR "/negative-size.json");
        loader.load(path);
        QTRY_COMPARE(failed.count(), 1);
        const auto failure = failed.front().front().value<LoadFailure>();
        QCOMPARE(failure.code, ErrorCode::InvalidField);
        QCOMPARE(failure.file, path);
        QCOMPARE(failure.field, QStringLiteral("/memory/gapBytes/0"));
        QVERIFY(!failure.message.isEmpty());
        const QString text = LoadFailureText::describe(failure);
        QVERIFY(text.contains(QStringLiteral("negative-size.json")));
        QVERIFY(text.contains(failure.field));
        QVERIFY(text.contains(failure.message));
    }

    // A model is headed as a model, never as a report that could not be loaded (issue 44).
    void modelFailuresAreHeadedAsModels()
    {
        ReportLoader loader;
        QSignalSpy failed(&loader, &ReportLoader::failed);
        const QString onnx = QStringLiteral(TILESCOPE_BAD_REPORTS_DIR "/../../../fixtures/onnx/bad/newer-opset.onnx");
        loader.load(onnx);
        QTRY_COMPARE(failed.count(), 1);
        const QString opened = LoadFailureText::describe(failed.front().front().value<LoadFailure>());
        QVERIFY2(opened.startsWith(QStringLiteral("The file is an ONNX model, not a report")), qPrintable(opened));
        const QString simulated = LoadFailureText::describe({ErrorCode::InvalidModel, onnx, {}, QStringLiteral("opset 99")});
        QVERIFY2(simulated.startsWith(QStringLiteral("The model could not be read.")), qPrintable(simulated));
    }

    void failingTargetIsReported()
    {
        const QString source = test::writeSmallReport(dir_, false, QStringLiteral("source.json"));
        ReportLoader loader;
        QSignalSpy failed(&loader, &ReportLoader::failed);
        QSignalSpy loaded(&loader, &ReportLoader::loaded);
        loader.load(source, dir_.filePath(QStringLiteral("missing-target.tsr")));
        QTRY_COMPARE(failed.count(), 1);
        QCOMPARE(failed.front().front().value<LoadFailure>().code, ErrorCode::FileNotFound);
        QVERIFY(failed.front().front().value<LoadFailure>().file.endsWith(QStringLiteral("missing-target.tsr")));
        // The source is good and opens alone (issue 28), after the error about the target.
        QTRY_COMPARE(loaded.count(), 1);
        QCOMPARE(loaded[0][0].value<std::shared_ptr<const LoadedReport>>()->path, source);
        QVERIFY(!loaded[0][1].value<std::shared_ptr<const LoadedReport>>());
        QVERIFY(!loader.isLoading());
    }

    void onlyTheNewestJobIsDelivered()
    {
        const QString first = test::writeSmallReport(dir_, true, QStringLiteral("first.tsr"));
        const QString second = test::writeSmallReport(dir_, false, QStringLiteral("second.tsr"));
        ReportLoader loader;
        QStringList delivered;
        connect(&loader, &ReportLoader::loaded, this, [&](auto source, auto) { delivered.append(source->path); });
        QSignalSpy cancelled(&loader, &ReportLoader::cancelled);
        loader.load(first);
        loader.cancel();
        QCOMPARE(cancelled.count(), 1);
        loader.load(first);
        loader.load(second);
        QThreadPool::globalInstance()->waitForDone();
        QTRY_COMPARE(delivered.size(), 1);
        QTest::qWait(50);
        QCOMPARE(delivered, QStringList{second});
    }

    // Compare With on a simulated report: only the file is loaded, and it comes back as a comparison.
    void aComparisonLoadsTheTargetAlone()
    {
        const QString path = test::writeSmallReport(dir_, false, QStringLiteral("compare.tsr"));
        ReportLoader loader;
        QSignalSpy started(&loader, &ReportLoader::started);
        QSignalSpy loaded(&loader, &ReportLoader::loaded);
        QSignalSpy compared(&loader, &ReportLoader::comparisonLoaded);
        loader.loadComparison(path);
        QVERIFY(loader.isLoading());
        QTRY_COMPARE(compared.count(), 1);
        QCOMPARE(started.count(), 1);
        QCOMPARE(loaded.count(), 0);
        QCOMPARE(compared[0][0].value<std::shared_ptr<const LoadedReport>>()->path, path);
        QVERIFY(!loader.isLoading());
    }

    // Saving runs on the pool and answers on the UI thread: the file when written, the reason when not.
    void aSaveWritesOnTheThreadPoolAndNamesWhatFails()
    {
        auto shown = std::make_shared<LoadedReport>();
        shown->report = test::makeSmallReport(false);
        ReportSaver saver;
        QSignalSpy saved(&saver, &ReportSaver::saved);
        QSignalSpy failed(&saver, &ReportSaver::failed);
        const QString path = dir_.filePath(QStringLiteral("saved.json"));
        saver.save(shown, path);
        QCOMPARE(saver.running(), 1);
        QTRY_COMPARE(saved.count(), 1);
        QCOMPARE(saver.running(), 0);
        QCOMPARE(saved[0][0].toString(), path);
        QCOMPARE(loadReport(path.toStdString()), shown->report);
        const QString nowhere = dir_.filePath(QStringLiteral("no/such/folder/saved.tsr"));
        saver.save(shown, nowhere);
        QTRY_COMPARE(failed.count(), 1);
        QCOMPARE(failed[0][0].toString(), nowhere);
        QVERIFY2(failed[0][1].toString().contains(QStringLiteral("saved.tsr")), qPrintable(failed[0][1].toString()));
        QCOMPARE(saved.count(), 1);
    }

    void summaryIsAnnouncedBeforeBothReports()
    {
        const QString source = test::writeSmallReport(dir_, true, QStringLiteral("stage-source.tsr"));
        const QString target = test::writeSmallReport(dir_, false, QStringLiteral("stage-target.json"));
        ReportLoader loader;
        QStringList events;
        connect(&loader, &ReportLoader::summaryAvailable, this, [&](auto loaded) {
            events.append(QStringLiteral("summary"));
            QVERIFY(!loaded->summary.fits);
            QVERIFY(loader.isLoading()); // the target is still to come
        });
        connect(&loader, &ReportLoader::loaded, this, [&](auto, auto loadedTarget) {
            events.append(QStringLiteral("loaded"));
            QVERIFY(loadedTarget && loadedTarget->summary.fits);
        });
        loader.load(source, target);
        QTRY_COMPARE(events, (QStringList{QStringLiteral("summary"), QStringLiteral("loaded")}));
    }

    void trackerDropsStaleResultsAndStopsSupersededJobs()
    {
        JobTracker jobs;
        std::atomic<bool> firstStarted{false}, firstStopped{false};
        QStringList delivered;
        jobs.start(
            [&](JobControl& control) {
                firstStarted = true;
                while (!control.stopRequested())
                    QThread::msleep(1);
                firstStopped = true;
                return QStringLiteral("first");
            },
            [&](QString result) { delivered.append(result); });
        QTRY_VERIFY(firstStarted.load());
        QVERIFY(jobs.isRunning());
        QSignalSpy running(&jobs, &JobTracker::runningChanged);
        jobs.start([](JobControl&) { return QStringLiteral("second"); },
                   [&](QString result) { delivered.append(result); });
        QTRY_VERIFY(firstStopped.load());
        QTRY_COMPARE(delivered, QStringList{QStringLiteral("second")});
        QTRY_VERIFY(!jobs.isRunning());
        QCOMPARE(running.count(), 1); // running all along, then done once
        QThreadPool::globalInstance()->waitForDone();
        QCoreApplication::processEvents();
        QCOMPARE(delivered, QStringList{QStringLiteral("second")});
    }

    void trackerReportsFailuresAndDropsResetJobs()
    {
        JobTracker jobs;
        QString failure;
        jobs.start([](JobControl&) -> int { throw Error(ErrorCode::InvalidOption, "no such tile"); },
                   [](int) { QFAIL("a failed job delivers no result"); },
                   [&](std::exception_ptr error) {
                       try {
                           std::rethrow_exception(error);
                       } catch (const Error& e) {
                           failure = QString::fromStdString(e.message());
                       }
                   });
        QTRY_COMPARE(failure, QStringLiteral("no such tile"));
        bool delivered = false;
        jobs.start([](JobControl&) { return 1; }, [&](int) { delivered = true; });
        jobs.reset();
        QVERIFY(!jobs.isRunning());
        QThreadPool::globalInstance()->waitForDone();
        QTest::qWait(20);
        QVERIFY(!delivered);
    }
};

TILESCOPE_GUI_TEST_MAIN(LoaderTest)
#include "LoaderTest.moc"
