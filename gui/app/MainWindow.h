#pragma once
// The main window: wires the report views (as tabs), the panels (Simulate, Sweep, Lesson, as docks),
// the menus (WindowMenus), loading and saving in the background with progress in the status bar,
// drag and drop and the persisted window geometry. What is shown is the document's; the window
// keeps no copy of it.

#include "document/ReportDocument.h"
#include "document/ReportLoader.h"
#include "document/ReportSaver.h"

#include <QMainWindow>

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QProgressBar;
class QPushButton;
class QStackedWidget;
class QTabWidget;

namespace tilescope {
struct LessonFocus;
}

namespace tilescope::gui {

class PanelDockWidth;
class PanelFolding;
class ReportView;
class SimulatePanel;
class LessonPanel;
class SweepDockHeight;
class SweepView;
class WelcomePage;
class WindowMenus;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    /// The size of a first start, before a size is remembered: fits a 1366×768 laptop screen.
    static constexpr QSize kDefaultSize{1280, 860};

    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    /// Loads `path` (and `comparePath` as the target report) in the background; a sweep file
    /// (`tilescope-cli sweep -o`) is shown as a sweep instead (openSweep). One rule for every
    /// comparison: the target, the "after", is the headline (File > Compare as the Simulate panel).
    void openReport(const QString& path, const QString& comparePath = {});
    /// The same, with `headline` saying which of the two the window is about.
    void openReport(const QString& path, const QString& comparePath, Headline headline);
    /// Reads the sweep file `path` in the background and shows it in the Sweep dock.
    void openSweep(const QString& path);
    void reload();
    void closeReport();
    /// Keeps the source report and drops the target one.
    void stopComparing();
    /// Shows the Simulate panel (File > New Simulation).
    void newSimulation();
    /// Fills the Simulate panel from the command the shown report records, and shows it.
    void simulateFromReport();
    /// Starts writing the shown report to `path` (.tsr or .json by its extension) in the
    /// background: reportSaved() when written, an error dialog when it cannot be.
    void saveReport(const QString& path);
    /// File > Open, Compare With and Save Report As: each asks for a file first.
    void chooseReport();
    void chooseCompareTarget();
    void chooseSaveFile();

    SimulatePanel& simulatePanel() { return *simulatePanel_; }
    /// Help > Lessons: shows the Lesson panel, loading the bundled lessons the first time.
    void showLessons();
    /// Shows lesson `nameOrFile` (a bundled lesson's name, or a lesson file) at `step` (from 0);
    /// false when there is no such lesson or step.
    bool openLesson(const QString& nameOrFile, int step);
    LessonPanel& lessonPanel() { return *lessonPanel_; }
    QDockWidget* lessonDock() { return lessonDock_; }
    QAction* presentationAction();
    QDockWidget* simulateDock() { return simulateDock_; }
    SweepView& sweepView() { return *sweepView_; }
    QDockWidget* sweepDock() { return sweepDock_; }
    ReportDocument& document() { return document_; }
    ReportLoader& loader() { return loader_; }
    const std::vector<ReportView*>& views() const { return views_; }
    /// Makes the view named `viewId` (case-insensitive) current; false if there is none.
    bool showView(const QString& viewId);
    /// Selects `tile` in the next report opened (--tile), or says in an error that it has no such tile.
    void selectTileOnOpen(std::uint32_t tile) { tileOnOpen_ = tile; }
    /// True when a view is named `viewId` (case-insensitive).
    bool hasView(const QString& viewId) const;
    QString currentViewId() const;
    /// The view of the current tab (each tab is a view in a page that scrolls when too short).
    ReportView* currentView() const;

    /// Tests turn the modal error dialog off; errorOccurred() is emitted either way.
    void setErrorDialogsEnabled(bool enabled) { errorDialogsEnabled_ = enabled; }

signals:
    /// A load failed; `text` is what the error dialog shows.
    void errorOccurred(const QString& text);
    void reportShown(const QString& path);
    /// A sweep file was read and is shown in the Sweep dock.
    void sweepShown(const QString& path);
    void reportSaved(const QString& path);

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    int viewIndex(const QString& viewId) const;
    /// Sets a text now and again after each language change.
    void translated(std::function<void()> setText);
    void createStatusBar();
    QDockWidget* addPanelDock(QWidget* panel, const QString& objectName, Qt::DockWidgetAreas allowed,
                              Qt::DockWidgetArea area);
    void createSimulateDock();
    void createLessonDock();
    void showLessonStep(const QString& view, const LessonFocus& focus);
    void createSweepDock();
    void sweepLoaded(const QString& path);
    /// Puts the sweep in the main area while no report is open, else in its dock.
    void placeSweep();
    void showError(const QString& title, const QString& text);

    void loadStarted(const QString& path);
    void reportsLoaded(std::shared_ptr<const LoadedReport> source, std::shared_ptr<const LoadedReport> target);
    void loadFailed(const LoadFailure& failure);
    void loadCancelled();
    void setLoadingUi(bool loading);
    void showDocumentState();
    QString shownFilesText() const;
    void updateTitle();

    ReportDocument document_;
    ReportLoader loader_;
    ReportSaver saver_;
    std::vector<ReportView*> views_;
    QStackedWidget* pages_ = nullptr;
    WelcomePage* welcomePage_ = nullptr;
    QTabWidget* tabs_ = nullptr;
    WindowMenus* menus_ = nullptr;
    SimulatePanel* simulatePanel_ = nullptr;
    LessonPanel* lessonPanel_ = nullptr;
    QDockWidget* lessonDock_ = nullptr;
    QDockWidget* simulateDock_ = nullptr;
    // Side panels give up width for the views down to this, as far as their minimum allows.
    static constexpr int kPreferredViewWidth = 720;
    PanelDockWidth* panelWidths_ = nullptr;
    PanelFolding* panelFolding_ = nullptr;
    SweepView* sweepView_ = nullptr;
    QDockWidget* sweepDock_ = nullptr;
    SweepDockHeight* sweepDockHeight_ = nullptr;
    bool sweepInCentre_ = false; // the sweep view is a page of the main area, not in its dock
    Headline loadHeadline_ = Headline::Source; // of the reports being loaded
    std::optional<std::uint32_t> tileOnOpen_;   // --tile, checked against the first report opened
    quint64 sweepGeneration_ = 0; // the document's generation when the sweep's points were asked for
    QLabel* statusText_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QPushButton* cancelButton_ = nullptr;
    bool errorDialogsEnabled_ = true;
    std::vector<std::function<void()>> retranslations_;
};

} // namespace tilescope::gui
