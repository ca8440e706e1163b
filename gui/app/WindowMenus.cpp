#include "app/WindowMenus.h"

#include "app/LanguageSetting.h"
#include "app/MainWindow.h"
#include "app/RecentFiles.h"
#include "document/ReportDocument.h"
#include "app/DarkPalette.h"
#include "plot/PresentationStyle.h"
#include "simulation/Simulation.h"
#include "widgets/ReportView.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QMenu>
#include <QSettings>
#include <QMenuBar>
#include <QMessageBox>

namespace tilescope::gui {

WindowMenus::WindowMenus(MainWindow& window) : QObject(&window), window_(window)
{
    createFileMenu();
    createViewMenu();
    createHelpMenu();
}

void WindowMenus::translated(std::function<void()> setText)
{
    setText();
    retranslations_.push_back(std::move(setText));
}

void WindowMenus::retranslate()
{
    for (const auto& setText : retranslations_)
        setText();
}

void WindowMenus::createFileMenu()
{
    MainWindow* w = &window_;
    QMenu* file = w->menuBar()->addMenu(QString());
    translated([file] { file->setTitle(tr("&File")); });
    QAction* newSimulation = file->addAction(QString(), w, &MainWindow::newSimulation);
    translated([newSimulation] {
        newSimulation->setText(tr("&New Simulation…"));
        newSimulation->setStatusTip(tr("Simulate a model with the settings of the Simulate panel"));
    });
    newSimulation->setShortcut(QKeySequence::New);
    QAction* open = file->addAction(QString(), w, &MainWindow::chooseReport);
    translated([open] { open->setText(tr("&Open…")); });
    open->setShortcut(QKeySequence::Open);
    recentMenu_ = file->addMenu(QString());
    translated([this] { recentMenu_->setTitle(tr("Open &Recent")); });
    connect(recentMenu_, &QMenu::aboutToShow, this, &WindowMenus::rebuildRecentMenu);
    rebuildRecentMenu();
    compare_ = file->addAction(QString(), w, &MainWindow::chooseCompareTarget);
    translated([this] {
        compare_->setText(tr("Compare &With…"));
        compare_->setStatusTip(tr("Open a second report as the target to compare the current one against"));
    });
    stopComparing_ = file->addAction(QString(), w, &MainWindow::stopComparing);
    translated([this] { stopComparing_->setText(tr("&Stop Comparing")); });
    file->addSeparator();
    save_ = file->addAction(QString(), w, &MainWindow::chooseSaveFile);
    translated([this] {
        save_->setText(tr("&Save Report As…"));
        save_->setStatusTip(tr("Write the shown report to a .tsr or .json file"));
    });
    save_->setShortcut(QKeySequence::Save);
    simulateFromReport_ = file->addAction(QString(), w, &MainWindow::simulateFromReport);
    translated([this] {
        simulateFromReport_->setText(tr("Simulate &From This Report"));
        simulateFromReport_->setStatusTip(
            tr("Fill the Simulate panel with the model and options the shown report was simulated with"));
    });
    file->addSeparator();
    reload_ = file->addAction(QString(), w, &MainWindow::reload);
    translated([this] { reload_->setText(tr("Re&load")); });
    reload_->setShortcut(QKeySequence(Qt::Key_F5));
    close_ = file->addAction(QString(), w, &MainWindow::closeReport);
    translated([this] { close_->setText(tr("&Close")); });
    close_->setShortcut(QKeySequence::Close);
    file->addSeparator();
    QAction* quit = file->addAction(QString(), w, &QWidget::close);
    translated([quit] { quit->setText(tr("&Quit")); });
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
}

void WindowMenus::createViewMenu()
{
    QMenu* view = window_.menuBar()->addMenu(QString());
    translated([view] { view->setTitle(tr("&View")); });
    createViewActions(view);
    view->addSeparator();
    QAction* togglePanel = window_.simulateDock()->toggleViewAction();
    translated([togglePanel] { togglePanel->setText(tr("Simulate &Panel")); });
    togglePanel->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    view->addAction(togglePanel);
    presentation_ = view->addAction(QString());
    presentation_->setCheckable(true);
    presentation_->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F5)); // as slide shows start
    translated([this] {
        presentation_->setText(tr("&Presentation"));
        presentation_->setStatusTip(tr("Larger text and thicker plot lines, for a projector"));
    });
    connect(presentation_, &QAction::toggled, this, [](bool on) { PresentationStyle::instance().setEnabled(on); });
    connect(&PresentationStyle::instance(), &PresentationStyle::enabledChanged, presentation_, &QAction::setChecked);
    darkPalette_ = view->addAction(QString());
    darkPalette_->setObjectName(QStringLiteral("darkPaletteAction"));
    darkPalette_->setCheckable(true);
    darkPalette_->setChecked(usesDarkPalette());
    translated([this] {
        darkPalette_->setText(tr("&Dark Palette"));
        darkPalette_->setStatusTip(tr("Light text on dark backgrounds, whatever the desktop's theme"));
    });
    connect(darkPalette_, &QAction::toggled, this, [](bool on) {
        useDarkPalette(on);
        QSettings().setValue(QStringLiteral("view/darkPalette"), on);
    });
    QAction* toggleSweep = window_.sweepDock()->toggleViewAction(); // worded by the window with the dock
    toggleSweep->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G));
    view->addAction(toggleSweep);
    view->addSeparator();
    createZoomActions(view);
    view->addSeparator();
    QMenu* language = view->addMenu(QString());
    translated([language] { language->setTitle(tr("&Language")); });
    createLanguageMenu(language);
}

// One action per view, Ctrl+1 for the first: the views are named by themselves.
void WindowMenus::createViewActions(QMenu* menu)
{
    const auto& views = window_.views();
    for (std::size_t i = 0; i < views.size(); ++i) {
        ReportView* view = views[i];
        QAction* action = menu->addAction(QString(), &window_, [this, view] { window_.showView(view->viewId()); });
        translated([action, view] { action->setText(view->title()); });
        if (i < 9)
            action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + int(i))));
    }
}

// The plot of the current view zooms from the menu too, where the keys it takes when it has the
// focus (+, −, 0) are named; each view zooms about what is selected in it.
void WindowMenus::createZoomActions(QMenu* menu)
{
    const auto current = [this] { return window_.currentView(); };
    zoomIn_ = menu->addAction(QString(), this, [current] {
        if (ReportView* view = current())
            view->zoomBy(2.0);
    });
    zoomIn_->setShortcut(QKeySequence::ZoomIn);
    zoomOut_ = menu->addAction(QString(), this, [current] {
        if (ReportView* view = current())
            view->zoomBy(0.5);
    });
    zoomOut_->setShortcut(QKeySequence::ZoomOut);
    resetZoom_ = menu->addAction(QString(), this, [current] {
        if (ReportView* view = current())
            view->resetZoom();
    });
    resetZoom_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    translated([this] {
        zoomIn_->setText(tr("Zoom &In"));
        zoomOut_->setText(tr("Zoom &Out"));
        resetZoom_->setText(tr("&Reset Zoom"));
        for (QAction* action : {zoomIn_, zoomOut_, resetZoom_})
            action->setStatusTip(tr("A plot with the keyboard focus also zooms with +, − and 0."));
    });
}

void WindowMenus::enableZoom(bool zooms)
{
    for (QAction* action : {zoomIn_, zoomOut_, resetZoom_})
        action->setEnabled(zooms);
}

// The new language applies at once: installing its translator sends every widget a
// LanguageChange (changeEvent), and each rewords itself.
void WindowMenus::createLanguageMenu(QMenu* menu)
{
    auto* group = new QActionGroup(menu);
    const QString current = LanguageSetting::stored();
    for (const LanguageChoice& choice : LanguageSetting::choices()) {
        QAction* action = menu->addAction(choice.displayName);
        if (choice.code.isEmpty()) // the others are named in their own language
            translated([action] { action->setText(LanguageSetting::choices().front().displayName); });
        action->setCheckable(true);
        action->setChecked(choice.code == current);
        group->addAction(action);
        connect(action, &QAction::triggered, this, [code = choice.code] {
            if (code == LanguageSetting::stored())
                return;
            LanguageSetting::store(code);
            LanguageSetting::install(*QCoreApplication::instance(), code);
        });
    }
}

void WindowMenus::createHelpMenu()
{
    QMenu* help = window_.menuBar()->addMenu(QString());
    translated([help] { help->setTitle(tr("&Help")); });
    QAction* lessons = help->addAction(QString(), &window_, &MainWindow::showLessons);
    translated([lessons] {
        lessons->setText(tr("&Lessons…"));
        lessons->setStatusTip(tr("The guides' lessons, one click each: simulated, shown and explained"));
    });
    lessons->setShortcut(QKeySequence(Qt::Key_F1));
    help->addSeparator();
    QAction* about = help->addAction(QString(), this, &WindowMenus::showAbout);
    translated([about] { about->setText(tr("&About Tilescope")); });
    about->setMenuRole(QAction::AboutRole);
    QAction* aboutQt = help->addAction(QString(), qApp, &QApplication::aboutQt);
    translated([aboutQt] { aboutQt->setText(tr("About &Qt")); });
    aboutQt->setMenuRole(QAction::AboutQtRole);
}

void WindowMenus::enableFor(const ReportDocument& document, bool loading)
{
    const LoadedReport* shown = document.headlineReport();
    reload_->setEnabled(!loading && shown && !document.source()->path.isEmpty());
    compare_->setEnabled(!loading && !document.isEmpty());
    stopComparing_->setEnabled(!loading && document.target());
    close_->setEnabled(loading || !document.isEmpty());
    save_->setEnabled(!loading && !document.isEmpty());
    simulateFromReport_->setEnabled(!loading && shown && shown->report.options.count(kCommandOption) > 0);
}

void WindowMenus::rebuildRecentMenu()
{
    recentMenu_->clear();
    const QStringList files = RecentFiles::files();
    for (qsizetype i = 0; i < files.size(); ++i) {
        const QString& path = files[i];
        // The number is an accelerator, as in most desktop applications.
        const QString label = tr("&%1 %2").arg(i + 1).arg(QDir::toNativeSeparators(path));
        recentMenu_->addAction(label, &window_, [this, path] { window_.openReport(path); });
    }
    if (!files.isEmpty())
        recentMenu_->addSeparator();
    QAction* clear = recentMenu_->addAction(tr("Clear List"), this, [this] {
        RecentFiles::clear();
        rebuildRecentMenu();
    });
    clear->setEnabled(!files.isEmpty());
}

void WindowMenus::showAbout()
{
    QMessageBox::about(&window_, tr("About Tilescope"),
                       tr("<h3>Tilescope %1</h3>"
                          "<p>Simulates Graphcore IPU programs and shows their memory, liveness and execution "
                          "reports.</p>")
                           .arg(QStringLiteral(TILESCOPE_VERSION)));
}

} // namespace tilescope::gui
