#pragma once
// The QCustomPlot plottable that paints a tile's blocks for RegionsPlot in one set of lanes (the
// lanes of the address space, or the one row of the tile at its peak): the rectangles the model
// folded for the visible window (never more than the pixels across), gaps hatched by cause,
// memory-element boundaries as faint lines, names inside blocks wide enough to hold them and the
// highlighted block outlined. Included only by plot/ sources (it needs qcustomplot.h).

#include "views/regions/TileBlockLanes.h"

#include <qcustomplot.h>

#include <vector>

namespace tilescope::gui {

class TileBlocksModel;

inline constexpr double kBytesPerKiB = 1024.0;

class RegionBlocksLayer : public QCPAbstractPlottable {
public:
    /// Which of the model's lane layouts a layer paints.
    enum class Layout { AddressLanes, PeakRow };

    RegionBlocksLayer(QCPAxis* addressAxis, QCPAxis* laneAxis, Layout layout);

    void setModel(const TileBlocksModel* model) { model_ = model; }
    const TileBlockLanes& lanes() const;
    void setDrawnBlocks(std::vector<DrawnBlock> blocks) { drawn_ = std::move(blocks); }
    void setHighlightedBlock(int row) { highlighted_ = row; }
    void setElementBoundaries(std::vector<double> kib) { boundariesKiB_ = std::move(kib); }
    void setColours(const QColor& base, const QColor& text, const QColor& highlight);
    std::size_t drawnCount() const { return drawn_.size(); }

    /// Space left between neighbouring lanes, in lane-axis units.
    static constexpr double kLaneMargin = 0.08;
    /// The brushes a gap of `cause` is painted with, the wash first.
    static QList<QBrush> gapBrushes(GapCause cause);
    /// `text` as it fits in `width` pixels: shortened at its end, or empty when too few letters
    /// would remain to read ("Ve…te" is noise; "Vertex ins…" is not).
    static QString fittedLabel(const QString& text, const QFontMetricsF& metrics, double width);

    double selectTest(const QPointF&, bool, QVariant* = nullptr) const override { return -1.0; }
    QCPRange getKeyRange(bool& foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth) const override;
    QCPRange getValueRange(bool& foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth,
                           const QCPRange& inKeyRange = QCPRange()) const override;

protected:
    void draw(QCPPainter* painter) override;
    void drawLegendIcon(QCPPainter*, const QRectF&) const override {}

private:
    QRectF pixelRect(std::uint64_t begin, std::uint64_t end, int lane) const;
    void drawLabel(QCPPainter* painter, const QRectF& rect, const QString& text, const QColor& fill,
                   Qt::Alignment alignment = Qt::AlignLeft) const;

    const TileBlocksModel* model_ = nullptr;
    Layout layout_;
    std::vector<DrawnBlock> drawn_;
    std::vector<double> boundariesKiB_;
    int highlighted_ = -1;
    QColor base_;
    QColor text_;
    QColor highlight_;
};

} // namespace tilescope::gui
