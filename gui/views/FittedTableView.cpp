#include "views/FittedTableView.h"

#include <QEvent>
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
    contentWidths_.follow(*this, *horizontalHeader());
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

void FittedTableView::changeEvent(QEvent* event)
{
    QTableView::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        contentWidths_.invalidate();
        contentsChanged();
    }
}

void FittedTableView::fitColumns()
{
    const int columns = model() ? model()->columnCount() : 0;
    if (columns == 0)
        return;
    std::vector<int> widths(std::size_t(columns), 0);
    for (int column = 0; column < columns; ++column)
        widths[std::size_t(column)] = contentWidths_.of(column) + kCellPadding;
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
        width += contentWidths_.of(column) + kCellPadding;
    return {width, height};
}

QSize FittedTableView::minimumSizeHint() const { return sizeHint(); }

} // namespace tilescope::gui
