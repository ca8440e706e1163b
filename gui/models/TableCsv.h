#pragma once
// Any table model as CSV, for the "Export Data as CSV…" of every table: the header row as shown,
// then each row with raw numbers where the model gives them (so a spreadsheet gets 1048576 rather
// than "1.00 MiB") and the shown text elsewhere. Walks the model's rows as given, so a sorting or
// filtering proxy exports what the user sees.

#include <QAbstractItemModel>
#include <QString>

namespace tilescope::gui {

/// `model` as CSV; a cell's `rawRole` value is used when valid, its display text otherwise.
QString tableToCsv(const QAbstractItemModel& model, int rawRole = Qt::UserRole);

} // namespace tilescope::gui
