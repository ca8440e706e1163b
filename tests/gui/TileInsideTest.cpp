// The Memory view's tabs of a tile's inside: the selected tile's variables, compute sets and
// vertices, and exchanges, as core's tileContents lists them; the target's beside the source's when
// comparing; every list a model that passes QAbstractItemModelTester, emptied too.

#include "document/ReportDocument.h"
#include "GuiTestSupport.h"
#include "TestReports.h"
#include "views/memory/MemoryView.h"
#include "views/memory/TileContentsModel.h"
#include "views/memory/TileInsideTabs.h"

#include <QAbstractItemModelTester>
#include <QTableView>
#include <QTest>

using namespace tilescope;
using namespace tilescope::gui;

class TileInsideTest : public QObject {
    Q_OBJECT

private:
    const Report executed_ = test::smallReportWithExecution();

    static QStringList column(const QTableView* table, int column)
    {
        QStringList cells;
        for (int row = 0; row < table->model()->rowCount(); ++row)
            cells.append(table->model()->index(row, column).data().toString());
        return cells;
    }

private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void modelsPassModelTesterThroughEveryState()
    {
        const auto contents = std::make_shared<const TileContents>(tileContents(executed_, 0));
        for (const auto list : {TileContentsModel::List::Variables, TileContentsModel::List::Vertices,
                                TileContentsModel::List::Exchanges}) {
            TileContentsModel model(list);
            QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
            model.setContents(&executed_, contents);
            QCOMPARE(model.rowCount(), 1);
            QCOMPARE(model.columnCount(), 6);
            model.setContents(nullptr, nullptr);
            QCOMPARE(model.rowCount(), 0);
        }
    }

    void tabsListTheSelectedTilesInside()
    {
        ReportDocument document;
        MemoryView view(document);
        view.resize(1200, 800);
        view.show();
        document.setReports(test::loadedReport(executed_, QStringLiteral("small.tsr")), nullptr);
        document.setSelectedTile(0);
        auto* tabs = view.findChild<TileInsideTabs*>(QStringLiteral("tileInsideTabs"));
        QVERIFY(tabs);
        QCOMPARE(tabs->count(), 4);
        QCOMPARE(tabs->tile(), std::optional<std::uint32_t>(0));
        const auto* variables = view.findChild<QTableView*>(QStringLiteral("tileVariablesSource"));
        QCOMPARE(column(variables, 0), QStringList{QStringLiteral("conv1/weights")});
        QCOMPARE(column(variables, 2), QStringList{QStringLiteral("1.95 KiB")});
        const auto* vertices = view.findChild<QTableView*>(QStringLiteral("tileVerticesSource"));
        QCOMPARE(column(vertices, 2), QStringList{QStringLiteral("ConvPartial1x1Out")});
        QCOMPARE(column(vertices, 3), QStringList{QStringLiteral("6")});
        QCOMPARE(column(vertices, 5), QStringList{QStringLiteral("1200")});
        const auto* exchanges = view.findChild<QTableView*>(QStringLiteral("tileExchangesSource"));
        QCOMPARE(column(exchanges, 0), QStringList{QStringLiteral("conv1/ExchangePre")});
        QCOMPARE(column(exchanges, 3), QStringList{QStringLiteral("1.00 KiB")});
        // Another tile, chosen anywhere, is followed; alone, there is no target side.
        document.setSelectedTile(6);
        QCOMPARE(column(variables, 0), (QStringList{QStringLiteral("conv1/weights"), QStringLiteral("conv1/out"),
                                                    QStringLiteral("relu1/out")}));
        QVERIFY(!view.findChild<QTableView*>(QStringLiteral("tileVariablesTarget"))->isVisible());
    }

    void comparingPutsTheTargetsTileBeside()
    {
        ReportDocument document;
        MemoryView view(document);
        view.resize(1200, 800);
        view.show();
        Report target = test::makeSmallReport(true);
        document.setReports(test::loadedReport(executed_, QStringLiteral("a.tsr")),
                            test::loadedReport(target, QStringLiteral("b.tsr")));
        document.setSelectedTile(5);
        auto* tabs = view.findChild<TileInsideTabs*>(QStringLiteral("tileInsideTabs"));
        tabs->setCurrentIndex(2);
        const auto* sourceVertices = view.findChild<QTableView*>(QStringLiteral("tileVerticesSource"));
        const auto* targetVertices = view.findChild<QTableView*>(QStringLiteral("tileVerticesTarget"));
        QVERIFY(targetVertices->isVisible());
        QCOMPARE(column(sourceVertices, 2), QStringList{QStringLiteral("UnaryOp<RELU>")});
        QCOMPARE(column(targetVertices, 2), QStringList{QStringLiteral("UnaryOp<RELU>")});
        // Cycles on the tile only where there is a tile balance: the target was never executed.
        QCOMPARE(column(sourceVertices, 5), QStringList{QStringLiteral("80")});
        QCOMPARE(column(targetVertices, 5), QStringList{QString()});
    }
};

TILESCOPE_GUI_TEST_MAIN(TileInsideTest)
#include "TileInsideTest.moc"
