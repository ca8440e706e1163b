#include "views/memory/TileInsideTabs.h"

#include "document/ReportDocument.h"
#include "report/ReportComparison.h"
#include "views/memory/TileContentsModel.h"
#include "widgets/DataTable.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace tilescope::gui {
namespace {

constexpr TileContentsModel::List kLists[] = {TileContentsModel::List::Variables, TileContentsModel::List::Vertices,
                                              TileContentsModel::List::Exchanges};

} // namespace

TileInsideTabs::TileInsideTabs(ReportDocument& document, QWidget* parent) : QTabWidget(parent), document_(document)
{
    setObjectName(QStringLiteral("tileInsideTabs"));
    connect(this, &QTabWidget::currentChanged, this, &TileInsideTabs::fitColumnsOfCurrentTab);
}

void TileInsideTabs::addContentTabs()
{
    contentTabsFrom_ = count();
    for (int list = 0; list < 3; ++list)
        addTab(page(list), QString());
    retranslate();
    showTile();
}

void TileInsideTabs::retranslate()
{
    if (contentTabsFrom_ < 0)
        return;
    setTabText(contentTabsFrom_, tr("Variables"));
    setTabText(contentTabsFrom_ + 1, tr("Compute sets and vertices"));
    setTabText(contentTabsFrom_ + 2, tr("Exchanges"));
}

void TileInsideTabs::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        showTile(); // its notes
    }
    QTabWidget::changeEvent(event);
}

QWidget* TileInsideTabs::page(int list)
{
    static const char* const names[] = {"tileVariables", "tileVertices", "tileExchanges"};
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    for (int s = 0; s < 2; ++s) {
        Side& side = sides_[s];
        side.models[list] = new TileContentsModel(kLists[list], this);
        QTableView* table = createDataTable(
            side.models[list], QLatin1String(names[list]) + (s == 0 ? QStringLiteral("Source") : QStringLiteral("Target")),
            this);
        // A few rows are enough beside the plot: the page keeps its height for the plot on a small
        // window (a docked panel, a comparison's extra rows).
        table->setMinimumHeight(2 * table->verticalHeader()->defaultSectionSize());
        side.tables[list] = table;
        side.titles[list] = new QLabel(this);
        auto* pane = new QWidget(this);
        auto* layout = new QVBoxLayout(pane);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(side.titles[list]);
        layout->addWidget(table, 1);
        splitter->addWidget(pane);
    }
    notes_[list] = new QLabel(this);
    notes_[list]->setWordWrap(true);
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 2, 0, 0);
    layout->addWidget(splitter, 1);
    layout->addWidget(notes_[list]);
    return page;
}

void TileInsideTabs::showTile()
{
    if (!notes_[0])
        return; // the tabs are not built yet
    const LoadedReport* source = document_.source();
    const LoadedReport* target = document_.target();
    const ReportComparison* comparison = document_.comparison();
    const bool sideBySide = target && comparison && comparison->sameTarget;
    tile_.reset();
    if (source) {
        const std::optional<std::uint32_t> selected = document_.selectedTile();
        tile_ = selected && *selected < source->report.memory.tileCount() ? *selected : source->summary.worstTile.id;
    }
    const LoadedReport* reports[2] = {source, sideBySide ? target : nullptr};
    std::shared_ptr<const TileContents> contents[2];
    for (int s = 0; s < 2; ++s) {
        if (reports[s] && tile_)
            contents[s] = std::make_shared<const TileContents>(tileContents(reports[s]->report, *tile_));
        for (int list = 0; list < 3; ++list) {
            Side& side = sides_[s];
            side.models[list]->setContents(reports[s] ? &reports[s]->report : nullptr, contents[s]);
            columnsFitted_[list] = false;
            side.tables[list]->parentWidget()->setVisible(s == 0 || sideBySide);
            side.titles[list]->setVisible(sideBySide);
            const QString tile = QString::number(tile_.value_or(0));
            side.titles[list]->setText(s == 0 ? tr("Source, %1, tile %2").arg(document_.nameOf(source), tile)
                                              : tr("Target, %1, tile %2").arg(document_.nameOf(target), tile));
        }
    }
    QString computeSetsNote;
    if (contents[0])
        computeSetsNote = contents[0]->computeSetsFromExecution
                              ? tr("The compute sets whose tile balance includes this tile, from the execution profile.")
                              : tr("Without an execution profile, the compute sets of the operations that keep data on "
                                   "this tile.");
    notes_[0]->setText(tile_ ? tr("Variables with bytes on tile %1, by address.").arg(*tile_) : QString());
    notes_[1]->setText(computeSetsNote);
    notes_[2]->setText(tile_ ? tr("The exchanges of the compute sets' operations on this tile's IPU; bytes are per tile "
                                  "taking part.")
                             : QString());
    for (int list = 0; list < 3; ++list)
        setTabEnabled(indexOf(notes_[list]->parentWidget()), source != nullptr);
    fitColumnsOfCurrentTab();
}

// Fitting columns measures a hundred rows of every column, over six tables: only the lists in view
// are fitted, the others when their tab is chosen.
void TileInsideTabs::fitColumnsOfCurrentTab()
{
    for (int list = 0; list < 3; ++list) {
        if (columnsFitted_[list] || !notes_[list] || indexOf(notes_[list]->parentWidget()) != currentIndex())
            continue;
        for (Side& side : sides_)
            side.tables[list]->resizeColumnsToContents();
        columnsFitted_[list] = true;
    }
}

} // namespace tilescope::gui
