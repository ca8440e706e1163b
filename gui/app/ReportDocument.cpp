#include "app/ReportDocument.h"

namespace tilescope::gui {

ReportDocument::ReportDocument(QObject* parent) : QObject(parent) {}

void ReportDocument::setReports(std::shared_ptr<const LoadedReport> source, std::shared_ptr<const LoadedReport> target)
{
    source_ = std::move(source);
    target_ = source_ ? std::move(target) : nullptr;
    emit reportsChanged();
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
    target_.reset();
    emit reportsChanged();
}

void ReportDocument::setSelectedTile(std::optional<std::uint32_t> tile)
{
    if (tile == selectedTile_)
        return;
    selectedTile_ = tile;
    emit selectedTileChanged();
}

} // namespace tilescope::gui
