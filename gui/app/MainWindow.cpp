#include "app/MainWindow.h"

#include "model/HfConfig.h"
#include "options/IpuConfig.h"

#include "app/CurrentPageSizing.h"
#include "app/LanguageSetting.h"
#include "app/PanelDockWidth.h"
#include "app/PanelFolding.h"
#include "app/RecentFiles.h"
#include "app/ReportFileDialog.h"
#include "app/SweepDockHeight.h"
#include "app/ViewRegistry.h"
#include "app/WelcomePage.h"
#include "app/WindowMenus.h"
#include "common/Error.h"
#include "document/LoadFailureText.h"
#include "lessons/LessonPanel.h"
#include "models/QtText.h"
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

    welcomePage_ = new WelcomePage(this);
    connect(welcomePage_, &WelcomePage::openRequested, this, &MainWindow::chooseReport);
    connect(welcomePage_, &WelcomePage::simulateRequested, this, &MainWindow::newSimulation);
    connect(welcomePage_, &WelcomePage::lessonsRequested, this, &MainWindow::showLessons);
    pages_ = new QStackedWidget(this);
    pages_->addWidget(welcomePage_);
    pages_->addWidget(tabs_);
    sizeByCurrentPage(tabs_);
    sizeByCurrentPage(pages_);
    setCentralWidget(pages_);

    panelWidths_ = new PanelDockWidth(*this, kPreferredViewWidth);
    panelFolding_ = new PanelFolding(*this);
    // The side panels keep the window's whole height; the Sweep grid at the bottom spans the views.
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    createSimulateDock();
    createSweepDock();
    createLessonDock();
    menus_ = new WindowMenus(*this);
    const auto enableZoom = [this] {
        menus_->enableZoom(currentView() && currentView()->canZoom() && pages_->currentWidget() == tabs_);
    };
    connect(tabs_, &QTabWidget::currentChanged, this, enableZoom);
    connect(pages_, &QStackedWidget::currentChanged, this, enableZoom);
    enableZoom();
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
    connect(&loader_, &ReportLoader::comparisonLoaded, this, [this](std::shared_ptr<const LoadedReport> target) {
        // The report shown (after a re-simulation, the newer one) is compared with the file.
        ReportFileDialog::rememberLoaded(target->path);
        if (document_.source())
            document_.setReports(document_.headlineShared(), std::move(target), ReportChange::Opened, Headline::Target);
        else
            showDocumentState();
    });
    connect(&saver_, &ReportSaver::saved, this, [this](const QString& path) {
        statusText_->setText(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
        emit reportSaved(path);
    });
    connect(&saver_, &ReportSaver::failed, this, [this](const QString&, const QString& text) {
        showError(tr("Cannot Save Report"), text);
    });
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

QAction* MainWindow::presentationAction() { return menus_->presentationAction(); }

void MainWindow::translated(std::function<void()> setText)
{
    setText();
    retranslations_.push_back(std::move(setText));
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

void MainWindow::openReport(const QString& path, const QString& comparePath)
{
    openReport(path, comparePath, comparePath.isEmpty() ? Headline::Source : Headline::Target);
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
    const LoadedReport* source = document_.source();
    const LoadedReport* target = document_.target();
    if (source && !source->path.isEmpty())
        openReport(source->path, target ? target->path : QString(), document_.headline());
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
    placeSweep();
    pages_->setCurrentWidget(document_.isEmpty() ? (sweepInCentre_ ? static_cast<QWidget*>(sweepView_)
                                                                   : static_cast<QWidget*>(welcomePage_))
                                                 : static_cast<QWidget*>(tabs_));
    statusText_->setText(shownFilesText());
    setLoadingUi(loader_.isLoading());
    updateTitle();
}

QString MainWindow::shownFilesText() const
{
    // A simulation by its name, a file by its path, after its name when the name is what sets it
    // apart from the other report ("amp 0.4 (runs/point-48.tsr)").
    const auto shown = [](const LoadedReport* report, const QString& name) {
        if (!report || report->path.isEmpty())
            return name;
        const QString path = QDir::toNativeSeparators(report->path);
        return name == report->displayName() ? path : tr("%1 (%2)").arg(name, path);
    };
    const QString source = shown(document_.source(), document_.sourceName());
    const QString target = shown(document_.target(), document_.targetName());
    if (source.isEmpty())
        return {};
    if (target.isEmpty())
        return source;
    return tr("Source: %1 · Target: %2").arg(source, target);
}

int MainWindow::viewIndex(const QString& viewId) const
{
    for (std::size_t i = 0; i < views_.size(); ++i)
        if (views_[i]->viewId().compare(viewId, Qt::CaseInsensitive) == 0)
            return int(i);
    return -1;
}

bool MainWindow::hasView(const QString& viewId) const
{
    return viewIndex(viewId) >= 0;
}

bool MainWindow::showView(const QString& viewId)
{
    const int index = viewIndex(viewId);
    if (index >= 0)
        tabs_->setCurrentIndex(index); // the tabs are the views, in order, each in its page
    return index >= 0;
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
    loader_.loadComparison(path);
}

void MainWindow::stopComparing()
{
    if (!document_.target() || loader_.isLoading())
        return;
    // The report the window is about (the headline: the target) stays.
    document_.setReports(document_.headlineShared(), nullptr);
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
    panelFolding_->manage(dock);
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
    // A dock the last session left open (restoreState) shows the lessons as F1 would, not an
    // empty list that says none could be loaded.
    connect(lessonDock_, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible && lessonPanel_->lessons().empty())
            showLessons();
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
    if (const auto refusal = lessonPanel_->openNamed(nameOrFile, step)) {
        showError(refusal->title, refusal->text);
        return false;
    }
    lessonDock_->show();
    lessonDock_->raise();
    return true;
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
            document_.setSelectedOperation(qtText(focus.operation));
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
    sweepDockHeight_ = new SweepDockHeight(*this, *sweepDock_, document_);
    translated([this] { titleSweepDock(sweepDock_, *sweepView_); });
    connect(sweepView_, &SweepView::loaded, this, &MainWindow::sweepLoaded);
    connect(sweepView_, &SweepView::loadFailed, this, [this](const QString& text) {
        statusText_->setText(shownFilesText()); // the sweep and the report shown stay
        showError(tr("Cannot Open Sweep"), text);
    });
    // Two points compared read as the second picked against the first, as a re-simulation does.
    connect(sweepView_, &SweepView::openReportRequested, this, [this](const QString& path, const QString& comparePath) {
        openReport(path, comparePath);
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
    titleSweepDock(sweepDock_, *sweepView_);
    if (!document_.isEmpty()) { // beside the views; alone, it takes the main area (placeSweep)
        const bool wasHidden = sweepDock_->isHidden();
        sweepDock_->show();
        sweepDock_->raise();
        sweepDockHeight_->sweepShown(wasHidden);
    }
    showDocumentState();
    emit sweepShown(path);
}

void MainWindow::placeSweep()
{
    // A sweep with no report open is the window's subject, so it fills the main area; once a point
    // is open, the grid moves to its dock beside the views, and back when the reports close.
    const bool centre = sweepView_ && sweepView_->sweep() && document_.isEmpty();
    if (centre == sweepInCentre_)
        return;
    sweepInCentre_ = centre;
    sweepDock_->toggleViewAction()->setEnabled(!centre); // the dock is empty meanwhile
    if (centre) {
        sweepDock_->setWidget(nullptr); // takes the view out of the dock without deleting it
        sweepDock_->hide();
        pages_->addWidget(sweepView_);
        sweepView_->show();
        return;
    }
    pages_->removeWidget(sweepView_);
    sweepDock_->setWidget(sweepView_);
    sweepView_->show();
    sweepDock_->show();
    sweepDock_->raise();
    sweepDockHeight_->sweepShown(true);
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
                                             .arg(source->displayName(), qtText(e.what())));
    }
}

void MainWindow::chooseSaveFile()
{
    const LoadedReport* source = document_.headlineReport(); // after a re-simulation, the newer
    if (!source)
        return;
    // A simulation is offered under its model's name, as the CLI's autoReport would write it.
    const QString suggested = source->path.isEmpty()
                                  ? qtText(source->report.model.name) + QStringLiteral(".tsr")
                                  : source->path;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Report"), suggested,
                                                      tr("Tilescope reports (*.tsr);;JSON reports (*.json)"));
    if (!path.isEmpty())
        saveReport(path);
}

void MainWindow::saveReport(const QString& path)
{
    // After a re-simulation, the newer report.
    if (const auto shown = document_.headlineShared())
        saver_.save(shown, path);
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

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        for (const auto& setText : retranslations_)
            setText();
        menus_->retranslate();
        for (std::size_t i = 0; i < views_.size(); ++i)
            tabs_->setTabText(int(i), views_[i]->title());
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
    RecentFiles::add(source->path);
    ReportFileDialog::rememberLoaded(target ? target->path : source->path);
    // The views, then showDocumentState().
    const QString path = source->path;
    document_.setReports(std::move(source), std::move(target), ReportChange::Opened, loadHeadline_);
    if (const auto tile = std::exchange(tileOnOpen_, std::nullopt)) {
        const std::size_t tiles = document_.headlineReport()->report.memory.tileCount();
        if (*tile >= tiles) {
            showError(tr("Cannot Select Tile"), tr("--tile %1: %2 has %3 tiles (0 to %4).")
                                                    .arg(*tile)
                                                    .arg(QDir::toNativeSeparators(path))
                                                    .arg(tiles)
                                                    .arg(qulonglong(tiles) - 1));
        } else {
            document_.setSelectedTile(*tile);
        }
    }
    emit reportShown(path);
}

void MainWindow::loadFailed(const LoadFailure& failure)
{
    setLoadingUi(false);
    // The report shown before (if any) stays: a failed reload must not lose the user's place.
    statusText_->setText(shownFilesText());
    showError(tr("Cannot Open Report"), LoadFailureText::describe(failure));
}

void MainWindow::loadCancelled()
{
    setLoadingUi(false);
    statusText_->setText(document_.isEmpty() ? tr("Loading cancelled.") : shownFilesText());
}

void MainWindow::setLoadingUi(bool loading)
{
    progress_->setVisible(loading);
    cancelButton_->setVisible(loading);
    menus_->enableFor(document_, loading);
}

void MainWindow::updateTitle()
{
    // Qt appends the application display name ("Tilescope") itself. The report the window is about
    // comes first: after a re-simulation, the newer one.
    const QString sourceName = document_.sourceName();
    const QString targetName = document_.targetName();
    const bool headlineIsTarget = document_.headline() == Headline::Target;
    const QString& first = headlineIsTarget ? targetName : sourceName;
    const QString& second = headlineIsTarget ? sourceName : targetName;
    if (first.isEmpty() && second.isEmpty() && sweepInCentre_)
        setWindowTitle(sweepDock_->windowTitle());
    else if (first.isEmpty() || second.isEmpty())
        setWindowTitle(sourceName);
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
    // A model's Hugging Face config or an IPUConfig goes to the Simulate panel; anything else is
    // opened as a report (which says what is wrong with it when it is none).
    const std::string file = path.toStdString();
    if (isHfConfigFile(file) || isIpuConfigFile(file)) {
        simulateDock_->show();
        simulateDock_->raise();
        if (isHfConfigFile(file))
            simulatePanel_->openModelFile(path);
        else
            simulatePanel_->openIpuConfig(path);
        return;
    }
    openReport(path);
}

} // namespace tilescope::gui
