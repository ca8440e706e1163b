#pragma once
// The main window's menu bar: File, View and Help, their actions and shortcuts, the recent files,
// the zoom actions for the current view and the language menu. The actions call the window's
// public operations; which of them apply follows the document and the load in progress.

#include <QObject>

#include <functional>
#include <vector>

class QAction;
class QMenu;

namespace tilescope::gui {

class MainWindow;
class ReportDocument;

class WindowMenus : public QObject {
    Q_OBJECT
public:
    /// Fills the menu bar of `window`, whose docks and views exist by then.
    explicit WindowMenus(MainWindow& window);

    QAction* presentationAction() const { return presentation_; }
    QAction* darkPaletteAction() const { return darkPalette_; }
    /// Enables the actions that apply to `document` while a load is, or is not, running.
    void enableFor(const ReportDocument& document, bool loading);
    /// Enables the zoom actions when the current view zooms.
    void enableZoom(bool zooms);
    /// Rewords every menu and action in the language of the moment.
    void retranslate();

private:
    /// Sets a text now and again at each retranslate().
    void translated(std::function<void()> setText);
    void createFileMenu();
    void createViewMenu();
    void createViewActions(QMenu* menu);
    void createZoomActions(QMenu* menu);
    void createLanguageMenu(QMenu* menu);
    void createHelpMenu();
    void rebuildRecentMenu();
    void showAbout();

    MainWindow& window_;
    QMenu* recentMenu_ = nullptr;
    QAction* reload_ = nullptr;
    QAction* close_ = nullptr;
    QAction* compare_ = nullptr;
    QAction* stopComparing_ = nullptr;
    QAction* save_ = nullptr;
    QAction* simulateFromReport_ = nullptr;
    QAction* presentation_ = nullptr;
    QAction* darkPalette_ = nullptr;
    QAction* zoomIn_ = nullptr;
    QAction* zoomOut_ = nullptr;
    QAction* resetZoom_ = nullptr;
    std::vector<std::function<void()>> retranslations_;
};

} // namespace tilescope::gui
