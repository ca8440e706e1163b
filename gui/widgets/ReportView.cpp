#include "widgets/ReportView.h"

#include "document/ReportDocument.h"

#include <QAbstractItemModel>
#include <QAbstractItemView>
#include <QEvent>

#include <utility>

namespace tilescope::gui {

ReportView::ReportView(ReportDocument& document, QWidget* parent)
    : QWidget(parent), document_(document), shown_{document.sharedSource(), document.sharedTarget()}
{
    connect(&document_, &ReportDocument::reportsChanged, this, &ReportView::documentChanged);
}

ReportNames ReportView::reportNames() const
{
    const LoadedReport* source = document_.source();
    const LoadedReport* target = document_.target();
    return {document_.nameOf(source), document_.nameOf(target), ReportDocument::commandOf(source),
            ReportDocument::commandOf(target)};
}

// A view that is not seen in a window that is catches up when shown. A window not on screen yet
// (being set up, or a test's) has every view take the reports at once, as before.
void ReportView::documentChanged()
{
    const QWidget* top = window();
    if (!isVisible() && top != this && top->isVisible()) {
        missedOnlyResimulations_ = (behindDocument_ ? missedOnlyResimulations_ : true) && document_.keepsPlace();
        behindDocument_ = true;
        return;
    }
    catchUp(document_.keepsPlace());
}

void ReportView::catchUp(bool keepPlace)
{
    behindDocument_ = false;
    keepingPlace_ = keepPlace;
    showDocument();
    keepingPlace_ = false;
    // The reports shown before go now, freed off the UI thread if this was the last view on them.
    std::array<std::shared_ptr<const LoadedReport>, 2> shownBefore = std::exchange(
        shown_, {document_.sharedSource(), document_.sharedTarget()});
    releaseInBackground({std::move(shownBefore[0]), std::move(shownBefore[1])});
    for (Follower& follower : followers_)
        if (std::exchange(follower.missed, false))
            follower.run();
}

void ReportView::follow(std::size_t follower)
{
    if (behindDocument_)
        followers_[follower].missed = true;
    else
        followers_[follower].run();
}

// Outside catchUp() (a view's constructor, a rewording) nothing is re-simulated.
bool ReportView::keepsPlace() const { return keepingPlace_; }

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
    if (behindDocument_)
        catchUp(missedOnlyResimulations_);
    if (preparationPending_) {
        preparationPending_ = false;
        prepare();
    }
}

void ReportView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        if (!behindDocument_) // else showDocument() words it all when the view catches up
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
