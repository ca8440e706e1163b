#include "views/operations/OperationsView.h"

#include "document/ReportDocument.h"
#include "lessons/Lesson.h"
#include "models/QtText.h"
#include "report/OperationTable.h"
#include "report/ReportComparison.h"
#include "views/operations/OperationFilterModel.h"
#include "views/operations/OperationTypesModel.h"
#include "views/operations/OperationsModel.h"
#include "views/operations/PlanBreakdownPanel.h"
#include "widgets/DataTable.h"

#include <QHeaderView>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QShortcut>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace tilescope::gui {

OperationsView::OperationsView(ReportDocument& document, QWidget* parent)
    : ReportView(document, parent),
      model_(new OperationsModel(this)),
      proxy_(new OperationFilterModel(this)),
      typesModel_(new OperationTypesModel(this)),
      filter_(new QLineEdit(this)),
      countLabel_(new QLabel(this)),
      notes_(new QLabel(this)),
      planPanel_(new PlanBreakdownPanel(this))
{
    filter_->setObjectName(QStringLiteral("operationFilter"));
    filter_->setClearButtonEnabled(true);
    countLabel_->setObjectName(QStringLiteral("operationCount"));
    notes_->setObjectName(QStringLiteral("operationNotes"));
    notes_->setWordWrap(true);
    notes_->hide();
    table_ = createDataTable(model_, QStringLiteral("operationsTable"), this, proxy_);
    typesTable_ = createDataTable(typesModel_, QStringLiteral("operationTypesTable"), this);
    typesTable_->setSelectionMode(QAbstractItemView::NoSelection);

    filterLabel_ = new QLabel(this);
    filterLabel_->setBuddy(filter_);
    auto* bar = new QHBoxLayout;
    bar->addWidget(filterLabel_);
    bar->addWidget(filter_, 1);
    bar->addWidget(countLabel_);

    // Below the table, each with the whole width (a compared table's columns need it): the totals
    // per type, and why the selected operation's plan is what it is.
    typesPage_ = new QWidget(this);
    auto* typesLayout = new QVBoxLayout(typesPage_);
    typesLayout->setContentsMargins(0, 0, 0, 0);
    typesLayout->addWidget(typesTable_);
    lowerTabs_ = new QTabWidget(this);
    lowerTabs_->setObjectName(QStringLiteral("operationsLowerTabs"));
    lowerTabs_->addTab(typesPage_, QString());
    lowerTabs_->addTab(planPanel_, QString());
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(table_);
    splitter->addWidget(lowerTabs_);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addLayout(bar);
    layout->addWidget(notes_);
    layout->addWidget(splitter, 1);

    connect(filter_, &QLineEdit::textChanged, this, &OperationsView::filterChanged);
    auto* find = new QShortcut(QKeySequence::Find, this);
    find->setContext(Qt::WidgetWithChildrenShortcut);
    connect(find, &QShortcut::activated, this, [this] {
        filter_->setFocus(Qt::ShortcutFocusReason);
        filter_->selectAll();
    });
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& current) {
        if (!showingSelection_ && current.isValid())
            this->document().setSelectedOperation(model_->operationName(proxy_->mapToSource(current).row()));
    });
    followDocument(&ReportDocument::selectedOperationChanged, &OperationsView::showSelectedOperation);
    retranslateUi();
    showDocument();
}

void OperationsView::showDocument()
{
    const LoadedReport* source = document().source();
    const LoadedReport* target = document().target();
    // Re-simulated reports keep each table's sort, by the field and part sorted on: comparing
    // starts (or stops) with them, which moves the columns. The filter and the selected operation
    // stay anyway.
    const bool keepPlace = keepsPlace();
    const SortKey operationsSort = sortKeyOf(table_, model_);
    const SortKey typesSort = sortKeyOf(typesTable_, typesModel_);
    model_->setReports(source ? &source->report : nullptr, target ? &target->report : nullptr);
    typesModel_->setReports(source ? &source->report : nullptr, target ? &target->report : nullptr);
    model_->setReportNames(reportNames());
    typesModel_->setReportNames(reportNames());
    filter_->setEnabled(source != nullptr);
    if (keepPlace) {
        sortBy(table_, model_, operationsSort);
        sortBy(typesTable_, typesModel_, typesSort);
    } else {
        // The costliest first, as a profiler's table opens.
        table_->sortByColumn(model_->columnOfField(OperationsModel::CyclesField), Qt::DescendingOrder);
        typesTable_->sortByColumn(typesModel_->columnOfField(OperationTypesModel::CyclesField), Qt::DescendingOrder);
    }
    for (QTableView* table : {table_, typesTable_}) {
        table->resizeColumnsToContents();
        // A long plan or name must not push every figure off the screen.
        for (int column = 0; column < table->model()->columnCount(); ++column)
            table->setColumnWidth(column, std::min(table->columnWidth(column), 320));
    }
    updateNotes();
    filterChanged();
    showSelectedOperation();
}

void OperationsView::retranslateUi()
{
    filter_->setPlaceholderText(tr("Filter by name, type or block, e.g. conv layer3 (Ctrl+F)"));
    filterLabel_->setText(tr("&Filter:"));
    lowerTabs_->setTabText(0, tr("Totals per type"));
    lowerTabs_->setTabText(1, tr("Why this plan"));
    if (document().source() || document().target())
        showSelectedOperation(); // the plan panel in the new language
}

// The count and the notes in the new language; the filter, the sort and the selection stay.
void OperationsView::rewordDocument()
{
    updateNotes();
    filterChanged();
}

void OperationsView::updateNotes()
{
    const LoadedReport* source = document().source();
    const LoadedReport* target = document().target();
    QStringList notes;
    if (const ReportComparison* comparison = document().comparison(); comparison && !comparison->sameModel)
        notes.append(tr("The reports are of different models (%1 and %2): few operations share a name.")
                         .arg(qtText(source->report.model.name),
                              qtText(target->report.model.name)));
    if (target)
        notes.append(tr("Operations are matched by name; a row with one side empty exists in one report only."));
    // A report that did not run (out of memory, or compiled only) still has the compiler's cycle
    // estimates per operation, while the Summary calls its execution "not profiled".
    for (const LoadedReport* report : {source, target})
        if (report && !report->summary.hasExecution)
            notes.append(tr("%1 was not profiled (the Summary says so): its cycles are the compiler's estimates of "
                            "one run of each operation, not measured.")
                             .arg(document().nameOf(report))); // as the columns name it
    notes_->setText(notes.join(u'\n'));
    notes_->setVisible(!notes.isEmpty());
}

OperationsView::SortKey OperationsView::sortKeyOf(const QTableView* table, const ComparedTableModel* model)
{
    const int column = table->horizontalHeader()->sortIndicatorSection();
    if (column < 0 || column >= model->columnCount())
        return {};
    return {model->fieldOfColumn(column), model->partOfColumn(column), table->horizontalHeader()->sortIndicatorOrder()};
}

// The column of the same field and part, else the field's first (a value column becomes the
// source column when comparing starts, and back).
void OperationsView::sortBy(QTableView* table, const ComparedTableModel* model, const SortKey& key)
{
    int column = -1;
    if (key.field >= 0) {
        column = model->columnOfField(key.field);
        for (int c = 0; c < model->columnCount(); ++c)
            if (model->fieldOfColumn(c) == key.field && model->partOfColumn(c) == key.part)
                column = c;
    }
    table->sortByColumn(column, key.order);
}

// A lesson's step: no filter left by the user hides the operation it names, which the main window
// made the document's selected one.
bool OperationsView::showFocus(const LessonFocus& focus)
{
    filter_->clear();
    showSelectedOperation();
    // A step about a planned operation is about its plan: show why it is what it is.
    const LoadedReport* source = document().source();
    if (source && !planTempTerms(source->report.operations, findOperation(source->report.operations, focus.operation)).empty())
        lowerTabs_->setCurrentWidget(planPanel_);
    return !focus.operation.empty();
}

void OperationsView::filterChanged()
{
    proxy_->setFilterText(filter_->text());
    const int shown = proxy_->rowCount(), all = model_->rowCount();
    countLabel_->setText(shown == all ? tr("%n operation(s)", nullptr, all)
                                      : tr("%1 of %n operation(s)", nullptr, all).arg(shown));
}

void OperationsView::showSelectedOperation()
{
    const int row = model_->rowOfOperation(document().selectedOperation());
    showingSelection_ = true;
    if (row < 0) {
        table_->clearSelection();
    } else {
        const QModelIndex index = proxy_->mapFromSource(model_->index(row, 0));
        if (index.isValid()) {
            table_->selectionModel()->setCurrentIndex(index,
                                                      QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
            table_->scrollTo(index, QAbstractItemView::PositionAtCenter); // whole, with rows around it
        }
    }
    showingSelection_ = false;
    const LoadedReport* source = document().source();
    const LoadedReport* target = document().target();
    planPanel_->showOperation(source ? &source->report : nullptr, target ? &target->report : nullptr,
                              document().sourceName(), document().targetName(), document().selectedOperation());
}

} // namespace tilescope::gui
