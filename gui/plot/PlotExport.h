#pragma once
// Export of any plot: the picture as PNG, SVG or PDF and the data behind it as CSV, offered in
// the plot's context menu (and, through the returned actions, in a view's toolbar if it wants).

#include <QList>
#include <QString>

#include <functional>

class QAction;
class QCustomPlot;
class QWidget;

namespace tilescope::gui {

/// Adds "Export plot as PNG/SVG/PDF…" and "Export data as CSV…" to `plot`'s context menu and
/// returns them. File dialogs open over `menuParent`; `csv` produces the data when asked (empty
/// text: nothing to export). Pass a null `csv` to omit the CSV action.
QList<QAction*> addExportActions(QCustomPlot* plot, QWidget* menuParent, std::function<QString()> csv);

/// Adds "Export Data as CSV…" to `widget`'s actions (shown by Qt::ActionsContextMenu) and
/// returns it; for tables and other widgets that are not plots.
QAction* addCsvExportAction(QWidget* widget, QWidget* menuParent, std::function<QString()> csv);

/// Writes the plot to `fileName`, atomically (a failure leaves any previous file as it was); the
/// format follows its suffix (png, svg or pdf). Returns false when the file cannot be written or
/// the suffix is unknown, with the reason in `failure` when given.
bool exportPlot(QCustomPlot* plot, const QString& fileName, QString* failure = nullptr);

/// Writes `csv` to `fileName` as UTF-8, atomically; false when the file cannot be written, with
/// the reason in `failure` when given.
bool exportCsv(const QString& csv, const QString& fileName, QString* failure = nullptr);

} // namespace tilescope::gui
