#include "app/MainWindow.h"

#include "app/LanguageSetting.h"
#include "app/LoadFailureText.h"
#include "app/RecentFiles.h"
#include "app/ReportFileDialog.h"
#include "app/ViewRegistry.h"
#include "views/ReportView.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
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

} // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    setAcceptDrops(true);
    setWindowIcon(QIcon(QStringLiteral(":/icons/tilescope.svg")));

    tabs_ = new QTabWidget(this);
    tabs_->setDocumentMode(true);
    views_ = ViewRegistry::createViews(document_, tabs_);
    for (ReportView* view : views_)
        tabs_->addTab(view, view->title());

    welcomePage_ = createWelcomePage();
    pages_ = new QStackedWidget(this);
    pages_->addWidget(welcomePage_);
    pages_->addWidget(tabs_);
    setCentralWidget(pages_);

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
    createZoomActions(view);
    view->addSeparator();
    QMenu* language = view->addMenu(QString());
    translated([language] { language->setTitle(tr("&Language")); });
    createLanguageMenu(language);

    QMenu* help = menuBar()->addMenu(QString());
    translated([help] { help->setTitle(tr("&Help")); });
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
        translated([this, action, view] {
            action->setText(view->title());
            tabs_->setTabText(tabs_->indexOf(view), view->title());
        });
        if (i < 9)
            action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + int(i))));
    }
}

// The plot of the current view zooms from the menu too, where the keys it takes when it has the
// focus (+, −, 0) are named; each view zooms about what is selected in it.
void MainWindow::createZoomActions(QMenu* menu)
{
    const auto current = [this] { return qobject_cast<ReportView*>(tabs_->currentWidget()); };
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
    translated([hint] { hint->setText(tr("Use File > Open (Ctrl+O) or drop a .tsr or .json report here.")); });
    hint->setAlignment(Qt::AlignCenter);
    hint->setWordWrap(true);
    auto* open = new QPushButton(page);
    translated([open] { open->setText(tr("Open Report…")); });
    connect(open, &QPushButton::clicked, this, &MainWindow::chooseReport);

    auto* layout = new QVBoxLayout(page);
    layout->addStretch(1);
    layout->addWidget(title);
    layout->addWidget(hint);
    layout->addSpacing(12);
    layout->addWidget(open, 0, Qt::AlignHCenter);
    layout->addStretch(2);
    return page;
}

void MainWindow::openReport(const QString& path, const QString& comparePath)
{
    loader_.load(path, comparePath);
}

void MainWindow::reload()
{
    if (!sourcePath_.isEmpty())
        openReport(sourcePath_, comparePath_);
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
    pages_->setCurrentWidget(source ? tabs_ : welcomePage_);
    statusText_->setText(shownFilesText());
    setLoadingUi(loader_.isLoading());
    updateTitle();
}

QString MainWindow::shownFilesText() const
{
    if (sourcePath_.isEmpty())
        return {};
    if (comparePath_.isEmpty())
        return QDir::toNativeSeparators(sourcePath_);
    return tr("Source: %1 · Target: %2").arg(QDir::toNativeSeparators(sourcePath_), QDir::toNativeSeparators(comparePath_));
}

bool MainWindow::showView(const QString& viewId)
{
    for (ReportView* view : views_) {
        if (view->viewId().compare(viewId, Qt::CaseInsensitive) == 0) {
            tabs_->setCurrentWidget(view);
            return true;
        }
    }
    return false;
}

QString MainWindow::currentViewId() const
{
    const auto* view = qobject_cast<const ReportView*>(tabs_->currentWidget());
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
    if (sourcePath_.isEmpty())
        return;
    const QString path = ReportFileDialog::ask(this, tr("Compare With Report"));
    if (!path.isEmpty())
        openReport(sourcePath_, path);
}

void MainWindow::stopComparing()
{
    if (comparePath_.isEmpty() || loader_.isLoading())
        return;
    document_.clearTarget();
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
    RecentFiles::add(source->path);
    ReportFileDialog::rememberLoaded(target ? target->path : source->path);
    document_.setReports(std::move(source), std::move(target)); // the views, then showDocumentState()
    emit reportShown(sourcePath_);
}

void MainWindow::loadFailed(const LoadFailure& failure)
{
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
    setLoadingUi(false);
    statusText_->setText(sourcePath_.isEmpty() ? tr("Loading cancelled.") : shownFilesText());
}

void MainWindow::setLoadingUi(bool loading)
{
    progress_->setVisible(loading);
    cancelButton_->setVisible(loading);
    reloadAction_->setEnabled(!loading && !sourcePath_.isEmpty());
    compareAction_->setEnabled(!loading && !sourcePath_.isEmpty());
    stopComparingAction_->setEnabled(!loading && !comparePath_.isEmpty());
    closeAction_->setEnabled(loading || !sourcePath_.isEmpty());
}

void MainWindow::updateTitle()
{
    // Qt appends the application display name ("Tilescope") itself.
    const QString source = QFileInfo(sourcePath_).fileName();
    if (sourcePath_.isEmpty() || comparePath_.isEmpty())
        setWindowTitle(source);
    else
        setWindowTitle(tr("%1 vs %2").arg(source, QFileInfo(comparePath_).fileName()));
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
