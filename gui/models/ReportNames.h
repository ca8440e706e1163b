#pragma once
// The names of the two reports of a comparison, for column headers: "Source" alone does not say
// which report is which once two reports of one model are open (the other views name them too).
// A simulated report is named by what sets it apart ("amp 0.4"); its command is the tooltip.

#include <QCoreApplication>
#include <QString>

namespace tilescope::gui {

struct ReportNames {
    Q_DECLARE_TR_FUNCTIONS(ReportNames)
public:
    QString source; // file names without folders, or what differs; empty when unknown
    QString target;
    QString sourceToolTip; // the command each was simulated with, or its file; empty when unknown
    QString targetToolTip;

    /// "Source" over the source's name, on two lines so that the column stays narrow.
    QString sourceTitle() const;
    QString targetTitle() const;
    /// "Difference" over "target − source": which way a difference reads.
    QString differenceTitle() const;
    /// Both names, in the order of the difference ("amp 0.4 − amp 0.6").
    QString differenceToolTip() const;
};

} // namespace tilescope::gui
