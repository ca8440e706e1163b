#pragma once
// The frame every plot of the app sits in: a QCustomPlot with a focus ring around it while it has
// keyboard focus (the plots take keys: zoom, pan, reset), its legend re-flowed into as many
// columns as the width holds and its minimum height what its legend, fixed rows and axis labels
// need, so that nothing is cut or squeezed in a small window, and, for a plot that does not zoom
// with the wheel, wheel events passed on to the page around it so that it scrolls.

#include <QWidget>

class QCustomPlot;

namespace tilescope::gui {

class PlotFrame : public QWidget {
    Q_OBJECT
public:
    explicit PlotFrame(QWidget* parent = nullptr);
    /// A frame filling `host` (which gets a margin-less layout); returns its plot.
    static QCustomPlot* fill(QWidget* host);
    /// The frame around a plot made by fill(), or null.
    static PlotFrame* of(const QCustomPlot* plot);

    QCustomPlot* plot() const { return plot_; }
    /// The most legend columns ever used (fewer when they do not fit).
    void setMaximumLegendColumns(int columns);
    /// Re-flows the legend for the current width and gives each axis rect the height its vertical
    /// axis label needs; call after changing legend entries or labels.
    void fitLayout();
    /// True: the wheel scrolls the scroll area that holds the plot rather than reaching the plot.
    void setWheelPassesThrough(bool passes) { wheelPassesThrough_ = passes; }

protected:
    void paintEvent(QPaintEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QCustomPlot* plot_;
    int maximumLegendColumns_ = 7;
    bool wheelPassesThrough_ = false;
};

} // namespace tilescope::gui
