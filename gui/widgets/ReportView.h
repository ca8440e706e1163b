#pragma once
// The base of every page of the main window. A view reads the shared ReportDocument and redraws
// when it changes; the main window only knows views through this interface and ViewRegistry.
// A view hidden behind another tab of a window on screen takes new reports when it is next shown:
// handing a big report to seven views at once would stall the event loop for the sum of their
// work, and only one of them is seen. A view whose data is costly to prepare also does it lazily:
// prepare() runs when the view is first shown after the document changed (at once if it is
// showing); the view runs the work through a JobTracker and says so in isPreparing().

#include "models/ReportNames.h"

#include <QWidget>

#include <array>
#include <functional>
#include <memory>
#include <vector>

namespace tilescope {
struct LessonFocus;
}

namespace tilescope::gui {

class ReportDocument;
struct LoadedReport;

class ReportView : public QWidget {
    Q_OBJECT
public:
    ReportView(ReportDocument& document, QWidget* parent = nullptr);

    /// Stable, untranslated name used by `--view` and for screenshot files ("summary").
    virtual QString viewId() const = 0;
    /// Translated title for tabs and menus.
    virtual QString title() const = 0;
    /// True while the view prepares its data in the background (or will, once shown).
    virtual bool isPreparing() const { return false; }

    /// Whether the view has a plot that View > Zoom acts on.
    virtual bool canZoom() const { return false; }
    /// Zooms that plot in (`factor` > 1) or out, about what is selected in it when in view.
    virtual void zoomBy(double factor) { (void)factor; }
    /// Shows all of that plot again.
    virtual void resetZoom() {}
    /// Points at what a lesson's step names in this view (a liveness step, a trace window), now or
    /// once the view's data is prepared; false when the view has nothing to point at for it. The
    /// selected tile and operation are the document's, which the main window sets.
    virtual bool showFocus(const LessonFocus& focus) { (void)focus; return false; }

signals:
    /// isPreparing() turned false: what the view shows is complete.
    void prepared();

protected:
    bool event(QEvent* event) override;
    ReportDocument& document() const { return document_; }
    /// What the document's reports are called, for headers and legends, with their commands.
    ReportNames reportNames() const;
    /// Called whenever the document's reports change (also to an empty document), or, for a view
    /// hidden when they changed, when it is next shown. The reports it showed before stay alive
    /// until it returns, so models that point into them can still be read for the user's place.
    /// Subclasses call it once at the end of their constructor.
    virtual void showDocument() = 0;
    /// Whether showDocument() keeps the user's place (see ReportDocument::keepsPlace()): when a
    /// hidden view catches up, only if every change it missed was a re-simulation.
    bool keepsPlace() const;
    /// Connects a document signal about the user's selections to a member of the view. While the
    /// view is behind the document the member waits: what the view shows belongs to other reports.
    /// It runs once the view has caught up, if the signal came meanwhile.
    template <class Signal, class View> void followDocument(Signal signal, void (View::*member)())
    {
        followers_.push_back({[this, member] { (static_cast<View*>(this)->*member)(); }, false});
        connect(&document_, signal, this, [this, follower = followers_.size() - 1] { follow(follower); });
    }
    /// Prepares the view's data for the document (lazy views override it).
    virtual void prepare() {}
    /// Asks for prepare() to run: now if the view is visible, else when it is next shown.
    void requestPreparation();
    bool isPreparationPending() const { return preparationPending_; }
    void showEvent(QShowEvent* event) override;
    /// The page's texts that do not depend on the document. Each view calls it from its
    /// constructor; a language change calls it again, then rewordDocument().
    virtual void retranslateUi() {}
    /// Words again what shows the document, after a language change, keeping the user's place
    /// (selected step or tile, zoom, search): unlike showDocument(), which starts afresh.
    virtual void rewordDocument() {}
    void changeEvent(QEvent* event) override;

private:
    void documentChanged();
    void catchUp(bool keepPlace);
    void follow(std::size_t follower);

    struct Follower {
        std::function<void()> run;
        bool missed = false; // its signal came while the view was behind
    };

    ReportDocument& document_;
    bool preparationPending_ = false;
    bool behindDocument_ = false;
    bool missedOnlyResimulations_ = true; // every change missed while behind kept the user's place
    bool keepingPlace_ = false; // while showDocument() shows re-simulated reports
    // The reports showDocument() last showed, kept alive while the view still points into them.
    std::array<std::shared_ptr<const LoadedReport>, 2> shown_;
    std::vector<Follower> followers_;
};

} // namespace tilescope::gui
