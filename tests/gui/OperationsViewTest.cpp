// The Operations view and its models: golden text dumps of the operations table (alone and
// compared) and of the program tree over the small fixture, as hotspot's model tests keep them;
// QAbstractItemModelTester on every model and proxy, emptied too; sorting and filtering; and one
// selected operation shared by the table, the trace, the liveness plot and the program tree.

#include "app/MainWindow.h"
#include "document/ReportDocument.h"
#include "GuiTestSupport.h"
#include "models/TableCsv.h"
#include "report/ReportIO.h"
#include "report/ReportSummary.h"
#include "TestReports.h"
#include "views/liveness/LivenessPlot.h"
#include "views/liveness/LivenessView.h"
#include "views/operations/OperationFilterModel.h"
#include "views/operations/OperationsModel.h"
#include "views/operations/OperationsView.h"
#include "views/operations/OperationTypesModel.h"
#include "views/operations/PlanBreakdownPanel.h"
#include "views/programs/ProgramTreeModel.h"
#include "views/programs/ProgramTreeView.h"
#include "views/trace/ExecutionTraceView.h"
#include "views/trace/TracePlot.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QTableView>
#include <QTableWidget>
#include <QThreadPool>
#include <QTreeView>
#include <QTest>

using namespace tilescope;
using namespace tilescope::gui;
using namespace Qt::StringLiterals;

namespace {

// A table as text: the header, then one line per row, cells separated by " | ".
QString dumpTable(const QAbstractItemModel& model)
{
    QStringList lines;
    QStringList cells;
    for (int column = 0; column < model.columnCount(); ++column)
        cells.append(model.headerData(column, Qt::Horizontal).toString());
    lines.append(cells.join(QStringLiteral(" | ")));
    for (int row = 0; row < model.rowCount(); ++row) {
        cells.clear();
        for (int column = 0; column < model.columnCount(); ++column)
            cells.append(model.index(row, column).data().toString());
        lines.append(cells.join(QStringLiteral(" | ")));
    }
    return lines.join(u'\n') + u'\n';
}

// A tree as text: one node per line, indented by depth, with every column.
void dumpTree(const QAbstractItemModel& model, const QModelIndex& parent, int depth, QStringList& lines)
{
    for (int row = 0; row < model.rowCount(parent); ++row) {
        QStringList cells;
        for (int column = 0; column < model.columnCount(parent); ++column)
            cells.append(model.index(row, column, parent).data().toString());
        lines.append(QString(depth * 2, u' ') + cells.join(QStringLiteral(" | ")));
        dumpTree(model, model.index(row, 0, parent), depth + 1, lines);
    }
}

// Compares `text` with the golden file `name`; TILESCOPE_UPDATE_GOLDEN=1 rewrites it instead.
void compareWithGolden(const QString& text, const QString& name)
{
    const QString path = QStringLiteral(TILESCOPE_GOLDEN_DIR "/") + name;
    if (qEnvironmentVariableIntValue("TILESCOPE_UPDATE_GOLDEN") == 1) {
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Text));
        out.write(text.toUtf8());
        return;
    }
    QFile file(path);
    QVERIFY2(file.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(path));
    const QString golden = QString::fromUtf8(file.readAll());
    if (golden != text)
        qWarning().noquote() << "actual:\n" << text;
    QCOMPARE(text, golden);
}

// The small report's target: conv1 planned with more temporary memory and fewer cycles, relu1
// gone, a pool added.
Report changedReport()
{
    Report r = test::makeSmallReport();
    r.operations.cycles[0] = 900;
    r.operations.tempBytesPerTile[0] = 2048;
    r.operations.plan.set(0, "batch 1, field 1x2, in 1, out 4");
    r.operations.name.set(1, "pool1");
    r.operations.type.set(1, "maxpool");
    return r;
}

} // namespace

class OperationsViewTest : public QObject {
    Q_OBJECT

private:
    const Report small_ = test::smallReportWithExecution();
    const Report changed_ = changedReport();

private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void cleanup() { QThreadPool::globalInstance()->waitForDone(); }

    void operationsTableMatchesGolden()
    {
        OperationsModel model;
        model.setReports(&small_, nullptr);
        compareWithGolden(dumpTable(model), QStringLiteral("small-operations.txt"));
        model.setReports(&small_, &changed_);
        compareWithGolden(dumpTable(model), QStringLiteral("small-operations-compared.txt"));
    }

    void programTreeMatchesGolden()
    {
        ProgramTreeModel model;
        model.setReport(&small_);
        QStringList lines;
        dumpTree(model, {}, 0, lines);
        compareWithGolden(lines.join(u'\n') + u'\n', QStringLiteral("small-program-tree.txt"));
    }

    void modelsPassModelTesterThroughEveryState()
    {
        OperationsModel operations;
        OperationFilterModel filter;
        filter.setSourceModel(&operations);
        OperationTypesModel types;
        QAbstractItemModelTester operationsTester(&operations, QAbstractItemModelTester::FailureReportingMode::Fatal);
        QAbstractItemModelTester filterTester(&filter, QAbstractItemModelTester::FailureReportingMode::Fatal);
        QAbstractItemModelTester typesTester(&types, QAbstractItemModelTester::FailureReportingMode::Fatal);
        operations.setReports(&small_, nullptr);
        types.setReports(&small_, nullptr);
        QCOMPARE(operations.rowCount(), 2);
        QCOMPARE(operations.columnCount(), 16);
        QCOMPARE(types.rowCount(), 2);
        filter.setFilterText(QStringLiteral("relu"));
        QCOMPARE(filter.rowCount(), 1);
        operations.setReports(&small_, &changed_);
        types.setReports(&small_, &changed_);
        QCOMPARE(operations.rowCount(), 3); // conv1 in both, relu1 and pool1 in one each
        QCOMPARE(types.rowCount(), 3);
        QCOMPARE(filter.rowCount(), 1);
        filter.setFilterText(QString());
        QCOMPARE(filter.rowCount(), 3);
        operations.setReports(nullptr, nullptr);
        types.setReports(nullptr, nullptr);
        QCOMPARE(operations.rowCount(), 0);
        QCOMPARE(filter.rowCount(), 0);
        QCOMPARE(types.rowCount(), 0);
    }

    void comparedColumnsHoldSourceTargetAndDifference()
    {
        OperationsModel model;
        model.setReports(&small_, &changed_);
        const int cycles = model.columnOfField(OperationsModel::CyclesField);
        QCOMPARE(model.headerData(cycles, Qt::Horizontal).toString(), QStringLiteral("Cycles (source)"));
        QCOMPARE(model.index(0, cycles).data().toString(), QStringLiteral("1200"));
        QCOMPARE(model.index(0, cycles + 1).data().toString(), QStringLiteral("900"));
        QCOMPARE(model.index(0, cycles + 2).data().toString(), QStringLiteral("\u2212300"));
        QCOMPARE(model.index(0, cycles + 2).data(ComparedTableModel::RawValueRole).toLongLong(), -300);
        const int plan = model.columnOfField(OperationsModel::PlanField);
        QVERIFY(model.index(0, plan).data().toString().contains(QStringLiteral(" → ")));
        QCOMPARE(model.operationName(2), QStringLiteral("pool1"));
        QVERIFY(model.index(2, cycles).data().toString().isEmpty());
    }

    // An out-of-memory report has no execution, and the Summary says "not profiled"; its cycles
    // per operation are the compiler's estimates, and the view says so of that report alone.
    void cyclesOfAReportThatDidNotRunAreCalledEstimates()
    {
        ReportDocument document;
        OperationsView view(document);
        auto notes = [&view] { return view.findChild<QLabel*>(QStringLiteral("operationNotes")); };
        auto load = [](const Report& report, const QString& path) {
            return std::make_shared<const LoadedReport>(LoadedReport{path, QString(), report, summarize(report)});
        };
        const Report unprofiled = test::makeSmallReport(true);
        QVERIFY(!unprofiled.execution);
        document.setReports(load(small_, QStringLiteral("ran.tsr")), nullptr);
        QVERIFY(notes()->isHidden());
        document.setReports(load(small_, QStringLiteral("ran.tsr")), load(unprofiled, QStringLiteral("oom.tsr")));
        QVERIFY(notes()->text().contains(
            u"oom.tsr was not profiled (the Summary says so): its cycles are the compiler's estimates"_s));
        QVERIFY(!notes()->text().contains(u"ran.tsr was not profiled"_s));
        document.setReports(load(unprofiled, QStringLiteral("oom.tsr")), nullptr);
        QVERIFY(!notes()->isHidden());
        QVERIFY(notes()->text().startsWith(u"oom.tsr was not profiled"_s));
        // Simulated reports (no file) are named by what tells them apart, in the note as in the
        // columns ("Step 2 was not profiled" beside columns of "batch 48" and "batch 32").
        Report before = small_, after = unprofiled;
        before.options["batch-size"] = "48";
        after.options["batch-size"] = "32";
        document.setReports(load(before, QString()), load(after, QString()));
        const QString targetName = document.nameOf(document.target());
        QVERIFY2(targetName != document.target()->displayName(), qPrintable(targetName));
        QVERIFY2(notes()->text().contains(targetName + u" was not profiled"_s), qPrintable(notes()->text()));
    }

    // The selected operation's plan by PopLibs' terms, the budget it met and its vertex; both reports'
    // when comparing; an operation without a plan says so.
    void thePlanPanelSaysWhyThePlanIsWhatItIs()
    {
        ReportDocument document;
        OperationsView view(document);
        auto load = [](const Report& report, const QString& path) {
            return std::make_shared<const LoadedReport>(LoadedReport{path, QString(), report, summarize(report)});
        };
        Report met = small_;
        met.operations.plannerPhase[0] = PlannerPhase::Phase1;
        met.operations.planBudgetBytes[0] = 600;
        met.operations.planTransformBytes[0] = 100;
        met.operations.planInputBytes[0] = 20;
        met.operations.plan.set(0, "batch 2 x field 1x1 x kernel 1 x groups 1 x in 1 x out 1, expand HxW, AMP, 4 tiles");
        document.setReports(load(small_, QStringLiteral("fallback.tsr")), nullptr);
        PlanBreakdownPanel* panel = view.planPanel();
        QTableWidget* terms = panel->termsTable();
        document.setSelectedOperation(QStringLiteral("conv1"));
        QCOMPARE(terms->rowCount(), 10); // nine terms and the total
        QCOMPARE(terms->columnCount(), 2);
        QCOMPARE(terms->item(0, 1)->text(), QStringLiteral("(a) input slice of one step"));
        QCOMPARE(terms->item(0, 0)->text(), QStringLiteral("120 bytes"));
        QCOMPARE(terms->item(5, 0)->text(), QStringLiteral("40 bytes"));
        QCOMPARE(terms->item(9, 0)->text(), QStringLiteral("400 bytes"));
        QVERIFY2(panel->headline()->text().contains(u"no budget met: planned for minimum memory"_s),
                 qPrintable(panel->headline()->text()));
        QVERIFY(panel->headline()->text().contains(u"ConvPartial1x1Out"_s)); // the small report's vertex names have no "::"

        document.setReports(load(small_, QStringLiteral("fallback.tsr")), load(met, QStringLiteral("met.tsr")));
        document.setSelectedOperation(QStringLiteral("conv1"));
        QCOMPARE(terms->columnCount(), 3);
        QCOMPARE(terms->horizontalHeaderItem(1)->text(), document.targetName());
        QCOMPARE(terms->item(3, 0)->text(), QStringLiteral("0 bytes"));
        QCOMPARE(terms->item(3, 1)->text(), QStringLiteral("100 bytes"));
        QCOMPARE(terms->item(0, 1)->text(), QStringLiteral("20 bytes"));
        QVERIFY2(panel->headline()->text().contains(u"budget 0.6 × "_s) &&
                     panel->headline()->text().contains(u" = 600 bytes"_s),
                 qPrintable(panel->headline()->text()));
        // Each report's plan with its transforms.
        QVERIFY2(panel->headline()->text().contains(u"plan: batch 2 x field 1x1 x kernel 1 x groups 1 x in 1 x out 1, expand HxW"_s),
                 qPrintable(panel->headline()->text()));

        document.setSelectedOperation(QStringLiteral("relu1"));
        QVERIFY(terms->isHidden());
        QVERIFY(panel->headline()->text().contains(u"relu1 has no plan"_s));
    }

    void viewSortsFiltersAndSharesTheSelection()
    {
        test::isolateSettings();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("small.tsr"));
        saveReport(small_, path.toStdString(), ReportEncoding::Binary);
        MainWindow window;
        window.setErrorDialogsEnabled(false);
        window.resize(1400, 900);
        window.show();
        window.openReport(path);
        QVERIFY(test::waitForLoad(window));
        window.showView(QStringLiteral("operations"));
        auto* view = window.findChild<OperationsView*>();
        auto* table = view->findChild<QTableView*>(QStringLiteral("operationsTable"));
        QVERIFY(table);
        // The costliest first.
        QCOMPARE(table->model()->index(0, 0).data().toString(), QStringLiteral("conv1"));
        table->sortByColumn(0, Qt::DescendingOrder);
        QCOMPARE(table->model()->index(0, 0).data().toString(), QStringLiteral("relu1"));
        auto* filter = view->findChild<QLineEdit*>(QStringLiteral("operationFilter"));
        QTest::keyClicks(filter, QStringLiteral("CONV"));
        QCOMPARE(table->model()->rowCount(), 1);
        QVERIFY(view->findChild<QLabel*>(QStringLiteral("operationCount"))->text().contains(QStringLiteral("1 of 2")));
        // The CSV export has what the table shows, raw numbers where there are some.
        const QString csv = tableToCsv(*table->model());
        QVERIFY2(csv.startsWith(QStringLiteral("Operation,Type,Block,IPU,Stage,Cycles,")), qPrintable(csv));
        QVERIFY(csv.contains(QStringLiteral("conv1,conv2d,layer1,0,,1200,400,4000,")));
        QCOMPARE(csv.count(u'\n'), 2);
        filter->clear();

        // Selecting relu1 in the table selects it everywhere.
        const QModelIndex relu = table->model()->index(0, 0);
        table->selectionModel()->setCurrentIndex(relu, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        QCOMPARE(window.document().selectedOperation(), QStringLiteral("relu1"));
        // Views behind other tabs follow when they are shown.
        window.showView(QStringLiteral("programs"));
        auto* programs = window.findChild<ProgramTreeView*>();
        const QModelIndex node = programs->source().tree->currentIndex();
        QCOMPARE(node.data().toString(), QStringLiteral("relu1/Op"));
        window.showView(QStringLiteral("liveness"));
        auto* liveness = window.findChild<LivenessView*>();
        QCOMPARE(liveness->matchText(), QStringLiteral("Matching steps: 1"));
        window.showView(QStringLiteral("trace"));
        auto* trace = window.findChild<ExecutionTraceView*>();
        QTRY_VERIFY(!trace->isPreparing());
        const auto* plot = trace->findChild<TracePlot*>(QStringLiteral("executionTracePlot"));
        QCOMPARE(plot->scene().sides[0].window.ipu(1).marks.size(), std::size_t(1));
        // The trace's own table follows, and choosing there comes back here.
        auto* time = trace->findChild<QTableView*>(QStringLiteral("operationTimeTable"));
        QCOMPARE(time->currentIndex().data().toString(), QStringLiteral("relu1"));
        window.document().setSelectedOperation(QStringLiteral("conv1"));
        QCOMPARE(table->currentIndex().data().toString(), QStringLiteral("conv1"));
    }
};

TILESCOPE_GUI_TEST_MAIN(OperationsViewTest)
#include "OperationsViewTest.moc"
