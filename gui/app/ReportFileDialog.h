#pragma once
// The dialog that picks a report file: large enough to read each file's size and date, in the
// details view, remembering its size and columns, and opening in the folder of the last report
// that did load (a file that failed to open does not move it: the next try starts where the good
// reports are).

#include <QString>

class QFileDialog;
class QWidget;

namespace tilescope::gui {

class ReportFileDialog {
public:
    /// The dialog, ready to show, for `caption`; the caller owns it.
    static QFileDialog* create(QWidget* parent, const QString& caption);
    /// Shows it modally; the chosen path, or empty when the user cancels.
    static QString ask(QWidget* parent, const QString& caption);

    /// The folder the dialog opens in: that of the last report that loaded.
    static QString lastDirectory();
    /// Called once a report has loaded.
    static void rememberLoaded(const QString& path);
};

} // namespace tilescope::gui
