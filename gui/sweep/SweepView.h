#pragma once
// The Sweep view (the Sweep dock's page): a sweep file read in the background and shown as a grid
// of samples per second over two of its axes (SweepPlot), with combo boxes choosing the two axes
// and holding every other axis at one of its values. A double-click asks for a point: its kept
// report is opened, or, when none was kept, the point is simulated in the Simulate panel. Two
// points picked (click, Ctrl+click) are compared in every view: their kept reports opened as
// source and target, or both simulated in one background job. The view asks; the main window
// opens, simulates and shows errors.

#include "document/JobTracker.h"
#include "document/ReportDocument.h"
#include "options/OptionCatalog.h"
#include "sweep/SweepGrid.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QAction;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QProgressBar;
class QPushButton;

namespace tilescope::gui {

class SweepPlot;
class SweepPointsRunner;

class SweepView : public QWidget {
    Q_OBJECT
public:
    explicit SweepView(QWidget* parent = nullptr);
    ~SweepView() override;

    /// Reads the sweep file `path` in the background; loaded() or loadFailed() follows. The sweep
    /// shown stays until the new one is read, and stays when it cannot be.
    void open(const QString& path);
    bool isLoading() const { return loads_.isRunning(); }
    /// The sweep shown; null before one is.
    const LoadedSweep* sweep() const { return grid_.sweep(); }
    const SweepGrid& grid() const { return grid_; }
    SweepPlot* plot() const { return plot_; }

    /// Shows `slice` of the sweep (corrected to the sweep's axes as SweepGrid does).
    void setSlice(const SweepSlice& slice);

    /// The points picked for comparing: the source (a click) and the target (Ctrl+click).
    std::optional<std::size_t> sourcePoint() const { return source_; }
    std::optional<std::size_t> targetPoint() const { return target_; }
    void pick(std::optional<std::size_t> source, std::optional<std::size_t> target = std::nullopt);

    /// What a double-click on point `point` does: opens its kept report, or asks for it to be simulated.
    void activatePoint(std::size_t point);
    /// Compares the two picked points in every view (does nothing unless two are picked).
    void comparePicked();
    /// True while the picked points are being simulated for comparing.
    bool isSimulating() const;
    /// The sweep's one-line summary (counts and best point), whole; the view elides it to its width.
    QString summary() const;

signals:
    void loaded(const QString& path);
    /// The sweep file cannot be read: `text` names the file, the JSON field and what is wrong.
    void loadFailed(const QString& text);
    /// Open the report `path` (with `comparePath` as the target when not empty).
    void openReportRequested(const QString& path, const QString& comparePath);
    /// Simulate `input` in the Simulate panel (a point without a kept report).
    void simulateRequested(const tilescope::SimulationInput& input);
    /// The picked points started simulating for comparing (reportsSimulated() follows).
    void simulatingPoints();
    /// Two points simulated for comparing, to be shown as source (the first picked, "before") and
    /// target (the second, "after").
    void reportsSimulated(std::shared_ptr<const tilescope::gui::LoadedReport> source,
                          std::shared_ptr<const tilescope::gui::LoadedReport> target);
    /// Simulating a point failed: `text` names the file and field, node or option.
    void failed(const QString& text);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void setSweep(std::shared_ptr<const LoadedSweep> sweep);
    void retranslateUi();
    void setSummary(const QString& summary);
    void fillAxisBoxes();
    void rebuildFixedBoxes();
    void chooseColumnAxis(int axis);
    void chooseRowAxis(int axis);
    void pointClicked(std::size_t point, bool addsTarget);
    void showPicks();

    JobTracker loads_;
    SweepPointsRunner* runner_ = nullptr;
    SweepGrid grid_;
    std::optional<std::size_t> source_;
    std::optional<std::size_t> target_;

    QLabel* summaryLabel_ = nullptr;
    QLabel* rowAxisLabel_ = nullptr;
    QComboBox* rowAxisBox_ = nullptr;
    QLabel* columnAxisLabel_ = nullptr;
    QComboBox* columnAxisBox_ = nullptr;
    QHBoxLayout* fixedLayout_ = nullptr;
    std::vector<std::pair<QLabel*, QComboBox*>> fixedBoxes_; // one per axis held, in axis order
    std::vector<std::size_t> fixedAxes_;
    QPushButton* compareButton_ = nullptr;
    SweepPlot* plot_ = nullptr;
    QLabel* statusLabel_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QPushButton* cancelButton_ = nullptr;
    QAction* openAction_ = nullptr;
    std::optional<std::size_t> menuPoint_; // the point right-clicked last, which Open opens
    QAction* compareAction_ = nullptr;
};

} // namespace tilescope::gui
