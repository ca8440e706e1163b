#pragma once
// The program tree (the seed's Fig. 2.3): control programs and functions as a tree, a search over
// program and operation names ("convolution") with next/previous, and the selected node's details:
// its compute set, exchange, callee and debug context (the operation's options, such as
// availableMemoryProportion, and the planner's plan and phase). With a target report, both trees
// stand side by side, source left and target right, and one search runs in both.

#include "widgets/ReportView.h"

#include <cstdint>
#include <vector>

class QLabel;
class QLineEdit;
class QSplitter;
class QTextBrowser;
class QTimer;
class QToolButton;
class QTreeView;

namespace tilescope::gui {

class ProgramTreeModel;

class ProgramTreeView : public ReportView {
    Q_OBJECT
public:
    explicit ProgramTreeView(ReportDocument& document, QWidget* parent = nullptr);

    QString viewId() const override { return QStringLiteral("programs"); }
    QString title() const override { return tr("Program Tree"); }

    /// Searches both trees for `text` at once and selects the first match (what typing does after
    /// a short pause).
    void search(const QString& text);
    void findNext();     // F3
    void findPrevious(); // Shift+F3

    /// One side of the page: the source (left) or the target (right).
    struct Side {
        ProgramTreeModel* model = nullptr;
        QTreeView* tree = nullptr;
        QTextBrowser* details = nullptr;
        QLabel* title = nullptr;
        QWidget* pane = nullptr;
        QSplitter* splitter = nullptr; // tree and details: side by side, or stacked when comparing
        std::vector<std::int32_t> matches;
        int current = -1; // index into matches
    };
    const Side& source() const { return source_; }
    const Side& target() const { return target_; }
    QLineEdit* searchField() const { return searchField_; }
    QLabel* matchLabel() const { return matchLabel_; }
    QLabel* notesLabel() const { return notes_; }

protected:
    void showDocument() override;
    void retranslateUi() override;
    void rewordDocument() override;
    void showEvent(QShowEvent* event) override;

private:
    struct TreePlace;
    TreePlace placeOf(const Side& side) const;
    /// Expands what was expanded and selects what was selected, where it still exists; false when
    /// the selected node does not.
    bool restorePlace(Side& side, const TreePlace& place);
    void buildSide(Side& side);
    void showDetails(Side& side);
    void step(int direction);
    void selectNode(Side& side, std::int32_t node);
    void showMatchCount();
    void showSelectedOperation();
    void showTitlesAndNotes();
    bool comparing() const;

    Side source_;
    Side target_;
    QLabel* searchLabel_ = nullptr;
    QLineEdit* searchField_;
    QToolButton* previousButton_;
    QToolButton* nextButton_;
    QLabel* matchLabel_;
    QLabel* notes_;
    QTimer* searchTimer_;
    QString searchedText_;
};

} // namespace tilescope::gui
