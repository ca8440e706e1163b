#include "models/TileBlocksModel.h"

#include "models/ByteFormat.h"
#include "models/CategoryTableModel.h"

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
    totals_ = {};
    if (report && tile && *tile < report->memory.tileCount()) {
        tile_ = tile;
        blocks_ = tileMemoryMap(*report, *tile);
        const TileMemory& memory = report->memory;
        totals_.capacityBytes = report->target.bytesPerTile;
        totals_.usedBytes = memory.bytesExcludingGaps(*tile);
        totals_.gapBytes = memory.gapBytes[*tile];
        totals_.overflowBytes = memory.overflowBytes[*tile];
        const std::uint64_t including = memory.bytesIncludingGaps(*tile);
        totals_.freeBytes = including < totals_.capacityBytes ? totals_.capacityBytes - including : 0;
        for (const TileBlock& block : blocks_) {
            totals_.highestAddress = std::max(totals_.highestAddress, block.offset + block.bytes);
            if (block.kind == TileBlockKind::Gap)
                totals_.neverUsedBytes += block.bytes;
        }
    }
    lanes_ = TileBlockLanes::assign(blocks_);
    folding_ = TileBlockFolding(blocks_, lanes_);
    endResetModel();
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
    case BlockGroup::Gap: return tr("Gap (never used)");
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
    case TileBlockKind::Code: return CategoryTableModel::categoryTitle(block.category);
    case TileBlockKind::Variable:
        if (report_ && block.variable >= 0 && std::size_t(block.variable) < report_->variables.size())
            return QString::fromStdString(report_->variables.name[std::size_t(block.variable)]);
        return {};
    case TileBlockKind::Gap: return tr("Gap");
    case TileBlockKind::Free: return tr("Free space");
    case TileBlockKind::Overflow: return tr("Beyond the tile's end");
    }
    return {};
}

QString TileBlocksModel::categoryText(const TileBlock& block) const
{
    if (block.kind == TileBlockKind::Gap || block.kind == TileBlockKind::Free || block.kind == TileBlockKind::Overflow)
        return {};
    return CategoryTableModel::categoryTitle(block.category);
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
    case TileBlockKind::Gap:
        return tr("Gap: %1\nNo variable is ever placed here: alignment and placement rules left these "
                  "bytes unused, yet they count against the tile's memory.")
            .arg(where);
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
        case NameColumn: return nameText(block);
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
        case NameColumn: return nameText(block);
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
        return column == KindColumn ? QVariant(groupColour(groupAt(index.row()))) : QVariant();
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
