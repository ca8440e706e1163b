#include "views/trace/TraceSidePanel.h"

#include "models/ComparedTableModel.h"
#include "models/QtText.h"
#include "views/trace/IpuTimeModel.h"
#include "views/trace/OperationTimeModel.h"
#include "views/trace/TileBalancePlot.h"
#include "widgets/DataTable.h"

#include <QEvent>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace tilescope::gui {

TraceSidePanel::TraceSidePanel(QWidget* parent)
    : QTabWidget(parent),
      details_(new QTextBrowser(this)),
      balanceTitle_(new QLabel(this)),
      balance_(new TileBalancePlot(this)),
      operationModel_(new OperationTimeModel(this)),
      operationProxy_(new QSortFilterProxyModel(this)),
      ipuModel_(new IpuTimeModel(this)),
      ipuProxy_(new QSortFilterProxyModel(this))
{
    details_->setObjectName(QStringLiteral("traceDetails"));
    details_->setOpenLinks(false);
    balance_->setObjectName(QStringLiteral("tileBalancePlot"));
    balanceTitle_->setWordWrap(true);
    auto* detailsPage = new QWidget(this);
    auto* detailsLayout = new QVBoxLayout(detailsPage);
    detailsLayout->setContentsMargins(4, 4, 4, 4);
    detailsLayout->addWidget(details_, 3);
    detailsLayout->addWidget(balanceTitle_);
    detailsLayout->addWidget(balance_, 2);
    addTab(detailsPage, QString());
    showHit(nullptr, nullptr, std::nullopt);

    operationTable_ = addTable(operationModel_, operationProxy_, QStringLiteral("operationTimeTable"), QString());
    addTable(ipuModel_, ipuProxy_, QStringLiteral("ipuTimeTable"), QString());
    retranslate();
    connect(operationTable_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (showingSelection_ || !current.isValid())
                    return;
                const QString name = operationModel_->operationName(operationProxy_->mapToSource(current).row());
                if (!name.isEmpty())
                    emit operationChosen(name);
            });
}

QTableView* TraceSidePanel::addTable(QAbstractItemModel* model, QSortFilterProxyModel* proxy, const QString& name,
                                     const QString& title)
{
    proxy->setSortRole(ComparedTableModel::RawValueRole);
    QTableView* table = createDataTable(model, name, this, proxy);
    addTab(table, title);
    return table;
}

void TraceSidePanel::retranslate()
{
    details_->setPlaceholderText(tr("Click a step of the trace for its details. Hover to name it; click a folded "
                                    "box to zoom into it."));
    setTabText(0, tr("Details"));
    setTabText(1, tr("Time per operation"));
    setTabText(2, tr("IPUs"));
}

void TraceSidePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QTabWidget::changeEvent(event);
}

void TraceSidePanel::showHit(const TraceIndex* index, const TraceOperationRuns* runs, const std::optional<TraceHit>& hit)
{
    balance_->setComputeSet(nullptr, kNone);
    balanceTitle_->hide();
    balance_->hide();
    if (!index || !hit || !index->execution()) {
        details_->clear();
        return;
    }
    details_->setHtml(TraceDetails::boxHtml(*index, runs, hit->ipu, hit->track, hit->box));
    if (hit->track != TraceTrack::Steps || hit->box.folded())
        return;
    // A compute set: how its cycles spread over its tiles.
    const Report& report = index->report();
    const std::int32_t step = index->execution()->traceStep[hit->box.first];
    if (step < 0)
        return;
    const std::int32_t node = report.liveness.stepProgram[std::size_t(step)];
    const std::int32_t set = node >= 0 ? report.programs.computeSet[std::size_t(node)] : kNone;
    if (set < 0)
        return;
    balance_->setComputeSet(&report, set);
    if (balance_->tileCount() == 0)
        return;
    balanceTitle_->setText(tr("Tile balance of %1: %2 tiles, the slowest %3 cycles")
                               .arg(qtText(report.computeSets.name[std::size_t(set)]))
                               .arg(QLocale().toString(qulonglong(balance_->tileCount())))
                               .arg(QLocale().toString(qulonglong(balance_->maxCycles()))));
    balanceTitle_->show();
    balance_->show();
}

void TraceSidePanel::setTotals(const Report* source, std::shared_ptr<const ExecutionTotals> sourceTotals,
                               const Report* target, std::shared_ptr<const ExecutionTotals> targetTotals)
{
    operationModel_->setTotals(source, sourceTotals, target, targetTotals);
    ipuModel_->setTotals(source, std::move(sourceTotals), target, std::move(targetTotals));
    // Where the time went: the busiest operations first.
    const int busy = operationModel_->columnOfField(OperationTimeModel::TotalField);
    if (busy >= 0)
        operationTable_->sortByColumn(busy, Qt::DescendingOrder);
    for (QTableView* table : findChildren<QTableView*>())
        table->resizeColumnsToContents();
}

void TraceSidePanel::showSelectedOperation(const QString& name)
{
    showingSelection_ = true;
    operationTable_->clearSelection();
    for (int row = 0; !name.isEmpty() && row < operationModel_->rowCount(); ++row)
        if (operationModel_->operationName(row) == name) {
            const QModelIndex index = operationProxy_->mapFromSource(operationModel_->index(row, 0));
            operationTable_->selectionModel()->setCurrentIndex(
                index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
            operationTable_->scrollTo(index);
            break;
        }
    showingSelection_ = false;
}

void TraceSidePanel::setReportNames(const ReportNames& names)
{
    operationModel_->setReportNames(names);
    ipuModel_->setReportNames(names);
}

} // namespace tilescope::gui
