#pragma once
// Bars of a TileHistogram with the tile's memory capacity drawn as a vertical line, so the tiles
// past it (out of memory) stand out. With a target report its histogram, on the same bins, is
// drawn over the source's as outlined bars, each named in a legend by its file. QCustomPlot
// stays private to the .cpp.

#include "views/summary/TileHistogram.h"

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

    /// `target` empty: the source alone. The histograms must share their bins.
    void setHistograms(const TileHistogram& source, const TileHistogram& target = {},
                       const QString& sourceName = {}, const QString& targetName = {});

    QSize sizeHint() const override { return {480, 240}; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void applyPalette();
    void retranslate();

    QCustomPlot* plot_;
    QCPBars* bars_;
    QCPBars* targetBars_;
    QCPItemStraightLine* capacityLine_;
    QCPItemText* capacityLabel_;
    TileHistogram histogram_; // what is drawn, for the CSV export
    TileHistogram targetHistogram_;
};

} // namespace tilescope::gui
