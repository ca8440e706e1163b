#include "app/ReportDocument.h"

#include <QFileInfo>
#include <QThreadPool>

namespace tilescope::gui {

ReportDocument::ReportDocument(QObject* parent) : QObject(parent) {}

QString LoadedReport::displayName() const
{
    return path.isEmpty() ? name : QFileInfo(path).fileName();
}

void ReportDocument::setReports(std::shared_ptr<const LoadedReport> source, std::shared_ptr<const LoadedReport> target,
                                ReportChange change)
{
    std::vector<std::shared_ptr<const LoadedReport>> replaced{std::move(source_), std::move(target_)};
    source_ = std::move(source);
    target_ = source_ ? std::move(target) : nullptr;
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
    std::vector<std::shared_ptr<const LoadedReport>> replaced{std::move(target_)};
    target_.reset();
    comparison_.reset();
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
