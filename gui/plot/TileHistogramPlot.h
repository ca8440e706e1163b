#pragma once
// Bars of a TileHistogram with the tile's memory capacity drawn as a vertical line, so the tiles
// past it (out of memory) stand out. QCustomPlot stays private to the .cpp.

#include "models/TileHistogram.h"

#include <QWidget>

class QCustomPlot;
class QCPBars;
class QCPItemStraightLine;
class QCPItemText;

namespace tilescope::gui {

class TileHistogramPlot : public QWidget {
    Q_OBJECT
public:
    explicit TileHistogramPlot(QWidget* parent = nullptr);

    void setHistogram(const TileHistogram& histogram);

    QSize sizeHint() const override { return {480, 240}; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void applyPalette();

    QCustomPlot* plot_;
    QCPBars* bars_;
    QCPItemStraightLine* capacityLine_;
    QCPItemText* capacityLabel_;
    TileHistogram histogram_; // what is drawn, for the CSV export
};

} // namespace tilescope::gui
