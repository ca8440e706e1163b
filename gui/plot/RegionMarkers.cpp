#include "plot/RegionMarkers.h"

#include "models/ByteFormat.h"
#include "models/TileBlocksModel.h"
#include "plot/RegionBlocksLayer.h"
#include "plot/RegionsPlot.h"

#include <algorithm>

namespace tilescope::gui {
namespace {

std::uint64_t interleavedStart(const TileBlocksModel& model)
{
    return model.report() ? model.report()->target.interleavedStartBytes() : 0;
}

} // namespace

RegionMarkers::RegionMarkers(QCustomPlot* plot)
    : plot_(plot),
      nonInterleavedBand_(new QCPItemRect(plot)),
      interleavedBand_(new QCPItemRect(plot)),
      nonInterleavedLabel_(new QCPItemText(plot)),
      interleavedLabel_(new QCPItemText(plot)),
      tileEnd_(new QCPItemStraightLine(plot)),
      tileEndLabel_(new QCPItemText(plot)),
      overflowBand_(new QCPItemRect(plot)),
      overflowLabel_(new QCPItemText(plot))
{
    for (QCPItemRect* band : {nonInterleavedBand_, interleavedBand_, overflowBand_}) {
        band->setClipToAxisRect(true);
        band->setSelectable(false);
    }
    for (QCPItemText* label : {nonInterleavedLabel_, interleavedLabel_, tileEndLabel_, overflowLabel_}) {
        label->setClipToAxisRect(true);
        label->setSelectable(false);
    }
    // The region bands lie under the blocks (created before them on the main layer); the tile's end,
    // the labels and the red wash over what overflows lie above them.
    plot->addLayer(QStringLiteral("annotations"), plot->layer(QStringLiteral("main")), QCustomPlot::limAbove);
    for (QCPAbstractItem* item : std::initializer_list<QCPAbstractItem*>{
             overflowBand_, tileEnd_, tileEndLabel_, overflowLabel_, nonInterleavedLabel_, interleavedLabel_})
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
    tileEnd_->setSelectable(false);
}

void RegionMarkers::setTile(const TileBlocksModel* model, double stripTop, double stripBottom, double lanesBottom)
{
    const bool hasTile = model && model->report() && model->tile();
    const double tileEndKiB = hasTile ? double(model->report()->target.bytesPerTile) / kBytesPerKiB : 0.0;
    const double interleavedKiB = hasTile ? double(interleavedStart(*model)) / kBytesPerKiB : 0.0;
    // The region strip: non-interleaved from 0, interleaved from its start to the tile's end.
    nonInterleavedBand_->topLeft->setCoords(0.0, stripTop);
    nonInterleavedBand_->bottomRight->setCoords(interleavedKiB, stripBottom);
    interleavedBand_->topLeft->setCoords(interleavedKiB, stripTop);
    interleavedBand_->bottomRight->setCoords(tileEndKiB, stripBottom);
    const double stripMiddle = (stripTop + stripBottom) / 2.0;
    nonInterleavedLabel_->position->setCoords(interleavedKiB / 2.0, stripMiddle);
    interleavedLabel_->position->setCoords((interleavedKiB + tileEndKiB) / 2.0, stripMiddle);
    const std::uint64_t start = hasTile ? interleavedStart(*model) : 0;
    nonInterleavedLabel_->setText(RegionsPlot::tr("Non-interleaved (0–%1)").arg(formatBytes(start)));
    interleavedLabel_->setText(RegionsPlot::tr("Interleaved (%1–%2)")
                                   .arg(formatBytes(start), formatBytes(hasTile ? model->totals().capacityBytes : 0)));
    nonInterleavedBand_->setVisible(hasTile && interleavedKiB > 0.0);
    nonInterleavedLabel_->setVisible(hasTile && interleavedKiB > 0.0);
    interleavedBand_->setVisible(hasTile && interleavedKiB < tileEndKiB);
    interleavedLabel_->setVisible(hasTile && interleavedKiB < tileEndKiB);

    tileEnd_->point1->setCoords(tileEndKiB, 0.0);
    tileEnd_->point2->setCoords(tileEndKiB, 1.0);
    tileEnd_->setVisible(hasTile);
    tileEndLabel_->position->setCoords(tileEndKiB, stripMiddle);
    tileEndLabel_->setText(RegionsPlot::tr("Tile end"));
    tileEndLabel_->setVisible(hasTile);

    const std::uint64_t overflow = hasTile ? model->totals().overflowBytes : 0;
    const double highestKiB = hasTile ? double(model->totals().highestAddress) / kBytesPerKiB : 0.0;
    const bool overflows = hasTile && (overflow > 0 || highestKiB > tileEndKiB);
    overflowBand_->topLeft->setCoords(tileEndKiB, stripTop);
    overflowBand_->bottomRight->setCoords(std::max(highestKiB, tileEndKiB), lanesBottom);
    overflowLabel_->position->setCoords(tileEndKiB, stripMiddle);
    overflowLabel_->setText(RegionsPlot::tr("Overflow %1").arg(formatBytes(overflow)));
    overflowBand_->setVisible(overflows);
    overflowLabel_->setVisible(overflows);
}

// Labels only where they fit: a tile overflowing thirty times over squeezes the regions into a few
// pixels, and overlapping labels would be unreadable.
void RegionMarkers::placeLabels(const TileBlocksModel* model)
{
    if (!model || !model->tile())
        return;
    const auto pixelAt = [this](double bytes) { return plot_->xAxis->coordToPixel(bytes / kBytesPerKiB); };
    const auto textWidth = [](const QCPItemText* label) {
        return QFontMetricsF(label->font()).horizontalAdvance(label->text()) + 12.0;
    };
    const double start = double(interleavedStart(*model));
    const double end = double(model->totals().capacityBytes);
    const double nonInterleaved = pixelAt(start) - pixelAt(0.0);
    const double interleaved = pixelAt(end) - pixelAt(start);
    nonInterleavedLabel_->setVisible(nonInterleavedBand_->visible() && nonInterleaved >= textWidth(nonInterleavedLabel_));
    // The tile-end label sits left of the line, in the interleaved band, beside that band's own label.
    const bool interleavedFits = interleavedBand_->visible() && interleaved >= textWidth(interleavedLabel_);
    interleavedLabel_->setVisible(interleavedFits);
    const double roomForEnd = interleavedFits ? (interleaved - textWidth(interleavedLabel_)) / 2.0 : interleaved;
    tileEndLabel_->setVisible(model->tile().has_value() && roomForEnd >= textWidth(tileEndLabel_));
    // The overflow label starts at the tile's end and may run on to the plot's right edge.
    const double overflowRoom = plot_->axisRect()->right() - pixelAt(end);
    overflowLabel_->setVisible(overflowBand_->visible() && overflowRoom >= textWidth(overflowLabel_));
}

void RegionMarkers::applyPalette(const QPalette& palette)
{
    // Two tints of the window colour tell the regions apart in either palette.
    const QColor window = palette.color(QPalette::AlternateBase);
    nonInterleavedBand_->setBrush(window);
    nonInterleavedBand_->setPen(QPen(palette.color(QPalette::Mid)));
    interleavedBand_->setBrush(palette.color(QPalette::Button));
    interleavedBand_->setPen(QPen(palette.color(QPalette::Mid)));
    nonInterleavedLabel_->setColor(palette.color(QPalette::WindowText));
    interleavedLabel_->setColor(palette.color(QPalette::WindowText));
    tileEnd_->setPen(QPen(palette.color(QPalette::WindowText), 3));
    tileEndLabel_->setColor(palette.color(QPalette::WindowText));
    const QColor overflow = TileBlocksModel::groupColour(BlockGroup::Overflow);
    QColor overflowWash = overflow;
    overflowWash.setAlphaF(0.22f);
    overflowBand_->setBrush(overflowWash);
    overflowBand_->setPen(QPen(overflow, 1, Qt::DashLine));
    overflowLabel_->setColor(overflow);
}

} // namespace tilescope::gui
