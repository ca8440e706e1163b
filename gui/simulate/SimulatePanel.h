#pragma once
// The Simulate panel (a dock beside the views): a model and every option of the catalog, grouped
// as a user thinks of them. A change is checked at once (a refused value or combination is marked
// at the control that causes it, naming the option, and Run is disabled), then, when Live is on,
// simulated after a short pause; a newer change supersedes a simulation still running. The result
// replaces the shown report, compared with the report it replaced (or a pinned baseline) as the
// source, so that every view shows what the change did. A result asked for before another feature
// took the document (a lesson step, an advisor candidate, a file) is dropped, not shown. When another
// feature shows a report, the panel takes that report's configuration (its recorded command) unless
// it holds a change of the user's, and its status says which.

#include "document/ReportDocument.h"
#include "options/IpuConfigInput.h"
#include "options/OptionCatalog.h"

#include <QTimer>
#include <QWidget>

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;

namespace tilescope::gui {

class OptionControl;
class SimulationRunner;
struct LoadFailure;

class SimulatePanel : public QWidget {
    Q_OBJECT
public:
    /// What a new result is compared against.
    enum class Comparison { PreviousResult, Baseline, Nothing };

    /// The pause after a change before a live simulation starts, so that a slider dragged or a
    /// value typed runs once, not once per step.
    static constexpr int kLiveDelayMs = 250;
    /// How long Copy says "Copied" after a click.
    static constexpr int kCopiedFeedbackMs = 2000;

    SimulatePanel(ReportDocument& document, QWidget* parent = nullptr);
    ~SimulatePanel() override;

    /// The input the controls hold; nothing while one of them is refused (and marked as such).
    std::optional<SimulationInput> input() { return check(); }
    /// Fills the controls from `input` (Simulate from this report); runs nothing by itself.
    void setInput(const SimulationInput& input);
    /// Starts the controls from the optimum-graphcore IPUConfig at `path`, in the mode the
    /// controls hold (training or inference). A file refused (malformed, a field out of range) is
    /// said through failed(), naming the file and field, and nothing changes.
    void openIpuConfig(const QString& path);
    /// Lets the IPUConfig go; the controls keep their values.
    void clearIpuConfig();
    QString ipuConfigFile() const;
    /// Takes the model file at `path` (a Hugging Face config.json, a JSON or ONNX model).
    void openModelFile(const QString& path);
    /// `tilescope-cli compile ...` for what the controls hold (empty while refused).
    QString commandLine() const;
    /// Why the controls cannot run, naming the option; empty when they can.
    QString refusal() const { return refusal_; }

    Comparison comparison() const;
    void setComparison(Comparison comparison);
    /// Pins the shown report as the baseline every later result is compared against.
    void pinShownReport();
    const std::shared_ptr<const LoadedReport>& baseline() const { return baseline_; }

    bool isLive() const;
    void setLive(bool live);
    bool isRunning() const;
    SimulationRunner& runner() { return *runner_; }

public slots:
    /// Simulates what the controls hold now (does nothing while they are refused).
    void run();
    void cancel();

signals:
    /// A simulation failed: `text` names the file and field, node or option.
    void failed(const QString& text);
    /// A result was put in the document.
    void simulated();
    void runningChanged(bool running);

protected:
    void changeEvent(QEvent* event) override;

private:
    void buildUi();
    QGroupBox* buildGroup(OptionGroup group, QWidget* parent);
    void retranslateUi();
    /// Shows the status `text` says, and says it again in a new language.
    void showStatus(std::function<QString()> text);
    void sayWhatCopyDoes(); // "Copied" for a moment after a click, else "Copy"
    void chooseModelFile();
    void controlsChanged();
    /// True when `input` is what the shown report was simulated from, or what is simulating now.
    bool isShownOrRunning(const SimulationInput& input) const;
    /// Re-reads every control into an input, marking the refused ones; returns it when all pass.
    std::optional<SimulationInput> check();
    void showRefusal(const std::string& option, const QString& message);
    void enableModelOptions();
    void updateButtons();
    /// Simulates what the controls hold, unless the document changed hands since `generation`
    /// (ReportDocument::generation()) when the simulation was asked for.
    void start(quint64 generation);
    void finished(std::shared_ptr<const LoadedReport> report, const SimulationInput& input);
    void showFailure(const LoadFailure& failure);
    void followShownReport();
    /// Marks each control whose value the IPUConfig gave (italics) or that differs from it (bold):
    /// `effects` are what applyIpuConfig set on `fileInput`.
    void markOrigins(const SimulationInput& fileInput, const std::vector<IpuConfigEffect>& effects);

    ReportDocument& document_;
    SimulationRunner* runner_ = nullptr;
    QComboBox* modelBox_ = nullptr;
    QPushButton* browseButton_ = nullptr;
    QLabel* modelLabel_ = nullptr;
    QLabel* modelError_ = nullptr;
    class IpuConfigRow* ipuConfigRow_ = nullptr;
    IpuConfigSource ipuConfig_; // the file the options started from, with its trainer's switches
    std::vector<OptionControl*> controls_;
    std::map<OptionGroup, QGroupBox*> groups_;
    std::vector<std::pair<QLabel*, OptionControl*>> labels_;
    QLabel* messageLabel_ = nullptr;
    QLabel* commandLabel_ = nullptr;
    QLabel* commandEdit_ = nullptr;
    QPushButton* copyButton_ = nullptr;
    QTimer copiedTimer_; // while it runs, Copy says "Copied"
    QLabel* compareLabel_ = nullptr;
    QComboBox* compareBox_ = nullptr;
    QPushButton* pinButton_ = nullptr;
    QLabel* baselineLabel_ = nullptr;
    QCheckBox* liveBox_ = nullptr;
    QPushButton* runButton_ = nullptr;
    QPushButton* cancelButton_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QLabel* statusLabel_ = nullptr;
    std::function<QString()> statusText_; // what statusLabel_ says, in the current language
    QTimer liveTimer_;
    QString refusal_;
    std::shared_ptr<const LoadedReport> baseline_;
    bool runAsked_ = false; // the user pressed Run: a failure also opens a dialog
    bool delivering_ = false; // a result or failure is being shown: the run is over
    bool edited_ = false;     // the controls hold a change of the user's not run yet (or failed)
    std::weak_ptr<const LoadedReport> followed_; // the shown report the panel last answered for (not kept alive)
    quint64 queuedGeneration_ = 0; // the document's generation when the live change was queued
    quint64 runGeneration_ = 0;    // and when the running simulation was asked for
    std::string runningCommand_;   // the command of the simulation running (or that ran last)
};

} // namespace tilescope::gui
