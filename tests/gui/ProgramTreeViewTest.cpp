// The Program tree view on the seed's out-of-memory ResNeXt-101 (batch 32, amp 0.6): search
// "convolution", step through the matches with F3 / Shift+F3, read availableMemoryProportion 0.6 in
// the details; the lazy tree model under QAbstractItemModelTester and against the parent column;
// a 300,000-node tree built and searched quickly; phase 2 explained; comparison side by side.

#include "document/ReportDocument.h"
#include "driver/Compiler.h"
#include "GuiTestSupport.h"
#include "model/Builtins.h"
#include "models/ProgramDetails.h"
#include "report/ReportSummary.h"
#include "TestReports.h"
#include "views/programs/ProgramTreeModel.h"
#include "views/programs/ProgramTreeView.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextLayout>
#include <QTreeView>
#include <QUrl>

#include <memory>

using namespace tilescope;
using namespace tilescope::gui;

namespace {

// A program tree of `functions` functions of `perFunction` nodes each, called from one sequence:
// the shape of a big outlined model, for timing.
Report bigTree(std::size_t functions, std::size_t perFunction)
{
    Report report = test::makeSmallReport(false);
    Programs p;
    const auto add = [&](ProgramKind kind, std::int32_t parent, std::string name, std::int32_t op) {
        p.kind.push_back(kind);
        p.parent.push_back(parent);
        p.name.push_back(std::move(name));
        p.operation.push_back(op);
        p.computeSet.push_back(kNone);
        p.callee.push_back(kNone);
        p.repeatCount.push_back(1);
        p.exchangeBytes.push_back(0);
        return std::int32_t(p.kind.size() - 1);
    };
    const std::int32_t main = add(ProgramKind::ControlProgram, kNone, "main", kNone);
    const std::int32_t body = add(ProgramKind::Sequence, main, "body", kNone);
    for (std::size_t f = 0; f < functions; ++f) {
        const std::int32_t function = add(ProgramKind::Function, kNone, "function " + std::to_string(f), 0);
        add(ProgramKind::Call, body, "call " + std::to_string(f), 0);
        p.callee.back() = function;
        for (std::size_t n = 0; n < perFunction; ++n)
            add(ProgramKind::OnTileExecute, function, "layer" + std::to_string(f) + "/Op" + std::to_string(n), kNone);
    }
    report.programs = std::move(p);
    return report;
}

} // namespace

class ProgramTreeViewTest : public QObject {
    Q_OBJECT

private:
    std::shared_ptr<LoadedReport> oom_;
    std::shared_ptr<LoadedReport> oom075_;
    std::shared_ptr<LoadedReport> small_;
    ReportDocument document_;
    std::unique_ptr<ProgramTreeView> view_;

    std::int32_t currentNode(const ProgramTreeView::Side& side) const
    {
        return side.model->nodeOf(side.tree->currentIndex());
    }

private slots:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
        oom_ = test::compiledResNeXt(0.6);
        oom075_ = test::compiledResNeXt(0.75);
        small_ = test::loadedReport(test::makeSmallReport(true), QStringLiteral("small.tsr"));
        view_ = std::make_unique<ProgramTreeView>(document_);
        view_->resize(1400, 900);
        view_->show();
        QVERIFY(QTest::qWaitForWindowExposed(view_.get()));
    }

    void modelPassesModelTesterThroughEveryState()
    {
        ProgramTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setReport(&small_->report);
        QVERIFY(model.rowCount() > 0);
        model.setReport(&oom_->report);
        QVERIFY(model.rowCount() > 0);
        model.setReport(nullptr);
        QCOMPARE(model.rowCount(), 0);
        model.setReport(&oom_->report);
    }

    void treeFollowsTheParentColumn()
    {
        ProgramTreeModel model;
        model.setReport(&oom_->report);
        const Programs& programs = oom_->report.programs;
        int roots = 0;
        for (std::size_t i = 0; i < programs.size(); ++i) {
            const QModelIndex index = model.indexOfNode(std::int32_t(i));
            QCOMPARE(model.nodeOf(index), std::int32_t(i));
            QCOMPARE(model.nodeOf(index.parent()), programs.parent[i]);
            QCOMPARE(model.index(index.row(), 0, index.parent()), index);
            roots += programs.parent[i] == kNone;
        }
        QCOMPARE(model.rowCount(), roots);
        // Roots are the control program and the outlined functions.
        for (int row = 0; row < model.rowCount(); ++row) {
            const auto kind = programs.kind[std::size_t(model.nodeOf(model.index(row, 0)))];
            QVERIFY(kind == ProgramKind::ControlProgram || kind == ProgramKind::Function);
        }
    }

    void searchingConvolutionFindsItsAvailableMemoryProportion()
    {
        document_.setReports(oom_, nullptr);
        view_->search(QStringLiteral("convolution"));
        const auto& side = view_->source();
        const std::size_t matches = side.matches.size();
        QVERIFY(matches > 1);
        QCOMPARE(view_->matchLabel()->text(), QStringLiteral("1 of %1").arg(matches));
        const std::int32_t node = currentNode(side);
        QCOMPARE(node, side.matches.front());
        // The match is expanded to and selected.
        for (QModelIndex parent = side.tree->currentIndex().parent(); parent.isValid(); parent = parent.parent())
            QVERIFY(side.tree->isExpanded(parent));
        const QString details = side.details->toPlainText();
        QVERIFY2(details.contains(QStringLiteral("availableMemoryProportion")), qPrintable(details));
        QVERIFY2(details.contains(QStringLiteral("0.6")), qPrintable(details));
        QVERIFY(details.contains(QStringLiteral("Plan")));
        QVERIFY(details.contains(QStringLiteral("Planner phase")));

        // F3 and Shift+F3 step through the matches, wrapping around.
        QTest::keyClick(view_.get(), Qt::Key_F3);
        QCOMPARE(view_->matchLabel()->text(), QStringLiteral("2 of %1").arg(matches));
        QCOMPARE(currentNode(side), side.matches[1]);
        QTest::keyClick(view_.get(), Qt::Key_F3, Qt::ShiftModifier);
        QTest::keyClick(view_.get(), Qt::Key_F3, Qt::ShiftModifier);
        QCOMPARE(view_->matchLabel()->text(), QStringLiteral("%1 of %1").arg(matches));
        QCOMPARE(currentNode(side), side.matches.back());
    }

    void everyMatchNamesConvolutionInItsNodeOrOperation()
    {
        document_.setReports(oom_, nullptr);
        view_->search(QStringLiteral("CONVOLUTION"));
        const Report& report = oom_->report;
        for (const std::int32_t node : view_->source().matches) {
            const auto i = std::size_t(node);
            QString text = QString::fromStdString(report.programs.name[i]);
            if (const std::int32_t op = report.programs.operation[i]; op >= 0)
                text += QString::fromStdString(report.operations.name[std::size_t(op)] + report.operations.type[std::size_t(op)]);
            QVERIFY(text.contains(QStringLiteral("convolution"), Qt::CaseInsensitive));
        }
        view_->search(QStringLiteral("no-such-program"));
        QCOMPARE(view_->matchLabel()->text(), QStringLiteral("no matches"));
    }

    void ctrlFFocusesTheSearchField()
    {
        view_->activateWindow();
        view_->source().tree->setFocus();
        QTest::keySequence(view_.get(), QKeySequence::Find);
        QVERIFY(view_->searchField()->hasFocus());
        // Typing searches after a short pause.
        view_->searchField()->clear();
        QTest::keyClicks(view_->searchField(), QStringLiteral("conv1/convolution"));
        QTRY_VERIFY(view_->matchLabel()->text().startsWith(QStringLiteral("1 of ")));
    }

    void detailsShowComputeSetCalleeAndExchange()
    {
        const Report& report = oom_->report;
        const Programs& programs = report.programs;
        for (std::size_t i = 0; i < programs.size(); ++i) {
            const QString html = ProgramDetails::html(report, std::int32_t(i));
            QTextDocument text;
            text.setHtml(html);
            const QString plain = text.toPlainText().remove(QChar(0x200B)); // where long names may wrap
            QVERIFY(plain.contains(QString::fromUtf8(programKindName(programs.kind[i]))));
            if (programs.kind[i] == ProgramKind::Call) {
                QVERIFY(plain.contains(QString::fromStdString(programs.name[std::size_t(programs.callee[i])])));
            } else if (programs.kind[i] == ProgramKind::OnTileExecute && programs.computeSet[i] >= 0) {
                const auto c = std::size_t(programs.computeSet[i]);
                QVERIFY(plain.contains(QStringLiteral("Compute set")));
                QVERIFY(plain.contains(QString::fromStdString(report.computeSets.vertexType[report.computeSets.vertexBegin[c]])));
            } else if (programs.kind[i] == ProgramKind::DoExchange) {
                QVERIFY(plain.contains(QStringLiteral("Exchange bytes")));
            }
        }
        QVERIFY(ProgramDetails::html(report, -1).contains(QStringLiteral("Select a program")));
    }

    void callLinksToItsFunction()
    {
        document_.setReports(oom_, nullptr);
        const Programs& programs = oom_->report.programs;
        std::int32_t call = kNone;
        for (std::size_t i = 0; i < programs.size() && call == kNone; ++i)
            if (programs.kind[i] == ProgramKind::Call)
                call = std::int32_t(i);
        QVERIFY(call != kNone);
        const auto& side = view_->source();
        side.tree->setCurrentIndex(side.model->indexOfNode(call));
        QVERIFY(side.details->toHtml().contains(QStringLiteral("program:%1").arg(programs.callee[std::size_t(call)])));
        emit side.details->anchorClicked(QUrl(QStringLiteral("program:%1").arg(programs.callee[std::size_t(call)])));
        QCOMPARE(currentNode(side), programs.callee[std::size_t(call)]);
    }

    void phaseTwoIsExplainedInWords()
    {
        Report report = oom_->report;
        ProgramTreeModel model;
        model.setReport(&report);
        const auto node = model.nodesMatching(QStringLiteral("convolution")).front();
        const std::int32_t op = ProgramDetails::operationOf(report, node);
        QVERIFY(op >= 0);
        report.operations.plannerPhase[std::size_t(op)] = PlannerPhase::Phase2;
        QTextDocument text;
        text.setHtml(ProgramDetails::html(report, node));
        const QString plain = text.toPlainText().remove(QChar(0x200B));
        QVERIFY(plain.contains(QStringLiteral(
            "Warning: convolution planner unable to meet memory target. Optimising for minimum memory.")));
        QVERIFY(plain.contains(QStringLiteral("2 (minimum memory)")));
        QVERIFY(plain.contains(QStringLiteral("will not shrink")));
    }

    // In a narrow details pane, option names stay whole and identifiers wrap where their parts
    // meet (issue 13.6): no line ends inside "availableMemoryProportion" or a vertex type's word.
    void detailsWrapBetweenWordsOnly()
    {
        const Report& report = oom_->report;
        ProgramTreeModel model;
        model.setReport(&report);
        const auto node = model.nodesMatching(QStringLiteral("convolution")).front();
        QTextDocument text;
        text.setHtml(ProgramDetails::html(report, node));
        text.setTextWidth(340); // the pane in a 900-pixel window
        QVERIFY(text.size().height() > 0); // lays the document out
        QStringList lines;
        for (QTextBlock block = text.begin(); block.isValid(); block = block.next()) {
            const QTextLayout* layout = block.layout();
            for (int l = 0; layout && l < layout->lineCount(); ++l)
                lines.append(block.text().mid(layout->lineAt(l).textStart(), layout->lineAt(l).textLength()).trimmed());
        }
        QVERIFY2(lines.contains(QStringLiteral("availableMemoryProportion")), qPrintable(lines.join(u'|')));
        for (const QString& line : lines)
            QVERIFY2(!line.contains(QStringLiteral("ConvPartial1")) || line.endsWith(QChar(0x200B)) || line.endsWith(u'>')
                         || line.endsWith(u','),
                     qPrintable(u"a vertex type wraps between its parts, not in \"" + line + u'"'));
    }

    void bigTreesBuildAndSearchQuickly()
    {
        const Report report = bigTree(1000, 300); // 302,000 nodes
        ProgramTreeModel model;
        QElapsedTimer timer;
        timer.start();
        model.setReport(&report);
        const qint64 buildMs = timer.restart();
        const auto matches = model.nodesMatching(QStringLiteral("layer999/op29"));
        const qint64 searchMs = timer.restart();
        qInfo("302,000 nodes: tree built in %lld ms, searched in %lld ms", buildMs, searchMs);
        QCOMPARE(matches.size(), std::size_t(11)); // Op29 and Op290..Op299
        QCOMPARE(model.rowCount(), 1001);
        QCOMPARE(model.rowCount(model.index(1000, 0)), 300);
        // The view shows it and selects a deep match without walking the tree.
        ProgramTreeView view(document_);
        document_.setReports(test::loadedReport(report, QStringLiteral("big.tsr")), nullptr);
        timer.restart();
        view.search(QStringLiteral("layer999/Op299"));
        qInfo("view search and select in %lld ms", qint64(timer.elapsed()));
        QCOMPARE(view.matchLabel()->text(), QStringLiteral("1 of 1"));
        QCOMPARE(view.source().model->nodeOf(view.source().tree->currentIndex()), std::int32_t(report.programs.size() - 1));
    }

    void comparisonSearchesBothTrees()
    {
        document_.setReports(oom_, oom075_);
        QVERIFY(view_->target().pane->isVisible());
        // Named by what differs (issue 44).
        QVERIFY2(view_->source().title->text().contains(QStringLiteral("Source: amp 0.6")),
                 qPrintable(view_->source().title->text()));
        QVERIFY2(view_->target().title->text().contains(QStringLiteral("Target: amp 0.75")),
                 qPrintable(view_->target().title->text()));
        view_->search(QStringLiteral("convolution"));
        QVERIFY(!view_->target().matches.empty());
        QVERIFY(view_->matchLabel()->text().startsWith(QStringLiteral("Source: 1 of")));
        QVERIFY(view_->matchLabel()->text().contains(QStringLiteral("Target: 1 of")));
        QVERIFY(view_->target().details->toPlainText().contains(QStringLiteral("0.75")));
        QVERIFY(view_->source().details->toPlainText().contains(QStringLiteral("0.6")));
        QVERIFY(!view_->notesLabel()->isVisibleTo(view_.get())); // same model, same target: nothing to say
        // Another model on another target: both said, in the view's own (translatable) words.
        document_.setReports(oom_, small_);
        QVERIFY(view_->notesLabel()->isVisibleTo(view_.get()));
        QVERIFY(view_->notesLabel()->text().contains(QStringLiteral("different models")));
        QVERIFY(view_->notesLabel()->text().contains(QStringLiteral("programs and operations do not correspond")));
        QVERIFY(view_->notesLabel()->text().contains(QStringLiteral("different targets")));
        document_.setReports(oom_, nullptr);
        QVERIFY(!view_->notesLabel()->isVisibleTo(view_.get()));
        QVERIFY(!view_->target().pane->isVisible());
        document_.clear();
        QCOMPARE(view_->source().model->rowCount(), 0);
        QVERIFY(view_->source().details->toPlainText().isEmpty());
    }
};

TILESCOPE_GUI_TEST_MAIN(ProgramTreeViewTest)
#include "ProgramTreeViewTest.moc"
