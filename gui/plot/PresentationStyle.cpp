#include "plot/PresentationStyle.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QEvent>
#include <QWidget>

#include <vector>

namespace tilescope::gui {
namespace {

const char* kBasePenWidth = "tilescopeBasePenWidth";
const char* kShownPenWidth = "tilescopeShownPenWidth";

// The width `object`'s pen had as its plot set it: the one remembered, unless the plot set a new
// pen since (its width is then not the one shown last).
double baseWidth(QObject* object, const QPen& pen, const char* slot)
{
    const QByteArray base = QByteArray(kBasePenWidth) + slot;
    const QByteArray shown = QByteArray(kShownPenWidth) + slot;
    const QVariant shownWidth = object->property(shown.constData());
    if (!shownWidth.isValid() || !qFuzzyCompare(shownWidth.toDouble() + 1.0, pen.widthF() + 1.0))
        object->setProperty(base.constData(), pen.widthF());
    return object->property(base.constData()).toDouble();
}

QPen scaledPen(QObject* object, QPen pen, const char* slot, double scale)
{
    if (pen.style() == Qt::NoPen)
        return pen;
    // A cosmetic pen of width 0 draws one pixel: scale it from 1.
    const double base = std::max(baseWidth(object, pen, slot), scale == 1.0 ? 0.0 : 1.0);
    pen.setWidthF(base * scale);
    const QByteArray shown = QByteArray(kShownPenWidth) + slot;
    object->setProperty(shown.constData(), pen.widthF());
    return pen;
}

// Plot text follows the application's font, which presentation mode enlarges: a font is
// remembered as a share of the application font in force when its plot set it, so that a plot
// built while presenting (whose fonts start from the enlarged application font) is not enlarged a
// second time, and one built before is enlarged once.
QFont scaledFont(QObject* object, QFont font, const char* slot = "font")
{
    const double application = QApplication::font().pointSizeF();
    if (application <= 0 || font.pointSizeF() <= 0)
        return font; // sized in pixels: nothing to follow
    const QByteArray share = QByteArray("tilescopeFontShare") + slot;
    const QByteArray shown = QByteArray("tilescopeShownFont") + slot;
    const QVariant shownSize = object->property(shown.constData());
    if (!shownSize.isValid() || !qFuzzyCompare(shownSize.toDouble(), font.pointSizeF()))
        object->setProperty(share.constData(), font.pointSizeF() / application);
    font.setPointSizeF(object->property(share.constData()).toDouble() * application);
    object->setProperty(shown.constData(), font.pointSizeF());
    return font;
}

} // namespace

PresentationStyle& PresentationStyle::instance()
{
    static PresentationStyle* style = [] {
        auto* created = new PresentationStyle(qApp);
        qApp->installEventFilter(created);
        return created;
    }();
    return *style;
}

PresentationStyle::PresentationStyle(QObject* parent) : QObject(parent) {}

void PresentationStyle::setEnabled(bool enabled)
{
    if (enabled == enabled_)
        return;
    std::vector<QCustomPlot*> plots;
    for (QWidget* widget : QApplication::allWidgets())
        if (auto* plot = qobject_cast<QCustomPlot*>(widget)) {
            watch(plot);
            style(plot); // its fonts' shares of the application font, taken before that changes
            plots.push_back(plot);
        }
    enabled_ = enabled;
    QFont font = QApplication::font();
    if (enabled) {
        baseFontPointSize_ = font.pointSizeF();
        font.setPointSizeF(baseFontPointSize_ * kFontScale);
    } else if (baseFontPointSize_ > 0) {
        font.setPointSizeF(baseFontPointSize_);
    }
    QApplication::setFont(font);
    for (QCustomPlot* plot : plots)
        plot->replot(QCustomPlot::rpQueuedReplot);
    emit enabledChanged(enabled);
}

bool PresentationStyle::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::Polish)
        if (auto* plot = qobject_cast<QCustomPlot*>(watched))
            watch(plot);
    return QObject::eventFilter(watched, event);
}

void PresentationStyle::watch(QCustomPlot* plot)
{
    if (plot->property("tilescopePresentationWatched").toBool())
        return;
    plot->setProperty("tilescopePresentationWatched", true);
    connect(plot, &QCustomPlot::beforeReplot, plot, [this, plot] { style(plot); });
}

// Every plottable's and item's pen, every axis's lines, grid and text, and the legend's text.
void PresentationStyle::style(QCustomPlot* plot) const
{
    const double lines = enabled_ ? kLineScale : 1.0;
    for (int i = 0; i < plot->plottableCount(); ++i) {
        QCPAbstractPlottable* plottable = plot->plottable(i);
        plottable->setPen(scaledPen(plottable, plottable->pen(), "pen", lines));
    }
    for (int i = 0; i < plot->itemCount(); ++i) {
        QCPAbstractItem* item = plot->item(i);
        if (auto* line = qobject_cast<QCPItemStraightLine*>(item))
            line->setPen(scaledPen(line, line->pen(), "pen", lines));
        else if (auto* segment = qobject_cast<QCPItemLine*>(item))
            segment->setPen(scaledPen(segment, segment->pen(), "pen", lines));
        else if (auto* label = qobject_cast<QCPItemText*>(item))
            label->setFont(scaledFont(label, label->font()));
    }
    for (QCPAxisRect* rect : plot->axisRects())
        for (QCPAxis* axis : rect->axes()) {
            axis->setBasePen(scaledPen(axis, axis->basePen(), "base", lines));
            axis->setTickPen(scaledPen(axis, axis->tickPen(), "tick", lines));
            axis->setTickLabelFont(scaledFont(axis, axis->tickLabelFont(), "tickLabel"));
            axis->setLabelFont(scaledFont(axis, axis->labelFont(), "label"));
        }
    if (plot->legend)
        plot->legend->setFont(scaledFont(plot->legend, plot->legend->font()));
}

} // namespace tilescope::gui
