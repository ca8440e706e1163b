#pragma once
// The base of every page of the main window. A view reads the shared ReportDocument and redraws
// when it changes; the main window only knows views through this interface and ViewRegistry.
// A view whose data is costly to prepare does it lazily: prepare() runs when the view is first
// shown after the document changed (at once if it is showing), so a big report's hidden tabs cost
// nothing; the view runs the work through a JobTracker and says so in isPreparing().

#include <QWidget>

namespace tilescope {
struct LessonFocus;
}

namespace tilescope::gui {

class ReportDocument;

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
    /// Called whenever the document's reports change (also to an empty document).
    /// Subclasses call it once at the end of their constructor.
    virtual void showDocument() = 0;
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
    ReportDocument& document_;
    bool preparationPending_ = false;
};

} // namespace tilescope::gui
