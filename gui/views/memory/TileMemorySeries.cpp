#include "views/memory/TileMemorySeries.h"

#include <QStringList>

#include <algorithm>
#include <numeric>

namespace tilescope::gui {
namespace {

// Column names of the CSV: stable, untranslated, for scripts.
QString csvName(TileMemoryStack stack)
{
    switch (stack) {
    case TileMemoryStack::AlwaysLiveVariables: return QStringLiteral("alwaysLiveVariables");
    case TileMemoryStack::NotAlwaysLivePeak: return QStringLiteral("notAlwaysLivePeak");
    case TileMemoryStack::VertexCode: return QStringLiteral("vertexCode");
    case TileMemoryStack::VertexState: return QStringLiteral("vertexState");
    case TileMemoryStack::ExchangeCode: return QStringLiteral("exchangeCode");
    case TileMemoryStack::ControlCode: return QStringLiteral("controlCode");
    case TileMemoryStack::Other: return QStringLiteral("other");
    case TileMemoryStack::Gaps: return QStringLiteral("gaps");
    }
    return {};
}

} // namespace

void TileMemorySeries::setStacks(std::shared_ptr<const TileMemoryStacks> stacks, std::vector<std::int64_t> difference)
{
    stacks_ = std::move(stacks);
    difference_ = stacks_ && difference.size() == stacks_->tileCount() ? std::move(difference)
                                                                         : std::vector<std::int64_t>{};
    if (ipu_ && (!stacks_ || *ipu_ >= stacks_->ipus))
        ipu_.reset();
    rebuild();
}

void TileMemorySeries::configure(std::optional<std::uint32_t> ipu, TileOrder order, bool includeGaps)
{
    ipu_ = stacks_ && ipu && *ipu < stacks_->ipus ? ipu : std::nullopt;
    order_ = order;
    includeGaps_ = includeGaps;
    rebuild();
}

void TileMemorySeries::rebuild()
{
    tiles_.clear();
    totals_.clear();
    positions_.clear();
    if (!stacks_)
        return;
    std::size_t first = 0;
    std::size_t count = stacks_->tileCount();
    if (ipu_) {
        first = std::min<std::size_t>(std::size_t(*ipu_) * stacks_->tilesPerIpu, count);
        count = std::min<std::size_t>(stacks_->tilesPerIpu, count - first);
    }
    tiles_.resize(count);
    std::iota(tiles_.begin(), tiles_.end(), std::uint32_t(first));
    if (order_ == TileOrder::ByUsage) {
        // Most used first; equal tiles stay in software order so the order is stable.
        std::vector<std::uint64_t> total(count);
        for (std::size_t p = 0; p < count; ++p)
            total[p] = stacks_->totalBytes(tiles_[p], includeGaps_);
        std::stable_sort(tiles_.begin(), tiles_.end(), [&](std::uint32_t a, std::uint32_t b) {
            return total[a - first] > total[b - first];
        });
    }
    totals_.resize(count);
    positions_.resize(count);
    for (std::size_t p = 0; p < count; ++p) {
        totals_[p] = stacks_->totalBytes(tiles_[p], includeGaps_);
        positions_[tiles_[p] - first] = std::uint32_t(p);
    }
}

std::optional<std::size_t> TileMemorySeries::positionOf(std::uint32_t tile) const
{
    // The series' tiles are contiguous ids from the first IPU shown, whatever their order.
    const std::uint32_t first = ipu_ ? *ipu_ * stacks_->tilesPerIpu : 0;
    if (tiles_.empty() || tile < first || tile - first >= positions_.size())
        return std::nullopt;
    return std::size_t(positions_[tile - first]);
}

std::vector<TileColumn> TileMemorySeries::columns(std::size_t first, std::size_t last, std::size_t buckets) const
{
    last = std::min(last, tiles_.size());
    if (first >= last || buckets == 0)
        return {};
    const std::size_t count = last - first;
    buckets = std::min(buckets, count);
    std::vector<TileColumn> columns(buckets);
    for (std::size_t b = 0; b < buckets; ++b) {
        TileColumn& column = columns[b];
        column.first = first + b * count / buckets;
        column.last = first + (b + 1) * count / buckets;
        std::size_t worst = column.first;
        std::size_t least = column.first;
        bool firstDifference = true;
        for (std::size_t p = column.first; p < column.last; ++p) {
            if (totals_[p] > totals_[worst])
                worst = p;
            if (totals_[p] < totals_[least])
                least = p;
            const std::uint32_t tile = tiles_[p];
            if (stacks_->isOutOfMemory(tile))
                ++column.outOfMemoryTiles;
            if (!difference_.empty()) {
                const std::int64_t d = difference_[tile];
                column.maxDifference = firstDifference ? d : std::max(column.maxDifference, d);
                column.minDifference = firstDifference ? d : std::min(column.minDifference, d);
                firstDifference = false;
            }
        }
        column.worstTile = tiles_[worst];
        column.leastTile = tiles_[least];
        column.maxBytes = totals_[worst];
        column.minBytes = totals_[least];
    }
    return columns;
}

std::optional<std::uint32_t> TileMemorySeries::worstTile() const
{
    if (totals_.empty())
        return std::nullopt;
    return tiles_[std::size_t(std::max_element(totals_.begin(), totals_.end()) - totals_.begin())];
}

std::uint64_t TileMemorySeries::maxTotalBytes() const
{
    return totals_.empty() ? 0 : *std::max_element(totals_.begin(), totals_.end());
}

std::vector<std::uint32_t> TileMemorySeries::outOfMemoryTiles() const
{
    std::vector<std::uint32_t> tiles;
    for (const std::uint32_t tile : tiles_)
        if (stacks_->isOutOfMemory(tile))
            tiles.push_back(tile);
    std::stable_sort(tiles.begin(), tiles.end(), [this](std::uint32_t a, std::uint32_t b) {
        return stacks_->overflowBytes[a] > stacks_->overflowBytes[b];
    });
    return tiles;
}

std::uint64_t TileMemorySeries::sumOfTotals() const
{
    return std::accumulate(totals_.begin(), totals_.end(), std::uint64_t(0));
}

QString TileMemorySeries::toCsv() const
{
    if (!stacks_)
        return {};
    QStringList header{QStringLiteral("tile")};
    for (const TileMemoryStack stack : allTileMemoryStacks())
        header.append(csvName(stack));
    header.append({includeGaps_ ? QStringLiteral("totalIncludingGaps") : QStringLiteral("totalExcludingGaps"),
                   QStringLiteral("overflow"), QStringLiteral("roomToSpare")});
    if (hasDifference())
        header.append(QStringLiteral("targetMinusSourceIncludingGaps"));
    QStringList lines{header.join(u',')};
    for (std::size_t p = 0; p < tiles_.size(); ++p) {
        const std::uint32_t tile = tiles_[p];
        QStringList fields{QString::number(tile)};
        for (std::size_t s = 0; s < kTileMemoryStackCount; ++s)
            fields.append(QString::number(stacks_->bytes[s][tile]));
        fields.append({QString::number(totals_[p]), QString::number(stacks_->overflowBytes[tile]),
                       QString::number(tile < stacks_->roomToSpareBytes.size() ? stacks_->roomToSpareBytes[tile] : 0)});
        if (hasDifference())
            fields.append(QString::number(difference_[tile]));
        lines.append(fields.join(u','));
    }
    return lines.join(u'\n') % u'\n';
}

std::int64_t TileMemorySeries::sumOfDifferences() const
{
    std::int64_t sum = 0;
    for (const std::uint32_t tile : tiles_)
        sum += differenceOf(tile);
    return sum;
}

} // namespace tilescope::gui
