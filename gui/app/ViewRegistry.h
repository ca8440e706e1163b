#pragma once
// The list of report views, in tab order (Ctrl+1 is the first). Adding a view is one line in
// ViewRegistry.cpp: a class derived from ReportView and its place in the list.

#include <QWidget>

#include <vector>

namespace tilescope::gui {

class ReportDocument;
class ReportView;

class ViewRegistry {
public:
    /// Creates every view on `document`, parented to `parent`.
    static std::vector<ReportView*> createViews(ReportDocument& document, QWidget* parent);
};

} // namespace tilescope::gui
