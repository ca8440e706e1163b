#pragma once
// The content width of each column of a table (its cells as the view measures them, and its
// header), measured once per change of contents or font: measuring shapes the text of every cell
// measured, and tables that fit their columns are asked again on every resize and size hint.

#include <vector>

class QAbstractItemView;
class QHeaderView;

namespace tilescope::gui {

class ColumnContentWidths {
public:
    /// Watches `view`'s model (contents, layout, header words): call again after setModel(). A change
    /// of font or style is the view's to report, through invalidate().
    void follow(QAbstractItemView& view, const QHeaderView& header);
    /// The column's width in `view` (0 for a column the model lacks), measured when first asked.
    int of(int column) const;
    /// Forgets the widths: the next of() measures again.
    void invalidate() { widths_.clear(); }

private:
    const QAbstractItemView* view_ = nullptr;
    const QHeaderView* header_ = nullptr;
    mutable std::vector<int> widths_; // empty until measured
};

} // namespace tilescope::gui
