#pragma once
// The Operations view's sorting and filtering: sorts by raw values (cycles as numbers, not as
// text) and keeps the operations whose name, type or block contains every word of the filter,
// case-insensitively ("conv layer3" finds layer3's convolutions).

#include <QSortFilterProxyModel>
#include <QStringList>

namespace tilescope::gui {

class OperationFilterModel : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit OperationFilterModel(QObject* parent = nullptr);

    /// Filters by the words of `text`; empty shows every operation.
    void setFilterText(const QString& text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QStringList words_;
};

} // namespace tilescope::gui
