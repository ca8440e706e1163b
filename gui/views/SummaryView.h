#pragma once
// The first page of a report: does it fit, where does the memory go, which tiles are worst, what
// was it compiled with and how fast it runs. With a target report, figures gain target and
// difference columns.

#include "views/ReportView.h"

class QGroupBox;
class QListWidget;
class QTableView;

namespace tilescope::gui {

class CategoryTableModel;
class FitBanner;
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

    const FitBanner* banner() const { return banner_; }
    const QListWidget* warnings() const { return warningList_; }
    const CategoryTableModel* categoryModel() const { return categoryModel_; }
    const WorstTilesModel* worstTilesModel() const { return worstTilesModel_; }
    const IpuTableModel* ipuModel() const { return ipuModel_; }
    const KeyValueModel* memoryModel() const { return memoryModel_; }
    const KeyValueModel* executionModel() const { return executionModel_; }
    const QTableView* worstTilesTable() const { return worstTilesTable_; }
    const PlannerFallbacksModel* plannerFallbacksModel() const { return fallbacksModel_; }
    const HalfPrecisionModel* halfPrecisionModel() const { return halfPrecisionModel_; }
    const QGroupBox* plannerFallbacksBox() const { return fallbacksBox_; }
    const QTableView* halfPrecisionTable() const { return halfPrecisionTable_; }

protected:
    void showDocument() override;

private:
    QGroupBox* section(const QString& title, QWidget* content);
    void showSelectedTile();

    FitBanner* banner_;
    QGroupBox* warningBox_ = nullptr;
    QListWidget* warningList_;
    KeyValueModel* programModel_;
    KeyValueModel* memoryModel_;
    KeyValueModel* executionModel_;
    CategoryTableModel* categoryModel_;
    WorstTilesModel* worstTilesModel_;
    IpuTableModel* ipuModel_;
    KeyValueModel* optionsModel_;
    KeyValueModel* engineOptionsModel_;
    TileHistogramPlot* histogram_;
    QTableView* worstTilesTable_ = nullptr;
    QGroupBox* worstTilesBox_ = nullptr;
    QGroupBox* histogramBox_ = nullptr;
    PlannerFallbacksModel* fallbacksModel_;
    QGroupBox* fallbacksBox_ = nullptr;
    HalfPrecisionModel* halfPrecisionModel_;
    QGroupBox* halfPrecisionBox_ = nullptr;
    QTableView* halfPrecisionTable_ = nullptr;
    QTableView* fallbacksTable_ = nullptr;
};

} // namespace tilescope::gui
