#pragma once
// Why the selected operation's plan is what it is: its temporary memory on the busiest tile by the
// terms PopLibs' planner adds up ((a) the slices of one step ... (g) a broadcast before the loop),
// the budget the plan met (availableMemoryProportion x tile memory, or none for a minimum-memory
// plan) and its vertex; beside the target's when comparing. The data is the report's
// (planTempTerms); this panel only lays it out.

#include "report/Report.h"

#include <QWidget>

class QLabel;
class QTableWidget;

namespace tilescope::gui {

class PlanBreakdownPanel : public QWidget {
    Q_OBJECT
public:
    explicit PlanBreakdownPanel(QWidget* parent = nullptr);

    /// Shows the plan of the operation named `operation` in `source` (and `target` when not null),
    /// named `sourceName` and `targetName` in the columns; an operation without a plan says so.
    void showOperation(const Report* source, const Report* target, const QString& sourceName,
                       const QString& targetName, const QString& operation);
    QTableWidget* termsTable() const { return table_; }
    QLabel* headline() const { return headline_; }

private:
    QLabel* headline_;
    QTableWidget* table_;
};

} // namespace tilescope::gui
