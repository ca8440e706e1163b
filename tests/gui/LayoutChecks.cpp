#include "LayoutChecks.h"

#include "widgets/FlowLayout.h"
#include "widgets/ReportView.h"

#include <QComboBox>
#include <QLabel>
#include <QStyle>
#include <QStyleOptionComboBox>

#include <qcustomplot.h>

using namespace Qt::StringLiterals;

namespace tilescope::test {

using gui::FlowLayout;

QStringList cutParts(gui::ReportView& view)
{
    QStringList cut;
    for (QCustomPlot* plot : view.findChildren<QCustomPlot*>()) {
        if (!plot->isVisible())
            continue;
        // Laid out below what its rows need, or outside its frame: its bottom rows are not seen.
        const QWidget* frame = plot->parentWidget();
        if (plot->height() + 1 < plot->minimumHeight() || !frame->rect().contains(plot->geometry()))
            cut.append(u"plot of %1 px (needs %2) in a frame of %3"_s.arg(plot->height()).arg(plot->minimumHeight()).arg(frame->height()));
        plot->replot(QCustomPlot::rpImmediateRefresh);
        for (QCPLayoutElement* element : plot->plotLayout()->elements(true)) {
            if (!element || !element->visible() || !element->layout())
                continue;
            const QSize needed = element->minimumOuterSizeHint().expandedTo(element->minimumSize());
            const QRect room = element->outerRect();
            if (room.width() + 1 < needed.width() || room.height() + 1 < needed.height() || !plot->rect().contains(room)) {
                QString name = QString::fromLatin1(element->metaObject()->className());
                if (auto* entry = qobject_cast<QCPPlottableLegendItem*>(element))
                    name = u"legend entry \"%1\""_s.arg(entry->plottable()->name());
                else if (auto* rect = qobject_cast<QCPAxisRect*>(element))
                    name = u"axis rect \"%1\""_s.arg(rect->axis(QCPAxis::atLeft)->label());
                cut.append(u"%1 in %2x%3 of %4x%5"_s.arg(name).arg(room.width()).arg(room.height()).arg(needed.width()).arg(needed.height()));
            }
        }
    }
    // A toolbar whose rows were squeezed into less height than they need overlap.
    for (const FlowLayout* flow : view.findChildren<FlowLayout*>())
        if (flow->parentWidget() && flow->parentWidget()->isVisible()
            && flow->geometry().height() + 1 < flow->heightForWidth(flow->geometry().width()))
            cut.append(u"toolbar rows in %1 px of %2"_s.arg(flow->geometry().height()).arg(flow->heightForWidth(flow->geometry().width())));
    for (const QLabel* label : view.findChildren<QLabel*>())
        if (label->isVisible() && label->wordWrap() && !label->text().isEmpty()
            && label->heightForWidth(label->width()) > label->height())
            cut.append(u"label \"%1\""_s.arg(label->text().left(40)));
    // A choice whose shown text is wider than its box's field ("Software-Reihenfolg").
    for (const QComboBox* box : view.findChildren<QComboBox*>()) {
        if (!box->isVisible() || box->isEditable() || box->currentText().isEmpty())
            continue;
        QStyleOptionComboBox option;
        option.initFrom(box);
        option.currentText = box->currentText();
        const QRect field = box->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, box);
        const int needed = box->fontMetrics().horizontalAdvance(box->currentText());
        if (field.width() < needed)
            cut.append(u"choice \"%1\" in %2 px of %3"_s.arg(box->currentText()).arg(field.width()).arg(needed));
    }
    return cut;
}

} // namespace tilescope::test
