#include "views/regions/RegionBlocksLayer.h"

#include "views/regions/TileBlocksModel.h"

#include <algorithm>

namespace tilescope::gui {
namespace {

constexpr double kMinLabelWidthPx = 48.0;
constexpr double kMinOutlineSizePx = 5.0;
// A name shortened to fewer characters than this reads as noise ("Ve…te"): it is left out.
constexpr int kMinLabelCharacters = 4;

const TileBlockLanes kNoLanes;

} // namespace

RegionBlocksLayer::RegionBlocksLayer(QCPAxis* addressAxis, QCPAxis* laneAxis, Layout layout)
    : QCPAbstractPlottable(addressAxis, laneAxis), layout_(layout)
{
    setSelectable(QCP::stNone);
    setAntialiased(false); // crisp block edges; blocks are axis-aligned
}

const TileBlockLanes& RegionBlocksLayer::lanes() const
{
    if (!model_)
        return kNoLanes;
    return layout_ == Layout::PeakRow ? model_->peakRow() : model_->lanes();
}

QList<QBrush> RegionBlocksLayer::gapBrushes(GapCause cause)
{
    QColor wash = TileBlocksModel::gapColour(cause);
    wash.setAlphaF(0.18f);
    return {QBrush(wash), QBrush(TileBlocksModel::gapColour(cause), TileBlocksModel::gapPattern(cause))};
}

void RegionBlocksLayer::setColours(const QColor& base, const QColor& text, const QColor& highlight)
{
    base_ = base;
    text_ = text;
    highlight_ = highlight;
}

QCPRange RegionBlocksLayer::getKeyRange(bool& foundRange, QCP::SignDomain) const
{
    foundRange = model_ != nullptr;
    if (!model_)
        return {};
    const double end = double(std::max(model_->totals().highestAddress, model_->totals().capacityBytes));
    return QCPRange(0.0, end / kBytesPerKiB);
}

QCPRange RegionBlocksLayer::getValueRange(bool& foundRange, QCP::SignDomain, const QCPRange&) const
{
    foundRange = model_ != nullptr;
    return QCPRange(0.0, model_ ? std::max(1.0, lanes().totalHeight()) : 1.0);
}

QRectF RegionBlocksLayer::pixelRect(std::uint64_t begin, std::uint64_t end, int lane) const
{
    QCPAxis* x = keyAxis();
    QCPAxis* y = valueAxis();
    double left = x->coordToPixel(double(begin) / kBytesPerKiB);
    double right = x->coordToPixel(double(end) / kBytesPerKiB);
    if (right - left < 1.0)
        right = left + 1.0; // a block is at least one pixel wide, so nothing that exists vanishes
    const TileBlockLanes& laneLayout = lanes();
    const double margin = lane < 0 ? 0.0 : kLaneMargin;
    const double top = y->coordToPixel(laneLayout.laneTop(lane) + margin);
    // At least two pixels tall, so two hundred lanes on a short plot still show every block.
    const double bottom = std::max(y->coordToPixel(laneLayout.laneBottom(lane) - margin), top + 2.0);
    return QRectF(QPointF(left, top), QPointF(right, bottom)).normalized();
}

QString RegionBlocksLayer::fittedLabel(const QString& text, const QFontMetricsF& metrics, double width)
{
    const QString elided = metrics.elidedText(text, Qt::ElideRight, width);
    return elided != text && elided.size() <= kMinLabelCharacters ? QString() : elided;
}

void RegionBlocksLayer::drawLabel(QCPPainter* painter, const QRectF& rect, const QString& text, const QColor& fill,
                                  Qt::Alignment alignment) const
{
    const QFontMetricsF metrics(painter->font());
    if (rect.width() < kMinLabelWidthPx || rect.height() < metrics.height())
        return;
    const QString elided = fittedLabel(text, metrics, rect.width() - 6.0);
    if (elided.isEmpty())
        return;
    // Dark text on light fills, light text on dark ones.
    painter->setPen(qGray(fill.rgb()) > 140 ? QColor(Qt::black) : QColor(Qt::white));
    painter->drawText(rect.adjusted(3, 0, -3, 0), Qt::AlignVCenter | alignment, elided);
}

void RegionBlocksLayer::draw(QCPPainter* painter)
{
    if (!model_ || model_->blocks().empty())
        return;
    const auto& blocks = model_->blocks();
    const double height = lanes().totalHeight();
    QCPAxis* x = keyAxis();
    QCPAxis* y = valueAxis();

    // Memory elements: faint lines across the lanes, so alignment to element starts can be seen.
    QColor faint = text_;
    faint.setAlphaF(0.25f);
    painter->setPen(QPen(faint, 1, Qt::DotLine));
    for (const double kib : boundariesKiB_) {
        if (!x->range().contains(kib))
            continue;
        const double px = x->coordToPixel(kib);
        painter->drawLine(QLineF(px, y->coordToPixel(0.0), px, y->coordToPixel(height)));
    }

    for (const DrawnBlock& drawn : drawn_) {
        const TileBlock& block = blocks[std::size_t(drawn.block)];
        const QRectF rect = pixelRect(drawn.begin, drawn.end, drawn.lane);
        const BlockGroup group = model_->groupAt(drawn.block);
        const QColor colour = TileBlocksModel::groupColour(group);
        if (group == BlockGroup::Free) {
            // Room to spare: the background, outlined, named when there is space for it.
            painter->setBrush(Qt::NoBrush);
            painter->setPen(QPen(colour, 1, Qt::DashLine));
            painter->drawRect(rect.adjusted(0, 0, -1, -1));
            if (!drawn.folded)
                drawLabel(painter, rect, TileBlocksModel::tr("free"), base_, Qt::AlignHCenter);
            continue;
        }
        if (group == BlockGroup::Gap) {
            for (const QBrush& brush : gapBrushes(model_->gapCause(drawn.block)))
                painter->fillRect(rect, brush);
            if (!drawn.folded)
                drawLabel(painter, rect, TileBlocksModel::tr("gap"), base_, Qt::AlignHCenter);
            continue;
        }
        painter->fillRect(rect, colour);
        if (rect.width() >= kMinOutlineSizePx && rect.height() >= kMinOutlineSizePx) {
            // Neighbouring blocks of one colour stay distinguishable; thinner ones would be all outline.
            painter->setPen(QPen(base_, 1));
            painter->drawRect(rect.adjusted(0, 0, -1, -1));
        }
        if (!drawn.folded)
            drawLabel(painter, rect, model_->nameText(block), colour);
    }

    const TileBlockLanes& laneLayout = lanes();
    if (highlighted_ >= 0 && std::size_t(highlighted_) < laneLayout.lane.size()
        && laneLayout.lane[std::size_t(highlighted_)] >= -1) {
        const TileBlock& block = blocks[std::size_t(highlighted_)];
        const int lane = laneLayout.lane[std::size_t(highlighted_)];
        const QRectF rect = pixelRect(block.offset, block.offset + block.bytes, lane).adjusted(-2, -2, 2, 2);
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(text_, 3));
        painter->drawRect(rect);
        painter->setPen(QPen(highlight_, 1));
        painter->drawRect(rect.adjusted(-2, -2, 2, 2));
    }
}

} // namespace tilescope::gui
