#include "views/summary/SummaryView.h"

#include "document/ReportDocument.h"
#include "models/CategoryTableModel.h"
#include "models/KeyValueModel.h"
#include "models/QtText.h"
#include "models/ReportNames.h"
#include "simulation/Simulation.h"
#include "views/summary/FitBanner.h"
#include "views/summary/HalfPrecisionModel.h"
#include "views/summary/IpuTableModel.h"
#include "views/summary/PlannerFallbacksModel.h"
#include "views/summary/SummaryRows.h"
#include "views/summary/TileHistogram.h"
#include "views/summary/TileHistogramPlot.h"
#include "views/summary/WorstTilesModel.h"

#include "widgets/FittedTableView.h"

#include <QBoxLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>

#include <algorithm>

namespace tilescope::gui {
namespace {

constexpr int kMargin = 12;

FittedTableView* tableOf(QAbstractItemModel* model, QWidget* parent)
{
    auto* table = new FittedTableView(parent);
    table->setModel(model);
    return table;
}

QWidget* column(QWidget* parent, std::initializer_list<QWidget*> sections)
{
    auto* widget = new QWidget(parent);
    auto* layout = new QVBoxLayout(widget);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(kMargin);
    for (QWidget* section : sections)
        layout->addWidget(section);
    layout->addStretch(1);
    return widget;
}

} // namespace

template <class Model>
SummaryView::Section<Model> SummaryView::reportSection(Model* model)
{
    Section<Model> s;
    s.model = model;
    s.table = tableOf(model, this);
    s.box = section(QString(), s.table);
    return s;
}

SummaryView::SummaryView(ReportDocument& document, QWidget* parent)
    : ReportView(document, parent),
      banner_(new FitBanner(this)),
      warningList_(new QListWidget(this)),
      programModel_(new KeyValueModel(this)),
      memoryModel_(new KeyValueModel(this)),
      executionModel_(new KeyValueModel(this)),
      categoryModel_(new CategoryTableModel(this)),
      optionsModel_(new KeyValueModel(this)),
      engineOptionsModel_(new KeyValueModel(this)),
      histogram_(new TileHistogramPlot(this))
{
    for (int side : {Source, Target}) {
        worstTiles_[side] = reportSection(new WorstTilesModel(this));
        ipus_[side] = reportSection(new IpuTableModel(this));
        fallbacks_[side].model = new PlannerFallbacksModel(this); // its box also explains: fallbacksSection()
        fallbacks_[side].table = tableOf(fallbacks_[side].model, this);
        halfPrecision_[side] = reportSection(new HalfPrecisionModel(this));
    }
    auto* page = new QWidget;
    auto* grid = new QGridLayout(page);
    grid->setContentsMargins(kMargin, kMargin, kMargin, kMargin);
    grid->setHorizontalSpacing(kMargin);
    grid->setVerticalSpacing(kMargin);

    warningList_->setWordWrap(true);
    warningList_->setSelectionMode(QAbstractItemView::NoSelection);
    warningList_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    warningBox_ = section(QString(), warningList_);

    leftColumn_ = column(page, {titled(QT_TR_NOOP("Memory"), tableOf(memoryModel_, this)),
                                titled(QT_TR_NOOP("Operations and execution"), tableOf(executionModel_, this)),
                                titled(QT_TR_NOOP("Program and target"), tableOf(programModel_, this))});
    histogramBox_ = section(QString(), histogram_);
    rightColumn_ = column(page, {titled(QT_TR_NOOP("Memory by category"), tableOf(categoryModel_, this)),
                                 worstTiles_[Source].box, worstTiles_[Target].box, histogramBox_, ipus_[Source].box,
                                 ipus_[Target].box});
    columns_ = new QBoxLayout(QBoxLayout::LeftToRight);
    columns_->setSpacing(kMargin);
    columns_->addWidget(leftColumn_, 2);
    columns_->addWidget(rightColumn_, 3);
    optionColumns_ = new QBoxLayout(QBoxLayout::LeftToRight);
    optionColumns_->setSpacing(kMargin);
    optionColumns_->addWidget(titled(QT_TR_NOOP("Options"), tableOf(optionsModel_, this)), 1, Qt::AlignTop);
    optionColumns_->addWidget(titled(QT_TR_NOOP("Engine options"), tableOf(engineOptionsModel_, this)), 1,
                              Qt::AlignTop);

    grid->addWidget(banner_, 0, 0);
    connect(banner_, &FitBanner::findFitRequested, this, &SummaryView::findFitRequested);
    grid->addWidget(warningBox_, 1, 0);
    grid->addLayout(columns_, 2, 0);
    // Full width, one above the other: side by side their widths would add up past the window.
    int row = 3;
    for (int side : {Source, Target})
        grid->addWidget(fallbacksSection(fallbacks_[side]), row++, 0);
    for (int side : {Source, Target})
        grid->addWidget(halfPrecision_[side].box, row++, 0);
    grid->addLayout(optionColumns_, row++, 0);
    grid->setRowStretch(row, 1);

    scroll_ = new QScrollArea(this);
    scroll_->setWidget(page);
    scroll_->setWidgetResizable(true);
    scroll_->setFrameShape(QFrame::NoFrame);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll_);

    followDocument(&ReportDocument::selectedTileChanged, &SummaryView::showSelectedTile);
    retranslateUi();
    showDocument();
}

void SummaryView::retranslateUi()
{
    for (const auto& [box, title] : titledSections_)
        box->setTitle(tr(title));
    for (QLabel* text : fallbacksTexts_)
        text->setText(tr("The convolution planner found no plan within these operations' available memory proportion "
                         "and chose the plan using the least temporary memory instead, whatever its speed (Poplar's "
                         "log says “convolution planner unable to meet memory target”). Lowering the proportion "
                         "further changes nothing for them; such plans often put their operands on few tiles."));
}

// The page holds no place of the user's but the selected tile, which showDocument() keeps.
void SummaryView::rewordDocument() { showDocument(); }

QGroupBox* SummaryView::titled(const char* title, QWidget* content)
{
    QGroupBox* box = section(QString(), content);
    titledSections_.emplace_back(box, title);
    return box;
}

// Insights: what the report itself suggests trying next.
QWidget* SummaryView::fallbacksSection(Section<PlannerFallbacksModel>& s)
{
    auto* content = new QWidget(this);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* text = new QLabel(content);
    text->setWordWrap(true);
    fallbacksTexts_.push_back(text);
    layout->addWidget(text);
    // A long list scrolls within its box rather than stretching the page.
    s.table->setMaximumHeight(12 * s.table->verticalHeader()->defaultSectionSize());
    s.table->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    layout->addWidget(s.table);
    s.box = section(QString(), content);
    return s.box;
}

const QTableView* SummaryView::worstTilesTable(Side side) const { return worstTiles_[side].table; }

const QTableView* SummaryView::halfPrecisionTable() const { return halfPrecision_[Source].table; }

bool SummaryView::showsColumnsSideBySide() const { return columns_->direction() == QBoxLayout::LeftToRight; }

// Side by side when both columns fit the page's width, else one above the other: a page that
// scrolls sideways hides half of every table.
void SummaryView::arrangeColumns()
{
    const int room = width() - 2 * kMargin - scroll_->verticalScrollBar()->sizeHint().width();
    // Side by side only when every table of both columns is whole: a table can narrow further (its
    // long texts elided, its columns scrolled), which one column above the other spares it.
    const auto fits = [&](QLayout* layout) {
        int needed = 0;
        for (int i = 0; i < layout->count(); ++i)
            if (QWidget* widget = layout->itemAt(i)->widget())
                needed += std::max(widget->sizeHint().width(), widget->minimumSizeHint().width()) + kMargin;
        return needed - kMargin <= room;
    };
    for (QBoxLayout* layout : {columns_, optionColumns_}) {
        const auto direction = fits(layout) ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
        if (layout->direction() != direction)
            layout->setDirection(direction);
    }
}

void SummaryView::resizeEvent(QResizeEvent* event)
{
    ReportView::resizeEvent(event);
    arrangeColumns();
}

// The tile singled out elsewhere (--tile, later the Memory view) is highlighted when it is among
// the worst.
void SummaryView::showSelectedTile()
{
    QTableView* table = worstTiles_[Source].table;
    table->clearSelection();
    const std::optional<std::uint32_t> tile = document().selectedTile();
    if (!tile)
        return;
    const WorstTilesModel* model = worstTiles_[Source].model;
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, WorstTilesModel::TileColumn);
        if (index.data(WorstTilesModel::RawValueRole).toUInt() == *tile) {
            table->selectRow(row);
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

// The sections about one report's tiles and variables, titled with its file when comparing.
void SummaryView::showReportSections(const LoadedReport* report, Side side, bool comparing)
{
    const ReportSummary* summary = report ? &report->summary : nullptr;
    worstTiles_[side].model->setSummary(summary);
    ipus_[side].model->setSummary(summary);
    fallbacks_[side].model->setReport(report ? &report->report : nullptr);
    halfPrecision_[side].model->setReport(report ? &report->report : nullptr);
    const QString name = document().nameOf(report);
    const auto titled = [&](const QString& title) {
        return comparing ? (side == Source ? tr("%1 (source: %2)") : tr("%1 (target: %2)")).arg(title, name) : title;
    };
    worstTiles_[side].box->setTitle(titled(tr("Worst tiles")));
    ipus_[side].box->setTitle(titled(tr("IPUs")));
    const int fallbacks = fallbacks_[side].model->rowCount();
    fallbacks_[side].box->setTitle(titled(tr("Planned for minimum memory: %n operation(s)", nullptr, fallbacks)));
    halfPrecision_[side].box->setTitle(titled(tr("Could be half precision")));
    worstTiles_[side].box->setVisible(report != nullptr);
    ipus_[side].box->setVisible(report != nullptr);
    fallbacks_[side].box->setVisible(fallbacks > 0);
    halfPrecision_[side].box->setVisible(halfPrecision_[side].model->rowCount() > 0);
    // Their models changed while the boxes were hidden, when Qt ignores size changes: ask again.
    fallbacks_[side].table->updateGeometry();
    halfPrecision_[side].table->updateGeometry();
}

void SummaryView::showDocument()
{
    const LoadedReport* source = document().source();
    const LoadedReport* target = document().target();
    const ReportSummary* sourceSummary = source ? &source->summary : nullptr;
    const ReportSummary* targetSummary = target ? &target->summary : nullptr;
    const Report* targetReport = target ? &target->report : nullptr;
    const bool comparing = target != nullptr;

    // The verdict, the largest tile and the warnings are the headline report's: after a
    // re-simulation, the newer one's.
    const LoadedReport* headline = document().headlineReport();
    const LoadedReport* compared = document().comparedReport();
    banner_->setSummaries(headline ? &headline->summary : nullptr, compared ? &compared->summary : nullptr,
                          document().nameOf(headline), document().nameOf(compared),
                          compared == source ? FitBanner::Other::Source : FitBanner::Other::Target);
    banner_->setAdvisable(headline && headline->report.options.count(kCommandOption) > 0);
    categoryModel_->setSummaries(sourceSummary, targetSummary);
    const ReportNames names = reportNames();
    categoryModel_->setReportNames(names);
    for (KeyValueModel* model : {programModel_, memoryModel_, executionModel_, optionsModel_, engineOptionsModel_})
        model->setReportNames(names);
    showReportSections(source, Source, comparing);
    showReportSections(target, Target, comparing);
    if (!source) {
        for (KeyValueModel* model : {programModel_, memoryModel_, executionModel_, optionsModel_, engineOptionsModel_})
            model->clear();
        warningList_->clear();
        warningBox_->hide();
        histogram_->setHistograms({});
        arrangeColumns();
        return;
    }
    programModel_->setRows(SummaryRows::program(source->report, targetReport), comparing);
    memoryModel_->setRows(SummaryRows::memory(*sourceSummary, targetSummary), comparing);
    executionModel_->setRows(SummaryRows::execution(source->report, *sourceSummary, targetReport, targetSummary),
                             comparing);
    optionsModel_->setRows(SummaryRows::options(source->report.options, target ? &target->report.options : nullptr),
                           comparing);
    engineOptionsModel_->setRows(
        SummaryRows::options(source->report.engineOptions, target ? &target->report.engineOptions : nullptr),
        comparing);
    // Compared, both histograms on the same bins.
    const TileHistogram sourceHistogram = tileHistogram(source->report);
    if (target) {
        const TileHistogram targetHistogram = tileHistogram(target->report);
        const std::uint64_t range = std::max({sourceHistogram.maxTileBytes, sourceHistogram.capacityBytes,
                                              targetHistogram.maxTileBytes, targetHistogram.capacityBytes});
        histogram_->setHistograms(tileHistogram(source->report, 48, range), tileHistogram(target->report, 48, range),
                                  names.source, names.target);
    } else {
        histogram_->setHistograms(sourceHistogram);
    }
    histogramBox_->setTitle(tr("Tiles by memory used"));

    warningList_->clear();
    const QIcon warningIcon = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    // The planner repeats its warning for every operation it affects: list each text once, counted.
    std::vector<std::pair<std::string, int>> distinct;
    const ReportSummary& headlineSummary = headline->summary;
    for (const std::string& warning : headlineSummary.warnings) {
        auto it = std::find_if(distinct.begin(), distinct.end(), [&](const auto& d) { return d.first == warning; });
        if (it == distinct.end())
            distinct.emplace_back(warning, 1);
        else
            ++it->second;
    }
    for (const auto& [warning, count] : distinct) {
        const QString text = qtText(warning);
        warningList_->addItem(new QListWidgetItem(
            warningIcon, count > 1 ? tr("%1 (%n operation(s))", nullptr, count).arg(text) : text));
    }
    // As tall as the warnings, up to five lines; more scroll.
    const int shownRows = std::min(warningList_->count(), 5);
    warningList_->setFixedHeight(shownRows * std::max(warningList_->sizeHintForRow(0), 1)
                                 + 2 * warningList_->frameWidth());
    warningBox_->setTitle(compared ? tr("Warnings of %1 (%n)", nullptr, int(headlineSummary.warnings.size()))
                                         .arg(document().nameOf(headline))
                                   : tr("Warnings (%n)", nullptr, int(headlineSummary.warnings.size())));
    warningBox_->setVisible(!headlineSummary.warnings.empty());
    showSelectedTile();
    arrangeColumns();
    if (keepsPlace()) {
        // Re-simulated reports keep the page where it was read, once the sections that came or went
        // with the comparison are laid out.
        QScrollBar* scrollBar = scroll_->verticalScrollBar();
        QMetaObject::invokeMethod(
            scrollBar, [scrollBar, value = scrollBar->value()] { scrollBar->setValue(value); }, Qt::QueuedConnection);
    }
}

} // namespace tilescope::gui
