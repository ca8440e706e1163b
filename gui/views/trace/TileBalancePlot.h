#pragma once
// The tile balance of a compute set: its cycles on each tile it runs on (the execution's runs of
// alike tiles), as bars across the tiles. A compute set takes as long as its slowest tile, so a
// few tall bars over a low floor are time the other tiles spend waiting.

#include "report/Report.h"

#include <QWidget>

class QCustomPlot;
class QCPGraph;

namespace tilescope::gui {

class TileBalancePlot : public QWidget {
    Q_OBJECT
public:
    explicit TileBalancePlot(QWidget* parent = nullptr);

    /// Shows compute set `computeSet` of `report` (kNone or a report without execution clears it).
    void setComputeSet(const Report* report, std::int32_t computeSet);
    /// The drawn (tile, cycles) steps, for tests and the CSV export.
    QString csv() const;
    /// Tiles drawn and the slowest tile's cycles.
    std::uint64_t tileCount() const { return tiles_; }
    std::uint64_t maxCycles() const { return maxCycles_; }
    QCustomPlot* customPlot() const { return plot_; }

    QSize sizeHint() const override { return {400, 200}; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void applyPalette();

    QCustomPlot* plot_;
    QCPGraph* bars_;
    std::vector<std::uint32_t> firstTiles_;
    std::vector<std::uint32_t> tileCounts_;
    std::vector<std::uint64_t> cycles_;
    std::uint64_t tiles_ = 0;
    std::uint64_t maxCycles_ = 0;
};

} // namespace tilescope::gui
