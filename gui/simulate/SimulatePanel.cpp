#include "simulate/SimulatePanel.h"

#include "document/LoadFailureText.h"
#include "document/SimulationRunner.h"
#include "model/Builtins.h"
#include "model/HfConfig.h"
#include "models/OptionWords.h"
#include "models/QtText.h"
#include "options/CompileCommand.h"
#include "options/IpuConfigInput.h"
#include "simulate/IpuConfigRow.h"
#include "simulate/OptionControl.h"
#include "simulation/Simulation.h"
#include "widgets/PageScrollArea.h"
#include "widgets/WheelWhenFocused.h"

#include "common/Error.h"

#include <QApplication>

#include <algorithm>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QVBoxLayout>

namespace tilescope::gui {
namespace {

const char* kDefaultModel = "resnet50";

// Which model options mean something for a model, so that the others are greyed out and not given:
// the generators' knobs by family, the dimensions for ONNX files. Core ignores the sizes elsewhere
// but refuses the structural options (masked tokens, serialisation) on a model they do not fit.
bool optionApplies(const std::string& option, const std::string& model)
{
    // A Hugging Face config gives its own sizes; the sequence, the head and its knobs are the user's.
    if (!isBuiltinModel(model) && isHfConfigFile(model))
        return option == "sequence-length" || option == "mask-tokens" || option == "embedding-serialization-factor" ||
               option == "classes" || option == "no-loss";
    const bool bert = model.rfind("bert", 0) == 0;
    if (option == "mask-tokens")
        return model == "bert-base" || model == "bert-large";
    if (option == "embedding-serialization-factor")
        return bert && isBuiltinModel(model);
    const bool resnet = model.rfind("resnet", 0) == 0 || model.rfind("resnext", 0) == 0;
    const bool builtin = isBuiltinModel(model);
    if (option == "image-size")
        return resnet;
    if (option == "sequence-length" || option == "layers" || option == "vocabulary-size")
        return bert;
    if (option == "classes")
        return builtin && !bert;
    if (option == "no-loss")
        return builtin;
    if (option == "dim")
        return QFileInfo(qtText(model)).suffix().compare(QStringLiteral("onnx"), Qt::CaseInsensitive) == 0;
    return true;
}

} // namespace

SimulatePanel::SimulatePanel(ReportDocument& document, QWidget* parent)
    : QWidget(parent), document_(document), runner_(new SimulationRunner(this))
{
    setObjectName(QStringLiteral("simulatePanel"));
    liveTimer_.setSingleShot(true);
    liveTimer_.setInterval(kLiveDelayMs);
    // A change queued before another feature took the document is not simulated: its result would
    // replace what that feature shows.
    connect(&liveTimer_, &QTimer::timeout, this, [this] { start(queuedGeneration_); });
    buildUi();
    connect(runner_, &SimulationRunner::finished, this, &SimulatePanel::finished);
    connect(runner_, &SimulationRunner::failed, this, &SimulatePanel::showFailure);
    connect(runner_, &SimulationRunner::progressChanged, progress_, &QProgressBar::setValue);
    connect(runner_, &SimulationRunner::runningChanged, this, [this](bool running) {
        updateButtons();
        emit runningChanged(running);
    });
    connect(runner_, &SimulationRunner::cancelled, this, [this] {
        edited_ = true; // the change cancelled is still the user's
        showStatus([] { return tr("Cancelled: the result shown is unchanged."); });
        updateButtons();
    });
    connect(&document_, &ReportDocument::reportsChanged, this, &SimulatePanel::followShownReport);
    retranslateUi();
    controlsChanged();
    liveTimer_.stop(); // the first state is not a change of the user's
    edited_ = false;
}

// Another feature showed a report (a file, an advisor candidate, a sweep point, a lesson step):
// the panel takes its configuration, so that its settings, status and Copy speak of what is shown,
// unless it holds a change of the user's (edited, queued or running), which it keeps, saying so.
void SimulatePanel::followShownReport()
{
    const std::shared_ptr<const LoadedReport> shown = document_.headlineShared();
    if (!shown || shown == followed_.lock())
        return; // nothing shown, or the same report (a target added or dropped)
    followed_ = shown;
    if (delivering_)
        return; // the panel's own result
    const QString name = shown->displayName();
    if (edited_ || isRunning() || liveTimer_.isActive()) {
        showStatus([name] { return tr("The window shows %1; the settings here are your change, not its.").arg(name); });
        return;
    }
    std::optional<SimulationInput> input;
    try {
        input = simulationInputOf(shown->report);
    } catch (const Error&) {
        // a command that cannot be read is no configuration to take: said below
    }
    if (!input) {
        showStatus([name] {
            return tr("The window shows %1, which records no command: the settings here are not its.").arg(name);
        });
        return;
    }
    setInput(*input);
    showStatus([name] {
        return tr("The settings are those of %1, the report shown: a change simulates from there.").arg(name);
    });
}

SimulatePanel::~SimulatePanel() = default;

void SimulatePanel::buildUi()
{
    modelLabel_ = new QLabel(this);
    modelLabel_->setWordWrap(true);
    modelBox_ = new QComboBox(this);
    takeWheelOnlyWhenFocused(modelBox_);
    modelBox_->setObjectName(QStringLiteral("modelBox"));
    modelBox_->setEditable(true);
    modelBox_->setInsertPolicy(QComboBox::NoInsert);
    for (const auto& name : builtinModelNames())
        modelBox_->addItem(qtText(name));
    modelBox_->setCurrentText(QString::fromLatin1(kDefaultModel));
    modelBox_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    modelBox_->setMinimumContentsLength(12);
    browseButton_ = new QPushButton(this);
    connect(browseButton_, &QPushButton::clicked, this, &SimulatePanel::chooseModelFile);
    connect(modelBox_, &QComboBox::currentTextChanged, this, [this] {
        // Typing a path changes the text at each key: the model is taken when the edit is done.
        if (!modelBox_->lineEdit()->hasFocus())
            controlsChanged();
    });
    connect(modelBox_->lineEdit(), &QLineEdit::editingFinished, this, &SimulatePanel::controlsChanged);
    modelError_ = new QLabel(this);
    modelError_->setObjectName(QStringLiteral("option-model-error"));
    modelError_->setWordWrap(true);
    modelError_->setVisible(false);

    auto* modelRow = new QHBoxLayout;
    modelRow->addWidget(modelBox_, 1);
    modelRow->addWidget(browseButton_);
    ipuConfigRow_ = new IpuConfigRow(this);
    connect(ipuConfigRow_, &IpuConfigRow::openAsked, this, &SimulatePanel::openIpuConfig);
    connect(ipuConfigRow_, &IpuConfigRow::clearAsked, this, &SimulatePanel::clearIpuConfig);

    auto* options = new QWidget;
    auto* optionsLayout = new QVBoxLayout(options);
    optionsLayout->setContentsMargins(0, 0, 0, 0);
    for (const OptionGroup group :
         {OptionGroup::Model, OptionGroup::Program, OptionGroup::Memory, OptionGroup::Execution, OptionGroup::Target})
        optionsLayout->addWidget(buildGroup(group, options));
    optionsLayout->addStretch(1);
    // Never narrower than the options (a narrow dock cut their right edge), scrolling up and down.
    auto* scroll = new PageScrollArea(options, this);

    messageLabel_ = new QLabel(this);
    messageLabel_->setObjectName(QStringLiteral("simulationMessage"));
    messageLabel_->setWordWrap(true);
    messageLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPalette red = messageLabel_->palette();
    red.setColor(QPalette::WindowText, QColor(0xc0, 0x1c, 0x1c));
    messageLabel_->setPalette(red);
    modelError_->setPalette(red);

    commandLabel_ = new QLabel(this);
    commandLabel_->setWordWrap(true);
    // The whole command, wrapped between its words: a line edit showed about 30 characters of it.
    commandEdit_ = new QLabel(this);
    commandEdit_->setObjectName(QStringLiteral("commandLine"));
    commandEdit_->setWordWrap(true);
    commandEdit_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    commandEdit_->setFrameShape(QFrame::StyledPanel);
    commandEdit_->setMargin(3);
    commandEdit_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    copyButton_ = new QPushButton(this);
    copyButton_->setObjectName(QStringLiteral("copyCommand"));
    copiedTimer_.setSingleShot(true);
    copiedTimer_.setInterval(kCopiedFeedbackMs);
    connect(&copiedTimer_, &QTimer::timeout, this, &SimulatePanel::sayWhatCopyDoes);
    connect(copyButton_, &QPushButton::clicked, this, [this] {
        QApplication::clipboard()->setText(commandEdit_->text());
        // Said where the user looks, for a moment: the clipboard itself shows nothing.
        copiedTimer_.start();
        sayWhatCopyDoes();
    });
    auto* commandRow = new QHBoxLayout;
    commandRow->addWidget(commandEdit_, 1);
    commandRow->addWidget(copyButton_, 0, Qt::AlignTop);

    compareLabel_ = new QLabel(this);
    compareLabel_->setWordWrap(true);
    compareBox_ = new QComboBox(this);
    takeWheelOnlyWhenFocused(compareBox_);
    compareBox_->setObjectName(QStringLiteral("compareBox"));
    compareBox_->addItems({QString(), QString(), QString()});
    compareBox_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    compareBox_->setMinimumContentsLength(8);
    pinButton_ = new QPushButton(this);
    pinButton_->setObjectName(QStringLiteral("pinButton"));
    connect(pinButton_, &QPushButton::clicked, this, &SimulatePanel::pinShownReport);
    connect(compareBox_, &QComboBox::currentIndexChanged, this, &SimulatePanel::updateButtons);
    baselineLabel_ = new QLabel(this);
    baselineLabel_->setWordWrap(true);
    auto* compareRow = new QHBoxLayout;
    compareRow->addWidget(compareBox_, 1);
    compareRow->addWidget(pinButton_);

    liveBox_ = new QCheckBox(this);
    liveBox_->setObjectName(QStringLiteral("liveBox"));
    liveBox_->setChecked(true);
    runButton_ = new QPushButton(this);
    runButton_->setObjectName(QStringLiteral("runButton"));
    runButton_->setDefault(true);
    connect(runButton_, &QPushButton::clicked, this, [this] {
        // A run of the settings already shown (or running) would only replace a comparison with
        // a copy of itself: nothing changed, nothing runs.
        if (const auto input = check(); input && isShownOrRunning(*input)) {
            showStatus([] { return tr("Nothing to simulate: the report shown has these settings."); });
            return;
        }
        runAsked_ = true;
        run();
    });
    cancelButton_ = new QPushButton(this);
    cancelButton_->setObjectName(QStringLiteral("cancelSimulationButton"));
    connect(cancelButton_, &QPushButton::clicked, this, &SimulatePanel::cancel);
    auto* runRow = new QHBoxLayout;
    runRow->addWidget(liveBox_);
    runRow->addStretch(1);
    runRow->addWidget(cancelButton_);
    runRow->addWidget(runButton_);

    progress_ = new QProgressBar(this);
    progress_->setRange(0, 1000);
    progress_->setTextVisible(false);
    progress_->setMaximumHeight(8);
    statusLabel_ = new QLabel(this);
    statusLabel_->setObjectName(QStringLiteral("simulationStatus"));
    statusLabel_->setWordWrap(true);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(modelLabel_);
    layout->addLayout(modelRow);
    layout->addWidget(modelError_);
    layout->addWidget(ipuConfigRow_);
    layout->addWidget(scroll, 1);
    layout->addWidget(messageLabel_);
    layout->addWidget(commandLabel_);
    layout->addLayout(commandRow);
    layout->addWidget(compareLabel_);
    layout->addLayout(compareRow);
    layout->addWidget(baselineLabel_);
    layout->addLayout(runRow);
    layout->addWidget(progress_);
    layout->addWidget(statusLabel_);
}

QGroupBox* SimulatePanel::buildGroup(OptionGroup group, QWidget* parent)
{
    auto* box = new QGroupBox(parent);
    box->setObjectName(QStringLiteral("group-") + QString::fromUtf8(optionGroupName(group).data()));
    auto* form = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    for (const auto& option : optionCatalog()) {
        if (option.group != group || !option.inPanel)
            continue;
        auto* control = new OptionControl(option, box);
        auto* label = new QLabel(box);
        label->setWordWrap(true); // long labels (German, French) take two lines in a narrow dock
        label->setBuddy(control->editor());
        form->addRow(label, control->editor());
        form->addRow(QString(), control->errorLabel());
        connect(control, &OptionControl::changed, this, &SimulatePanel::controlsChanged);
        controls_.push_back(control);
        labels_.emplace_back(label, control);
    }
    groups_[group] = box;
    return box;
}

void SimulatePanel::sayWhatCopyDoes() { copyButton_->setText(copiedTimer_.isActive() ? tr("Copied") : tr("Copy")); }

void SimulatePanel::retranslateUi()
{
    modelLabel_->setText(tr("Model: a built-in model, a JSON or ONNX file, or a Hugging Face config.json"));
    browseButton_->setText(tr("Browse…"));
    browseButton_->setToolTip(tr("Choose a JSON or ONNX model file, or a Hugging Face config.json"));
    for (const auto& [group, box] : groups_)
        box->setTitle(OptionWords::groupTitle(group));
    for (auto& [label, control] : labels_) {
        label->setText(OptionWords::label(control->option().name));
        control->retranslate();
    }
    commandLabel_->setText(tr("The same simulation from a terminal:"));
    sayWhatCopyDoes();
    compareLabel_->setText(tr("Compare with:"));
    compareBox_->setItemText(int(Comparison::PreviousResult), tr("the previous result"));
    compareBox_->setItemText(int(Comparison::Baseline), tr("the pinned baseline"));
    compareBox_->setItemText(int(Comparison::Nothing), tr("nothing"));
    pinButton_->setText(tr("Pin Shown"));
    pinButton_->setToolTip(tr("Compare every later result with the report shown now"));
    liveBox_->setText(tr("Live"));
    liveBox_->setToolTip(tr("Simulate again by itself a moment after each change"));
    runButton_->setText(tr("Run"));
    cancelButton_->setText(tr("Cancel"));
    if (statusText_)
        statusLabel_->setText(statusText_());
    updateButtons();
}

void SimulatePanel::showStatus(std::function<QString()> text)
{
    // Kept as the words to say rather than the words said, so that a change of language says it again.
    statusText_ = std::move(text);
    statusLabel_->setText(statusText_());
}

void SimulatePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        check(); // the refusals' words too
    }
    QWidget::changeEvent(event);
}

void SimulatePanel::chooseModelFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose a Model"), QString(),
                                                      tr("Models (*.json *.onnx);;All files (*)"));
    if (path.isEmpty())
        return;
    modelBox_->setCurrentText(path);
    controlsChanged();
}

void SimulatePanel::openModelFile(const QString& path)
{
    modelBox_->setCurrentText(path);
    controlsChanged();
}

void SimulatePanel::openIpuConfig(const QString& path)
{
    SimulationInput input = check().value_or(SimulationInput{});
    if (input.model.empty())
        input.model = modelBox_->currentText().trimmed().toStdString();
    IpuConfigSource source = ipuConfig_;
    source.file = path.toStdString();
    input.ipuConfig = source;
    try {
        applyIpuConfig(input);
    } catch (const Error& e) {
        emit failed(tr("The IPU config was not opened: %1").arg(qtText(e.what())));
        return;
    }
    setInput(input);
    controlsChanged();
}

void SimulatePanel::clearIpuConfig()
{
    ipuConfig_ = {};
    ipuConfigRow_->setFile({});
    controlsChanged();
}

QString SimulatePanel::ipuConfigFile() const
{
    return qtText(ipuConfig_.file);
}

void SimulatePanel::markOrigins(const SimulationInput& fileInput, const std::vector<IpuConfigEffect>& effects)
{
    std::map<std::string, std::string> fromFile; // option -> the value the file gave it
    for (const auto& effect : effects)
        fromFile[effect.option == "amp" ? "available-memory-proportion" : effect.option] =
            optionText(fileInput, effect.option);
    for (auto& [label, control] : labels_) {
        const auto given = fromFile.find(control->option().name);
        QFont font = label->font();
        const bool fileValue = given != fromFile.end();
        const bool same = fileValue && control->text().toStdString() == given->second;
        font.setItalic(same);
        font.setBold(fileValue && !same);
        label->setFont(font);
        label->setToolTip(!fileValue ? QString()
                          : same     ? tr("From %1").arg(qtText(ipuConfig_.file))
                                     : tr("Changed here: %1 gives %2").arg(qtText(ipuConfig_.file), qtText(given->second)));
    }
}

void SimulatePanel::setInput(const SimulationInput& input)
{
    ipuConfig_ = input.ipuConfig;
    ipuConfigRow_->setFile(qtText(ipuConfig_.file));
    {
        const QSignalBlocker blocker(modelBox_);
        modelBox_->setCurrentText(qtText(input.model));
    }
    for (OptionControl* control : controls_)
        control->setText(qtText(optionText(input, control->option().name)));
    if (const auto checked = check()) {
        commandEdit_->setText(qtText(compileCommandLine(*checked)));
    }
    enableModelOptions();
    updateButtons();
    edited_ = false;
}

QString SimulatePanel::commandLine() const
{
    return commandEdit_->text();
}

// Reads every control into an input. A value a control holds that the catalog refuses is marked
// there; then the input as a whole is checked, and a combination refused is marked at the option
// core names as its cause.
std::optional<SimulationInput> SimulatePanel::check()
{
    SimulationInput input;
    input.model = modelBox_->currentText().trimmed().toStdString();
    refusal_.clear();
    QString firstRefusal;
    for (OptionControl* control : controls_) {
        const auto& option = control->option();
        if (option.group == OptionGroup::Model && !optionApplies(option.name, input.model)) {
            control->setError({}); // greyed out: the model takes the option's default
            continue;
        }
        try {
            setOption(input, control->option().name, control->text().toStdString());
            control->setError({});
        } catch (const Error& e) {
            const QString message = qtText(e.message());
            control->setError(message);
            if (firstRefusal.isEmpty())
                firstRefusal = tr("%1: %2").arg(OptionWords::label(control->option().name), message);
        }
    }
    // The file applied once to the defaults: its values mark the controls (also while refused: which
    // values the user changed is what to look at), its notes go to the report.
    SimulationInput fromFile;
    std::vector<IpuConfigEffect> effects;
    std::optional<Error> fileRefused; // the file changed on disk since it was opened
    if (!ipuConfig_.file.empty()) {
        fromFile.ipuConfig = ipuConfig_;
        fromFile.options.training = input.options.training;
        try {
            effects = applyIpuConfig(fromFile);
        } catch (const Error& e) {
            fileRefused = e;
        }
    }
    markOrigins(fromFile, effects);
    modelError_->setVisible(false);
    if (input.model.empty()) {
        showRefusal("model", tr("Choose a model."));
        return std::nullopt;
    }
    if (!isBuiltinModel(input.model) && !QFileInfo(qtText(input.model)).isFile()) {
        showRefusal("model", tr("%1 is neither a built-in model nor an existing file.")
                                 .arg(qtText(input.model)));
        return std::nullopt;
    }
    if (!firstRefusal.isEmpty()) {
        refusal_ = firstRefusal;
        messageLabel_->setText(refusal_);
        return std::nullopt;
    }
    if (fileRefused) {
        showRefusal("ipu-config", qtText(fileRefused->what()));
        return std::nullopt;
    }
    if (!ipuConfig_.file.empty()) {
        input.ipuConfig = ipuConfig_; // its values are already in the controls
        input.notes = fromFile.notes;
    }
    try {
        validateInput(input);
    } catch (const Error& e) {
        showRefusal(e.field(), qtText(e.message()));
        return std::nullopt;
    }
    messageLabel_->clear();
    return input;
}

void SimulatePanel::showRefusal(const std::string& option, const QString& message)
{
    const auto it = std::find_if(controls_.begin(), controls_.end(),
                                 [&](OptionControl* c) { return c->option().name == option; });
    if (option == "model") {
        modelError_->setText(message);
        modelError_->setVisible(true);
        refusal_ = tr("Model: %1").arg(message);
    } else if (it != controls_.end()) {
        (*it)->setError(message);
        refusal_ = tr("%1: %2").arg(OptionWords::label(option), message);
    } else {
        refusal_ = option.empty() ? message : tr("--%1: %2").arg(qtText(option), message);
    }
    messageLabel_->setText(refusal_);
}

bool SimulatePanel::isShownOrRunning(const SimulationInput& input) const
{
    const std::string command = compileCommandLine(input);
    if (runner_->isRunning() && command == runningCommand_)
        return true;
    const LoadedReport* shown = document_.headlineReport();
    if (!shown)
        return false;
    const auto recorded = shown->report.options.find(kCommandOption);
    return recorded != shown->report.options.end() && recorded->second == command;
}

void SimulatePanel::controlsChanged()
{
    const auto input = check();
    enableModelOptions();
    if (input) {
        commandEdit_->setText(qtText(compileCommandLine(*input)));
    }
    // A control that reports a change its value did not make (a focus that leaves a field, Return
    // pressed again, a value set back) changes nothing: no simulation replaces what is shown.
    if (input && isShownOrRunning(*input)) {
        edited_ = false;
        liveTimer_.stop();
        updateButtons();
        return;
    }
    edited_ = true;
    updateButtons();
    if (input && liveBox_->isChecked()) {
        queuedGeneration_ = document_.generation();
        liveTimer_.start(); // restarts the pause: the last of quick changes runs
    } else
        liveTimer_.stop();
}

void SimulatePanel::enableModelOptions()
{
    const std::string model = modelBox_->currentText().trimmed().toStdString();
    for (auto& [label, control] : labels_) {
        if (control->option().group != OptionGroup::Model)
            continue;
        const bool applies = optionApplies(control->option().name, model);
        label->setEnabled(applies);
        control->editor()->setEnabled(applies);
    }
}

void SimulatePanel::updateButtons()
{
    // While its result is delivered the runner still counts as running: the result is in, though.
    const bool running = runner_->isRunning() && !delivering_;
    runButton_->setEnabled(refusal_.isEmpty());
    runButton_->setToolTip(refusal_.isEmpty() ? tr("Simulate now") : refusal_);
    cancelButton_->setEnabled(running);
    progress_->setVisible(running);
    pinButton_->setEnabled(!document_.isEmpty());
    const bool pinned = comparison() == Comparison::Baseline;
    baselineLabel_->setVisible(pinned);
    baselineLabel_->setText(baseline_ ? tr("Baseline: %1").arg(baseline_->displayName())
                                      : tr("No baseline is pinned: results are compared with the previous one."));
}

SimulatePanel::Comparison SimulatePanel::comparison() const
{
    return Comparison(compareBox_->currentIndex());
}

void SimulatePanel::setComparison(Comparison comparison)
{
    compareBox_->setCurrentIndex(int(comparison));
}

void SimulatePanel::pinShownReport()
{
    baseline_ = document_.headlineShared();
    setComparison(Comparison::Baseline);
    updateButtons();
}

bool SimulatePanel::isLive() const
{
    return liveBox_->isChecked();
}

void SimulatePanel::setLive(bool live)
{
    liveBox_->setChecked(live);
}

bool SimulatePanel::isRunning() const
{
    return runner_->isRunning();
}

void SimulatePanel::run()
{
    start(document_.generation());
}

void SimulatePanel::start(quint64 generation)
{
    liveTimer_.stop();
    if (generation != document_.generation()) {
        showStatus([] { return tr("Not simulated: another report was opened before the change ran."); });
        return;
    }
    runGeneration_ = generation;
    edited_ = false; // running now: isRunning() says it is the user's
    const auto input = check();
    updateButtons();
    if (!input) {
        runAsked_ = false;
        return;
    }
    runningCommand_ = compileCommandLine(*input);
    runner_->run(*input); // supersedes a simulation still running
    showStatus([model = qtText(input->model)] { return tr("Simulating %1…").arg(model); });
}

void SimulatePanel::cancel()
{
    liveTimer_.stop();
    runner_->cancel();
}

void SimulatePanel::finished(std::shared_ptr<const LoadedReport> report, const SimulationInput& input)
{
    runAsked_ = false;
    const QScopedValueRollback delivering(delivering_, true);
    const QString name = report->displayName();
    if (document_.generation() != runGeneration_) {
        // Another feature (a lesson step, an advisor candidate, a sweep point, a file) took the
        // document while this ran: what it shows stays.
        showStatus([name, model = qtText(input.model)] {
            return tr("%1 of %2 is not shown: another report was opened while it ran.").arg(name, model);
        });
        updateButtons();
        return;
    }
    const std::shared_ptr<const LoadedReport> shown = document_.headlineShared();
    std::shared_ptr<const LoadedReport> earlier;
    switch (comparison()) {
    case Comparison::PreviousResult: earlier = shown; break;
    case Comparison::Baseline: earlier = baseline_ ? baseline_ : shown; break;
    case Comparison::Nothing: break;
    }
    // The same model again keeps the user's place in every view; another model starts afresh.
    const bool sameModel = shown && shown->report.model.name == report->report.model.name;
    const ReportChange change = sameModel ? ReportChange::Resimulated : ReportChange::Opened;
    const bool fits = report->summary.fits;
    // The earlier result is the source ("before") and the new one the target ("after"), so that
    // every difference reads as what the change did; the new one is the headline.
    const quint64 before = document_.generation();
    if (earlier)
        document_.setReports(std::move(earlier), std::move(report), change, Headline::Target);
    else
        document_.setReports(std::move(report), nullptr, change);
    // A change queued while this ran is still the user's: the document changed by the panel's hand.
    if (queuedGeneration_ == before)
        queuedGeneration_ = document_.generation();
    showStatus([fits, name, model = qtText(input.model)] {
        return fits ? tr("%1 of %2: fits in memory.").arg(name, model) : tr("%1 of %2: out of memory.").arg(name, model);
    });
    updateButtons();
    emit simulated();
}

void SimulatePanel::showFailure(const LoadFailure& failure)
{
    const QScopedValueRollback delivering(delivering_, true);
    // The last good result stays on screen; the refusal is shown where it belongs.
    edited_ = true; // the input that failed is still the user's to mend
    const QString text = LoadFailureText::describe(failure);
    if (failure.code == ErrorCode::InvalidOption && !failure.field.isEmpty())
        showRefusal(failure.field.toStdString(), failure.message);
    else
        messageLabel_->setText(text);
    showStatus([] { return tr("The simulation failed: the result shown is unchanged."); });
    updateButtons(); // Run stays enabled unless an option was refused: then it waits for a change
    emit failed(text);
    if (runAsked_) {
        runAsked_ = false;
        auto* box = new QMessageBox(QMessageBox::Critical, tr("Cannot Simulate"), text, QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    }
}

} // namespace tilescope::gui
