#pragma once
// A legend for plots whose items are not QCustomPlot plottables (the Execution trace's
// step kinds or phases): a swatch and a name per colour, wrapping to more lines when narrow.

#include <QColor>
#include <QList>
#include <QString>
#include <QWidget>

#include <utility>


namespace tilescope::gui {

class FlowLayout;

class ColourKey : public QWidget {
    Q_OBJECT
public:
    explicit ColourKey(QWidget* parent = nullptr);

    /// Replaces the entries: (colour, name), in order.
    void setEntries(const QList<std::pair<QColor, QString>>& entries);
    QStringList names() const;

private:
    FlowLayout* layout_;
    QStringList names_;
};

} // namespace tilescope::gui
