#include "views/summary/TileHistogramPlot.h"

#include "plot/PlotExport.h"
#include "plot/PlotFrame.h"
#include "plot/PlotPalette.h"

#include <QEvent>

#include <qcustomplot.h>

#include <algorithm>

namespace tilescope::gui {
namespace {

constexpr double kBytesPerKiB = 1024.0;
const QColor kOverCapacity(0xd3, 0x2f, 0x2f);
const QColor kTarget(0xcc, 0x79, 0xa7); // reddish purple: the target's colour in the liveness plot too

} // namespace

TileHistogramPlot::TileHistogramPlot(QWidget* parent)
    : QWidget(parent),
      plot_(PlotFrame::fill(this)),
      bars_(new QCPBars(plot_->xAxis, plot_->yAxis)),
      targetBars_(new QCPBars(plot_->xAxis, plot_->yAxis)),
      capacityLine_(new QCPItemStraightLine(plot_)),
      capacityLabel_(new QCPItemText(plot_))
{
    setMinimumHeight(200);
    // The histogram neither zooms nor pans: on the Summary page the wheel scrolls the page.
    PlotFrame::of(plot_)->setWheelPassesThrough(true);

    plot_->yAxis->ticker()->setTickStepStrategy(QCPAxisTicker::tssReadability);
    bars_->setWidthType(QCPBars::wtPlotCoords);
    targetBars_->setWidthType(QCPBars::wtPlotCoords);
    targetBars_->setBrush(Qt::NoBrush);
    targetBars_->setPen(QPen(kTarget, 2));
    plot_->setAutoAddPlottableToLegend(false);
    plot_->legend->setBorderPen(Qt::NoPen);
    // Filled row by row, so that the frame's re-flow to the width (the wrap: columns per row) puts
    // long names one under the other rather than side by side past the plot's edge.
    plot_->legend->setFillOrder(QCPLegend::foColumnsFirst);
    plot_->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);

    QPen capacityPen(kOverCapacity, 2, Qt::DashLine);
    capacityLine_->setPen(capacityPen);
    capacityLabel_->setColor(kOverCapacity);
    capacityLabel_->setPositionAlignment(Qt::AlignRight | Qt::AlignTop);
    capacityLabel_->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    capacityLabel_->setPadding(QMargins(6, 2, 6, 0));
    retranslate();
    applyPalette();

    addExportActions(plot_, this, [this] {
        const bool comparing = !targetHistogram_.isEmpty();
        QString csv = tr("Memory from (bytes)") % u',' % tr("Memory to (bytes)") % u',' % tr("Tiles");
        csv += comparing ? u',' % tr("Target tiles") % u'\n' : QStringLiteral("\n");
        for (std::size_t bin = 0; bin < histogram_.binStartBytes.size(); ++bin) {
            const double start = histogram_.binStartBytes[bin];
            csv += QString::number(qulonglong(start)) % u',' %
                   QString::number(qulonglong(start + histogram_.binWidthBytes)) % u',' %
                   QString::number(qulonglong(histogram_.tileCounts[bin]));
            if (comparing && bin < targetHistogram_.tileCounts.size())
                csv += u',' % QString::number(qulonglong(targetHistogram_.tileCounts[bin]));
            csv += u'\n';
        }
        return histogram_.isEmpty() ? QString() : csv;
    });
}

void TileHistogramPlot::setHistograms(const TileHistogram& source, const TileHistogram& target,
                                      const QString& sourceName, const QString& targetName)
{
    histogram_ = source;
    targetHistogram_ = target;
    const TileHistogram& histogram = source;
    const auto draw = [](QCPBars* bars, const TileHistogram& h) {
        QVector<double> keys;
        keys.reserve(qsizetype(h.binStartBytes.size()));
        for (const double start : h.binStartBytes)
            keys.append((start + h.binWidthBytes / 2.0) / kBytesPerKiB);
        bars->setWidth(h.binWidthBytes / kBytesPerKiB * 0.9);
        bars->setData(keys, QVector<double>(h.tileCounts.begin(), h.tileCounts.end()), true);
    };
    draw(bars_, source);
    draw(targetBars_, target);
    // Compared, a legend names the two files.
    const bool comparing = !target.isEmpty();
    plot_->legend->clearItems();
    plot_->legend->setVisible(comparing);
    if (comparing) {
        bars_->setName(tr("%1 (source)").arg(sourceName));
        targetBars_->setName(tr("%1 (target)").arg(targetName));
        bars_->addToLegend();
        targetBars_->addToLegend();
    }
    if (PlotFrame* frame = PlotFrame::of(plot_))
        frame->fitLayout(); // as many legend columns as the width holds

    const double capacityKiB = double(histogram.capacityBytes) / kBytesPerKiB;
    capacityLine_->point1->setCoords(capacityKiB, 0.0);
    capacityLine_->point2->setCoords(capacityKiB, 1.0);
    capacityLabel_->position->setCoords(capacityKiB, 0.0);
    capacityLine_->setVisible(histogram.capacityBytes > 0);
    capacityLabel_->setVisible(histogram.capacityBytes > 0);

    const double rangeKiB =
        double(std::max({histogram.maxTileBytes, histogram.capacityBytes, target.maxTileBytes})) / kBytesPerKiB;
    plot_->xAxis->setRange(0.0, std::max(rangeKiB * 1.04, 1.0));
    // The label sits on the side of the line with room for it, so it is never cut by the axis.
    const bool lineInLeftHalf = capacityKiB < plot_->xAxis->range().center();
    capacityLabel_->setPositionAlignment((lineInLeftHalf ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignTop);
    double maxCount = 1.0;
    for (const TileHistogram* h : {&source, &target})
        for (const double count : h->tileCounts)
            maxCount = std::max(maxCount, count);
    plot_->yAxis->setRange(0.0, std::max(maxCount * 1.15, 1.0));
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

// The axes and the line's label, in the language of the moment (the legend names files).
void TileHistogramPlot::retranslate()
{
    plot_->xAxis->setLabel(tr("Memory used per tile, including gaps (KiB)"));
    plot_->yAxis->setLabel(tr("Tiles"));
    capacityLabel_->setText(tr("Tile memory"));
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void TileHistogramPlot::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    else if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

// QCustomPlot draws with fixed black on white; follow the widget palette so a dark theme works.
void TileHistogramPlot::applyPalette()
{
    const QPalette& p = palette();
    applyPlotPalette(plot_, p, {plot_->xAxis, plot_->yAxis});
    plot_->legend->setBrush(p.brush(QPalette::Base));
    plot_->legend->setTextColor(p.color(QPalette::WindowText));
    const QColor bar = p.color(QPalette::Highlight);
    bars_->setPen(QPen(bar.darker(120)));
    bars_->setBrush(bar);
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace tilescope::gui
