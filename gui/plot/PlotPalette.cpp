#include "plot/PlotPalette.h"

#include "models/TileMemoryStacks.h"

#include <QImage>
#include <QPainter>

#include <qcustomplot.h>

namespace tilescope::gui {

void applyPlotLocale(QCustomPlot* plot, QLocale locale)
{
    locale.setNumberOptions(QLocale::DefaultNumberOptions);
    plot->setLocale(locale);
}

void applyPlotPalette(QCustomPlot* plot, const QPalette& palette, const std::vector<QCPAxis*>& axes)
{
    const QColor text = palette.color(QPalette::WindowText);
    const QColor grid = palette.color(QPalette::Mid);
    plot->setBackground(palette.brush(QPalette::Base));
    for (QCPAxis* axis : axes) {
        axis->setBasePen(QPen(text));
        axis->setTickPen(QPen(text));
        axis->setSubTickPen(QPen(text));
        axis->setTickLabelColor(text);
        axis->setLabelColor(text);
        axis->grid()->setPen(QPen(grid, 0, Qt::DotLine));
    }
}

} // namespace tilescope::gui

namespace tilescope::gui {

QBrush outOfMemoryHatch()
{
    constexpr int kTile = 14; // most of each tile is left clear: the stack shows between stripes
    QImage tile(kTile, kTile, QImage::Format_ARGB32_Premultiplied);
    tile.fill(Qt::transparent);
    QPainter painter(&tile);
    painter.setRenderHint(QPainter::Antialiasing, false);
    // The stripe is drawn three times, shifted by a tile, so that it runs on across the seams.
    for (const int shift : {-kTile, 0, kTile}) {
        painter.setPen(QPen(QColor(255, 255, 255, 190), 4));
        painter.drawLine(shift, kTile, shift + kTile, 0);
        painter.setPen(QPen(outOfMemoryColor(), 2));
        painter.drawLine(shift, kTile, shift + kTile, 0);
    }
    painter.end();
    return QBrush(tile);
}

} // namespace tilescope::gui
