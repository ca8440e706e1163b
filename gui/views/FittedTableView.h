#pragma once
// A read-only table that is exactly as tall as its rows, for small tables stacked in a scrolling
// page: one scroll bar for the page instead of one per table. Columns take their content's width
// and share any width left over, so neither headers nor numbers are clipped on a wide window.

#include "views/ColumnContentWidths.h"

#include <QTableView>

namespace tilescope::gui {

class FittedTableView : public QTableView {
    Q_OBJECT
public:
    explicit FittedTableView(QWidget* parent = nullptr);

    void setModel(QAbstractItemModel* model) override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void contentsChanged();
    void fitColumns();

    ColumnContentWidths contentWidths_;
};

} // namespace tilescope::gui
