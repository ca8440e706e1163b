#include "views/memory/ChipMapWidget.h"

#include "models/ByteFormat.h"
#include "models/RoomToSpareText.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace tilescope::gui {
namespace {

// A sequential single-hue ramp (ColorBrewer Blues): light = empty, dark = full. It stays clear
// of the out-of-memory vermillion for every kind of colour vision.
const QColor kEmpty(0xde, 0xeb, 0xf7);
const QColor kFull(0x08, 0x30, 0x6b);
constexpr int kLegendHeight = 22;
// Tiles per row of a chip: a 2:1 grid reads well under the bars and fits a laptop.
constexpr double kChipAspect = 2.0;

QColor ramp(double fraction)
{
    fraction = std::clamp(fraction, 0.0, 1.0);
    return QColor::fromRgbF(float(kEmpty.redF() + (kFull.redF() - kEmpty.redF()) * fraction),
                            float(kEmpty.greenF() + (kFull.greenF() - kEmpty.greenF()) * fraction),
                            float(kEmpty.blueF() + (kFull.blueF() - kEmpty.blueF()) * fraction));
}

} // namespace

ChipMapWidget::ChipMapWidget(QWidget* parent) : QWidget(parent)
{
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void ChipMapWidget::setSeries(const TileMemorySeries* series)
{
    series_ = series;
    rebuildImage();
    update();
}

void ChipMapWidget::setSelectedTiles(std::vector<std::uint32_t> tiles)
{
    selectedTiles_ = std::move(tiles);
    update();
}

QColor ChipMapWidget::colourOfTile(std::uint32_t tile) const
{
    const TileMemoryStacks* stacks = series_ ? series_->stacks() : nullptr;
    if (!stacks || tile >= stacks->tileCount())
        return {};
    if (stacks->isOutOfMemory(tile))
        return outOfMemoryColor();
    const double capacity = double(std::max<std::uint64_t>(stacks->bytesPerTile, 1));
    return ramp(double(stacks->totalBytes(tile, series_->includesGaps())) / capacity);
}

void ChipMapWidget::rebuildImage()
{
    image_ = QImage();
    tileCount_ = 0;
    const TileMemoryStacks* stacks = series_ ? series_->stacks() : nullptr;
    if (!stacks || series_->size() == 0 || stacks->tilesPerIpu == 0)
        return;
    // The series' tiles are one IPU or all; by id they are contiguous from the lowest.
    firstTile_ = series_->ipu() ? *series_->ipu() * stacks->tilesPerIpu : 0;
    tileCount_ = std::uint32_t(series_->size());
    const std::uint32_t chips = (tileCount_ + stacks->tilesPerIpu - 1) / stacks->tilesPerIpu;
    chipColumns_ = int(std::ceil(std::sqrt(double(stacks->tilesPerIpu) * kChipAspect)));
    chipRows_ = int((stacks->tilesPerIpu + std::uint32_t(chipColumns_) - 1) / std::uint32_t(chipColumns_));
    chipsAcross_ = std::max(1, int(std::ceil(std::sqrt(double(chips)))));
    const int chipsDown = int((chips + std::uint32_t(chipsAcross_) - 1) / std::uint32_t(chipsAcross_));
    image_ = QImage(chipsAcross_ * (chipColumns_ + 1) - 1, chipsDown * (chipRows_ + 1) - 1, QImage::Format_ARGB32);
    image_.fill(Qt::transparent);
    for (std::uint32_t i = 0; i < tileCount_; ++i) {
        const auto cell = cellOfTile(firstTile_ + i);
        image_.setPixelColor(*cell, colourOfTile(firstTile_ + i));
    }
}

std::optional<QPoint> ChipMapWidget::cellOfTile(std::uint32_t tile) const
{
    if (tileCount_ == 0 || tile < firstTile_ || tile >= firstTile_ + tileCount_)
        return std::nullopt;
    const std::uint32_t tilesPerIpu = series_->stacks()->tilesPerIpu;
    const std::uint32_t index = tile - firstTile_;
    const int chip = int(index / tilesPerIpu);
    const int inChip = int(index % tilesPerIpu);
    return QPoint((chip % chipsAcross_) * (chipColumns_ + 1) + inChip % chipColumns_,
                  (chip / chipsAcross_) * (chipRows_ + 1) + inChip / chipColumns_);
}

QRect ChipMapWidget::mapRect() const
{
    if (image_.isNull())
        return {};
    const QRect area = rect().adjusted(0, 0, 0, -legendRect().height() - 4);
    // Whole pixels per cell keep cells equal; with under three pixels a cell, filling the space
    // matters more than equal cells (16 IPUs of 1472 tiles on a laptop).
    const double scale = std::min(double(area.width()) / image_.width(), double(area.height()) / image_.height());
    const double cell = scale >= 3.0 ? std::floor(scale) : scale;
    const QSize size(int(image_.width() * cell), int(image_.height() * cell));
    return QRect(area.topLeft() + QPoint((area.width() - size.width()) / 2, 0), size);
}

QRect ChipMapWidget::legendRect() const
{
    const int rows = legendLayout().back().bottom() / kLegendHeight + 1;
    return QRect(0, height() - rows * kLegendHeight, width(), rows * kLegendHeight);
}

// Where the legend's parts go, relative to its top left: the words "Empty" and "Full", the ramp
// between them, the out-of-memory swatch and its words; on a second row when one is too narrow.
std::vector<QRect> ChipMapWidget::legendLayout() const
{
    const QFontMetrics metrics(font());
    const auto text = [&](const QString& words) { return QSize(metrics.horizontalAdvance(words), kLegendHeight); };
    const std::vector<QSize> parts{text(tr("Empty")), QSize(100, kLegendHeight), text(fullText()),
                                   QSize(14, kLegendHeight), text(tr("Out of memory"))};
    constexpr int kGaps[] = {4, 6, 6, 16, 6}; // before each part
    std::vector<QRect> rects;
    int x = 0, y = 0;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        // The swatch starts a new row when it and its words do not fit after the ramp.
        if (i == 3 && x + kGaps[3] + parts[3].width() + kGaps[4] + parts[4].width() > width()) {
            x = 0;
            y += kLegendHeight;
        }
        x += i == 3 && x == 0 ? kGaps[0] : kGaps[i];
        rects.emplace_back(QPoint(x, y), parts[i]);
        x += parts[i].width();
    }
    return rects;
}

std::vector<QRect> ChipMapWidget::legendParts() const
{
    std::vector<QRect> parts = legendLayout();
    for (QRect& part : parts)
        part.translate(legendRect().topLeft());
    return parts;
}

QString ChipMapWidget::fullText() const
{
    return series_ && !series_->includesGaps() ? tr("Full (excluding gaps)") : tr("Full (including gaps)");
}

std::optional<std::uint32_t> ChipMapWidget::tileAt(QPoint position) const
{
    const QRect map = mapRect();
    if (!map.contains(position))
        return std::nullopt;
    const int x = int(double(position.x() - map.left()) * image_.width() / map.width());
    const int y = int(double(position.y() - map.top()) * image_.height() / map.height());
    const int chipX = x / (chipColumns_ + 1);
    const int chipY = y / (chipRows_ + 1);
    const int column = x % (chipColumns_ + 1);
    const int row = y % (chipRows_ + 1);
    if (column >= chipColumns_ || row >= chipRows_)
        return std::nullopt; // the gutter between chips
    const std::uint32_t tilesPerIpu = series_->stacks()->tilesPerIpu;
    const std::uint32_t inChip = std::uint32_t(row * chipColumns_ + column);
    if (inChip >= tilesPerIpu)
        return std::nullopt;
    const std::uint32_t index = std::uint32_t(chipY * chipsAcross_ + chipX) * tilesPerIpu + inChip;
    if (index >= tileCount_)
        return std::nullopt;
    return firstTile_ + index;
}

QPoint ChipMapWidget::centreOfTile(std::uint32_t tile) const
{
    const auto cell = cellOfTile(tile);
    const QRect map = mapRect();
    if (!cell || map.isEmpty())
        return {-1, -1};
    const double sx = double(map.width()) / image_.width();
    const double sy = double(map.height()) / image_.height();
    return QPoint(map.left() + int((cell->x() + 0.5) * sx), map.top() + int((cell->y() + 0.5) * sy));
}

void ChipMapWidget::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    const QColor text = palette().color(QPalette::WindowText);
    if (image_.isNull()) {
        painter.setPen(text);
        painter.drawText(rect(), Qt::AlignCenter, tr("No tiles"));
        return;
    }
    const QRect map = mapRect();
    painter.drawImage(map, image_);
    // Selected tiles: a frame in the text colour, at least 5 px so a single tile can be found.
    const double sx = double(map.width()) / image_.width();
    const double sy = double(map.height()) / image_.height();
    painter.setPen(QPen(text, 2));
    painter.setBrush(Qt::NoBrush);
    constexpr std::size_t kMaxOutlined = 256;
    for (std::size_t i = 0; i < std::min(selectedTiles_.size(), kMaxOutlined); ++i) {
        if (const auto cell = cellOfTile(selectedTiles_[i])) {
            const QPointF centre(map.left() + (cell->x() + 0.5) * sx, map.top() + (cell->y() + 0.5) * sy);
            const double w = std::max(sx + 2.0, 7.0);
            const double h = std::max(sy + 2.0, 7.0);
            painter.drawRect(QRectF(centre.x() - w / 2.0, centre.y() - h / 2.0, w, h));
        }
    }

    // Legend: the usage ramp from empty to full, then the out-of-memory swatch.
    const std::vector<QRect> parts = legendParts();
    painter.setPen(text);
    painter.drawText(parts[0], Qt::AlignVCenter, tr("Empty"));
    QLinearGradient gradient(parts[1].left(), 0, parts[1].right(), 0);
    gradient.setColorAt(0, kEmpty);
    gradient.setColorAt(1, kFull);
    painter.fillRect(parts[1].adjusted(0, 5, 0, -5), gradient);
    painter.drawText(parts[2], Qt::AlignVCenter, fullText());
    painter.fillRect(parts[3].adjusted(0, 5, 0, -5), outOfMemoryColor());
    painter.drawText(parts[4], Qt::AlignVCenter, tr("Out of memory"));
}

void ChipMapWidget::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton)
        if (const auto tile = tileAt(event->pos()))
            emit tileClicked(*tile, event->modifiers() & Qt::ControlModifier);
    QWidget::mouseReleaseEvent(event);
}

bool ChipMapWidget::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const auto tile = tileAt(help->pos());
        if (!tile) {
            QToolTip::hideText();
            return true;
        }
        const TileMemoryStacks& stacks = *series_->stacks();
        QString text = tr("Tile %1: %2 of %3")
                           .arg(*tile)
                           .arg(formatBytes(stacks.totalBytes(*tile, series_->includesGaps())),
                                formatBytes(stacks.bytesPerTile));
        if (stacks.isOutOfMemory(*tile))
            text += u'\n' % tr("Out of memory: %1 do not fit").arg(formatBytes(stacks.overflowBytes[*tile]));
        else if (*tile < stacks.roomToSpareBytes.size())
            text += u'\n' % tr("Room to spare: %1").arg(RoomToSpareText::bytes(stacks.roomToSpareBytes[*tile]));
        QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

} // namespace tilescope::gui
