// The main window as the user meets it: opening good and bad reports, the Summary view's banner and
// tables, drag and drop, recent files, cancelling and superseded loads.

#include "app/LanguageSetting.h"
#include "app/MainWindow.h"
#include "app/RecentFiles.h"
#include "app/ReportFileDialog.h"
#include "GuiTestSupport.h"
#include "models/ByteFormat.h"
#include "models/CategoryTableModel.h"
#include "models/KeyValueModel.h"
#include "report/ReportSummary.h"
#include "TestReports.h"
#include "views/summary/FitBanner.h"
#include "views/summary/HalfPrecisionModel.h"
#include "views/summary/IpuTableModel.h"
#include "views/summary/TileHistogramPlot.h"
#include "views/summary/WorstTilesModel.h"
#include <qcustomplot.h>
#include "views/summary/PlannerFallbacksModel.h"
#include "views/summary/SummaryView.h"

#include <QCheckBox>
#include <QLocale>
#include <QAbstractItemModelTester>
#include <QFileDialog>
#include <QHeaderView>
#include <QTreeView>
#include <QAction>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QStatusBar>
#include <QTableView>
#include <QMimeData>
#include <QSignalSpy>
#include <QTest>
#include <QThreadPool>

#include <memory>

using namespace tilescope;
using namespace tilescope::gui;

namespace {

SummaryView* summaryViewOf(MainWindow& window)
{
    for (ReportView* view : window.views())
        if (auto* summary = qobject_cast<SummaryView*>(view))
            return summary;
    return nullptr;
}

// The colour in the middle of the banner's left margin, where no text is drawn.
QColor bannerBackground(const FitBanner& banner)
{
    const QImage image = const_cast<FitBanner&>(banner).grab().toImage();
    return image.pixelColor(4, image.height() / 2);
}

} // namespace

class MainWindowTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;
    QString fitsPath_;
    QString oomPath_;
    std::unique_ptr<MainWindow> window_;

    bool open(const QString& path, const QString& comparePath = {})
    {
        window_->openReport(path, comparePath);
        return test::waitForLoad(*window_);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        fitsPath_ = test::writeSmallReport(dir_, false, QStringLiteral("fits.tsr"));
        oomPath_ = test::writeSmallReport(dir_, true, QStringLiteral("oom.json"));
    }

    void init()
    {
        test::isolateSettings();
        window_ = std::make_unique<MainWindow>();
        window_->setErrorDialogsEnabled(false);
        window_->resize(1400, 900);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    }

    void cleanup()
    {
        window_.reset();
        QThreadPool::globalInstance()->waitForDone(); // no load outlives its test
    }

    void outOfMemoryReportShowsRedBanner()
    {
        QVERIFY(open(oomPath_));
        SummaryView* view = summaryViewOf(*window_);
        QVERIFY(view);
        QCOMPARE(window_->currentViewId(), QStringLiteral("summary"));
        QVERIFY(view->banner()->isVisible());
        QVERIFY(view->banner()->isOutOfMemory());
        QCOMPARE(view->banner()->headline(), QStringLiteral("OUT OF MEMORY"));
        QVERIFY(view->banner()->details().contains(QStringLiteral("Out of memory on tile 5")));
        // The overflow is the errors' to say: no room to spare.
        QVERIFY(view->banner()->roomToSpare().isEmpty());
        QVERIFY(!view->banner()->findChild<QLabel*>(QStringLiteral("fitRoom"))->isVisibleTo(view->banner()));
        const QColor background = bannerBackground(*view->banner());
        QVERIFY2(background.red() > 150 && background.green() < 90 && background.blue() < 90,
                 qPrintable(background.name()));
        QCOMPARE(view->warnings()->count(), 1);
        QVERIFY(view->warnings()->isVisibleTo(view));
    }

    void insightsListFallbacksAndHalfPrecisionCandidates()
    {
        QVERIFY(open(oomPath_));
        SummaryView* view = summaryViewOf(*window_);
        QVERIFY(view);
        QCOMPARE(view->plannerFallbacksModel()->rowCount(), 1);
        QVERIFY(view->plannerFallbacksBox()->isVisibleTo(view));
        QVERIFY(view->plannerFallbacksBox()->title().contains(QStringLiteral("1 operation")));
        QCOMPARE(view->halfPrecisionModel()->rowCount(), 2);
        const auto* table = view->halfPrecisionTable();
        QVERIFY(table->isVisibleTo(view));
        // The table shows its header and both rows.
        // Both rows are inside the table's viewport once the layout has settled.
        const QModelIndex lastRow = view->halfPrecisionModel()->index(1, 0);
        QTRY_VERIFY(table->viewport()->rect().contains(table->visualRect(lastRow)));
        QVERIFY(table->width() > 200);
        // The histogram exports like every other plot: PNG, SVG, PDF and its bins as CSV.
        auto* histogramPlot = view->findChild<QCustomPlot*>();
        QVERIFY(histogramPlot);
        QStringList labels;
        for (const QAction* action : histogramPlot->actions())
            labels << action->text();
        QVERIFY2(labels.size() >= 4 && labels.filter(QStringLiteral("CSV")).size() == 1,
                 qPrintable(labels.join(QStringLiteral(", "))));
    }

    void fittingReportShowsGreenBanner()
    {
        QVERIFY(open(fitsPath_));
        const FitBanner* banner = summaryViewOf(*window_)->banner();
        QVERIFY(!banner->isOutOfMemory());
        QCOMPARE(banner->headline(), QStringLiteral("Fits in memory"));
        const QColor background = bannerBackground(*banner);
        QVERIFY2(background.green() > 100 && background.red() < 90, qPrintable(background.name()));
        // How comfortable the fit is: the largest block the tightest tile has free at its peak.
        const auto* room = banner->findChild<QLabel*>(QStringLiteral("fitRoom"));
        QVERIFY(room->isVisibleTo(banner));
        QCOMPARE(room->text(), QStringLiteral("Room to spare: %1 on tile 5 (the largest block free at its peak)")
                                   .arg(formatBytes(638976 - 12066)));
        QVERIFY(!room->toolTip().isEmpty());
    }

    // Compared, the headline's room is named, and the other report's line says its room when it fits.
    // The target ("after") is the headline, as after a re-simulation (issue 44: one rule for both).
    void comparedBannerSaysBothRooms()
    {
        QVERIFY(open(oomPath_, fitsPath_));
        const FitBanner* banner = summaryViewOf(*window_)->banner();
        QVERIFY(!banner->isOutOfMemory());
        QCOMPARE(banner->roomToSpare(),
                 QStringLiteral("fits.tsr: room to spare %1 on tile 5").arg(formatBytes(626910)));
        QVERIFY2(banner->details().contains(QStringLiteral("Source report: OUT OF MEMORY (oom.json,")),
                 qPrintable(banner->details()));
        QVERIFY(open(fitsPath_, oomPath_));
        QVERIFY(banner->roomToSpare().isEmpty());
        QVERIFY2(banner->details().contains(QStringLiteral("Source report: fits in memory (fits.tsr, largest tile 5 uses "
                                                           "%1, %2 to spare)")
                                                .arg(formatBytes(12066), formatBytes(626910))),
                 qPrintable(banner->details()));
        // The memory table's row of it: less room in the target, in red.
        const KeyValueModel* memory = summaryViewOf(*window_)->memoryModel();
        const auto row = std::find_if(memory->rows().begin(), memory->rows().end(),
                                      [](const KeyValueRow& r) { return r.key == QStringLiteral("Room to spare"); });
        QVERIFY(row != memory->rows().end());
        QCOMPARE(row->source, QStringLiteral("%1 on tile 5").arg(formatBytes(626910)));
        QCOMPARE(row->target, QStringLiteral("none: tile 5 is %1 over").arg(formatBytes(64090)));
        QCOMPARE(row->verdict, KeyValueRow::Verdict::Worse);
    }

    // Of a thousand tiles out of memory the banner lists the fullest three and the count, not ten
    // lines that differ only in a tile's number (issue 44).
    void bannerCountsTheTilesOutOfMemory()
    {
        ReportSummary summary;
        summary.fits = false;
        summary.errors = {"Out of memory: Cannot fit all variable data onto one or more tiles."};
        summary.errorCodes = {"out-of-memory"};
        for (int tile = 0; tile < 10; ++tile) {
            summary.errors.push_back("Out of memory on tile " + std::to_string(tile) + ": 700000 bytes used");
            summary.errorCodes.push_back("out-of-memory-tile");
        }
        summary.tilesOutOfMemory = 1234;
        const QStringList lines = FitBanner::errorsText(summary).split(u'\n');
        QCOMPARE(lines.size(), 5);
        QVERIFY(lines[3].startsWith(QStringLiteral("Out of memory on tile 2:")));
        QCOMPARE(lines[4], QStringLiteral("… %1 tiles out of memory in all (the Memory view shows each).")
                               .arg(QLocale().toString(1234)));
        summary.errors.resize(2);
        summary.errorCodes.resize(2);
        summary.tilesOutOfMemory = 1;
        QCOMPARE(FitBanner::errorsText(summary).count(u'\n'), 1); // one tile: nothing to count
    }

    // The welcome page says the lessons are there and opens them (issue 44).
    void welcomePageOffersTheLessons()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* lessons = window.findChild<QPushButton*>(QStringLiteral("welcomeLessons"));
        QVERIFY(lessons && lessons->isVisible());
        const QList<QLabel*> labels = window.findChildren<QLabel*>();
        QVERIFY(std::any_of(labels.begin(), labels.end(), [](const QLabel* l) {
            return l->isVisible() && l->text().contains(QStringLiteral("Help > Lessons"));
        }));
        QTest::mouseClick(lessons, Qt::LeftButton);
        QTRY_VERIFY(window.lessonDock()->isVisible());
    }

    // View > Dark Palette switches the palette both ways, and a check box's indicator stays visible
    // on the dark window (issue 44).
    void darkPaletteIsInTheViewMenu()
    {
        MainWindow window;
        auto* dark = window.findChild<QAction*>(QStringLiteral("darkPaletteAction"));
        QVERIFY(dark && dark->isCheckable() && !dark->isChecked());
        const QColor before = QApplication::palette().color(QPalette::Window);
        dark->setChecked(true);
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 80);
        QCheckBox box(QStringLiteral("Include always-live variables"));
        box.resize(box.sizeHint());
        const QImage image = box.grab().toImage();
        const int indicator = box.style()->pixelMetric(QStyle::PM_IndicatorWidth, nullptr, &box);
        int light = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < std::min(indicator, image.width()); ++x) // the indicator's square, left of the text
                light += QColor(image.pixel(x, y)).lightness() > 140;
        QVERIFY2(light >= 8, qPrintable(QString::number(light)));
        dark->setChecked(false);
        QCOMPARE(QApplication::palette().color(QPalette::Window), before);
    }

    void summaryTablesShowCoreFigures()
    {
        QVERIFY(open(oomPath_));
        const ReportSummary expected = summarize(test::makeSmallReport(true));
        SummaryView* view = summaryViewOf(*window_);

        const WorstTilesModel* worst = view->worstTilesModel();
        QCOMPARE(worst->index(0, WorstTilesModel::TileColumn).data(WorstTilesModel::RawValueRole).toUInt(),
                 expected.worstTiles.front().id);
        QCOMPARE(worst->index(0, WorstTilesModel::TileColumn).data().toString(), QStringLiteral("5"));

        const CategoryTableModel* categories = view->categoryModel();
        QVERIFY(categories->rowCount() > 0);
        for (int row = 0; row < categories->rowCount(); ++row) {
            const int category = categories->index(row, CategoryTableModel::CategoryColumn)
                                     .data(CategoryTableModel::RawValueRole).toInt();
            QCOMPARE(categories->index(row, CategoryTableModel::BytesColumn)
                         .data(CategoryTableModel::RawValueRole).toULongLong(),
                     expected.categoryBytes[std::size_t(category)]);
        }
    }

    void badFileNamesFileAndField_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("field");
        const QString bad = QStringLiteral(TILESCOPE_BAD_REPORTS_DIR);
        QTest::newRow("missing") << dir_.filePath(QStringLiteral("no-such-report.tsr")) << QString();
        QTest::newRow("empty") << bad + QStringLiteral("/empty.json") << QString();
        QTest::newRow("truncated") << bad + QStringLiteral("/truncated.json") << QString();
        QTest::newRow("newer version") << bad + QStringLiteral("/newer-version.json") << QStringLiteral("/version");
        QTest::newRow("negative size") << bad + QStringLiteral("/negative-size.json")
                                       << QStringLiteral("/memory/gapBytes/0");
        QTest::newRow("not a report") << bad + QStringLiteral("/not-a-report.json") << QStringLiteral("/format");
    }

    void badFileNamesFileAndField()
    {
        QFETCH(QString, path);
        QFETCH(QString, field);
        QSignalSpy errors(window_.get(), &MainWindow::errorOccurred);
        window_->openReport(path);
        QTRY_COMPARE(errors.count(), 1);
        const QString text = errors.front().front().toString();
        QVERIFY2(text.contains(QFileInfo(path).fileName()), qPrintable(text));
        if (!field.isEmpty())
            QVERIFY2(text.contains(QStringLiteral("Field: ") + field), qPrintable(text));
        QVERIFY(window_->document().isEmpty());
        QVERIFY(!window_->loader().isLoading());
    }

    void failedReloadKeepsShownReport()
    {
        QVERIFY(open(fitsPath_));
        QSignalSpy errors(window_.get(), &MainWindow::errorOccurred);
        QVERIFY(open(QStringLiteral(TILESCOPE_BAD_REPORTS_DIR "/truncated.json")));
        QCOMPARE(errors.count(), 1);
        QVERIFY(window_->document().source());
        QCOMPARE(window_->document().source()->path, fitsPath_);
    }

    // A good report compared with a bad one (issue 28): the good one opens, with the error about
    // the other, instead of the window staying on its start page.
    void aBadCompareTargetStillOpensTheGoodReport()
    {
        QSignalSpy errors(window_.get(), &MainWindow::errorOccurred);
        const QString bad = QStringLiteral(TILESCOPE_BAD_REPORTS_DIR "/truncated.json");
        window_->openReport(fitsPath_, bad);
        QTRY_VERIFY(window_->document().source());
        QCOMPARE(errors.count(), 1);
        QVERIFY2(errors.front().front().toString().contains(QStringLiteral("truncated.json")),
                 qPrintable(errors.front().front().toString()));
        QCOMPARE(window_->document().source()->path, fitsPath_);
        QVERIFY(!window_->document().target());
        QVERIFY(!window_->loader().isLoading());
    }

    // The file dialog (issue 13.15) opens large enough for the size and date of each file, in the
    // details view, and in the folder of the last report that loaded: a failed open elsewhere
    // does not move it.
    void fileDialogIsRoomyAndStartsWhereReportsLoaded()
    {
        QVERIFY(open(fitsPath_));
        QCOMPARE(ReportFileDialog::lastDirectory(), QFileInfo(fitsPath_).absolutePath());
        QTemporaryDir elsewhere;
        QFile bad(elsewhere.filePath(QStringLiteral("broken.tsr")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("not a report");
        bad.close();
        QSignalSpy errors(window_.get(), &MainWindow::errorOccurred);
        QVERIFY(open(bad.fileName()));
        QCOMPARE(errors.count(), 1);
        QCOMPARE(ReportFileDialog::lastDirectory(), QFileInfo(fitsPath_).absolutePath());

        const std::unique_ptr<QFileDialog> dialog(ReportFileDialog::create(window_.get(), QStringLiteral("Open Report")));
        QCOMPARE(dialog->directory().absolutePath(), QFileInfo(fitsPath_).absolutePath());
        QCOMPARE(dialog->viewMode(), QFileDialog::Detail);
        QVERIFY(dialog->width() >= 900 && dialog->height() >= 560);
        dialog->show();
        auto* files = dialog->findChild<QTreeView*>(QStringLiteral("treeView"));
        QVERIFY(files);
        QTRY_VERIFY(files->model()->rowCount(files->rootIndex()) >= 2); // fits.tsr and oom.json
        QCoreApplication::processEvents();
        const QHeaderView* header = files->header();
        for (int column = 1; column < header->count(); ++column) {
            if (header->isSectionHidden(column))
                continue;
            const QAbstractItemView* view = files;
            QVERIFY2(header->sectionSize(column) >= view->sizeHintForColumn(column),
                     qPrintable(files->model()->headerData(column, Qt::Horizontal).toString()));
        }
        dialog->hide();
    }

    void errorDialogIsShownWithoutBlocking()
    {
        window_->setErrorDialogsEnabled(true);
        QVERIFY(open(dir_.filePath(QStringLiteral("absent.tsr"))));
        QMessageBox* box = window_->findChild<QMessageBox*>();
        QVERIFY(box);
        QTRY_VERIFY(box->isVisible());
        QCOMPARE(box->icon(), QMessageBox::Critical);
        QVERIFY(box->text().contains(QStringLiteral("absent.tsr")));
        box->accept();
    }

    void comparisonAddsTargetColumns()
    {
        // The view's own models, checked through load, comparison and reset to an empty document.
        // (The view hands out const models; the tester only reads, but its API wants non-const.)
        SummaryView* summary = summaryViewOf(*window_);
        std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
        const QAbstractItemModel* models[] = {summary->categoryModel(), summary->worstTilesModel(),
                                              summary->ipuModel(), summary->memoryModel(), summary->executionModel()};
        for (const QAbstractItemModel* model : models) {
            testers.push_back(std::make_unique<QAbstractItemModelTester>(
                const_cast<QAbstractItemModel*>(model), QAbstractItemModelTester::FailureReportingMode::Fatal));
        }
        QVERIFY(open(oomPath_));
        QVERIFY(open(oomPath_, fitsPath_)); // fits.tsr, the target, is the headline
        QVERIFY(window_->document().target());
        SummaryView* view = summaryViewOf(*window_);
        QCOMPARE(view->categoryModel()->columnCount(), 5);
        QCOMPARE(view->memoryModel()->columnCount(), 4);
        QVERIFY(window_->windowTitle().contains(QStringLiteral("oom.json")));
        window_->stopComparing(); // the headline stays
        QVERIFY(!window_->document().target());
        QCOMPARE(window_->document().source()->path, fitsPath_);
        QCOMPARE(view->categoryModel()->columnCount(), 3);
        QCOMPARE(view->memoryModel()->columnCount(), 2);
        QVERIFY(!window_->windowTitle().contains(QStringLiteral("oom.json")));
        window_->closeReport();
        QVERIFY(window_->document().isEmpty());
        QCOMPARE(view->categoryModel()->rowCount(), 0);
        QCOMPARE(view->worstTilesModel()->rowCount(), 0);
        QCOMPARE(view->memoryModel()->rowCount(), 0);
        QVERIFY(!view->banner()->isVisibleTo(view));
    }

    void cancelDropsTheResult()
    {
        QSignalSpy shown(window_.get(), &MainWindow::reportShown);
        auto* progress = window_->findChild<QProgressBar*>(QStringLiteral("loadProgress"));
        QVERIFY(progress);
        QVERIFY(!progress->isVisible());
        window_->openReport(oomPath_);
        QVERIFY(window_->loader().isLoading());
        QVERIFY(progress->isVisible());
        auto* cancel = window_->statusBar()->findChild<QPushButton*>();
        QVERIFY(cancel && cancel->isVisible());
        QTest::mouseClick(cancel, Qt::LeftButton);
        QVERIFY(!window_->loader().isLoading());
        QVERIFY(!progress->isVisible());
        QThreadPool::globalInstance()->waitForDone();
        QTest::qWait(50);
        QCOMPARE(shown.count(), 0);
        QVERIFY(window_->document().isEmpty());
    }

    void supersededLoadIsDropped()
    {
        QSignalSpy shown(window_.get(), &MainWindow::reportShown);
        window_->openReport(oomPath_);
        window_->openReport(fitsPath_);
        QTRY_COMPARE(shown.count(), 1);
        QThreadPool::globalInstance()->waitForDone();
        QTest::qWait(50);
        QCOMPARE(shown.count(), 1);
        QCOMPARE(window_->document().source()->path, fitsPath_);
    }

    void droppedFileIsOpened()
    {
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(oomPath_)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(window_.get(), &enter);
        QVERIFY(enter.isAccepted());
        QSignalSpy shown(window_.get(), &MainWindow::reportShown);
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(window_.get(), &drop);
        QTRY_COMPARE(shown.count(), 1);
        QCOMPARE(window_->document().source()->path, oomPath_);
    }

    void recentFilesAreKeptPrunedAndCapped()
    {
        QVERIFY(open(fitsPath_));
        QVERIFY(open(oomPath_));
        QCOMPARE(RecentFiles::files(), (QStringList{oomPath_, fitsPath_}));

        QTemporaryDir many;
        for (int i = 0; i < 12; ++i)
            RecentFiles::add(test::writeSmallReport(many, false, QStringLiteral("r%1.tsr").arg(i)));
        QCOMPARE(RecentFiles::files().size(), RecentFiles::kMaxEntries);
        QCOMPARE(RecentFiles::files().front(), many.filePath(QStringLiteral("r11.tsr")));
        QFile::remove(many.filePath(QStringLiteral("r11.tsr")));
        QCOMPARE(RecentFiles::files().front(), many.filePath(QStringLiteral("r10.tsr")));
        QCOMPARE(RecentFiles::files().size(), RecentFiles::kMaxEntries - 1);
    }

    void selectedTileIsHighlightedAmongWorstTiles()
    {
        window_->document().setSelectedTile(5);
        QVERIFY(open(oomPath_));
        const QTableView* table = summaryViewOf(*window_)->worstTilesTable();
        QVERIFY(table->selectionModel()->isRowSelected(0, {}));
        window_->document().setSelectedTile(3);
        QVERIFY(table->selectionModel()->isRowSelected(4, {}));
        QVERIFY(!table->selectionModel()->isRowSelected(0, {}));
    }

    // The headline is the target, whichever way the comparison was made; the banner gives its verdict
    // and the source's beside it.
    void comparisonBannerGivesTargetVerdict()
    {
        QVERIFY(open(fitsPath_, oomPath_));
        const FitBanner* banner = summaryViewOf(*window_)->banner();
        QVERIFY(banner->isOutOfMemory());
        QCOMPARE(window_->document().headlineReport()->path, oomPath_);
        QVERIFY2(banner->details().contains(QStringLiteral("Source report: fits in memory")),
                 qPrintable(banner->details()));
    }

    void reloadPicksUpChangesOnDisk()
    {
        QTemporaryDir dir;
        const QString path = test::writeSmallReport(dir, false, QStringLiteral("changing.tsr"));
        QVERIFY(open(path));
        QVERIFY(!summaryViewOf(*window_)->banner()->isOutOfMemory());
        QVERIFY(QFile::remove(path));
        test::writeSmallReport(dir, true, QStringLiteral("changing.tsr"));
        QSignalSpy shown(window_.get(), &MainWindow::reportShown);
        window_->activateWindow(); // shortcuts reach only the active window
        QVERIFY(QTest::qWaitForWindowActive(window_.get()));
        QTest::keyClick(window_.get(), Qt::Key_F5);
        QTRY_COMPARE(shown.count(), 1);
        QVERIFY(summaryViewOf(*window_)->banner()->isOutOfMemory());
    }

    void bannerAndPlotReadInADarkPalette()
    {
        QPalette dark;
        dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
        dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
        dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
        dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
        window_->setPalette(dark);
        QVERIFY(open(oomPath_));
        SummaryView* view = summaryViewOf(*window_);

        // The banner keeps its own colours: still red, with light text on it.
        const FitBanner* banner = view->banner();
        const QColor background = bannerBackground(*banner);
        QVERIFY2(background.red() > 150 && background.green() < 90, qPrintable(background.name()));
        const QImage image = const_cast<FitBanner*>(banner)->grab().toImage();
        bool lightText = false;
        for (int y = 0; y < image.height() / 2 && !lightText; ++y)
            for (int x = 0; x < image.width() / 3 && !lightText; ++x)
                lightText = qGray(image.pixel(x, y)) > 230;
        QVERIFY(lightText);

        // The plot follows the palette instead of QCustomPlot's fixed white.
        auto* plot = view->findChild<TileHistogramPlot*>();
        QVERIFY(plot);
        const QImage plotImage = plot->grab().toImage();
        QVERIFY(qGray(plotImage.pixel(2, 2)) < 60);
    }

    void geometryAndLanguageArePersisted()
    {
        window_->resize(1010, 707);
        window_->close();
        MainWindow restored;
        QCOMPARE(restored.size(), QSize(1010, 707));

        QAction* german = nullptr;
        for (QAction* action : restored.findChildren<QAction*>())
            if (action->text() == QStringLiteral("Deutsch"))
                german = action;
        QVERIFY(german);
        restored.setErrorDialogsEnabled(false);
        german->trigger();
        QCOMPARE(LanguageSetting::stored(), QStringLiteral("de"));
        // The language applies at once (LanguageSwitchTest); the other tests read English.
        LanguageSetting::store(QStringLiteral("en"));
        LanguageSetting::install(*QCoreApplication::instance(), QStringLiteral("en"));
        QCoreApplication::processEvents();
    }

    void viewsAreFoundByName()
    {
        QVERIFY(!window_->windowIcon().pixmap(32).isNull()); // the embedded SVG icon renders
        QVERIFY(window_->showView(QStringLiteral("Summary")));
        QVERIFY(!window_->showView(QStringLiteral("no-such-view")));
    }
};

TILESCOPE_GUI_TEST_MAIN(MainWindowTest)
#include "MainWindowTest.moc"
