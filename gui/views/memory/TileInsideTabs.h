#pragma once
// A tile's inside, as the vendor's tool opens it: beside the Memory view's breakdown, tabs for the
// selected tile's variables, compute sets and vertices, and exchanges (core's tileContents). The
// tile is the document's selected one, else the report's worst. With a target report whose tiles
// correspond, the target's lists stand beside the source's. The Memory view tells it when to show
// them again, so that it follows the document when the view does.

#include <QTabWidget>

#include <memory>
#include <optional>

class QLabel;
class QTableView;

namespace tilescope::gui {

class ReportDocument;
class TileContentsModel;

class TileInsideTabs : public QTabWidget {
    Q_OBJECT
public:
    /// Tabs after those already added (the breakdown); `document` must outlive the widget.
    TileInsideTabs(ReportDocument& document, QWidget* parent = nullptr);

    /// Adds the variables, vertices and exchanges tabs; call once the view's own tabs are in.
    void addContentTabs();
    /// Shows the document's selected tile (else the worst) of its reports.
    void showTile();
    /// The tile shown, if any.
    std::optional<std::uint32_t> tile() const { return tile_; }

protected:
    void changeEvent(QEvent* event) override;

private:
    /// The content tabs' titles in the current language.
    void retranslate();
    struct Side {
        TileContentsModel* models[3] = {};
        QTableView* tables[3] = {};
        QLabel* titles[3] = {};
    };
    QWidget* page(int list);
    void fitColumnsOfCurrentTab();

    ReportDocument& document_;
    int contentTabsFrom_ = -1;
    Side sides_[2];
    QLabel* notes_[3] = {};
    bool columnsFitted_[3] = {}; // the list's columns fit what it shows
    std::optional<std::uint32_t> tile_;
};

} // namespace tilescope::gui
