#include "views/SummaryView.h"

#include "app/ReportDocument.h"
#include "models/CategoryTableModel.h"
#include "models/HalfPrecisionModel.h"
#include "models/IpuTableModel.h"
#include "models/KeyValueModel.h"
#include "models/PlannerFallbacksModel.h"
#include "models/SummaryRows.h"
#include "models/TileHistogram.h"
#include "models/WorstTilesModel.h"
#include "plot/TileHistogramPlot.h"
#include "views/FitBanner.h"
#include "views/FittedTableView.h"

#include <QGridLayout>
#include <QHeaderView>
#include <QGroupBox>
#include <QLabel>
#include <QListWidget>
#include <QScrollArea>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>

namespace tilescope::gui {
namespace {

FittedTableView* tableOf(QAbstractItemModel* model, QWidget* parent)
{
    auto* table = new FittedTableView(parent);
    table->setModel(model);
    return table;
}

} // namespace

SummaryView::SummaryView(ReportDocument& document, QWidget* parent)
    : ReportView(document, parent),
      banner_(new FitBanner(this)),
      warningList_(new QListWidget(this)),
      programModel_(new KeyValueModel(this)),
      memoryModel_(new KeyValueModel(this)),
      executionModel_(new KeyValueModel(this)),
      categoryModel_(new CategoryTableModel(this)),
      worstTilesModel_(new WorstTilesModel(this)),
      ipuModel_(new IpuTableModel(this)),
      optionsModel_(new KeyValueModel(this)),
      engineOptionsModel_(new KeyValueModel(this)),
      histogram_(new TileHistogramPlot(this)),
      fallbacksModel_(new PlannerFallbacksModel(this)),
      halfPrecisionModel_(new HalfPrecisionModel(this))
{
    auto* page = new QWidget;
    auto* grid = new QGridLayout(page);
    grid->setContentsMargins(12, 12, 12, 12);
    grid->setHorizontalSpacing(12);
    grid->setVerticalSpacing(12);

    warningList_->setWordWrap(true);
    warningList_->setSelectionMode(QAbstractItemView::NoSelection);
    warningList_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    warningBox_ = section(QString(), warningList_);

    auto* left = new QVBoxLayout;
    left->addWidget(section(tr("Memory"), tableOf(memoryModel_, this)));
    left->addWidget(section(tr("Operations and execution"), tableOf(executionModel_, this)));
    left->addWidget(section(tr("Program and target"), tableOf(programModel_, this)));
    left->addStretch(1);

    auto* right = new QVBoxLayout;
    right->addWidget(section(tr("Memory by category"), tableOf(categoryModel_, this)));
    worstTilesTable_ = tableOf(worstTilesModel_, this);
    worstTilesBox_ = section(tr("Worst tiles"), worstTilesTable_);
    right->addWidget(worstTilesBox_);
    histogramBox_ = section(tr("Tiles by memory used"), histogram_);
    right->addWidget(histogramBox_);
    right->addWidget(section(tr("IPUs"), tableOf(ipuModel_, this)));
    right->addStretch(1);

    // Insights: what the report itself suggests trying next.
    auto* fallbacks = new QWidget(this);
    auto* fallbacksLayout = new QVBoxLayout(fallbacks);
    fallbacksLayout->setContentsMargins(0, 0, 0, 0);
    auto* fallbacksText = new QLabel(
        tr("The convolution planner found no plan within these operations' available memory proportion and "
           "chose the plan using the least temporary memory instead, whatever its speed (Poplar's log says "
           "“convolution planner unable to meet memory target”). Lowering the proportion further changes "
           "nothing for them; such plans often put their operands on few tiles."),
        fallbacks);
    fallbacksText->setWordWrap(true);
    fallbacksLayout->addWidget(fallbacksText);
    fallbacksTable_ = tableOf(fallbacksModel_, this);
    // A long list scrolls within its box rather than stretching the page.
    fallbacksTable_->setMaximumHeight(12 * fallbacksTable_->verticalHeader()->defaultSectionSize());
    fallbacksTable_->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    fallbacksLayout->addWidget(fallbacksTable_);
    fallbacksBox_ = section(QString(), fallbacks);
    halfPrecisionTable_ = tableOf(halfPrecisionModel_, this);
    halfPrecisionBox_ = section(tr("Could be half precision"), halfPrecisionTable_);


    grid->addWidget(banner_, 0, 0, 1, 2);
    grid->addWidget(warningBox_, 1, 0, 1, 2);
    grid->addLayout(left, 2, 0);
    grid->addLayout(right, 2, 1);
    // Full width, one above the other: side by side their widths would add up past the window.
    grid->addWidget(fallbacksBox_, 3, 0, 1, 2);
    grid->addWidget(halfPrecisionBox_, 4, 0, 1, 2);
    grid->addWidget(section(tr("Options"), tableOf(optionsModel_, this)), 5, 0, Qt::AlignTop);
    grid->addWidget(section(tr("Engine options"), tableOf(engineOptionsModel_, this)), 5, 1, Qt::AlignTop);
    grid->setColumnStretch(0, 2);
    grid->setColumnStretch(1, 3);
    grid->setRowStretch(6, 1);

    auto* scroll = new QScrollArea(this);
    scroll->setWidget(page);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);

    connect(&document, &ReportDocument::selectedTileChanged, this, &SummaryView::showSelectedTile);
    showDocument();
}

// The tile singled out elsewhere (--tile, later the Memory view) is highlighted when it is among
// the worst.
void SummaryView::showSelectedTile()
{
    worstTilesTable_->clearSelection();
    const std::optional<std::uint32_t> tile = document().selectedTile();
    if (!tile)
        return;
    for (int row = 0; row < worstTilesModel_->rowCount(); ++row) {
        const QModelIndex index = worstTilesModel_->index(row, WorstTilesModel::TileColumn);
        if (index.data(WorstTilesModel::RawValueRole).toUInt() == *tile) {
            worstTilesTable_->selectRow(row);
            return;
        }
    }
}

QGroupBox* SummaryView::section(const QString& title, QWidget* content)
{
    auto* box = new QGroupBox(title, this);
    auto* layout = new QVBoxLayout(box);
    layout->addWidget(content);
    return box;
}

void SummaryView::showDocument()
{
    const LoadedReport* source = document().source();
    const LoadedReport* target = document().target();
    const ReportSummary* sourceSummary = source ? &source->summary : nullptr;
    const ReportSummary* targetSummary = target ? &target->summary : nullptr;
    const Report* targetReport = target ? &target->report : nullptr;
    const bool comparing = target != nullptr;

    banner_->setSummaries(sourceSummary, targetSummary);
    categoryModel_->setSummaries(sourceSummary, targetSummary);
    worstTilesModel_->setSummary(sourceSummary);
    ipuModel_->setSummary(sourceSummary);
    if (!source) {
        for (KeyValueModel* model : {programModel_, memoryModel_, executionModel_, optionsModel_, engineOptionsModel_})
            model->clear();
        warningList_->clear();
        warningBox_->hide();
        histogram_->setHistogram({});
        fallbacksModel_->setReport(nullptr);
        halfPrecisionModel_->setReport(nullptr);
        fallbacksBox_->hide();
        halfPrecisionBox_->hide();
        return;
    }
    fallbacksModel_->setReport(&source->report);
    halfPrecisionModel_->setReport(&source->report);
    fallbacksBox_->setTitle(comparing ? tr("Planned for minimum memory (source): %n operation(s)", nullptr,
                                           fallbacksModel_->rowCount())
                                      : tr("Planned for minimum memory: %n operation(s)", nullptr,
                                           fallbacksModel_->rowCount()));
    fallbacksBox_->setVisible(fallbacksModel_->rowCount() > 0);
    halfPrecisionBox_->setTitle(comparing ? tr("Could be half precision (source)") : tr("Could be half precision"));
    halfPrecisionBox_->setVisible(halfPrecisionModel_->rowCount() > 0);
    // Their models changed while the boxes were hidden, when Qt ignores size changes: ask again.
    fallbacksTable_->updateGeometry();
    halfPrecisionTable_->updateGeometry();
    programModel_->setRows(SummaryRows::program(source->report, targetReport), comparing);
    memoryModel_->setRows(SummaryRows::memory(*sourceSummary, targetSummary), comparing);
    executionModel_->setRows(SummaryRows::execution(source->report, *sourceSummary, targetReport, targetSummary),
                             comparing);
    optionsModel_->setRows(SummaryRows::options(source->report.options, target ? &target->report.options : nullptr),
                           comparing);
    engineOptionsModel_->setRows(
        SummaryRows::options(source->report.engineOptions, target ? &target->report.engineOptions : nullptr),
        comparing);
    histogram_->setHistogram(tileHistogram(source->report));
    // With a target, the per-tile sections still describe the source: say so.
    worstTilesBox_->setTitle(comparing ? tr("Worst tiles (source)") : tr("Worst tiles"));
    histogramBox_->setTitle(comparing ? tr("Tiles by memory used (source)") : tr("Tiles by memory used"));

    warningList_->clear();
    const QIcon warningIcon = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    // The planner repeats its warning for every operation it affects: list each text once, counted.
    std::vector<std::pair<std::string, int>> distinct;
    for (const std::string& warning : sourceSummary->warnings) {
        auto it = std::find_if(distinct.begin(), distinct.end(), [&](const auto& d) { return d.first == warning; });
        if (it == distinct.end())
            distinct.emplace_back(warning, 1);
        else
            ++it->second;
    }
    for (const auto& [warning, count] : distinct) {
        const QString text = QString::fromStdString(warning);
        warningList_->addItem(new QListWidgetItem(
            warningIcon, count > 1 ? tr("%1 (%n operation(s))", nullptr, count).arg(text) : text));
    }
    // As tall as the warnings, up to five lines; more scroll.
    const int shownRows = std::min(warningList_->count(), 5);
    warningList_->setFixedHeight(shownRows * std::max(warningList_->sizeHintForRow(0), 1)
                                 + 2 * warningList_->frameWidth());
    warningBox_->setTitle(tr("Warnings (%n)", nullptr, int(sourceSummary->warnings.size())));
    warningBox_->setVisible(!sourceSummary->warnings.empty());
    showSelectedTile();
}

} // namespace tilescope::gui
