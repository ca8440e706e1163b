#pragma once
// The names of the two reports of a comparison, for column headers: "Source" alone does not say
// which file is which once two reports of one model are open (the other views name them too).

#include <QCoreApplication>
#include <QString>

namespace tilescope::gui {

struct ReportNames {
    Q_DECLARE_TR_FUNCTIONS(ReportNames)
public:
    QString source; // file names, without folders; empty when unknown
    QString target;

    /// "Source" over the source's file name, on two lines so that the column stays narrow.
    QString sourceTitle() const;
    QString targetTitle() const;
};

} // namespace tilescope::gui
