#include "models/ReportNames.h"

namespace tilescope::gui {

QString ReportNames::sourceTitle() const
{
    return source.isEmpty() ? tr("Source") : tr("Source\n%1").arg(source);
}

QString ReportNames::targetTitle() const
{
    return target.isEmpty() ? tr("Target") : tr("Target\n%1").arg(target);
}

QString ReportNames::differenceTitle() const
{
    return tr("Difference\ntarget − source");
}

QString ReportNames::differenceToolTip() const
{
    return source.isEmpty() || target.isEmpty() ? QString() : tr("%1 − %2").arg(target, source);
}

} // namespace tilescope::gui
