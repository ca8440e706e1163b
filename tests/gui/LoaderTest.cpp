// ReportLoader on its own: results arrive on the UI thread with core's summary, errors keep core's
// structure, and only the newest job is delivered.

#include "GuiTestSupport.h"
#include "TestReports.h"
#include "app/LoadFailureText.h"
#include "app/ReportLoader.h"
#include "report/ReportSummary.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <QThreadPool>

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
        QCOMPARE(loaded.count(), 0);
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
};

TILESCOPE_GUI_TEST_MAIN(LoaderTest)
#include "LoaderTest.moc"
