#pragma once
// A scroll area for a column of controls (the Simulate panel's options): it scrolls up and down
// only, and is never narrower than its controls need, so that a dock squeezed for the views (or
// sharing a column with a narrower panel while presenting) does not cut the controls' right edge
// ("model's own" read "nodel's owr"). Its minimum follows the controls' as fonts and languages
// change.

#include <QScrollArea>

namespace tilescope::gui {

class ControlsScrollArea : public QScrollArea {
    Q_OBJECT
public:
    explicit ControlsScrollArea(QWidget* controls, QWidget* parent = nullptr);
    QSize minimumSizeHint() const override;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace tilescope::gui
