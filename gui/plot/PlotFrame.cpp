#include "plot/PlotFrame.h"

#include <QAbstractScrollArea>
#include <QApplication>
#include <QPainter>
#include <QVBoxLayout>
#include <QWheelEvent>

#include <qcustomplot.h>

#include <algorithm>

namespace tilescope::gui {
namespace {

constexpr int kRingWidth = 2;

} // namespace

PlotFrame::PlotFrame(QWidget* parent) : QWidget(parent), plot_(new QCustomPlot(this))
{
    auto* layout = new QVBoxLayout(this);
    // Room for the focus ring, so that it never covers the plot's axes.
    layout->setContentsMargins(kRingWidth, kRingWidth, kRingWidth, kRingWidth);
    layout->addWidget(plot_);
    setFocusProxy(plot_);
    plot_->installEventFilter(this);
}

QCustomPlot* PlotFrame::fill(QWidget* host)
{
    auto* frame = new PlotFrame(host);
    auto* layout = new QVBoxLayout(host);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(frame);
    host->setFocusProxy(frame);
    return frame->plot();
}

PlotFrame* PlotFrame::of(const QCustomPlot* plot)
{
    return plot ? qobject_cast<PlotFrame*>(plot->parentWidget()) : nullptr;
}

void PlotFrame::setMaximumLegendColumns(int columns)
{
    maximumLegendColumns_ = std::max(columns, 1);
    fitLegend();
}

// Every column is as wide as the widest entry: the grid then never needs more than the width.
void PlotFrame::fitLegend()
{
    QCPLegend* legend = plot_->legend;
    int widest = 0;
    for (int i = 0; i < legend->itemCount(); ++i)
        if (const QCPAbstractLegendItem* item = legend->item(i)) // empty cells of the grid are null
            widest = std::max(widest, item->minimumOuterSizeHint().width());
    const int room = plot_->width() - legend->margins().left() - legend->margins().right();
    const int spacing = legend->columnSpacing();
    const int columns = std::clamp((room + spacing) / std::max(widest + spacing, 1), 1, maximumLegendColumns_);
    if (columns != legend->wrap()) {
        legend->setWrap(columns);
        legend->setFillOrder(legend->fillOrder(), true); // the wrap alone only places new entries
        plot_->replot(QCustomPlot::rpQueuedReplot);
    }
}

void PlotFrame::paintEvent(QPaintEvent* event)
{
    QWidget::paintEvent(event);
    if (!plot_->hasFocus())
        return;
    QPainter painter(this);
    painter.setPen(QPen(palette().color(QPalette::Highlight), kRingWidth));
    painter.drawRect(QRectF(rect()).adjusted(kRingWidth / 2.0, kRingWidth / 2.0, -kRingWidth / 2.0, -kRingWidth / 2.0));
}

void PlotFrame::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitLegend();
}

bool PlotFrame::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == plot_) {
        switch (event->type()) {
        case QEvent::FocusIn:
        case QEvent::FocusOut: update(); break;
        case QEvent::Wheel:
            if (wheelPassesThrough_) {
                // QCustomPlot accepts every wheel event, and Qt does not pass a sent one on to the
                // parents: hand it to the page that scrolls, if any.
                auto* wheel = static_cast<QWheelEvent*>(event);
                for (QWidget* w = parentWidget(); w; w = w->parentWidget())
                    if (auto* area = qobject_cast<QAbstractScrollArea*>(w)) {
                        QWidget* viewport = area->viewport();
                        QWheelEvent copy(viewport->mapFromGlobal(wheel->globalPosition()), wheel->globalPosition(),
                                         wheel->pixelDelta(), wheel->angleDelta(), wheel->buttons(),
                                         wheel->modifiers(), wheel->phase(), wheel->inverted(), wheel->source());
                        QApplication::sendEvent(viewport, &copy);
                        break;
                    }
                return true;
            }
            break;
        default: break;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace tilescope::gui
