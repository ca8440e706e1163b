#include "views/trace/TileBalancePlot.h"

#include "models/CsvField.h"
#include "plot/PlotExport.h"
#include "plot/PlotPalette.h"
#include "views/trace/TracePalette.h"

#include <QEvent>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>

namespace tilescope::gui {

TileBalancePlot::TileBalancePlot(QWidget* parent) : QWidget(parent), plot_(new QCustomPlot(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(plot_);
    setMinimumHeight(150);
    bars_ = plot_->addGraph();
    bars_->setLineStyle(QCPGraph::lsStepLeft);
    bars_->setAdaptiveSampling(false);
    retranslate();
    applyPlotLocale(plot_);
    plot_->setNotAntialiasedElements(QCP::aePlottables | QCP::aeFills);
    plot_->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    plot_->axisRect()->setRangeDrag(Qt::Horizontal);
    plot_->axisRect()->setRangeZoom(Qt::Horizontal);
    addExportActions(plot_, this, [this] { return csv(); });
    applyPalette();
}

void TileBalancePlot::setComputeSet(const Report* report, std::int32_t computeSet)
{
    firstTiles_.clear();
    tileCounts_.clear();
    cycles_.clear();
    tiles_ = maxCycles_ = 0;
    // Step-left points: a run's cycles hold from its first tile to the next point; tiles between
    // runs take no part and are drawn at zero.
    QVector<double> stepKeys, stepValues;
    const Execution* e = report && report->execution ? &*report->execution : nullptr;
    if (e && computeSet >= 0 && std::size_t(computeSet) + 1 < e->tileCyclesBegin.size()) {
        const auto c = std::size_t(computeSet);
        const auto begin = e->tileCyclesBegin[c], end = e->tileCyclesBegin[c + 1];
        for (auto run = begin; run < end; ++run) {
            const std::uint32_t first = e->tileCyclesTile[run], count = e->tileCyclesTileCount[run];
            const std::uint64_t cycles = e->tileCyclesCycles[run];
            stepKeys.append(first);
            stepValues.append(double(cycles));
            if (run + 1 == end || e->tileCyclesTile[run + 1] > first + count) {
                stepKeys.append(double(first) + count);
                stepValues.append(0.0);
            }
            firstTiles_.push_back(first);
            tileCounts_.push_back(count);
            cycles_.push_back(cycles);
            tiles_ += count;
            maxCycles_ = std::max(maxCycles_, cycles);
        }
    }
    bars_->setData(stepKeys, stepValues, true);
    if (!stepKeys.isEmpty()) {
        plot_->xAxis->setRange(stepKeys.front(), std::max(stepKeys.back(), stepKeys.front() + 1.0));
        plot_->yAxis->setRange(0.0, double(std::max<std::uint64_t>(maxCycles_, 1)) * 1.1);
    }
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

QString TileBalancePlot::csv() const
{
    QString text = csvField(tr("First tile")) + u',' + csvField(tr("Tiles")) + u',' + csvField(tr("Cycles")) + u'\n';
    for (std::size_t i = 0; i < cycles_.size(); ++i)
        text += QStringLiteral("%1,%2,%3\n").arg(firstTiles_[i]).arg(tileCounts_[i]).arg(cycles_[i]);
    return text;
}

void TileBalancePlot::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    else if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void TileBalancePlot::retranslate()
{
    plot_->xAxis->setLabel(tr("Tile"));
    plot_->yAxis->setLabel(tr("Cycles"));
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void TileBalancePlot::applyPalette()
{
    applyPlotPalette(plot_, palette(), {plot_->xAxis, plot_->yAxis});
    const QColor compute = traceKindColour(TraceKind::OnTileExecute, palette());
    bars_->setPen(QPen(compute.darker(120), 1));
    bars_->setBrush(compute);
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace tilescope::gui
