#include "views/FittedTableView.h"

#include <QHeaderView>

#include <algorithm>
#include <numeric>
#include <vector>

namespace tilescope::gui {
namespace {

constexpr int kCellPadding = 16; // room between right-aligned numbers and the next column

} // namespace

FittedTableView::FittedTableView(QWidget* parent) : QTableView(parent)
{
    setEditTriggers(NoEditTriggers);
    setSelectionBehavior(SelectRows);
    setSelectionMode(SingleSelection);
    setAlternatingRowColors(true);
    setWordWrap(false);
    setShowGrid(false);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // The page scrolls instead: the table claims its content width as its minimum.
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    verticalHeader()->hide();
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    horizontalHeader()->setHighlightSections(false);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void FittedTableView::setModel(QAbstractItemModel* model)
{
    QTableView::setModel(model);
    if (!model)
        return;
    connect(model, &QAbstractItemModel::modelReset, this, &FittedTableView::contentsChanged);
    connect(model, &QAbstractItemModel::rowsInserted, this, &FittedTableView::contentsChanged);
    connect(model, &QAbstractItemModel::rowsRemoved, this, &FittedTableView::contentsChanged);
    connect(model, &QAbstractItemModel::headerDataChanged, this, &FittedTableView::contentsChanged);
    contentsChanged();
}

void FittedTableView::contentsChanged()
{
    fitColumns();
    updateGeometry();
}

void FittedTableView::resizeEvent(QResizeEvent* event)
{
    QTableView::resizeEvent(event);
    fitColumns();
}

void FittedTableView::fitColumns()
{
    const int columns = model() ? model()->columnCount() : 0;
    if (columns == 0)
        return;
    std::vector<int> widths(std::size_t(columns), 0);
    for (int column = 0; column < columns; ++column) {
        widths[std::size_t(column)] = std::max(sizeHintForColumn(column), horizontalHeader()->sectionSizeHint(column))
                                      + kCellPadding;
    }
    const int content = std::accumulate(widths.begin(), widths.end(), 0);
    const int spare = std::max(0, viewport()->width() - content);
    for (int column = 0; column < columns; ++column) {
        // Spread the spare width evenly; the last column takes the rounding remainder.
        const int extra = column + 1 < columns ? spare / columns : spare - (columns - 1) * (spare / columns);
        setColumnWidth(column, widths[std::size_t(column)] + extra);
    }
}

QSize FittedTableView::sizeHint() const
{
    int height = horizontalHeader()->isHidden() ? 0 : horizontalHeader()->sizeHint().height();
    const int rows = model() ? model()->rowCount() : 0;
    height += rows * verticalHeader()->defaultSectionSize();
    height += 2 * frameWidth();
    int width = 2 * frameWidth();
    const int columns = model() ? model()->columnCount() : 0;
    for (int column = 0; column < columns; ++column)
        width += std::max(sizeHintForColumn(column), horizontalHeader()->sectionSizeHint(column)) + kCellPadding;
    return {width, height};
}

QSize FittedTableView::minimumSizeHint() const { return sizeHint(); }

} // namespace tilescope::gui
