#include "views/ReportView.h"

#include "app/ReportDocument.h"

namespace tilescope::gui {

ReportView::ReportView(ReportDocument& document, QWidget* parent) : QWidget(parent), document_(document)
{
    connect(&document_, &ReportDocument::reportsChanged, this, [this] { showDocument(); });
}

} // namespace tilescope::gui
