#include "widgets/WrappingHeaderView.h"

#include <QStyleOptionHeader>

#include <algorithm>

namespace tilescope::gui {
namespace {

constexpr int kWrapAbove = 80; // pixels: shorter titles stay on one line

// The width of `text` on two lines broken at the space that makes the longer line shortest.
int twoLineWidth(const QFontMetrics& metrics, const QString& text)
{
    int best = metrics.horizontalAdvance(text);
    for (qsizetype space = text.indexOf(u' '); space >= 0; space = text.indexOf(u' ', space + 1))
        best = std::min(best, std::max(metrics.horizontalAdvance(text.left(space)),
                                       metrics.horizontalAdvance(text.mid(space + 1))));
    return best;
}

} // namespace

WrappingHeaderView::WrappingHeaderView(QWidget* parent) : QHeaderView(Qt::Horizontal, parent) {}

QSize WrappingHeaderView::sectionSizeFromContents(int logicalIndex) const
{
    QSize size = QHeaderView::sectionSizeFromContents(logicalIndex);
    if (!model())
        return size;
    const QString text = model()->headerData(logicalIndex, orientation(), Qt::DisplayRole).toString();
    const QFontMetrics metrics = fontMetrics();
    const int oneLine = metrics.horizontalAdvance(text);
    if (oneLine <= kWrapAbove || !text.contains(u' ') || text.contains(u'\n'))
        return size;
    size.setWidth(size.width() - oneLine + twoLineWidth(metrics, text));
    size.setHeight(size.height() + metrics.lineSpacing()); // the header is as high as its highest title
    return size;
}

void WrappingHeaderView::initStyleOptionForIndex(QStyleOptionHeader* option, int logicalIndex) const
{
    QHeaderView::initStyleOptionForIndex(option, logicalIndex);
    option->textAlignment = Qt::Alignment(int(option->textAlignment) | Qt::TextWordWrap);
    // The style elides a title to one line before drawing it: wrapped, it is whole.
    if (auto* withElide = qstyleoption_cast<QStyleOptionHeaderV2*>(option))
        withElide->textElideMode = Qt::ElideNone;
}

} // namespace tilescope::gui
