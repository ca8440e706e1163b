#include "views/memory/TileBreakdownModel.h"

#include "models/ByteFormat.h"

#include <QBrush>
#include <QFont>
#include <QLocale>

#include <algorithm>

namespace tilescope::gui {

TileBreakdownModel::TileBreakdownModel(QObject* parent) : QAbstractTableModel(parent) {}

void TileBreakdownModel::setTiles(std::shared_ptr<const TileMemoryStacks> source,
                                  std::shared_ptr<const TileMemoryStacks> target, std::vector<std::uint32_t> tiles)
{
    beginResetModel();
    source_ = std::move(source);
    target_ = source_ && target && target->tileCount() == source_->tileCount() ? std::move(target) : nullptr;
    tiles_.clear();
    if (source_)
        for (const std::uint32_t tile : tiles)
            if (tile < source_->tileCount())
                tiles_.push_back(tile);
    endResetModel();
}

void TileBreakdownModel::clear() { setTiles(nullptr, nullptr, {}); }

TileBreakdownModel::ColumnKind TileBreakdownModel::kindOfColumn(int column) const
{
    return target_ ? ColumnKind(column % 3) : Source;
}

int TileBreakdownModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !source_ ? 0 : kRowCount;
}

int TileBreakdownModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() || !source_ ? 0 : int(shownTileCount()) * columnsPerTile();
}

qint64 TileBreakdownModel::valueOf(const TileMemoryStacks& stacks, int row, std::uint32_t tile)
{
    if (row < kTotalRow)
        return qint64(stacks.bytes[std::size_t(row)][tile]);
    if (row == kTotalRow)
        return qint64(stacks.totalBytes(tile, true));
    return qint64(stacks.overflowBytes[tile]);
}

qint64 TileBreakdownModel::value(int row, std::uint32_t tile, ColumnKind kind) const
{
    switch (kind) {
    case Source: return valueOf(*source_, row, tile);
    case Target: return valueOf(*target_, row, tile);
    case Difference: return byteDelta(std::uint64_t(valueOf(*source_, row, tile)), std::uint64_t(valueOf(*target_, row, tile)));
    }
    return 0;
}

void TileBreakdownModel::setHighlightedRow(int row)
{
    if (row == highlightedRow_)
        return;
    highlightedRow_ = row;
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), {Qt::BackgroundRole, Qt::FontRole});
}

QVariant TileBreakdownModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const std::uint32_t tile = tileOfColumn(index.column());
    const ColumnKind kind = kindOfColumn(index.column());
    const qint64 bytes = value(index.row(), tile, kind);
    switch (role) {
    case Qt::DisplayRole:
        return kind == Difference ? formatByteDelta(bytes) : formatBytes(std::uint64_t(bytes));
    case RawValueRole:
        return bytes;
    case Qt::ToolTipRole:
        return tr("%1 bytes").arg(QLocale().toString(bytes));
    case Qt::TextAlignmentRole:
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        if (index.row() == kOverflowRow && kind != Difference && bytes > 0)
            return QBrush(outOfMemoryColor());
        if (index.row() == highlightedRow_)
            return QBrush(Qt::black);
        return {};
    case Qt::BackgroundRole:
        if (index.row() == highlightedRow_)
            return QBrush(QColor(0xff, 0xd5, 0x4f)); // amber 300: reads under black text in both themes
        return {};
    case Qt::FontRole:
        if (index.row() == kTotalRow || index.row() == highlightedRow_) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    default:
        return {};
    }
}

QString TileBreakdownModel::columnTitle(std::uint32_t tile, ColumnKind kind) const
{
    switch (kind) {
    case Source: return target_ ? tr("Tile %1 source").arg(tile) : tr("Tile %1").arg(tile);
    case Target: return tr("Tile %1 target").arg(tile);
    case Difference: return tr("Tile %1 difference").arg(tile);
    }
    return {};
}

QVariant TileBreakdownModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal) {
        if (section < 0 || section >= columnCount())
            return {};
        const std::uint32_t tile = tileOfColumn(section);
        const ColumnKind kind = kindOfColumn(section);
        const bool outOfMemory = kind != Difference && (kind == Source ? source_ : target_)->isOutOfMemory(tile);
        if (role == Qt::DisplayRole)
            return outOfMemory ? tr("%1 (out of memory)").arg(columnTitle(tile, kind)) : columnTitle(tile, kind);
        if (role == Qt::ForegroundRole && outOfMemory)
            return QBrush(outOfMemoryColor());
        return {};
    }
    if (section < 0 || section >= kRowCount)
        return {};
    if (section < kTotalRow) {
        const TileMemoryStack stack = allTileMemoryStacks()[std::size_t(section)];
        switch (role) {
        case Qt::DisplayRole: return tileMemoryStackName(stack);
        case Qt::DecorationRole: return tileMemoryStackColor(stack);
        case Qt::ToolTipRole: return tileMemoryStackContents(stack);
        default: return {};
        }
    }
    if (role == Qt::DisplayRole)
        return section == kTotalRow ? tr("Total (including gaps)") : tr("Overflow (out of memory)");
    if (role == Qt::ToolTipRole)
        return section == kTotalRow ? tr("What the tile must hold, compared with its memory.")
                                    : tr("Bytes that could not be placed in the tile's memory.");
    return {};
}

QString TileBreakdownModel::toCsv() const
{
    if (!source_)
        return {};
    QStringList header{tr("Category")};
    const int perTile = columnsPerTile();
    for (const std::uint32_t tile : tiles_)
        for (int k = 0; k < perTile; ++k)
            header.append(columnTitle(tile, target_ ? ColumnKind(k) : Source));
    QStringList lines{header.join(u',')};
    for (int row = 0; row < kRowCount; ++row) {
        QStringList fields{headerData(row, Qt::Vertical).toString()};
        for (const std::uint32_t tile : tiles_)
            for (int k = 0; k < perTile; ++k)
                fields.append(QString::number(value(row, tile, target_ ? ColumnKind(k) : Source)));
        lines.append(fields.join(u','));
    }
    return lines.join(u'\n') % u'\n';
}

} // namespace tilescope::gui
