#include "lessons/LessonPanel.h"

#include "common/Error.h"

#include "models/QtText.h"
#include "widgets/FlowLayout.h"

#include "document/LoadFailureText.h"
#include "document/ReportLoader.h"
#include "document/SimulationService.h"
#include "lessons/ClaimSentences.h"
#include "lessons/LessonViewWords.h"
#include "simulation/LessonRunner.h"
#include "widgets/FlowLayout.h"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace tilescope::gui {
namespace {

// What a step's job hands back to the UI thread.
struct StepResult {
    std::shared_ptr<const LoadedReport> source;
    std::shared_ptr<const LoadedReport> target;
    std::vector<ClaimResult> claims;
};

QString html(const std::string& text)
{
    return qtText(text).toHtmlEscaped();
}

} // namespace

LessonPanel::LessonPanel(ReportDocument& document, QWidget* parent)
    : QWidget(parent), document_(document)
{
    setObjectName(QStringLiteral("lessonPanel"));
    lessonBox_ = new QComboBox(this);
    lessonBox_->setObjectName(QStringLiteral("lessonBox"));
    lessonBox_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    lessonBox_->setMinimumContentsLength(16);
    connect(lessonBox_, &QComboBox::activated, this, [this](int index) { openLesson(index, -1); });
    stepLabel_ = new QLabel(this);
    stepLabel_->setObjectName(QStringLiteral("lessonStep"));
    stepLabel_->setWordWrap(true);
    QFont bold = stepLabel_->font();
    bold.setBold(true);
    stepLabel_->setFont(bold);
    text_ = new QTextBrowser(this);
    text_->setObjectName(QStringLiteral("lessonText"));
    text_->setOpenExternalLinks(false);
    claimsLabel_ = new QLabel(this);
    claimsLabel_->setWordWrap(true);
    claims_ = new QListWidget(this);
    claims_->setObjectName(QStringLiteral("lessonClaims"));
    claims_->setWordWrap(true);
    progress_ = new QProgressBar(this);
    progress_->setRange(0, 1000);
    progress_->setTextVisible(false);
    progress_->setMaximumHeight(8);
    progress_->setVisible(false);
    previous_ = new QPushButton(this);
    previous_->setObjectName(QStringLiteral("lessonPrevious"));
    next_ = new QPushButton(this);
    next_->setObjectName(QStringLiteral("lessonNext"));
    change_ = new QPushButton(this);
    change_->setObjectName(QStringLiteral("lessonChange"));
    connect(previous_, &QPushButton::clicked, this, [this] { showStep(stepIndex_ - 1); });
    connect(next_, &QPushButton::clicked, this, [this] { showStep(stepIndex_ + 1); });
    connect(change_, &QPushButton::clicked, this, [this] {
        if (lessonIndex_ >= 0 && stepIndex_ >= 0)
            emit changeRequested(lessons_[std::size_t(lessonIndex_)].steps[std::size_t(stepIndex_)].inputs.front());
    });
    connect(&jobs_, &JobTracker::progressChanged, progress_, &QProgressBar::setValue);

    // The buttons wrap under each other when the panel is narrow (presenting, or in German) rather
    // than holding the panel, and so the view beside it, to the width of one row of them.
    auto* buttonRow = new QWidget(this);
    auto* buttons = new FlowLayout(buttonRow);
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->addGroup({previous_, next_});
    buttons->addStretch(1);
    buttons->addWidget(change_);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(lessonBox_);
    layout->addWidget(stepLabel_);
    layout->addWidget(text_, 1);
    layout->addWidget(claimsLabel_);
    layout->addWidget(claims_);
    layout->addWidget(progress_);
    layout->addWidget(buttonRow);
    retranslateUi();
    fitToFont();
}

// Sizes in lines and characters of the panel's font, so that presentation mode's larger text
// keeps as many claims in sight and as many words on a line of the lesson.
void LessonPanel::fitToFont()
{
    const QFontMetrics metrics(font());
    claims_->setMaximumHeight(metrics.lineSpacing() * kClaimLines + 2 * claims_->frameWidth() + 4);
    text_->setMinimumWidth(metrics.averageCharWidth() * kLessonLineCharacters);
}

LessonPanel::~LessonPanel() = default;

QString LessonPanel::language() const
{
    return QLocale().name(); // the interface's: LanguageSetting makes it the default locale
}

QStringList LessonPanel::loadLessons(const QString& directory)
{
    std::vector<std::string> failures;
    lessons_ = tilescope::loadLessons(directory.isEmpty() ? bundledLessonsDirectory() : directory.toStdString(),
                                      &failures);
    lessonBox_->clear();
    for (const Lesson& lesson : lessons_)
        lessonBox_->addItem(qtText(lesson.title.in(language().toStdString())));
    lessonIndex_ = stepIndex_ = -1;
    showTexts();
    QStringList messages;
    for (const auto& failure : failures)
        messages.append(qtText(failure));
    return messages;
}

void LessonPanel::addLesson(Lesson lesson)
{
    for (std::size_t i = 0; i < lessons_.size(); ++i)
        if (lessons_[i].id == lesson.id) {
            lessons_[i] = std::move(lesson);
            lessonBox_->setItemText(int(i), qtText(lessons_[i].title.in(language().toStdString())));
            return;
        }
    lessons_.push_back(std::move(lesson));
    lessonBox_->addItem(qtText(lessons_.back().title.in(language().toStdString())));
}

std::optional<LessonPanel::Refusal> LessonPanel::openNamed(const QString& nameOrFile, int step)
{
    const QFileInfo file(nameOrFile);
    const bool isFile = nameOrFile.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive);
    if (lessons_.empty())
        loadLessons();
    if (isFile) {
        // The file alone is read (not its folder's other files), and beside the bundled lessons
        // it takes the place of one of its name.
        if (!file.exists())
            return Refusal{tr("Cannot Open a Lesson"),
                           tr("%1: no such lesson file.").arg(QDir::toNativeSeparators(nameOrFile))};
        try {
            addLesson(tilescope::loadLesson(nameOrFile.toStdString()));
        } catch (const Error& e) {
            return Refusal{tr("Cannot Load a Lesson"), qtText(e.what())};
        }
    }
    const std::string id = (isFile ? file.completeBaseName() : nameOrFile).toStdString();
    for (std::size_t i = 0; i < lessons_.size(); ++i) {
        if (lessons_[i].id != id)
            continue;
        if (step < 0 || std::size_t(step) >= lessons_[i].steps.size())
            return Refusal{tr("Cannot Open a Lesson"), tr("The lesson \"%1\" has no step %2: its steps are 1 to %3.")
                                                           .arg(nameOrFile)
                                                           .arg(step + 1)
                                                           .arg(lessons_[i].steps.size())};
        openLesson(int(i), step);
        return std::nullopt;
    }
    return Refusal{tr("Cannot Open a Lesson"),
                   isFile ? tr("%1: no such lesson file.").arg(QDir::toNativeSeparators(nameOrFile))
                          : tr("No lesson is named \"%1\" (Help > Lessons lists them).").arg(nameOrFile)};
}

void LessonPanel::openLesson(int index, int step)
{
    if (index < 0 || std::size_t(index) >= lessons_.size())
        return;
    jobs_.reset(); // a step of another lesson still simulating is not shown
    progress_->setVisible(false);
    lessonIndex_ = index;
    lessonBox_->setCurrentIndex(index);
    stepIndex_ = -1;
    shownStep_ = -1;
    shownClaims_.clear();
    claims_->clear();
    if (step < 0)
        showTexts(); // the introduction; Next starts the first step
    else
        showStep(step);
}

void LessonPanel::showStep(int step)
{
    if (lessonIndex_ < 0)
        return;
    const Lesson& lesson = lessons_[std::size_t(lessonIndex_)];
    if (step < 0 || std::size_t(step) >= lesson.steps.size())
        return;
    stepIndex_ = step;
    shownStep_ = -1;
    showTexts();
    progress_->setVisible(true);
    const LessonStep& lessonStep = lesson.steps[std::size_t(step)];
    const QString name = tr("Step %1").arg(step + 1);
    const QString comparedName = tr("Step %1, compared").arg(step + 1);
    const quint64 generation = document_.generation();
    jobs_.start(
        // On a pool thread: the step's configurations simulated and its claims checked.
        [lessonStep, plans = SimulationService::instance().plans(), name, comparedName](JobControl& control) {
            control.setProgress(0.1);
            LessonStepRun run = runLessonStep(lessonStep, *plans);
            StepResult result;
            for (std::size_t c = 0; c < run.reports.size(); ++c) {
                auto loaded = std::make_shared<LoadedReport>();
                loaded->name = c == 0 ? name : comparedName;
                loaded->report = std::move(run.reports[c]); // a big report is moved, never copied
                loaded->summary = std::move(run.summaries[c]);
                (c == 0 ? result.source : result.target) = std::move(loaded);
            }
            result.claims = std::move(run.claims);
            return result;
        },
        [this, lessonStep, generation](StepResult result) {
            progress_->setVisible(false);
            if (document_.generation() != generation) {
                // Another feature took the document while the step ran: what it shows stays.
                text_->append(QStringLiteral("<p><i>") +
                              tr("This step's reports are not shown: another report was opened while they were "
                                 "simulated. Open the step again to see them.")
                                  .toHtmlEscaped() +
                              QStringLiteral("</i></p>"));
                return;
            }
            // The step shows its first configuration against the second: the second is the source
            // ("before"), the first the target ("after") and the headline, so that differences read
            // as what the step changed.
            if (result.target)
                document_.setReports(result.target, result.source, ReportChange::Opened, Headline::Target);
            else
                document_.setReports(result.source, nullptr);
            shownStep_ = stepIndex_;
            shownWorstTile_ = result.source->summary.worstTile.id;
            showTexts(); // with what the view was set to
            // The configurations by the names the views give them ("amp 0.8"), for the claims' sentences.
            claimNames_ = {document_.nameOf(result.source.get()),
                           result.target ? document_.nameOf(result.target.get()) : QString()};
            shownClaims_ = std::move(result.claims);
            showClaims();
            emit stepShown(qtText(lessonStep.view), lessonStep.focus);
        },
        [this](std::exception_ptr error) {
            progress_->setVisible(false);
            const QString text = LoadFailureText::describe(loadFailureFrom(error, QString()));
            text_->append(QStringLiteral("<p style='color:#c62828'>") + text.toHtmlEscaped() + QStringLiteral("</p>"));
            emit failed(text);
        });
}

void LessonPanel::showTexts()
{
    const std::string lang = language().toStdString();
    const bool open = lessonIndex_ >= 0;
    previous_->setEnabled(open && stepIndex_ > 0);
    next_->setEnabled(open && stepIndex_ + 1 < int(open ? lessons_[std::size_t(lessonIndex_)].steps.size() : 0));
    change_->setEnabled(open && stepIndex_ >= 0);
    if (!open) {
        stepLabel_->setText(lessons_.empty() ? tr("No lesson could be loaded.") : tr("Choose a lesson."));
        text_->clear();
        claims_->clear();
        return;
    }
    const Lesson& lesson = lessons_[std::size_t(lessonIndex_)];
    if (stepIndex_ < 0) {
        stepLabel_->setText(qtText(lesson.title.in(lang)));
        text_->setHtml(QStringLiteral("<p>") + html(lesson.introduction.in(lang)) + QStringLiteral("</p>"));
        return;
    }
    const LessonStep& step = lesson.steps[std::size_t(stepIndex_)];
    stepLabel_->setText(tr("Step %1 of %2: %3")
                            .arg(stepIndex_ + 1)
                            .arg(lesson.steps.size())
                            .arg(qtText(step.title.in(lang))));
    QString body;
    if (stepIndex_ == 0)
        body += QStringLiteral("<p><i>") + html(lesson.introduction.in(lang)) + QStringLiteral("</i></p>");
    body += QStringLiteral("<p>") + html(step.text.in(lang)) + QStringLiteral("</p>");
    // The compared configuration is the source ("before"), shown first, as the views show it.
    const auto configuration = [&](const QString& label, const std::string& arguments) {
        body += QStringLiteral("<p><small>") + label + QStringLiteral(" <code>tilescope-cli compile ") +
                html(arguments) + QStringLiteral("</code></small></p>");
    };
    if (step.configurations.size() > 1) {
        configuration(tr("Before (source):"), step.configurations[1]);
        configuration(tr("After (target):"), step.configurations[0]);
    } else if (!step.configurations.empty()) {
        configuration(tr("Simulated:"), step.configurations[0]);
    }
    // Once the step is shown: the options its view was given, so the text reads against that plot.
    if (shownStep_ == stepIndex_) {
        const QString view = LessonViewWords::describe(step, shownWorstTile_);
        if (!view.isEmpty())
            body += QStringLiteral("<p><small>") + tr("The view: %1").arg(view.toHtmlEscaped()) +
                    QStringLiteral("</small></p>");
    }
    if (!step.guide.empty())
        body += QStringLiteral("<p><small>") + tr("The guide: %1").arg(html(step.guide)) + QStringLiteral("</small></p>");
    text_->setHtml(body);
}

QString LessonPanel::stepText() const
{
    return text_->toPlainText();
}

void LessonPanel::retranslateUi()
{
    previous_->setText(tr("Previous"));
    next_->setText(tr("Next"));
    change_->setText(tr("Change in Simulate Panel"));
    change_->setToolTip(tr("Open this step's configuration in the Simulate panel, to ask \"and what if…\""));
    claimsLabel_->setText(tr("What the text claims, checked in the simulated reports:"));
    const std::string lang = language().toStdString();
    for (std::size_t i = 0; i < lessons_.size() && int(i) < lessonBox_->count(); ++i)
        lessonBox_->setItemText(int(i), qtText(lessons_[i].title.in(lang)));
    showTexts();
    showClaims();
}

// Each claim of the step shown as a sentence in the interface's language, its check in the
// file's own terms in the tool tip (for the lesson's author).
void LessonPanel::showClaims()
{
    claims_->clear();
    for (const ClaimResult& claim : shownClaims_) {
        auto* item = new QListWidgetItem(
            (claim.holds ? QStringLiteral("✓ ") : QStringLiteral("✗ ")) + ClaimSentences::sentence(claim, claimNames_),
            claims_);
        item->setToolTip(qtText(claim.explanation));
        item->setForeground(claim.holds ? QColor(0x2e, 0x7d, 0x32) : QColor(0xc6, 0x28, 0x28));
    }
}

void LessonPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    if (event->type() == QEvent::FontChange)
        fitToFont();
    QWidget::changeEvent(event);
}

} // namespace tilescope::gui
