#pragma once
// The first page of a report: does it fit, where does the memory go, which tiles are worst, what
// was it compiled with and how fast it runs. With a target report, figures gain target and
// difference columns headed with the files' names, and the sections about one report's tiles or
// variables (worst tiles, histogram, IPUs, insights) show each report. The two columns of
// sections stand side by side when the page is wide enough for both, else one above the other,
// so that the page never scrolls sideways.

#include "widgets/ReportView.h"

#include <array>
#include <utility>
#include <vector>

class QBoxLayout;
class QGroupBox;
class QLabel;
class QListWidget;
class QScrollArea;
class QTableView;

namespace tilescope::gui {

class CategoryTableModel;
struct LoadedReport;
class FitBanner;
class FittedTableView;
class HalfPrecisionModel;
class IpuTableModel;
class KeyValueModel;
class PlannerFallbacksModel;
class TileHistogramPlot;
class WorstTilesModel;

class SummaryView : public ReportView {
    Q_OBJECT
public:
    explicit SummaryView(ReportDocument& document, QWidget* parent = nullptr);

    QString viewId() const override { return QStringLiteral("summary"); }
    QString title() const override { return tr("Summary"); }

    /// The reports of a comparison.
    enum Side { Source, Target };

    const FitBanner* banner() const { return banner_; }
    const QListWidget* warnings() const { return warningList_; }
    const CategoryTableModel* categoryModel() const { return categoryModel_; }
    const WorstTilesModel* worstTilesModel(Side side = Source) const { return worstTiles_[side].model; }
    const IpuTableModel* ipuModel(Side side = Source) const { return ipus_[side].model; }
    const KeyValueModel* memoryModel() const { return memoryModel_; }
    const KeyValueModel* executionModel() const { return executionModel_; }
    const QTableView* worstTilesTable(Side side = Source) const;
    const PlannerFallbacksModel* plannerFallbacksModel(Side side = Source) const { return fallbacks_[side].model; }
    const HalfPrecisionModel* halfPrecisionModel(Side side = Source) const { return halfPrecision_[side].model; }
    const QGroupBox* plannerFallbacksBox(Side side = Source) const { return fallbacks_[side].box; }
    const QGroupBox* halfPrecisionBox(Side side = Source) const { return halfPrecision_[side].box; }
    const QGroupBox* worstTilesBox(Side side = Source) const { return worstTiles_[side].box; }
    const QGroupBox* ipuBox(Side side = Source) const { return ipus_[side].box; }
    const QTableView* halfPrecisionTable() const;
    const TileHistogramPlot* histogram() const { return histogram_; }
    /// True when the two columns of sections stand side by side.
    bool showsColumnsSideBySide() const;

protected:
    void showDocument() override;
    void retranslateUi() override;
    void rewordDocument() override;
    void resizeEvent(QResizeEvent* event) override;

signals:
    /// The banner's "Find a configuration that fits" was pressed; the window opens the advisor
    /// (gui/simulate), which a view may not include.
    void findFitRequested();

private:
    /// A section about one report: its box, table and model.
    template <class Model>
    struct Section {
        QGroupBox* box = nullptr;
        FittedTableView* table = nullptr;
        Model* model = nullptr;
    };
    template <class Model>
    Section<Model> reportSection(Model* model);
    QGroupBox* section(const QString& title, QWidget* content);
    /// A section whose title is `title` (QT_TR_NOOP) in the language of the moment.
    QGroupBox* titled(const char* title, QWidget* content);
    QWidget* fallbacksSection(Section<PlannerFallbacksModel>& section);
    void showReportSections(const LoadedReport* report, Side side, bool comparing);
    void showSelectedTile();
    void arrangeColumns();

    FitBanner* banner_;
    QGroupBox* warningBox_ = nullptr;
    QListWidget* warningList_;
    KeyValueModel* programModel_;
    KeyValueModel* memoryModel_;
    KeyValueModel* executionModel_;
    CategoryTableModel* categoryModel_;
    KeyValueModel* optionsModel_;
    KeyValueModel* engineOptionsModel_;
    TileHistogramPlot* histogram_;
    QGroupBox* histogramBox_ = nullptr;
    std::array<Section<WorstTilesModel>, 2> worstTiles_;
    std::array<Section<IpuTableModel>, 2> ipus_;
    std::array<Section<PlannerFallbacksModel>, 2> fallbacks_;
    std::array<Section<HalfPrecisionModel>, 2> halfPrecision_;
    QScrollArea* scroll_ = nullptr;
    QWidget* leftColumn_ = nullptr;
    QWidget* rightColumn_ = nullptr;
    QBoxLayout* columns_ = nullptr;
    QBoxLayout* optionColumns_ = nullptr;
    std::vector<std::pair<QGroupBox*, const char*>> titledSections_;
    std::vector<QLabel*> fallbacksTexts_;
};

} // namespace tilescope::gui
