#pragma once
// The Liveness view: how much memory is live at each program step, against the max-memory line
// (the seed's Figs. 2.1–2.8). The source is all tiles, one IPU or one tile (following the tile
// selected elsewhere, the worst tile one click away); hovering a step names its program,
// compute set and operation; clicking lists its live variables; a search marks the steps of an
// operation. A compared report adds its curves to the same plot; the report plotted first and
// listed is the headline (after a re-simulation, the newer one).

#include "document/JobTracker.h"
#include "views/liveness/LivenessAlignment.h"
#include "views/liveness/LivenessSeries.h"
#include "widgets/ReportView.h"

#include <memory>
#include <optional>
#include <utility>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QSplitter;
class QTableView;
class QToolButton;

namespace tilescope::gui {

class LiveVariablesModel;
class LivenessPlot;

class LivenessView : public ReportView {
    Q_OBJECT
public:
    explicit LivenessView(ReportDocument& document, QWidget* parent = nullptr);
    ~LivenessView() override;

    QString viewId() const override { return QStringLiteral("liveness"); }
    QString title() const override { return tr("Liveness"); }
    bool canZoom() const override { return true; }
    void zoomBy(double factor) override;
    void resetZoom() override;

    /// Plots `source` (of both reports when comparing); the series is built on the thread pool
    /// when it is expensive (see setBackgroundThreshold).
    void setSource(LivenessSource source);
    LivenessSource source() const { return source_; }
    void showWorstTile();
    /// Lists the live variables at `step` and marks it on the plot.
    void selectStep(std::size_t step);
    bool showFocus(const LessonFocus& focus) override;
    std::optional<std::size_t> selectedStep() const { return selectedStep_; }
    /// Searches operations by name or type and marks their steps; returns the number of steps.
    std::size_t search(const QString& text);
    void nextMatch();
    void previousMatch();

    /// Series costing more than this many elements (LivenessSource.h seriesCost) are built off
    /// the UI thread; the default keeps everything below a few milliseconds on the UI thread.
    void setBackgroundThreshold(std::uint64_t elements) { backgroundThreshold_ = elements; }
    bool isComputing() const { return seriesJobs_.isRunning(); }
    bool isPreparing() const override { return seriesJobs_.isRunning(); }

    const LivenessPlot* plot() const { return plot_; }
    LivenessPlot* plot() { return plot_; }
    const LiveVariablesModel* liveVariablesModel() const { return liveModel_; }
    const QTableView* liveVariablesTable() const { return table_; }
    const LivenessSeries* sourceSeries() const { return sourceSeries_.get(); }
    const LivenessSeries* targetSeries() const { return targetSeries_.get(); }
    QLineEdit* searchField() const { return searchEdit_; }
    QComboBox* sourceBox() const { return sourceBox_; }
    QSpinBox* indexBox() const { return indexBox_; }
    /// Comparing: 0 draws the steps in order, 1 side by side by operation.
    QComboBox* alignmentBox() const { return alignBox_; }
    /// The last hover text (HTML), as the tooltip showed it.
    QString hoverText() const { return hoverText_; }
    QLabel* noteLabel() const { return noteLabel_; }
    QString hoverTextFor(std::size_t step) const;
    QString noteText() const;
    QString matchText() const;

protected:
    void showDocument() override;
    void retranslateUi() override;
    void rewordDocument() override;
    void resizeEvent(QResizeEvent* event) override;

private:
    struct SeriesPair;
    const LoadedReport* shown() const;
    const LoadedReport* compared() const;
    QString plotName(const LoadedReport* report) const; // in the legend: before or after, and its name
    /// Matched by operation when the two reports' step counts differ, so that their spikes line
    /// up, unless the user chose (kept across a re-simulation: `keepPlace`).
    void chooseDefaultAlignment(bool keepPlace);
    QString label(const LoadedReport* report) const;
    void buildSourceControls();
    void requestSeries();
    void applySeries(SeriesPair pair);
    void showSeriesOnPlot();
    /// Comparing with the steps matched by operation (the Steps box) and the alignment made.
    bool alignedOnPlot() const;
    void showSourceChoice();
    void sourceChosen();
    void showSelectedTile();
    void showSelectedOperation();
    void showHover(std::optional<std::size_t> step, const QPoint& globalPos);
    void showLiveVariables();
    void fitVariableNames();
    void showMatch();
    void updateNotes();

    LivenessPlot* plot_;
    LiveVariablesModel* liveModel_;
    QLabel* sourceLabel_ = nullptr;
    QComboBox* sourceBox_;
    QSpinBox* indexBox_;
    QPushButton* worstTileButton_;
    QLineEdit* searchEdit_;
    QToolButton* previousButton_;
    QToolButton* nextButton_;
    QLabel* matchLabel_;
    QLabel* noteLabel_;
    QLabel* statusLabel_;
    QLabel* stepLabel_;
    QCheckBox* includeAlwaysLive_;
    QComboBox* alignBox_;
    QLabel* alignLabel_ = nullptr;
    QTableView* table_;
    QSplitter* splitter_;

    LivenessSource source_;
    std::shared_ptr<const LivenessSeries> sourceSeries_;
    std::shared_ptr<const LivenessSeries> targetSeries_;
    AlignedLiveness aligned_; // the series side by side by operation, when comparing
    JobTracker seriesJobs_; // a series for superseded reports or source is dropped
    std::uint64_t backgroundThreshold_ = 250'000;
    std::optional<std::size_t> selectedStep_;
    std::optional<std::pair<double, double>> keptSteps_; // the zoom to restore on re-simulated reports
    std::vector<std::size_t> matches_;
    std::size_t currentMatch_ = 0;
    QString hoverText_;
    bool updatingControls_ = false;
    bool alignmentChosen_ = false; // the user picked In order or Matched by operation
};

} // namespace tilescope::gui
