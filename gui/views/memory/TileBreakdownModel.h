#pragma once
// The breakdown of the selected tiles: one row per memory stack plus the total and the overflow,
// one column per selected tile, or three (source, target, difference) when comparing reports
// whose tiles correspond.

#include "models/TileMemoryStacks.h"

#include <QAbstractTableModel>

#include <memory>
#include <vector>

namespace tilescope::gui {

class TileBreakdownModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Roles { RawValueRole = Qt::UserRole + 1 };
    enum ColumnKind { Source, Target, Difference };
    static constexpr int kTotalRow = int(kTileMemoryStackCount);
    static constexpr int kOverflowRow = kTotalRow + 1;
    static constexpr int kRowCount = kOverflowRow + 1;
    /// More columns than this are not shown (the view says how many were left out).
    static constexpr std::size_t kMaxTiles = 64;

    explicit TileBreakdownModel(QObject* parent = nullptr);

    /// Shows `tiles` of `source`; with `target` (same tiles), adds target and difference columns.
    void setTiles(std::shared_ptr<const TileMemoryStacks> source, std::shared_ptr<const TileMemoryStacks> target,
                  std::vector<std::uint32_t> tiles);
    void clear();
    /// Marks one row (a lesson's memory category, by its stack) in bold on the highlight colour;
    /// -1 marks none.
    void setHighlightedRow(int row);
    int highlightedRow() const { return highlightedRow_; }

    std::size_t shownTileCount() const { return std::min(tiles_.size(), kMaxTiles); }
    std::size_t selectedTileCount() const { return tiles_.size(); }
    /// The tile and the kind of figure in a column.
    std::uint32_t tileOfColumn(int column) const { return tiles_[std::size_t(column / columnsPerTile())]; }
    ColumnKind kindOfColumn(int column) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// The table as CSV (all selected tiles, raw bytes).
    QString toCsv() const;

private:
    int columnsPerTile() const { return target_ ? 3 : 1; }
    qint64 value(int row, std::uint32_t tile, ColumnKind kind) const;
    static qint64 valueOf(const TileMemoryStacks& stacks, int row, std::uint32_t tile);
    QString columnTitle(std::uint32_t tile, ColumnKind kind) const;

    std::shared_ptr<const TileMemoryStacks> source_;
    std::shared_ptr<const TileMemoryStacks> target_;
    std::vector<std::uint32_t> tiles_;
    int highlightedRow_ = -1;
};

} // namespace tilescope::gui
