#include "document/ReportDocument.h"

#include "models/QtText.h"
#include "simulation/DifferenceNames.h"
#include "simulation/Simulation.h"

#include <QDir>
#include <QFileInfo>
#include <QThreadPool>

namespace tilescope::gui {

ReportDocument::ReportDocument(QObject* parent) : QObject(parent) {}

QString LoadedReport::displayName() const
{
    return path.isEmpty() ? name : QFileInfo(path).fileName();
}

void ReportDocument::setReports(std::shared_ptr<const LoadedReport> source, std::shared_ptr<const LoadedReport> target,
                                ReportChange change, Headline headline)
{
    std::vector<std::shared_ptr<const LoadedReport>> replaced{std::move(source_), std::move(target_)};
    source_ = std::move(source);
    target_ = source_ ? std::move(target) : nullptr;
    headline_ = target_ ? headline : Headline::Source;
    ++generation_;
    nameReports();
    // The summaries come from the loader, so this is only the per-tile difference: cheap enough
    // for the UI thread, and done once rather than by every view.
    comparison_ = target_ ? std::make_unique<const ReportComparison>(compareReports(
                                source_->report, source_->summary, target_->report, target_->summary))
                          : nullptr;
    change_ = source_ ? change : ReportChange::Opened;
    emit reportsChanged();
    change_ = ReportChange::Opened;
    release(std::move(replaced));
}

// Compared reports are named by what sets each apart from the other ("amp 0.5" against "amp 0.4"),
// files too: the status bar keeps their paths. When nothing tells them apart, a file goes by its
// name and a result by its model.
void ReportDocument::nameReports()
{
    sourceName_ = source_ ? source_->displayName() : QString();
    targetName_ = target_ ? target_->displayName() : QString();
    if (!source_ || !target_)
        return;
    const DifferenceNames names = differenceNames(source_->report, target_->report);
    const bool differ = names.first != names.second;
    if (differ || source_->path.isEmpty())
        sourceName_ = qtText(names.first);
    if (differ || target_->path.isEmpty())
        targetName_ = qtText(names.second);
}

std::shared_ptr<const LoadedReport> ReportDocument::headlineShared() const
{
    return headline_ == Headline::Target && target_ ? target_ : source_;
}

const LoadedReport* ReportDocument::comparedReport() const
{
    if (!target_)
        return nullptr;
    return headline_ == Headline::Target ? source_.get() : target_.get();
}

QString ReportDocument::nameOf(const LoadedReport* report) const
{
    if (!report)
        return {};
    if (report == source_.get())
        return sourceName_;
    if (report == target_.get())
        return targetName_;
    return report->displayName();
}

QString ReportDocument::commandOf(const LoadedReport* report)
{
    if (!report)
        return {};
    const auto it = report->report.options.find(kCommandOption);
    if (it != report->report.options.end())
        return qtText(it->second);
    return QDir::toNativeSeparators(report->path);
}

void releaseInBackground(std::vector<std::shared_ptr<const LoadedReport>> reports)
{
    std::erase_if(reports, [](const auto& report) { return !report; });
    if (!reports.empty())
        QThreadPool::globalInstance()->start([reports = std::move(reports)]() mutable { reports.clear(); });
}

// The views that were shown have let go of the replaced reports by now; hidden ones let go when
// they catch up.
void ReportDocument::release(std::vector<std::shared_ptr<const LoadedReport>> reports)
{
    std::erase_if(reports, [this](const auto& report) { return report == source_ || report == target_; });
    releaseInBackground(std::move(reports));
}

void ReportDocument::clear()
{
    if (!source_ && !target_)
        return;
    setReports(nullptr, nullptr);
}

void ReportDocument::clearTarget()
{
    if (!target_)
        return;
    // The report the window is about stays: after a re-simulation, the newer one.
    if (headline_ == Headline::Target)
        std::swap(source_, target_);
    std::vector<std::shared_ptr<const LoadedReport>> replaced{std::move(target_)};
    target_.reset();
    comparison_.reset();
    headline_ = Headline::Source;
    nameReports();
    emit reportsChanged();
    release(std::move(replaced));
}

void ReportDocument::setSelectedTile(std::optional<std::uint32_t> tile)
{
    if (tile == selectedTile_)
        return;
    selectedTile_ = tile;
    emit selectedTileChanged();
}

void ReportDocument::setSelectedOperation(const QString& name)
{
    if (name == selectedOperation_)
        return;
    selectedOperation_ = name;
    emit selectedOperationChanged();
}

} // namespace tilescope::gui
