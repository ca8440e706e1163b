#include "widgets/NameColumnTable.h"

#include <QEvent>
#include <QHeaderView>
#include <QResizeEvent>

#include <algorithm>
#include <vector>

namespace tilescope::gui {
namespace {

constexpr double kNameShare = 0.35; // of the width, at least
constexpr int kMeasuredRows = 64;   // a tile holds thousands of blocks: measure the first rows

} // namespace

NameColumnTable::NameColumnTable(int nameColumn, QWidget* parent) : QTableView(parent), nameColumn_(nameColumn)
{
    horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    horizontalHeader()->setStretchLastSection(false);
    horizontalHeader()->setResizeContentsPrecision(kMeasuredRows);
    setTextElideMode(Qt::ElideMiddle);
}

void NameColumnTable::setModel(QAbstractItemModel* model)
{
    QTableView::setModel(model);
    contentWidths_.follow(*this, *horizontalHeader());
    if (!model)
        return;
    // A reset, a sort or new header words: measure again.
    connect(model, &QAbstractItemModel::modelReset, this, &NameColumnTable::fitColumns);
    connect(model, &QAbstractItemModel::layoutChanged, this, &NameColumnTable::fitColumns);
    connect(model, &QAbstractItemModel::headerDataChanged, this, &NameColumnTable::fitColumns);
    fitColumns();
}

void NameColumnTable::resizeEvent(QResizeEvent* event)
{
    QTableView::resizeEvent(event);
    fitColumns();
}

void NameColumnTable::changeEvent(QEvent* event)
{
    QTableView::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        contentWidths_.invalidate();
        fitColumns();
    }
}

void NameColumnTable::fitColumns()
{
    const int columns = model() ? model()->columnCount() : 0;
    if (columns == 0 || nameColumn_ >= columns)
        return;
    const int room = viewport()->width();
    const int nameRoom = int(room * kNameShare);
    const auto contentWidth = [this](int column) { return contentWidths_.of(column); };
    const auto othersWidth = [&] {
        int width = 0;
        for (int column = 0; column < columns; ++column)
            if (column != nameColumn_ && !isColumnHidden(column))
                width += contentWidth(column);
        return width;
    };
    // Give back the columns left out while they fit again, the last left out first; then leave
    // out, least needed first, those that do not.
    while (!dropped_.empty()) {
        setColumnHidden(dropped_.back(), false);
        if (othersWidth() <= room - nameRoom) {
            dropped_.pop_back();
            continue;
        }
        setColumnHidden(dropped_.back(), true);
        break;
    }
    for (const int column : droppable_) {
        if (othersWidth() <= room - nameRoom)
            break;
        if (column < columns && !isColumnHidden(column)) {
            setColumnHidden(column, true);
            dropped_.push_back(column);
        }
    }
    const int others = othersWidth();
    const int left = std::max(room - nameRoom, 0);
    const double scale = others > left && others > 0 ? double(left) / double(others) : 1.0;
    for (int column = 0; column < columns; ++column)
        if (column != nameColumn_ && !isColumnHidden(column))
            setColumnWidth(column, int(contentWidth(column) * scale));
    // The name takes the rest: never less than its share.
    setColumnWidth(nameColumn_, std::max(room - int(others * scale), nameRoom));
}

} // namespace tilescope::gui
