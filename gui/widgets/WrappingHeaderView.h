#pragma once
// A horizontal header whose long titles wrap onto two lines ("Not-always-live / peak"), so that a
// column of short figures is not as wide as its title: in German and French, titles are what
// made the Summary's tables wider than a page beside a docked panel.

#include <QHeaderView>

namespace tilescope::gui {

class WrappingHeaderView : public QHeaderView {
    Q_OBJECT
public:
    explicit WrappingHeaderView(QWidget* parent = nullptr);

protected:
    QSize sectionSizeFromContents(int logicalIndex) const override;
    void initStyleOptionForIndex(QStyleOptionHeader* option, int logicalIndex) const override;
};

} // namespace tilescope::gui
