// The out-of-memory journey of seeds/000 §2.1, click by click through the real main window:
// open the amp 0.6 report, see that it does not fit, find the worst tile, follow it in the
// liveness and regions views, search the program tree for "convolution" and read amp 0.6, then
// compare with amp 0.75. The reports are compiled here by the simulator, as a user would make them.

#include "GuiTestSupport.h"

#include "app/MainWindow.h"
#include "document/ReportDocument.h"
#include "driver/Compiler.h"
#include "model/Builtins.h"
#include "report/ReportIO.h"
#include "views/liveness/LivenessPlot.h"
#include "views/liveness/LivenessSource.h"
#include "views/liveness/LivenessView.h"
#include "views/memory/MemoryView.h"
#include "views/programs/ProgramTreeView.h"
#include "views/regions/RegionsView.h"
#include "views/regions/TileBlocksModel.h"
#include "views/summary/FitBanner.h"
#include "views/summary/SummaryView.h"

#include <QTextBrowser>
#include <QThreadPool>
#include <QtTest>

#include <memory>

using namespace tilescope;
using namespace tilescope::gui;

namespace {

QString compileJourneyReport(const QTemporaryDir& dir, double amp)
{
    // The configuration of tests/core/compiler/SeedJourneyTest.cpp: the seed's model in fp32.
    CompileOptions options;
    options.batchSize = 48;
    options.availableMemoryProportion = amp;
    options.precision = Precision::parse("32.32");
    BuiltinOptions builtin;
    builtin.withLoss = false;
    const auto path = dir.filePath(QStringLiteral("resnext50-amp%1.tsr").arg(amp));
    saveReport(compile(makeBuiltinModel("resnext50_32x4d", builtin), options), path.toStdString(),
               ReportEncoding::Binary);
    return path;
}

template <class View> View* viewOf(MainWindow& window)
{
    for (ReportView* view : window.views())
        if (auto* found = qobject_cast<View*>(view))
            return found;
    return nullptr;
}

} // namespace

class SeedJourneyTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;
    QString amp06_;
    QString amp075_;
    std::unique_ptr<MainWindow> window_;

private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        amp06_ = compileJourneyReport(dir_, 0.6);
        amp075_ = compileJourneyReport(dir_, 0.75);
        test::isolateSettings();
        window_ = std::make_unique<MainWindow>();
        window_->setErrorDialogsEnabled(false);
        window_->resize(1400, 900);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    }

    void cleanupTestCase()
    {
        window_.reset();
        QThreadPool::globalInstance()->waitForDone();
    }

    void theReportDoesNotFit()
    {
        window_->openReport(amp06_);
        QVERIFY(test::waitForLoad(*window_));
        auto* summary = viewOf<SummaryView>(*window_);
        QVERIFY(summary);
        QVERIFY(summary->banner()->isOutOfMemory());
        QVERIFY(summary->banner()->details().contains(QStringLiteral("Out of memory on tile")));
    }

    void theWorstTileIsOneClickAway()
    {
        auto* memory = viewOf<MemoryView>(*window_);
        QVERIFY(memory);
        QVERIFY(window_->showView(memory->viewId()));
        memory->selectWorstTile();
        const auto worst = window_->document().source()->summary.worstTile.id;
        QCOMPARE(window_->document().selectedTile(), std::optional<std::uint32_t>(worst));
        QVERIFY(std::find(memory->selectedTiles().begin(), memory->selectedTiles().end(), worst) !=
                memory->selectedTiles().end());
    }

    void livenessFollowsTheWorstTile()
    {
        auto* liveness = viewOf<LivenessView>(*window_);
        QVERIFY(liveness);
        QVERIFY(window_->showView(liveness->viewId()));
        liveness->showWorstTile();
        QTRY_VERIFY(!liveness->isComputing());
        const auto worst = window_->document().source()->summary.worstTile.id;
        QCOMPARE(liveness->source().kind, LivenessSource::Kind::Tile);
        QCOMPARE(liveness->source().index, worst);
        // The tile's curve stays below the tile's memory although the tile does not fit: the gaps.
        QVERIFY(liveness->sourceSeries());
    }

    void theRegionsShowTheGaps()
    {
        auto* regions = viewOf<RegionsView>(*window_);
        QVERIFY(regions);
        QVERIFY(window_->showView(regions->viewId()));
        const auto worst = window_->document().source()->summary.worstTile.id;
        QTRY_COMPARE(regions->shownTile(), std::optional<std::uint32_t>(worst));
        std::uint64_t gapBytes = 0;
        bool overflow = false;
        for (const auto& block : regions->sourceBlocks()->blocks()) {
            if (block.kind == TileBlockKind::Gap)
                gapBytes += block.bytes;
            overflow = overflow || block.kind == TileBlockKind::Overflow;
        }
        QVERIFY(gapBytes > 0);
        QVERIFY(overflow);
    }

    void theProgramTreeShowsTheAmpOfConvolutions()
    {
        auto* programs = viewOf<ProgramTreeView>(*window_);
        QVERIFY(programs);
        QVERIFY(window_->showView(programs->viewId()));
        programs->search(QStringLiteral("convolution"));
        QVERIFY(!programs->source().matches.empty());
        const QString details = programs->source().details->toPlainText();
        QVERIFY2(details.contains(QStringLiteral("0.6")), qPrintable(details.left(400)));
    }

    void comparingWithAmp075()
    {
        window_->openReport(amp06_, amp075_);
        QVERIFY(test::waitForLoad(*window_));
        QVERIFY(window_->document().target());
        auto* liveness = viewOf<LivenessView>(*window_);
        QVERIFY(window_->showView(liveness->viewId()));
        QTRY_VERIFY(!liveness->isComputing());
        // Always-live and not-always-live of both reports, each named (the seed's Fig. 2.8).
        const QStringList names = liveness->plot()->legendNames();
        QVERIFY2(names.size() >= 4, qPrintable(names.join(QStringLiteral(", "))));
    }
};

TILESCOPE_GUI_TEST_MAIN(SeedJourneyTest)
#include "SeedJourneyTest.moc"
