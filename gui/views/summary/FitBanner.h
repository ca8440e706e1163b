#pragma once
// The answer to the first question about a compiled program: does it fit? A wide band, green when
// it fits and red when out of memory, with the worst tile, the room it has to spare (so that a
// comfortable fit reads apart from a tight one) and the errors in Poplar's own words.
// Foreground and background are both fixed so it reads the same in light and dark palettes.

#include "report/ReportSummary.h"

#include <QFrame>

class QLabel;
class QPushButton;

namespace tilescope::gui {

class FitBanner : public QFrame {
    Q_OBJECT
public:
    explicit FitBanner(QWidget* parent = nullptr);

    /// Which of the compared reports the banner's other line is about.
    enum class Other { Target, Source };
    /// Shows the verdict of `summary` (the report the window is about, named `name` when comparing)
    /// and, when comparing, a line on `other`'s (the target, or the source when `summary` is the
    /// target's), named `otherName`; null hides the banner.
    void setSummaries(const ReportSummary* summary, const ReportSummary* other = nullptr, const QString& name = {},
                      const QString& otherName = {}, Other otherIs = Other::Target);

    bool isOutOfMemory() const { return outOfMemory_; }
    /// Offers "Find a configuration that fits" while out of memory (for a report that records how
    /// it was simulated).
    void setAdvisable(bool advisable);
    QString headline() const;
    QString details() const;
    /// The line on the room to spare; empty when out of memory (the errors say the overflow).
    QString roomToSpare() const;
    /// Poplar's errors, the tiles out of memory as the fullest three and their count.
    static QString errorsText(const ReportSummary& summary);

    static QColor fitsColor();
    static QColor outOfMemoryColor();

signals:
    void findFitRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    QLabel* headline_;
    QLabel* worstTile_;
    QLabel* room_;
    QLabel* errors_;
    QLabel* targetVerdict_;
    QPushButton* findFit_;
    bool advisable_ = false;
    bool outOfMemory_ = false;
};

} // namespace tilescope::gui
