#include "models/TableCsv.h"

#include "models/CsvField.h"

#include <QStringList>

namespace tilescope::gui {

QString tableToCsv(const QAbstractItemModel& model, int rawRole)
{
    QString csv;
    const int columns = model.columnCount();
    QStringList fields;
    for (int column = 0; column < columns; ++column)
        fields.append(csvField(model.headerData(column, Qt::Horizontal).toString()));
    csv += fields.join(u',') + u'\n';
    for (int row = 0; row < model.rowCount(); ++row) {
        fields.clear();
        for (int column = 0; column < columns; ++column) {
            const QModelIndex index = model.index(row, column);
            const QVariant raw = index.data(rawRole);
            fields.append(csvField(raw.isValid() ? raw.toString() : index.data().toString()));
        }
        csv += fields.join(u',') + u'\n';
    }
    return csv;
}

} // namespace tilescope::gui
