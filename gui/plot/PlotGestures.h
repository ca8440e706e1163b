#pragma once
// The gestures every plot of the app answers alike, watched on its QCustomPlot: a click (a left
// press released within kClickTolerancePx of where it went down, so that the end of a drag is never
// a click) and, for a plot that zooms, the keys: + or = zoom in, - zooms out, Left and Right pan,
// Home or 0 show everything. What a gesture does is the plot's: it connects the signals.

#include <QObject>
#include <QPoint>

#include <optional>

class QCustomPlot;

namespace tilescope::gui {

class PlotGestures : public QObject {
    Q_OBJECT
public:
    /// How far (Manhattan pixels) a press may move before its release and still be a click.
    static constexpr int kClickTolerancePx = 4;

    struct Keys {
        double zoomStep = 2.0; // the factor + zooms in by (- zooms out by its inverse)
        double panStep = 0.1;  // the fraction of the visible range Left and Right move
        /// Keys held with one of these are left to others (the window's shortcuts).
        Qt::KeyboardModifiers leftAlone = Qt::NoModifier;
    };

    /// Watches `plot` (and is its child): clicks always, the keys when `keys` is given.
    explicit PlotGestures(QCustomPlot* plot, std::optional<Keys> keys = std::nullopt);

    /// True when a release at `released` ends a click that went down at `pressed`.
    static bool isClick(QPoint pressed, QPoint released);

signals:
    /// A left click at `position`, in the plot's coordinates.
    void clicked(QPoint position, Qt::KeyboardModifiers modifiers);
    /// `factor` > 1 zooms in.
    void zoomRequested(double factor, Qt::KeyboardModifiers modifiers);
    /// `fraction` of the visible range; negative moves left.
    void panRequested(double fraction, Qt::KeyboardModifiers modifiers);
    void resetRequested();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool handleKey(const class QKeyEvent& key);

    std::optional<Keys> keys_;
    QPoint pressedAt_;
};

} // namespace tilescope::gui
