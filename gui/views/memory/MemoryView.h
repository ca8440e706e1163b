#pragma once
// The Memory view: every tile's memory as stacked bars by category against the tile's memory
// (the max-memory line), a map of the chip, and the breakdown of the selected tiles. The user
// finds the out-of-memory tiles here, or the tightest tile and its room to spare, and picks the tile
// the Liveness and Regions views follow.
// With a target report, the bars are the headline report's (after a re-simulation, the newer one),
// the per-tile difference (target - source) is drawn below them and the breakdown gains source,
// target and difference columns.

#include "views/memory/TileMemorySeries.h"
#include "widgets/ReportView.h"

#include <memory>
#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;
class QToolButton;

namespace tilescope::gui {

class ChipMapWidget;
class TileInsideTabs;
class TileBreakdownModel;
class TileMemoryPlot;

class MemoryView : public ReportView {
    Q_OBJECT
public:
    explicit MemoryView(ReportDocument& document, QWidget* parent = nullptr);

    QString viewId() const override { return QStringLiteral("memory"); }
    QString title() const override { return tr("Memory"); }
    bool canZoom() const override { return true; }
    void zoomBy(double factor) override;
    void resetZoom() override;

    /// The tiles whose breakdown is shown, sorted.
    const std::vector<std::uint32_t>& selectedTiles() const { return selection_; }
    /// Selects `tiles`; `current` (or the first) becomes the document's selected tile.
    void selectTiles(std::vector<std::uint32_t> tiles, std::optional<std::uint32_t> current = std::nullopt);
    void selectWorstTile();

    const TileMemorySeries& series() const { return series_; }
    TileMemoryPlot* plot() const { return plot_; }
    ChipMapWidget* chipMap() const { return chipMap_; }
    TileBreakdownModel* breakdownModel() const { return breakdownModel_; }
    /// A memory category: the selected tile's (else the worst tile's) breakdown, its row marked.
    bool showFocus(const LessonFocus& focus) override;
    QComboBox* ipuChooser() const { return ipuChooser_; }
    QComboBox* orderChooser() const { return orderChooser_; }
    QCheckBox* gapsToggle() const { return gapsToggle_; }
    QCheckBox* scaleToggle() const { return scaleToggle_; }
    QLineEdit* tileListEdit() const { return tileListEdit_; }
    QPushButton* worstTileButton() const { return worstTileButton_; }
    QLabel* outOfMemoryLabel() const { return outOfMemoryLabel_; }
    /// The tightest tile of the shown IPU(s) and its room to spare, when they fit (not comparing).
    QLabel* roomLabel() const { return roomLabel_; }
    QLabel* comparisonLabel() const { return comparisonLabel_; }

protected:
    void showDocument() override;
    void retranslateUi() override;
    void rewordDocument() override;

private:
    void configureSeries();
    void fillIpuChooser();
    void showSelection();
    void showOutOfMemoryTiles();
    void showRoomToSpare();
    void showComparison();
    void onTileClicked(std::uint32_t tile, bool add);
    void onPositionsBoxed(std::size_t first, std::size_t last, bool add);
    void onTileListEdited();
    void followDocumentTile();
    /// The selected tile's inside, in the tabs beside the breakdown.
    void showTileInside();
    void showIpuOf(std::uint32_t tile);

    TileMemorySeries series_;         // the headline report's tiles, drawn
    TileMemorySeries comparedSeries_; // comparing: the other report's tiles, configured alike
    std::shared_ptr<const TileMemoryStacks> shownStacks_;    // of the headline report
    std::shared_ptr<const TileMemoryStacks> comparedStacks_; // of the other one
    /// The stacks of the document's source and target, in that order.
    std::pair<std::shared_ptr<const TileMemoryStacks>, std::shared_ptr<const TileMemoryStacks>> stacksInOrder() const;
    bool sameTarget_ = true;
    bool sameModel_ = true;
    std::vector<std::uint32_t> selection_;
    bool previewingWorstTile_ = false; // nothing selected yet: the worst tile is shown

    QLabel* ipuLabel_ = nullptr;
    QLabel* orderLabel_ = nullptr;
    QLabel* tilesLabel_ = nullptr;
    QToolButton* exportButton_ = nullptr;
    QComboBox* ipuChooser_;
    QComboBox* orderChooser_;
    QCheckBox* gapsToggle_;
    QCheckBox* scaleToggle_;
    QLineEdit* tileListEdit_;
    QPushButton* worstTileButton_;
    QPushButton* outOfMemoryButton_;
    QLabel* outOfMemoryLabel_;
    QLabel* roomLabel_;
    QLabel* comparisonLabel_;
    QLabel* tileListError_;
    TileMemoryPlot* plot_;
    ChipMapWidget* chipMap_;
    QGroupBox* chipMapBox_;
    QGroupBox* breakdownBox_;
    TileInsideTabs* tileTabs_ = nullptr; // the selected tile: its breakdown, variables, compute sets, exchanges
    TileBreakdownModel* breakdownModel_;
    QTableView* breakdownTable_;
    QLabel* breakdownNote_;
};

} // namespace tilescope::gui
