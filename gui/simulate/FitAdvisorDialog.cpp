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
#include <QVBoxLayout>

#include <algorithm>

namespace tilescope::gui {

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
        progress_->setVisible(false);
        cancelButton_->setEnabled(false);
        showStatus(tr("Stopped."));
    });
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

void FitAdvisorDialog::search()
{
    showStatus(tr("Simulating the changes of %1…").arg(qtText(input_.model)));
    progress_->setVisible(true);
    cancelButton_->setEnabled(true);
    search_.start(
        [input = input_, plans = SimulationService::instance().plans()](JobControl& control) {
            AdviseOptions options;
            options.stop = control.stopFlag();
            options.plans = plans.get();
            // The advisor plans more as it learns which changes help: the bar follows what it planned.
            options.progress = [&control](std::size_t done, std::size_t total) {
                control.setProgress(total ? double(done) / double(total) : 0.0);
            };
            return advise(input, options);
        },
        [this](Advice advice) {
            progress_->setVisible(false);
            cancelButton_->setEnabled(false);
            const int fitting = int(advice.fitting.size());
            showStatus(fitting == 0 ? tr("None of the %1 changes tried fits.").arg(advice.tried.size())
                                    : tr("%1 of the %2 changes tried fit. Double-click one to open it against the "
                                         "failing report.")
                                          .arg(fitting)
                                          .arg(advice.tried.size()));
            model_->setCandidates(std::move(advice.fitting));
            fitColumns();
            if (fitting > 0)
                table_->selectRow(0);
            openButton_->setEnabled(fitting > 0);
            emit searched(fitting);
        },
        [this](std::exception_ptr error) {
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
