#include "plot/TileHistogramPlot.h"

#include "plot/PlotPalette.h"
#include "plot/PlotExport.h"
#include "plot/PlotFrame.h"

#include <QEvent>

#include <qcustomplot.h>

#include <algorithm>

namespace tilescope::gui {
namespace {

constexpr double kBytesPerKiB = 1024.0;
const QColor kOverCapacity(0xd3, 0x2f, 0x2f);

} // namespace

TileHistogramPlot::TileHistogramPlot(QWidget* parent)
    : QWidget(parent),
      plot_(PlotFrame::fill(this)),
      bars_(new QCPBars(plot_->xAxis, plot_->yAxis)),
      capacityLine_(new QCPItemStraightLine(plot_)),
      capacityLabel_(new QCPItemText(plot_))
{
    setMinimumHeight(200);
    // The histogram neither zooms nor pans: on the Summary page the wheel scrolls the page.
    PlotFrame::of(plot_)->setWheelPassesThrough(true);

    plot_->xAxis->setLabel(tr("Memory used per tile, including gaps (KiB)"));
    plot_->yAxis->setLabel(tr("Tiles"));
    plot_->yAxis->ticker()->setTickStepStrategy(QCPAxisTicker::tssReadability);
    bars_->setWidthType(QCPBars::wtPlotCoords);

    QPen capacityPen(kOverCapacity, 2, Qt::DashLine);
    capacityLine_->setPen(capacityPen);
    capacityLabel_->setColor(kOverCapacity);
    capacityLabel_->setText(tr("Tile memory"));
    capacityLabel_->setPositionAlignment(Qt::AlignRight | Qt::AlignTop);
    capacityLabel_->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    capacityLabel_->setPadding(QMargins(6, 2, 6, 0));
    applyPalette();

    addExportActions(plot_, this, [this] {
        QString csv = tr("Memory from (bytes)") % u',' % tr("Memory to (bytes)") % u',' % tr("Tiles") % u'\n';
        for (std::size_t bin = 0; bin < histogram_.binStartBytes.size(); ++bin) {
            const double start = histogram_.binStartBytes[bin];
            csv += QString::number(qulonglong(start)) % u',' %
                   QString::number(qulonglong(start + histogram_.binWidthBytes)) % u',' %
                   QString::number(qulonglong(histogram_.tileCounts[bin])) % u'\n';
        }
        return histogram_.isEmpty() ? QString() : csv;
    });
}

void TileHistogramPlot::setHistogram(const TileHistogram& histogram)
{
    histogram_ = histogram;
    QVector<double> keys;
    keys.reserve(qsizetype(histogram.binStartBytes.size()));
    for (const double start : histogram.binStartBytes)
        keys.append((start + histogram.binWidthBytes / 2.0) / kBytesPerKiB);
    const QVector<double> counts(histogram.tileCounts.begin(), histogram.tileCounts.end());
    bars_->setWidth(histogram.binWidthBytes / kBytesPerKiB * 0.9);
    bars_->setData(keys, counts, true);

    const double capacityKiB = double(histogram.capacityBytes) / kBytesPerKiB;
    capacityLine_->point1->setCoords(capacityKiB, 0.0);
    capacityLine_->point2->setCoords(capacityKiB, 1.0);
    capacityLabel_->position->setCoords(capacityKiB, 0.0);
    capacityLine_->setVisible(histogram.capacityBytes > 0);
    capacityLabel_->setVisible(histogram.capacityBytes > 0);

    const double rangeKiB = double(std::max(histogram.maxTileBytes, histogram.capacityBytes)) / kBytesPerKiB;
    plot_->xAxis->setRange(0.0, std::max(rangeKiB * 1.04, 1.0));
    // The label sits on the side of the line with room for it, so it is never cut by the axis.
    const bool lineInLeftHalf = capacityKiB < plot_->xAxis->range().center();
    capacityLabel_->setPositionAlignment((lineInLeftHalf ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignTop);
    const double maxCount = histogram.tileCounts.empty()
                                ? 1.0
                                : *std::max_element(histogram.tileCounts.begin(), histogram.tileCounts.end());
    plot_->yAxis->setRange(0.0, std::max(maxCount * 1.15, 1.0));
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void TileHistogramPlot::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    QWidget::changeEvent(event);
}

// QCustomPlot draws with fixed black on white; follow the widget palette so a dark theme works.
void TileHistogramPlot::applyPalette()
{
    const QPalette& p = palette();
    applyPlotPalette(plot_, p, {plot_->xAxis, plot_->yAxis});
    const QColor bar = p.color(QPalette::Highlight);
    bars_->setPen(QPen(bar.darker(120)));
    bars_->setBrush(bar);
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace tilescope::gui
