#pragma once
// Presentation mode (View > Presentation): larger text and thicker plot lines, for a projector,
// in every view. Text grows with the application's font. Plots are restyled just before each
// replot, whatever pens and fonts their own code set: each pen's width is remembered as the plot
// set it and scaled from there, and each font as a share of the application's font, so that plot
// text grows with the rest (once, whether the plot was built before or while presenting) and
// turning the mode off restores both exactly.

#include <QObject>

class QCustomPlot;

namespace tilescope::gui {

class PresentationStyle : public QObject {
    Q_OBJECT
public:
    /// How much thicker lines and larger plot text are while presenting.
    static constexpr double kLineScale = 2.0;
    static constexpr double kFontScale = 1.4;

    /// The application's one style; installs an event filter on the application that finds every
    /// plot as it is polished.
    static PresentationStyle& instance();

    void setEnabled(bool enabled);
    bool isEnabled() const { return enabled_; }

signals:
    void enabledChanged(bool enabled);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    explicit PresentationStyle(QObject* parent = nullptr);
    void watch(QCustomPlot* plot);
    void style(QCustomPlot* plot) const;

    bool enabled_ = false;
    double baseFontPointSize_ = 0; // the application font's size before presenting
};

} // namespace tilescope::gui
