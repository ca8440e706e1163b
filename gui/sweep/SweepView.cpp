#include "sweep/SweepView.h"

#include "common/Error.h"
#include "document/LoadFailureText.h"
#include "document/ReportLoader.h"
#include "models/OptionWords.h"
#include "models/QtText.h"
#include "plot/PlotExport.h"
#include "sweep/SweepPlot.h"
#include "sweep/SweepPointsRunner.h"
#include "sweep/SweepWords.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <qcustomplot.h>

namespace tilescope::gui {
namespace {

QString text(const std::string& s) { return qtText(s); }

} // namespace

SweepView::SweepView(QWidget* parent) : QWidget(parent), runner_(new SweepPointsRunner(this))
{
    summaryLabel_ = new QLabel(this);
    summaryLabel_->setObjectName(QStringLiteral("sweepSummary"));
    // One line, elided to the width, the whole of it in the tooltip: a wrapped label's second line
    // would be taken from the grid below its minimum when the dock is at its smallest.
    summaryLabel_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    summaryLabel_->installEventFilter(this);

    rowAxisLabel_ = new QLabel(this);
    rowAxisBox_ = new QComboBox(this);
    rowAxisBox_->setObjectName(QStringLiteral("sweepRowAxis"));
    rowAxisLabel_->setBuddy(rowAxisBox_);
    columnAxisLabel_ = new QLabel(this);
    columnAxisBox_ = new QComboBox(this);
    columnAxisBox_->setObjectName(QStringLiteral("sweepColumnAxis"));
    columnAxisLabel_->setBuddy(columnAxisBox_);
    for (QComboBox* box : {rowAxisBox_, columnAxisBox_})
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(rowAxisBox_, &QComboBox::currentIndexChanged, this, &SweepView::chooseRowAxis);
    connect(columnAxisBox_, &QComboBox::currentIndexChanged, this, &SweepView::chooseColumnAxis);
    compareButton_ = new QPushButton(this);
    compareButton_->setObjectName(QStringLiteral("sweepCompare"));
    connect(compareButton_, &QPushButton::clicked, this, &SweepView::comparePicked);

    plot_ = new SweepPlot(this);
    plot_->setObjectName(QStringLiteral("sweepGrid"));
    connect(plot_, &SweepPlot::pointClicked, this, &SweepView::pointClicked);
    connect(plot_, &SweepPlot::pointDoubleClicked, this, &SweepView::activatePoint);
    // A right click keeps the picks, so that the menu still compares them; it opens the point
    // under the pointer (else the first pick).
    connect(plot_, &SweepPlot::pointMenuRequested, this, [this](std::optional<std::size_t> point) {
        menuPoint_ = point;
        showPicks();
    });
    // The context menu: the picked points first, then the exports every plot has.
    QCustomPlot* custom = plot_->customPlot();
    openAction_ = new QAction(custom);
    connect(openAction_, &QAction::triggered, this, [this] {
        if (const auto point = menuPoint_ ? menuPoint_ : source_)
            activatePoint(*point);
    });
    compareAction_ = new QAction(custom);
    connect(compareAction_, &QAction::triggered, this, &SweepView::comparePicked);
    auto* separator = new QAction(custom);
    separator->setSeparator(true);
    custom->addActions({openAction_, compareAction_, separator});
    addExportActions(custom, this, [this] { return SweepWords::csv(grid_); });

    // While two points are simulated for comparing: what runs, its progress and Cancel.
    statusLabel_ = new QLabel(this);
    statusLabel_->setObjectName(QStringLiteral("sweepStatus"));
    statusLabel_->hide();
    progress_ = new QProgressBar(this);
    progress_->setRange(0, 1000);
    progress_->setMaximumWidth(120);
    progress_->setTextVisible(false);
    progress_->hide();
    cancelButton_ = new QPushButton(this);
    cancelButton_->hide();
    connect(cancelButton_, &QPushButton::clicked, runner_, &SweepPointsRunner::cancel);

    // One row of controls, so that the grid keeps the height of a dock under the report views.
    auto* controls = new QHBoxLayout;
    controls->addWidget(rowAxisLabel_);
    controls->addWidget(rowAxisBox_);
    controls->addSpacing(8);
    controls->addWidget(columnAxisLabel_);
    controls->addWidget(columnAxisBox_);
    fixedLayout_ = new QHBoxLayout;
    controls->addLayout(fixedLayout_);
    controls->addStretch(1);
    controls->addWidget(statusLabel_);
    controls->addWidget(progress_);
    controls->addWidget(cancelButton_);
    controls->addWidget(compareButton_);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 2, 6, 2);
    layout->setSpacing(4);
    layout->addWidget(summaryLabel_);
    layout->addLayout(controls);
    layout->addWidget(plot_, 1);

    connect(runner_, &SweepPointsRunner::progressChanged, progress_, &QProgressBar::setValue);
    connect(runner_, &SweepPointsRunner::runningChanged, this, [this](bool running) {
        statusLabel_->setVisible(running);
        progress_->setVisible(running);
        cancelButton_->setVisible(running);
        showPicks();
    });
    connect(runner_, &SweepPointsRunner::finished, this, &SweepView::reportsSimulated);
    connect(runner_, &SweepPointsRunner::failed, this,
            [this](const LoadFailure& failure) { emit failed(LoadFailureText::describe(failure)); });

    retranslateUi();
    setSweep(nullptr);
}

SweepView::~SweepView() = default;

void SweepView::open(const QString& path)
{
    loads_.start([path](JobControl&) { return std::make_shared<const LoadedSweep>(LoadedSweep::load(path)); },
                 [this](std::shared_ptr<const LoadedSweep> sweep) {
                     const QString loadedPath = sweep->path;
                     setSweep(std::move(sweep));
                     emit loaded(loadedPath);
                 },
                 [this, path](std::exception_ptr error) {
                     emit loadFailed(SweepWords::loadFailure(loadFailureFrom(error, path)));
                 });
}

void SweepView::setSweep(std::shared_ptr<const LoadedSweep> sweep)
{
    runner_->cancel(); // points of the sweep shown before
    source_.reset();
    target_.reset();
    const SweepSlice slice = sweep ? defaultSweepSlice(*sweep) : SweepSlice{};
    grid_ = SweepGrid(std::move(sweep), slice);
    setSummary(grid_.sweep() ? SweepWords::summary(*grid_.sweep()) : tr("No sweep is open."));
    fillAxisBoxes();
    setSlice(grid_.slice());
}

void SweepView::setSlice(const SweepSlice& slice)
{
    grid_ = SweepGrid(grid_.sharedSweep(), slice);
    {
        const QSignalBlocker rowBlocker(rowAxisBox_);
        const QSignalBlocker columnBlocker(columnAxisBox_);
        rowAxisBox_->setCurrentIndex(grid_.slice().rowAxis ? int(*grid_.slice().rowAxis) : -1);
        columnAxisBox_->setCurrentIndex(grid_.isEmpty() ? -1 : int(grid_.slice().columnAxis));
    }
    rebuildFixedBoxes();
    plot_->setGrid(grid_);
    showPicks();
}

void SweepView::fillAxisBoxes()
{
    const QSignalBlocker rowBlocker(rowAxisBox_);
    const QSignalBlocker columnBlocker(columnAxisBox_);
    rowAxisBox_->clear();
    columnAxisBox_->clear();
    const LoadedSweep* shown = grid_.sweep();
    const std::size_t axes = shown ? shown->result.space.axes.size() : 0;
    for (std::size_t a = 0; a < axes; ++a) {
        const std::string& option = shown->result.space.axes[a].option;
        for (QComboBox* box : {rowAxisBox_, columnAxisBox_}) {
            box->addItem(OptionWords::label(option));
            box->setItemData(int(a), QString(QStringLiteral("--") + text(option)), Qt::ToolTipRole);
        }
    }
    // A sweep of one axis is one row along it.
    rowAxisLabel_->setVisible(axes >= 2);
    rowAxisBox_->setVisible(axes >= 2);
    columnAxisLabel_->setVisible(axes >= 1);
    columnAxisBox_->setVisible(axes >= 1);
}

// One combo box per axis the grid does not show, holding it at one of its values.
void SweepView::rebuildFixedBoxes()
{
    std::vector<std::size_t> held;
    if (const LoadedSweep* shown = grid_.sweep())
        for (std::size_t a = 0; a < shown->result.space.axes.size(); ++a)
            if (a != grid_.slice().columnAxis && grid_.slice().rowAxis != a)
                held.push_back(a);
    if (held != fixedAxes_) {
        while (QLayoutItem* item = fixedLayout_->takeAt(0)) {
            delete item->widget();
            delete item;
        }
        fixedBoxes_.clear();
        fixedAxes_ = held;
        for (const std::size_t a : held) {
            const SweepAxis& axis = grid_.sweep()->result.space.axes[a];
            auto* label = new QLabel(this);
            auto* box = new QComboBox(this);
            box->setObjectName(QStringLiteral("sweepFixed-") + text(axis.option));
            label->setBuddy(box);
            for (const auto& value : axis.values)
                box->addItem(text(value));
            connect(box, &QComboBox::currentIndexChanged, this, [this, a](int index) {
                if (index < 0 || grid_.isEmpty())
                    return;
                SweepSlice slice = grid_.slice();
                slice.fixedValues[a] = std::size_t(index);
                setSlice(slice);
            });
            fixedLayout_->addSpacing(8);
            fixedLayout_->addWidget(label);
            fixedLayout_->addWidget(box);
            fixedBoxes_.emplace_back(label, box);
        }
    }
    for (std::size_t i = 0; i < fixedBoxes_.size(); ++i) {
        auto& [label, box] = fixedBoxes_[i];
        const std::string& option = grid_.sweep()->result.space.axes[fixedAxes_[i]].option;
        label->setText(tr("%1:").arg(OptionWords::label(option)));
        box->setToolTip(tr("The value of --%1 the grid holds").arg(text(option)));
        const QSignalBlocker blocker(box);
        box->setCurrentIndex(int(grid_.slice().fixedValues[fixedAxes_[i]]));
    }
}

// The user chose an axis for the columns; choosing the rows' axis swaps the two.
void SweepView::chooseColumnAxis(int axis)
{
    if (grid_.isEmpty() || axis < 0)
        return;
    SweepSlice slice = grid_.slice();
    if (slice.rowAxis == std::size_t(axis))
        slice.rowAxis = slice.columnAxis;
    slice.columnAxis = std::size_t(axis);
    setSlice(slice);
}

// The user chose an axis for the rows; choosing the columns' axis swaps the two.
void SweepView::chooseRowAxis(int axis)
{
    if (grid_.isEmpty() || axis < 0 || !grid_.slice().rowAxis)
        return;
    SweepSlice slice = grid_.slice();
    if (slice.columnAxis == std::size_t(axis))
        slice.columnAxis = *slice.rowAxis;
    slice.rowAxis = std::size_t(axis);
    setSlice(slice);
}

void SweepView::pointClicked(std::size_t point, bool addsTarget)
{
    if (!addsTarget || !source_)
        pick(point);
    else if (*source_ != point)
        pick(source_, point);
}

void SweepView::pick(std::optional<std::size_t> source, std::optional<std::size_t> target)
{
    menuPoint_.reset(); // a new pick: the menu speaks of it
    const std::size_t points = grid_.sweep() ? grid_.sweep()->result.space.pointCount() : 0;
    source_ = source && *source < points ? source : std::nullopt;
    target_ = source_ && target && *target < points && target != source_ ? target : std::nullopt;
    showPicks();
}

// The picks outlined in the grid, named in the status line, and what can be done with them.
void SweepView::showPicks()
{
    plot_->setPicks(source_, target_);
    const bool simulating = runner_->isRunning();
    compareButton_->setEnabled(source_ && target_ && !simulating);
    compareAction_->setEnabled(compareButton_->isEnabled());
    const std::optional<std::size_t> opened = menuPoint_ ? menuPoint_ : source_;
    openAction_->setEnabled(opened.has_value());
    openAction_->setText(opened ? tr("Open %1").arg(SweepWords::pointName(*opened)) : tr("Open Point"));
    compareAction_->setText(source_ && target_ ? tr("Compare %1 with %2")
                                                      .arg(SweepWords::pointName(*source_),
                                                           SweepWords::pointName(*target_))
                                                : tr("Compare Two Points"));
    if (simulating && source_ && target_)
        statusLabel_->setText(tr("Simulating %1 and %2…")
                                  .arg(SweepWords::pointName(*source_), SweepWords::pointName(*target_)));
    const LoadedSweep* shown = grid_.sweep();
    if (shown && source_ && target_)
        compareButton_->setToolTip(
            tr("Open %1 (%2) as the source and %3 (%4) as the target in every view")
                .arg(SweepWords::pointName(*source_), SweepWords::pointValues(*shown, *source_),
                     SweepWords::pointName(*target_), SweepWords::pointValues(*shown, *target_)));
    else
        compareButton_->setToolTip(tr("Click a cell, then Ctrl+click another: Compare opens the two points as "
                                      "source and target in every view"));
}

void SweepView::activatePoint(std::size_t point)
{
    const LoadedSweep* shown = grid_.sweep();
    if (!shown || point >= shown->result.space.pointCount())
        return;
    const QString kept = shown->keptReport(point);
    if (!kept.isEmpty()) {
        emit openReportRequested(kept, QString());
        return;
    }
    try {
        emit simulateRequested(shown->result.space.inputOf(point));
    } catch (const Error& e) {
        emit failed(tr("%1 cannot be simulated: %2").arg(SweepWords::pointName(point), text(e.what())));
    }
}

void SweepView::comparePicked()
{
    const LoadedSweep* shown = grid_.sweep();
    if (!shown || !source_ || !target_)
        return;
    const QString sourceReport = shown->keptReport(*source_);
    const QString targetReport = shown->keptReport(*target_);
    if (!sourceReport.isEmpty() && !targetReport.isEmpty()) {
        emit openReportRequested(sourceReport, targetReport);
        return;
    }
    emit simulatingPoints();
    runner_->run(grid_.sharedSweep(), *source_, *target_);
}

bool SweepView::isSimulating() const { return runner_->isRunning(); }

QString SweepView::summary() const { return summaryLabel_->toolTip(); }

void SweepView::setSummary(const QString& summary)
{
    summaryLabel_->setToolTip(summary);
    summaryLabel_->setText(summaryLabel_->fontMetrics().elidedText(summary, Qt::ElideRight, summaryLabel_->width()));
}

bool SweepView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == summaryLabel_ && event->type() == QEvent::Resize)
        setSummary(summaryLabel_->toolTip());
    return QWidget::eventFilter(watched, event);
}

void SweepView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void SweepView::retranslateUi()
{
    rowAxisLabel_->setText(tr("&Rows:"));
    columnAxisLabel_->setText(tr("Colu&mns:"));
    compareButton_->setText(tr("&Compare"));
    cancelButton_->setText(tr("Cancel"));
    if (const LoadedSweep* shown = grid_.sweep()) {
        setSummary(SweepWords::summary(*shown));
        const QSignalBlocker rowBlocker(rowAxisBox_);
        const QSignalBlocker columnBlocker(columnAxisBox_);
        for (std::size_t a = 0; a < shown->result.space.axes.size(); ++a)
            for (QComboBox* box : {rowAxisBox_, columnAxisBox_})
                box->setItemText(int(a), OptionWords::label(shown->result.space.axes[a].option));
        rebuildFixedBoxes();
    } else {
        setSummary(tr("No sweep is open."));
    }
    showPicks();
}

} // namespace tilescope::gui
