#pragma once
// A read-only table that is exactly as tall as its rows, for small tables stacked in a scrolling
// page: one scroll bar for the page instead of one per table. Columns take their content's width
// and share any width left over, so neither headers nor numbers are clipped on a wide window. On
// a narrow one (a laptop, a panel docked beside), long texts (a command line, a plan) give up
// width down to a column's minimum and are elided, whole in their tooltip; columns still too wide
// scroll inside the table, so that the page never scrolls sideways.

#include "widgets/ColumnContentWidths.h"

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
    bool viewportEvent(QEvent* event) override;

private:
    void contentsChanged();
    void fitColumns();
    /// The column's width with its content whole, and the least it takes when the table is narrow.
    int wholeWidth(int column) const;
    int narrowestWidth(int column) const;
    void setOverflowing(bool overflowing);

    ColumnContentWidths contentWidths_;
    bool overflowing_ = false; // columns at their narrowest still wider than the table
};

} // namespace tilescope::gui
