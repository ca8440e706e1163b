#include "views/programs/ProgramTreeView.h"

#include "document/ReportDocument.h"
#include "models/ProgramDetails.h"
#include "models/QtText.h"
#include "report/ReportComparison.h"
#include "views/programs/ProgramTreeModel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QShortcut>
#include <QSplitter>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <map>

namespace tilescope::gui {
namespace {

constexpr int kSearchDelayMs = 200;

// A node named by the names from a root down to it, each with its rank among the siblings of
// that name, so that it is found again in a re-simulated report whose node numbers differ.
using NodePath = std::vector<std::pair<QString, int>>;

// An expanded node and the expanded nodes under it, named as in NodePath.
struct ExpandedNode {
    QString name;
    int rank = 0;
    std::vector<ExpandedNode> children;
};

QString nameOf(const QModelIndex& index) { return index.data().toString(); }

NodePath pathOf(QModelIndex index)
{
    NodePath path;
    for (index = index.siblingAtColumn(0); index.isValid(); index = index.parent()) {
        const QString name = nameOf(index);
        int rank = 0;
        for (int row = 0; row < index.row(); ++row)
            rank += nameOf(index.siblingAtRow(row)) == name ? 1 : 0;
        path.emplace_back(name, rank);
    }
    std::reverse(path.begin(), path.end());
    return path;
}

QModelIndex indexAt(const QAbstractItemModel& model, const NodePath& path)
{
    QModelIndex at;
    for (const auto& [name, rank] : path) {
        QModelIndex found;
        for (int row = 0, seen = 0; row < model.rowCount(at) && !found.isValid(); ++row) {
            const QModelIndex child = model.index(row, 0, at);
            if (nameOf(child) == name && seen++ == rank)
                found = child;
        }
        if (!found.isValid())
            return {};
        at = found;
    }
    return at;
}

// Only expanded nodes are walked into: the cost is that of the rows the tree shows.
std::vector<ExpandedNode> expandedUnder(const QTreeView& tree, const QModelIndex& parent)
{
    const QAbstractItemModel& model = *tree.model();
    const int rows = model.rowCount(parent);
    std::vector<int> expanded;
    for (int row = 0; row < rows; ++row)
        if (tree.isExpanded(model.index(row, 0, parent)))
            expanded.push_back(row);
    std::vector<ExpandedNode> nodes;
    if (expanded.empty())
        return nodes;
    std::map<QString, int> seen;
    std::size_t next = 0;
    for (int row = 0; row < rows && next < expanded.size(); ++row) {
        const QModelIndex child = model.index(row, 0, parent);
        const QString name = nameOf(child);
        const int rank = seen[name]++;
        if (row == expanded[next]) {
            nodes.push_back({name, rank, expandedUnder(tree, child)});
            ++next;
        }
    }
    return nodes;
}

void expandUnder(QTreeView& tree, const QModelIndex& parent, const std::vector<ExpandedNode>& nodes)
{
    if (nodes.empty())
        return;
    const QAbstractItemModel& model = *tree.model();
    std::map<std::pair<QString, int>, QModelIndex> children;
    std::map<QString, int> seen;
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex child = model.index(row, 0, parent);
        const QString name = nameOf(child);
        children.emplace(std::pair(name, seen[name]++), child);
    }
    for (const ExpandedNode& node : nodes)
        if (const auto it = children.find({node.name, node.rank}); it != children.end()) {
            tree.expand(it->second);
            expandUnder(tree, it->second, node.children);
        }
}

// The node the page opens on, so the details are never empty: the first program of an operation
// the planner had to plan in phase 2 (the one worth reading about), else of any planned operation.
std::int32_t initialNode(const Report& report)
{
    const Programs& programs = report.programs;
    std::int32_t planned = programs.size() > 0 ? 0 : kNone;
    bool foundPlanned = false;
    for (std::size_t i = 0; i < programs.size(); ++i) {
        const std::int32_t op = programs.operation[i];
        if (op < 0 || std::size_t(op) >= report.operations.size() || programs.kind[i] != ProgramKind::OnTileExecute)
            continue;
        const PlannerPhase phase = report.operations.plannerPhase[std::size_t(op)];
        if (phase == PlannerPhase::Phase2)
            return std::int32_t(i);
        if (phase == PlannerPhase::Phase1 && !foundPlanned) {
            planned = std::int32_t(i);
            foundPlanned = true;
        }
    }
    return planned;
}

} // namespace

struct ProgramTreeView::TreePlace {
    NodePath selected; // empty: nothing was selected
    std::vector<ExpandedNode> expanded;
};

ProgramTreeView::ProgramTreeView(ReportDocument& document, QWidget* parent)
    : ReportView(document, parent),
      searchField_(new QLineEdit(this)),
      previousButton_(new QToolButton(this)),
      nextButton_(new QToolButton(this)),
      matchLabel_(new QLabel(this)),
      notes_(new QLabel(this)),
      searchTimer_(new QTimer(this))
{
    searchField_->setClearButtonEnabled(true);
    matchLabel_->setMinimumWidth(matchLabel_->fontMetrics().horizontalAdvance(QStringLiteral("0000 of 00000")));
    notes_->setWordWrap(true);
    notes_->hide();
    searchTimer_->setSingleShot(true);
    searchTimer_->setInterval(kSearchDelayMs);

    searchLabel_ = new QLabel(this);
    searchLabel_->setBuddy(searchField_);
    auto* searchBar = new QHBoxLayout;
    searchBar->addWidget(searchLabel_);
    searchBar->addWidget(searchField_, 1);
    searchBar->addWidget(previousButton_);
    searchBar->addWidget(nextButton_);
    searchBar->addWidget(matchLabel_);

    buildSide(source_);
    buildSide(target_);
    auto* sides = new QSplitter(Qt::Horizontal, this);
    sides->addWidget(source_.pane);
    sides->addWidget(target_.pane);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addLayout(searchBar);
    layout->addWidget(notes_);
    layout->addWidget(sides, 1);

    connect(searchField_, &QLineEdit::textChanged, searchTimer_, qOverload<>(&QTimer::start));
    connect(searchTimer_, &QTimer::timeout, this, [this] { search(searchField_->text()); });
    connect(searchField_, &QLineEdit::returnPressed, this, [this] {
        // Enter runs a pending search at once, else moves on to the next match.
        if (searchTimer_->isActive() || searchField_->text() != searchedText_)
            search(searchField_->text());
        else
            findNext();
    });
    connect(nextButton_, &QToolButton::clicked, this, &ProgramTreeView::findNext);
    connect(previousButton_, &QToolButton::clicked, this, &ProgramTreeView::findPrevious);
    // Shortcuts of a page in a hidden tab are inactive, so these do not clash with other views'.
    auto* find = new QShortcut(QKeySequence::Find, this);
    connect(find, &QShortcut::activated, this, [this] {
        searchField_->setFocus(Qt::ShortcutFocusReason);
        searchField_->selectAll();
    });
    connect(new QShortcut(QKeySequence::FindNext, this), &QShortcut::activated, this, &ProgramTreeView::findNext);
    connect(new QShortcut(QKeySequence::FindPrevious, this), &QShortcut::activated, this,
            &ProgramTreeView::findPrevious);
    followDocument(&ReportDocument::selectedOperationChanged, &ProgramTreeView::showSelectedOperation);
    retranslateUi();
    showDocument();
}

void ProgramTreeView::retranslateUi()
{
    searchLabel_->setText(tr("&Search:"));
    searchField_->setPlaceholderText(tr("Search programs and operations, e.g. convolution (Ctrl+F)"));
    previousButton_->setText(tr("Previous"));
    previousButton_->setToolTip(tr("Previous match (Shift+F3)"));
    nextButton_->setText(tr("Next"));
    nextButton_->setToolTip(tr("Next match (F3, Enter)"));
}

// The titles, notes, details and match count in the new language; the trees keep their place.
void ProgramTreeView::rewordDocument()
{
    showTitlesAndNotes();
    for (Side* side : {&source_, &target_})
        showDetails(*side);
    showMatchCount();
}

void ProgramTreeView::buildSide(Side& side)
{
    side.model = new ProgramTreeModel(this);
    side.tree = new QTreeView(this);
    side.tree->setModel(side.model);
    side.tree->setUniformRowHeights(true); // lets the view skip measuring 100,000s of rows
    side.tree->setAlternatingRowColors(true);
    side.tree->header()->setStretchLastSection(true);
    side.tree->header()->resizeSection(ProgramTreeModel::NameColumn, 380);
    side.tree->header()->resizeSection(ProgramTreeModel::KindColumn, 130);
    side.details = new QTextBrowser(this);
    side.details->setOpenLinks(false);
    side.title = new QLabel(this);
    side.title->setTextFormat(Qt::RichText);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(side.tree);
    splitter->addWidget(side.details);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    side.splitter = splitter;
    side.pane = new QWidget(this);
    auto* layout = new QVBoxLayout(side.pane);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(side.title);
    layout->addWidget(splitter, 1);

    connect(side.tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this, &side] { showDetails(side); });
    // A Call's callee link goes to the function it runs.
    connect(side.details, &QTextBrowser::anchorClicked, this, [this, &side](const QUrl& url) {
        if (url.scheme() == u"program")
            selectNode(side, url.path().toInt());
    });
}

bool ProgramTreeView::comparing() const { return document().target() != nullptr; }

void ProgramTreeView::showDocument()
{
    const LoadedReport* source = document().source();
    const LoadedReport* target = document().target();
    // Re-simulated reports keep the selected and the expanded programs, found by name; the models
    // still point into the reports shown before (ReportView holds them meanwhile), where the names
    // are read. The previous result becomes the target: a target tree not shown before takes the
    // source's place.
    const bool keepPlace = keepsPlace();
    std::array<TreePlace, 2> places;
    if (keepPlace) {
        places[0] = placeOf(source_);
        places[1] = target_.model->report() ? placeOf(target_) : places[0];
    }
    source_.model->setReport(source ? &source->report : nullptr);
    target_.model->setReport(target ? &target->report : nullptr);
    target_.pane->setVisible(target != nullptr);
    // Alone, the details sit beside the tree at full height; two sides stack them under their trees.
    for (Side* side : {&source_, &target_})
        side->splitter->setOrientation(target ? Qt::Vertical : Qt::Horizontal);
    showTitlesAndNotes();

    for (std::size_t s = 0; s < 2; ++s) {
        Side& side = s == 0 ? source_ : target_;
        side.matches.clear();
        side.current = -1;
        const Report* report = side.model->report();
        if (report && !(keepPlace && restorePlace(side, places[s])))
            selectNode(side, initialNode(*report));
        showDetails(side);
    }
    searchedText_.clear();
    if (keepPlace && !searchField_->text().trimmed().isEmpty()) {
        // The same search in the new trees, staying on the kept nodes.
        searchTimer_->stop();
        searchedText_ = searchField_->text();
        for (Side* side : {&source_, &target_}) {
            side->matches = side->model->nodesMatching(searchedText_);
            const auto it = std::find(side->matches.begin(), side->matches.end(),
                                      side->model->nodeOf(side->tree->currentIndex()));
            side->current = it == side->matches.end() ? -1 : int(it - side->matches.begin());
        }
        showMatchCount();
    } else if (!searchField_->text().trimmed().isEmpty()) {
        search(searchField_->text());
    } else {
        showMatchCount();
    }
}

ProgramTreeView::TreePlace ProgramTreeView::placeOf(const Side& side) const
{
    TreePlace place;
    if (!side.model->report())
        return place;
    if (side.tree->currentIndex().isValid())
        place.selected = pathOf(side.tree->currentIndex());
    place.expanded = expandedUnder(*side.tree, QModelIndex());
    return place;
}

bool ProgramTreeView::restorePlace(Side& side, const TreePlace& place)
{
    expandUnder(*side.tree, QModelIndex(), place.expanded);
    const QModelIndex selected = place.selected.empty() ? QModelIndex() : indexAt(*side.model, place.selected);
    if (!selected.isValid())
        return false;
    selectNode(side, side.model->nodeOf(selected));
    return true;
}

void ProgramTreeView::showTitlesAndNotes()
{
    const LoadedReport* source = document().source();
    const LoadedReport* target = document().target();
    source_.title->setText(target ? QStringLiteral("<b>") % tr("Source: %1").arg(document().nameOf(source)).toHtmlEscaped()
                                        % QStringLiteral("</b>")
                                  : QString());
    source_.title->setVisible(target != nullptr);
    target_.title->setText(QStringLiteral("<b>") % tr("Target: %1").arg(document().nameOf(target)).toHtmlEscaped()
                           % QStringLiteral("</b>"));

    QStringList notes;
    if (const ReportComparison* comparison = document().comparison()) {
        if (!comparison->sameModel)
            notes.append(tr("The reports are of different models (%1 and %2): their programs and operations do "
                            "not correspond.")
                             .arg(qtText(source->report.model.name),
                                  qtText(target->report.model.name)));
        if (!comparison->sameTarget)
            notes.append(tr("The reports are for different targets: the same program runs on different tiles."));
    }
    notes_->setText(notes.join(u'\n'));
    notes_->setVisible(!notes.isEmpty());
}

// A tree laid out for the first time (its tab just opened) centres its selected node.
void ProgramTreeView::showEvent(QShowEvent* event)
{
    ReportView::showEvent(event);
    for (Side* side : {&source_, &target_})
        if (side->tree->currentIndex().isValid())
            QTimer::singleShot(0, side->tree, [tree = side->tree] {
                tree->scrollTo(tree->currentIndex(), QAbstractItemView::PositionAtCenter);
            });
}

void ProgramTreeView::search(const QString& text)
{
    searchTimer_->stop();
    if (searchField_->text() != text) {
        const QSignalBlocker blocker(searchField_);
        searchField_->setText(text);
    }
    searchedText_ = text;
    for (Side* side : {&source_, &target_}) {
        side->matches = side->model->nodesMatching(text);
        side->current = -1;
    }
    step(+1);
}

void ProgramTreeView::findNext() { step(+1); }
void ProgramTreeView::findPrevious() { step(-1); }

void ProgramTreeView::step(int direction)
{
    for (Side* side : {&source_, &target_}) {
        const int count = int(side->matches.size());
        if (count == 0)
            continue;
        side->current = side->current < 0 ? (direction > 0 ? 0 : count - 1) : (side->current + direction + count) % count;
        selectNode(*side, side->matches[std::size_t(side->current)]);
    }
    showMatchCount();
}

void ProgramTreeView::selectNode(Side& side, std::int32_t node)
{
    const QModelIndex index = side.model->indexOfNode(node);
    if (!index.isValid())
        return;
    // Expand down to the node: its ancestors, root first.
    std::vector<QModelIndex> ancestors;
    for (QModelIndex parent = index.parent(); parent.isValid(); parent = parent.parent())
        ancestors.push_back(parent);
    for (auto it = ancestors.rbegin(); it != ancestors.rend(); ++it)
        side.tree->expand(*it);
    side.tree->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    side.tree->scrollTo(index, QAbstractItemView::PositionAtCenter);
    // A tree not laid out yet (a hidden tab, a fresh document) cannot centre: centre again once it is.
    QTimer::singleShot(0, side.tree, [tree = side.tree] {
        if (tree->currentIndex().isValid())
            tree->scrollTo(tree->currentIndex(), QAbstractItemView::PositionAtCenter);
    });
}

void ProgramTreeView::showDetails(Side& side)
{
    const Report* report = side.model->report();
    if (!report) {
        side.details->clear();
        return;
    }
    side.details->setHtml(ProgramDetails::html(*report, side.model->nodeOf(side.tree->currentIndex())));
}

// The operation selected elsewhere (the Operations table, the trace): its first program on each side.
void ProgramTreeView::showSelectedOperation()
{
    const std::string name = document().selectedOperation().toStdString();
    for (Side* side : {&source_, &target_}) {
        const Report* report = side->model->report();
        if (!report || name.empty())
            continue;
        for (std::size_t node = 0; node < report->programs.size(); ++node) {
            const std::int32_t op = report->programs.operation[node];
            if (op >= 0 && report->operations.name[std::size_t(op)] == name) {
                selectNode(*side, std::int32_t(node));
                break;
            }
        }
    }
}

void ProgramTreeView::showMatchCount()
{
    const bool searching = !searchedText_.trimmed().isEmpty();
    previousButton_->setEnabled(searching);
    nextButton_->setEnabled(searching);
    if (!searching) {
        matchLabel_->clear();
        return;
    }
    const auto countText = [](const Side& side) {
        if (side.matches.empty())
            return tr("no matches");
        return tr("%1 of %2").arg(QLocale().toString(side.current + 1), QLocale().toString(qulonglong(side.matches.size())));
    };
    matchLabel_->setText(comparing() ? tr("Source: %1 · Target: %2").arg(countText(source_), countText(target_))
                                     : countText(source_));
}

} // namespace tilescope::gui
