#pragma once
// What RegionsPlot marks around the blocks of a tile: the non-interleaved and interleaved regions
// as a named strip above the lanes, the tile's end as a bold line and what overflows past it as a
// red band, each label shown only where it fits. Included only by plot/ sources (qcustomplot.h).

#include <qcustomplot.h>

namespace tilescope::gui {

class TileBlocksModel;

class RegionMarkers {
public:
    /// Creates the items on `plot`; create before the blocks so that the region bands lie under them.
    explicit RegionMarkers(QCustomPlot* plot);

    /// Places the markers for `model`'s tile (null or empty: hidden) between lane-axis coordinates
    /// `stripTop` and `stripBottom` (the region strip) and down to `lanesBottom`.
    void setTile(const TileBlocksModel* model, double stripTop, double stripBottom, double lanesBottom);
    /// Shows each label only where it fits at the current zoom.
    void placeLabels(const TileBlocksModel* model);
    void applyPalette(const QPalette& palette);

private:
    QCustomPlot* plot_;
    QCPItemRect* nonInterleavedBand_;
    QCPItemRect* interleavedBand_;
    QCPItemText* nonInterleavedLabel_;
    QCPItemText* interleavedLabel_;
    QCPItemStraightLine* tileEnd_;
    QCPItemText* tileEndLabel_;
    QCPItemRect* overflowBand_;
    QCPItemText* overflowLabel_;
};

} // namespace tilescope::gui
