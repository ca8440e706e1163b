// View > Language switches the language at once (issue 13.9): no dialog asks for a restart, the
// menus, tabs, views and plots word themselves again, and the user's place (the selected step
// and tiles, the view) is kept; back to English, everything reads as before.

#include "app/LanguageSetting.h"
#include "app/MainWindow.h"
#include "GuiTestSupport.h"
#include "models/KeyValueModel.h"
#include "simulate/SimulatePanel.h"
#include "TestReports.h"
#include "views/liveness/LivenessPlot.h"
#include "views/liveness/LivenessView.h"
#include "views/memory/MemoryView.h"
#include "views/summary/SummaryView.h"

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QRegularExpression>
#include <QXmlStreamReader>
#include <QCheckBox>
#include <QMenuBar>
#include <QMessageBox>
#include <QTabWidget>
#include <QTest>

#include <qcustomplot.h>

#include <algorithm>

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

// The English texts the German translation words otherwise, as patterns of whole texts (a
// placeholder stands for any text): shown after the switch, such a text is a widget that did not
// retranslate.
std::vector<QRegularExpression> englishOnlyTexts()
{
    QFile file(QStringLiteral(TILESCOPE_TRANSLATIONS_DIR "/tilescope_de.ts"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    std::vector<QRegularExpression> patterns;
    QXmlStreamReader xml(&file);
    QString source;
    static const QRegularExpression placeholder(QStringLiteral("%(\\d+|n)"));
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == u"source") {
            source = xml.readElementText();
        } else if (xml.name() == u"translation") {
            const QString translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (translation == source || source.size() < 4)
                continue;
            QString pattern;
            qsizetype at = 0;
            for (const auto& match : placeholder.globalMatch(source)) {
                pattern += QRegularExpression::escape(source.mid(at, match.capturedStart() - at)) + u".+";
                at = match.capturedEnd();
            }
            pattern += QRegularExpression::escape(source.mid(at));
            if (pattern == u".+")
                continue;
            patterns.emplace_back(QRegularExpression::anchoredPattern(pattern));
        }
    }
    return patterns;
}

// The words a user reads in `root`: labels, buttons, list items, tabs, group titles, plot axes.
QStringList shownTexts(QWidget* root)
{
    QStringList texts;
    for (QWidget* widget : root->findChildren<QWidget*>()) {
        if (!widget->isVisibleTo(root))
            continue;
        if (auto* label = qobject_cast<QLabel*>(widget))
            texts << label->text();
        else if (auto* button = qobject_cast<QAbstractButton*>(widget))
            texts << button->text();
        else if (auto* combo = qobject_cast<QComboBox*>(widget))
            for (int i = 0; i < combo->count(); ++i)
                texts << combo->itemText(i);
        else if (auto* tabs = qobject_cast<QTabWidget*>(widget))
            for (int i = 0; i < tabs->count(); ++i)
                texts << tabs->tabText(i);
        else if (auto* box = qobject_cast<QGroupBox*>(widget))
            texts << box->title();
        else if (auto* plot = qobject_cast<QCustomPlot*>(widget))
            for (QCPAxisRect* rect : plot->axisRects())
                for (QCPAxis* axis : rect->axes())
                    texts << axis->label();
    }
    texts.removeAll(QString());
    return texts;
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

    // Issue 28: every view retranslates when the language changes. Each view is shown (comparing
    // two reports with traces, so that every part is built), then the language switched: no text a
    // view shows may still be an English message that German words otherwise.
    void everyViewRetranslates()
    {
        const auto english = englishOnlyTexts();
        QVERIFY2(english.size() > 500, qPrintable(QString::number(english.size())));
        MainWindow window;
        window.setErrorDialogsEnabled(false);
        window.document().setReports(test::loadedReport(test::smallReportWithExecution(), u"a.tsr"_s),
                                     test::loadedReport(test::smallReportWithExecution(), u"b.tsr"_s));
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (ReportView* view : window.views()) {
            window.showView(view->viewId());
            QTRY_VERIFY_WITH_TIMEOUT(!view->isPreparing(), 20000);
        }
        languageAction(window, u"Deutsch"_s)->trigger();
        QCoreApplication::processEvents();
        QStringList untranslated;
        for (ReportView* view : window.views())
            for (const QString& text : shownTexts(view))
                for (const QRegularExpression& pattern : english)
                    if (pattern.match(text).hasMatch()) {
                        untranslated << view->viewId() + u": "_s + text;
                        break;
                    }
        languageAction(window, u"English"_s)->trigger();
        QCoreApplication::processEvents();
        QVERIFY2(untranslated.isEmpty(), qPrintable(untranslated.join(u'\n')));
    }

    // Issue 44: what was said before the switch is said again in the new language: the Simulate
    // panel's status, and the numbers of every plot already drawn (the trace's axis kept English
    // separators).
    void statusAndPlotNumbersFollowTheSwitch()
    {
        const auto english = englishOnlyTexts();
        MainWindow window;
        window.setErrorDialogsEnabled(false);
        window.document().setReports(test::loadedReport(test::smallReportWithExecution(), u"a.tsr"_s), nullptr);
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.simulateDock()->show();
        for (ReportView* view : window.views()) {
            window.showView(view->viewId());
            QTRY_VERIFY_WITH_TIMEOUT(!view->isPreparing(), 20000);
        }
        auto* status = window.simulatePanel().findChild<QLabel*>(u"simulationStatus"_s);
        QVERIFY(status);
        QVERIFY2(!status->text().isEmpty(), "the panel says what it shows");
        const QString before = status->text();
        languageAction(window, u"Deutsch"_s)->trigger();
        QCoreApplication::processEvents();
        const QString after = status->text();
        const bool stillEnglish = std::any_of(english.begin(), english.end(),
                                              [&](const QRegularExpression& p) { return p.match(after).hasMatch(); });
        const auto plots = window.findChildren<QCustomPlot*>();
        const bool plotsGerman = std::all_of(plots.begin(), plots.end(), [](QCustomPlot* plot) {
            return plot->locale().language() == QLocale::German;
        });
        languageAction(window, u"English"_s)->trigger();
        QCoreApplication::processEvents();
        QVERIFY2(!stillEnglish, qPrintable(after));
        QVERIFY(after != before);
        QVERIFY(!plots.isEmpty());
        QVERIFY(plotsGerman);
        QCOMPARE(status->text(), before);
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
