#pragma once
// A map of the chip: every tile of the shown IPU(s) as a cell coloured by how full it is, the
// out-of-memory tiles in the warning colour, the selected tiles outlined. The layout is logical
// (tiles row by row in id order), not the physical floor plan. Clicking a cell picks its tile.

#include "views/memory/TileMemorySeries.h"

#include <QImage>
#include <QWidget>

#include <optional>
#include <vector>

namespace tilescope::gui {

class ChipMapWidget : public QWidget {
    Q_OBJECT
public:
    explicit ChipMapWidget(QWidget* parent = nullptr);

    /// Shows the tiles of `series` (its IPU filter and gaps setting; order is always by id).
    void setSeries(const TileMemorySeries* series);
    void setSelectedTiles(std::vector<std::uint32_t> tiles);

    /// The tile under a widget position, if any.
    std::optional<std::uint32_t> tileAt(QPoint position) const;
    /// The centre of a tile's cell in widget coordinates (for tests and reveal).
    QPoint centreOfTile(std::uint32_t tile) const;
    /// The colour a tile is drawn in.
    QColor colourOfTile(std::uint32_t tile) const;
    /// The legend's words, ramp and swatch, in widget coordinates: on two rows when one would not fit.
    std::vector<QRect> legendParts() const;

    QSize sizeHint() const override { return {420, 260}; }
    QSize minimumSizeHint() const override { return {200, 64}; }

signals:
    void tileClicked(std::uint32_t tile, bool add);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override;

private:
    /// One pixel per tile, chips side by side with a one-pixel gutter.
    void rebuildImage();
    QRect mapRect() const;
    QRect legendRect() const;
    std::vector<QRect> legendLayout() const;
    QString fullText() const;
    std::optional<QPoint> cellOfTile(std::uint32_t tile) const;

    const TileMemorySeries* series_ = nullptr;
    std::vector<std::uint32_t> selectedTiles_;
    QImage image_;
    std::uint32_t firstTile_ = 0;
    std::uint32_t tileCount_ = 0;
    int chipColumns_ = 0; // cells per row of a chip
    int chipRows_ = 0;
    int chipsAcross_ = 1;
};

} // namespace tilescope::gui
