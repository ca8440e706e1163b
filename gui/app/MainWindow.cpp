#include "app/MainWindow.h"

#include "app/CurrentPageSizing.h"
#include "app/LanguageSetting.h"
#include "app/PanelDockWidth.h"
#include "app/RecentFiles.h"
#include "app/ReportFileDialog.h"
#include "app/ViewRegistry.h"
#include "common/Error.h"
#include "document/LoadFailureText.h"
#include "lessons/LessonPanel.h"
#include "plot/PresentationStyle.h"
#include "report/ReportIO.h"
#include "simulate/FitAdvisorDialog.h"
#include "simulate/SimulatePanel.h"
#include "simulation/Simulation.h"
#include "sweep/SweepGrid.h"
#include "sweep/SweepView.h"
#include "views/summary/SummaryView.h"
#include "widgets/PageScrollArea.h"
#include "widgets/ReportView.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QHBoxLayout>
#include <QVBoxLayout>

namespace tilescope::gui {
namespace {

QString geometryKey() { return QStringLiteral("mainWindow/geometry"); }
QString stateKey() { return QStringLiteral("mainWindow/state"); }

// The first local file among dragged URLs, or empty.
QString droppedFile(const QMimeData* mime)
{
    if (!mime || !mime->hasUrls())
        return {};
    for (const QUrl& url : mime->urls()) {
        if (url.isLocalFile() && QFileInfo(url.toLocalFile()).isFile())
            return url.toLocalFile();
    }
    return {};
}

// The Sweep dock is named after the file it shows; its View menu entry keeps its own words (a
// dock gives its toggle action its title whenever the title changes).
void titleSweepDock(QDockWidget* dock, const SweepView& view)
{
    dock->setWindowTitle(view.sweep() ? MainWindow::tr("Sweep: %1").arg(QFileInfo(view.sweep()->path).fileName())
                                      : MainWindow::tr("Sweep"));
    dock->toggleViewAction()->setText(MainWindow::tr("S&weep"));
}

} // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    setAcceptDrops(true);
    setWindowIcon(QIcon(QStringLiteral(":/icons/tilescope.svg")));

    tabs_ = new QTabWidget(this);
    tabs_->setDocumentMode(true);
    views_ = ViewRegistry::createViews(document_, tabs_);
    for (ReportView* view : views_) {
        tabs_->addTab(new PageScrollArea(view), view->title());
        if (auto* summary = qobject_cast<SummaryView*>(view))
            connect(summary, &SummaryView::findFitRequested, this,
                    [this] { FitAdvisorDialog::openForHeadline(document_, this); });
    }

    welcomePage_ = createWelcomePage();
    pages_ = new QStackedWidget(this);
    pages_->addWidget(welcomePage_);
    pages_->addWidget(tabs_);
    sizeByCurrentPage(tabs_);
    sizeByCurrentPage(pages_);
    setCentralWidget(pages_);

    panelWidths_ = new PanelDockWidth(*this, kPreferredViewWidth);
    createSimulateDock();
    createSweepDock();
    createLessonDock();
    createActions();
    createStatusBar();

    connect(&loader_, &ReportLoader::started, this, &MainWindow::loadStarted);
    connect(&loader_, &ReportLoader::summaryAvailable, this, [this](std::shared_ptr<const LoadedReport> source) {
        // The first stage of a load: say what the report holds while the rest arrives.
        if (loader_.isLoading())
            statusText_->setText(tr("%1: %2 — loading the target…")
                                     .arg(QFileInfo(source->path).fileName(),
                                          source->summary.fits ? tr("fits in memory") : tr("out of memory")));
    });
    connect(&loader_, &ReportLoader::loaded, this, &MainWindow::reportsLoaded);
    connect(&loader_, &ReportLoader::failed, this, &MainWindow::loadFailed);
    connect(&loader_, &ReportLoader::cancelled, this, &MainWindow::loadCancelled);
    connect(&loader_, &ReportLoader::progressChanged, this, [this](int permille) { progress_->setValue(permille); });
    // After the views (they connected when created): the title and the status bar change in the
    // same turn as the content, never before it.
    connect(&document_, &ReportDocument::reportsChanged, this, &MainWindow::showDocumentState);

    resize(kDefaultSize);
    const QSettings settings;
    restoreGeometry(settings.value(geometryKey()).toByteArray());
    restoreState(settings.value(stateKey()).toByteArray());
    updateTitle();
}

MainWindow::~MainWindow() = default;

void MainWindow::translated(std::function<void()> setText)
{
    setText();
    retranslations_.push_back(std::move(setText));
}

void MainWindow::createActions()
{
    QMenu* file = menuBar()->addMenu(QString());
    translated([file] { file->setTitle(tr("&File")); });
    QAction* newSimulation = file->addAction(QString(), this, &MainWindow::newSimulation);
    translated([newSimulation] {
        newSimulation->setText(tr("&New Simulation…"));
        newSimulation->setStatusTip(tr("Simulate a model with the settings of the Simulate panel"));
    });
    newSimulation->setShortcut(QKeySequence::New);
    QAction* open = file->addAction(QString(), this, &MainWindow::chooseReport);
    translated([open] { open->setText(tr("&Open…")); });
    open->setShortcut(QKeySequence::Open);
    recentMenu_ = file->addMenu(QString());
    translated([this] { recentMenu_->setTitle(tr("Open &Recent")); });
    connect(recentMenu_, &QMenu::aboutToShow, this, &MainWindow::rebuildRecentMenu);
    rebuildRecentMenu();
    compareAction_ = file->addAction(QString(), this, &MainWindow::chooseCompareTarget);
    translated([this] {
        compareAction_->setText(tr("Compare &With…"));
        compareAction_->setStatusTip(tr("Open a second report as the target to compare the current one against"));
    });
    stopComparingAction_ = file->addAction(QString(), this, &MainWindow::stopComparing);
    translated([this] { stopComparingAction_->setText(tr("&Stop Comparing")); });
    file->addSeparator();
    saveAction_ = file->addAction(QString(), this, &MainWindow::chooseSaveFile);
    translated([this] {
        saveAction_->setText(tr("&Save Report As…"));
        saveAction_->setStatusTip(tr("Write the shown report to a .tsr or .json file"));
    });
    saveAction_->setShortcut(QKeySequence::Save);
    simulateFromReportAction_ = file->addAction(QString(), this, &MainWindow::simulateFromReport);
    translated([this] {
        simulateFromReportAction_->setText(tr("Simulate &From This Report"));
        simulateFromReportAction_->setStatusTip(
            tr("Fill the Simulate panel with the model and options the shown report was simulated with"));
    });
    file->addSeparator();
    reloadAction_ = file->addAction(QString(), this, &MainWindow::reload);
    translated([this] { reloadAction_->setText(tr("Re&load")); });
    reloadAction_->setShortcut(QKeySequence(Qt::Key_F5));
    closeAction_ = file->addAction(QString(), this, &MainWindow::closeReport);
    translated([this] { closeAction_->setText(tr("&Close")); });
    closeAction_->setShortcut(QKeySequence::Close);
    file->addSeparator();
    QAction* quit = file->addAction(QString(), this, &QWidget::close);
    translated([quit] { quit->setText(tr("&Quit")); });
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu* view = menuBar()->addMenu(QString());
    translated([view] { view->setTitle(tr("&View")); });
    createViewMenu(view);
    view->addSeparator();
    QAction* togglePanel = simulateDock_->toggleViewAction();
    translated([togglePanel] { togglePanel->setText(tr("Simulate &Panel")); });
    togglePanel->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    view->addAction(togglePanel);
    presentationAction_ = view->addAction(QString());
    presentationAction_->setCheckable(true);
    presentationAction_->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F5)); // as slide shows start
    translated([this] {
        presentationAction_->setText(tr("&Presentation"));
        presentationAction_->setStatusTip(tr("Larger text and thicker plot lines, for a projector"));
    });
    connect(presentationAction_, &QAction::toggled, this,
            [](bool on) { PresentationStyle::instance().setEnabled(on); });
    connect(&PresentationStyle::instance(), &PresentationStyle::enabledChanged, presentationAction_,
            &QAction::setChecked);
    QAction* toggleSweep = sweepDock_->toggleViewAction(); // worded by titleSweepDock()
    toggleSweep->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G));
    view->addAction(toggleSweep);
    view->addSeparator();
    createZoomActions(view);
    view->addSeparator();
    QMenu* language = view->addMenu(QString());
    translated([language] { language->setTitle(tr("&Language")); });
    createLanguageMenu(language);

    QMenu* help = menuBar()->addMenu(QString());
    translated([help] { help->setTitle(tr("&Help")); });
    QAction* lessons = help->addAction(QString(), this, &MainWindow::showLessons);
    translated([lessons] {
        lessons->setText(tr("&Lessons…"));
        lessons->setStatusTip(tr("The guides' lessons, one click each: simulated, shown and explained"));
    });
    lessons->setShortcut(QKeySequence(Qt::Key_F1));
    help->addSeparator();
    QAction* about = help->addAction(QString(), this, &MainWindow::showAbout);
    translated([about] { about->setText(tr("&About Tilescope")); });
    about->setMenuRole(QAction::AboutRole);
    QAction* aboutQt = help->addAction(QString(), qApp, &QApplication::aboutQt);
    translated([aboutQt] { aboutQt->setText(tr("About &Qt")); });
    aboutQt->setMenuRole(QAction::AboutQtRole);
}

void MainWindow::createViewMenu(QMenu* menu)
{
    for (std::size_t i = 0; i < views_.size(); ++i) {
        ReportView* view = views_[i];
        QAction* action = menu->addAction(QString(), this, [this, view] { showView(view->viewId()); });
        translated([this, action, view, i] {
            action->setText(view->title());
            tabs_->setTabText(int(i), view->title());
        });
        if (i < 9)
            action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + int(i))));
    }
}

// The plot of the current view zooms from the menu too, where the keys it takes when it has the
// focus (+, −, 0) are named; each view zooms about what is selected in it.
void MainWindow::createZoomActions(QMenu* menu)
{
    const auto current = [this] { return currentView(); };
    zoomInAction_ = menu->addAction(QString(), this, [current] {
        if (ReportView* view = current())
            view->zoomBy(2.0);
    });
    zoomInAction_->setShortcut(QKeySequence::ZoomIn);
    zoomOutAction_ = menu->addAction(QString(), this, [current] {
        if (ReportView* view = current())
            view->zoomBy(0.5);
    });
    zoomOutAction_->setShortcut(QKeySequence::ZoomOut);
    resetZoomAction_ = menu->addAction(QString(), this, [current] {
        if (ReportView* view = current())
            view->resetZoom();
    });
    resetZoomAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    translated([this] {
        zoomInAction_->setText(tr("Zoom &In"));
        zoomOutAction_->setText(tr("Zoom &Out"));
        resetZoomAction_->setText(tr("&Reset Zoom"));
        for (QAction* action : {zoomInAction_, zoomOutAction_, resetZoomAction_})
            action->setStatusTip(tr("A plot with the keyboard focus also zooms with +, − and 0."));
    });
    const auto enable = [this, current] {
        const bool zooms = current() && current()->canZoom() && pages_->currentWidget() == tabs_;
        for (QAction* action : {zoomInAction_, zoomOutAction_, resetZoomAction_})
            action->setEnabled(zooms);
    };
    connect(tabs_, &QTabWidget::currentChanged, this, enable);
    connect(pages_, &QStackedWidget::currentChanged, this, enable);
    enable();
}

void MainWindow::createLanguageMenu(QMenu* menu)
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
        connect(action, &QAction::triggered, this, [this, code = choice.code] { chooseLanguage(code); });
    }
}

void MainWindow::createStatusBar()
{
    statusText_ = new QLabel(this);
    statusText_->setObjectName(QStringLiteral("shownFiles"));
    progress_ = new QProgressBar(this);
    progress_->setObjectName(QStringLiteral("loadProgress"));
    // Thousandths of the load, as core's loadReport reports them.
    progress_->setRange(0, 1000);
    progress_->setMaximumWidth(200);
    progress_->setTextVisible(false);
    cancelButton_ = new QPushButton(this);
    translated([this] { cancelButton_->setText(tr("Cancel")); });
    connect(cancelButton_, &QPushButton::clicked, &loader_, &ReportLoader::cancel);
    statusBar()->addWidget(statusText_, 1);
    statusBar()->addPermanentWidget(progress_);
    statusBar()->addPermanentWidget(cancelButton_);
    setLoadingUi(false);
}

QWidget* MainWindow::createWelcomePage()
{
    auto* page = new QWidget(this);
    auto* title = new QLabel(page);
    translated([title] { title->setText(tr("Open a report to see where the memory of an IPU program goes.")); });
    title->setAlignment(Qt::AlignCenter);
    title->setWordWrap(true);
    QFont titleFont = title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.4);
    title->setFont(titleFont);
    auto* hint = new QLabel(page);
    translated([hint] {
        hint->setText(tr("Use File > Open (Ctrl+O) or drop a .tsr or .json report here, or simulate a model "
                         "with File > New Simulation (Ctrl+N)."));
    });
    hint->setAlignment(Qt::AlignCenter);
    hint->setWordWrap(true);
    auto* open = new QPushButton(page);
    translated([open] { open->setText(tr("Open Report…")); });
    connect(open, &QPushButton::clicked, this, &MainWindow::chooseReport);
    auto* simulate = new QPushButton(page);
    translated([simulate] { simulate->setText(tr("New Simulation…")); });
    connect(simulate, &QPushButton::clicked, this, &MainWindow::newSimulation);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(open);
    buttons->addWidget(simulate);
    buttons->addStretch(1);

    auto* layout = new QVBoxLayout(page);
    layout->addStretch(1);
    layout->addWidget(title);
    layout->addWidget(hint);
    layout->addSpacing(12);
    layout->addLayout(buttons);
    layout->addStretch(2);
    return page;
}

void MainWindow::openReport(const QString& path, const QString& comparePath, Headline headline)
{
    // File > Open, Open Recent, drag and drop and the command line all come here: a sweep file is
    // told from a report by its first bytes.
    if (LoadedSweep::isSweepFile(path)) {
        openSweep(path);
        return;
    }
    loadHeadline_ = headline;
    loader_.load(path, comparePath);
}

void MainWindow::openSweep(const QString& path)
{
    statusText_->setText(tr("Loading %1…").arg(QDir::toNativeSeparators(path)));
    sweepView_->open(path);
}

void MainWindow::reload()
{
    if (!sourcePath_.isEmpty())
        openReport(sourcePath_, comparePath_, document_.headline());
}

void MainWindow::closeReport()
{
    loader_.cancel();
    document_.clear();
    showDocumentState();
}

// What the window around the views says of the document: the page, the files in the status bar
// and the title.
void MainWindow::showDocumentState()
{
    const LoadedReport* source = document_.source();
    const LoadedReport* target = document_.target();
    sourcePath_ = source ? source->path : QString();
    comparePath_ = target ? target->path : QString();
    sourceName_ = document_.sourceName();
    compareName_ = document_.targetName();
    pages_->setCurrentWidget(source ? tabs_ : welcomePage_);
    statusText_->setText(shownFilesText());
    setLoadingUi(loader_.isLoading());
    updateTitle();
}

QString MainWindow::shownFilesText() const
{
    // A file by its path, a simulation by its name.
    const QString source = sourcePath_.isEmpty() ? sourceName_ : QDir::toNativeSeparators(sourcePath_);
    const QString target = comparePath_.isEmpty() ? compareName_ : QDir::toNativeSeparators(comparePath_);
    if (source.isEmpty())
        return {};
    if (target.isEmpty())
        return source;
    return tr("Source: %1 · Target: %2").arg(source, target);
}

bool MainWindow::showView(const QString& viewId)
{
    for (std::size_t i = 0; i < views_.size(); ++i) {
        if (views_[i]->viewId().compare(viewId, Qt::CaseInsensitive) == 0) {
            tabs_->setCurrentIndex(int(i)); // the tabs are the views, in order, each in its page
            return true;
        }
    }
    return false;
}

ReportView* MainWindow::currentView() const
{
    const int index = tabs_->currentIndex();
    return index >= 0 && std::size_t(index) < views_.size() ? views_[std::size_t(index)] : nullptr;
}

QString MainWindow::currentViewId() const
{
    const ReportView* view = currentView();
    return view ? view->viewId() : QString();
}

void MainWindow::chooseReport()
{
    const QString path = ReportFileDialog::ask(this, tr("Open Report"));
    if (!path.isEmpty())
        openReport(path);
}

void MainWindow::chooseCompareTarget()
{
    if (document_.isEmpty())
        return;
    const QString path = ReportFileDialog::ask(this, tr("Compare With Report"));
    if (path.isEmpty())
        return;
    // The report the window is about (after a re-simulation, the newer one) is compared with it.
    const QString shownPath = document_.headlineReport()->path;
    if (!shownPath.isEmpty()) {
        openReport(shownPath, path);
        return;
    }
    // A simulated report has no file to load again: only the target is loaded.
    loadingTargetOnly_ = true;
    loader_.load(path);
}

void MainWindow::stopComparing()
{
    if (!document_.target() || loader_.isLoading())
        return;
    document_.clearTarget();
}

// A panel beside the views, hidden until asked for (or as the last session left it: saveState()
// keys on the dock's object name).
QDockWidget* MainWindow::addPanelDock(QWidget* panel, const QString& objectName, Qt::DockWidgetAreas allowed,
                                      Qt::DockWidgetArea area)
{
    auto* dock = new QDockWidget(this);
    dock->setObjectName(objectName);
    dock->setWidget(panel);
    dock->setAllowedAreas(allowed);
    addDockWidget(area, dock);
    dock->hide();
    panelWidths_->manage(dock);
    return dock;
}

void MainWindow::createSimulateDock()
{
    simulatePanel_ = new SimulatePanel(document_, this);
    simulateDock_ = addPanelDock(simulatePanel_, QStringLiteral("simulateDock"),
                                 Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea, Qt::RightDockWidgetArea);
    translated([this] { simulateDock_->setWindowTitle(tr("Simulate")); });
    connect(simulatePanel_, &SimulatePanel::failed, this, &MainWindow::errorOccurred);
    connect(simulatePanel_, &SimulatePanel::runningChanged, this, [this](bool running) {
        if (running)
            statusText_->setText(tr("Simulating…"));
        else
            statusText_->setText(shownFilesText());
    });
}

void MainWindow::createLessonDock()
{
    lessonPanel_ = new LessonPanel(document_, this);
    lessonDock_ = addPanelDock(lessonPanel_, QStringLiteral("lessonDock"),
                               Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea, Qt::LeftDockWidgetArea);
    translated([this] { lessonDock_->setWindowTitle(tr("Lesson")); });
    connect(lessonPanel_, &LessonPanel::stepShown, this, &MainWindow::showLessonStep);
    connect(lessonPanel_, &LessonPanel::failed, this, &MainWindow::errorOccurred);
    connect(lessonPanel_, &LessonPanel::changeRequested, this, [this](const SimulationInput& input) {
        simulatePanel_->setInput(input);
        newSimulation();
    });
}

void MainWindow::showLessons()
{
    if (lessonPanel_->lessons().empty()) {
        const QStringList failures = lessonPanel_->loadLessons();
        // A bad lesson file is named; the others still load.
        if (!failures.isEmpty())
            showError(tr("Cannot Load a Lesson"), failures.join(u'\n'));
    }
    lessonDock_->show();
    lessonDock_->raise();
    if (lessonPanel_->currentLesson() < 0 && !lessonPanel_->lessons().empty())
        lessonPanel_->openLesson(0, -1);
}

bool MainWindow::openLesson(const QString& nameOrFile, int step)
{
    const QFileInfo file(nameOrFile);
    const bool isFile = nameOrFile.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive);
    if (isFile) {
        const QStringList failures = lessonPanel_->loadLessons(file.absolutePath());
        for (const QString& failure : failures)
            if (failure.contains(file.fileName())) {
                showError(tr("Cannot Load a Lesson"), failure);
                return false;
            }
    } else if (lessonPanel_->lessons().empty()) {
        lessonPanel_->loadLessons();
    }
    const std::string id = (isFile ? file.completeBaseName() : nameOrFile).toStdString();
    const auto& lessons = lessonPanel_->lessons();
    for (std::size_t i = 0; i < lessons.size(); ++i) {
        if (lessons[i].id != id)
            continue;
        if (step < 0 || std::size_t(step) >= lessons[i].steps.size()) {
            showError(tr("Cannot Open a Lesson"), tr("The lesson \"%1\" has no step %2: its steps are 1 to %3.")
                                                      .arg(nameOrFile)
                                                      .arg(step + 1)
                                                      .arg(lessons[i].steps.size()));
            return false;
        }
        lessonDock_->show();
        lessonDock_->raise();
        lessonPanel_->openLesson(int(i), step);
        return true;
    }
    showError(tr("Cannot Open a Lesson"),
              isFile ? tr("%1: no such lesson file.").arg(QDir::toNativeSeparators(nameOrFile))
                     : tr("No lesson is named \"%1\" (Help > Lessons lists them).").arg(nameOrFile));
    return false;
}

// A step's reports are in the document: its view, at the spot it names, with every option its
// claims depend on set whatever the user left it on. The tile is the one the step names (the worst
// is the headline's: the step's first configuration), or none, so that no view keeps following a
// tile the user picked before; then the view sets its own options.
void MainWindow::showLessonStep(const QString& view, const LessonFocus& focus)
{
    if (const LoadedReport* shown = document_.headlineReport()) {
        if (focus.worstTile)
            document_.setSelectedTile(shown->summary.worstTile.id);
        else if (focus.tile && *focus.tile < shown->report.memory.tileCount())
            document_.setSelectedTile(*focus.tile);
        else
            document_.setSelectedTile(std::nullopt);
        if (!focus.operation.empty())
            document_.setSelectedOperation(QString::fromStdString(focus.operation));
    }
    showView(view);
    if (ReportView* current = currentView())
        current->showFocus(focus);
}

void MainWindow::createSweepDock()
{
    sweepView_ = new SweepView(this);
    sweepDock_ = addPanelDock(sweepView_, QStringLiteral("sweepDock"),
                              Qt::BottomDockWidgetArea | Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea,
                              Qt::BottomDockWidgetArea);
    translated([this] { titleSweepDock(sweepDock_, *sweepView_); });
    connect(sweepView_, &SweepView::loaded, this, &MainWindow::sweepLoaded);
    connect(sweepView_, &SweepView::loadFailed, this, [this](const QString& text) {
        statusText_->setText(shownFilesText()); // the sweep and the report shown stay
        showError(tr("Cannot Open Sweep"), text);
    });
    // Two points compared read as the second picked against the first, as a re-simulation does.
    connect(sweepView_, &SweepView::openReportRequested, this, [this](const QString& path, const QString& comparePath) {
        openReport(path, comparePath, comparePath.isEmpty() ? Headline::Source : Headline::Target);
    });
    connect(sweepView_, &SweepView::simulatingPoints, this, [this] { sweepGeneration_ = document_.generation(); });
    connect(sweepView_, &SweepView::simulateRequested, this, [this](const SimulationInput& input) {
        simulatePanel_->setInput(input);
        newSimulation();
        simulatePanel_->run();
    });
    connect(sweepView_, &SweepView::reportsSimulated, this,
            [this](std::shared_ptr<const LoadedReport> source, std::shared_ptr<const LoadedReport> target) {
                // Points asked for before another feature took the document are not shown.
                if (document_.generation() != sweepGeneration_) {
                    statusText_->setText(tr("The sweep's points are not shown: another report was opened while "
                                            "they were simulated."));
                    return;
                }
                document_.setReports(std::move(source), std::move(target), ReportChange::Opened, Headline::Target);
            });
    connect(sweepView_, &SweepView::failed, this,
            [this](const QString& text) { showError(tr("Cannot Simulate"), text); });
}

void MainWindow::sweepLoaded(const QString& path)
{
    RecentFiles::add(path);
    ReportFileDialog::rememberLoaded(path);
    statusText_->setText(shownFilesText());
    titleSweepDock(sweepDock_, *sweepView_);
    const bool wasHidden = sweepDock_->isHidden();
    sweepDock_->show();
    sweepDock_->raise();
    // Without a report the grid takes most of the window; beside one, under half of it.
    if (wasHidden && !sweepDock_->isFloating() && dockWidgetArea(sweepDock_) == Qt::BottomDockWidgetArea)
        resizeDocks({sweepDock_}, {height() * (document_.isEmpty() ? 3 : 2) / 5}, Qt::Vertical);
    emit sweepShown(path);
}

void MainWindow::newSimulation()
{
    simulateDock_->show();
    simulateDock_->raise();
    simulatePanel_->setFocus();
}

void MainWindow::simulateFromReport()
{
    const LoadedReport* source = document_.headlineReport(); // after a re-simulation, the newer
    if (!source)
        return;
    try {
        const auto input = simulationInputOf(source->report);
        if (!input) {
            showError(tr("Cannot Simulate"), tr("%1 does not record how it was simulated: it was not written by "
                                                "Tilescope's simulator.")
                                                 .arg(source->displayName()));
            return;
        }
        simulatePanel_->setInput(*input);
        newSimulation();
    } catch (const Error& e) {
        showError(tr("Cannot Simulate"), tr("The command recorded in %1 cannot be read: %2")
                                             .arg(source->displayName(), QString::fromStdString(e.what())));
    }
}

void MainWindow::chooseSaveFile()
{
    const LoadedReport* source = document_.headlineReport(); // after a re-simulation, the newer
    if (!source)
        return;
    // A simulation is offered under its model's name, as the CLI's autoReport would write it.
    const QString suggested = source->path.isEmpty()
                                  ? QString::fromStdString(source->report.model.name) + QStringLiteral(".tsr")
                                  : source->path;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Report"), suggested,
                                                      tr("Tilescope reports (*.tsr);;JSON reports (*.json)"));
    if (!path.isEmpty())
        saveReport(path);
}

bool MainWindow::saveReport(const QString& path)
{
    const LoadedReport* source = document_.headlineReport(); // after a re-simulation, the newer
    if (!source)
        return false;
    try {
        const std::string file = path.toStdString();
        tilescope::saveReport(source->report, file, encodingForPath(file));
        statusText_->setText(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
        return true;
    } catch (const Error& e) {
        showError(tr("Cannot Save Report"), QString::fromStdString(e.what()));
        return false;
    }
}

void MainWindow::showError(const QString& title, const QString& text)
{
    emit errorOccurred(text);
    if (!errorDialogsEnabled_)
        return;
    auto* box = new QMessageBox(QMessageBox::Critical, title, text, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::rebuildRecentMenu()
{
    recentMenu_->clear();
    const QStringList files = RecentFiles::files();
    for (qsizetype i = 0; i < files.size(); ++i) {
        const QString& path = files[i];
        // The number is an accelerator, as in most desktop applications.
        const QString label = tr("&%1 %2").arg(i + 1).arg(QDir::toNativeSeparators(path));
        recentMenu_->addAction(label, this, [this, path] { openReport(path); });
    }
    if (!files.isEmpty())
        recentMenu_->addSeparator();
    QAction* clear = recentMenu_->addAction(tr("Clear List"), this, [this] {
        RecentFiles::clear();
        rebuildRecentMenu();
    });
    clear->setEnabled(!files.isEmpty());
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Tilescope"),
                       tr("<h3>Tilescope %1</h3>"
                          "<p>Simulates Graphcore IPU programs and shows their memory, liveness and execution "
                          "reports.</p>")
                           .arg(QStringLiteral(TILESCOPE_VERSION)));
}

// The new language applies at once: installing its translator sends every widget a
// LanguageChange (changeEvent), and each rewords itself.
void MainWindow::chooseLanguage(const QString& code)
{
    if (code == LanguageSetting::stored())
        return;
    LanguageSetting::store(code);
    LanguageSetting::install(*QCoreApplication::instance(), code);
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        for (const auto& setText : retranslations_)
            setText();
        statusText_->setText(loader_.isLoading() ? statusText_->text() : shownFilesText());
        updateTitle();
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::loadStarted(const QString& path)
{
    statusText_->setText(tr("Loading %1…").arg(QDir::toNativeSeparators(path)));
    setLoadingUi(true);
}

void MainWindow::reportsLoaded(std::shared_ptr<const LoadedReport> source, std::shared_ptr<const LoadedReport> target)
{
    if (std::exchange(loadingTargetOnly_, false) && document_.source()) {
        // The report shown (after a re-simulation, the newer one) is compared with the file.
        ReportFileDialog::rememberLoaded(source->path);
        document_.setReports(document_.headlineShared(), std::move(source));
        return;
    }
    RecentFiles::add(source->path);
    ReportFileDialog::rememberLoaded(target ? target->path : source->path);
    // The views, then showDocumentState().
    document_.setReports(std::move(source), std::move(target), ReportChange::Opened, loadHeadline_);
    emit reportShown(sourcePath_);
}

void MainWindow::loadFailed(const LoadFailure& failure)
{
    loadingTargetOnly_ = false;
    setLoadingUi(false);
    // The report shown before (if any) stays: a failed reload must not lose the user's place.
    statusText_->setText(shownFilesText());
    const QString text = LoadFailureText::describe(failure);
    emit errorOccurred(text);
    if (!errorDialogsEnabled_)
        return;
    auto* box = new QMessageBox(QMessageBox::Critical, tr("Cannot Open Report"), text, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::loadCancelled()
{
    loadingTargetOnly_ = false;
    setLoadingUi(false);
    statusText_->setText(sourcePath_.isEmpty() ? tr("Loading cancelled.") : shownFilesText());
}

void MainWindow::setLoadingUi(bool loading)
{
    progress_->setVisible(loading);
    cancelButton_->setVisible(loading);
    reloadAction_->setEnabled(!loading && !sourcePath_.isEmpty());
    compareAction_->setEnabled(!loading && !document_.isEmpty());
    stopComparingAction_->setEnabled(!loading && document_.target());
    closeAction_->setEnabled(loading || !document_.isEmpty());
    saveAction_->setEnabled(!loading && !document_.isEmpty());
    simulateFromReportAction_->setEnabled(
        !loading && document_.headlineReport() &&
        document_.headlineReport()->report.options.count(kCommandOption) > 0);
}

void MainWindow::updateTitle()
{
    // Qt appends the application display name ("Tilescope") itself. The report the window is about
    // comes first: after a re-simulation, the newer one.
    const bool headlineIsTarget = document_.headline() == Headline::Target;
    const QString& first = headlineIsTarget ? compareName_ : sourceName_;
    const QString& second = headlineIsTarget ? sourceName_ : compareName_;
    if (first.isEmpty() || second.isEmpty())
        setWindowTitle(sourceName_);
    else
        setWindowTitle(tr("%1 vs %2").arg(first, second));
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    QSettings settings;
    settings.setValue(geometryKey(), saveGeometry());
    settings.setValue(stateKey(), saveState());
    QMainWindow::closeEvent(event);
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (!droppedFile(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QString path = droppedFile(event->mimeData());
    if (path.isEmpty())
        return;
    event->acceptProposedAction();
    openReport(path);
}

} // namespace tilescope::gui
