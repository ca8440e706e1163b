// The models behind the Execution trace, without widgets: the index's per-block sums, the folding
// of a window (every visible row in exactly one box, folds never across a phase or micro-batch,
// none when zoomed in), operation runs and marks, the words of tooltips, and the side tables.

#include "GuiTestSupport.h"
#include "views/trace/IpuTimeModel.h"
#include "views/trace/OperationTimeModel.h"
#include "views/trace/TraceDetails.h"
#include "views/trace/TraceIndex.h"
#include "views/trace/TraceOperationRuns.h"
#include "views/trace/TraceWindow.h"

#include <QAbstractItemModelTester>
#include <QTest>

#include <random>

using namespace tilescope;
using namespace tilescope::gui;

class TraceModelsTest : public QObject {
    Q_OBJECT

private:
    std::shared_ptr<const Report> pipelined_ = std::make_shared<const Report>(test::smallPipelinedReport());
    std::shared_ptr<const TraceIndex> index_ = TraceIndex::build(pipelined_);
    std::shared_ptr<const Report> small_ = std::make_shared<const Report>(test::smallReportWithExecution());

    static constexpr double kWidthPx = 1'000.0;

    TraceWindow fullWindow() const
    {
        const double end = double(index_->endCycle());
        return TraceWindow::compute(*index_, nullptr, nullptr, 0.0, end, end / kWidthPx);
    }

private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void blockSumsEqualTheRowsTheyCover()
    {
        const Execution& e = *pipelined_->execution;
        std::mt19937 random(7);
        for (std::uint32_t ipu = 0; ipu < index_->ipuCount(); ++ipu) {
            const auto [begin, end] = e.traceRowsOf(ipu);
            for (int trial = 0; trial < 20; ++trial) {
                std::uint64_t a = begin + random() % (end - begin), b = begin + random() % (end - begin);
                if (a > b)
                    std::swap(a, b);
                KindCycles expected{};
                for (auto row = a; row < b; ++row)
                    expected[std::size_t(e.traceKind[row])] += e.traceCycles[row];
                QVERIFY(index_->cyclesIn(ipu, a, b) == expected);
            }
        }
        QCOMPARE(index_->stagesOf(2), (std::vector<std::int32_t>{2}));
        QVERIFY(index_->endCycle() > 0);
    }

    void fullZoomFoldsEveryRowIntoOneBoxOnce()
    {
        const Execution& e = *pipelined_->execution;
        const TraceWindow window = fullWindow();
        QVERIFY(window.foldedStepBoxes() > 0);
        for (std::uint32_t ipu = 0; ipu < window.ipuCount(); ++ipu) {
            const auto& boxes = window.ipu(ipu).steps;
            const auto [begin, end] = e.traceRowsOf(ipu);
            QVERIFY(!boxes.empty());
            // Far fewer boxes than rows: a few per three pixels at most.
            QVERIFY2(boxes.size() < std::size_t(kWidthPx), qPrintable(QString::number(boxes.size())));
            QCOMPARE(boxes.front().first, begin);
            QCOMPARE(boxes.back().last, end);
            for (std::size_t b = 0; b < boxes.size(); ++b) {
                const TraceBox& box = boxes[b];
                if (b > 0)
                    QCOMPARE(box.first, boxes[b - 1].last);
                QCOMPARE(box.start, double(e.traceStartCycle[box.first]));
                if (!box.folded())
                    continue;
                // One phase and micro-batch per fold, so the band above it stays true.
                for (auto row = box.first; row < box.last; ++row) {
                    QCOMPARE(e.tracePhase[row], e.tracePhase[box.first]);
                    QCOMPARE(e.traceMicroBatch[row], e.traceMicroBatch[box.first]);
                }
                QVERIFY(window.ipu(ipu).stepKinds[b] == index_->cyclesIn(ipu, box.first, box.last));
            }
        }
    }

    void zoomedInNothingFoldsAndTheWindowStartsAtItsFirstRow()
    {
        const Execution& e = *pipelined_->execution;
        const double from = double(index_->endCycle()) * 0.4;
        const TraceWindow window = TraceWindow::compute(*index_, nullptr, nullptr, from, from + 5'000.0, 0.1);
        QCOMPARE(window.foldedStepBoxes(), std::size_t(0));
        for (std::uint32_t ipu = 0; ipu < window.ipuCount(); ++ipu) {
            const auto& boxes = window.ipu(ipu).steps;
            QVERIFY(!boxes.empty());
            // The first box holds the window's start; the last starts inside the window.
            QVERIFY(boxes.front().start <= from && boxes.front().end > from);
            QVERIFY(boxes.back().start < from + 5'000.0);
            QCOMPARE(boxes.back().end, double(index_->rowEnd(boxes.back().first)));
            QVERIFY(boxes.size() < 100);
            QCOMPARE(e.traceIpuBegin[ipu] <= boxes.front().first, true);
        }
    }

    void stageBandsAndOperationMarks()
    {
        const Execution& e = *pipelined_->execution;
        const TraceWindow window = fullWindow();
        // IPU 3 (the last stage) waits for the others first: its band starts after IPU 0's.
        QVERIFY(!window.ipu(0).stages.empty() && !window.ipu(3).stages.empty());
        QVERIFY(window.ipu(3).stages.front().start > window.ipu(0).stages.front().start);
        std::int32_t op = kNone;
        for (auto row = e.traceRowsOf(1).first; op == kNone; ++row)
            op = index_->operationOfRow(row);
        const auto rows = rowsOfOperation(*index_, op);
        const TraceWindow marked = TraceWindow::compute(*index_, nullptr, &rows, 0.0, double(index_->endCycle()),
                                                        double(index_->endCycle()) / kWidthPx);
        QVERIFY(!marked.ipu(1).marks.empty());
        std::uint64_t markedRows = 0;
        for (const TraceBox& box : marked.ipu(1).marks)
            markedRows += box.count();
        QCOMPARE(markedRows, std::uint64_t(rows[1].size()));
        QVERIFY(marked.ipu(0).marks.empty()); // an operation runs on one IPU
    }

    void operationRunsJoinSyncsAndEndAtIdle()
    {
        const auto index = TraceIndex::build(small_);
        const auto runs = TraceOperationRuns::build(*index);
        QCOMPARE(runs->runsOf(0).size(), std::size_t(1));
        QCOMPARE(runs->runsOf(0)[0].operation, 0);
        QCOMPARE(runs->runsOf(0)[0].firstRow, std::uint64_t(0));
        QCOMPARE(runs->runsOf(0)[0].endRow, std::uint64_t(2));
        QCOMPARE(runs->runsOf(1).size(), std::size_t(1));
        QCOMPARE(runs->runsOf(1)[0].operation, 1);
        QCOMPARE(runs->runsOf(1)[0].firstRow, std::uint64_t(7));
        const auto big = TraceOperationRuns::build(*index_);
        const Execution& e = *pipelined_->execution;
        for (std::uint32_t ipu = 0; ipu < index_->ipuCount(); ++ipu)
            for (const OperationRun& run : big->runsOf(ipu)) {
                QCOMPARE(index_->operationOfRow(run.firstRow), run.operation);
                QCOMPARE(index_->operationOfRow(run.endRow - 1), run.operation);
                for (auto row = run.firstRow; row < run.endRow; ++row)
                    QVERIFY(e.traceKind[row] != TraceKind::Idle);
            }
    }

    void detailsNameTheStepAndWhatAFoldHolds()
    {
        const auto index = TraceIndex::build(small_);
        const QString conv = TraceDetails::rowHtml(*index, 0, 1);
        for (const char* expected : {"conv1/Convolve", "Compute set", "conv1 (conv2d)", "Forward", "1200 cycles",
                                     "Active tiles", "Pipeline stage"})
            QVERIFY2(conv.contains(QLatin1String(expected)), qPrintable(conv));
        const QString exchange = TraceDetails::rowHtml(*index, 0, 0);
        QVERIFY2(exchange.contains(QStringLiteral("Bytes in")) && exchange.contains(QStringLiteral("4.00 KiB")),
                 qPrintable(exchange));
        QVERIFY(TraceDetails::rowHtml(*index, 1, 4).contains(QStringLiteral("for another IPU")));
        const QString fold = TraceDetails::boxHtml(*index, nullptr, 0, TraceTrack::Steps, TraceBox{0, 1340, 0, 3});
        QVERIFY2(fold.contains(QStringLiteral("3 steps")) && fold.contains(QStringLiteral("Compute")), qPrintable(fold));
        const QString stage = TraceDetails::boxHtml(*index, nullptr, 1, TraceTrack::Stages, TraceBox{1340, 1510, 0, 1});
        QVERIFY2(stage.contains(QStringLiteral("micro-batch 0")), qPrintable(stage));
    }

    void sideTablesPassModelTesterThroughEveryState()
    {
        const auto totals = std::make_shared<const ExecutionTotals>(executionTotals(*small_));
        OperationTimeModel operations;
        IpuTimeModel ipus;
        QAbstractItemModelTester operationTester(&operations, QAbstractItemModelTester::FailureReportingMode::Fatal);
        QAbstractItemModelTester ipuTester(&ipus, QAbstractItemModelTester::FailureReportingMode::Fatal);
        operations.setTotals(small_.get(), totals, nullptr, nullptr);
        ipus.setTotals(small_.get(), totals, nullptr, nullptr);
        QCOMPARE(operations.rowCount(), 3); // two operations and the time of none
        QCOMPARE(operations.operationName(0), QStringLiteral("conv1"));
        QCOMPARE(operations.operationName(2), QString());
        const int busy = operations.columnOfField(OperationTimeModel::TotalField);
        QCOMPARE(operations.index(0, busy).data(ComparedTableModel::RawValueRole).toULongLong(), 1310ull);
        QCOMPARE(ipus.rowCount(), 2);
        QCOMPARE(ipus.index(0, ipus.columnOfField(IpuTimeModel::UtilisationField)).data().toString(),
                 QStringLiteral("88.7\u00a0%"));
        operations.setTotals(small_.get(), totals, small_.get(), totals);
        ipus.setTotals(small_.get(), totals, small_.get(), totals);
        QVERIFY(operations.isComparing());
        QCOMPARE(operations.headerData(busy + 2, Qt::Horizontal).toString(), QStringLiteral("Busy cycles (difference)"));
        QCOMPARE(operations.index(0, busy + 2).data().toString(), QStringLiteral("0"));
        operations.setTotals(nullptr, nullptr, nullptr, nullptr);
        ipus.setTotals(nullptr, nullptr, nullptr, nullptr);
        QCOMPARE(operations.rowCount(), 0);
        QCOMPARE(ipus.rowCount(), 0);
    }
};

TILESCOPE_GUI_TEST_MAIN(TraceModelsTest)
#include "TraceModelsTest.moc"
