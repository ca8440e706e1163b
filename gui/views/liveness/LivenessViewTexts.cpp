// What the Liveness view says in words: the hover text of a step (of both reports when comparing,
// the facing steps when they are matched by operation) and the notes beside the plot.

#include "models/QtText.h"
#include "views/liveness/LivenessView.h"

#include "document/ReportDocument.h"
#include "models/ByteFormat.h"
#include "report/ReportComparison.h"
#include "views/liveness/LivenessPlot.h"
#include "views/liveness/LivenessStepDetails.h"

#include <QComboBox>
#include <QLabel>
#include <QLocale>
#include <QToolTip>

namespace tilescope::gui {

bool LivenessView::alignedOnPlot() const
{
    return compared() && alignBox_->currentIndex() == 1 && aligned_.source && aligned_.target;
}

QString LivenessView::hoverTextFor(std::size_t step) const
{
    const LoadedReport* source = shown();
    const LoadedReport* target = compared();
    if (!source || !sourceSeries_)
        return {};
    if (!target) {
        return LivenessStepDetails::toHtml(LivenessStepDetails::describe(source->report, *sourceSeries_, step));
    }
    QString html;
    if (step < sourceSeries_->stepCount())
        html += LivenessStepDetails::toHtml(LivenessStepDetails::describe(source->report, *sourceSeries_, step),
                                            label(source));
    // Matched by operation, the target's step is the one facing this step, if any.
    std::optional<std::size_t> targetStep = step;
    if (alignedOnPlot())
        targetStep = aligned_.target->stepAt(aligned_.source->positionOf(step));
    if (targetSeries_ && targetStep && *targetStep < targetSeries_->stepCount())
        html += LivenessStepDetails::toHtml(LivenessStepDetails::describe(target->report, *targetSeries_, *targetStep),
                                            label(target));
    return html;
}

void LivenessView::showHover(std::optional<std::size_t> step, const QPoint& globalPos)
{
    if (!step) {
        QToolTip::hideText();
        return;
    }
    hoverText_ = hoverTextFor(*step);
    if (!hoverText_.isEmpty())
        QToolTip::showText(globalPos, hoverText_, plot_);
}

// What the plot cannot say by itself: comparisons that do not hold, and (the seed's Fig. 2.6)
// a tile that is out of memory although its liveness stays under the line, because of gaps.
void LivenessView::updateNotes()
{
    QStringList notes;
    const LoadedReport* source = shown();
    const LoadedReport* target = compared();
    if (const ReportComparison* comparison = document().comparison()) {
        // Worded here rather than shown as core's English notes.
        if (!comparison->sameModel)
            notes.append(
                tr("The reports are of different models (%1 and %2): their steps do not correspond one to one.")
                    .arg(qtText(source->report.model.name),
                         qtText(target->report.model.name)));
        if (!comparison->sameTarget)
            notes.append(tr("The reports are for different targets: one IPU or one tile of each holds different "
                            "parts of the model."));
    }
    if (source && target && alignedOnPlot())
        notes.append(tr("Steps matched by operation: %1 in both reports; %2 of %3 and %4 of %5 face gaps.")
                         .arg(QLocale().toString(qulonglong(aligned_.matched)),
                              QLocale().toString(qulonglong(aligned_.sourceOnly)), label(source),
                              QLocale().toString(qulonglong(aligned_.targetOnly)), label(target)));
    if (source && target && !sourceExists(target->report, source_))
        notes.append(tr("%1 has no %2 %3: only %4 is plotted.")
                         .arg(label(target))
                         .arg(source_.kind == LivenessSource::Kind::Ipu ? tr("IPU") : tr("tile"))
                         .arg(source_.index)
                         .arg(label(source)));
    if (source && sourceSeries_ && source_.kind == LivenessSource::Kind::Tile) {
        const auto& memory = source->report.memory;
        const std::uint64_t peak = sourceSeries_->alwaysLiveBytes() + sourceSeries_->peakNotAlwaysLiveBytes();
        if (memory.overflowBytes[source_.index] > 0 && peak <= sourceSeries_->maxMemoryBytes())
            notes.append(tr("Tile %1 is out of memory although its liveness stays under the line: the %2 of gaps "
                            "between its variables are not counted here. The Memory regions view shows them.")
                             .arg(source_.index)
                             .arg(formatBytes(memory.gapBytes[source_.index])));
    }
    noteLabel_->setText(notes.join(u'\n'));
    noteLabel_->setVisible(!notes.isEmpty());
}

QString LivenessView::noteText() const
{
    return noteLabel_->text();
}

} // namespace tilescope::gui
