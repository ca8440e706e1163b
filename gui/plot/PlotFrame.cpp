#include "plot/PlotFrame.h"

#include <QAbstractScrollArea>
#include <QApplication>
#include <QPainter>
#include <QVBoxLayout>
#include <QWheelEvent>

#include <qcustomplot.h>

#include <algorithm>
#include <vector>

namespace tilescope::gui {
namespace {

constexpr int kRingWidth = 2;
constexpr int kLabelMargin = 8; // each end of a vertical axis label
constexpr int kMinimumHeight = 120;

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
    fitLayout();
}

// Every column is as wide as the widest entry: the grid then never needs more than the width.
// The plot's minimum height is then its layout's: QCustomPlot sums its rows' minimum heights, and
// an axis rect needs at least the length of its vertical labels.
void PlotFrame::fitLayout()
{
    for (QCPAxisRect* rect : plot_->axisRects()) {
        int labelLength = 0;
        for (QCPAxis* axis : rect->axes(QCPAxis::atLeft | QCPAxis::atRight))
            if (axis->visible() && !axis->label().isEmpty())
                for (const QString& line : axis->label().split(u'\n'))
                    labelLength = std::max(labelLength, QFontMetrics(axis->labelFont()).horizontalAdvance(line));
        if (labelLength > 0)
            rect->setMinimumSize(rect->minimumSize().width(), labelLength + 2 * kLabelMargin);
    }
    QCPLegend* legend = plot_->legend;
    std::vector<int> widths; // of the entries, in fill order
    for (int i = 0; i < legend->itemCount(); ++i)
        if (const QCPAbstractLegendItem* item = legend->item(i)) // empty cells of the grid are null
            widths.push_back(item->minimumOuterSizeHint().width());
    // A legend inset into an axis rect has that rect's width, not the plot's: laid out first, so
    // that the rect's margins (the axis labels) are those of the plot's present size and font.
    int available = plot_->width();
    if (QCPLayout* holder = legend->layout(); holder && holder != plot_->plotLayout() && plot_->isVisible()) {
        plot_->replot(QCustomPlot::rpImmediateRefresh);
        if (holder->rect().width() > 0)
            available = holder->rect().width();
    }
    const int room = available - legend->margins().left() - legend->margins().right();
    // Filled row by row, entry i lands in column i % columns; a column is as wide as its widest
    // entry. The most columns whose widths add up within the room, as long as the plot is shown
    // (a page in a hidden tab has no width of its own yet: as many as allowed until it has, so
    // that its guess does not make the window taller than it needs).
    const auto fits = [&](int columns) {
        std::vector<int> columnWidths(std::size_t(columns), 0);
        for (std::size_t i = 0; i < widths.size(); ++i)
            columnWidths[i % std::size_t(columns)] = std::max(columnWidths[i % std::size_t(columns)], widths[i]);
        int total = legend->columnSpacing() * (columns - 1);
        for (const int width : columnWidths)
            total += width;
        return total <= room;
    };
    int columns = maximumLegendColumns_;
    while (plot_->isVisible() && columns > 1 && !fits(columns))
        --columns;
    if (columns != legend->wrap()) {
        legend->setWrap(columns);
        legend->setFillOrder(legend->fillOrder(), true); // the wrap alone only places new entries
        plot_->replot(QCustomPlot::rpQueuedReplot);
    }
    // What the plot's rows need, and never so little that it is laid out with no height (a page not
    // shown yet is laid out in a few pixels, and QCustomPlot cannot paint into an empty buffer).
    plot_->setMinimumHeight(std::max(kMinimumHeight, plot_->plotLayout()->minimumOuterSizeHint().height()));
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

void PlotFrame::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    fitLayout();
}

void PlotFrame::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitLayout();
}

bool PlotFrame::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == plot_) {
        switch (event->type()) {
        case QEvent::FocusIn:
        case QEvent::FocusOut: update(); break;
        case QEvent::Resize:
            // QCustomPlot replots at once on every resize, besides the replot a change of data
            // queues: a page laid out anew as reports change (a comparison's panes appear, a note
            // wraps) would draw a big plot two or three times in one pass of the event loop. One
            // queued replot, taken with any other, draws it once.
            plot_->setViewport(plot_->rect());
            plot_->replot(QCustomPlot::rpQueuedReplot);
            return true;
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
