// The Liveness view's search: steps whose operations match a text (Ctrl+F), or the operation
// selected in another view by its exact name, marked on the plot and stepped through.

#include "views/liveness/LivenessView.h"

#include "lessons/Lesson.h"
#include "document/ReportDocument.h"
#include "models/ByteFormat.h"
#include "report/ExecutionTotals.h"
#include "report/ReportComparison.h"
#include "report/TileMemoryMap.h"
#include "views/liveness/LivenessPlot.h"
#include "views/liveness/LivenessStepDetails.h"
#include "views/liveness/LiveVariablesModel.h"
#include "widgets/DataTable.h"
#include "widgets/FlowLayout.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QStyle>
#include <QShortcut>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>

namespace tilescope::gui {

std::size_t LivenessView::search(const QString& text)
{
    const LoadedReport* loaded = shown();
    matches_.clear();
    currentMatch_ = 0;
    if (loaded && !text.trimmed().isEmpty())
        matches_ = stepsMatching(loaded->report, text.trimmed().toStdString());
    plot_->setMatches(matches_);
    matchLabel_->setText(matchText());
    return matches_.size();
}

// The operation selected elsewhere (the Operations table, the trace) is searched for by its exact
// name: its steps are marked as a search marks them.
void LivenessView::showSelectedOperation()
{
    const LoadedReport* loaded = shown();
    const QString name = document().selectedOperation();
    if (!loaded || name.isEmpty())
        return;
    {
        const QSignalBlocker blocker(searchEdit_);
        searchEdit_->setText(name);
    }
    const std::string wanted = name.toStdString();
    const std::vector<std::int32_t> operations = stepOperations(loaded->report);
    matches_.clear();
    currentMatch_ = 0;
    for (std::size_t step = 0; step < operations.size(); ++step)
        if (operations[step] >= 0 && loaded->report.operations.name[std::size_t(operations[step])] == wanted)
            matches_.push_back(step);
    plot_->setMatches(matches_);
    matchLabel_->setText(matchText());
}

void LivenessView::nextMatch()
{
    if (matches_.empty())
        return;
    // From the selected step onwards, so that Enter after typing jumps to the first one after it.
    const std::size_t from = selectedStep_.value_or(0);
    const auto it = std::upper_bound(matches_.begin(), matches_.end(), from);
    currentMatch_ = it == matches_.end() ? 0 : std::size_t(it - matches_.begin());
    showMatch();
}

void LivenessView::previousMatch()
{
    if (matches_.empty())
        return;
    const std::size_t from = selectedStep_.value_or(0);
    const auto it = std::lower_bound(matches_.begin(), matches_.end(), from);
    currentMatch_ = it == matches_.begin() ? matches_.size() - 1 : std::size_t(it - matches_.begin()) - 1;
    showMatch();
}

void LivenessView::showMatch()
{
    const std::size_t step = matches_[currentMatch_];
    plot_->revealStep(step);
    selectStep(step);
    matchLabel_->setText(matchText());
}

QString LivenessView::matchText() const
{
    if (searchEdit_->text().trimmed().isEmpty())
        return {};
    if (matches_.empty())
        return tr("No steps");
    if (selectedStep_ && currentMatch_ < matches_.size() && matches_[currentMatch_] == *selectedStep_)
        return tr("Match %1 of %2").arg(currentMatch_ + 1).arg(matches_.size());
    return tr("Matching steps: %1").arg(matches_.size());
}

} // namespace tilescope::gui
