#include "views/trace/ExecutionTraceView.h"

#include "lessons/Lesson.h"
#include "models/QtText.h"

#include "common/AtomicFile.h"
#include "common/Error.h"
#include "document/ReportDocument.h"
#include "models/ByteFormat.h"
#include "models/MissingExecutionText.h"
#include "models/TraceWords.h"
#include "plot/PlotExport.h"
#include "report/ChromeTrace.h"
#include "views/trace/TracePalette.h"
#include "views/trace/TracePlot.h"
#include "views/trace/TraceSidePanel.h"
#include "widgets/ColourKey.h"
#include "widgets/FlowLayout.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>

namespace tilescope::gui {
namespace {

// A report whose execution is pipelined reads best by phase; a plain one by step kind.
bool isPipelined(const Report& report)
{
    if (!report.execution)
        return false;
    for (const StagePhase phase : report.execution->stagePhase)
        if (phase != StagePhase::Forward)
            return true;
    return report.execution->gradientAccumulation > 1;
}

std::shared_ptr<const Report> sharedReport(const std::shared_ptr<const LoadedReport>& loaded)
{
    return loaded && loaded->report.execution ? std::shared_ptr<const Report>(loaded, &loaded->report) : nullptr;
}

// The rows of the operation named `name` in each IPU of `index`, found off the UI thread.
std::shared_ptr<const std::vector<std::vector<std::uint64_t>>> markedRows(const TraceIndex* index, const QString& name,
                                                                          const std::atomic<bool>* stop)
{
    if (!index || name.isEmpty())
        return nullptr;
    const Operations& ops = index->report().operations;
    const std::string wanted = name.toStdString();
    for (std::size_t op = 0; op < ops.size(); ++op)
        if (ops.name[op] == wanted)
            return std::make_shared<const std::vector<std::vector<std::uint64_t>>>(
                rowsOfOperation(*index, std::int32_t(op), stop));
    return nullptr;
}

} // namespace

struct ExecutionTraceView::Prepared {
    std::shared_ptr<const TraceIndex> indexes[2];
    std::shared_ptr<const ExecutionTotals> totals[2];
};

ExecutionTraceView::ExecutionTraceView(ReportDocument& document, QWidget* parent)
    : ReportView(document, parent),
      plot_(new TracePlot(this)),
      side_(new TraceSidePanel(this)),
      key_(new ColourKey(this)),
      pages_(new QStackedWidget(this)),
      message_(new QLabel(this)),
      notes_(new QLabel(this)),
      status_(new QLabel(this)),
      colouring_(new QComboBox(this)),
      grouping_(new QComboBox(this)),
      unit_(new QComboBox(this)),
      exportButton_(new QToolButton(this))
{
    plot_->setObjectName(QStringLiteral("executionTracePlot"));
    side_->setObjectName(QStringLiteral("traceSidePanel"));
    key_->setObjectName(QStringLiteral("traceColourKey"));
    message_->setObjectName(QStringLiteral("traceMessage"));
    notes_->setObjectName(QStringLiteral("traceNotes"));
    status_->setObjectName(QStringLiteral("traceStatus"));
    status_->setWordWrap(true); // a long status wraps rather than widening the page
    status_->setMinimumWidth(160);
    exportButton_->setObjectName(QStringLiteral("traceExport"));
    message_->setAlignment(Qt::AlignCenter);
    message_->setWordWrap(true);
    notes_->setWordWrap(true);
    notes_->setTextFormat(Qt::PlainText);
    notes_->hide();

    auto* bar = new QWidget(this);
    buildToolBar(bar);
    retranslateUi();

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(plot_);
    splitter->addWidget(side_);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({1000, 380});
    splitter->setChildrenCollapsible(false);
    auto* tracePage = new QWidget(this);
    auto* traceLayout = new QVBoxLayout(tracePage);
    traceLayout->setContentsMargins(0, 0, 0, 0);
    traceLayout->addWidget(key_);
    traceLayout->addWidget(splitter, 1);
    pages_->addWidget(message_);
    pages_->addWidget(tracePage);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addWidget(bar);
    layout->addWidget(notes_);
    layout->addWidget(pages_, 1);

    connect(plot_, &TracePlot::hovered, this, &ExecutionTraceView::showHover);
    connect(plot_, &TracePlot::clicked, this, &ExecutionTraceView::boxClicked);
    connect(side_, &TraceSidePanel::operationChosen, this,
            [this](const QString& name) { this->document().setSelectedOperation(name); });
    followDocument(&ReportDocument::selectedOperationChanged, &ExecutionTraceView::markSelectedOperation);
    for (JobTracker* jobs : {&preparation_, &groupingJobs_, &marking_})
        connect(jobs, &JobTracker::runningChanged, this, &ExecutionTraceView::announceIfPrepared);
    connect(&preparation_, &JobTracker::progressChanged, this, [this](int permille) {
        if (preparation_.isRunning())
            status_->setText(tr("Preparing the trace… %1").arg(formatPercent(permille / 1000.0)));
    });
    showDocument();
}

ExecutionTraceView::~ExecutionTraceView() = default;

void ExecutionTraceView::buildToolBar(QWidget* bar)
{
    // The words are set by retranslateUi(), now and at each language change.
    colouring_->setObjectName(QStringLiteral("traceColouring"));
    colouring_->addItem(QString(), int(TraceColouring::ByKind));
    colouring_->addItem(QString(), int(TraceColouring::ByPhase));
    grouping_->setObjectName(QStringLiteral("traceGrouping"));
    grouping_->addItem(QString(), false);
    grouping_->addItem(QString(), true);
    unit_->setObjectName(QStringLiteral("traceTimeUnit"));
    unit_->addItem(QString(), int(TracePlot::TimeUnit::Cycles));
    unit_->addItem(QString(), int(TracePlot::TimeUnit::Microseconds));
    auto* fit = new QPushButton(bar);
    fitButton_ = fit;
    exportButton_->setPopupMode(QToolButton::InstantPopup);
    auto* menu = new QMenu(exportButton_);
    menu->addActions(addExportActions(plot_->customPlot(), this, nullptr));
    menu->addSeparator();
    perfettoAction_ = menu->addAction(QString(), this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export Trace"),
                                                          QDir::home().filePath(QStringLiteral("trace.json")),
                                                          tr("Chrome Trace Event JSON (*.json)"));
        if (!path.isEmpty())
            exportChromeTrace(path);
    });
    exportButton_->setMenu(menu);

    // Wraps when the page is narrow; the status takes what is left of its row.
    auto* layout = new FlowLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    for (QWidget* w : std::initializer_list<QWidget*>{colouring_, grouping_, unit_, fit, exportButton_})
        layout->addWidget(w);
    layout->addSpacing(12);
    layout->addWidget(status_, 1);

    connect(colouring_, &QComboBox::currentIndexChanged, this, [this] {
        plot_->setColouring(TraceColouring(colouring_->currentData().toInt()));
        updateLegend();
    });
    connect(grouping_, &QComboBox::currentIndexChanged, this, &ExecutionTraceView::groupingChosen);
    connect(unit_, &QComboBox::currentIndexChanged, this,
            [this] { plot_->setTimeUnit(TracePlot::TimeUnit(unit_->currentData().toInt())); });
    connect(fit, &QPushButton::clicked, plot_, &TracePlot::showAll);
}

// The toolbar's words; the legend, the notes and the captions follow the document (rewordDocument).
void ExecutionTraceView::retranslateUi()
{
    colouring_->setItemText(0, tr("Colour by step kind"));
    colouring_->setItemText(1, tr("Colour by phase"));
    colouring_->setToolTip(tr("Kinds: compute, exchange, syncs, idle. Phases: forward, backward, recompute, "
                              "weight update, host I/O."));
    grouping_->setItemText(0, tr("Flat"));
    grouping_->setItemText(1, tr("Grouped by operation"));
    grouping_->setToolTip(tr("Grouped, a track above the steps shows which operation each run of steps belongs to"));
    unit_->setItemText(0, tr("Cycles"));
    unit_->setItemText(1, tr("Microseconds"));
    unit_->setToolTip(tr("Time on the axis, in cycles or in microseconds at the target's clock"));
    fitButton_->setText(tr("Show All"));
    fitButton_->setToolTip(tr("Zoom out to the whole run (Home). Zoom with the wheel, +/- or W/S; pan by dragging, "
                              "with the arrows or A/D; Shift+wheel scrolls through many lanes."));
    exportButton_->setText(tr("Export"));
    exportButton_->setToolTip(tr("Export the trace as PNG, SVG or PDF, or for Perfetto and chrome://tracing"));
    perfettoAction_->setText(tr("Export Trace for Perfetto (Chrome JSON)…"));
}

// What shows the document, in the new language, keeping the place: the legend, the notes, the
// captions of a comparison and the side panel's names.
void ExecutionTraceView::rewordDocument()
{
    updateLegend();
    if (pages_->currentIndex() == 1) {
        updateNotes();
        showCaptions();
        side_->setReportNames(reportNames());
    }
}

// A comparison's lanes are headed by the report each shows.
void ExecutionTraceView::showCaptions()
{
    const LoadedReport* source = document().source();
    const LoadedReport* target = document().target();
    if (source && target)
        plot_->setCaptions(tr("Source: %1").arg(document().nameOf(source)),
                           tr("Target: %1").arg(document().nameOf(target)));
}

const TraceIndex* ExecutionTraceView::indexOf(int side) const { return indexes_[side].get(); }

// A lesson's step: the options its claims depend on, whatever the user left them on (time in
// cycles, as lessons count it), then the window it names (now when the trace is ready, else when it
// is), or the whole run.
bool ExecutionTraceView::showFocus(const LessonFocus& focus)
{
    unit_->setCurrentIndex(unit_->findData(int(TracePlot::TimeUnit::Cycles)));
    if (!focus.traceCycles) {
        focusCycles_.reset();
        if (indexes_[0] || indexes_[1])
            plot_->showAll();
        return true;
    }
    const std::pair<double, double> window{double(focus.traceCycles->first), double(focus.traceCycles->second)};
    if (indexes_[0] || indexes_[1])
        plot_->setVisibleCycles(window.first, window.second);
    else
        focusCycles_ = window;
    return true;
}

bool ExecutionTraceView::isPreparing() const
{
    return isPreparationPending() || preparation_.isRunning() || groupingJobs_.isRunning() || marking_.isRunning();
}

void ExecutionTraceView::announceIfPrepared()
{
    if (!isPreparing()) {
        status_->clear();
        emit prepared();
    }
}

void ExecutionTraceView::showMessage(const QString& text)
{
    message_->setText(text);
    pages_->setCurrentWidget(message_);
}

void ExecutionTraceView::showDocument()
{
    // Re-simulated reports keep the time window and the lanes scrolled to, once their traces are
    // prepared; a place still waiting (the previous traces were being prepared) stays the one.
    const bool keepPlace = keepsPlace();
    const bool keepColouring = keepPlace && (indexes_[0] || indexes_[1] || keptPlace_); // one the user saw
    if (!keepPlace)
        keptPlace_.reset();
    else if (indexes_[0] || indexes_[1])
        keptPlace_ = KeptPlace{plot_->showsAll() ? std::nullopt
                                                 : std::optional(std::pair(plot_->visibleLower(), plot_->visibleUpper())),
                               plot_->firstVisibleLane()};
    for (JobTracker* jobs : {&preparation_, &groupingJobs_, &marking_})
        jobs->reset();
    indexes_[0] = indexes_[1] = nullptr;
    plot_->setTraces(nullptr, nullptr);
    side_->setTotals(nullptr, nullptr, nullptr, nullptr);
    side_->showHit(nullptr, nullptr, std::nullopt);
    status_->clear();
    updateNotes();
    const LoadedReport* source = document().source();
    const LoadedReport* target = document().target();
    // A compared pair exports what is drawn: the target's trace when only it has one.
    const bool traced = (source && source->report.execution) || (target && target->report.execution);
    // Without a trace the toolbar has nothing to act on (issue 44): all of it is disabled.
    for (QWidget* w : std::initializer_list<QWidget*>{colouring_, grouping_, unit_, fitButton_, exportButton_})
        w->setEnabled(traced);
    if (!source) {
        showMessage(tr("No report is open."));
        return;
    }
    if (!source->report.execution && !(target && target->report.execution)) {
        showMessage(tr("This report has no execution trace: %1.").arg(missingExecutionText(source->report)));
        return;
    }
    if (!keepColouring) {
        const bool pipelined = isPipelined(source->report) || (target && isPipelined(target->report));
        const QSignalBlocker blocker(colouring_);
        colouring_->setCurrentIndex(colouring_->findData(int(pipelined ? TraceColouring::ByPhase : TraceColouring::ByKind)));
    }
    plot_->setColouring(TraceColouring(colouring_->currentData().toInt()));
    updateLegend();
    showMessage(tr("Preparing the trace…"));
    requestPreparation();
}

void ExecutionTraceView::prepare()
{
    const std::shared_ptr<const Report> reports[2] = {sharedReport(document().sharedSource()),
                                                      sharedReport(document().sharedTarget())};
    status_->setText(tr("Preparing the trace…"));
    preparation_.start(
        [source = reports[0], target = reports[1]](JobControl& control) {
            Prepared prepared;
            const std::shared_ptr<const Report> sides[2] = {source, target};
            for (int side = 0; side < 2; ++side) {
                if (!sides[side])
                    continue;
                prepared.indexes[side] = TraceIndex::build(sides[side], control.stopFlag());
                control.setProgress(0.4 + 0.5 * side);
                prepared.totals[side] =
                    std::make_shared<const ExecutionTotals>(executionTotals(*sides[side], control.stopFlag()));
            }
            return prepared;
        },
        [this](Prepared prepared) { showPrepared(std::move(prepared)); });
}

void ExecutionTraceView::showPrepared(Prepared prepared)
{
    indexes_[0] = prepared.indexes[0];
    indexes_[1] = prepared.indexes[1];
    const LoadedReport* source = document().source();
    const LoadedReport* target = document().target();
    plot_->setTraces(indexes_[0], indexes_[1], source ? source->report.target.replicas : 1,
                     target ? target->report.target.replicas : 1);
    showCaptions();
    if (keptPlace_) {
        if (keptPlace_->cycles) // clamped to the new run
            plot_->setVisibleCycles(keptPlace_->cycles->first, keptPlace_->cycles->second);
        plot_->scrollToLane(keptPlace_->firstLane);
        keptPlace_.reset();
    }
    if (focusCycles_) {
        plot_->setVisibleCycles(focusCycles_->first, focusCycles_->second);
        focusCycles_.reset();
    }
    plot_->setTimeUnit(TracePlot::TimeUnit(unit_->currentData().toInt()));
    side_->setReportNames(reportNames());
    side_->setTotals(indexes_[0] ? &indexes_[0]->report() : nullptr, prepared.totals[0],
                     indexes_[1] ? &indexes_[1]->report() : nullptr, prepared.totals[1]);
    pages_->setCurrentIndex(1);
    updateNotes();
    groupingChosen();
    markSelectedOperation();
}

void ExecutionTraceView::updateLegend()
{
    QList<std::pair<QColor, QString>> entries;
    if (TraceColouring(colouring_->currentData().toInt()) == TraceColouring::ByPhase) {
        for (const StagePhase phase : {StagePhase::Forward, StagePhase::Recompute, StagePhase::Backward,
                                       StagePhase::WeightUpdate, StagePhase::HostIo})
            entries.append({tracePhaseColour(phase), TraceWords::phaseName(phase)});
        entries.append({traceKindColour(TraceKind::Idle, palette()), TraceWords::kindName(TraceKind::Idle)});
    } else {
        for (std::size_t k = 0; k < kTraceKindCount; ++k)
            entries.append({traceKindColour(TraceKind(k), palette()), TraceWords::kindName(TraceKind(k))});
    }
    key_->setEntries(entries);
}

// What the lanes cannot say: the difference per iteration, and a side without a trace.
void ExecutionTraceView::updateNotes()
{
    QStringList notes;
    const LoadedReport* source = document().source();
    const LoadedReport* target = document().target();
    if (source && target) {
        const auto* s = source->report.execution ? &*source->report.execution : nullptr;
        const auto* t = target->report.execution ? &*target->report.execution : nullptr;
        if (s && t) {
            const auto delta = std::int64_t(t->cyclesPerIteration) - std::int64_t(s->cyclesPerIteration);
            const double relative = s->cyclesPerIteration ? double(delta) / double(s->cyclesPerIteration) : 0.0;
            notes.append(tr("Cycles per iteration: source %1, target %2, difference %3 (%4). Both traces start at "
                            "cycle 0.")
                             .arg(QLocale().toString(qulonglong(s->cyclesPerIteration)),
                                  QLocale().toString(qulonglong(t->cyclesPerIteration)), formatCountDelta(delta),
                                  (relative >= 0 ? QStringLiteral("+") : QString()) + formatPercent(relative)));
        }
        if (!s)
            notes.append(tr("The source report has no execution trace: %1.").arg(missingExecutionText(source->report)));
        if (!t)
            notes.append(tr("The target report has no execution trace: %1.").arg(missingExecutionText(target->report)));
    }
    if (source && source->report.execution) {
        const Execution& e = *source->report.execution;
        if (e.tracedDeviceIterations < e.deviceIterations)
            notes.append(tr("The trace holds %1 of %2 device iterations; the others repeat them.")
                             .arg(e.tracedDeviceIterations)
                             .arg(e.deviceIterations));
        if (e.foldedMicroBatches > 0)
            notes.append(tr("%n micro-batch(es) of each device iteration repeat the steady state: they count in every "
                            "total, but the trace folds them at cycle %1.",
                            nullptr, int(std::min<std::uint64_t>(e.foldedMicroBatches, INT_MAX)))
                             .arg(QLocale().toString(qulonglong(e.foldCycle))));
        if (source->report.target.replicas > 1)
            notes.append(tr("Every replica runs the same program: the lanes of replicas 1 to %1 repeat replica 0's.")
                             .arg(source->report.target.replicas - 1));
    }
    notes_->setText(notes.join(u'\n'));
    notes_->setVisible(!notes.isEmpty());
}

void ExecutionTraceView::groupingChosen()
{
    const bool grouped = grouping_->currentData().toBool();
    if (!grouped || (!indexes_[0] && !indexes_[1])) {
        groupingJobs_.reset();
        plot_->setOperationRuns(0, nullptr);
        plot_->setOperationRuns(1, nullptr);
        announceIfPrepared();
        return;
    }
    status_->setText(tr("Grouping the steps by operation…"));
    groupingJobs_.start(
        [source = indexes_[0], target = indexes_[1]](JobControl& control) {
            std::array<std::shared_ptr<const TraceOperationRuns>, 2> runs;
            if (source)
                runs[0] = TraceOperationRuns::build(*source, control.stopFlag());
            if (target)
                runs[1] = TraceOperationRuns::build(*target, control.stopFlag());
            return runs;
        },
        [this](std::array<std::shared_ptr<const TraceOperationRuns>, 2> runs) {
            plot_->setOperationRuns(0, runs[0]);
            plot_->setOperationRuns(1, runs[1]);
        });
}

void ExecutionTraceView::markSelectedOperation()
{
    const QString name = document().selectedOperation();
    side_->showSelectedOperation(name);
    if (!indexes_[0] && !indexes_[1])
        return;
    marking_.start(
        [source = indexes_[0], target = indexes_[1], name](JobControl& control) {
            return std::array<std::shared_ptr<const std::vector<std::vector<std::uint64_t>>>, 2>{
                markedRows(source.get(), name, control.stopFlag()), markedRows(target.get(), name, control.stopFlag())};
        },
        [this](std::array<std::shared_ptr<const std::vector<std::vector<std::uint64_t>>>, 2> rows) {
            plot_->setMarkedRows(0, rows[0]);
            plot_->setMarkedRows(1, rows[1]);
        });
}

void ExecutionTraceView::showHover(const std::optional<TraceHit>& hit, const QPoint& globalPos)
{
    const TraceIndex* index = hit ? indexOf(hit->side) : nullptr;
    if (!index) {
        QToolTip::hideText();
        return;
    }
    QToolTip::showText(globalPos,
                       TraceDetails::boxHtml(*index, plot_->scene().sides[std::size_t(hit->side)].runs.get(), hit->ipu,
                                             hit->track, hit->box),
                       plot_);
}

void ExecutionTraceView::boxClicked(const TraceHit& hit)
{
    const TraceIndex* index = indexOf(hit.side);
    if (!index)
        return;
    if (hit.box.folded()) {
        // Into the fold, with a margin so that its neighbours show where it sits.
        const double margin = (hit.box.end - hit.box.start) * 0.1 + TracePlot::kMinimumVisibleCycles;
        plot_->setVisibleCycles(hit.box.start - margin, hit.box.end + margin);
        return;
    }
    const TraceOperationRuns* runs = plot_->scene().sides[std::size_t(hit.side)].runs.get();
    plot_->setSelected(hit);
    side_->setCurrentIndex(0);
    side_->showHit(index, runs, hit);
    if (hit.track == TraceTrack::Operations && runs) {
        const std::int32_t op = runs->runsOf(hit.ipu)[hit.box.first].operation;
        document().setSelectedOperation(qtText(index->report().operations.name[std::size_t(op)]));
    }
}

void ExecutionTraceView::exportChromeTrace(const QString& path)
{
    std::shared_ptr<const Report> report = sharedReport(document().sharedSource());
    if (!report)
        report = sharedReport(document().sharedTarget());
    if (!report)
        return;
    status_->setText(tr("Writing %1…").arg(QDir::toNativeSeparators(path)));
    exporting_.start(
        [report, path](JobControl& control) {
            // Written atomically: a failure or a cancel leaves no half trace and any previous file as it was.
            writeFileAtomically(path.toStdString(),
                                [&](std::ostream& out) { writeChromeTrace(*report, out, control.stopFlag()); });
            return true;
        },
        [this, path](bool) {
            status_->setText(tr("Trace written to %1: open it in ui.perfetto.dev or chrome://tracing.")
                                 .arg(QDir::toNativeSeparators(path)));
        },
        [this, path](std::exception_ptr error) {
            QString reason;
            try {
                std::rethrow_exception(error);
            } catch (const Error& e) {
                reason = qtText(e.message());
            } catch (const std::exception& e) {
                reason = QString::fromLocal8Bit(e.what());
            }
            status_->setText(tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), reason));
        });
}

void ExecutionTraceView::zoomBy(double factor) { plot_->zoomBy(factor); }

void ExecutionTraceView::resetZoom() { plot_->showAll(); }

} // namespace tilescope::gui
