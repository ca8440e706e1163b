#include "widgets/DataTable.h"

#include "models/ComparedTableModel.h"
#include "models/TableCsv.h"
#include "plot/PlotExport.h"

#include <QHeaderView>
#include <QSortFilterProxyModel>
#include <QTableView>

namespace tilescope::gui {

QTableView* createDataTable(QAbstractItemModel* model, const QString& objectName, QWidget* parent,
                            QSortFilterProxyModel* proxy)
{
    if (!proxy) {
        proxy = new QSortFilterProxyModel(parent);
        proxy->setSortRole(ComparedTableModel::RawValueRole);
    }
    proxy->setSourceModel(model);
    auto* table = new QTableView(parent);
    table->setObjectName(objectName);
    table->setModel(proxy);
    // No sort indicator: the model's order (by address, by program order) until a header is clicked.
    table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    table->setSortingEnabled(true);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setAlternatingRowColors(true);
    table->setWordWrap(false);
    table->setTextElideMode(Qt::ElideMiddle);
    table->verticalHeader()->setVisible(false);
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 6);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    table->horizontalHeader()->setResizeContentsPrecision(kRowsMeasuredForWidth);
    addCsvExportAction(table, parent, [proxy] { return tableToCsv(*proxy); });
    return table;
}

} // namespace tilescope::gui
