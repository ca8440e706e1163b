#include "views/regions/RegionMarkers.h"

#include "models/ByteFormat.h"
#include "views/regions/RegionBlocksLayer.h"
#include "views/regions/RegionsPlot.h"
#include "views/regions/TileBlocksModel.h"

#include <algorithm>

namespace tilescope::gui {
namespace {

std::uint64_t interleavedStart(const TileBlocksModel& model)
{
    return model.report() ? model.report()->target.interleavedStartBytes() : 0;
}

// `item`, created on `rect`: placed by address on its x axis and by fraction of its height (0 at
// the top), and clipped to it.
template <class Item>
Item* inRect(QCustomPlot* plot, QCPAxisRect* rect)
{
    auto* item = new Item(plot);
    item->setClipAxisRect(rect);
    item->setClipToAxisRect(true);
    item->setSelectable(false);
    for (QCPItemPosition* position : item->positions()) {
        position->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
        position->setAxisRect(rect);
        position->setTypeX(QCPItemPosition::ptPlotCoords);
        position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    }
    return item;
}

void setSpan(QCPItemRect* rect, double fromKiB, double toKiB)
{
    rect->topLeft->setCoords(fromKiB, 0.0);
    rect->bottomRight->setCoords(toKiB, 1.0);
}

} // namespace

RegionMarkers::RegionMarkers(QCustomPlot* plot, QCPAxisRect* header, const std::vector<QCPAxisRect*>& rows)
    : header_(header),
      nonInterleavedBand_(inRect<QCPItemRect>(plot, header)),
      interleavedBand_(inRect<QCPItemRect>(plot, header)),
      nonInterleavedLabel_(inRect<QCPItemText>(plot, header)),
      interleavedLabel_(inRect<QCPItemText>(plot, header)),
      tileEndLabel_(inRect<QCPItemText>(plot, header)),
      overflowLabel_(inRect<QCPItemText>(plot, header))
{
    // The region bands lie under the blocks (created before them on the main layer); the tile's end,
    // the labels and the red wash over what overflows lie above them.
    plot->addLayer(QStringLiteral("annotations"), plot->layer(QStringLiteral("main")), QCustomPlot::limAbove);
    for (QCPAxisRect* rect : rows) {
        rows_.push_back({inRect<QCPItemStraightLine>(plot, rect), inRect<QCPItemRect>(plot, rect)});
        // The wash first on the layer, so that the tile's end is drawn over it.
        rows_.back().overflow->setLayer(QStringLiteral("annotations"));
        rows_.back().tileEnd->setLayer(QStringLiteral("annotations"));
    }
    for (QCPAbstractItem* item : std::initializer_list<QCPAbstractItem*>{
             tileEndLabel_, overflowLabel_, nonInterleavedLabel_, interleavedLabel_})
        item->setLayer(QStringLiteral("annotations"));
    nonInterleavedLabel_->setPositionAlignment(Qt::AlignCenter);
    interleavedLabel_->setPositionAlignment(Qt::AlignCenter);
    tileEndLabel_->setPositionAlignment(Qt::AlignRight | Qt::AlignVCenter);
    tileEndLabel_->setPadding(QMargins(4, 0, 6, 0));
    overflowLabel_->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    overflowLabel_->setPadding(QMargins(6, 0, 4, 0));
    QFont bold = plot->font();
    bold.setBold(true);
    tileEndLabel_->setFont(bold);
    overflowLabel_->setFont(bold);
}

void RegionMarkers::setTile(const TileBlocksModel* model)
{
    const bool hasTile = model && model->report() && model->tile();
    const double tileEndKiB = hasTile ? double(model->report()->target.bytesPerTile) / kBytesPerKiB : 0.0;
    const double interleavedKiB = hasTile ? double(interleavedStart(*model)) / kBytesPerKiB : 0.0;
    setSpan(nonInterleavedBand_, 0.0, interleavedKiB);
    setSpan(interleavedBand_, interleavedKiB, tileEndKiB);
    nonInterleavedLabel_->position->setCoords(interleavedKiB / 2.0, 0.5);
    interleavedLabel_->position->setCoords((interleavedKiB + tileEndKiB) / 2.0, 0.5);
    const std::uint64_t start = hasTile ? interleavedStart(*model) : 0;
    nonInterleavedLabel_->setText(RegionsPlot::tr("Non-interleaved (0–%1)").arg(formatBytes(start)));
    interleavedLabel_->setText(RegionsPlot::tr("Interleaved (%1–%2)")
                                   .arg(formatBytes(start), formatBytes(hasTile ? model->totals().capacityBytes : 0)));
    nonInterleavedBand_->setVisible(hasTile && interleavedKiB > 0.0);
    nonInterleavedLabel_->setVisible(hasTile && interleavedKiB > 0.0);
    interleavedBand_->setVisible(hasTile && interleavedKiB < tileEndKiB);
    interleavedLabel_->setVisible(hasTile && interleavedKiB < tileEndKiB);
    tileEndLabel_->position->setCoords(tileEndKiB, 0.5);
    tileEndLabel_->setText(RegionsPlot::tr("Tile end"));
    tileEndLabel_->setVisible(hasTile);

    const std::uint64_t overflow = hasTile ? model->totals().overflowBytes : 0;
    const double highestKiB = hasTile ? double(model->totals().highestAddress) / kBytesPerKiB : 0.0;
    const bool overflows = hasTile && (overflow > 0 || highestKiB > tileEndKiB);
    overflowLabel_->position->setCoords(tileEndKiB, 0.5);
    overflowLabel_->setText(RegionsPlot::tr("Overflow %1").arg(formatBytes(overflow)));
    overflowLabel_->setVisible(overflows);
    for (const RowMarks& row : rows_) {
        row.tileEnd->point1->setCoords(tileEndKiB, 0.0);
        row.tileEnd->point2->setCoords(tileEndKiB, 1.0);
        row.tileEnd->setVisible(hasTile);
        setSpan(row.overflow, tileEndKiB, std::max(highestKiB, tileEndKiB));
        row.overflow->setVisible(overflows);
    }
}

// Labels only where they fit: a tile overflowing thirty times over squeezes the regions into a few
// pixels, and overlapping labels would be unreadable.
void RegionMarkers::placeLabels(const TileBlocksModel* model)
{
    if (!model || !model->tile())
        return;
    QCPAxis* x = header_->axis(QCPAxis::atBottom);
    const auto pixelAt = [x](double bytes) { return x->coordToPixel(bytes / kBytesPerKiB); };
    const auto textWidth = [](const QCPItemText* label) {
        return QFontMetricsF(label->font()).horizontalAdvance(label->text()) + 12.0;
    };
    const double start = double(interleavedStart(*model));
    const double end = double(model->totals().capacityBytes);
    // What of each band is in view: a label centred on a band half out of view would be cut.
    const double left = header_->left(), right = header_->right();
    const auto visible = [&](double from, double to) {
        return std::max(0.0, std::min(pixelAt(to), right) - std::max(pixelAt(from), left));
    };
    const double nonInterleaved = visible(0.0, start);
    const double interleaved = visible(start, end);
    const auto centreOfVisible = [&](double from, double to) {
        const double a = std::max(pixelAt(from), left), b = std::min(pixelAt(to), right);
        return x->pixelToCoord((a + b) / 2.0);
    };
    nonInterleavedLabel_->position->setCoords(centreOfVisible(0.0, start), 0.5);
    interleavedLabel_->position->setCoords(centreOfVisible(start, end), 0.5);
    nonInterleavedLabel_->setVisible(nonInterleavedBand_->visible() && nonInterleaved >= textWidth(nonInterleavedLabel_));
    // The tile-end label sits left of the line, in the interleaved band, beside that band's own label.
    const bool interleavedFits = interleavedBand_->visible() && interleaved >= textWidth(interleavedLabel_);
    interleavedLabel_->setVisible(interleavedFits);
    const double roomForEnd = interleavedFits ? (interleaved - textWidth(interleavedLabel_)) / 2.0 : interleaved;
    tileEndLabel_->setVisible(pixelAt(end) <= right && roomForEnd >= textWidth(tileEndLabel_));
    // The overflow label starts at the tile's end and may run on to the plot's right edge.
    const double overflowRoom = right - std::max(pixelAt(end), left);
    overflowLabel_->setVisible(model->totals().overflowBytes > 0 && pixelAt(end) >= left
                               && overflowRoom >= textWidth(overflowLabel_));
}

void RegionMarkers::applyPalette(const QPalette& palette)
{
    // Two tints of the window colour tell the regions apart in either palette.
    nonInterleavedBand_->setBrush(palette.color(QPalette::AlternateBase));
    nonInterleavedBand_->setPen(QPen(palette.color(QPalette::Mid)));
    interleavedBand_->setBrush(palette.color(QPalette::Button));
    interleavedBand_->setPen(QPen(palette.color(QPalette::Mid)));
    nonInterleavedLabel_->setColor(palette.color(QPalette::WindowText));
    interleavedLabel_->setColor(palette.color(QPalette::WindowText));
    tileEndLabel_->setColor(palette.color(QPalette::WindowText));
    const QColor overflow = TileBlocksModel::groupColour(BlockGroup::Overflow);
    QColor overflowWash = overflow;
    overflowWash.setAlphaF(0.22f);
    overflowLabel_->setColor(overflow);
    for (const RowMarks& row : rows_) {
        row.tileEnd->setPen(QPen(palette.color(QPalette::WindowText), 3));
        row.overflow->setBrush(overflowWash);
        row.overflow->setPen(QPen(overflow, 1, Qt::DashLine));
    }
}

} // namespace tilescope::gui
