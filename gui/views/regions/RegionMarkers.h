#pragma once
// What RegionsPlot marks around the blocks of a tile: the non-interleaved and interleaved regions
// as named bands in the header strip, the tile's end as a bold line through every row and what
// overflows past it as a red wash, each label shown only where it fits. The header has a height
// of its own in pixels, so that zooming the lanes never moves it and its text never covers bars.
// Included only by plot/ sources (qcustomplot.h).

#include <qcustomplot.h>

#include <vector>

namespace tilescope::gui {

class TileBlocksModel;

class RegionMarkers {
public:
    /// Creates the items: the bands and labels in `header`, a tile-end line and an overflow wash
    /// in each of `rows` (the header among them). Create before the blocks so that the region
    /// bands lie under them.
    RegionMarkers(QCustomPlot* plot, QCPAxisRect* header, const std::vector<QCPAxisRect*>& rows);

    /// Places the markers for `model`'s tile (null or empty: hidden).
    void setTile(const TileBlocksModel* model);
    /// Shows each label only where it fits at the current zoom.
    void placeLabels(const TileBlocksModel* model);
    void applyPalette(const QPalette& palette);

private:
    struct RowMarks {
        QCPItemStraightLine* tileEnd;
        QCPItemRect* overflow;
    };

    QCPAxisRect* header_;
    QCPItemRect* nonInterleavedBand_;
    QCPItemRect* interleavedBand_;
    QCPItemText* nonInterleavedLabel_;
    QCPItemText* interleavedLabel_;
    QCPItemText* tileEndLabel_;
    QCPItemText* overflowLabel_;
    std::vector<RowMarks> rows_;
};

} // namespace tilescope::gui
