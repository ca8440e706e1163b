#include "app/SweepDockHeight.h"

#include "document/ReportDocument.h"

#include <QDockWidget>
#include <QMainWindow>

#include <cmath>

namespace tilescope::gui {

SweepDockHeight::SweepDockHeight(QMainWindow& window, QDockWidget& dock, ReportDocument& document)
    : QObject(&window), window_(window), dock_(dock), document_(document), hadReport_(!document.isEmpty())
{
    connect(&document_, &ReportDocument::reportsChanged, this, &SweepDockHeight::reportsChanged);
}

void SweepDockHeight::sweepShown(bool wasHidden)
{
    if (wasHidden && atBottom())
        resizeTo(document_.isEmpty() ? kAlone : kBesideReport);
}

void SweepDockHeight::reportsChanged()
{
    const bool hasReport = !document_.isEmpty();
    const bool first = hasReport && !hadReport_;
    hadReport_ = hasReport;
    if (first && atBottom() && dock_.isVisible() && dock_.height() > window_.height() * kBesideReport)
        resizeTo(kBesideReport);
}

bool SweepDockHeight::atBottom() const
{
    return !dock_.isFloating() && window_.dockWidgetArea(&dock_) == Qt::BottomDockWidgetArea;
}

void SweepDockHeight::resizeTo(double share)
{
    window_.resizeDocks({&dock_}, {int(std::lround(window_.height() * share))}, Qt::Vertical);
}

} // namespace tilescope::gui
