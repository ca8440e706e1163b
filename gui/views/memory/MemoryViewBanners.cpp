// The Memory view's lines above the plot: the tiles out of memory, the room to spare of the
// tightest tile shown, and a comparison's totals, each report named.

#include "views/memory/MemoryView.h"

#include "lessons/Lesson.h"
#include "report/MemoryCategory.h"
#include "document/ReportDocument.h"
#include "models/ByteFormat.h"
#include "models/RoomToSpareText.h"
#include "plot/PlotExport.h"
#include "report/ReportComparison.h"
#include "views/memory/ChipMapWidget.h"
#include "views/memory/TileBreakdownModel.h"
#include "views/memory/TileInsideTabs.h"
#include "views/memory/TileMemoryPlot.h"
#include "views/memory/TileSelection.h"
#include "widgets/FlowLayout.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace tilescope::gui {

namespace {

// How many out-of-memory tiles the banner names before "and N more".
constexpr std::size_t kListedOutOfMemoryTiles = 12;
// The room to spare of a summary's tightest tile, of one IPU or of them all.
std::optional<RoomToSpare> roomOf(const ReportSummary& summary, std::optional<std::uint32_t> ipu)
{
    if (!ipu)
        return summary.roomToSpare;
    if (*ipu < summary.ipus.size())
        return summary.ipus[*ipu].roomToSpare;
    return std::nullopt;
}

} // namespace

void MemoryView::showOutOfMemoryTiles()
{
    const std::vector<std::uint32_t> tiles = series_.stacks() ? series_.outOfMemoryTiles() : std::vector<std::uint32_t>{};
    outOfMemoryLabel_->setVisible(!tiles.empty());
    outOfMemoryButton_->setVisible(!tiles.empty());
    if (tiles.empty())
        return;
    QStringList names;
    for (std::size_t i = 0; i < std::min(tiles.size(), kListedOutOfMemoryTiles); ++i)
        names.append(QString::number(tiles[i]));
    QString list = names.join(QStringLiteral(", "));
    if (tiles.size() > kListedOutOfMemoryTiles)
        list = tr("%1 and %2 more").arg(list).arg(tiles.size() - kListedOutOfMemoryTiles);
    // Comparing, the bars (and so these tiles) are the headline report's: named.
    if (document().target())
        outOfMemoryLabel_->setText(tr("Tiles of %1 out of memory (%2), most overflowing first: %3")
                                       .arg(document().nameOf(document().headlineReport()))
                                       .arg(tiles.size())
                                       .arg(list));
    else
        outOfMemoryLabel_->setText(
            tr("Tiles out of memory (%1), most overflowing first: %2").arg(tiles.size()).arg(list));
}

// When the shown tiles fit, how close they come: the tightest tile and the largest block it has
// free at its peak. Comparing, the comparison's lines say it for both reports.
void MemoryView::showRoomToSpare()
{
    const LoadedReport* shown = document().headlineReport();
    const std::optional<RoomToSpare> room =
        shown && !document().target() ? roomOf(shown->summary, series_.ipu()) : std::nullopt;
    roomLabel_->setVisible(room && room->bytes >= 0);
    if (!room || room->bytes < 0)
        return; // out of memory: the tiles over are listed instead
    const QString bytes = formatBytes(std::uint64_t(room->bytes));
    roomLabel_->setText(
        series_.ipu() ? tr("Tightest tile of IPU %1: %2, with %3 to spare (the largest block free at its peak)")
                            .arg(*series_.ipu())
                            .arg(room->tile)
                            .arg(bytes)
                      : tr("Tightest tile: %1, with %2 to spare (the largest block free at its peak)")
                            .arg(room->tile)
                            .arg(bytes));
    roomLabel_->setToolTip(RoomToSpareText::explanation());
}

std::pair<std::shared_ptr<const TileMemoryStacks>, std::shared_ptr<const TileMemoryStacks>>
MemoryView::stacksInOrder() const
{
    if (document().headline() == Headline::Target)
        return {comparedStacks_, shownStacks_};
    return {shownStacks_, comparedStacks_};
}

// The comparison's totals, source then target, each named: "amp 0.6 (source) 1.2 GiB".
void MemoryView::showComparison()
{
    const LoadedReport* source = document().source();
    const LoadedReport* target = document().target();
    comparisonLabel_->setVisible(source && target);
    if (!source || !target)
        return;
    const bool headlineIsTarget = document().headline() == Headline::Target;
    const QString sourceName = document().sourceName().toHtmlEscaped();
    const QString targetName = document().targetName().toHtmlEscaped();
    QStringList lines;
    if (!sameModel_)
        lines.append(tr("The reports are of different models: their tiles hold different variables."));
    if (!sameTarget_) {
        // Tiles do not correspond: only the totals of the whole reports compare.
        lines.append(u"<b>" %
                     tr("The reports are for different targets (%1 and %2 tiles): tiles are not compared one by "
                        "one; only totals are shown.")
                         .arg(stacksInOrder().first->tileCount())
                         .arg(stacksInOrder().second->tileCount()) %
                     u"</b>");
        const std::uint64_t sourceTotal = source->summary.totalMemoryBytes;
        const std::uint64_t targetTotal = target->summary.totalMemoryBytes;
        lines.append(tr("Total memory (including gaps): %1 (source) %2, %3 (target) %4, difference %5")
                         .arg(sourceName, formatBytes(sourceTotal), targetName, formatBytes(targetTotal),
                              formatByteDelta(byteDelta(sourceTotal, targetTotal))));
    } else {
        const TileMemorySeries& sourceSeries = headlineIsTarget ? comparedSeries_ : series_;
        const TileMemorySeries& targetSeries = headlineIsTarget ? series_ : comparedSeries_;
        const std::uint64_t sourceTotal = sourceSeries.sumOfTotals();
        const std::uint64_t targetTotal = targetSeries.sumOfTotals();
        const QString scope = series_.ipu() ? tr("IPU %1").arg(*series_.ipu()) : tr("all IPUs");
        lines.append((series_.includesGaps()
                          ? tr("Total memory of %1 (including gaps): %2 (source) %3, %4 (target) %5, difference %6")
                          : tr("Total memory of %1 (excluding gaps): %2 (source) %3, %4 (target) %5, difference %6"))
                         .arg(scope, sourceName, formatBytes(sourceTotal), targetName, formatBytes(targetTotal),
                              formatByteDelta(byteDelta(sourceTotal, targetTotal))));
    }
    const std::uint64_t sourceMax = source->summary.maxTileBytes;
    const std::uint64_t targetMax = target->summary.maxTileBytes;
    lines.append(tr("Most used tile: %1 (source) %2 (tile %3), %4 (target) %5 (tile %6), difference %7")
                     .arg(sourceName, formatBytes(sourceMax), QString::number(source->summary.worstTile.id), targetName,
                          formatBytes(targetMax), QString::number(target->summary.worstTile.id),
                          formatByteDelta(byteDelta(sourceMax, targetMax))));
    // The tightest tiles' room: of the IPU shown when the tiles correspond, else of the replicas.
    const std::optional<std::uint32_t> ipu = sameTarget_ ? series_.ipu() : std::nullopt;
    const std::optional<RoomToSpare> sourceRoom = roomOf(source->summary, ipu);
    const std::optional<RoomToSpare> targetRoom = roomOf(target->summary, ipu);
    if (sourceRoom && targetRoom) {
        const QString sourceText = RoomToSpareText::onTile(sourceRoom->bytes, sourceRoom->tile).toHtmlEscaped();
        const QString targetText = RoomToSpareText::onTile(targetRoom->bytes, targetRoom->tile).toHtmlEscaped();
        const QString difference = formatByteDelta(targetRoom->bytes - sourceRoom->bytes);
        lines.append(ipu ? tr("Room to spare on IPU %1: %2 (source) %3, %4 (target) %5, difference %6")
                               .arg(QString::number(*ipu), sourceName, sourceText, targetName, targetText, difference)
                         : tr("Room to spare: %1 (source) %2, %3 (target) %4, difference %5")
                               .arg(sourceName, sourceText, targetName, targetText, difference));
    }
    comparisonLabel_->setText(lines.join(QStringLiteral("<br>")));
}

} // namespace tilescope::gui
