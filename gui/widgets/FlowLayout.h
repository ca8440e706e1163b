#pragma once
// A row of controls that wraps: items stand left to right as a QHBoxLayout would place them, and
// what does not fit the width goes on to the next row, so that a view's toolbar never holds the
// window wider than the screen or the panel docked beside it allow (German words are long).
// Controls that belong together (a label and its box) are added as one group, which never splits;
// a gap is left out at the start and end of a row; stretches and stretched items (from their
// minimum width) share what is left of their row.

#include <QLayout>

#include <initializer_list>
#include <vector>

namespace tilescope::gui {

class FlowLayout : public QLayout {
    Q_OBJECT
public:
    explicit FlowLayout(QWidget* parent = nullptr);
    ~FlowLayout() override;

    using QLayout::addWidget;
    /// A widget that takes a share (`stretch`) of what is left of its row.
    void addWidget(QWidget* widget, int stretch);
    /// Widgets kept on one row, side by side; with `stretch`, the group takes a share of the rest.
    void addGroup(std::initializer_list<QWidget*> widgets, int stretch = 0);
    /// A gap of `width` pixels before the next item, unless a row starts or ends there.
    void addSpacing(int width);
    /// Empty space that takes what is left of its row, pushing what follows to the right.
    void addStretch(int stretch = 1);

    void addItem(QLayoutItem* item) override;
    int count() const override;
    QLayoutItem* itemAt(int index) const override;
    QLayoutItem* takeAt(int index) override;
    Qt::Orientations expandingDirections() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect& rect) override;
    void invalidate() override;

private:
    enum class Kind { Item, Gap, Stretch };
    struct Entry {
        QLayoutItem* item;
        Kind kind;
        int stretch;
    };
    void add(QLayoutItem* item, Kind kind, int stretch);
    /// Places the items in `rect` (only measures when `apply` is false); returns the height used.
    int arrange(const QRect& rect, bool apply) const;
    int spacingBetween() const;

    std::vector<Entry> entries_;
    mutable int cachedWidth_ = -1;
    mutable int cachedHeight_ = 0;
};

} // namespace tilescope::gui
