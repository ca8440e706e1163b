#include "views/regions/TileBlocksModel.h"

#include "models/ByteFormat.h"
#include "models/CategoryTableModel.h"
#include "models/QtText.h"

#include <QLocale>

#include <algorithm>
#include <limits>

namespace tilescope::gui {

TileBlocksModel::TileBlocksModel(QObject* parent) : QAbstractTableModel(parent) {}

void TileBlocksModel::setTile(const Report* report, std::optional<std::uint32_t> tile)
{
    beginResetModel();
    report_ = report;
    tile_.reset();
    blocks_.clear();
    gapCauses_.clear();
    peakStep_ = kNone;
    totals_ = {};
    std::vector<bool> outsideLanes, inPeakRow;
    if (report && tile && *tile < report->memory.tileCount()) {
        tile_ = tile;
        // Core's map holds the never-used holes; the peak's gaps hold those and what is free at the
        // peak, each with its cause: they replace the map's holes.
        const std::vector<TileBlock> map = tileMemoryMap(*report, *tile);
        const TilePeak peak = tilePeak(*report, *tile, map);
        peakStep_ = peak.step;
        struct Row {
            TileBlock block;
            GapCause cause = GapCause::FreeAtPeak;
            bool inPeakRow = false;
        };
        std::vector<Row> rows;
        std::vector<bool> live(map.size(), false);
        for (const std::size_t i : peak.live)
            live[i] = true;
        for (std::size_t i = 0; i < map.size(); ++i)
            if (map[i].kind != TileBlockKind::Gap)
                rows.push_back({map[i], GapCause::FreeAtPeak, live[i] || map[i].kind == TileBlockKind::Free});
        const auto interleavedStart = report->target.interleavedStartBytes();
        for (const TileGap& gap : peak.gaps)
            rows.push_back({{TileBlockKind::Gap, gap.offset, gap.bytes, MemoryCategory::AlwaysLiveVariable, kNone,
                             gap.offset >= interleavedStart},
                            gap.cause,
                            true});
        std::stable_sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) {
            return a.block.offset != b.block.offset ? a.block.offset < b.block.offset : a.block.bytes > b.block.bytes;
        });
        for (const Row& row : rows) {
            blocks_.push_back(row.block);
            gapCauses_.push_back(row.cause);
            inPeakRow.push_back(row.inPeakRow);
            outsideLanes.push_back(row.block.kind == TileBlockKind::Gap && row.cause == GapCause::FreeAtPeak);
        }

        const TileMemory& memory = report->memory;
        totals_.capacityBytes = report->target.bytesPerTile;
        totals_.usedBytes = memory.bytesExcludingGaps(*tile);
        totals_.gapBytes = memory.gapBytes[*tile];
        totals_.overflowBytes = memory.overflowBytes[*tile];
        const std::uint64_t including = memory.bytesIncludingGaps(*tile);
        totals_.freeBytes = including < totals_.capacityBytes ? totals_.capacityBytes - including : 0;
        for (const TileBlock& block : blocks_)
            totals_.highestAddress = std::max(totals_.highestAddress, block.offset + block.bytes);
        for (const TileGap& gap : peak.gaps)
            totals_.gapBytesByCause[std::size_t(gap.cause)] += gap.bytes;
    }
    lanes_ = TileBlockLanes::assign(blocks_, outsideLanes);
    folding_ = TileBlockFolding(blocks_, lanes_);
    peakRow_ = TileBlockLanes::row(inPeakRow);
    peakFolding_ = TileBlockFolding(blocks_, peakRow_);
    endResetModel();
}

GapCause TileBlocksModel::gapCause(int row) const
{
    return row >= 0 && std::size_t(row) < gapCauses_.size() ? gapCauses_[std::size_t(row)] : GapCause::FreeAtPeak;
}

int TileBlocksModel::firstBlockOf(TileBlockKind kind) const
{
    const auto it = std::find_if(blocks_.begin(), blocks_.end(), [&](const TileBlock& b) { return b.kind == kind; });
    return it == blocks_.end() ? -1 : int(it - blocks_.begin());
}

bool TileBlocksModel::isFreeSpace(const TileBlock& block) const
{
    return block.kind == TileBlockKind::Free;
}

BlockGroup TileBlocksModel::groupAt(int row) const
{
    return row >= 0 && std::size_t(row) < blocks_.size() ? groupOf(blocks_[std::size_t(row)]) : BlockGroup::Gap;
}

BlockGroup TileBlocksModel::groupOf(const TileBlock& block)
{
    switch (block.kind) {
    case TileBlockKind::Gap: return BlockGroup::Gap;
    case TileBlockKind::Free: return BlockGroup::Free;
    case TileBlockKind::Overflow: return BlockGroup::Overflow;
    case TileBlockKind::Code:
    case TileBlockKind::Variable: break;
    }
    switch (block.category) {
    case MemoryCategory::AlwaysLiveVariable:
    case MemoryCategory::Constant: return BlockGroup::AlwaysLiveVariables;
    case MemoryCategory::NotAlwaysLiveVariable: return BlockGroup::NotAlwaysLiveVariables;
    case MemoryCategory::VertexCode: return BlockGroup::VertexCode;
    case MemoryCategory::VertexInstanceState:
    case MemoryCategory::VertexFieldData:
    case MemoryCategory::VectorListDescriptor:
    case MemoryCategory::CopyDescriptor: return BlockGroup::VertexState;
    case MemoryCategory::InternalExchangeCode:
    case MemoryCategory::HostExchangeCode:
    case MemoryCategory::GlobalExchangeCode:
    case MemoryCategory::HostExchangePacketHeader:
    case MemoryCategory::GlobalExchangePacketHeader: return BlockGroup::ExchangeCode;
    case MemoryCategory::ControlCode:
    case MemoryCategory::ControlId:
    case MemoryCategory::ControlTable: return BlockGroup::ControlCode;
    case MemoryCategory::InstrumentationResults:
    case MemoryCategory::Stack:
    case MemoryCategory::MessageBuffer: return BlockGroup::Other;
    }
    return BlockGroup::Other;
}

QString TileBlocksModel::groupName(BlockGroup group)
{
    switch (group) {
    case BlockGroup::AlwaysLiveVariables: return tr("Always-live variables and constants");
    case BlockGroup::NotAlwaysLiveVariables: return tr("Not-always-live variables");
    case BlockGroup::VertexCode: return tr("Vertex code");
    case BlockGroup::VertexState: return tr("Vertex state and descriptors");
    case BlockGroup::ExchangeCode: return tr("Exchange code");
    case BlockGroup::ControlCode: return tr("Control code");
    case BlockGroup::Other: return tr("Stack, message buffers, other");
    case BlockGroup::Gap: return tr("Gap");
    case BlockGroup::Free: return tr("Free (never used, room to spare)");
    case BlockGroup::Overflow: return tr("Overflow (past the tile's end)");
    }
    return {};
}

QColor TileBlocksModel::groupColour(BlockGroup group)
{
    switch (group) {
    case BlockGroup::AlwaysLiveVariables: return QColor(0x00, 0x72, 0xb2);    // blue
    case BlockGroup::NotAlwaysLiveVariables: return QColor(0xe6, 0x9f, 0x00); // orange
    case BlockGroup::VertexCode: return QColor(0x00, 0x9e, 0x73);             // bluish green
    case BlockGroup::VertexState: return QColor(0xf0, 0xe4, 0x42);            // yellow
    case BlockGroup::ExchangeCode: return QColor(0xcc, 0x79, 0xa7);           // reddish purple
    case BlockGroup::ControlCode: return QColor(0x56, 0xb4, 0xe9);            // sky blue
    case BlockGroup::Other: return QColor(0x8c, 0x6d, 0x4f);                  // brown
    case BlockGroup::Gap: return QColor(0x9e, 0x9e, 0x9e);                    // neutral grey, hatched
    case BlockGroup::Free: return QColor(0xbd, 0xbd, 0xbd);                   // outline only
    case BlockGroup::Overflow: return QColor(0xd3, 0x2f, 0x2f);               // the app's out-of-memory red
    }
    return {};
}

QString TileBlocksModel::gapCauseName(GapCause cause)
{
    switch (cause) {
    case GapCause::FreeAtPeak: return tr("Gap: free at the peak");
    case GapCause::Alignment: return tr("Gap: alignment");
    case GapCause::Stranded: return tr("Gap: stranded");
    case GapCause::NeverUsed: return tr("Gap: never used");
    }
    return {};
}

QColor TileBlocksModel::gapColour(GapCause cause)
{
    switch (cause) {
    case GapCause::FreeAtPeak: return QColor(0x75, 0x75, 0x75);  // grey: the common case
    case GapCause::Alignment: return QColor(0x00, 0x00, 0x00);   // black, dense: a few bytes each
    case GapCause::Stranded: return QColor(0xd5, 0x5e, 0x00);    // vermillion: part of why it overflows
    case GapCause::NeverUsed: return QColor(0x56, 0x4a, 0x3c);   // dark brown
    }
    return {};
}

Qt::BrushStyle TileBlocksModel::gapPattern(GapCause cause)
{
    switch (cause) {
    case GapCause::FreeAtPeak: return Qt::BDiagPattern;
    case GapCause::Alignment: return Qt::Dense4Pattern;
    case GapCause::Stranded: return Qt::DiagCrossPattern;
    case GapCause::NeverUsed: return Qt::FDiagPattern;
    }
    return Qt::BDiagPattern;
}

QString TileBlocksModel::addressText(std::uint64_t address)
{
    return QStringLiteral("0x") % QString::number(qulonglong(address), 16).toUpper().rightJustified(5, u'0');
}

QString TileBlocksModel::kindText(const TileBlock& block) const
{
    switch (block.kind) {
    case TileBlockKind::Code: return isCodeCategory(block.category) ? tr("Code") : tr("Fixed data");
    case TileBlockKind::Variable: return tr("Variable");
    case TileBlockKind::Gap: return tr("Gap");
    case TileBlockKind::Free: return tr("Free");
    case TileBlockKind::Overflow: return tr("Overflow");
    }
    return {};
}

QString TileBlocksModel::nameText(const TileBlock& block) const
{
    switch (block.kind) {
    case TileBlockKind::Code: return CategoryTableModel::categoryName(block.category);
    case TileBlockKind::Variable:
        if (report_ && block.variable >= 0 && std::size_t(block.variable) < report_->variables.size())
            return qtText(report_->variables.name[std::size_t(block.variable)]);
        return {};
    case TileBlockKind::Gap: return tr("Gap"); // a row names its cause (gapCauseName)
    case TileBlockKind::Free: return tr("Free space");
    case TileBlockKind::Overflow: return tr("Beyond the tile's end");
    }
    return {};
}

QString TileBlocksModel::categoryText(const TileBlock& block) const
{
    if (block.kind == TileBlockKind::Gap || block.kind == TileBlockKind::Free || block.kind == TileBlockKind::Overflow)
        return {};
    return CategoryTableModel::categoryName(block.category);
}

QString TileBlocksModel::liveRangeText(const TileBlock& block) const
{
    if (block.kind == TileBlockKind::Code)
        return tr("always live");
    if (block.kind != TileBlockKind::Variable || !report_ || block.variable < 0)
        return {};
    const auto v = std::size_t(block.variable);
    if (report_->variables.isAlwaysLive(v))
        return tr("always live");
    const QLocale locale;
    return tr("steps %1–%2").arg(locale.toString(report_->variables.firstStep[v]),
                                 locale.toString(report_->variables.lastStep[v]));
}

QString TileBlocksModel::toolTipText(int row) const
{
    if (row < 0 || std::size_t(row) >= blocks_.size())
        return {};
    const TileBlock& block = blocks_[std::size_t(row)];
    const QString where = tr("%1 at %2 (%3)")
                              .arg(formatBytes(block.bytes), addressText(block.offset), formatBytes(block.offset));
    if (isFreeSpace(block))
        return tr("Free: %1\nNo variable is ever placed here: the tile has this room to spare.").arg(where);
    switch (block.kind) {
    case TileBlockKind::Gap: return gapToolTip(block, gapCause(row), where);
    case TileBlockKind::Overflow:
        return tr("Overflow: %1 beyond the tile's end\nThese bytes do not fit in the tile's memory: the "
                  "tile is out of memory.")
            .arg(formatBytes(block.bytes));
    case TileBlockKind::Free: // answered above
    case TileBlockKind::Code:
    case TileBlockKind::Variable: break;
    }
    QString text = nameText(block) % u'\n' % where % u'\n' % tr("Kind: %1").arg(kindText(block)) % u'\n'
                   % tr("Category: %1").arg(categoryText(block)) % u'\n'
                   % tr("Region: %1").arg(data(index(row, RegionColumn)).toString()) % u'\n'
                   % tr("Live: %1").arg(liveRangeText(block));
    if (block.kind == TileBlockKind::Variable && lanes_.laneCount > 1)
        text += u'\n' % tr("Variables whose live ranges do not overlap may share addresses; they are drawn in "
                           "separate lanes.");
    return text;
}

QString TileBlocksModel::addressToolTip(std::uint64_t address, Place place) const
{
    if (!report_ || !tile_)
        return {};
    const TileTotals& totals = totals_;
    if (address >= totals.capacityBytes && totals.overflowBytes > 0)
        return tr("Overflow: %1 past the tile's end (%2).\nThe tile is out of memory.")
            .arg(formatBytes(totals.overflowBytes), formatBytes(totals.capacityBytes));
    if (place == Place::Header && address < totals.capacityBytes) {
        const std::uint64_t start = report_->target.interleavedStartBytes();
        if (address < start)
            return tr("Non-interleaved region: 0 to %1.\nCode must live here; so does data that vertices "
                      "read from one memory bank at a time.")
                .arg(formatBytes(start));
        return tr("Interleaved region: %1 to %2.\nConsecutive words alternate between two memory banks, so a "
                  "vertex can load and store in the same cycle: convolution (AMP) operands are placed here.")
            .arg(formatBytes(start), formatBytes(totals.capacityBytes));
    }
    // White space between the lanes: what the address is at the tile's peak.
    if (place == Place::Lanes) {
        const int atPeak = peakFolding_.blockAt(address, 0);
        if (atPeak >= 0 && blocks_[std::size_t(atPeak)].kind == TileBlockKind::Gap)
            return toolTipText(atPeak);
        if (atPeak >= 0)
            return tr("Nothing of this lane is at %1. At the tile's peak this address holds %2.")
                .arg(addressText(address), nameText(blocks_[std::size_t(atPeak)]));
    }
    if (address < totals.capacityBytes && address >= totals.highestAddress)
        return tr("Free: nothing is ever placed above %1.").arg(formatBytes(totals.highestAddress));
    return {};
}

// Size, address and cause, in the words of the totals ("Gap: free at the peak"), and why the bytes
// count against the tile although nothing is in them.
QString TileBlocksModel::gapToolTip(const TileBlock& block, GapCause cause, const QString& where) const
{
    QString why;
    switch (cause) {
    case GapCause::FreeAtPeak:
        why = tr("Variables live at other steps use these addresses; at the tile's peak (step %1) none of them "
                 "is live. The allocator cannot give them to the data live at the peak, so they count against "
                 "the tile's memory.")
                  .arg(QLocale().toString(qlonglong(peakStep_)));
        break;
    case GapCause::Alignment:
        why = tr("No variable is ever placed here: these bytes pad the next block to its alignment.");
        break;
    case GapCause::Stranded:
        why = !block.interleaved && report_
                  ? tr("No variable is ever placed here, yet the tile is out of memory: this non-interleaved "
                       "space is stranded, as the data that overflowed must be interleaved (from %1) or "
                       "needed a larger hole.")
                        .arg(formatBytes(report_->target.interleavedStartBytes()))
                  : tr("No variable is ever placed here, yet the tile is out of memory: the data that "
                       "overflowed needed a larger hole.");
        break;
    case GapCause::NeverUsed: why = tr("No variable is ever placed here: placement rules left this hole."); break;
    }
    return gapCauseName(cause) % u'\n' % where % u'\n' % why;
}

int TileBlocksModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(blocks_.size());
}

int TileBlocksModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant TileBlocksModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const TileBlock& block = blocks_[std::size_t(index.row())];
    const auto column = Column(index.column());
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case KindColumn: return kindText(block);
        case NameColumn:
            return block.kind == TileBlockKind::Gap ? gapCauseName(gapCause(index.row())) : nameText(block);
        case CategoryColumn: return categoryText(block);
        case RegionColumn:
            if (block.kind == TileBlockKind::Overflow)
                return tr("Beyond the tile");
            return block.interleaved ? tr("Interleaved") : tr("Non-interleaved");
        case OffsetColumn: return addressText(block.offset);
        case SizeColumn: return formatBytes(block.bytes);
        case LiveRangeColumn: return liveRangeText(block);
        case ColumnCount: break;
        }
        return {};
    case RawValueRole:
        switch (column) {
        case KindColumn: return int(block.kind);
        case NameColumn: return data(index, Qt::DisplayRole);
        case CategoryColumn: return int(groupAt(index.row())) * 100 + int(categoryIndex(block.category));
        case RegionColumn: return int(block.interleaved);
        case OffsetColumn: return qulonglong(block.offset);
        case SizeColumn: return qulonglong(block.bytes);
        case LiveRangeColumn:
            if (block.kind == TileBlockKind::Variable && report_ && block.variable >= 0)
                return report_->variables.firstStep[std::size_t(block.variable)];
            return block.kind == TileBlockKind::Code ? -1 : std::numeric_limits<int>::max();
        case ColumnCount: break;
        }
        return {};
    case BlockRole: return index.row();
    case Qt::DecorationRole:
        if (column != KindColumn)
            return {};
        return block.kind == TileBlockKind::Gap ? gapColour(gapCause(index.row())) : groupColour(groupAt(index.row()));
    case Qt::ToolTipRole:
        if (column == OffsetColumn)
            return tr("%1 bytes (%2)").arg(QLocale().toString(qulonglong(block.offset)), formatBytes(block.offset));
        return toolTipText(index.row());
    case Qt::ForegroundRole:
        return block.kind == TileBlockKind::Overflow ? QVariant(groupColour(BlockGroup::Overflow)) : QVariant();
    case Qt::TextAlignmentRole:
        return column == OffsetColumn || column == SizeColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    default: return {};
    }
}

QVariant TileBlocksModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case KindColumn: return tr("Kind");
    case NameColumn: return tr("Name");
    case CategoryColumn: return tr("Category");
    case RegionColumn: return tr("Region");
    case OffsetColumn: return tr("Offset");
    case SizeColumn: return tr("Size");
    case LiveRangeColumn: return tr("Live range");
    case ColumnCount: break;
    }
    return {};
}

} // namespace tilescope::gui
