#pragma once
// Words a failed load for the user: what went wrong in general (translated, chosen by the error
// code), then the file, the offending field and core's own precise message.

#include "document/ReportLoader.h"

#include <QCoreApplication>
#include <QString>

namespace tilescope::gui {

class LoadFailureText {
    Q_DECLARE_TR_FUNCTIONS(LoadFailureText)
public:
    /// One sentence on the kind of failure ("The file is not a Tilescope report.").
    static QString headline(const LoadFailure& failure);
    /// The full text of the error dialog: headline, file, field (when known) and details.
    static QString describe(const LoadFailure& failure);
};

} // namespace tilescope::gui
