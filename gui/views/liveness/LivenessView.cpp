#include "views/liveness/LivenessView.h"

#include "lessons/Lesson.h"

#include "document/ReportDocument.h"
#include "models/ByteFormat.h"
#include "report/ExecutionTotals.h"
#include "report/ReportComparison.h"
#include "report/TileMemoryMap.h"
#include "views/liveness/LivenessPlot.h"
#include "views/liveness/LiveVariablesModel.h"
#include "widgets/DataTable.h"
#include "widgets/FlowLayout.h"

#include <QCheckBox>
#include <QComboBox>
#include <QSignalBlocker>
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
#include <QVBoxLayout>

#include <algorithm>

namespace tilescope::gui {

// The series of the chosen source for both reports (target null when not comparing or when the
// target has no such IPU or tile).
struct LivenessView::SeriesPair {
    std::shared_ptr<const LivenessSeries> source;
    std::shared_ptr<const LivenessSeries> target;
    AlignedLiveness aligned; // both laid side by side by operation, when there is a target

    // Builds the pair of `chosen` for the shown report and, if given, the compared one.
    static SeriesPair build(const Report& shown, const Report* compared, LivenessSource chosen)
    {
        SeriesPair pair;
        pair.source = std::make_shared<const LivenessSeries>(LivenessSeries::build(shown, chosen));
        if (compared) {
            pair.target = std::make_shared<const LivenessSeries>(LivenessSeries::build(*compared, chosen));
            pair.aligned = alignLiveness(shown, *pair.source, *compared, *pair.target);
        }
        return pair;
    }
};

LivenessView::LivenessView(ReportDocument& document, QWidget* parent)
    : ReportView(document, parent),
      plot_(new LivenessPlot(this)),
      liveModel_(new LiveVariablesModel(this)),
      sourceBox_(new QComboBox(this)),
      indexBox_(new QSpinBox(this)),
      worstTileButton_(new QPushButton(this)),
      searchEdit_(new QLineEdit(this)),
      previousButton_(new QToolButton(this)),
      nextButton_(new QToolButton(this)),
      matchLabel_(new QLabel(this)),
      noteLabel_(new QLabel(this)),
      statusLabel_(new QLabel(this)),
      stepLabel_(new QLabel(this)),
      includeAlwaysLive_(new QCheckBox(this)),
      alignBox_(new QComboBox(this)),
      table_(new QTableView(this))
{
    buildSourceControls();

    searchEdit_->setClearButtonEnabled(true);
    // Wide enough for an operation's name, narrow enough that the page fits beside a dock on a
    // 900-pixel window; the status beside it wraps rather than widening the row.
    searchEdit_->setMinimumWidth(160);
    statusLabel_->setWordWrap(true);
    previousButton_->setArrowType(Qt::LeftArrow);
    nextButton_->setArrowType(Qt::RightArrow);

    // Wraps when the page is narrow; the status takes what is left of its row, so that the search
    // stands at the right.
    statusLabel_->setMinimumWidth(180);
    sourceLabel_ = new QLabel(this);
    sourceLabel_->setBuddy(sourceBox_);
    auto* controls = new FlowLayout;
    controls->addGroup({sourceLabel_, sourceBox_, indexBox_});
    controls->addWidget(worstTileButton_);
    alignLabel_ = new QLabel(this);
    alignLabel_->setBuddy(alignBox_);
    alignBox_->setObjectName(QStringLiteral("stepAlignment"));
    alignBox_->addItem(QString());
    alignBox_->addItem(QString());
    controls->addGroup({alignLabel_, alignBox_});
    controls->addSpacing(16);
    controls->addWidget(statusLabel_, 1);
    controls->addGroup({searchEdit_, previousButton_, nextButton_, matchLabel_});

    noteLabel_->setWordWrap(true);
    noteLabel_->setTextFormat(Qt::PlainText);
    noteLabel_->setVisible(false);

    table_->setModel(liveModel_);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setAlternatingRowColors(true);
    table_->setWordWrap(false);
    table_->verticalHeader()->setVisible(false);
    // Names are long ("layer2.0.conv2/partials"): they take what the numbers leave; the category
    // only tells something once always-live variables are listed too.
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(LiveVariablesModel::VariableColumn, QHeaderView::Stretch);
    table_->horizontalHeader()->setResizeContentsPrecision(kRowsMeasuredForWidth);
    table_->setColumnHidden(LiveVariablesModel::CategoryColumn, true);
    table_->setColumnHidden(LiveVariablesModel::OperationColumn, true);
    table_->setTextElideMode(Qt::ElideMiddle);
    stepLabel_->setWordWrap(true);

    auto* side = new QWidget(this);
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    // Notes come and go with the source: beside the plot, so that the plot never moves.
    sideLayout->addWidget(noteLabel_);
    sideLayout->addWidget(stepLabel_);
    sideLayout->addWidget(includeAlwaysLive_);
    sideLayout->addWidget(table_, 1);

    splitter_ = new QSplitter(Qt::Horizontal, this);
    splitter_->addWidget(plot_);
    splitter_->addWidget(side);
    splitter_->setStretchFactor(0, 3);
    splitter_->setStretchFactor(1, 2);
    splitter_->setSizes({900, 460});
    splitter_->setChildrenCollapsible(false);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addLayout(controls);
    layout->addWidget(splitter_, 1);

    connect(alignBox_, &QComboBox::currentIndexChanged, this, &LivenessView::showSeriesOnPlot);
    connect(alignBox_, &QComboBox::activated, this, [this] { alignmentChosen_ = true; });
    connect(plot_, &LivenessPlot::stepHovered, this, &LivenessView::showHover);
    connect(plot_, &LivenessPlot::stepClicked, this, &LivenessView::selectStep);
    connect(includeAlwaysLive_, &QCheckBox::toggled, this, [this](bool include) {
        table_->setColumnHidden(LiveVariablesModel::CategoryColumn, !include);
        showLiveVariables();
    });
    connect(searchEdit_, &QLineEdit::textChanged, this, [this](const QString& text) { search(text); });
    connect(searchEdit_, &QLineEdit::returnPressed, this, &LivenessView::nextMatch);
    connect(nextButton_, &QToolButton::clicked, this, &LivenessView::nextMatch);
    connect(previousButton_, &QToolButton::clicked, this, &LivenessView::previousMatch);
    auto* find = new QShortcut(QKeySequence::Find, this);
    find->setContext(Qt::WidgetWithChildrenShortcut);
    connect(find, &QShortcut::activated, this, [this] {
        searchEdit_->setFocus(Qt::ShortcutFocusReason);
        searchEdit_->selectAll();
    });
    auto* findNext = new QShortcut(QKeySequence::FindNext, this);
    findNext->setContext(Qt::WidgetWithChildrenShortcut);
    connect(findNext, &QShortcut::activated, this, &LivenessView::nextMatch);
    auto* findPrevious = new QShortcut(QKeySequence::FindPrevious, this);
    findPrevious->setContext(Qt::WidgetWithChildrenShortcut);
    connect(findPrevious, &QShortcut::activated, this, &LivenessView::previousMatch);
    followDocument(&ReportDocument::selectedTileChanged, &LivenessView::showSelectedTile);
    followDocument(&ReportDocument::selectedOperationChanged, &LivenessView::showSelectedOperation);
    connect(&seriesJobs_, &JobTracker::runningChanged, this, [this](bool running) {
        if (!running)
            emit prepared();
    });
    retranslateUi();
    showDocument();
}

void LivenessView::retranslateUi()
{
    sourceLabel_->setText(tr("&Source:"));
    sourceBox_->setItemText(0, tr("All tiles"));
    sourceBox_->setItemText(1, tr("One IPU"));
    sourceBox_->setItemText(2, tr("One tile"));
    sourceBox_->setToolTip(tr("Whose memory is plotted: the whole replica, one IPU or one tile"));
    worstTileButton_->setText(tr("Worst tile"));
    worstTileButton_->setToolTip(tr("Plot the tile that uses the most memory"));
    searchEdit_->setPlaceholderText(tr("Find operation by name or type (Ctrl+F)"));
    previousButton_->setToolTip(tr("Previous matching step (Shift+F3)"));
    nextButton_->setToolTip(tr("Next matching step (F3, Enter)"));
    includeAlwaysLive_->setText(tr("Include always-live variables"));
    alignLabel_->setText(tr("S&teps:"));
    alignBox_->setItemText(0, tr("In order"));
    alignBox_->setItemText(1, tr("Matched by operation"));
    alignBox_->setToolTip(tr("In order: step n of one report over step n of the other. Matched by operation: "
                             "the steps of an operation face the same operation's steps in the other report, "
                             "and a step only one report has faces a gap"));
    // As wide as its widest text, so that the search field does not move as the text changes.
    const QFontMetrics metrics = matchLabel_->fontMetrics();
    const QString many = QLocale().toString(99'999);
    matchLabel_->setMinimumWidth(std::max({metrics.horizontalAdvance(tr("Match %1 of %2").arg(many, many)),
                                           metrics.horizontalAdvance(tr("Matching steps: %1").arg(many)),
                                           metrics.horizontalAdvance(tr("No steps"))}));
}

// The texts that show the document in the new language; the source, the selected step, the
// search and the zoom stay.
void LivenessView::rewordDocument()
{
    showSourceChoice();
    matchLabel_->setText(matchText());
    if (seriesJobs_.isRunning())
        statusLabel_->setText(tr("Computing liveness…"));
    if (shown())
        showLiveVariables();
    else
        stepLabel_->setText(tr("No report is open."));
    updateNotes();
}

LivenessView::~LivenessView() = default;

// The report whose liveness is plotted first and whose variables are listed is the headline (after a
// re-simulation, the newer one); the other one's curves are drawn beside it.
const LoadedReport* LivenessView::shown() const { return document().headlineReport(); }
const LoadedReport* LivenessView::compared() const { return document().comparedReport(); }

// What the plot and the hover call a report: its name, or its side when both go by one name.
QString LivenessView::label(const LoadedReport* report) const
{
    if (!report)
        return {};
    if (document().namesDiffer())
        return document().nameOf(report);
    return report == document().source() ? tr("Source") : tr("Target");
}

QString LivenessView::plotName(const LoadedReport* report) const
{
    const bool after = report == document().target();
    if (!document().namesDiffer())
        return after ? tr("After") : tr("Before");
    return after ? tr("%1 (after)").arg(document().nameOf(report)) : tr("%1 (before)").arg(document().nameOf(report));
}

void LivenessView::buildSourceControls()
{
    sourceBox_->addItem(QString(), int(LivenessSource::Kind::AllTiles));
    sourceBox_->addItem(QString(), int(LivenessSource::Kind::Ipu));
    sourceBox_->addItem(QString(), int(LivenessSource::Kind::Tile));
    indexBox_->setKeyboardTracking(false); // typing "952" asks for tile 952, not 9 and 95 first
    connect(sourceBox_, &QComboBox::currentIndexChanged, this, &LivenessView::sourceChosen);
    connect(indexBox_, &QSpinBox::valueChanged, this, &LivenessView::sourceChosen);
    connect(worstTileButton_, &QPushButton::clicked, this, &LivenessView::showWorstTile);
}

void LivenessView::showDocument()
{
    // Re-simulated reports keep the zoom, the selected step and the source where they still
    // exist. The zoom waits for the new series; one still waited for (the previous series was
    // being built) stays the one to restore.
    const bool keepPlace = keepsPlace();
    if (!keepPlace)
        keptSteps_.reset();
    else if (sourceSeries_)
        keptSteps_ = plot_->showsAllSteps()
                         ? std::nullopt
                         : std::optional(std::pair(plot_->visibleLower(), plot_->visibleUpper()));
    seriesJobs_.reset(); // whatever is being computed is for the previous reports
    sourceSeries_.reset();
    targetSeries_.reset();
    aligned_ = {};
    if (!keepPlace)
        selectedStep_.reset();
    matches_.clear();
    liveModel_->clear();
    const LoadedReport* source = shown();
    for (QWidget* w : std::initializer_list<QWidget*>{sourceBox_, indexBox_, worstTileButton_, searchEdit_,
                                                      previousButton_, nextButton_, includeAlwaysLive_})
        w->setEnabled(source != nullptr);
    alignLabel_->setVisible(compared() != nullptr);
    alignBox_->setVisible(compared() != nullptr);
    chooseDefaultAlignment(keepPlace);
    if (!source) {
        plot_->setSeries(nullptr, nullptr);
        plot_->setMatches({});
        plot_->setCurrentStep(std::nullopt);
        statusLabel_->clear();
        matchLabel_->clear();
        stepLabel_->setText(tr("No report is open."));
        updateNotes();
        return;
    }
    const std::optional<std::uint32_t> tile = document().selectedTile();
    if (keepPlace && sourceExists(source->report, source_)) {
        // the source chosen before: all tiles, an IPU or a tile
    } else if (tile && sourceExists(source->report, LivenessSource::tile(*tile))) {
        source_ = LivenessSource::tile(*tile);
    } else if (!sourceExists(source->report, source_)) {
        source_ = LivenessSource::allTiles();
    }
    showSourceChoice();
    requestSeries();
    if (!searchEdit_->text().isEmpty())
        search(searchEdit_->text());
}

void LivenessView::chooseDefaultAlignment(bool keepPlace)
{
    // A new comparison starts from the default; a re-simulated one keeps what the user picked.
    if (!keepPlace)
        alignmentChosen_ = false;
    const LoadedReport* source = shown();
    const LoadedReport* target = compared();
    if (alignmentChosen_ || !source || !target)
        return;
    const bool differ = source->report.liveness.stepCount() != target->report.liveness.stepCount();
    const QSignalBlocker blocker(alignBox_); // the series are requested below, then drawn
    alignBox_->setCurrentIndex(differ ? 1 : 0);
}

void LivenessView::setSource(LivenessSource source)
{
    const LoadedReport* loaded = shown();
    if (!loaded || !sourceExists(loaded->report, source))
        return;
    if (source == source_ && (sourceSeries_ || seriesJobs_.isRunning()))
        return;
    source_ = source;
    showSourceChoice();
    requestSeries();
}

void LivenessView::showWorstTile()
{
    const LoadedReport* loaded = shown();
    if (!loaded)
        return;
    const std::uint32_t tile = loaded->summary.worstTile.id;
    setSource(LivenessSource::tile(tile));
    document().setSelectedTile(tile);
}

// Shows source_ in the combo and spin boxes without acting on the change.
void LivenessView::showSourceChoice()
{
    const LoadedReport* loaded = shown();
    updatingControls_ = true;
    sourceBox_->setCurrentIndex(sourceBox_->findData(int(source_.kind)));
    const bool indexed = source_.kind != LivenessSource::Kind::AllTiles;
    indexBox_->setVisible(indexed);
    if (loaded && indexed) {
        const bool ipu = source_.kind == LivenessSource::Kind::Ipu;
        const auto count = ipu ? loaded->report.target.ipus : std::uint32_t(loaded->report.memory.tileCount());
        indexBox_->setPrefix(ipu ? tr("IPU ") : tr("Tile "));
        indexBox_->setRange(0, std::max(0, int(count) - 1));
        indexBox_->setValue(int(source_.index));
    }
    updatingControls_ = false;
}

void LivenessView::sourceChosen()
{
    if (updatingControls_)
        return;
    const auto kind = LivenessSource::Kind(sourceBox_->currentData().toInt());
    // Switching to one tile starts from the selected tile, or the worst, rather than tile 0.
    if (kind == LivenessSource::Kind::Tile && source_.kind != LivenessSource::Kind::Tile) {
        const LoadedReport* loaded = shown();
        const std::uint32_t tile = document().selectedTile().value_or(loaded ? loaded->summary.worstTile.id : 0);
        setSource(LivenessSource::tile(tile));
        document().setSelectedTile(source_.index);
        return;
    }
    const auto index = kind == source_.kind ? std::uint32_t(indexBox_->value()) : 0;
    setSource(LivenessSource{kind, kind == LivenessSource::Kind::AllTiles ? 0 : index});
    if (source_.kind == LivenessSource::Kind::Tile)
        document().setSelectedTile(source_.index);
}

void LivenessView::showSelectedTile()
{
    if (const std::optional<std::uint32_t> tile = document().selectedTile())
        setSource(LivenessSource::tile(*tile));
}

// Cheap series are built at once; expensive ones (one tile of a big report walks every variable)
// on the thread pool from the shared reports, and a result for superseded reports or source is
// dropped by its generation.
void LivenessView::requestSeries()
{
    const LoadedReport* source = shown();
    const LoadedReport* target = compared();
    if (!source)
        return;
    const LivenessSource chosen = source_;
    const bool targetHasSource = target && sourceExists(target->report, chosen);
    std::uint64_t cost = seriesCost(source->report, chosen);
    if (targetHasSource)
        cost += seriesCost(target->report, chosen);
    if (cost <= backgroundThreshold_) {
        seriesJobs_.reset();
        applySeries(SeriesPair::build(source->report, targetHasSource ? &target->report : nullptr, chosen));
        return;
    }
    // Until the series arrives nothing of what was shown before is left on screen: the window's
    // title and the source box already name what is being computed.
    sourceSeries_.reset();
    targetSeries_.reset();
    plot_->setSeries(nullptr, nullptr);
    liveModel_->clear();
    stepLabel_->clear();
    statusLabel_->setText(tr("Computing liveness…"));
    // The job shares the loaded reports (never changed once loaded): the document is free to
    // replace them meanwhile, and nothing is copied on the UI thread.
    const std::shared_ptr<const LoadedReport> shownShared = document().headlineShared();
    const std::shared_ptr<const LoadedReport> comparedShared =
        !targetHasSource                              ? nullptr
        : shownShared == document().sharedSource() ? document().sharedTarget()
                                                      : document().sharedSource();
    seriesJobs_.start(
        [shownShared, comparedShared, chosen](JobControl&) {
            return SeriesPair::build(shownShared->report, comparedShared ? &comparedShared->report : nullptr, chosen);
        },
        [this](SeriesPair pair) { applySeries(std::move(pair)); });
}

void LivenessView::applySeries(SeriesPair pair)
{
    sourceSeries_ = std::move(pair.source);
    targetSeries_ = std::move(pair.target);
    aligned_ = std::move(pair.aligned);
    statusLabel_->clear();
    // Compared, each curve says whether it is before or after (the headline, after a change, is the
    // filled area, the other report the line, whichever way the comparison was made) and by what
    // it differs from the other.
    if (compared())
        plot_->setNames(plotName(shown()), plotName(compared()));
    else
        plot_->setNames({}, {});
    showSeriesOnPlot();
    if (keptSteps_) {
        plot_->setVisibleSteps(keptSteps_->first, keptSteps_->second); // clamped to the new steps
        keptSteps_.reset();
    }
    // A newly opened report starts at its highest spike, with what it is made of listed.
    if (!selectedStep_ || *selectedStep_ >= sourceSeries_->stepCount())
        selectedStep_ = sourceSeries_->peakStep();
    plot_->setCurrentStep(selectedStep_);
    showLiveVariables();
    updateNotes();
}

// The series in order, or side by side by operation as the Steps box says.
void LivenessView::showSeriesOnPlot()
{
    if (alignedOnPlot())
        plot_->setSeries(aligned_.source, aligned_.target);
    else
        plot_->setSeries(sourceSeries_, compared() ? targetSeries_ : nullptr);
    updateNotes();
}

void LivenessView::selectStep(std::size_t step)
{
    if (!sourceSeries_ || step >= sourceSeries_->stepCount())
        return;
    selectedStep_ = step;
    plot_->setCurrentStep(step);
    showLiveVariables();
}

void LivenessView::showLiveVariables()
{
    const LoadedReport* loaded = shown();
    if (!loaded || !selectedStep_ || !sourceSeries_) {
        liveModel_->clear();
        stepLabel_->clear();
        return;
    }
    const std::size_t step = *selectedStep_;
    liveModel_->setLiveVariables(loaded->report, step,
                                 liveVariablesAt(loaded->report, step, source_, includeAlwaysLive_->isChecked()));
    QString where;
    switch (source_.kind) {
    case LivenessSource::Kind::AllTiles: where = tr("all tiles"); break;
    case LivenessSource::Kind::Ipu: where = tr("IPU %1").arg(source_.index); break;
    case LivenessSource::Kind::Tile: where = tr("tile %1").arg(source_.index); break;
    }
    const QLocale locale;
    const QString text = tr("Live at step %1 on %2 — variables: %3, bytes: %4")
                             .arg(locale.toString(qulonglong(step)), where, locale.toString(liveModel_->rowCount()),
                                  formatBytes(liveModel_->totalBytes()));
    stepLabel_->setText(compared() ? tr("%1 (%2)").arg(text, label(loaded)) : text);
    fitVariableNames();
}

void LivenessView::resizeEvent(QResizeEvent* event)
{
    ReportView::resizeEvent(event);
    // Once the splitter has shared out the new width.
    QMetaObject::invokeMethod(this, &LivenessView::fitVariableNames, Qt::QueuedConnection);
}

// Names like "layer1.1.conv3/convolution/partials" are what the list is read by: the side grows
// (up to 45% of the width, so the plot stays the larger) until the longest name is whole. Names
// still too long are shortened in the middle and whole in their tooltip.
void LivenessView::fitVariableNames()
{
    const QHeaderView* header = table_->horizontalHeader();
    // The longest names in pixels are among the longest in characters: those are measured, over
    // every row (the view's own hint only counts the rows it has room to show), but not every name
    // of a step with thousands of live variables.
    int longest = table_->horizontalHeader()->sectionSizeHint(LiveVariablesModel::VariableColumn);
    std::vector<QString> names;
    names.reserve(std::size_t(liveModel_->rowCount()));
    for (int row = 0; row < liveModel_->rowCount(); ++row)
        names.push_back(liveModel_->index(row, LiveVariablesModel::VariableColumn).data().toString());
    const auto measured = std::min(names.size(), std::size_t(kRowsMeasuredForWidth));
    std::ranges::nth_element(names, names.begin() + std::ptrdiff_t(measured) - (measured > 0),
                             [](const QString& a, const QString& b) { return a.size() > b.size(); });
    const QFontMetrics metrics = table_->fontMetrics();
    for (std::size_t i = 0; i < measured; ++i)
        longest = std::max(longest, metrics.horizontalAdvance(names[i]));
    const int cellMargins = 2 * (table_->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table_) + 1) + 4;
    int needed = longest + cellMargins + 2 * table_->frameWidth() + table_->verticalScrollBar()->sizeHint().width();
    for (int column = 0; column < liveModel_->columnCount(); ++column)
        if (column != LiveVariablesModel::VariableColumn && !table_->isColumnHidden(column))
            needed += header->sectionSize(column);
    const QList<int> sizes = splitter_->sizes();
    const int total = sizes.value(0) + sizes.value(1);
    const int side = std::min(needed, total * 45 / 100);
    if (total > 0 && side > sizes.value(1))
        splitter_->setSizes({total - side, side});
}

void LivenessView::zoomBy(double factor)
{
    plot_->zoomBy(factor);
}

// A lesson's step: the options its claims depend on, whatever the user left them on (all tiles
// unless the step names a tile, which the main window made the document's; every step in view; no
// search), then the step it names, or the peak, selected: the headline's peak of all tiles, or the
// named tile's own.
bool LivenessView::showFocus(const LessonFocus& focus)
{
    const LoadedReport* source = shown();
    if (!source)
        return false;
    searchEdit_->clear();
    const std::optional<std::uint32_t> tile = focus.tile || focus.worstTile ? document().selectedTile() : std::nullopt;
    setSource(tile ? LivenessSource::tile(*tile) : LivenessSource::allTiles());
    plot_->showAllSteps();
    std::optional<std::size_t> step;
    if (focus.step)
        step = std::size_t(*focus.step);
    else if (!tile && source->summary.peakStep >= 0)
        step = std::size_t(source->summary.peakStep);
    else if (tile && sourceSeries_ && source_ == LivenessSource::tile(*tile))
        step = sourceSeries_->peakStep();
    // A series still being built selects it when it arrives (applySeries), the tile's peak when none.
    selectedStep_ = step;
    if (step && sourceSeries_ && !seriesJobs_.isRunning())
        selectStep(*step);
    return true;
}

void LivenessView::resetZoom()
{
    plot_->showAllSteps();
}

} // namespace tilescope::gui
