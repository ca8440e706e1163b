#include "views/operations/OperationFilterModel.h"

#include "views/operations/OperationsModel.h"

namespace tilescope::gui {

OperationFilterModel::OperationFilterModel(QObject* parent) : QSortFilterProxyModel(parent)
{
    setSortRole(ComparedTableModel::RawValueRole);
}

void OperationFilterModel::setFilterText(const QString& text)
{
    const QStringList words = text.split(u' ', Qt::SkipEmptyParts);
    if (words == words_)
        return;
    words_ = words;
    invalidateFilter();
}

bool OperationFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    if (words_.isEmpty())
        return true;
    const auto* model = qobject_cast<const OperationsModel*>(sourceModel());
    if (!model)
        return true;
    QString haystack;
    for (const int field : {OperationsModel::NameField, OperationsModel::TypeField, OperationsModel::BlockField})
        haystack += model->index(sourceRow, model->columnOfField(field), sourceParent).data().toString() + u'\n';
    for (const QString& word : words_)
        if (!haystack.contains(word, Qt::CaseInsensitive))
            return false;
    return true;
}

} // namespace tilescope::gui
