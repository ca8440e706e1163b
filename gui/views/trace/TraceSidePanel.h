#pragma once
// The Execution trace's side panel: the details of the clicked box (and, for a compute set, its
// tile balance), the time per operation and step kind, and each IPU's utilisation and time per
// kind. Choosing an operation in its table makes it the document's selected operation.

#include "models/ReportNames.h"
#include "views/trace/TraceIndex.h"
#include "views/trace/TraceScene.h"

#include <QTabWidget>

#include <memory>

class QLabel;
class QSortFilterProxyModel;
class QTableView;
class QTextBrowser;

namespace tilescope::gui {

class IpuTimeModel;
class OperationTimeModel;
class TileBalancePlot;

class TraceSidePanel : public QTabWidget {
    Q_OBJECT
public:
    explicit TraceSidePanel(QWidget* parent = nullptr);

    /// Shows the details of `hit` in `index` (with `runs` for the operation track); nullopt clears.
    void showHit(const TraceIndex* index, const TraceOperationRuns* runs, const std::optional<TraceHit>& hit);
    /// The tables of the reports' time; null totals empty them.
    void setTotals(const Report* source, std::shared_ptr<const ExecutionTotals> sourceTotals, const Report* target,
                   std::shared_ptr<const ExecutionTotals> targetTotals);
    /// What the tables' compared columns name in their tooltips.
    void setReportNames(const ReportNames& names);
    /// Selects the operation's row in the time-per-operation table, without announcing it.
    void showSelectedOperation(const QString& name);

signals:
    void operationChosen(const QString& name);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    QTableView* addTable(QAbstractItemModel* model, QSortFilterProxyModel* proxy, const QString& name,
                         const QString& title);

    QTextBrowser* details_;
    QLabel* balanceTitle_;
    TileBalancePlot* balance_;
    OperationTimeModel* operationModel_;
    QSortFilterProxyModel* operationProxy_;
    QTableView* operationTable_;
    IpuTimeModel* ipuModel_;
    QSortFilterProxyModel* ipuProxy_;
    bool showingSelection_ = false;
};

} // namespace tilescope::gui
