#pragma once
// "Find a configuration that fits": runs core's advisor in the background for the configuration a
// report was simulated with, lists the changes that fit (fastest first) and opens the one the user
// picks against the failing report, in every view.

#include "document/JobTracker.h"
#include "document/ReportDocument.h"
#include "options/OptionCatalog.h"
#include "simulation/Advisor.h"

#include <QDialog>

#include <memory>
#include <vector>

class QLabel;
class QProgressBar;
class QPushButton;
class QTableView;
class QTimer;

namespace tilescope::gui {

class AdviceModel;

class FitAdvisorDialog : public QDialog {
    Q_OBJECT
public:
    /// Starts searching at once for `input`, which `failing` (shown in `document`) was simulated with.
    FitAdvisorDialog(ReportDocument& document, std::shared_ptr<const LoadedReport> failing, SimulationInput input,
                     QWidget* parent = nullptr);
    ~FitAdvisorDialog() override;

    /// Opens a dialog beside `parent` that searches from the configuration the document's headline
    /// report records (after a re-simulation, the newer one); says why in a message box when that
    /// report records no command that can be read.
    static void openForHeadline(ReportDocument& document, QWidget* parent);

    bool isSearching() const { return search_.isRunning(); }
    /// Candidates that fit listed so far: while the search runs, those found until the last look.
    int listedCandidates() const { return int(listed_.size()); }
    AdviceModel& model() { return *model_; }
    /// Simulates the candidate of `row` and shows it against the failing report.
    void openCandidate(int row);

signals:
    /// The search ended: `fitting` configurations were found.
    void searched(int fitting);
    /// A candidate was put in the document.
    void candidateOpened();
    void failed(const QString& text);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    static constexpr int kNarrowestCommand = 240; // pixels: below this, the table scrolls sideways
    void fitColumns();
    void fitColumnsTo(int room);
    void search();
    void showStatus(const QString& text);
    /// Lists what the running search found since the last look, fastest first, keeping the row the
    /// user selected; says how far the search is.
    void takeFound();
    void showList(std::vector<AdviceCandidate> candidates);

    // What the search's worker hands over as it finds it (shared, so either side may end first).
    struct Found;
    std::shared_ptr<Found> found_;
    std::vector<AdviceCandidate> listed_;
    QTimer* foundTimer_ = nullptr;

    ReportDocument& document_;
    std::shared_ptr<const LoadedReport> failing_;
    SimulationInput input_;
    JobTracker search_;
    JobTracker opening_;
    AdviceModel* model_ = nullptr;
    QLabel* intro_ = nullptr;
    QLabel* status_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QTableView* table_ = nullptr;
    QPushButton* openButton_ = nullptr;
    QPushButton* cancelButton_ = nullptr;
};

} // namespace tilescope::gui
