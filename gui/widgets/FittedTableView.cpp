#include "widgets/FittedTableView.h"

#include "widgets/WrappingHeaderView.h"

#include <QEvent>
#include <QHeaderView>
#include <QHelpEvent>
#include <QScrollBar>
#include <QToolTip>

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <vector>

namespace tilescope::gui {
namespace {

constexpr int kCellPadding = 16; // room between right-aligned numbers and the next column
// A column narrows to this when the table must: a name, a figure or the start of a long text.
constexpr int kNarrowestColumn = 200;
constexpr int kNarrowestTable = 360;

} // namespace

FittedTableView::FittedTableView(QWidget* parent) : QTableView(parent)
{
    setHorizontalHeader(new WrappingHeaderView(this));
    setEditTriggers(NoEditTriggers);
    setSelectionBehavior(SelectRows);
    setSelectionMode(SingleSelection);
    setAlternatingRowColors(true);
    setWordWrap(false);
    setShowGrid(false);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // The page scrolls instead, which the table's minimum width keeps from scrolling sideways.
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

int FittedTableView::wholeWidth(int column) const { return contentWidths_.of(column) + kCellPadding; }

int FittedTableView::narrowestWidth(int column) const { return std::min(wholeWidth(column), kNarrowestColumn); }

// Wide enough: every column whole, the spare width shared evenly. Too narrow: each column from its
// narrowest, the room left shared by the columns that gave up width, in proportion to what they
// gave up.
void FittedTableView::fitColumns()
{
    const int columns = model() ? model()->columnCount() : 0;
    if (columns == 0)
        return;
    std::vector<int> widths(std::size_t(columns), 0);
    for (int column = 0; column < columns; ++column)
        widths[std::size_t(column)] = wholeWidth(column);
    const int content = std::accumulate(widths.begin(), widths.end(), 0);
    const int room = viewport()->width();
    if (room >= content) {
        const int spare = room - content;
        for (int column = 0; column < columns; ++column) {
            // Spread the spare width evenly; the last column takes the rounding remainder.
            const int extra = column + 1 < columns ? spare / columns : spare - (columns - 1) * (spare / columns);
            setColumnWidth(column, widths[std::size_t(column)] + extra);
        }
        setOverflowing(false);
        return;
    }
    int narrowest = 0, givenUp = 0;
    for (int column = 0; column < columns; ++column) {
        narrowest += narrowestWidth(column);
        givenUp += wholeWidth(column) - narrowestWidth(column);
    }
    const int left = std::max(room - narrowest, 0);
    for (int column = 0; column < columns; ++column) {
        const int gave = wholeWidth(column) - narrowestWidth(column);
        const int back = givenUp > 0 ? int(std::int64_t(left) * gave / givenUp) : 0;
        setColumnWidth(column, narrowestWidth(column) + back);
    }
    setOverflowing(room < narrowest);
}

// Columns that cannot narrow further scroll inside the table, under its rows, rather than the page.
void FittedTableView::setOverflowing(bool overflowing)
{
    if (overflowing == overflowing_)
        return;
    overflowing_ = overflowing;
    setHorizontalScrollBarPolicy(overflowing ? Qt::ScrollBarAlwaysOn : Qt::ScrollBarAlwaysOff);
    updateGeometry(); // its height gains or loses the scroll bar
}

QSize FittedTableView::sizeHint() const
{
    int height = horizontalHeader()->isHidden() ? 0 : horizontalHeader()->sizeHint().height();
    const int rows = model() ? model()->rowCount() : 0;
    height += rows * verticalHeader()->defaultSectionSize();
    height += 2 * frameWidth();
    if (overflowing_)
        height += horizontalScrollBar()->sizeHint().height();
    int width = 2 * frameWidth();
    const int columns = model() ? model()->columnCount() : 0;
    for (int column = 0; column < columns; ++column)
        width += wholeWidth(column);
    return {width, height};
}

// Narrow enough for a page beside a docked panel: what does not fit scrolls inside the table.
QSize FittedTableView::minimumSizeHint() const
{
    QSize size = sizeHint();
    int width = 2 * frameWidth();
    const int columns = model() ? model()->columnCount() : 0;
    for (int column = 0; column < columns; ++column)
        width += narrowestWidth(column);
    size.setWidth(std::min(width, kNarrowestTable));
    return size;
}

// A cell whose text is elided shows it whole in its tooltip, unless the model gives one.
bool FittedTableView::viewportEvent(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const QModelIndex index = indexAt(help->pos());
        if (index.isValid() && !index.data(Qt::ToolTipRole).isValid()) {
            const QString text = index.data(Qt::DisplayRole).toString();
            const QRect cell = visualRect(index);
            if (!text.isEmpty() && fontMetrics().horizontalAdvance(text) + kCellPadding > cell.width()) {
                QToolTip::showText(help->globalPos(), text, viewport(), cell);
                return true;
            }
        }
    }
    return QTableView::viewportEvent(event);
}

} // namespace tilescope::gui
