#include "simulate/FitAdvisorDialog.h"

#include "common/Error.h"
#include "document/LoadFailureText.h"
#include "document/ReportLoader.h"
#include "document/SimulationService.h"
#include "models/QtText.h"
#include "report/ReportSummary.h"
#include "simulate/AdviceModel.h"
#include "simulation/Advisor.h"
#include "simulation/Simulation.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QStyle>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <mutex>

namespace tilescope::gui {

// Filled by the search's worker as each configuration is simulated, emptied by the dialog's timer:
// candidates that fit and beat the baseline when it fits (what the advice will list), and how far
// the search is.
struct FitAdvisorDialog::Found {
    std::mutex mutex;
    std::vector<AdviceCandidate> fitting; // found since the dialog last took them
    std::size_t done = 0;
    std::size_t planned = 0;
    SweepRow baseline; // handed over first: what advice must beat

    void add(const AdviceCandidate& candidate, std::size_t doneNow, std::size_t plannedNow)
    {
        const std::lock_guard lock(mutex);
        done = doneNow;
        planned = plannedNow;
        if (candidate.change.empty())
            baseline = candidate.figures;
        else if (isAdvice(candidate.figures, baseline))
            fitting.push_back(candidate);
    }
};

// The advisor searches from the configuration the shown report records; its window stays open
// beside the views, so the user can open one candidate after another.
void FitAdvisorDialog::openForHeadline(ReportDocument& document, QWidget* parent)
{
    const auto source = document.headlineShared();
    if (!source)
        return;
    try {
        const auto input = simulationInputOf(source->report);
        if (!input)
            return;
        auto* dialog = new FitAdvisorDialog(document, source, *input, parent);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    } catch (const Error& e) {
        QMessageBox::critical(parent, tr("Cannot Search"),
                              tr("The command recorded in %1 cannot be read: %2")
                                  .arg(source->displayName(), qtText(e.what())));
    }
}

FitAdvisorDialog::FitAdvisorDialog(ReportDocument& document, std::shared_ptr<const LoadedReport> failing,
                                   SimulationInput input, QWidget* parent)
    : QDialog(parent), document_(document), failing_(std::move(failing)), input_(std::move(input)),
      model_(new AdviceModel(this))
{
    setObjectName(QStringLiteral("fitAdvisor"));
    setWindowTitle(tr("Find a Configuration That Fits"));
    intro_ = new QLabel(this);
    intro_->setWordWrap(true);
    intro_->setText(tr("Each change a user would try is simulated: amp down and up, a smaller batch with gradient "
                       "accumulation keeping the global batch, fp16 and half partials, recomputation, offloading, "
                       "pipelining over more IPUs, replicated tensor sharding. Those that fit are listed, fastest "
                       "first; open one to see it against %1 in every view.")
                        .arg(failing_ ? failing_->displayName() : QString()));
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("advisorStatus"));
    status_->setWordWrap(true);
    progress_ = new QProgressBar(this);
    progress_->setRange(0, 1000);
    progress_->setTextVisible(false);
    table_ = new QTableView(this);
    table_->setObjectName(QStringLiteral("adviceTable"));
    table_->setModel(model_);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    // What changes and the command are read whole: they wrap in their cells rather than being cut.
    table_->setWordWrap(true);
    table_->setTextElideMode(Qt::ElideNone);
    table_->verticalHeader()->setVisible(false);
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setStretchLastSection(true);
    connect(table_, &QTableView::doubleClicked, this, [this](const QModelIndex& index) { openCandidate(index.row()); });

    auto* buttons = new QDialogButtonBox(this);
    openButton_ = buttons->addButton(tr("Open Against the Failing Report"), QDialogButtonBox::ActionRole);
    openButton_->setObjectName(QStringLiteral("openCandidateButton"));
    openButton_->setEnabled(false);
    cancelButton_ = buttons->addButton(tr("Stop Searching"), QDialogButtonBox::ActionRole);
    buttons->addButton(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    connect(openButton_, &QPushButton::clicked, this, [this] { openCandidate(table_->currentIndex().row()); });
    connect(cancelButton_, &QPushButton::clicked, this, [this] {
        search_.reset();
        takeFound(); // what was found stays listed
        foundTimer_->stop();
        progress_->setVisible(false);
        cancelButton_->setEnabled(false);
        showStatus(listed_.empty() ? tr("Stopped.")
                                   : tr("Stopped. The %1 changes found to fit so far are listed.").arg(listed_.size()));
    });
    // What the search finds is listed as it comes, a few times a second.
    foundTimer_ = new QTimer(this);
    foundTimer_->setInterval(150);
    connect(foundTimer_, &QTimer::timeout, this, &FitAdvisorDialog::takeFound);
    connect(&search_, &JobTracker::progressChanged, progress_, &QProgressBar::setValue);
    connect(&opening_, &JobTracker::progressChanged, progress_, &QProgressBar::setValue);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro_);
    layout->addWidget(status_);
    layout->addWidget(progress_);
    layout->addWidget(table_, 1);
    layout->addWidget(buttons);
    // Most of the window it belongs to, so that on a large screen the columns have room.
    const QSize room = parent ? parent->window()->size() * 0.8 : QSize();
    resize(std::max(900, room.width()), std::max(460, room.height()));
    search();
}

FitAdvisorDialog::~FitAdvisorDialog() = default;

// The figures as wide as they are; what changes up to 45% of the table, wrapped beyond; the
// command takes the rest, wrapped too.
void FitAdvisorDialog::fitColumns()
{
    const int room = table_->viewport()->width();
    fitColumnsTo(room);
    // Rows grown by wrapping may need the vertical scroll bar, which narrows the table: leave it room.
    const bool willScroll = table_->verticalHeader()->length() > table_->viewport()->height();
    if (willScroll && !table_->verticalScrollBar()->isVisible())
        fitColumnsTo(room - table_->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, table_));
}

void FitAdvisorDialog::fitColumnsTo(int room)
{
    table_->resizeColumnsToContents();
    table_->setColumnWidth(AdviceModel::ChangeColumn,
                           std::min(table_->columnWidth(AdviceModel::ChangeColumn), room * 45 / 100));
    int others = 0;
    for (int column = 0; column < AdviceModel::ColumnCount; ++column)
        if (column != AdviceModel::CommandColumn)
            others += table_->columnWidth(column);
    // The command wraps in what is left, so that no row needs scrolling sideways.
    table_->setColumnWidth(AdviceModel::CommandColumn, std::max(room - others, kNarrowestCommand));
    table_->resizeRowsToContents();
}

void FitAdvisorDialog::resizeEvent(QResizeEvent* event)
{
    QDialog::resizeEvent(event);
    if (model_->rowCount() > 0)
        fitColumns();
}

void FitAdvisorDialog::showStatus(const QString& text)
{
    status_->setText(text);
}

void FitAdvisorDialog::showList(std::vector<AdviceCandidate> candidates)
{
    const AdviceCandidate* selected = model_->candidate(table_->currentIndex().row());
    const std::string selectedCommand = selected ? selected->figures.command : std::string();
    model_->setCandidates(std::move(candidates));
    fitColumns();
    int keep = 0; // the fastest, unless the user picked another that is still a row
    for (int row = 0; row < model_->rowCount(); ++row)
        if (model_->candidate(row)->figures.command == selectedCommand) {
            keep = row;
            break;
        }
    if (model_->rowCount() > 0)
        table_->selectRow(keep);
    openButton_->setEnabled(model_->rowCount() > 0);
}

void FitAdvisorDialog::takeFound()
{
    std::vector<AdviceCandidate> fresh;
    std::size_t done = 0, planned = 0;
    {
        const std::lock_guard lock(found_->mutex);
        fresh.swap(found_->fitting);
        done = found_->done;
        planned = found_->planned;
    }
    if (!search_.isRunning() && fresh.empty())
        return;
    if (!fresh.empty()) {
        for (auto& candidate : fresh)
            listed_.push_back(std::move(candidate));
        // As the advice will rank them; among equals, the order found.
        std::stable_sort(listed_.begin(), listed_.end(), rankedBefore);
        showList(listed_);
    }
    if (search_.isRunning() && planned > 0)
        showStatus(tr("Simulating the changes of %1: %2 of %3 configurations so far, %4 fit.")
                       .arg(qtText(input_.model))
                       .arg(done)
                       .arg(planned)
                       .arg(listed_.size()));
}

void FitAdvisorDialog::search()
{
    showStatus(tr("Simulating the changes of %1…").arg(qtText(input_.model)));
    progress_->setVisible(true);
    cancelButton_->setEnabled(true);
    found_ = std::make_shared<Found>();
    listed_.clear();
    model_->setCandidates({});
    foundTimer_->start();
    search_.start(
        [input = input_, plans = SimulationService::instance().plans(), found = found_](JobControl& control) {
            AdviseOptions options;
            options.stop = control.stopFlag();
            options.plans = plans.get();
            options.found = [found](const AdviceCandidate& candidate, std::size_t done, std::size_t planned) {
                found->add(candidate, done, planned);
            };
            // The advisor plans more as it learns which changes help: the bar follows what it planned.
            options.progress = [&control](std::size_t done, std::size_t total) {
                control.setProgress(total ? double(done) / double(total) : 0.0);
            };
            return advise(input, options);
        },
        [this](Advice advice) {
            foundTimer_->stop();
            progress_->setVisible(false);
            cancelButton_->setEnabled(false);
            const int fitting = int(advice.fitting.size());
            showStatus(fitting == 0 ? tr("None of the %1 changes tried fits.").arg(advice.tried.size())
                                    : tr("%1 of the %2 changes tried fit. Double-click one to open it against the "
                                         "failing report.")
                                          .arg(fitting)
                                          .arg(advice.tried.size()));
            // The advice's own list, the same candidates the stream gave, now complete.
            listed_ = advice.fitting;
            showList(std::move(advice.fitting));
            emit searched(fitting);
        },
        [this](std::exception_ptr error) {
            foundTimer_->stop();
            progress_->setVisible(false);
            cancelButton_->setEnabled(false);
            const QString text = LoadFailureText::describe(loadFailureFrom(error, qtText(input_.model)));
            showStatus(text);
            emit failed(text);
        });
}

void FitAdvisorDialog::openCandidate(int row)
{
    const AdviceCandidate* candidate = model_->candidate(row);
    if (!candidate)
        return;
    showStatus(tr("Simulating %1…").arg(qtText(candidate->change)));
    progress_->setVisible(true);
    // Named by its change, as the list and every view name it ("amp 0.35"), not by its row.
    const QString name = qtText(candidate->change);
    const quint64 generation = document_.generation();
    opening_.start(
        [input = candidate->input, plans = SimulationService::instance().plans(), name](JobControl& control) {
            return simulateReport(input, *plans, name, control);
        },
        [this, generation](std::shared_ptr<const LoadedReport> report) {
            progress_->setVisible(false);
            if (document_.generation() != generation) {
                // Another feature took the document while the candidate ran: what it shows stays.
                showStatus(tr("The candidate is not shown: another report was opened while it ran."));
                return;
            }
            // The failing report came first: it is the source ("before"), the candidate the target
            // ("after") and the headline, so that a saving reads as a negative difference.
            if (failing_)
                document_.setReports(failing_, std::move(report), ReportChange::Resimulated, Headline::Target);
            else
                document_.setReports(std::move(report), nullptr, ReportChange::Resimulated);
            showStatus(tr("%1 is shown against %2.").arg(document_.targetName(), document_.sourceName()));
            emit candidateOpened();
        },
        [this](std::exception_ptr error) {
            progress_->setVisible(false);
            const QString text = LoadFailureText::describe(loadFailureFrom(error, qtText(input_.model)));
            showStatus(text);
            emit failed(text);
        });
}

} // namespace tilescope::gui
