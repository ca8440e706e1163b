#pragma once
// The open document: the source report, an optional target report to compare against, their
// summaries (computed off the UI thread by the loader) and the user's selections that views share.
// When a result is compared with an earlier one, the earlier is the source ("before") and the newer
// the target ("after"), so that every difference (target - source) reads as what the change did;
// the newer is then the headline, which the verdict, the title and the plots of one report follow.

#include "report/Report.h"
#include "report/ReportComparison.h"
#include "report/ReportSummary.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace tilescope::gui {

/// One loaded (or simulated) report with the headline figures core computed for it.
struct LoadedReport {
    QString path;  // the file it was read from; empty for a simulation not saved yet
    QString name;  // what views call it when it has no file ("Simulation 3"); empty for a file
    Report report;
    ReportSummary summary;

    /// What views and headers call the report: its file's name, or its name when it has no file.
    QString displayName() const;
};

/// Lets go of reports on a pool thread: a big report is millions of allocations, and freeing it on
/// the UI thread would stall the event loop for as long as a view's redraw. Whoever holds the last
/// reference frees it, so every holder of a replaced report lets go of it through here.
void releaseInBackground(std::vector<std::shared_ptr<const LoadedReport>> reports);

/// How new reports relate to the ones they replace.
enum class ReportChange {
    Opened,      // other reports: views start afresh
    Resimulated, // the same model simulated again with other settings: views keep the user's place
};

/// Which report the window is about: its verdict heads the Summary, its name the title, and views
/// that plot one report plot it.
enum class Headline {
    Source, // a file compared with another (File > Compare With): the open file
    Target, // a result compared with an earlier one (a re-simulation, an advisor candidate, a sweep
            // point, a lesson step): the newer, which is the target
};

class ReportDocument : public QObject {
    Q_OBJECT
public:
    explicit ReportDocument(QObject* parent = nullptr);

    /// The report being examined; null when nothing is open.
    const LoadedReport* source() const { return source_.get(); }
    /// The report compared against (`--compare`); null when not comparing.
    const LoadedReport* target() const { return target_.get(); }
    /// The same, shared: background work holds on to the reports it reads.
    std::shared_ptr<const LoadedReport> sharedSource() const { return source_; }
    std::shared_ptr<const LoadedReport> sharedTarget() const { return target_; }
    bool isEmpty() const { return !source_; }
    /// Source against target, made once when the reports change; null when not comparing.
    const ReportComparison* comparison() const { return comparison_.get(); }

    /// Replaces both reports at once, so that views never see a half-updated comparison.
    void setReports(std::shared_ptr<const LoadedReport> source, std::shared_ptr<const LoadedReport> target,
                    ReportChange change = ReportChange::Opened, Headline headline = Headline::Source);
    /// Counts the times the reports were replaced (setReports, clear). Work that will put reports in
    /// the document notes it when asked for, and shows its result only while it is unchanged: a
    /// result that arrives after the document changed hands never replaces what is shown.
    quint64 generation() const { return generation_; }

    Headline headline() const { return headline_; }
    /// The report the window is about (see Headline): the target when it is the newer, else the
    /// source; null when nothing is open.
    const LoadedReport* headlineReport() const { return headlineShared().get(); }
    std::shared_ptr<const LoadedReport> headlineShared() const;
    /// The other report of a comparison; null when not comparing.
    const LoadedReport* comparedReport() const;
    /// What views call `report` (the source or the target): a file by its name; a result compared
    /// with another by what differs between them ("amp 0.4" against "amp 0.6"); else its name.
    QString nameOf(const LoadedReport* report) const;
    QString sourceName() const { return nameOf(source()); }
    QString targetName() const { return nameOf(target()); }
    /// False when both reports go by the same name (two files may share one): then views call them
    /// "Source" and "Target".
    bool namesDiffer() const { return sourceName_ != targetName_; }
    /// For tooltips: the command `report` was simulated with, else its file; empty when neither.
    static QString commandOf(const LoadedReport* report);
    /// True while reportsChanged() announces reports re-simulated from those shown before: a view
    /// then keeps its place (view, zoom, selected tile, step or operation) wherever it still exists
    /// in the new reports, instead of starting afresh.
    bool keepsPlace() const { return change_ == ReportChange::Resimulated; }
    void clear();
    /// Stops comparing: keeps the headline report (as the source), forgets the other.
    void clearTarget();

    /// The tile the user singled out (`--tile`, later a click in the Memory view).
    std::optional<std::uint32_t> selectedTile() const { return selectedTile_; }
    void setSelectedTile(std::optional<std::uint32_t> tile);

    /// The operation the user singled out (in the Operations table, the trace), by name, so that
    /// it names the same operation in the source and the target; empty when none is.
    const QString& selectedOperation() const { return selectedOperation_; }
    void setSelectedOperation(const QString& name);

signals:
    void reportsChanged();
    void selectedTileChanged();
    void selectedOperationChanged();

private:
    void release(std::vector<std::shared_ptr<const LoadedReport>> reports);
    void nameReports();

    std::shared_ptr<const LoadedReport> source_;
    std::shared_ptr<const LoadedReport> target_;
    std::unique_ptr<const ReportComparison> comparison_;
    ReportChange change_ = ReportChange::Opened;
    Headline headline_ = Headline::Source;
    QString sourceName_;
    QString targetName_;
    quint64 generation_ = 0;
    std::optional<std::uint32_t> selectedTile_;
    QString selectedOperation_;
};

} // namespace tilescope::gui
