#pragma once
// One tile's memory map as a table: every code block, variable, gap and overflow with its kind,
// name, category, region, offset, size and live range, in address order (sort through a proxy on
// RawValueRole). The gaps are those of the tile's peak (core's tilePeak), each with its cause, so
// that they add up to the tile's gap bytes. It also owns what the Regions plot draws from the same
// blocks: their lanes, the row of the tile at its peak, the folding for zoomed-out views, the
// colours of their groups and the tile's totals.

#include "report/TileMemoryMap.h"
#include "views/regions/TileBlockLanes.h"

#include <QAbstractTableModel>
#include <QColor>

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace tilescope::gui {

/// The colour groups of the Regions view and their legend entries. Nineteen categories in one
/// address bar are unreadable, so they are grouped by what the user acts on (as the Memory view
/// does); the table keeps the exact category.
enum class BlockGroup : std::uint8_t {
    AlwaysLiveVariables, // always-live variables and constants
    NotAlwaysLiveVariables,
    VertexCode,
    VertexState,  // instance state, field data, vector-list and copy descriptors
    ExchangeCode, // internal, host and global exchange code and packet headers
    ControlCode,  // control code, ids and tables
    Other,        // stack, message (exchange) buffers, instrumentation results
    Gap,      // each cause drawn in its own hatch (gapColour)
    Free,     // the never-used span that is room to spare, not a gap
    Overflow,
};
inline constexpr int kBlockGroupCount = 10;

inline constexpr int kGapCauseCount = 4;

/// A tile's headline figures, as core counts them (TileMemory), so they match the Memory view.
struct TileTotals {
    std::uint64_t capacityBytes = 0;
    std::uint64_t usedBytes = 0;     // always-live + peak not-always-live, excluding gaps
    std::uint64_t gapBytes = 0;      // footprint not in use at the peak (the Gap rows)
    std::array<std::uint64_t, kGapCauseCount> gapBytesByCause{}; // of the gaps, by GapCause
    std::uint64_t freeBytes = 0;     // capacity - (used + gaps), 0 when out of memory
    std::uint64_t overflowBytes = 0;
    std::uint64_t highestAddress = 0; // end of the highest block, the plot's extent
};

class TileBlocksModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { KindColumn, NameColumn, CategoryColumn, RegionColumn, OffsetColumn, SizeColumn, LiveRangeColumn,
                  ColumnCount };
    static constexpr int RawValueRole = Qt::UserRole;  // numbers and names for sorting
    static constexpr int BlockRole = Qt::UserRole + 1; // row of blocks()

    explicit TileBlocksModel(QObject* parent = nullptr);

    /// Shows `tile` of `report`; a null report or a tile it does not have empties the model.
    /// The report must outlive the model or the next call.
    void setTile(const Report* report, std::optional<std::uint32_t> tile);
    const Report* report() const { return report_; }
    std::optional<std::uint32_t> tile() const { return tile_; }

    const std::vector<TileBlock>& blocks() const { return blocks_; }
    const TileBlockLanes& lanes() const { return lanes_; }
    const TileBlockFolding& folding() const { return folding_; }
    /// The tile at its peak as one row: the blocks in use then, every gap and the room to spare.
    const TileBlockLanes& peakRow() const { return peakRow_; }
    const TileBlockFolding& peakFolding() const { return peakFolding_; }
    /// The step of the tile's peak (kNone without not-always-live data).
    std::int64_t peakStep() const { return peakStep_; }
    /// Why a Gap row counts; meaningless for other rows.
    GapCause gapCause(int row) const;
    const TileTotals& totals() const { return totals_; }
    /// The row of the first block of `kind`, -1 if none.
    int firstBlockOf(TileBlockKind kind) const;

    /// Texts of one block, as the table and the plot's tooltip show them.
    QString kindText(const TileBlock& block) const;
    QString nameText(const TileBlock& block) const;
    QString categoryText(const TileBlock& block) const;
    QString liveRangeText(const TileBlock& block) const;
    /// "Name — 12.00 KiB at 0x1A2B0 (104.69 KiB), category, live range", several lines.
    QString toolTipText(int block) const;
    /// Where on the Regions plot an address with no block is hovered.
    enum class Place { Header, PeakRow, Lanes };
    /// What an address with no block there is: its region (header), overflow, the gap or the block
    /// it holds at the peak (white space in a lane), room to spare; empty when nothing to say.
    QString addressToolTip(std::uint64_t address, Place place) const;

    /// The colour group of a block of this model (Free for the free span, else groupOf()).
    BlockGroup groupAt(int row) const;
    /// True for the Gap block that is the tile's free space rather than a hole.
    bool isFreeSpace(const TileBlock& block) const;
    static BlockGroup groupOf(const TileBlock& block);
    static QString groupName(BlockGroup group);
    /// Okabe-Ito colours (colour-blind safe) readable on light and dark backgrounds.
    static QColor groupColour(BlockGroup group);
    /// A gap cause in a few words ("Gap: free at the peak"), for the legend, the totals and the table.
    static QString gapCauseName(GapCause cause);
    /// Hatches of gaps: a colour and a pattern per cause, so they differ without relying on hue.
    static QColor gapColour(GapCause cause);
    static Qt::BrushStyle gapPattern(GapCause cause);
    static QString addressText(std::uint64_t address);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const Report* report_ = nullptr;
    std::optional<std::uint32_t> tile_;
    std::vector<TileBlock> blocks_;
    std::vector<GapCause> gapCauses_; // per row
    TileBlockLanes lanes_;
    TileBlockFolding folding_;
    TileBlockLanes peakRow_;
    TileBlockFolding peakFolding_;
    std::int64_t peakStep_ = kNone;
    TileTotals totals_;

    QString gapToolTip(const TileBlock& block, GapCause cause, const QString& where) const;
};

} // namespace tilescope::gui
