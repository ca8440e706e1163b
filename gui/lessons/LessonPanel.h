#pragma once
// The Lesson panel (Help > Lessons): a lesson of the guides, step by step. Each step's
// configurations are simulated in the background (core's simulate(), one plan cache for the whole
// lesson), put in the document (the second as the source, "before", the first as the target and
// headline), and the step's view is asked for at the spot it names, with the options its claims
// depend on; the text says what to notice, in the interface's language, and which options the view
// was given, and the claims it makes are listed as the reports bear them out. Any step's
// configuration can be opened in the Simulate panel.

#include "document/JobTracker.h"
#include "document/ReportDocument.h"
#include "lessons/Lesson.h"
#include "lessons/LessonClaims.h"

#include <QStringList>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QTextBrowser;

namespace tilescope::gui {

class LessonPanel : public QWidget {
    Q_OBJECT
public:
    explicit LessonPanel(ReportDocument& document, QWidget* parent = nullptr);
    ~LessonPanel() override;

    /// Loads the lessons of `directory` (the bundled ones by default); those that fail to load are
    /// returned as messages naming the file and field, and the others still load.
    QStringList loadLessons(const QString& directory = {});
    const std::vector<Lesson>& lessons() const { return lessons_; }
    /// Adds `lesson` to the list, in place of one with its id.
    void addLesson(Lesson lesson);
    /// Opens lesson `index` at `step`, or at its introduction when `step` is negative.
    void openLesson(int index, int step = 0);

    /// Why a lesson asked for by name cannot be opened: a dialog's title and text.
    struct Refusal {
        QString title;
        QString text;
    };
    /// Opens `nameOrFile` (a bundled lesson's name, or a lesson file, loaded with the lessons of its
    /// folder) at `step` (from 0); says why not when there is no such lesson or step, or its file
    /// cannot be loaded.
    std::optional<Refusal> openNamed(const QString& nameOrFile, int step);
    void showStep(int step);
    int currentLesson() const { return lessonIndex_; }
    int currentStep() const { return stepIndex_; }
    /// The step's text as shown (plain text), with the options its view was given once it is shown.
    QString stepText() const;
    bool isRunning() const { return jobs_.isRunning(); }

signals:
    /// A step's reports are in the document: show `view` at the step's focus.
    void stepShown(const QString& view, const tilescope::LessonFocus& focus);
    /// The user asked to change configuration `input` in the Simulate panel.
    void changeRequested(const tilescope::SimulationInput& input);
    void failed(const QString& text);

protected:
    void changeEvent(QEvent* event) override;

private:
    static constexpr int kClaimLines = 8;            // the claims' list is at most this many lines high
    static constexpr int kLessonLineCharacters = 32; // the lesson's text is never narrower than this

    void retranslateUi();
    void fitToFont();
    void showTexts();
    void showClaims();
    QString language() const;

    ReportDocument& document_;
    std::vector<Lesson> lessons_;
    int lessonIndex_ = -1;
    int stepIndex_ = -1;
    int shownStep_ = -1;              // the step whose reports the document shows, -1 while none
    std::uint32_t shownWorstTile_ = 0; // and its first configuration's worst tile
    std::vector<ClaimResult> shownClaims_; // the shown step's claims, checked
    QStringList claimNames_;               // what the views call its configurations
    JobTracker jobs_;
    QComboBox* lessonBox_ = nullptr;
    QLabel* stepLabel_ = nullptr;
    QTextBrowser* text_ = nullptr;
    QListWidget* claims_ = nullptr;
    QLabel* claimsLabel_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QPushButton* previous_ = nullptr;
    QPushButton* next_ = nullptr;
    QPushButton* change_ = nullptr;
};

} // namespace tilescope::gui
