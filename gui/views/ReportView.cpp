#include "views/ReportView.h"

#include "app/ReportDocument.h"

namespace tilescope::gui {

ReportView::ReportView(ReportDocument& document, QWidget* parent) : QWidget(parent), document_(document)
{
    connect(&document_, &ReportDocument::reportsChanged, this, [this] { showDocument(); });
}

void ReportView::requestPreparation()
{
    preparationPending_ = true;
    if (isVisible()) {
        preparationPending_ = false;
        prepare();
    }
}

void ReportView::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (preparationPending_) {
        preparationPending_ = false;
        prepare();
    }
}

} // namespace tilescope::gui
