#pragma once
// The Execution trace (the seed's pipelined MNIST profile, at any scale): one lane per IPU (and
// replica), each step drawn over its cycles in a colour per kind or per phase, a band of phases
// labelled with micro-batches above, the stage each IPU runs named on its lane; hover names a
// step, a click shows its details and tile balance; a flat mode and one grouped by operation; side
// tables of time per operation and per IPU. The trace is indexed off the UI thread the first time
// the view is shown. With a target report, both traces share one time axis, source above.

#include "document/JobTracker.h"
#include "views/trace/TraceScene.h"
#include "widgets/ReportView.h"

#include <memory>
#include <optional>
#include <utility>

class QAction;
class QComboBox;
class QPushButton;
class QLabel;
class QStackedWidget;
class QToolButton;

namespace tilescope::gui {

class ColourKey;
class TracePlot;
class TraceSidePanel;

class ExecutionTraceView : public ReportView {
    Q_OBJECT
public:
    explicit ExecutionTraceView(ReportDocument& document, QWidget* parent = nullptr);
    ~ExecutionTraceView() override;

    QString viewId() const override { return QStringLiteral("trace"); }
    QString title() const override { return tr("Execution Trace"); }
    bool isPreparing() const override;
    bool showFocus(const LessonFocus& focus) override;
    /// View > Zoom: the plot zooms about the centre of the cycles in view, as W and S do.
    bool canZoom() const override { return true; }
    void zoomBy(double factor) override;
    void resetZoom() override;

    /// Writes the source's trace as Chrome Trace Event JSON to `path` in the background; the
    /// status line says when it is done or why it failed.
    void exportChromeTrace(const QString& path);

protected:
    void showDocument() override;
    void prepare() override;
    void retranslateUi() override;
    void rewordDocument() override;

private:
    struct Prepared;
    void buildToolBar(QWidget* bar);
    void showPrepared(Prepared prepared);
    void showMessage(const QString& text);
    void updateLegend();
    void updateNotes();
    void showCaptions();
    void groupingChosen();
    void markSelectedOperation();
    void showHover(const std::optional<TraceHit>& hit, const QPoint& globalPos);
    void boxClicked(const TraceHit& hit);
    void announceIfPrepared();
    const TraceIndex* indexOf(int side) const;

    TracePlot* plot_;
    QPushButton* fitButton_ = nullptr;
    QAction* perfettoAction_ = nullptr;
    TraceSidePanel* side_;
    ColourKey* key_;
    QStackedWidget* pages_;
    QLabel* message_;
    QLabel* notes_;
    QLabel* status_;
    QComboBox* colouring_;
    QComboBox* grouping_;
    QComboBox* unit_;
    QToolButton* exportButton_;
    JobTracker preparation_;
    JobTracker groupingJobs_;
    JobTracker marking_;
    JobTracker exporting_;
    std::shared_ptr<const TraceIndex> indexes_[2];
    /// Where the user was, restored on re-simulated reports once they are prepared.
    struct KeptPlace {
        std::optional<std::pair<double, double>> cycles; // nullopt: the whole run
        double firstLane = 0.0;
    };
    std::optional<KeptPlace> keptPlace_;
    std::optional<std::pair<double, double>> focusCycles_; // a lesson's window, once the trace is prepared
};

} // namespace tilescope::gui
