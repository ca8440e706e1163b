#pragma once
// The Operations view (the vendor's Operations Summary): every operation in a sortable, filterable
// table (name, type, block, IPU, stage, plan, cycles, memory, FLOPs, availableMemoryProportion,
// partials, planner phase) and their totals per type, and why the selected operation's plan is what
// it is (PlanBreakdownPanel). Selecting an operation makes it the
// document's selected operation, which the trace, the liveness plot and the program tree show.
// With a target report, operations are matched by name with source, target and difference columns.

#include "models/ComparedTableModel.h"
#include "widgets/ReportView.h"

class QLabel;
class QLineEdit;
class QTableView;
class QTabWidget;

namespace tilescope::gui {

class OperationFilterModel;
class OperationTypesModel;
class OperationsModel;
class PlanBreakdownPanel;

class OperationsView : public ReportView {
    Q_OBJECT
public:
    explicit OperationsView(ReportDocument& document, QWidget* parent = nullptr);

    QString viewId() const override { return QStringLiteral("operations"); }
    QString title() const override { return tr("Operations"); }
    bool showFocus(const LessonFocus& focus) override;
    QLineEdit* filterField() const { return filter_; }
    QTableView* operationsTable() const { return table_; }
    PlanBreakdownPanel* planPanel() const { return planPanel_; }

protected:
    void showDocument() override;
    void retranslateUi() override;
    void rewordDocument() override;

private:
    void updateNotes();
    /// What a table is sorted on, by field and part rather than column; field -1: unsorted.
    struct SortKey {
        int field = -1;
        ComparedTableModel::Part part = ComparedTableModel::Part::Value;
        Qt::SortOrder order = Qt::AscendingOrder;
    };
    static SortKey sortKeyOf(const QTableView* table, const ComparedTableModel* model);
    static void sortBy(QTableView* table, const ComparedTableModel* model, const SortKey& key);
    void filterChanged();
    void showSelectedOperation();

    OperationsModel* model_;
    OperationFilterModel* proxy_;
    OperationTypesModel* typesModel_;
    QLineEdit* filter_;
    QLabel* countLabel_;
    QLabel* notes_;
    QLabel* filterLabel_ = nullptr;
    QWidget* typesPage_ = nullptr;
    QTabWidget* lowerTabs_ = nullptr;
    QTableView* table_;
    QTableView* typesTable_;
    PlanBreakdownPanel* planPanel_;
    bool showingSelection_ = false;
};

} // namespace tilescope::gui
