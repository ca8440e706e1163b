#pragma once
// The viewer's tables of figures (operations, time per operation, IPUs, a tile's inside) set up
// one way: sortable by raw values through a proxy, in the model's own order until the user clicks
// a header, rows selected whole, names elided in the middle, and "Export Data as CSV…" in the
// context menu exporting the rows as shown.

#include <QString>

class QAbstractItemModel;
class QSortFilterProxyModel;
class QTableView;
class QWidget;

namespace tilescope::gui {

/// Fitting a column to its contents measures this many rows (besides those in view), not all: a
/// big report's thousands of operations or live variables would keep the UI thread busy for a
/// tenth of a second, and the widest figures are among the first rows of tables sorted by size.
constexpr int kRowsMeasuredForWidth = 100;

/// A table over `model`, sorted through `proxy` (made, with ComparedTableModel's raw values as the
/// sort role, when null), named `objectName`. CSV dialogs open over `parent`.
QTableView* createDataTable(QAbstractItemModel* model, const QString& objectName, QWidget* parent,
                            QSortFilterProxyModel* proxy = nullptr);

} // namespace tilescope::gui
