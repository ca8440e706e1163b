// View > Language switches the language at once (issue 13.9): no dialog asks for a restart, the
// menus, tabs, views and plots word themselves again, and the user's place (the selected step
// and tiles, the view) is kept; back to English, everything reads as before.

#include "app/LanguageSetting.h"
#include "app/MainWindow.h"
#include "GuiTestSupport.h"
#include "models/KeyValueModel.h"
#include "TestReports.h"
#include "views/liveness/LivenessPlot.h"
#include "views/liveness/LivenessView.h"
#include "views/memory/MemoryView.h"
#include "views/summary/SummaryView.h"

#include <QAction>
#include <QCheckBox>
#include <QMenuBar>
#include <QMessageBox>
#include <QTabWidget>
#include <QTest>

#include <qcustomplot.h>

using namespace tilescope;
using namespace tilescope::gui;
using tilescope::test::viewOf;
using namespace Qt::StringLiterals;

namespace {

QAction* languageAction(MainWindow& window, const QString& name)
{
    for (QAction* action : window.findChildren<QAction*>())
        if (action->text() == name && action->isCheckable())
            return action;
    return nullptr;
}

} // namespace

class LanguageSwitchTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        test::isolateSettings();
        LanguageSetting::store(u"en"_s);
        LanguageSetting::install(*QCoreApplication::instance(), u"en"_s);
    }

    void switchesAtOnceAndKeepsThePlace()
    {
        MainWindow window;
        window.document().setReports(test::loadedReport(test::makeSmallReport(true), u"oom.tsr"_s), nullptr);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.showView(u"liveness"_s);
        LivenessView* liveness = viewOf<LivenessView>(window);
        liveness->selectStep(1);
        MemoryView* memory = viewOf<MemoryView>(window);
        memory->selectTiles({2, 6}, 6);
        const auto* tabs = window.findChild<QTabWidget*>();
        QCOMPARE(window.menuBar()->actions().front()->text(), u"&File"_s);

        QAction* german = languageAction(window, u"Deutsch"_s);
        QVERIFY(german);
        german->trigger();
        QCoreApplication::processEvents(); // Qt posts the language change
        for (QWidget* top : QApplication::topLevelWidgets())
            QVERIFY2(!qobject_cast<QMessageBox*>(top) || !top->isVisible(), "no dialog asks for a restart");
        QCOMPARE(LanguageSetting::stored(), u"de"_s);
        QCOMPARE(window.menuBar()->actions().front()->text(), u"&Datei"_s);
        QCOMPARE(tabs->tabText(0), u"Übersicht"_s);
        QCOMPARE(memory->gapsToggle()->text(), u"Lücken einbeziehen"_s);
        QCOMPARE(liveness->plot()->customPlot()->xAxis->label(), u"Programmschritt"_s);
        QCOMPARE(viewOf<SummaryView>(window)->memoryModel()->headerData(0, Qt::Horizontal).toString(), u"Eigenschaft"_s);
        // The user's place is kept.
        QCOMPARE(window.currentViewId(), u"liveness"_s);
        QCOMPARE(liveness->selectedStep(), std::optional<std::size_t>(1));
        QCOMPARE(memory->selectedTiles(), (std::vector<std::uint32_t>{2, 6}));

        QAction* english = languageAction(window, u"English"_s);
        QVERIFY(english);
        english->trigger();
        QCoreApplication::processEvents();
        QCOMPARE(window.menuBar()->actions().front()->text(), u"&File"_s);
        QCOMPARE(tabs->tabText(0), u"Summary"_s);
        QCOMPARE(memory->gapsToggle()->text(), u"Include gaps"_s);
        QCOMPARE(liveness->plot()->customPlot()->xAxis->label(), u"Program step"_s);
        QCOMPARE(liveness->selectedStep(), std::optional<std::size_t>(1));
    }
};

TILESCOPE_GUI_TEST_MAIN(LanguageSwitchTest)
#include "LanguageSwitchTest.moc"
