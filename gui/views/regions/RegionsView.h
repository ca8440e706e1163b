#pragma once
// The memory region report (the seed's Fig. 2.7): one tile's address space with every code block,
// variable and gap at its offset, the interleaved region, the tile's end and what overflows past
// it; a table of the blocks and the tile's totals. The tile is the document's selected tile (the
// worst one until the user picks another). With a target report, the same tile of both is shown,
// source above target on one address scale, so addresses line up.

#include "report/TileMemoryMap.h"
#include "widgets/ReportView.h"

#include <cstdint>
#include <optional>
#include <vector>

class QAction;
class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QSpinBox;
class QSplitter;
class QTableView;
class QToolButton;

namespace tilescope::gui {

class KeyValueModel;
class RegionsPlot;
class TileBlocksModel;

class RegionsView : public ReportView {
    Q_OBJECT
public:
    explicit RegionsView(ReportDocument& document, QWidget* parent = nullptr);

    QString viewId() const override { return QStringLiteral("regions"); }
    QString title() const override { return tr("Regions"); }
    bool canZoom() const override { return true; }
    void zoomBy(double factor) override;
    void resetZoom() override;
    bool showFocus(const LessonFocus& focus) override;

    /// The tile shown: the document's selected tile, else the source's worst tile.
    std::optional<std::uint32_t> shownTile() const;

    RegionsPlot* sourcePlot() const { return sourcePlot_; }
    RegionsPlot* targetPlot() const { return targetPlot_; }
    TileBlocksModel* sourceBlocks() const { return sourceBlocks_; }
    TileBlocksModel* targetBlocks() const { return targetBlocks_; }
    QTableView* sourceTable() const { return sourceTable_; }
    QTableView* targetTable() const { return targetTable_; }
    KeyValueModel* totalsModel() const { return totalsModel_; }
    QSpinBox* tileSpinBox() const { return tileSpin_; }
    QPushButton* worstTileButton() const { return worstTileButton_; }
    QLabel* statusLabel() const { return status_; }
    QLabel* notesLabel() const { return notes_; }

protected:
    void showDocument() override;
    void retranslateUi() override;
    void rewordDocument() override;

private:
    /// A highlighted block followed into re-simulated reports.
    struct KeptBlock {
        TileBlockKind kind;
        QString name;
    };
    static std::optional<KeptBlock> keptBlock(const TileBlocksModel& model, const RegionsPlot& plot);
    void restoreBlock(const std::optional<KeptBlock>& kept, TileBlocksModel* model, QTableView* table,
                      RegionsPlot* plot);
    void showTile();
    void showTileTitles();
    void showTitlesAndNotes();
    void showTotals();
    void selectWorstTile();
    void highlightRow(TileBlocksModel* model, QTableView* table, RegionsPlot* plot, int block);
    QString csvOf(const TileBlocksModel& model) const;
    QWidget* tablePane(QTableView* table, QLabel** titleLabel);
    void connectSide(TileBlocksModel* model, QSortFilterProxyModel* proxy, QTableView* table, RegionsPlot* plot);

    TileBlocksModel* sourceBlocks_;
    TileBlocksModel* targetBlocks_;
    QSortFilterProxyModel* sourceProxy_;
    QSortFilterProxyModel* targetProxy_;
    KeyValueModel* totalsModel_;
    RegionsPlot* sourcePlot_;
    RegionsPlot* targetPlot_;
    QTableView* sourceTable_;
    QTableView* targetTable_;
    QTableView* totalsTable_ = nullptr;
    QWidget* targetTablePane_ = nullptr;
    QSplitter* tablesSplitter_ = nullptr;
    QLabel* sourceTableTitle_ = nullptr;
    QLabel* targetTableTitle_ = nullptr;
    QLabel* tileLabel_ = nullptr;
    QLabel* totalsTitle_ = nullptr;
    QToolButton* zoomIn_ = nullptr;
    QToolButton* zoomOut_ = nullptr;
    QToolButton* zoomReset_ = nullptr;
    std::vector<QAction*> exportSections_; // "Source" and "Target" in the export menu
    QSpinBox* tileSpin_;
    QLabel* tileOfLabel_;
    QPushButton* worstTileButton_;
    QToolButton* exportButton_;
    QLabel* status_;
    QLabel* notes_;
    bool syncingRange_ = false;
    bool updatingSpin_ = false;
};

} // namespace tilescope::gui
