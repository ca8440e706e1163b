#include "widgets/ColumnContentWidths.h"

#include <QAbstractItemView>
#include <QEvent>
#include <QHeaderView>

#include <algorithm>

namespace tilescope::gui {

void ColumnContentWidths::follow(QAbstractItemView& view, const QHeaderView& header)
{
    view_ = &view;
    header_ = &header;
    invalidate();
    QAbstractItemModel* model = view.model();
    if (!model)
        return;
    const auto changed = [this] { invalidate(); };
    // Connected ahead of the view's own slots that fit its columns to the widths.
    QObject::connect(model, &QAbstractItemModel::modelReset, &view, changed);
    QObject::connect(model, &QAbstractItemModel::layoutChanged, &view, changed);
    QObject::connect(model, &QAbstractItemModel::rowsInserted, &view, changed);
    QObject::connect(model, &QAbstractItemModel::rowsRemoved, &view, changed);
    QObject::connect(model, &QAbstractItemModel::dataChanged, &view, changed);
    QObject::connect(model, &QAbstractItemModel::headerDataChanged, &view, changed);
}

int ColumnContentWidths::of(int column) const
{
    const QAbstractItemModel* model = view_ ? view_->model() : nullptr;
    const int columns = model ? model->columnCount() : 0;
    if (widths_.size() != std::size_t(columns)) {
        widths_.assign(std::size_t(columns), 0);
        for (int c = 0; c < columns; ++c)
            widths_[std::size_t(c)] = std::max(view_->sizeHintForColumn(c), header_->sectionSizeHint(c));
    }
    return column >= 0 && column < columns ? widths_[std::size_t(column)] : 0;
}

} // namespace tilescope::gui
