#include "views/ReportView.h"

#include "app/ReportDocument.h"

#include <QAbstractItemModel>
#include <QAbstractItemView>
#include <QEvent>

namespace tilescope::gui {

ReportView::ReportView(ReportDocument& document, QWidget* parent) : QWidget(parent), document_(document)
{
    connect(&document_, &ReportDocument::reportsChanged, this, [this] { showDocument(); });
}

void ReportView::requestPreparation()
{
    preparationPending_ = true;
    if (isVisible()) {
        preparationPending_ = false;
        prepare();
    }
}

void ReportView::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (preparationPending_) {
        preparationPending_ = false;
        prepare();
    }
}

void ReportView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        rewordDocument();
        // Models word their headers when asked: tell the tables, so that their columns fit the
        // new words.
        for (QAbstractItemView* view : findChildren<QAbstractItemView*>())
            if (QAbstractItemModel* model = view->model(); model && model->columnCount() > 0)
                emit model->headerDataChanged(Qt::Horizontal, 0, model->columnCount() - 1);
    }
    QWidget::changeEvent(event);
}

// Once the page is built (polished before it is first shown): Tab leaves every table and tree
// for the next control, as in any form; the arrows move within it. QTableView's default walks
// cell by cell, which traps the keyboard in a table of twenty rows.
bool ReportView::event(QEvent* event)
{
    if (event->type() == QEvent::Polish)
        for (QAbstractItemView* view : findChildren<QAbstractItemView*>())
            view->setTabKeyNavigation(false);
    return QWidget::event(event);
}

} // namespace tilescope::gui
