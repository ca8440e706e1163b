#pragma once
// A table read by one column of names ("layer1.1.conv3/convolution/partials"): the name column
// keeps at least a third of the width and the others take their contents' width; when the table
// is too narrow for them, the columns the row's tooltip also tells are left out, least needed
// first, rather than all squeezed to a few letters. Names too long for their column are whole in
// their tooltip (the models give it).

#include "widgets/ColumnContentWidths.h"

#include <QTableView>

#include <vector>

namespace tilescope::gui {

class NameColumnTable : public QTableView {
    Q_OBJECT
public:
    explicit NameColumnTable(int nameColumn, QWidget* parent = nullptr);

    void setModel(QAbstractItemModel* model) override;
    /// The columns that may be left out when the table is narrow, the first one first.
    void setDroppableColumns(std::vector<int> columns) { droppable_ = std::move(columns); }
    int nameColumn() const { return nameColumn_; }

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void fitColumns();

    ColumnContentWidths contentWidths_;
    int nameColumn_;
    std::vector<int> droppable_;
    std::vector<int> dropped_; // the columns this table hid, in the order it hid them
};

} // namespace tilescope::gui
